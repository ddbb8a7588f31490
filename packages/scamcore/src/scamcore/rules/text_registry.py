"""The order text rule tables run in. Later tables may read earlier hits (composites, dampeners).

English tables run on every message (scams in any language mix in "click", "link", "WhatsApp");
the table of the message's own language (``text_lang_<code>.py``) runs after the English families
and before the composites, so the generic tiers count its rows. ``rules_for`` picks the tuple once
per message; ``all_text_rules`` lists every rule of every language (docs, lint and example tests).
A language's table is imported the first time a message in it is checked.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from ..once import once_per_key
from . import (
    text_419,
    text_asks,
    text_callback,
    text_channel,
    text_cjk,
    text_claims,
    text_combos,
    text_dampeners,
    text_email,
    text_email_foreign,
    text_fees,
    text_genuine,
    text_genuine_lures,
    text_lottery,
    text_mail_marks,
    text_money_request,
    text_obfuscation,
    text_offers,
    text_payment,
    text_phishing,
    text_pressure,
    text_prize_lures,
    text_sender,
    text_sextortion,
    text_stranger,
)
from .base import Rule
from .model import check_references

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["TABLE_LANGUAGES", "all_text_rules", "language_rules", "rules_for"]

_FAMILIES: tuple[Rule[TextContext], ...] = (
    *text_obfuscation.RULES,
    *text_pressure.RULES,
    *text_claims.RULES,
    *text_asks.RULES,
    *text_payment.RULES,
    *text_money_request.RULES,
    *text_fees.RULES,
    *text_channel.RULES,
    *text_offers.RULES,
    *text_stranger.RULES,
    *text_mail_marks.RULES,
    *text_419.RULES,
    *text_lottery.RULES,
    *text_prize_lures.RULES,
    *text_sextortion.RULES,
    *text_callback.RULES,
    *text_cjk.RULES,  # before text_email_foreign, whose _PH_INTL_CJK leaves these rows' signs to them
    *text_email.RULES,
    *text_email_foreign.RULES,
    *text_phishing.RULES,
)
# The sender rules read the claims of every language's table, so they run after them.
# The genuine layouts read the lures of every table, so their reassurance runs last of all.
_LAST: tuple[Rule[TextContext], ...] = (
    *text_sender.RULES,
    *text_combos.RULES,
    *text_dampeners.RULES,
    *text_genuine.RULES,
    *text_genuine_lures.RULES,
)

TABLE_LANGUAGES = ("es", "fr", "de", "pt", "it", "nl")
"""The languages with a table of their own (``text_lang_<code>.py``); any other runs English only."""


@once_per_key
def language_rules(code: str) -> tuple[Rule[TextContext], ...]:
    """One language's own table, imported on first use: the six tables compile some 1,300 phrase
    regexes between them, which an English-only process (most) never needs."""
    if code not in TABLE_LANGUAGES:
        raise KeyError(code)
    rules: tuple[Rule[TextContext], ...] = import_module(f"{__package__}.text_lang_{code}").RULES
    return rules


_ENGLISH: tuple[Rule[TextContext], ...] = (*_FAMILIES, *_LAST)


def all_text_rules() -> tuple[Rule[TextContext], ...]:
    """Every rule of every language (docs, lint and example tests), each language's in its slot."""
    return (*_FAMILIES, *(r for code in TABLE_LANGUAGES for r in language_rules(code)), *_LAST)


@once_per_key
def rules_for(language: str) -> tuple[Rule[TextContext], ...]:
    """The tables a message in ``language`` runs: English always, plus its own language's. Their
    references are checked as they load: an id no earlier rule defines fails here, not in a result."""
    rules = _ENGLISH if language not in TABLE_LANGUAGES else (*_FAMILIES, *language_rules(language), *_LAST)
    check_references(rules)
    return rules
