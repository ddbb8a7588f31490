"""Text rules: marks of genuine mail. A quoted reply thread, a mailing-list footer or tag, a mail
client's signature, a newsletter's unsubscribe block.

Phishing and 419 mail almost never carry them, so the fraud and phishing scripts count fewer of
their stock phrases where one is found (their ``Discount``), and the e-mail dampeners
(text_phishing.py) take points off. These are weightless predicates; they score nothing themselves.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import gated, needing
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["GENUINE_MARKS", "RULES", "ham_context"]

GENUINE_MARKS = ("_HAM_QUOTED_REPLY", "_HAM_LIST_FOOTER", "_HAM_NEWSLETTER", "_HAM_SIGNATURE")
"""The predicates of marks of genuine mail (below): a quoted thread, a list footer, a signature, a
newsletter block."""


def ham_context(ctx: TextContext) -> bool:
    """True when the text carries marks of genuine mail: a quoted thread, a list footer, a newsletter."""
    return any(h in ctx.hits for h in GENUINE_MARKS)


_QUOTE_LINE = re.compile(r"(?m)^[ \t]{0,4}[>|]")
_QUOTED_HEADER = re.compile(r"(?m)^[ >|]{0,6}from: [^\n]{3,100}\n[ >|]{0,6}(?:date|sent|to|subject): ")
# A mailing-list tag opening the subject ("[dev-list] ..."), unless it is a word phishing uses as a tag.
_LIST_TAG = re.compile(r"(?:re|fwd?|aw)?:? ?\[([a-z0-9_.-]{2,24})\]")
_NOT_A_LIST = re.compile(
    r"action|alert|important|urgent|secure|notice|notif|warning|activity|update|info|reminder|external|"
    # "spam" as a word is a filter's tag ([SPAM]); a list about filters ([Spambayes]) is a list
    r"ext|suspicious|verify|security|attention|message|mail|account|pay|bank|apple|wallet|crypto|spam(?![a-z])"
)
_WROTE = re.compile(r"(?:on |at )[^\n]{4,80}wrote:|[a-z\]>)] wrote:")


_FORWARD_TAG = re.compile(r"[ \t]{0,4}(?:fwd?|enc|tr|wg|rv) ?:")
_FORWARDED_PART = re.compile(
    r"-{2,} ?(?:forwarded|original) message|mensagem encaminhada|weitergeleitete nachricht|message transf[ée]r[ée]"
    r"|mensaje reenviado|messaggio inoltrato|doorgestuurd bericht|_{10,}|(?m:^)[ >]{0,6}(?:from|de|von|da|van): "
)
_OWN_WORDS = 12  # a mail client's own line ("Sent from my phone", "Get the app") and no more


def _bare_forward(text: str) -> bool:
    """A forward with nothing of the forwarder's own above the forwarded part: no thread, only the
    forwarded mail, which is what is to be judged (a phishing mail forwarded is still phishing)."""
    if _FORWARD_TAG.match(text) is None:
        return False
    start = text.find("\n")
    if start == -1:
        return False
    m = _FORWARDED_PART.search(text, start, start + 400)
    return m is not None and len(text[start : m.start()].split()) <= _OWN_WORDS


def _quoted_reply(ctx: TextContext) -> str | None:
    text = ctx.subject
    if _bare_forward(text):
        return None
    for marker in ("-----original message-----", "----- original message -----", "-----forwarded message"):
        if marker in text:
            return marker
    if ">" in text or "|" in text:
        quoted = _QUOTE_LINE.findall(text)
        if len(quoted) >= 3:
            return f"{len(quoted)} quoted lines"
    i = text.find("from: ")
    if i != -1:
        m = _QUOTED_HEADER.search(text, max(0, i - 8), i + 240)
        if m is not None:
            return "quoted message header"
    i = text.find("wrote:")
    if i != -1:
        m = _WROTE.search(text, max(0, i - 100), i + 6)
        if m is not None:
            return m.group(0)
    return None


_LIST_FOOTER_TEXT = gated(
    r"mailing list|/listinfo|/mailman/|list-unsubscribe|list archives?|unsubscribe from this (?:list|group)|"
    r"you are (?:currently )?subscribed to|to unsubscribe,? (?:send|e-?mail|visit|go)|yahoo! groups|"
    r"sourceforge\.net/lists|groups\.google|digest (?:mode|version)|-request@|majordomo|listserv"
)


_SIG_SEPARATOR = re.compile(r"(?m)^-- ?$")
_SIGNATURE_CHARS = 600  # longer than any signature: four lines of name, address and a quote


def _signature(ctx: TextContext) -> str | None:
    """The "-- " line mail clients put before a signature (RFC 3676); bulk scam mail rarely has it.
    A signature closes a message: a "--" line followed by a whole letter, longer than what came
    before it (a scam letter opening under a rule), separates no signature."""
    text = ctx.subject
    if "\n--" not in text:
        return None
    separators = list(_SIG_SEPARATOR.finditer(text))
    if not separators:
        return None
    last = separators[-1]
    after = len(text) - last.end()
    return None if after > last.start() and after > _SIGNATURE_CHARS else "-- "


def _list_marks(ctx: TextContext) -> str | None:
    m = _LIST_TAG.match(ctx.subject)
    if m is not None and _NOT_A_LIST.search(m.group(1)) is None:
        return m.group(0)
    return _LIST_FOOTER_TEXT(ctx)


_list_footer = needing(_list_marks, frozenset({"["}), _LIST_FOOTER_TEXT, space="flat")  # a tag needs its "["


_NEWSLETTER = gated(
    r"(?:unsubscribe|opt[- ]out|email preferences|manage (?:your )?subscriptions?)[^\n]{0,200}"
    r"(?:newsletter|privacy policy|you (?:are receiving|received) this|you (?:signed up|subscribed|opted in))"
    r"|(?:newsletter|you (?:are receiving|received) this (?:e-?mail|message|newsletter))[^\n]{0,200}"
    r"(?:unsubscribe|opt[- ]out|email preferences)"
)

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_HAM_QUOTED_REPLY",
        group="dampener",
        weight=0,
        description="Quotes an earlier message in a reply thread",
        fires=(
            "Sounds good.\n> can we meet\n> at noon\n> tomorrow?",
            "Thanks\n-----Original Message-----\nFrom: Ann",
            "On Tue, 3 May 2005, Ann Smith wrote:\nI agree",
            "Agreed.\n\n> From: Ann <ann@example.org>\n> Date: Tue, 3 May 2005\n> build is broken",
        ),
        quiet=("Price > cost is a good rule", "He wrote a book"),
        check=_quoted_reply,
    ),
    Rule(
        id="_HAM_LIST_FOOTER",
        group="dampener",
        weight=0,
        description="Has a mailing-list footer or a list tag in the subject",
        fires=(
            "___\nDev mailing list\nhttps://lists.example.org/mailman/listinfo/dev",
            "[dev-users] build fails on arm",
            "[Spambayes] Deployment ideas",
        ),
        quiet=("Here is the list of items you asked for", "[Action Required] Verify your account", "[SPAM] Win now"),
        check=_list_footer,
    ),
    Rule(
        id="_HAM_SIGNATURE",
        group="dampener",
        weight=0,
        description="Has a mail client's signature separator",
        fires=("See you then.\n-- \nAnn Smith, build team",),
        quiet=("Price -- as agreed -- is fine", "----\nfooter", "Notice\n--\n" + "Dear beneficiary, " * 40),
        check=_signature,
    ),
    Rule(
        id="_HAM_NEWSLETTER",
        group="dampener",
        weight=0,
        description="Has a newsletter unsubscribe block",
        fires=("You are receiving this newsletter because you signed up. Unsubscribe here.",),
        quiet=("Please reply to unsubscribe",),
        check=_NEWSLETTER,
    ),
)
