"""Telling a text message from an e-mail by its form, not only by its length.

``is_short`` takes anything under 90 words for a text message; a one-line mailing-list post or an
RSS digest item is that short, and then its link and its signature's home page count as the
channel sign of a smishing text. E-mail carries marks no text message has: header lines pasted
with the body (two of From/Date/Subject/URL...), a quoted reply line, a "wrote:" attribution, the
"-- " signature separator or a "- Name" sign-off line, a mailing-list footer. Any of them makes a
short text an e-mail. Smishing texts sometimes open with one "From:" line or a "[USPS]" tag, so one
header line and subject tags do not count.

Long e-mails have their own distinction: a digest or newsletter links to many sites and tells many
unrelated stories (``is_digest``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import is_short
from .base import per_context

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["MANY_SITES", "is_digest", "is_one_block", "is_text_message", "mail_form", "sites_linked"]

_HEADER = re.compile(
    r"(?m)^[ \t>]{0,4}(subject|from|to|cc|date|sent|reply-to|message-id|url|newsgroups|organi[sz]ation):[ \t]"
)
_QUOTED = re.compile(r"(?m)^[ \t]{0,4}>+ ?[a-z0-9]")
_SIGNATURE = re.compile(r"(?m)^-- ?$")
# A sign-off line of its own: "- Ann", "--Guido van Rossum".
_SIGN_OFF = re.compile(r"(?m)^[ \t]{0,3}-{1,2} ?[a-z][a-z.\"' ]{1,30}$")
_LIST_FOOTER = re.compile(r"/listinfo|/mailman/|list-unsubscribe|majordomo|listserv|-request@|mailing list *(?:\n|<|$)")
_WROTE = re.compile(r"\S wrote:")


def _find(text: str) -> str:
    """The first mark of e-mail form in ``text`` ("" when none); each test is gated on a cheap
    substring so text messages cost a few ``in`` checks."""
    if ":" in text and "\n" in text:
        names = {m.group(1) for m in _HEADER.finditer(text)}
        if len(names) >= 2:
            return "header lines: " + ", ".join(sorted(names))
    if ">" in text and _QUOTED.search(text) is not None:
        return "quoted reply line"
    if "\n--" in text and _SIGNATURE.search(text) is not None:
        return "signature separator"
    if "\n" in text and "-" in text and _SIGN_OFF.search(text) is not None:
        return "sign-off line"
    if "list" in text and _LIST_FOOTER.search(text) is not None:
        return "mailing-list footer"
    if "wrote:" in text and _WROTE.search(text) is not None:
        return "reply attribution"
    return ""


@per_context
def mail_form(ctx: TextContext) -> str:
    """Evidence that the text is an e-mail by its form ("" when nothing says so); computed once."""
    return _find(ctx.subject)


@per_context  # asked by a dozen rules per message
def is_text_message(ctx: TextContext) -> bool:
    """Short, and without the form of an e-mail."""
    return is_short(ctx) and not mail_form(ctx)


def is_one_block(ctx: TextContext) -> bool:
    """A text message in one block, with no line break: the shape of an SMS as people paste it.

    A pasted e-mail keeps its subject line and paragraphs, so the SMS-only allowances that would
    cost phishing mail (a carrier's notice with nothing to act on, a website given by name) use this.
    """
    return is_text_message(ctx) and "\n" not in ctx.subject


MANY_SITES = 3
"""An e-mail linking to this many different sites is a newsletter, a digest or a discussion: one
odd link among them is weak evidence (phishing mail links to one or two sites)."""
DIGEST_CHARS = 3_000


def sites_linked(ctx: TextContext) -> int:
    """How many different sites (registrable domains) the text links to."""
    return len({link.registrable_domain for link in ctx.links})


def is_digest(ctx: TextContext) -> bool:
    """A long e-mail linking to many sites: a newsletter or digest of unrelated items.

    Its warning-sign families come from different stories ("bank" in one, "pay" in another, "click
    here" in an advert), so their co-occurrence says nothing: the composites (text_combos) and the
    e-mail phishing tiers skip it, while each sign and each link still scores on its own.
    """
    return len(ctx.subject) >= DIGEST_CHARS and sites_linked(ctx) >= MANY_SITES
