"""Required literals of a regex: strings one of which every match must contain.

This is the prefilter idea of RE2 and Google Code Search, worked on the stdlib's own parse tree
(``re._parser``, read-only). If none of a pattern's required literals occurs in a text, the pattern
cannot match it, so a rule table can skip the rule without calling it; and in a long text the regex
only needs to run near the places where a literal occurs. ``tests/core/test_prefilter.py`` checks
both claims against plain ``regex.search`` on every rule pattern.

Each node of the tree yields two things:

- ``exact``: a small finite set of strings that contains every string the node can match (a
  superset is fine), or None when there are too many or they are unbounded;
- ``required``: a set of non-empty strings one of which every match of the node contains, or None.

A sequence multiplies the exact sets of its items while that stays small ("pay" + ("ment" | "")),
and keeps the best required set it saw (the one whose shortest string is longest).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from importlib import import_module
from typing import Any

from ..once import once_per_key
from .prefilter_store import stored, strings

__all__ = [
    "MAX_WIDTH",
    "Part",
    "Prefilter",
    "first_chars",
    "lookahead_width",
    "max_width",
    "parse",
    "parts_of",
    "required_literals",
    "sets_flags",
    "top_branches",
]

sre: Any = import_module("re._parser")
"""The stdlib's own regex parser, read here and nowhere else in scamcore (untyped in typeshed)."""

_MAX_EXACT = 64
"""Largest exact set kept; beyond it a node's strings are no longer enumerated."""
_MAX_REQUIRED = 400
"""Largest required set worth keeping: more literals than this gate almost nothing."""
_ENOUGH = 6
"""Start literals this long are rare enough; a prefix stops growing there."""
MAX_WIDTH = 2_000
"""Longest match that windowed search handles; wider patterns are searched whole."""

_Strings = frozenset[str]
_Info = tuple["_Strings | None", "_Strings | None", "_Strings | None"]  # (exact, required, prefix)


class Prefilter:
    """What a rule needs in a text before it is worth running: one of ``literals``.

    ``anchored``: every match *starts* with one of the literals, so in a long text the regex is
    tried only where they occur. Otherwise matches are at most ``width`` characters long and are
    searched for near the occurrences (None: unbounded, the text is searched whole).
    """

    __slots__ = ("anchored", "literals", "source", "space", "width")

    def __init__(
        self,
        literals: frozenset[str],
        width: int | None,
        space: str = "subject",
        *,
        anchored: bool = False,
        source: tuple[str, int] | None = None,
    ) -> None:
        self.literals = literals
        self.width = width
        self.space = space
        """Which text the literals are looked for in: ``subject`` (the folded text) or ``flat`` (the
        same with every whitespace run made one space)."""
        self.anchored = anchored
        self.source = source
        """The pattern and flags the literals were read from; None for a union of checks."""

    @property
    def parts(self) -> tuple[Part, ...] | None:
        """The source pattern's alternatives (``parts_of``, cached), worked out on first use: only
        the rule tables that meet a long text need them."""
        return None if self.source is None else parts_of(*self.source)

    @classmethod
    def of(cls, pattern: str | re.Pattern[str], flags: int = 0, space: str = "subject") -> Prefilter | None:
        """The prefilter of a pattern, or None when it has no useful required literals: worked out
        once per pattern, so that every reader (a family deriving it on first use, the rule table)
        holds the same object, whichever threads asked first."""
        if isinstance(pattern, re.Pattern):
            flags, pattern = pattern.flags, pattern.pattern
        return _prefilter_of((pattern, flags, space))

    @classmethod
    def of_alternatives(
        cls, pattern: str | re.Pattern[str], flags: int = 0, space: str = "subject"
    ) -> Prefilter | None:
        """``of``, or when the whole pattern yields no literals, the union of its alternatives'
        own (``parts_of``): every match is a match of one alternative, which holds one of the
        strongest set that alternative cannot do without. For a family whose alternatives share
        no literal ("one million dollars", "$5,000,000", "5m usd"): the rule table then indexes it
        without hand-written gate strings."""
        found = cls.of(pattern, flags, space)
        if found is not None:
            return found
        if isinstance(pattern, re.Pattern):
            flags, pattern = pattern.flags, pattern.pattern
        return _union_of_parts((pattern, flags, space))

    @classmethod
    def union(cls, parts: Iterable[Prefilter | frozenset[str] | None], space: str = "subject") -> Prefilter | None:
        """The prefilter of a check that can fire only where one of ``parts`` could: any of their
        literals, looked for in ``space``. None when a part has none (the check must always run).

        A part of the other text form counts when its literals hold no whitespace: the flat form
        only changes whitespace, so such a literal occurs in one form exactly when it occurs in the other.
        """
        literals: set[str] = set()
        for part in parts:
            if part is None:
                return None
            if isinstance(part, Prefilter):
                if part.space != space and any(c.isspace() for lit in part.literals for c in lit):
                    return None
                literals.update(part.literals)
            else:
                literals.update(part)
        if not literals or "" in literals or not _strong(frozenset(literals)):
            return None
        return cls(frozenset(literals), None, space)


def _encode_prefilter(found: Prefilter | None) -> list[Any] | None:
    return None if found is None else [strings(found.literals), found.width, found.anchored]


def _decode_prefilter(args: tuple[Any, ...], entry: list[Any] | None) -> Prefilter | None:
    if entry is None:
        return None
    pattern, flags, space = args[0]
    literals, width, anchored = entry
    return Prefilter(frozenset(literals), width, space, anchored=anchored, source=(pattern, flags))


@once_per_key
@stored("of", _encode_prefilter, _decode_prefilter)
def _prefilter_of(key: tuple[str, int, str]) -> Prefilter | None:
    pattern, flags, space = key
    parsed = parse(pattern, flags)
    if parsed is None:
        return None
    exact, required, prefix = _sequence(parsed)
    required = _required(exact, required)
    starts = _usable(prefix)
    if starts is not None and _strong(starts) and (required is None or _prefer_starts(starts, required)):
        return Prefilter(starts, None, space, anchored=True, source=(pattern, flags))
    if required is None or not _strong(required):
        return None
    return Prefilter(required, _width(parsed), space, source=(pattern, flags))


@once_per_key
@stored("union", _encode_prefilter, _decode_prefilter)
def _union_of_parts(key: tuple[str, int, str]) -> Prefilter | None:
    pattern, flags, space = key
    literals: set[str] = set()
    for part in parts_of(pattern, flags) or ():
        sets: list[_Strings] = [s for s in (part.starts, part.literals, *part.needs) if s is not None and _strong(s)]
        if not sets:
            return None  # an alternative with no literal it cannot do without: nothing rules a text out
        best: _Strings = max(sets, key=_score)
        literals |= best
    if not literals or len(literals) > _MAX_REQUIRED:
        return None
    return Prefilter(frozenset(literals), None, space, source=(pattern, flags))


def parse(pattern: str, flags: int) -> Any | None:
    """The parse tree, or None for a pattern whose literals cannot be exact: a case-insensitive one
    would need case folding, and one the parser refuses has none."""
    if flags & re.IGNORECASE or pattern.startswith("(?i"):
        return None
    try:
        return sre.parse(pattern, flags)
    except re.error:
        return None


class Part:
    """One top-level alternative of a pattern, as a long text is searched for it.

    ``starts``: every match of the alternative starts with one of these (None: unknown, or too weak
    to look for: a single letter). ``literals``: every match contains one of these (None: unknown
    or too weak). ``width``: its longest match;
    ``reach``: how far past a match's start the regex may look (width, lookaheads and one character
    for a closing ``\\b``), None when unbounded.
    """

    __slots__ = ("literals", "needs", "reach", "starts", "width")

    def __init__(
        self,
        starts: frozenset[str] | None,
        literals: frozenset[str] | None,
        width: int | None,
        reach: int | None,
        needs: tuple[frozenset[str], ...] = (),
    ) -> None:
        self.starts = starts
        self.literals = literals
        self.width = width
        self.reach = reach
        self.needs = needs
        """More sets of strings every match holds one of: one per word or phrase the alternative
        cannot do without ("send ... your password" holds "send" and one of the secrets)."""


@lru_cache(maxsize=1024)
def parts_of(pattern: str, flags: int = 0) -> tuple[Part, ...] | None:
    """The pattern's top-level alternatives, each with its own literals (the whole pattern as one
    part when it is no alternation), or None when none can be known exactly.

    A family's alternatives differ: one starts with a rare phrase, another has an unbounded gap. Taken
    one by one, each can be found from its own literals: from where its start literals occur, or in
    windows as wide as its own longest match around its other literals. Each item of an alternative
    that holds required strings adds a set to its ``needs``: every match matches every item.
    """
    return _parts_of(pattern, flags)


def _encode_parts(parts: tuple[Part, ...] | None) -> list[Any] | None:
    if parts is None:
        return None
    return [[strings(p.starts), strings(p.literals), p.width, p.reach, [strings(n) for n in p.needs]] for p in parts]


def _decode_parts(args: tuple[Any, ...], entry: list[Any] | None) -> tuple[Part, ...] | None:
    if entry is None:
        return None
    return tuple(
        Part(_frozen(starts), _frozen(literals), width, reach, tuple(frozenset(n) for n in needs))
        for starts, literals, width, reach, needs in entry
    )


def _frozen(found: list[str] | None) -> frozenset[str] | None:
    return None if found is None else frozenset(found)


@stored("parts", _encode_parts, _decode_parts)
def _parts_of(pattern: str, flags: int) -> tuple[Part, ...] | None:
    parsed = parse(pattern, flags)
    if parsed is None or sets_flags(parsed):
        return None
    ahead = lookahead_width(parsed)  # None: a look-ahead is unbounded, and no part has a reach
    parts = []
    for branch in top_branches(parsed):
        needs: dict[_Strings, None] = {}
        exact, required, prefix = _sequence(branch, needs)
        width = _width(branch)
        parts.append(
            Part(
                _strong_or_none(_usable(prefix)),
                _strong_or_none(_required(exact, required)),
                width,
                None if width is None or ahead is None else width + ahead + 1,
                tuple(needs),
            )
        )
    return tuple(parts)


def _strong_or_none(strings: _Strings | None) -> _Strings | None:
    return strings if strings is not None and _strong(strings) else None


def top_branches(parsed: Any) -> list[Any]:
    """The alternatives a match starts with, seen through zero-width items and plain groups."""
    items = parsed
    while True:
        core = [(op, av) for op, av in items if op not in (sre.AT, sre.ASSERT, sre.ASSERT_NOT)]
        if len(core) != 1:
            return [items]
        op, av = core[0]
        if op is sre.SUBPATTERN:
            items = av[-1]
        elif op is sre.BRANCH:
            return list(av[1])
        else:
            return [items]


def _children(op: Any, av: Any) -> list[Any]:
    """The sub-sequences inside one parse-tree item."""
    if op is sre.SUBPATTERN:
        return [av[-1]]
    if op is sre.BRANCH:
        return list(av[1])
    if op in (sre.ASSERT, sre.ASSERT_NOT):
        return [av[1]]
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
        return [av[2]]
    if op is getattr(sre, "ATOMIC_GROUP", None):
        return [av]
    return []


def sets_flags(items: Any) -> bool:
    """Some group sets its own flags (``(?i:...)``): its literals would not be exact."""
    return any(
        (op is sre.SUBPATTERN and (av[1] or av[2])) or any(map(sets_flags, _children(op, av))) for op, av in items
    )


def lookahead_width(items: Any) -> int | None:
    """An upper bound on how far lookaheads look past the point they are tried at: the sum of their
    widths (a nested one looks from inside another). None when one is unbounded, or when a group
    sets its own flags (``(?i:...)``): its literals would not be exact."""
    total = 0
    for op, av in items:
        if op is sre.SUBPATTERN and (av[1] or av[2]):
            return None
        if op in (sre.ASSERT, sre.ASSERT_NOT) and av[0] == 1:
            hi = int(av[1].getwidth()[1])
            if hi > MAX_WIDTH:
                return None
            total += hi
        for child in _children(op, av):
            inner = lookahead_width(child)
            if inner is None:
                return None
            total += inner
    return total


def max_width(pattern: str, flags: int = 0) -> int | None:
    """The longest string ``pattern`` can match, or None when unbounded or very long."""
    return _width(sre.parse(pattern, flags))


def _width(parsed: Any) -> int | None:
    hi = int(parsed.getwidth()[1])
    return hi if hi <= MAX_WIDTH else None


def required_literals(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` contains, or None when there is no useful set.

    Case-insensitive patterns get None: the literals would need case folding to be exact.
    """
    return _required_literals(pattern, flags)


@stored("required", strings, lambda _args, entry: _frozen(entry))
def _required_literals(pattern: str, flags: int) -> frozenset[str] | None:
    parsed = parse(pattern, flags)
    if parsed is None:
        return None
    exact, required, _ = _sequence(parsed)
    return _strong_or_none(_required(exact, required))


def _required(exact: _Strings | None, required: _Strings | None) -> _Strings | None:
    """Strings one of which every match of a node contains: its required set, or its exact strings
    when those gate better (every match *is* one of them)."""
    return _better(required, _usable(exact))


def _usable(strings: _Strings | None) -> _Strings | None:
    """A set of strings is a required set when none of them is empty."""
    if strings is None or not strings or "" in strings or len(strings) > _MAX_REQUIRED:
        return None
    return strings


def _strong(literals: _Strings) -> bool:
    """Worth gating on: no literal is a single letter (those occur in nearly every text). A single
    digit or sign is fine: most messages have few, and money or deadline phrases start with one."""
    return all(len(s) >= 2 or not s.isalpha() for s in literals)


def _prefer_starts(starts: _Strings, required: _Strings) -> bool:
    """Start literals let a long text be matched only where they occur (no scanning), so they win
    unless they are much weaker than the required set."""
    return min(map(len, starts)) >= 4 or _score(starts) >= _score(required)


def _score(strings: _Strings) -> tuple[int, int]:
    return min(len(s) for s in strings), -len(strings)


def _better(a: _Strings | None, b: _Strings | None) -> _Strings | None:
    if a is None:
        return b
    if b is None:
        return a
    return a if _score(a) >= _score(b) else b


def _product(a: _Strings, b: _Strings, limit: int = _MAX_EXACT) -> _Strings | None:
    if len(a) * len(b) > limit:
        return None
    return frozenset(x + y for x in a for y in b)


def _sequence(items: Any, needs: dict[_Strings, None] | None = None) -> _Info:
    """The sequence's info; ``needs`` (when given) collects each item's strong required set."""
    run: _Strings | None = frozenset({""})  # exact strings of the current contiguous run
    whole: _Strings | None = frozenset({""})  # exact strings of the sequence so far
    # Strings every match starts with. "" in it means "may have matched nothing so far": what
    # follows decides. None means unknown.
    prefix: _Strings | None = frozenset({""})
    open_ = True  # the prefix may still grow
    best: _Strings | None = None
    items = _coalesce(items)
    for k, (op, av) in enumerate(items):
        exact, required, starts = _node(op, av)
        if needs is not None and (need := _strong_or_none(_required(exact, required))) is not None:
            needs[need] = None
        best = _better(best, required)
        whole = None if whole is None or exact is None else _product(whole, exact)
        if open_:
            prefix, open_ = _grow(prefix, exact, starts, items[k + 1 :])
        if exact is None:
            best = _better(best, _usable(run))
            run = frozenset({""})
            continue
        grown = _product(run, exact) if run is not None else None
        if grown is None:  # the run grew too large: keep what it had, start again from this item
            best = _better(best, _usable(run))
            grown = exact
        run = grown
    best = _better(best, _usable(run))
    return whole, best, prefix


def _grow(
    prefix: _Strings | None, exact: _Strings | None, starts: _Strings | None, rest: list[Any]
) -> tuple[_Strings | None, bool]:
    """The sequence's prefix after one more item, and whether it may grow further."""
    assert prefix is not None
    if exact is not None:
        cand: _Strings | None = exact
    elif starts is not None and "" in starts:
        # An optional item ("(?:dear )?customer"): a match starts with it or with what follows.
        after = _sequence(rest)[2]
        cand = None if after is None else (starts - {""}) | after
    else:
        cand = starts
    grown = None if cand is None else _product(prefix, cand, _MAX_REQUIRED)
    if grown is None:
        # Nothing more is known: the strings so far still open every match, unless some match may
        # not have consumed anything yet ("" in the set), in which case nothing is known at all.
        return (None if "" in prefix else prefix), False
    # Only a fully known (exact) item lets the prefix keep growing; long ones are rare enough.
    return grown, exact is not None and min(map(len, grown)) < _ENOUGH


_RUN = object()
"""Opcode of a run of consecutive literal characters, merged into one string by ``_coalesce``."""


def _coalesce(items: Any) -> list[Any]:
    """The items with each run of literal characters made one (``_RUN``, "text") item: a phrase's
    letters then cost one product, not one per letter."""
    out: list[Any] = []
    chars: list[str] = []
    for op, av in items:
        if op is sre.LITERAL:
            chars.append(chr(av))
            continue
        if chars:
            out.append((_RUN, "".join(chars)))
            chars = []
        out.append((op, av))
    if chars:
        out.append((_RUN, "".join(chars)))
    return out


def _node(op: Any, av: Any) -> _Info:
    if op is _RUN:
        run = frozenset({av})
        return run, None, run
    if op is sre.LITERAL:
        one = frozenset({chr(av)})
        return one, None, one
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return frozenset({""}), None, frozenset({""})  # zero-width: matches the empty string (and constrains)
    if op is sre.IN:
        chars = _char_set(av)
        return chars, None, chars
    if op is sre.SUBPATTERN:
        return _sequence(av[-1])
    if op is getattr(sre, "ATOMIC_GROUP", None):
        return _sequence(av)
    if op is sre.BRANCH:
        return _branch(av[1])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
        return _repeat(av[0], av[1], av[2])
    return None, None, None


def _char_set(items: Any) -> _Strings | None:
    """A class's characters when few and exact: a category (\\d is any Unicode digit), a negation
    or a wide range has none."""
    chars = _class_chars(items, 16, categories=False)
    return chars if chars is not None and len(chars) <= 16 else None


def _branch(branches: Any) -> _Info:
    exact: set[str] | None = set()
    required: set[str] | None = set()
    prefix: set[str] | None = set()
    for branch in branches:
        b_exact, b_required, b_prefix = _sequence(branch)
        if exact is not None:
            exact = None if b_exact is None or len(exact) + len(b_exact) > _MAX_EXACT else exact | b_exact
        if required is not None:
            got = _required(b_exact, b_required)
            required = None if got is None else required | got
        if prefix is not None:
            prefix = None if b_prefix is None or len(prefix) + len(b_prefix) > _MAX_REQUIRED else prefix | b_prefix
    return (
        None if exact is None else frozenset(exact),
        None if required is None else _usable(frozenset(required)),
        None if prefix is None else frozenset(prefix),
    )


def _repeat(lo: int, hi: int, item: Any) -> _Info:
    exact, required, prefix = _sequence(item)
    if lo == hi == 1:
        return exact, required, prefix
    if lo == 0:
        # Optional: the empty string marks "may match nothing" for the sequence to resolve.
        with_empty = None if exact is None or hi != 1 else exact | {""}
        return with_empty, None, (None if prefix is None else prefix | {""})
    # Every match holds ``lo`` matches of the item in a row: their strings, when few, are required
    # ("[x*]{2,}" holds one of "xx", "x*", "*x", "**"; one "x" alone would gate nothing).
    copies = _power(exact, min(lo, _ENOUGH))
    if lo == hi <= _ENOUGH and copies is not None:
        return copies, None, copies
    return None, _better(_required(exact, required), _usable(copies)), prefix


def _power(exact: _Strings | None, times: int) -> _Strings | None:
    """The strings of ``times`` consecutive matches of a node whose strings are ``exact``."""
    out: _Strings | None = frozenset({""})
    for _ in range(times):
        out = None if out is None or exact is None else _product(out, exact)
    return out


# --- what a match starts with (``_phrases.fast``: a first-character look-ahead) -------------------


def first_chars(pattern: str, flags: int = 0) -> tuple[frozenset[str] | None, bool]:
    """The characters a match of ``pattern`` can start with (None: any), and whether it can match
    the empty string."""
    return _first_chars(pattern, flags)


@stored(
    "first",
    lambda found: [strings(found[0]), found[1]],
    lambda args, entry: (_frozen(entry[0]), entry[1]),
)
def _first_chars(pattern: str, flags: int) -> tuple[frozenset[str] | None, bool]:
    return _first(sre.parse(pattern, flags))


_SPACE = frozenset(" \t\n\r\f\v")
_DIGITS = frozenset("0123456789")
_Seq = Any  # a parsed sub-pattern: a sequence of (opcode, argument) pairs


def _class_chars(items: _Seq, widest: int, *, categories: bool = True) -> frozenset[str] | None:
    """The characters of a class (None: too many to list, or negated); ``categories``: count
    ``\\d`` as 0-9 and ``\\s`` as ASCII white space (a superset is fine for first characters)."""
    chars: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            chars.add(chr(av))
        elif op is sre.RANGE and av[1] - av[0] < widest:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        elif categories and op is sre.CATEGORY and av is sre.CATEGORY_DIGIT:
            chars |= _DIGITS
        elif categories and op is sre.CATEGORY and av is sre.CATEGORY_SPACE:
            chars |= _SPACE
        else:
            return None
    return frozenset(chars)


def _first(seq: _Seq) -> tuple[frozenset[str] | None, bool]:
    """Characters a match can start with (None: any), and whether the sequence can match empty."""
    out: set[str] = set()
    for op, av in seq:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero-width: skipping them only widens the set
        nullable = False
        if op is sre.LITERAL:
            chars: frozenset[str] | None = frozenset(chr(av))
        elif op is sre.IN:
            chars = _class_chars(av, 512)
        elif op is sre.BRANCH:
            acc: set[str] = set()
            for branch in av[1]:
                sub, empty = _first(branch)
                if sub is None:
                    return None, False
                acc |= sub
                nullable = nullable or empty
            chars = frozenset(acc)
        elif op is sre.SUBPATTERN:
            chars, nullable = _first(av[-1])
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            chars, nullable = _first(av[2])
            nullable = nullable or av[0] == 0
        else:
            return None, False
        if chars is None:
            return None, False
        out |= chars
        if not nullable:
            return frozenset(out), False
    return frozenset(out), True
