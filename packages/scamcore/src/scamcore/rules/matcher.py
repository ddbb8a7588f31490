"""The one matcher: where a regex can match in a text, found from the literals derived from it.

Every phrase check (``_phrases.Gated``) and every rule pattern is searched through here. In a long
text (from ``LONG_TEXT`` on) the regex runs only at or near the places where its literals occur: the
places the rule table's scan of the text found (one Aho-Corasick pass for all of a table's rules,
kept in the rule context's memo), or, for a regex that scan did not look for, those of a scan of
the regex's own literals. A short text is searched whole, but for a family every match of which
starts with one of its literals (most of them): it is only tried where the table's scan found one
(``starts_near``), a few ``regex.match`` calls instead of a search that tries every position.

Nothing here is written by hand: the literals, each alternative's start and other literals and the
widths of its matches all come from the pattern (``prefilter.py``). Searching near them yields
exactly what ``regex.finditer`` yields; ``tests/core/test_prefilter.py`` checks that on every
family and on texts made of the rules' own examples.
"""

from __future__ import annotations

import re
import threading
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import TypeGuard

import ahocorasick_rs

from ..limits import LONG_TEXT
from ..once import once_per_key
from .base import MemoContext
from .prefilter import Prefilter, parts_of
from .runs import Runs, runs_of

__all__ = [
    "Found",
    "Occurrences",
    "Scan",
    "finditer",
    "finditer_near",
    "in_windows",
    "long_literals",
    "plan_of",
    "record",
    "starts_near",
    "windowed_finditer",
]


def finditer(
    regex: re.Pattern[str], text: str, pf: Prefilter | None, ctx: MemoContext | None = None, space: str = "subject"
) -> Iterator[re.Match[str]]:
    """``regex.finditer(text)``, searched only near ``pf``'s literals in a long text.

    ``text`` is the context's text in form ``space`` when ``ctx`` is given: the places its table's
    scan found are used when that scan looked for all of ``pf``'s literals; else the regex's own
    literals are looked for here (one small automaton per prefilter, built on first use).
    """
    if pf is None or len(text) < LONG_TEXT:
        return regex.finditer(text)
    found = None if ctx is None else finditer_near(ctx, regex, text, pf, space)
    if found is not None:
        return found
    scan = _own_scan(pf)
    occ = _group(scan.literals, scan.automaton.find_matches_as_indexes(text, overlapping=True))
    return windowed_finditer(regex, text, pf, occ, scan.scanned, plan=scan.plan(regex))


@once_per_key
def _own_scan(pf: Prefilter) -> Scan:
    """An automaton of one prefilter's literals and its alternatives' (keyed by the prefilter
    object: ``Prefilter.of`` gives one per pattern)."""
    return Scan(long_literals([], [pf]))


def holds_literal(pf: Prefilter, text: str) -> bool:
    """Whether ``text`` holds one of ``pf``'s literals or of its alternatives' (some of which every
    match holds), found by the prefilter's own automaton: the one a long text's search builds when
    no table scanned for them, so a family has one automaton however it is asked."""
    return bool(_own_scan(pf).automaton.find_matches_as_indexes(text))


def _group(literals: list[str], found: list[tuple[int, int, int]]) -> Occurrences:
    out: Occurrences = {}
    for hit in found:
        out.setdefault(literals[hit[0]], []).append(hit)
    return out


def record(ctx: MemoContext, space: str, scan: Scan, found: list[tuple[int, int, int]]) -> Found:
    """Keep a table's scan of one form of the context's text (what ``scan.automaton`` found) for
    the windowed searches of the checks that run on it."""
    kept = ctx.memo[_memo_key(space)] = Found(scan, found)
    return kept


_MARGIN = 40
"""Characters added on both sides of a search window, for lookarounds next to a match."""

Occurrences = dict[str, list[tuple[int, int, int]]]
"""Where each literal of a table occurs in one form of the text: literal -> [(index, start, end), ...]
(the automaton's own tuples, with the literal's index in its list: grouping them costs no copy)."""


def _memo_key(space: str) -> str:
    return "_OCCURRENCES_" + space


class Scan:
    """One automaton over some literals, and what a windowed search works out from them per regex.

    Built once (a table's long-text scan under its ``_Space``'s lock, a prefilter's own under
    ``once_per_key``'s): the caches below are keyed by the
    families' own objects, never by a set of literals, so no lookup ever compares whole sets.
    """

    __slots__ = ("_covered", "_lock", "_plans", "automaton", "literals", "scanned")

    def __init__(self, literals: list[str]) -> None:
        self.literals = literals
        self.scanned = frozenset(literals)
        self.automaton = ahocorasick_rs.AhoCorasick(literals, matchkind=ahocorasick_rs.MatchKind.Standard)
        self._covered: dict[frozenset[str], bool] = {}
        self._plans: dict[int, tuple[re.Pattern[str], _Plan | None]] = {}
        self._lock = threading.Lock()

    def covers(self, literals: frozenset[str]) -> bool:
        """Whether the scan looked for all of ``literals`` (a prefilter's own set, small: a
        lookup hashes it once and finds it by identity)."""
        covered = self._covered.get(literals)
        if covered is None:
            covered = self._covered[literals] = literals <= self.scanned
        return covered

    def plan(self, regex: re.Pattern[str]) -> _Plan | None:
        """``plan_of(regex, self.scanned)``, worked out once per regex. Keyed by the regex's
        identity (a compiled pattern hashes and compares its whole code)."""
        found = self._plans.get(id(regex))
        if found is None or found[0] is not regex:
            with self._lock:
                found = self._plans.get(id(regex))
                if found is None or found[0] is not regex:
                    found = self._plans[id(regex)] = (regex, plan_of(regex, self.scanned))
        return found[1]

    def plans_cached(self) -> list[re.Pattern[str]]:
        """The regexes a plan is kept for (for tests: one entry per regex)."""
        return [regex for regex, _ in self._plans.values()]


def _rare(strings: frozenset[str] | None) -> TypeGuard[frozenset[str]]:
    """A set of an alternative's strings worth looking for: none shorter than three characters
    besides spaces (but for a rare sign: "@", "$"), nor one of the commonest words ("at", "in",
    "the", "your" occur in nearly every e-mail: they would rule nothing out, and each occurrence
    lengthens the scan's output). An alternative whose set is left out is found another way."""
    return strings is not None and all(
        (len(s.strip()) >= 3 and s.strip() not in _COMMON) or s in _RARE_SIGNS for s in strings
    )


_RARE_SIGNS = frozenset("@$£€¥₹₦#%")


_COMMON = frozenset(
    {"the", "and", "you", "your", "our", "for", "this", "that", "with", "her", "his", "she", "him", "are", "was"}
    | {"not", "all", "any", "can", "has", "had", "have", "but", "from", "its", "will"}
)


def long_literals(own: list[str], prefilters: Iterable[Prefilter]) -> list[str]:
    """The literals a long text is scanned for: ``own`` first (a table's, so that a literal's index
    still finds its rules), then the prefilters' literals and, per alternative of their patterns
    (``Prefilter.parts``), its start, other and needed literals when rare enough to look for. Those
    say nothing about which rules to run, but let each alternative be searched for only where it
    can match (``windowed_finditer``)."""
    out = dict.fromkeys(own)
    for pf in prefilters:
        out.update(dict.fromkeys(sorted(pf.literals)))
        for part in pf.parts or ():
            for strings in filter(_rare, (part.starts, part.literals, *part.needs)):
                out.update(dict.fromkeys(sorted(strings)))
    return list(out)


class Found:
    """Occurrences grouped by literal on first use: most messages never need positions."""

    __slots__ = ("_by_index", "_found", "_grouped", "_keys", "scan")

    def __init__(self, scan: Scan, found: list[tuple[int, int, int]]) -> None:
        self.scan = scan
        self._found = found
        self._by_index: dict[int, list[tuple[int, int, int]]] | None = None
        self._grouped: Occurrences | None = None
        self._keys: frozenset[str] | None = None

    def indices(self) -> Iterable[int]:
        """The indices of the literals found."""
        if self._by_index is None:
            by_index: defaultdict[int, list[tuple[int, int, int]]] = defaultdict(list)
            for hit in self._found:
                by_index[hit[0]].append(hit)
            self._by_index = by_index
        return self._by_index.keys()

    def get(self) -> Occurrences:
        if self._grouped is None:
            lits = self.scan.literals
            self.indices()
            assert self._by_index is not None
            self._grouped = {lits[i]: places for i, places in self._by_index.items()}
        return self._grouped

    def keys(self) -> frozenset[str]:
        """The literals found, as a set: each family's plan intersects it with its own literals
        (set with set runs in C over the smaller of the two)."""
        if self._keys is None:
            self._keys = frozenset(self.get())
        return self._keys


def starts_near(
    ctx: MemoContext, regex: re.Pattern[str], text: str, pf: Prefilter | None, space: str = "subject"
) -> Iterator[re.Match[str]] | None:
    """``regex.finditer(text)`` for a short ``text`` (the context's text in form ``space``) when
    every match starts with one of ``pf``'s literals (``Prefilter.anchored``) and the table's scan
    of the text looked for all of them: the regex is then matched only where they occur. None
    otherwise (the caller searches the text whole).

    On a text message a family's search tries the pattern at nearly every position (10-60 µs for
    the long alternations); the scan has already found the few places a match can start."""
    if pf is None or not pf.anchored:
        return None
    found = ctx.memo.get(_memo_key(space))
    if not isinstance(found, Found) or not found.scan.covers(pf.literals):
        return None
    occ = found.get()
    starts = sorted({start for lit in pf.literals & found.keys() for _, start, _ in occ[lit]})
    return _merged(regex, text, starts, [])


def finditer_near(
    ctx: MemoContext, regex: re.Pattern[str], text: str, pf: Prefilter, space: str = "subject"
) -> Iterator[re.Match[str]] | None:
    """``regex.finditer(text)`` for a long ``text`` (the context's text in form ``space``), searched
    only at or near the places where the table's scan found the literals (``windowed_finditer``);
    None when no scan looked for all of ``pf``'s literals, and the caller must search by itself."""
    found = ctx.memo.get(_memo_key(space))
    if not isinstance(found, Found) or not found.scan.covers(pf.literals):
        return None
    scan = found.scan
    return windowed_finditer(regex, text, pf, found.get(), scan.scanned, plan=scan.plan(regex), keys=found.keys())


def windowed_finditer(
    regex: re.Pattern[str],
    text: str,
    pf: Prefilter,
    occ: Occurrences,
    scanned: frozenset[str] = frozenset(),
    *,
    plan: _Plan | None | bool = False,
    keys: frozenset[str] | None = None,
) -> Iterator[re.Match[str]]:
    """The matches ``regex.finditer(text)`` yields, found by searching only at or near the places
    where literals occur (``occ``: where each of ``scanned`` occurs, or each of the prefilter's
    literals when ``scanned`` is empty; ``scanned`` holds them).

    Each top-level alternative of the regex is found from its own literals (``_Plan``). One whose
    start literals, or whose other literals, occur nowhere cannot match and is passed over. Else it
    is tried at the occurrences of its start literals, or searched for in windows as wide as its own
    longest match around its other literals, whichever is less work in this text. When some
    alternative can be found neither way, the prefilter's literals serve for the whole regex.
    ``plan``: ``plan_of(regex, scanned)`` when the caller keeps it (False: worked out here);
    ``keys``: ``frozenset(occ)`` when the caller keeps it.
    """
    if plan is False:
        plan = plan_of(regex, scanned or pf.literals)
    assert not isinstance(plan, bool)
    if plan is None:
        return _whole(regex, text, pf, occ)
    found = plan.keys & (frozenset(occ) if keys is None else keys)
    present = set().union(*map(plan.index.__getitem__, found))  # the sets one of whose literals occurs
    at: set[str] = set()
    find: set[str] = set()
    windows: dict[str, tuple[int, int]] = {}
    runs: list[_Way] = []
    for first, parts in plan.owners:
        if first >= 0 and first not in present:
            continue  # every match of these holds one of some literals, and none of them occurs
        for part in parts:
            if not part.slots <= present:
                continue
            if part.whole:
                return _whole(regex, text, pf, occ)  # an alternative found no way but by the whole regex
            if part.run is not None:
                runs.append(part)  # searched around its literals, its windows stretched over class runs
                continue
            by_window = None
            lits = part.literals
            if part.span:
                assert lits is not None
                n = _count(occ, lits, found)
                for need in part.more:
                    if n and (count := _count(occ, need, found)) < n:
                        lits, n = need, count
                by_window = n * part.span
            if part.starts is not None and (
                by_window is None or _count(occ, part.starts, found) * _POINT_COST <= by_window
            ):
                at.update(part.starts & found)
            elif by_window is not None and (part.finds is None or by_window <= len(part.finds) * len(text) // 64):
                assert lits is not None
                for lit in lits:
                    width, reach = windows.get(lit, (0, 0))
                    windows[lit] = (max(width, part.width), max(reach, part.reach))
            else:
                assert part.finds is not None
                find.update(part.finds)
    points = sorted({start for lit in at for _, start, _ in occ.get(lit, ())} | _found(text, find))
    stretched = _run_windows(runs, occ, text, len(text) // 3 - len(points) * _POINT_COST)
    if stretched is None:
        return regex.finditer(text)  # literals everywhere, or long runs around them: one scan is cheaper
    ranges = _ranges(windows, occ, len(text), stretched)
    if (len(points) * _POINT_COST + sum(hi - lo for lo, _, hi in ranges)) * 3 > len(text):
        return regex.finditer(text)  # literals everywhere: one scan is cheaper
    if not points and not ranges:
        return iter(())
    return _merged(regex, text, points, ranges)


_POINT_COST = 8
"""A ``regex.match`` call costs about as much as scanning this many characters."""


_FIND_AT_MOST = 6
"""Start literals the scan did not look for that a plan may look for itself (``str.find``, about
a 64th of the cost of a regex scan each), rather than scanning the whole text with the regex."""


class _Way:
    """How one alternative can be found, from literals whose places are known: ``starts`` (its
    matches start with one; None: not known), ``literals`` (its matches hold one; None: not known),
    ``finds`` (its start literals, when few and not scanned: found with ``str.find``), and the
    ``width`` and ``reach`` of a window around a literal (``span``: both; 0 when unbounded).
    ``slots``: the numbers (in ``_Plan``) of the sets of literals its matches hold one of each."""

    __slots__ = ("finds", "literals", "more", "reach", "run", "slots", "span", "starts", "whole", "width")

    def __init__(
        self,
        starts: frozenset[str] | None,
        literals: frozenset[str] | None,
        finds: frozenset[str] | None,
        width: int,
        reach: int,
        *,
        run: Runs | None = None,
        more: tuple[frozenset[str], ...] = (),
    ) -> None:
        self.starts = starts
        self.literals = literals
        self.more = more
        """Other sets of literals the scan looked for, every match holding one of each: the windows
        are as valid around them (a window reaches a match's width before a literal's end and its
        reach past the literal's start, wherever in the match the literal sits), and in a text where
        one of them occurs less often than ``literals``, fewer windows are searched."""
        self.finds = finds
        self.width = width
        self.reach = reach
        self.span = width + reach if literals is not None and reach else 0
        self.run = run if starts is None and finds is None and not self.span and literals is not None else None
        """Its windows around ``literals``, when its only unbounded parts are runs of a class
        (``runs.py``) and it can be found no cheaper way."""
        self.whole = starts is None and finds is None and not self.span and self.run is None
        """Found no way but by searching the whole regex (``_whole``), when its literals occur."""
        self.slots: frozenset[int] = frozenset()


class _Plan:
    """The ways of a regex's alternatives, and for each known literal the numbers of the sets it
    belongs to: one per set of literals some alternative's matches hold one of."""

    __slots__ = ("index", "keys", "owners", "whole")

    def __init__(self, parts: list[_Way], needs: list[list[frozenset[str]]]) -> None:
        index: dict[str, list[int]] = {}
        slot_of: dict[frozenset[str], int] = {}

        def slot(strings: frozenset[str]) -> int:
            if strings not in slot_of:
                slot_of[strings] = len(slot_of)
                for lit in strings:
                    index.setdefault(lit, []).append(slot_of[strings])
            return slot_of[strings]

        owners: dict[int, list[_Way]] = {}
        for part, more in zip(parts, needs, strict=True):
            slots = [slot(s) for s in (part.starts, part.literals, *more) if s is not None]
            part.slots = frozenset(slots)
            # one needing no literal at all (found by str.find alone) is never passed over
            owners.setdefault(slots[0] if slots else -1, []).append(part)
        self.index = {lit: tuple(slots) for lit, slots in index.items()}
        self.keys = frozenset(index)
        self.owners = list(owners.items())
        """The alternatives by the first set of literals they need: in a long text most of those
        sets occur nowhere, and the alternatives needing them are passed over together."""
        self.whole = any(part.whole for part in parts)
        """Some alternative is searched for with the whole regex in a text that holds its literals."""


def _count(occ: Occurrences, literals: frozenset[str] | None, found: frozenset[str]) -> int:
    """How many times ``literals`` occur (``found``: those of them, and others, that do)."""
    return sum(len(occ[lit]) for lit in literals & found) if literals is not None else 0


def _found(text: str, literals: set[str]) -> set[int]:
    """Where each of ``literals`` starts in ``text``, overlapping occurrences included."""
    out: set[int] = set()
    for lit in literals:
        i = text.find(lit)
        while i != -1:
            out.add(i)
            i = text.find(lit, i + 1)
    return out


def plan_of(regex: re.Pattern[str], scanned: frozenset[str]) -> _Plan | None:
    """The plan for a regex given the literals a scan found the places of; None when some
    alternative can be found from none of them, nor passed over when some of them are absent.

    An alternative with literals but no bounded window around them (an unbounded gap after its
    phrase) needs the whole regex searched (``_whole``), but only in a text where its literals
    occur: in any other, the family's other alternatives are still searched near theirs."""
    parts = parts_of(regex.pattern, regex.flags)
    if parts is None:
        return None
    runs: tuple[Runs | None, ...] | None = None
    ways: list[_Way] = []
    needs: list[list[frozenset[str]]] = []
    for i, part in enumerate(parts):
        starts = part.starts if part.starts is not None and part.starts <= scanned else None
        literals = part.literals if part.literals is not None and part.literals <= scanned else None
        finds = None
        if starts is None and part.starts is not None:
            if len(part.starts - scanned) <= _FIND_AT_MOST:
                finds = part.starts
            else:
                starts = _scanned_prefixes(part.starts, scanned)
        bounded = literals is not None and part.reach is not None
        more = [need for need in part.needs if need <= scanned]
        if starts is None and finds is None and not bounded and literals is None and not more:
            return None  # it may match anywhere: only the whole regex finds it
        run = None
        if starts is None and finds is None and not bounded and literals is not None:
            runs = runs_of(regex.pattern, regex.flags) if runs is None else runs
            run = runs[i] if runs is not None and len(runs) == len(parts) else None
        ways.append(_Way(starts, literals, finds, part.width or 0, part.reach or 0, run=run, more=tuple(more)))
        needs.append(more)
    return _Plan(ways, needs)


def _scanned_prefixes(starts: frozenset[str], scanned: frozenset[str]) -> frozenset[str] | None:
    """Strings the scan looked for, one of which each match starts with: for each of ``starts``,
    the shortest prefix it looked for ("ac" for "ac no: "); None when one has none."""
    out = set()
    for start in starts:
        found = next((start[:n] for n in range(1, len(start) + 1) if start[:n] in scanned), None)
        if found is None:
            return None
        out.add(found)
    return frozenset(out)


def _ranges(
    windows: dict[str, tuple[int, int]], occ: Occurrences, size: int, more: list[tuple[int, int, int]]
) -> list[tuple[int, int, int]]:
    """Merged windows (lo, last, hi): a match found from a window literal starts in [lo, last], and
    everything the regex looks at for it lies before hi (``more``: windows worked out already)."""
    found = sorted(
        [
            (max(0, end - width), start, min(size, start + reach))
            for lit, (width, reach) in windows.items()
            for _, start, end in occ.get(lit, ())
        ]
        + more
    )
    merged: list[tuple[int, int, int]] = []
    for lo, last, hi in found:
        if merged and lo <= merged[-1][1] + 1:
            p_lo, p_last, p_hi = merged[-1]
            merged[-1] = (p_lo, max(p_last, last), max(p_hi, hi))
        else:
            merged.append((lo, last, hi))
    return merged


def _run_windows(ways: list[_Way], occ: Occurrences, text: str, budget: int) -> list[tuple[int, int, int]] | None:
    """The windows (lo, last, hi) of the alternatives searched around their literals across runs
    of a class (``runs.Runs``): each place of a literal once per alternative. None once the windows
    add up to more than ``budget`` characters: finding a window's ends costs about its width, so
    in a hostile run of one class (every place's window reaching back to the run's start) the work
    stops at a few times the text's length instead of growing with the square of it.

    The places are taken in text order, and one only a run of the class apart from the one before
    reuses its ends (``Runs.crossed``: the same ``back``, the same ``ahead``) for a point's cost: a
    line of forty "*" holds thirty-nine "**" and thirty-eight "***", each with the whole line's
    window, which sent a masked number's family to a search of the whole text."""
    out = []
    for way in ways:
        run = way.run
        assert run is not None and way.literals is not None
        places = sorted((start, end) for lit in way.literals for _, start, end in occ.get(lit, ()))
        last_start = last_end = -1
        lo = hi = 0
        for start, end in places:
            same_lo = last_end >= 0 and run.crossed(text, last_end, end)
            same_hi = last_start >= 0 and run.crossed(text, last_start, start)
            if same_lo and same_hi:
                budget -= _POINT_COST
            else:
                lo = lo if same_lo else run.back(text, end)
                hi = hi if same_hi else run.ahead(text, start)
                budget -= max(hi - lo, _POINT_COST)
            if budget < 0:
                return None
            out.append((lo, start, hi))
            last_start, last_end = start, end
    return out


def _merged(
    regex: re.Pattern[str], text: str, points: list[int], ranges: list[tuple[int, int, int]]
) -> Iterator[re.Match[str]]:
    """``regex.finditer(text)`` when every match starts at one of ``points`` or in a range.

    Two ascending streams of places where the regex matches (a point where ``regex.match``
    succeeds; the first place in a range where a search cut at the range's end finds a match and
    the uncut text confirms it) are merged, and each next match is the earliest at or after the end
    of the last one, as ``finditer`` takes them. A search cut short can miss a match of an unbounded
    alternative, but such an alternative is found at its points; a match it finds past the range's
    last start is left to the stream that holds that place.
    """
    pi = 0
    ri = 0
    at = ranges[0][0] if ranges else 0
    from_point: re.Match[str] | None = None
    from_range: re.Match[str] | None = None
    pos = 0
    while True:
        if from_point is None or from_point.start() < pos:
            from_point = None
            while pi < len(points):
                p = points[pi]
                pi += 1
                if p >= pos and (m := regex.match(text, p)) is not None:
                    from_point = m
                    break
        if from_range is None or from_range.start() < pos:
            from_range = None
            while ri < len(ranges):
                lo, last, hi = ranges[ri]
                at = max(at, lo, pos)
                m = regex.search(text, at, hi) if at <= last else None
                if m is None or m.start() > last:
                    ri += 1
                    continue
                at = m.start() + 1
                full = regex.match(text, m.start())
                if full is not None:  # else only the cut made it match
                    from_range = full
                    break
        if from_point is None and from_range is None:
            return
        if from_range is None or (from_point is not None and from_point.start() <= from_range.start()):
            m = from_point
        else:
            m = from_range
        assert m is not None
        yield m
        pos = max(m.end(), m.start() + 1)


def _whole(regex: re.Pattern[str], text: str, pf: Prefilter, occ: Occurrences) -> Iterator[re.Match[str]]:
    """Windowed search with the prefilter of the whole regex.

    Anchored: every match starts with a literal, so the regex is tried at those places only.
    Otherwise every match contains a literal and is at most ``pf.width`` long, so it lies within
    ``width`` characters of an occurrence: each window is searched (with a margin for lookarounds)
    and a candidate is confirmed by matching at its start on the whole text, so a lookahead cut short
    by the window's end can never yield a match the plain search would not.
    """
    if pf.width is None and not pf.anchored:
        if not pf.literals.isdisjoint(occ):
            yield from regex.finditer(text)
        return
    starts = sorted({start for lit in pf.literals for _, start, _ in occ.get(lit, ())})
    if pf.anchored:
        yield from _merged(regex, text, starts, [])
        return
    windows = _windows(starts, pf, occ)
    if sum(hi - lo for lo, hi in windows) * 3 > len(text):
        yield from regex.finditer(text)  # windows cover much of the text: one scan is cheaper
        return
    yield from in_windows(regex, text, windows)


def _windows(starts: list[int], pf: Prefilter, occ: Occurrences) -> list[list[int]]:
    assert pf.width is not None
    reach = pf.width + _MARGIN
    longest = max(map(len, pf.literals))
    windows: list[list[int]] = []
    for start in starts:
        lo, hi = max(0, start - reach), start + longest + reach
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    return windows


def in_windows(regex: re.Pattern[str], text: str, windows: list[list[int]]) -> Iterator[re.Match[str]]:
    """``regex.finditer(text)`` when every match starts in one of ``windows`` ([lo, hi], ascending,
    apart) and everything the regex reads for it lies before hi: each window is searched cut at hi,
    and a candidate is confirmed by matching at its start on the whole text (a look-ahead cut short
    by the window's end can never yield a match the plain search would not)."""
    pos = 0
    for lo, hi in windows:
        at = max(lo, pos)
        while at < hi:
            m = regex.search(text, at, min(hi, len(text)))
            if m is None:
                break
            full = regex.match(text, m.start())
            if full is None:  # only the truncated window made it match
                at = m.start() + 1
                continue
            yield full
            pos = at = max(full.end(), full.start() + 1)
