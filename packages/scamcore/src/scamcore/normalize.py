"""Text normalisation before any rule runs (STUB: replaced by the full implementation).

Contract (kept by the real implementation):
- ``Normalized.original``: the input, unchanged.
- ``Normalized.text``: NFKC, zero-width and bidi controls removed, TR39 look-alikes folded to Latin,
  spacing/leetspeak obfuscation undone; case kept.
- ``Normalized.folded``: ``text.casefold()`` — what most phrase patterns search.
- ``Normalized.obfuscations``: (kind, evidence) pairs for each trick undone, so a rule can flag it.
- ``normalize`` is idempotent on ``text``: normalize(normalize(s).text).text == normalize(s).text.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

__all__ = ["Normalized", "normalize"]


@dataclass(frozen=True, slots=True)
class Normalized:
    original: str
    text: str
    folded: str
    obfuscations: tuple[tuple[str, str], ...] = ()


def normalize(text: str) -> Normalized:
    t = unicodedata.normalize("NFKC", text)
    return Normalized(original=text, text=t, folded=t.casefold())
