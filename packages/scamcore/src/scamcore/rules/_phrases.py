"""Shared helpers for phrase rules: compiling families, negation checks and reading earlier hits.

Phrase families are written as a few alternations compiled once (one search per family is far
cheaper than hundreds of tiny searches). Gaps between words are bounded (``.{0,40}``), never
nested quantifiers, so no pattern can backtrack catastrophically on a long message.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from ..brands import Brand, brands_mentioned

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "any_hit",
    "group_hits",
    "mentioned",
    "phrase",
    "unnegated",
]

# Words that, just before a phrase, turn an ask into a warning ("do not share your code").
_NEGATION = re.compile(r"(?:\bnot?|\bnever|n[’']t|\bdont|\bwithout|\bno one|\bnobody|\bnor)\b[^.!?\n]{0,30}$")


def phrase(*alternatives: str, flags: int = 0) -> re.Pattern[str]:
    """One word-bounded alternation over folded text: ``phrase("a b", "c")`` -> ``(?<!\\w)(?:a b|c)(?!\\w)``.

    Lookarounds rather than ``\\b`` so that alternatives may end in punctuation ("alert:").
    """
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", flags)


def unnegated(pattern: re.Pattern[str]) -> Callable[[TextContext], str | None]:
    """A check firing on the first match of ``pattern`` not preceded by a negation in its clause."""

    def check(ctx: TextContext) -> str | None:
        text = ctx.subject
        for m in pattern.finditer(text):
            if not _NEGATION.search(text, max(0, m.start() - 40), m.start()):
                return m.group(0)
        return None

    return check


def group_hits(ctx: TextContext, group: str) -> list[str]:
    """Ids of the weighted rules of ``group`` that fired so far."""
    return [rid for rid, f in ctx.hits.items() if f.group == group and f.weight > 0]


def any_hit(ctx: TextContext, ids: Iterable[str]) -> str | None:
    """Evidence of the first of ``ids`` that fired, or None."""
    for rid in ids:
        f = ctx.hits.get(rid)
        if f is not None:
            return f.evidence or rid
    return None


@lru_cache(maxsize=64)
def mentioned(folded: str) -> tuple[Brand, ...]:
    """Brands named in the text; cached because several rules of one message ask the same question."""
    return brands_mentioned(folded)
