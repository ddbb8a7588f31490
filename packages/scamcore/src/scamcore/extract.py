"""Entity extraction from message text (STUB: replaced by the full implementation).

Contract: ``extract(text)`` returns ``Entities`` with URLs (scheme, bare domains and defanged
``hxxp``/``[.]`` forms, refanged, de-duplicated, in order of appearance), e-mail addresses, phone
numbers, checksum-valid crypto wallets, money amounts and gift-card mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Entities", "Wallet", "extract"]


@dataclass(frozen=True, slots=True)
class Wallet:
    chain: str  # "bitcoin", "ethereum", ...
    address: str


@dataclass(frozen=True, slots=True)
class Entities:
    urls: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    wallets: tuple[Wallet, ...] = ()
    amounts: tuple[str, ...] = ()
    gift_cards: tuple[str, ...] = ()


_URL = re.compile(r"https?://[^\s<>\"']+", re.I)


def extract(text: str) -> Entities:
    return Entities(urls=tuple(dict.fromkeys(m.group(0) for m in _URL.finditer(text))))
