"""The order URL rule tables run in."""

from __future__ import annotations

from typing import Any

from .base import Rule

__all__ = ["URL_RULES"]

URL_RULES: tuple[Rule[Any], ...] = ()
