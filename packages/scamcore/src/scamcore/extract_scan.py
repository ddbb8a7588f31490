"""What every entity extractor shares: the ASCII-lowered copy, the one-read word finder, the mask.

Why a module of its own: links, addresses, numbers and payment asks are each looked for in their
own module, and all of them read the same lowered copy, find their hint words the same way, and
blank what an earlier kind took (a number inside a link is not a phone number).
"""

from __future__ import annotations

from collections.abc import Iterable

import ahocorasick_rs

from .limits import LIMITS
from .once import Once
from .spans import merge_spans

_MAX_ITEMS = LIMITS.max_urls_per_text * 4
"""Entities kept per kind. The engine analyses the first max_urls_per_text links; a few more are
kept so callers can tell there were more, but a text of 10,000 links does not make 10,000."""


class _Present:
    """Which of some strings occur in a text, in list order.

    The text is read once by an Aho-Corasick automaton (Rust, built on first use) rather than
    once per string by ``str.find``: two dozen currency codes cost a third of a millisecond on a
    20 kB e-mail that way, and even on a text message the one call costs a third of the two or
    three dozen ``in`` tests. A text with a lone surrogate, which the automaton (UTF-8 only)
    refuses, keeps ``in``.
    """

    __slots__ = ("_automaton", "strings")

    def __init__(self, strings: Iterable[str]) -> None:
        self.strings = tuple(strings)
        self._automaton = Once(lambda: ahocorasick_rs.AhoCorasick(self.strings))

    def __call__(self, text: str) -> list[str]:
        try:
            found = {i for i, _, _ in self._automaton.get().find_matches_as_indexes(text, overlapping=True)}
        except UnicodeEncodeError:
            return [s for s in self.strings if s in text]
        return [s for i, s in enumerate(self.strings) if i in found] if found else []


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
"""What ``_lower`` does, as a translation table (``tests/core/test_extract.py`` compares them)."""


def _lower(text: str) -> str:
    """ASCII-only lower case: same length as the input, so match positions map back one to one
    (and case-sensitive patterns on it are several times faster than re.IGNORECASE).

    ``bytes.lower`` changes no byte but A-Z, and in UTF-8 every byte of a character past ASCII is
    0x80 or more: so a text that is not all ASCII is lowered as its UTF-8 bytes, in C
    (``surrogatepass`` carries a lone surrogate there and back). ``str.lower`` with the text's
    runs of other characters put back as they were, a regex match and two slices per run, cost
    ~0.5 ms on a 20 kB e-mail holding curly quotes or accents (37 of the bench's first 40), ten
    times this; a ``translate`` is a dictionary lookup per character."""
    if text.isascii():
        return text.lower()
    return text.encode("utf-8", "surrogatepass").lower().decode("utf-8", "surrogatepass")


class _Mask:
    """The text with the entities found so far blanked out (spaces, so positions stay), for the
    next kind to search: a number inside a link is not a phone number. Built only when read, and
    only where something was blanked (a 20 kB e-mail with no link is not copied at all)."""

    __slots__ = ("_spans", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._spans: list[tuple[int, int]] = []

    def blank(self, start: int, end: int) -> None:
        self._spans.append((start, end))

    def text(self) -> str:
        if not self._spans:
            return self._text
        parts: list[str] = []
        last = 0
        for start, end in merge_spans(list(self._spans)):
            parts += (self._text[last:start], " " * (end - start))
            last = end
        parts.append(self._text[last:])
        return "".join(parts)
