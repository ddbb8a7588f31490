"""Text rules: fraud (table filled in by its owner)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

RULES: tuple[Rule[TextContext], ...] = ()
