"""A number to call pushed at once or to undo a charge, and the alert's report of a fraud that may ask it.

The refund-callback scam wants the victim on its line before they look: "call now", "to cancel this
order call ...". A genuine alert says whom to call if it was not you, and where it states the
transaction whole (the masked account and the balance left) it may ask to be told at once: that is a
report, not a push. ``text_genuine_lures`` reads both as lures of a genuine layout (or sets them aside).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import fast

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["AT_ONCE_WORD", "call_at_once", "reported_at_once"]

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
_CALL_AT_ONCE = fast(
    rf"\b{_CALL_VERB}\b[^.!?\n]{{0,30}}?\b{_AT_ONCE}\b"
    rf"|\b{_CALL_VERB}\b[^.!?\n]{{0,60}}?\b{_UNDO}"
    rf"|\b{_UNDO}\w{{0,12}}\b[^.!?\n]{{0,40}}?\b{_CALL_VERB}\b"
)
_UNDO_WORD = re.compile(rf"\b{_UNDO}")
AT_ONCE_WORD = re.compile(_AT_ONCE)

# The clause a fraud report opens with: "not you?", "if not done by you", "se não foi você", "si no
# reconoce esta operación", "falls Sie das nicht waren". Closing the words before the call (a "?" or
# a comma between, no sentence end).
_NOT_YOU_BEFORE = re.compile(
    r"(?:\bnot (?:you|by you|done by you|made by you|initiated by you|authori[sz]ed by you)\b"
    r"|\bif (?:you )?(?:did not|didn'?t|have not|haven'?t) (?:make|do|authori[sz]e|recogni[sz]e|initiate|perform)"
    r"|\bif (?:this|it) (?:was|wasn'?t|is|isn'?t) (?:not )?(?:you|done by you|made by you)"
    r"|\bn[aã]o (?:foi (?:voc[eê]|vc|tu)|reconhece|reconheces|fez|efetuou|realizou)\b"
    r"|\bsi no (?:fue usted|fuiste t[uú]|ha sido usted|reconoce|reconoces|realiz[oó]|realizaste|autoriz[oó])\b"
    r"|\bsi (?:vous n'|tu n'|ce n'est pas vous)"
    r"|\b(?:falls|wenn) (?:sie|du)\b[^.!\n]{0,30}\bnicht\b"
    r"|\bse non (?:[èe] stat[oa]|sei stat[oa]|riconosc\w*|ha effettuato|hai effettuato)"
    r"|\b(?:als|indien) (?:u|je)\b[^.!\n]{0,30}\bniet\b|\bniet (?:door )?(?:u|jij)\b)"
    r"[^.!\n]{0,40}$"
)


def _reported(ctx: TextContext, m: re.Match[str]) -> bool:
    """The call at once reports a transaction the alert states whole: the account's masked number and
    the balance or limit left after it, and the call's clause opens with "if this was not you". A
    bank's alert asks to be told of a fraud at once; the refund-callback scam's copy of it states no
    balance, and its call is to cancel the charge (which stays a lure)."""
    return (
        "_GEN_BALANCE" in ctx.hits
        and "_GEN_MASKED_NUMBER" in ctx.hits
        and _UNDO_WORD.search(m.group(0)) is None
        and _NOT_YOU_BEFORE.search(ctx.subject, max(0, m.start() - 80), m.start()) is not None
    )


def call_at_once(ctx: TextContext) -> str | None:
    """A call pushed at once or to undo the charge (``_CALL_AT_ONCE``) that is not an alert's report of a
    fraud (``_reported``)."""
    for m in _CALL_AT_ONCE.finditer_in(ctx):
        if not _reported(ctx, m):
            return m.group(0)
    return None


def reported_at_once(ctx: TextContext) -> bool:
    """Every call pushed at once is an alert's report of a fraud (and there is one)."""
    matches = list(_CALL_AT_ONCE.finditer_in(ctx))
    return bool(matches) and all(_reported(ctx, m) for m in matches)
