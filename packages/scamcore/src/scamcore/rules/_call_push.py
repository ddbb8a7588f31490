"""A number to call pushed at once or to undo a charge: the refund-callback scam's push.

The refund-callback scam wants the victim on its line before they look: "call now", "to cancel this
order call ...". A genuine alert says whom to call if it was not you; it does not rush the call. The
scam copies an alert whole (a masked account, even a balance), so a call pushed at once stays a lure
whatever the alert around it states, even "immediately to block" to a toll-free number: a bank's own
"not you?" line names its number without the rush (a review's copy of an alert, masked account and
balance included, was cleared when that line was let through). ``text_genuine_lures`` reads it as a lure
of a genuine layout.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..sender import parse_sender
from ._phrases import fast

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["CALL_AT_ONCE", "alert_not_mine", "bank_number"]

# A call to make at once, or to undo the charge: the refund-callback scam wants the victim on its line before
# they look. A genuine alert says whom to call if it was not you (to report it, to block the card); it
# does not rush the call, nor offer to cancel the purchase over the phone (to dispute it is a bank's word).
_CALL_VERB = (
    r"(?:call|phone|ring|dial|contact|ligue|liga|ligar|contacte|contate|telefone|llame|llama|llamar|llamenos|"
    r"ll[aá]menos|comun[ií]quese|appelez|appeler|contactez|composez|rufen|anrufen|kontaktieren|chiama|chiami|"
    r"chiamare|contatta|contatti|bel|bellen)"
)
_AT_ONCE = (
    r"(?:now|immediately|right away|asap|urgently|agora|imediatamente|j[aá]|urgente(?:mente)?|ahora|"
    r"inmediatamente|ya|maintenant|imm[ée]diatement|sans attendre|sofort|umgehend|unverz[uü]glich|jetzt|subito|"
    r"ora|immediatamente|direct|meteen|onmiddellijk|nu)"
)
_UNDO = r"(?:cancel|cancelar|anular|annuler|stornieren|annullare|annuleren)"
CALL_AT_ONCE = fast(
    rf"\b{_CALL_VERB}\b[^.!?\n]{{0,30}}?\b{_AT_ONCE}\b"
    rf"|\b{_CALL_VERB}\b[^.!?\n]{{0,60}}?\b{_UNDO}"
    rf"|\b{_UNDO}\w{{0,12}}\b[^.!?\n]{{0,40}}?\b{_CALL_VERB}\b"
)

_NUMBER = re.compile(r"\+?\d[\d -]{1,16}\d")


def bank_number(after: str) -> bool:
    """The first number written after the call is a line a bank publishes: a short code or a number in
    no personal range (a toll-free line, a landline), never a mobile."""
    m = _NUMBER.search(after)
    if m is None:
        return False
    sender = parse_sender(m.group(0))
    return sender is not None and sender.kind in ("short_code", "phone") and not sender.personal_number


# The callback invoice's "did not make this transaction" line, where the alert states its facts and the
# story is no renewal: a bank's "not you?" line, when the number is the bank's kind of line.
_NOT_MINE = re.compile(
    r"(?:did ?n[o']t|do not|don'?t|didn'?t) (?:authori[sz]e|make|request|recogni[sz]e|place) (?:this|these|the) "
    r"(?:transaction|payment|charge|purchase)"
)
_RENEWAL = re.compile(r"\b(?:renew\w*|subscription|membership|licen[cs]e|invoice|order)\b")


def alert_not_mine(ctx: TextContext, rid: str, evidence: str) -> bool:
    """The callback script's "did not make this transaction" line is an alert's own "not you?" line:
    the alert states its facts (``_GEN_ALERT_FACTS``), tells no renewal or order story, names no
    callback brand, and the number is the bank's kind of line (``bank_number``)."""
    if rid != "INVOICE_CALLBACK" or "_GEN_ALERT_FACTS" not in ctx.hits or "INVOICE_CALLBACK_BRAND" in ctx.hits:
        return False
    said = evidence.lower().split(";")[0].strip()  # the line, then the number the script found
    text = ctx.subject
    at = text.find(said)
    return (
        _NOT_MINE.fullmatch(said) is not None
        and at >= 0
        and _RENEWAL.search(text) is None
        and bank_number(text[at : at + len(said) + 60])
    )
