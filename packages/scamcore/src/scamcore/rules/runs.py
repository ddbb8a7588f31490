"""Windows around a literal for an alternative whose only unbounded parts are runs of a class.

An amount's digits (``\\d[\\d.,]*``), a masked card number's ``[x*•]{2,}``, a ``\\s+`` between two
words: such a repeat has no longest match, so the alternative had no window around its literals
and a long text was searched whole by the regex wherever they occurred (every e-mail holds " at "
and "$"). But what the repeat takes are characters of its class only. So a match holding a literal
that ends at ``b`` starts where, going left from ``b``, at most ``width`` characters *outside* the
class were passed (``width``: the alternative's longest match with those repeats counted as empty);
runs of the class cost nothing to cross. The same holds to the right for what the regex reads.
That bound is exact, and found with a few C-level searches per place (``Runs.back``,
``Runs.ahead``): a window as narrow as the text allows, never one that could miss a match.

``runs_of`` reads it from the parse tree through ``prefilter.py``'s handle on the stdlib's parser
(the one module that opens it, and lists what both rely on there) and is stored with the other
derivations (``prefilter_store``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .prefilter import MAX_WIDTH, lookahead_width, parse, sets_flags, sre, top_branches
from .prefilter_store import stored

__all__ = ["Runs", "runs_of"]


class Runs:
    """How far a match of one alternative may reach from a literal: ``width`` and ``reach`` (as in
    ``prefilter.Part``) counted in characters outside ``cls``, whose runs are free to cross."""

    __slots__ = ("_last", "_run", "cls", "reach", "width")

    def __init__(self, cls: str, width: int, reach: int, flags: int) -> None:
        self.cls = cls
        self.width = width
        self.reach = reach
        self._run = re.compile(f"{cls}+", flags)
        self._last = re.compile(f"{cls}++\\Z", flags)

    def back(self, text: str, end: int) -> int:
        """The least start of a match holding a literal that ends at ``end``."""
        x, budget = end, self.width
        while True:
            lo = max(0, x - budget - 1)
            spans = [m.span() for m in self._run.finditer(text, lo, x)]
            if not spans:
                return max(0, x - budget)
            for start, stop in reversed(spans):
                if x - stop > budget:
                    return x - budget
                budget -= x - stop
                x = self._start(text, start) if start == lo else start

    def ahead(self, text: str, start: int) -> int:
        """A bound on what the regex reads for a match holding a literal that starts at ``start``."""
        x, budget, size = start, self.reach, len(text)
        while True:
            m = self._run.search(text, x, min(size, x + budget + 1))
            if m is None:
                return min(size, x + budget)
            budget -= m.start() - x
            found = self._run.match(text, m.start())
            assert found is not None
            x = found.end()

    def crossed(self, text: str, a: int, b: int) -> bool:
        """Whether every character between ``a`` and ``b`` is of the class (True when they are the
        same place). Two literals' ends that far apart have the same ``back``, two starts the same
        ``ahead``: the run between them is crossed free. A line of "*****" holds a "**" at every
        character, each with the window of the whole line."""
        lo, hi = (a, b) if a <= b else (b, a)
        return lo == hi or self._run.fullmatch(text, lo, hi) is not None

    def _start(self, text: str, end: int) -> int:
        """Where the run of the class holding ``text[end]`` begins (C-level searches in chunks
        growing fourfold: a hostile run of 100,000 digits costs a few of them)."""
        chunk = 64
        while end > 0:
            lo = max(0, end - chunk)
            m = self._last.search(text, lo, end + 1)
            assert m is not None
            if m.start() > lo or lo == 0:
                return m.start()
            end, chunk = m.start(), chunk * 4
        return 0


@lru_cache(maxsize=1024)
def runs_of(pattern: str, flags: int = 0) -> tuple[Runs | None, ...] | None:
    """Per top-level alternative (``prefilter.parts_of``'s order), its ``Runs``, or None for one
    with no unbounded repeat or one of something other than a class; None for the pattern when
    its lookaheads are unbounded."""
    found = _derived(pattern, flags)
    if found is None:
        return None
    return tuple(None if f is None else Runs(f[0], f[1], f[2], flags) for f in found)


def _encode(found: list[Any] | None) -> list[Any] | None:
    return found


def _decode(args: tuple[Any, ...], entry: list[Any] | None) -> list[Any] | None:
    return entry


@stored("runs", _encode, _decode)
def _derived(pattern: str, flags: int) -> list[Any] | None:
    """[class, width, reach] or None per alternative (JSON, as the store keeps it)."""
    parsed = parse(pattern, flags)
    if parsed is None or sets_flags(parsed):
        return None
    read_ahead: dict[str, None] = {}  # the classes of the look-aheads' runs, when one is unbounded
    ahead = lookahead_width(parsed)
    if ahead is None:
        ahead = _lookaheads(parsed, read_ahead, flags)
        if ahead is None:
            return None
    out: list[Any] = []
    for branch in top_branches(parsed):
        classes = dict(read_ahead)
        width = _width(branch, classes, flags)
        if width is None or not classes or width > MAX_WIDTH:
            out.append(None)
        else:
            out.append(["(?:" + "|".join(classes) + ")", width, width + ahead + 1])
    return out


def _width(items: Any, classes: dict[str, None], flags: int) -> int | None:
    """The longest match of ``items`` with each unbounded repeat of a class counted as empty (its
    class added to ``classes``); None when some other part is unbounded."""
    total = 0
    for op, av in items:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero-width: a look-ahead's reach is counted apart, a look-behind reads before
        if op is sre.SUBPATTERN:
            inner = _width(av[-1], classes, flags)
        elif op is sre.BRANCH:
            widths = [_width(branch, classes, flags) for branch in av[1]]
            inner = None if None in widths else max(w for w in widths if w is not None)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            lo, hi, item = av
            if hi == sre.MAXREPEAT:
                cls = _class(item, flags)
                if cls is None:
                    return None
                classes[cls] = None
                continue
            one = _width(item, classes, flags)
            inner = None if one is None else hi * one
        elif op is sre.ATOMIC_GROUP:
            inner = _width(av, classes, flags)
        elif op in (sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN):
            inner = 1
        else:
            return None  # a back-reference or a conditional: not read here
        if inner is None:
            return None
        total += inner
    return total


def _lookaheads(items: Any, classes: dict[str, None], flags: int) -> int | None:
    """How far the look-aheads may read past where they are tried, counted as ``_width`` counts
    (their runs of a class free, the classes added to ``classes``): the sum of their widths, a
    nested one included. An unbounded ``(?!\\d[\\d.,]*\\s?%)`` reads 3 characters besides its run;
    None when one has an unbounded part other than a run of one class."""
    total = 0
    for op, av in items:
        if op in (sre.ASSERT, sre.ASSERT_NOT) and av[0] == 1:
            inner = _width(av[1], classes, flags)
            if inner is None:
                return None
            total += inner
        if op is sre.BRANCH:
            children = list(av[1])
        elif op in (sre.SUBPATTERN, sre.ASSERT, sre.ASSERT_NOT):
            children = [av[-1]]
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            children = [av[2]]
        else:
            children = [av] if op is sre.ATOMIC_GROUP else []
        for child in children:
            inner = _lookaheads(child, classes, flags)
            if inner is None:
                return None
            total += inner
    return total


_CATEGORIES = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}


def _char(code: int) -> str:
    return f"\\U{code:08x}"


def _class(items: Any, flags: int) -> str | None:
    """A regex for one character of the class a repeat takes, or None when it repeats more than a
    single character or class."""
    if len(items) != 1:
        return None
    op, av = items[0]
    if op is sre.LITERAL:
        return "[" + _char(av) + "]"
    if op is sre.NOT_LITERAL:
        return "[^" + _char(av) + "]"
    if op is sre.ANY:
        return r"[\s\S]" if flags & re.DOTALL else r"[^\n]"
    if op is not sre.IN:
        return None
    out = []
    for kind, value in av:
        if kind is sre.NEGATE:
            out.append("^")
        elif kind is sre.LITERAL:
            out.append(_char(value))
        elif kind is sre.RANGE:
            out.append(_char(value[0]) + "-" + _char(value[1]))
        elif kind is sre.CATEGORY and str(value) in _CATEGORIES:
            out.append(_CATEGORIES[str(value)])
        else:
            return None
    return "[" + "".join(out) + "]"
