"""The text rule tables: every English family module, and one table per language.

English tables run on every message (scams in any language mix in "click", "link", "WhatsApp");
the table of the message's own language (``text_lang_<code>.py``) runs beside them. The order is
not written here: ``model.order`` derives it from what each rule reads, so the generic tiers,
which count the families of every table, run after the language's rows. ``rules_for`` builds the
tuple once per language; ``all_text_rules`` lists every rule of every language (docs, lint and
example tests). A language's table is imported the first time a message in it is checked.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from ..once import once_per_key
from . import (
    text_419,
    text_alert_lures,
    text_asks,
    text_callback,
    text_channel,
    text_cjk,
    text_claims,
    text_combos,
    text_crypto_lures,
    text_dampeners,
    text_dating_lures,
    text_email,
    text_email_foreign,
    text_fees,
    text_genuine,
    text_genuine_access,
    text_genuine_lures,
    text_genuine_optin,
    text_id_threat,
    text_lottery,
    text_mail_affiliate,
    text_mail_attachment,
    text_mail_marks,
    text_mail_opener,
    text_mail_renewal,
    text_money_request,
    text_notice_foreign,
    text_notice_lures,
    text_notice_own_way,
    text_obfuscation,
    text_offers,
    text_payment,
    text_phishing,
    text_pressure,
    text_prize_lures,
    text_sender,
    text_sextortion,
    text_sign_in_elsewhere,
    text_stranger,
)
from .base import Rule
from .model import check_references, order

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["TABLE_LANGUAGES", "all_text_rules", "language_rules", "rules_for"]

_MODULES = (
    text_obfuscation,
    text_pressure,
    text_claims,
    text_asks,
    text_payment,
    text_money_request,
    text_fees,
    text_channel,
    text_offers,
    text_stranger,
    text_mail_marks,
    text_419,
    text_lottery,
    text_prize_lures,
    text_crypto_lures,
    text_mail_renewal,
    text_mail_opener,
    text_mail_attachment,
    text_dating_lures,
    text_mail_affiliate,
    text_id_threat,
    text_notice_lures,
    text_notice_foreign,
    text_notice_own_way,
    text_sign_in_elsewhere,
    text_sextortion,
    text_callback,
    text_cjk,
    text_email,
    text_email_foreign,
    text_phishing,
    text_sender,
    text_combos,
    text_dampeners,
    text_genuine,
    text_genuine_lures,
    text_genuine_access,
    text_genuine_optin,
    text_alert_lures,
)
"""The English families. Their order is no contract: ``model.order`` runs each rule after the rules
it reads, and keeps this order only where no read decides (the order findings are listed in)."""

_FAMILIES: tuple[Rule[TextContext], ...] = tuple(r for module in _MODULES for r in module.RULES)

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


def all_text_rules() -> tuple[Rule[TextContext], ...]:
    """Every rule of every language (docs, lint and example tests), in an order that suits each."""
    return order((*_FAMILIES, *(r for code in TABLE_LANGUAGES for r in language_rules(code))))


@once_per_key
def rules_for(language: str) -> tuple[Rule[TextContext], ...]:
    """The tables a message in ``language`` runs: English always, plus its own language's, ordered
    and checked once per language as they load: a cycle of reads, or an id no rule defines, fails
    here, not in a result."""
    own = language_rules(language) if language in TABLE_LANGUAGES else ()
    rules = order((*_FAMILIES, *own))
    check_references(rules)
    return rules
