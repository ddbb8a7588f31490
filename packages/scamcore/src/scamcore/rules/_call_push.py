"""A number to call pushed at once or to undo a charge: the refund-callback scam's push.

The refund-callback scam wants the victim on its line before they look: "call now", "to cancel this
order call ...". A genuine alert says whom to call if it was not you; it does not rush the call. The
scam copies an alert whole (a masked account, even a balance), so a call pushed at once stays a lure
whatever the alert around it states. ``text_genuine_lures`` reads it as a lure of a genuine layout.
"""

from __future__ import annotations

from ._phrases import fast

__all__ = ["CALL_AT_ONCE"]

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
