"""Every language the engine writes results in, by code; English is the fallback."""

from __future__ import annotations

from . import de, en, es, fr, it, nl, pt
from .base import Locale

__all__ = ["LOCALES", "Locale", "locale_for"]

LOCALES: dict[str, Locale] = {m.LOCALE.code: m.LOCALE for m in (en, es, fr, de, pt, it, nl)}


def locale_for(code: str) -> Locale:
    """The locale for a language code; English for "und" and any language without one."""
    return LOCALES.get(code, LOCALES["en"])
