"""Characters a regex cannot match without: a gate the rule table tests before calling a family.

``prefilter.py`` finds literals one of which every match contains; a pattern whose matches share no
literal of their own ("XX1234", "****1234", "account no. XXXX") gets none, or only ones so short that
most texts hold them ("ac"), and runs on most text messages although most hold none of the
characters it needs. This reads the same parse tree (``re._parser``, read-only) for *needs*: sets of
characters such that every match contains at least one character of each set. ``[x*•#]{2,}\\d{2,6}``
needs ``{x, *, •, #}`` and the digits; an alternation needs, for each choice of one need per branch,
their union (every match is a match of one branch). The table tests a text for a family's needs
(``needs_test``) and skips the family when one is missing: the pattern cannot
match, so skipping is exact (``tests/core/test_prefilter_chars.py`` compares with the search).

Conservative where the text forms differ: a need holding a whitespace character is dropped (the
``flat`` form turns any run of whitespace into one space), a pattern compiled case-insensitively
gets no need holding a cased letter, and a need holding the ten digits is tested with ``\\d``
(every decimal digit, as the pattern's ``\\d`` matches).
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Callable
from itertools import product
from typing import Any

from .prefilter import sre

__all__ = ["DIGITS", "char_needs", "needs_test"]

DIGITS = frozenset("0123456789")
"""What ``\\d`` stands for in a need: ``needs_test`` looks for any decimal digit there."""

_Needs = frozenset[frozenset[str]]
_NONE: _Needs = frozenset()
_WIDEST = 64
"""Largest class (or range) kept as a need: a wider one is held by most texts."""
_MOST = 24
"""Most needs kept per node (the likeliest to be missing): an alternation multiplies its branches'."""
_KEPT = 3
"""Needs a pattern keeps for the gate: each is one look-ahead of its test."""
_WORTH = 0.3
"""How often (roughly, ``_rank``) a text must miss a need for its test to be worth a call: a need
of common letters is met by nearly every text and would only cost its test."""

_COMMON = frozenset("etaoinsrhldcu")
_FAIR = frozenset("mfpgwybvk.,'")
_SOME = frozenset("xjqz:/-!?()")


def _held(c: str) -> float:
    """About how often a short text holds ``c`` (a rough order, measured on nothing in particular:
    it only ranks needs, never decides one)."""
    if c in _COMMON:
        return 0.9
    if c in _FAIR:
        return 0.5
    if c in _SOME:
        return 0.2
    if c in DIGITS:
        return 0.05
    return 0.03


def _rank(need: frozenset[str]) -> tuple[float, int, list[str]]:
    """Needs a text is likelier to miss first: the chance it holds none of the characters, roughly."""
    missing = 1.0
    for c in need:
        missing *= 1.0 - _held(c)
    return (-missing, len(need), sorted(need))


@lru_cache(maxsize=4096)
def char_needs(pattern: str, flags: int = 0) -> tuple[frozenset[str], ...]:
    """The ``_KEPT`` needs of ``pattern`` a text is likeliest to miss, first (empty: it can match
    without any given character).
    Worked out once per pattern."""
    try:
        found = _seq(sre.parse(pattern, flags), bool(flags & re.IGNORECASE))
    except (re.error, TypeError, ValueError, IndexError, RecursionError):  # pragma: no cover - defensive
        return ()
    return tuple(need for need in sorted(found, key=_rank)[:_KEPT] if -_rank(need)[0] >= _WORTH)


@lru_cache(maxsize=1024)
def needs_test(needs: tuple[frozenset[str], ...]) -> Callable[[str], bool] | None:
    """A test of whether a text meets every need (None: no need to test). Each need is looked for
    a character at a time (``str.__contains__``, a C scan of the text: ten of them for the digits
    cost less than one regex call over a text message, or the text's set of characters, ~6 µs);
    a need holding the ten digits also counts any decimal digit (``\\d``) of a text in another
    script."""
    if not needs:
        return None
    parts = tuple((tuple(sorted(need - DIGITS)), DIGITS <= need) for need in needs)

    def test(text: str) -> bool:
        has = text.__contains__
        for chars, digits in parts:
            if any(map(has, chars)):
                continue
            if digits and (any(map(has, _ASCII_DIGITS)) or (not text.isascii() and _DIGIT.search(text) is not None)):
                continue
            return False
        return True

    return test


_ASCII_DIGITS = "0123456789"
_DIGIT = re.compile(r"\d")


def _usable(need: frozenset[str], nocase: bool) -> bool:
    if any(c.isspace() for c in need):
        return False
    return not nocase or all(c.lower() == c.upper() and not c.isalpha() for c in need)


def _minimal(needs: set[frozenset[str]]) -> _Needs:
    """The needs no smaller need of the set implies (a superset of another says nothing more), at
    most ``_MOST`` of them."""
    kept: list[frozenset[str]] = []
    for need in sorted(needs, key=_rank):
        if not any(k <= need for k in kept):
            kept.append(need)
    return frozenset(kept[:_MOST])


def _class(items: Any) -> frozenset[str] | None:
    chars: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            chars.add(chr(av))
        elif op is sre.RANGE and av[1] - av[0] < _WIDEST:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        elif op is sre.CATEGORY and av is sre.CATEGORY_DIGIT:
            chars |= DIGITS
        else:  # a negated or wide class, another category: held by most texts
            return None
    return frozenset(chars) if len(chars) <= _WIDEST else None


def _seq(seq: Any, nocase: bool) -> _Needs:
    """Every item of a sequence is in every match, so the sequence needs what each item needs."""
    out: set[frozenset[str]] = set()
    for op, av in seq:
        out |= _node(op, av, nocase)
    return _minimal(out)


def _node(op: Any, av: Any, nocase: bool) -> _Needs:
    need: frozenset[str] | None = None
    if op is sre.LITERAL:
        need = frozenset(chr(av))
    elif op is sre.IN:
        need = _class(av)
    elif op is sre.SUBPATTERN:
        add_flags = av[1]
        return _seq(av[-1], nocase or bool(add_flags & re.IGNORECASE))
    elif op is getattr(sre, "ATOMIC_GROUP", None):
        return _seq(av, nocase)
    elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT) or op is getattr(sre, "POSSESSIVE_REPEAT", None):
        low, _high, item = av
        return _seq(item, nocase) if low >= 1 else _NONE
    elif op is sre.BRANCH:
        return _branch(av[1], nocase)
    # anchors, look-arounds, back-references, conditionals, any character: no need
    if need is None or not _usable(need, nocase):
        return _NONE
    return frozenset({need})


def _branch(branches: Any, nocase: bool) -> _Needs:
    """Every match is a match of one branch: for each choice of one need per branch, their union."""
    per: list[_Needs] = []
    for branch in branches:
        needs = _seq(branch, nocase)
        if not needs:
            return _NONE
        per.append(needs)
    combos: set[frozenset[str]] = {frozenset()}
    for needs in per:
        combos = {a | b for a, b in product(combos, needs)}
        combos = {c for c in combos if len(c) <= _WIDEST}
        if not combos:
            return _NONE
        combos = set(sorted(combos, key=_rank)[:_MOST])
    return _minimal(combos)
