"""The order text rule tables run in. Later tables may read earlier hits (composites, dampeners).

English tables run on every message (scams in any language mix in "click", "link", "WhatsApp");
the table of the message's own language (``text_lang_<code>.py``) runs after the English families
and before the composites, so the generic tiers count its rows. ``rules_for`` picks the tuple once
per message; ``TEXT_RULES`` lists every rule of every language (docs, lint and example tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (
    text_asks,
    text_channel,
    text_cjk,
    text_claims,
    text_combos,
    text_dampeners,
    text_email,
    text_fraud,
    text_lang_de,
    text_lang_es,
    text_lang_fr,
    text_lang_it,
    text_lang_nl,
    text_lang_pt,
    text_obfuscation,
    text_offers,
    text_payment,
    text_pressure,
    text_sender,
    text_stranger,
)
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["LANGUAGE_RULES", "TEXT_RULES", "rules_for"]

_FAMILIES: tuple[Rule[TextContext], ...] = (
    *text_obfuscation.RULES,
    *text_pressure.RULES,
    *text_claims.RULES,
    *text_asks.RULES,
    *text_payment.RULES,
    *text_channel.RULES,
    *text_offers.RULES,
    *text_stranger.RULES,
    *text_fraud.RULES,
    *text_cjk.RULES,  # before text_email, whose EMAIL_FOREIGN_PRETEXT leaves these rows' signs to them
    *text_email.RULES,
)
# The sender rules read the claims of every language's table, so they run after them.
_LAST: tuple[Rule[TextContext], ...] = (*text_sender.RULES, *text_combos.RULES, *text_dampeners.RULES)

LANGUAGE_RULES: dict[str, tuple[Rule[TextContext], ...]] = {
    "es": text_lang_es.RULES,
    "fr": text_lang_fr.RULES,
    "de": text_lang_de.RULES,
    "pt": text_lang_pt.RULES,
    "it": text_lang_it.RULES,
    "nl": text_lang_nl.RULES,
}
"""Each language's own table, by code; a language without one runs the English tables only."""

_BY_LANGUAGE: dict[str, tuple[Rule[TextContext], ...]] = {
    code: (*_FAMILIES, *rules, *_LAST) for code, rules in LANGUAGE_RULES.items()
}
_ENGLISH: tuple[Rule[TextContext], ...] = (*_FAMILIES, *_LAST)

TEXT_RULES: tuple[Rule[TextContext], ...] = (
    *_FAMILIES,
    *(r for rules in LANGUAGE_RULES.values() for r in rules),
    *_LAST,
)


def rules_for(language: str) -> tuple[Rule[TextContext], ...]:
    """The tables a message in ``language`` runs: English always, plus its own language's."""
    return _BY_LANGUAGE.get(language, _ENGLISH)
