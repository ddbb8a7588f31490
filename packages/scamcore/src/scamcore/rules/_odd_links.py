"""Which links in a message are odd: on neither a known brand's own domain nor the sender's.

``text_genuine_lures`` reads an odd link as a lure (``_LURE_ODD_LINK``) that turns a genuine layout's
reassurance off. A link is not odd when the message signs with its domain's name ("Zemen Bank" and
zemenbank.com), when an invitation to get the sender's app gives it, when it is the merchant's name a
card alert writes as a host, or when ``_alert_links`` sets it aside (a survey's, a mandate's page).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from itertools import accumulate
from typing import TYPE_CHECKING

from ._alert_links import SHARED_HOST as _SHARED_HOST
from ._alert_links import feedback_link as _feedback_link
from ._alert_links import mandate_page as _mandate_page
from ._phrases import Gated
from .base import per_context
from .text_dampeners import unofficial_links

if TYPE_CHECKING:
    from ..text import TextContext
    from ..urls import UrlAnalysis

__all__ = ["odd_link", "own_site", "user_file", "without_addresses"]


_ADDRESS = re.compile(r"\.(?<=\w\.)(?=\w)|://|@")
"""What makes a run of non-spaces an address (a link, a domain, an e-mail), whose words name nothing:
a dot between two word characters, "://" or "@". Each opens with its literal, so ``re`` skips to
them in C (as ``\\w\\.\\w|...``, it tried the pattern at every character: 0.9 ms on 20 kB)."""
_TOKEN_REST = re.compile(r"\S*")
_SPACES = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000"
)
"""Every character ``str.isspace`` (and so ``str.split`` and ``\\s``) takes."""
_WORD_BYTES = bytes(c if 0x30 <= c <= 0x39 or 0x61 <= c <= 0x7A else 0x20 for c in range(256))
"""A word is a run of ``[a-z0-9]``: every other byte made a space, and every other character a byte
that is not one of those (``encode("ascii", "replace")`` gives one "?" per character, so each keeps
its place), ``bytes.split`` finds them in C (``re.findall`` took ~1 ms on 20 kB)."""


def without_addresses(text: str) -> str:
    """``text`` with every run of non-spaces that holds an address blanked: found from the few
    places ``_ADDRESS`` matches (one C scan), not by searching each of a long e-mail's thousands of
    words (3 ms on 20 kB). A run ends where ``str.split`` ends it: ``\\S`` is its ``isspace``."""
    found = _ADDRESS.search(text)
    if found is None:
        return text
    spaces = [c for c in _SPACES if c in text]
    out = []
    kept = 0  # where the text not yet copied starts: after the last run blanked
    while found is not None:
        at = found.start()
        start = max((text.rfind(c, kept, at) for c in spaces), default=-1) + 1
        end = _TOKEN_REST.match(text, at).end()  # type: ignore[union-attr]  # \S* always matches
        out.append(text[kept:start])  # start >= kept: the run blanked last ended at a space
        kept = end
        found = _ADDRESS.search(text, end)
    out.append(text[kept:])
    return " ".join(out)


@per_context
def _words(ctx: TextContext) -> tuple[str, list[int]]:
    """The words a message signs with (its addresses blanked: a link's own text names nothing) run
    together, and where each starts in that (and where the last ends): a name can only be a run of
    one to three words if it is in that."""
    words = without_addresses(ctx.subject).encode("ascii", "replace").translate(_WORD_BYTES).split()
    return b"".join(words).decode("ascii"), list(accumulate(map(len, words), initial=0))


def _signs_with(ctx: TextContext, label: str) -> bool:
    """``label`` is a run of one to three of the message's words, joined: a name it may sign with.
    Looked up where the label occurs in the words run together, not in a set of every run (a long
    e-mail holds ten thousand of those, and only a link's label or two is ever asked for)."""
    joined, starts = _words(ctx)
    at = joined.find(label)
    while at >= 0:
        first = bisect_left(starts, at)
        if first < len(starts) and starts[first] == at:
            last = bisect_left(starts, at + len(label))
            if last < len(starts) and starts[last] == at + len(label) and 1 <= last - first <= 3:
                return True
        at = joined.find(label, at + 1)
    return False


def _signed_by(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is on the sender's own domain: the message signs with its name ("Banking with CBE" and
    cbe.com.et, "Zemen Bank" and zemenbank.com), and the link neither imitates a brand nor sits on a
    host anyone can use. A bank too small for the brand table still writes from its own domain."""
    label = link.registrable_domain.split(".", 1)[0]
    if len(label) < 3 or link.imitates or any(f.rule_id in _SHARED_HOST for f in link.findings):
        return False
    return _signs_with(ctx, label)


# An invitation to get the sender's app, and the link it gives: "Baixa a App https://...", "Download
# our app: https://...". The alert's facts come first and stand alone; the link is a footer.
_APP_INVITE = Gated(
    re.compile(
        r"\b(?:download|get|install|baixa|baixe|baixar|descarrega|descarregue|instala|instale|descarga|descargue|"
        r"t[ée]l[ée]charge[rz]?|installez|lade|laden|installiere|installieren|scarica|scarichi|installa|installi|"
        r"downloaden?|installeer)\b[^.!?\n]{0,40}?\bapp\w{0,7}\b[^\n]{0,40}?(?:https?://)?(?:www\.)?"
        r"([a-z0-9-]+(?:\.[a-z0-9-]+)+)"
    )
)
"""Searched by the matcher though no row: in a long e-mail, only where one of its first words
occurs (every match opens with one; the whole text took ~1 ms on 20 kB). With its own scan of
those words, not the table's (``finditer_in``), which looks for "app" but not for them."""


@per_context
def _invited_hosts(ctx: TextContext) -> frozenset[str]:
    return frozenset(m.group(1) for m in _APP_INVITE.finditer(ctx.subject))


def _app_footer(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is the one an invitation to get an app gives, on no host anyone can use, imitating no
    brand: a notice's footer. The story an app-dropping scam needs (a threat, a prize, a refund, a
    secret to give) is a lure of its own."""
    if link.imitates or any(f.rule_id in _SHARED_HOST for f in link.findings):
        return False
    return link.host.removeprefix("www.") in _invited_hosts(ctx)


# Where a card alert names the merchant: "$25.00 at WWW.SHOP.ORG", "card XX1234 from SHOP.COM for USD 9.84".
_MERCHANT_BEFORE = re.compile(r"(?:\b(?:at|from|on|with|chez|bei|presso|bij|em|en)|@) ?$")


def _merchant_name(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is a bare host written where a card alert names the merchant ("spent at WWW.SHOP.ORG"):
    a card statement's descriptor, not a page the message sends you to. A host with a scheme or a
    path is a page to open; one that imitates a brand or sits on a host anyone can use is no
    merchant's own name."""
    if "_GEN_TRANSFER" not in ctx.hits or link.imitates or any(f.rule_id in _SHARED_HOST for f in link.findings):
        return False
    raw = link.url.casefold()
    if "://" in raw or "/" in raw.rstrip("/"):
        return False
    text = ctx.subject
    at = text.find(raw)
    while at >= 0:
        if _MERCHANT_BEFORE.search(text[max(0, at - 8) : at]) is None:
            return False
        at = text.find(raw, at + 1)
    return True


# A file a user shares from a file-sharing brand's own domain (``dropbox.com/scl/fi/...``, a
# ``dropboxusercontent.com`` download): the brand's host, anyone's page.
_USER_FILE = re.compile(r"^[a-z]+://(?:www\.)?dropbox\.com/(?:s|sh|scl/fi|scl/fo)/", re.IGNORECASE)


def user_file(link: UrlAnalysis) -> bool:
    """The link is a file someone shared on a brand's file-sharing site, not the brand's own page:
    a layout that trusts a brand's own site (the opt-in's, the bill reminder's) sets it aside."""
    return link.registrable_domain == "dropboxusercontent.com" or _USER_FILE.match(link.url) is not None


def own_site(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is on a brand's own domain or on the one the message names: its name as one to three
    of the message's words run together, or, for a hyphenated name, one part of five letters or more
    as a word of the message, accents dropped ("Buchhandlung Lindner" and buchhandlung-lindner.de,
    "Librería Sol" and libreria-sol.es). Only the opt-in layout asks (``text_genuine_optin``): the
    alerts' ``odd_link`` is left as it was."""
    if user_file(link):
        return False
    if link.official or _signed_by(link, ctx):
        return True
    label = link.registrable_domain.split(".", 1)[0]
    if "-" not in label or link.imitates or any(f.rule_id in _SHARED_HOST for f in link.findings):
        return False
    words = set(_plain(ctx).split())
    return any(len(part) >= 5 and part in words for part in label.split("-"))


@per_context
def _plain(ctx: TextContext) -> str:
    """The message's words with accents dropped and addresses blanked, for ``own_site``."""
    text = unicodedata.normalize("NFKD", without_addresses(ctx.subject))
    return re.sub(r"[^a-z0-9]+", " ", "".join(c for c in text if not unicodedata.combining(c)))


def odd_link(ctx: TextContext) -> str | None:
    """A link neither on a known brand's own domain nor on the sender's, nor an app invitation's
    footer, nor a merchant's name in a card alert, nor a survey's (or a link the text shows but no
    link parsed)."""
    if not unofficial_links(ctx):
        return None
    if not ctx.links:
        return "a link"
    for link in ctx.links:  # the first odd one is the evidence: the links after it are not asked about
        if not (
            link.official
            or _signed_by(link, ctx)
            or _app_footer(link, ctx)
            or _merchant_name(link, ctx)
            or _feedback_link(link, ctx)
            or _mandate_page(link, ctx)
        ):
            return link.registrable_domain or link.host
    return None
