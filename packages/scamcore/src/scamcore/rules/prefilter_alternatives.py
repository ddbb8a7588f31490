"""Whether any alternative of a family can match a short text, before ``re`` searches it.

A family such as the masked card number ("XX1234", "card ****1234", "ending 1234", "Karte 1234")
is one alternation of a dozen forms, whose literals taken together ("ac", "xx", "ending ") occur in
a third of the text messages, where ``re`` then tries every form at nearly every position (30-45
µs a search). Each top-level alternative is read once for what it cannot match without: its
required literals (``Prefilter.of``, looked up in what the rule table's scan of the text found) and
its needed characters (``prefilter_chars``: a digit, a mask character). When every alternative
misses one or the other, none can match anywhere in the text, and the family answers no match
without a search; otherwise it searches as before. Exact by construction: a search is skipped only
where it could not match (``tests/core/test_prefilter_alternatives.py`` compares on every family).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .matcher import Found, memo_key
from .prefilter import Prefilter
from .prefilter_chars import char_needs, needs_test

__all__ = ["Alternatives", "split_top", "unwrap"]

_ANSWERS = "_CHAR_TESTS"
"""The memo key of one text's answers to the character tests (test -> met): the families of a
text ask the same few (a digit, a mask character)."""

_BACKREF = re.compile(r"\\[1-9]|\(\?P=|\(\?\(")


def unwrap(pattern: str) -> tuple[str, str]:
    """``pattern`` as ``(look-ahead, rest)``: the look-ahead of first characters ``_phrases`` puts
    before a family (``(?=[...])(?:rest)``), or ``("", pattern)`` without one."""
    if not pattern.startswith("(?=["):
        return "", pattern
    i, n = 4, len(pattern)
    while i < n and pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    if pattern[i : i + 5] != "])(?:" or not pattern.endswith(")"):
        return "", pattern
    return pattern[: i + 2], pattern[i + 5 : -1]


def split_top(pattern: str) -> list[str] | None:
    """``pattern``'s top-level alternatives as written (joined with ``|`` they are the pattern),
    or None where splitting could be wrong (a verbose pattern, inline flags, an unclosed group)."""
    if pattern.startswith("(?") and not pattern.startswith(("(?:", "(?=", "(?!", "(?<", "(?P")):
        return None  # inline flags apply to the whole pattern
    pieces: list[str] = []
    depth, start, i, n = 0, 0, 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i += 1
            if i < n and pattern[i] == "^":
                i += 1
            if i < n and pattern[i] == "]":
                i += 1
            while i < n and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth < 0:
                return None
        elif c == "|" and depth == 0:
            pieces.append(pattern[start:i])
            start = i + 1
        i += 1
    if depth != 0:
        return None
    pieces.append(pattern[start:])
    return pieces


class Alternatives:
    """A family's top-level alternatives, each with the literals and the characters it needs."""

    __slots__ = ("gates", "space")

    def __init__(self, pieces: list[str], flags: int, space: str) -> None:
        self.space = space
        gates = []
        for piece in pieces:
            pf = Prefilter.of(piece, flags, space)
            gates.append((None if pf is None else pf.literals, needs_test(char_needs(piece, flags))))
        self.gates: tuple[tuple[frozenset[str] | None, Callable[[str], bool] | None], ...] = tuple(gates)

    @classmethod
    def of(cls, regex: re.Pattern[str], space: str) -> Alternatives | None:
        """The alternatives of a family's short-text regex (behind its look-ahead of first
        characters), when each can be ruled out by something; None otherwise (one always can
        match, so the family is searched as before)."""
        flags = regex.flags
        if flags & (re.VERBOSE | re.IGNORECASE) or _BACKREF.search(regex.pattern):
            return None
        pieces = split_top(unwrap(regex.pattern)[1])
        if pieces is None or len(pieces) < 2:
            return None
        try:
            found = cls(pieces, flags, space)
        except re.error:  # pragma: no cover - a piece the parser refuses alone: searched as before
            return None
        if any(literals is None and test is None for literals, test in found.gates):
            return None
        return found

    def can_match(self, memo: dict[str, object], text: str) -> bool:
        """False when every alternative lacks, in ``text``, a literal or a character it needs (the
        scan of the text in the context's memo, for the literals it looked for)."""
        found = memo.get(memo_key(self.space))
        if not isinstance(found, Found):
            return True
        keys = found.keys()
        answers = memo.get(_ANSWERS)
        if answers is None:
            answers = memo[_ANSWERS] = {}
        for literals, test in self.gates:
            if literals is not None and keys.isdisjoint(literals) and found.scan.covers(literals):
                continue
            if test is not None:
                met = answers.get(test)  # type: ignore[attr-defined]
                if met is None:
                    met = answers[test] = test(text)  # type: ignore[index]
                if not met:
                    continue
            return True
        return False
