"""Who a message says it comes from: a phone number, short code, sender ID, e-mail address or name.

Why parse the sender at all: brands text from short codes or alphanumeric sender IDs and write from
their own domains, so a bank notice from an ordinary mobile number, or "PayPal" on a free-mail
address, is evidence the text alone cannot give. A sender can be forged (SMS sender IDs and e-mail
From lines both are), so the rules in ``rules/text_sender.py`` only ever add points: an official
looking sender never lowers a score.

``parse_sender`` never raises. Control characters are stripped (tabs and line breaks become a space)
and whitespace is collapsed, so a sender pasted with a trailing newline reads the same; a sender
that is blank after that counts as no sender.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from email.errors import HeaderParseError
from email.header import decode_header, make_header
from functools import lru_cache
from importlib.resources import files
from typing import Literal

from .brands import BRANDS, Brand, brand_for_domain, brands_mentioned
from .domains import data_lines, host_in
from .lookalike import find_imitation, token_brand
from .urls import UrlAnalysis, analyse_url

__all__ = ["FREEMAIL", "Sender", "SenderKind", "clean_sender", "name_brand", "parse_sender", "sender_id_imitation"]

SenderKind = Literal["phone", "short_code", "sender_id", "email", "name"]

FREEMAIL: frozenset[str] = frozenset(
    f[0] for f in data_lines(files("scamcore").joinpath("data", "freemail.txt").read_text("utf-8"))
)
"""Consumer webmail domains (``data/freemail.txt``)."""


@dataclass(frozen=True, slots=True)
class Sender:
    text: str
    """The sender as given, cleaned of control characters."""
    kind: SenderKind
    name: str = ""
    """The display name ("PayPal Service"), the sender ID itself, or the whole text for kind name."""
    address: str = ""
    """The e-mail address (lower case), or the number's digits with a leading + when given."""
    domain: str = ""
    """The e-mail address's domain (lower case), "" for other kinds."""
    personal_number: bool = False
    """A number people have, not one companies text from: a mobile range, or a North American
    number that is not toll-free (mobiles and landlines share ranges there)."""
    link: UrlAnalysis | None = None
    """Link analysis of the e-mail domain: the brand it imitates, whether it is a brand's own."""

    @property
    def freemail(self) -> str | None:
        """The free-mail service the address belongs to, or None."""
        return host_in(self.domain, FREEMAIL) if self.domain else None

    def owned_by(self, brand_name: str) -> bool:
        """True when the brand called ``brand_name`` lists the e-mail domain as its own."""
        if self.link is None or not self.link.official:
            return False
        labels = self.link.host.split(".")
        names = [".".join(labels[i:]) for i in range(len(labels) - 1)]
        want = brand_name.casefold()
        return any(
            b.name.casefold() == want and any(brand_for_domain(d) is b or d in b.domains for d in names) for b in BRANDS
        )


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_SPACES = re.compile(r"\s+")
# Zero-width and direction marks: kept in ``text`` (they may be a trick) but not read by the parser.
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]")


def clean_sender(raw: str) -> str:
    """Control characters out (whitespace ones become a space), whitespace collapsed, ends trimmed."""
    return _SPACES.sub(" ", _CONTROL.sub(lambda m: " " if m.group(0).isspace() else "", raw)).strip()


# Bounded like RFC 5321 (local part 64, domain 253), so a search is linear on any string.
_ADDRESS = re.compile(r"[^\s<>()\"',;:@\[\]]{1,64}@([^\s<>()\"',;:@\[\]]{1,253}\.[^\s<>()\"',;:@\[\]]{1,63})")
_NUMBER_PUNCT = re.compile(r"[\s().\-/]")
_SENDER_ID = re.compile(r"[A-Za-z0-9 ._&'!+-]{1,11}")

# A personal number: mobile ranges of countries whose mobiles have their own prefix, and North
# American numbers except toll-free ones. Unknown ranges are not personal: the rule stays quiet.
_TOLL_FREE = r"8(?:00|33|44|55|66|77|88)"
_PERSONAL_INTERNATIONAL = re.compile(
    r"447\d{9}"  # United Kingdom 07
    r"|33[67]\d{8}"  # France 06, 07
    r"|491[5-7]\d{8,9}"  # Germany 015x-017x
    r"|34[67]\d{8}"  # Spain
    r"|393\d{8,9}"  # Italy
    r"|316\d{8}"  # Netherlands 06
    r"|324[5-9]\d{7}"  # Belgium 04xx
    r"|3538[3-9]\d{7}"  # Ireland 08x
    r"|3519[1236]\d{7}"  # Portugal
    r"|614\d{8}"  # Australia 04
    r"|642\d{7,9}"  # New Zealand 02x
    r"|91[6-9]\d{9}"  # India
    r"|27[6-8]\d{8}"  # South Africa
    r"|234[789][01]\d{8}"  # Nigeria
    r"|55\d\d9\d{8}"  # Brazil
    r"|639\d{9}"  # Philippines
    r"|628\d{8,11}"  # Indonesia
    rf"|1(?!{_TOLL_FREE})[2-9]\d\d[2-9]\d{{6}}"  # North America
)
_PERSONAL_NATIONAL = re.compile(
    r"07\d{9}"  # United Kingdom
    r"|0[67]\d{8}"  # France, Netherlands
    r"|01[5-7]\d{8,9}"  # Germany
    r"|04\d{8}"  # Australia, Belgium
    r"|08[3-9]\d{7}"  # Ireland
    r"|09\d{9}"  # Philippines
    rf"|(?!{_TOLL_FREE})[2-9]\d\d[2-9]\d{{6}}"  # North America (also Indian and Italian mobiles)
)


def _number(text: str) -> Sender | None:
    bare = _NUMBER_PUNCT.sub("", text)
    international = bare.startswith(("+", "00"))
    digits = bare[1:] if bare.startswith("+") else bare[2:] if bare.startswith("00") else bare
    if not digits.isdigit() or not digits.isascii():
        return None
    if not international and 3 <= len(digits) <= 6:
        return Sender(text, "short_code", address=digits)
    if not 7 <= len(digits) <= 15:
        return None
    pattern = _PERSONAL_INTERNATIONAL if international else _PERSONAL_NATIONAL
    address = "+" + digits if international else digits
    return Sender(text, "phone", address=address, personal_number=pattern.fullmatch(digits) is not None)


def _email(text: str) -> Sender | None:
    m = _ADDRESS.search(text)
    if m is None:
        return None
    address = m.group(0).lower()
    domain = m.group(1).lower().rstrip(".")
    name = (text[: m.start()] + " " + text[m.end() :]).replace("<>", " ").replace("()", " ")
    name = _SPACES.sub(" ", name.strip(" \"'<>()")).strip(" \"'<>()")
    return Sender(text, "email", name=name, address=address, domain=domain, link=analyse_url(domain))


def _decoded_words(text: str) -> str:
    """A From line copied from a mail's source carries its display name as RFC 2047 encoded words
    (``=?UTF-8?B?UGF5UGFs?= <a@b.top>``): read it as the mail program would show it. Text that is
    not well-formed encoded words is left as it is."""
    if "=?" not in text or "?=" not in text:
        return text
    try:
        return clean_sender(str(make_header(decode_header(text))))
    except (HeaderParseError, LookupError, UnicodeError, ValueError):
        return text


@lru_cache(maxsize=256)
def parse_sender(raw: str | None) -> Sender | None:
    """Classify a sender string; None when it is absent or blank."""
    if raw is None:
        return None
    text = clean_sender(raw)
    plain = _INVISIBLE.sub("", _decoded_words(text))
    if not plain:
        return None
    found = _email(plain) if "@" in plain else _number(plain)
    if found is not None:
        return replace(found, text=text)
    kind: SenderKind = "sender_id" if _SENDER_ID.fullmatch(plain) and any(c.isalpha() for c in plain) else "name"
    return Sender(text, kind, name=plain)


# Words a brand's display name or sender ID adds to the brand ("PayPal Service", "Amazon.com").
_WORD = re.compile(r"[^\W_]+")
_SERVICE_WORDS = frozenset(
    _WORD.findall(
        "service services support team security secure alert alerts notification notifications notice customer "
        "customers care account accounts billing help desk helpdesk center centre info information online official "
        "department dept inc ltd llc plc corp com net org co uk us de fr no reply noreply donotreply do not the "
        "mail email message messages update updates verification verify id delivery tracking express app "
        "banking bank card cards pay payments payment store shop"
    )
)


def name_brand(name: str) -> Brand | None:
    """The brand a display name or sender ID presents itself as, or None.

    A brand alias anywhere counts ("Wells Fargo Online"); a bare brand token ("Chase") only when the
    rest of the name is service wording, since many brand tokens are also first names or words.
    """
    folded = unicodedata.normalize("NFKC", name).casefold()
    found = brands_mentioned(folded)
    if found:
        return found[0]
    words = _WORD.findall(folded)
    brand: Brand | None = None
    for word in words:
        hit = token_brand(word)
        if hit is not None and brand is None:
            brand = hit
        elif word not in _SERVICE_WORDS:
            return None
    if brand is None and words:
        brand = token_brand("".join(words))
    return brand


def sender_id_imitation(sender_id: str) -> Brand | None:
    """The brand an alphanumeric sender ID copies with a twist (``PAYPA1``, ``Amaz0n``), or None.

    Spacing and hyphens are cosmetic in a sender ID, so ``Royal Mail`` is Royal Mail's own name, not
    a hyphenation trick; only look-alike letters and typos of a brand's name count.
    """
    folded = unicodedata.normalize("NFKC", sender_id).casefold()
    words = _WORD.findall(folded)
    if not words or token_brand("".join(words)) is not None or name_brand(sender_id) is not None:
        return None
    im = find_imitation("-".join(words), "", "")
    if im is None or im.technique not in ("homograph", "homoglyph", "typo"):
        return None
    return im.brand
