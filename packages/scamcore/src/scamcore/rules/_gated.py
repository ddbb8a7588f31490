"""Where rule files first found ``gated`` and ``flat_text``: both live in ``_phrases`` now, with the
one phrase-check class (``Gated``) they share. Kept so that a rule file importing them from here
still works."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ._phrases import flat_text, gated

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["Check", "flat_text", "gated"]

Check = Callable[["TextContext"], "str | None"]
