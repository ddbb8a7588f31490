"""The order text rule tables run in. Later tables may read earlier hits (composites, dampeners)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..text import TextContext
from .base import Rule

__all__ = ["TEXT_RULES"]

TEXT_RULES: tuple[Rule[TextContext], ...] = ()
