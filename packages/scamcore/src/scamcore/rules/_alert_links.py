"""The links a genuine alert gives that are not on its sender's site: a survey's, a standing order's page.

``_odd_links`` reads a link off the brands' and the sender's own sites as a lure, unless it is
one of these: a survey or rating link under the alert ("For feedback https://..."), or the page where
an alert about a mandate or standing instruction sends you to manage it. Neither pulls the reader to
act on the alert; a label to cancel, dispute or verify is a lure's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .base import per_context
from .literal_gate import may_match

if TYPE_CHECKING:
    from ..text import TextContext
    from ..urls import UrlAnalysis

__all__ = ["SHARED_HOST", "each_mention_after", "feedback_link", "mandate_page"]

# A host anyone can publish on or that hides where it goes, or a cheap name, is no one's own site.
SHARED_HOST = frozenset(
    {
        "URL_FREE_HOSTING",
        "URL_SHORTENER",
        "URL_IP_HOST",
        "URL_NESTED_LINK",
        "URL_RANDOM_NAME",
        "URL_RISKY_TLD",
        "URL_CHEAP_TLD",
    }
)


# A survey or rating link a bank puts under its alert: "For feedback https://...", "Rate your experience:".
_FEEDBACK_BEFORE = re.compile(
    r"(?:\bfeedback|\bsurvey|\brate (?:us|your (?:experience|visit|service))|\bavalie(?:-nos)?|\bopini[aã]o"
    r"|\bopini[oó]n|\bencuesta|\bdonnez (?:nous )?votre avis|\bumfrage|\bbewerten sie|\bsondaggio|\buw mening)"
    r"[^.!?\n]{0,25}$"
)


def feedback_link(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is one a survey label gives ("For feedback https://..."), imitating no brand: asking
    for an opinion pulls no one to act on the alert, and a bank's survey often sits on a shortener.
    A link on an address, a cheap name or free hosting is still nobody's own."""
    if link.imitates or any(f.rule_id in SHARED_HOST and f.rule_id != "URL_SHORTENER" for f in link.findings):
        return False
    return each_mention_after(_FEEDBACK_BEFORE, ctx.subject, link.url.casefold())


# A standing order's own page: "payment ... via e-mandate ID ... processed. To manage, visit: https://...".
_MANDATE = re.compile(
    r"\b(?:e-?mandates?|mandates?|standing instructions?|auto-?pay|auto-?debit|recurring payments?)\b"
)
_MAY_NAME_MANDATE = may_match(_MANDATE)
_MANAGE_BEFORE = re.compile(r"\b(?:manage|view|modify)\b[^.!?\n]{0,30}$")


@per_context
def _names_mandate(ctx: TextContext) -> bool:
    """The message names a mandate or standing instruction: searched once per message, not once per
    link (a long e-mail's dozens of links each searched its 20 kB again), and only where one of the
    pattern's required literals occurs (its leading ``\\b`` has ``re`` try it at every character:
    ~1 ms on 20 kB, against ~0.1 for the automaton's one pass)."""
    text = ctx.subject
    return _MAY_NAME_MANDATE(text) and _MANDATE.search(text) is not None


def mandate_page(link: UrlAnalysis, ctx: TextContext) -> bool:
    """The link is where an alert about a standing order sends you to manage it, and carries no sign of
    its own: a bank's mandate hub. To cancel, dispute or verify is another label, and a lure's."""
    if link.imitates or any(f.weight > 0 for f in link.findings) or not _names_mandate(ctx):
        return False
    return each_mention_after(_MANAGE_BEFORE, ctx.subject, link.url.casefold())


def each_mention_after(label: re.Pattern[str], text: str, raw: str, window: int = 40) -> bool:
    """``raw`` is written in the text, each time right after its label (a survey's, a mandate's, a
    merchant's): one mention without it is a link or payee the message pushes unexplained."""
    at = text.find(raw)
    found = at >= 0
    while at >= 0:
        if label.search(text[max(0, at - window) : at]) is None:
            return False
        at = text.find(raw, at + 1)
    return found
