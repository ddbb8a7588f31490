"""The order text rule tables run in. Later tables may read earlier hits (composites, dampeners)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (
    text_asks,
    text_channel,
    text_claims,
    text_combos,
    text_dampeners,
    text_email,
    text_fraud,
    text_obfuscation,
    text_offers,
    text_payment,
    text_pressure,
)
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["TEXT_RULES"]

TEXT_RULES: tuple[Rule[TextContext], ...] = (
    *text_obfuscation.RULES,
    *text_pressure.RULES,
    *text_claims.RULES,
    *text_asks.RULES,
    *text_payment.RULES,
    *text_channel.RULES,
    *text_offers.RULES,
    *text_fraud.RULES,
    *text_email.RULES,
    *text_combos.RULES,
    *text_dampeners.RULES,
)
