"""Entity extraction from message text: the links, addresses, numbers and payment asks in it.

Contract: ``extract(text)`` returns ``Entities`` with URLs (scheme, bare domains and defanged
``hxxp``/``[.]`` forms, refanged, de-duplicated, in order of appearance), e-mail addresses, phone
numbers, checksum-valid crypto wallets, money amounts and gift-card mentions.

Extraction reads the original text with only invisible characters removed: a link's look-alike
letters are evidence the link rules need, so they are not folded here. Every pattern is linear
(no nested quantifiers over overlapping classes), and the number of links, and of candidate
domains looked up in the public suffix list, is bounded, so a hostile 100 kB text stays cheap.

This module is the public face: each kind is found in its own module (extract_links,
extract_emails, extract_phones, extract_payments, sharing extract_scan), and the order they run in
lives here, because each blanks what it took for the next.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .extract_emails import _emails
from .extract_links import _refang, _urls
from .extract_payments import _PAY_WORDS, Wallet, _amounts, _gift_cards, _wallets
from .extract_phones import _NOT_DIGIT, _phones
from .extract_scan import _lower, _Mask
from .normalize import strip_invisibles

__all__ = ["Entities", "Wallet", "extract"]


@dataclass(frozen=True, slots=True)
class Entities:
    urls: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    wallets: tuple[Wallet, ...] = ()
    amounts: tuple[str, ...] = ()
    gift_cards: tuple[str, ...] = ()


def _unique(items: Sequence[str], key: Callable[[str], str] = str) -> tuple[str, ...]:
    if not items:  # most messages hold no e-mail, phone, amount or gift card: no dictionary for them
        return ()
    seen: dict[str, str] = {}
    for item in items:
        seen.setdefault(key(item), item)
    return tuple(seen.values())


def extract(text: str) -> Entities:
    """Every entity in a message, de-duplicated, in order of appearance; never raises on a str."""
    clean = _refang(strip_invisibles(text))
    low = _lower(clean)
    mask = _Mask(clean)
    emails = _emails(clean, mask)
    urls = [u for _, u in sorted(_urls(clean, mask))]
    wallets = list(dict.fromkeys(_wallets(clean)))
    words = _PAY_WORDS(low)
    return Entities(
        urls=_unique(urls),
        emails=_unique(emails, str.casefold),
        phones=_unique(_phones(mask.text()), lambda p: _NOT_DIGIT.sub("", p)),
        wallets=tuple(wallets),
        amounts=_unique(_amounts(clean, low, words)),
        gift_cards=_unique(_gift_cards(clean, low, words), str.casefold),
    )
