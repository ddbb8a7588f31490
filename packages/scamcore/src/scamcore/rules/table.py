"""A rule table that decides in one pass which rules a text can fire, before calling any of them.

Most of a table's ~200 rules are phrase families, and a message holds the words of only a few:
calling every rule just to have it find its words absent cost more than half of an SMS check.
So each rule whose check carries a ``Prefilter`` (the literals one of which any match contains)
is indexed by those literals; one Aho-Corasick scan of the text per text form (a compiled automaton
from ``ahocorasick_rs``, Rust) finds which literals occur, and only the rules they point to, plus
the rules that have no prefilter (composites, dampeners, bespoke checks), run, in table order.

Skipping is exact: a rule is skipped only when none of its required literals occurs, in which case
its pattern cannot match. ``tests/core/test_prefilter.py`` runs tables both ways and compares.
The occurrences are also kept in the rule context's memo, so that in a long text a phrase family
runs its regex only near them (see ``_phrases.Gated``).
"""

from __future__ import annotations

import re
import threading
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Generic, TypeGuard, TypeVar

import ahocorasick_rs

from ..limits import LONG_TEXT
from ..once import Once
from .base import Finding, MemoContext, Rule, finding_of
from .prefilter import Prefilter, parts_of

__all__ = [
    "After",
    "Occurrences",
    "RuleTable",
    "after",
    "finditer_near",
    "in_windows",
    "occurrences",
    "plan_of",
    "prefilter_of",
    "scanned",
    "windowed_finditer",
]


C = TypeVar("C", bound=MemoContext)

_MARGIN = 40
"""Characters added on both sides of a search window, for lookarounds next to a match."""

Occurrences = dict[str, list[tuple[int, int, int]]]
"""Where each literal of a table occurs in one form of the text: literal -> [(index, start, end), ...]
(the automaton's own tuples, with the literal's index in its list: grouping them costs no copy)."""


def _memo_key(space: str) -> str:
    return "_OCCURRENCES_" + space


class After:
    """A composite check that can only fire after one of some earlier rules did.

    The table tests that in C (one set intersection over the hits so far) before calling the check:
    most messages fire none of a script's predicates, and a tier over them need not run.
    """

    __slots__ = ("check", "ids", "prefix")

    def __init__(self, check: Callable[[Any], str | None], ids: Iterable[str], prefix: str | None) -> None:
        self.check = check
        self.ids = frozenset(ids)
        self.prefix = prefix

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)

    def resolve(self, rule_ids: Iterable[str]) -> frozenset[str]:
        """The rule ids that must have fired: the named ones, and the table's ids with the prefix."""
        prefix = self.prefix
        return self.ids | {rid for rid in rule_ids if prefix is not None and rid.startswith(prefix)}


def after(
    check: Callable[[Any], str | None], ids: Iterable[str] = (), *, prefix: str | None = None
) -> Callable[[Any], str | None]:
    """Mark ``check`` as firing only when one of ``ids`` (or of the rules whose id starts with
    ``prefix``) fired before it: the rule table then skips it while none has."""
    return After(check, ids, prefix)


def prefilter_of(rule: Rule[C]) -> Prefilter | None:
    """A rule's prefilter: from its pattern, or the one its check object carries."""
    if rule.pattern is not None:
        return Prefilter.of(rule.pattern)
    found = getattr(rule.check, "prefilter", None)
    return found if isinstance(found, Prefilter) else None


class _Scan:
    """One automaton over some literals, and what a windowed search works out from them per regex.

    Built once (the long-text scan under ``_Space``'s lock): the caches below are keyed by the
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


class _Space(Generic[C]):
    """One form of the text (``subject``, ``flat``...), with the automaton of its literals.

    A long text is scanned by a second automaton that also looks for the literals of every
    alternative of the space's patterns (``Prefilter.parts``): they say nothing about which rules
    to run, but they let each alternative be searched for only where it can match
    (``windowed_finditer``). Short texts never need them, so they are built on the first long one,
    once, however many threads meet long texts first (``once.Once``).
    """

    __slots__ = ("_long", "prefilters", "rules_of", "short", "text_of")

    def __init__(
        self,
        text_of: Callable[[C], str],
        literals: list[str],
        rules_of: list[tuple[int, ...]],
        prefilters: list[Prefilter],
    ) -> None:
        self.text_of = text_of
        self.rules_of = rules_of
        self.prefilters = prefilters
        self.short = _Scan(literals)
        self._long = Once(self._build_long)

    def long(self) -> _Scan:
        """The scan for long texts: its literals are the space's own first, so a literal's index
        still finds its rules."""
        return self._long.get()

    def _build_long(self) -> _Scan:
        own = self.short
        extra: dict[str, None] = {}
        for pf in self.prefilters:
            for part in pf.parts or ():
                for strings in filter(_rare, (part.starts, part.literals, *part.needs)):
                    extra.update(dict.fromkeys(sorted(strings)))
        return _Scan(own.literals + [lit for lit in extra if lit not in own.scanned])


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


# From LONG_TEXT on, a text is scanned for the literals of every alternative too (``_Space.long``).


class RuleTable(Generic[C]):
    """Rules in order, indexed by their required literals. ``run`` is ``base.run_rules`` made selective."""

    def __init__(self, rules: Sequence[Rule[C]], spaces: Mapping[str, Callable[[C], str]]) -> None:
        self.rules = tuple(rules)
        always: list[int] = []
        by_space: dict[str, dict[str, list[int]]] = {name: {} for name in spaces}
        prefilters: dict[str, list[Prefilter]] = {name: [] for name in spaces}
        for i, rule in enumerate(self.rules):
            pf = prefilter_of(rule)
            if pf is None or pf.space not in by_space:
                always.append(i)
                continue
            prefilters[pf.space].append(pf)
            index = by_space[pf.space]
            for lit in pf.literals:
                index.setdefault(lit, []).append(i)
        self._always = frozenset(always)
        self._calls = [_evaluator(r) for r in self.rules]
        ids = [r.id for r in self.rules]
        self._after = [r.check.resolve(ids) if isinstance(r.check, After) else None for r in self.rules]
        self._spaces = [
            (name, _Space[C](spaces[name], list(index), [tuple(ids) for ids in index.values()], prefilters[name]))
            for name, index in by_space.items()
            if index
        ]

    def candidates(self, ctx: C) -> list[int]:
        """Positions of the rules that may fire on this text, ascending. Also leaves each space's
        occurrences in the memo, for windowed search."""
        found_rules = set(self._always)
        for name, space in self._spaces:
            text = space.text_of(ctx)
            rules_of = space.rules_of
            if len(text) < LONG_TEXT:
                scan = space.short
                found = scan.automaton.find_matches_as_indexes(text, overlapping=True)
                ctx.memo[_memo_key(name)] = _Lazy(scan, found)
                for i in {hit[0] for hit in found}:
                    found_rules.update(rules_of[i])
                continue
            scan = space.long()
            lazy = _Lazy(scan, scan.automaton.find_matches_as_indexes(text, overlapping=True))
            ctx.memo[_memo_key(name)] = lazy
            indexed = len(rules_of)
            for i in lazy.indices():  # a long text's places are always wanted: grouped at once
                if i < indexed:
                    found_rules.update(rules_of[i])
        return sorted(found_rules)

    def run(self, ctx: C) -> list[Finding]:
        out: list[Finding] = []
        hits = ctx.hits
        rules = self.rules
        needs = self._after
        calls = self._calls
        for i in self.candidates(ctx):
            need = needs[i]
            if need is not None and need.isdisjoint(hits):
                continue
            evidence = calls[i](ctx)
            if evidence is None:
                continue
            rule = rules[i]
            finding = finding_of(rule, evidence)
            hits[rule.id] = finding
            if not rule.is_predicate:
                out.append(finding)
        return out


def _evaluator(rule: Rule[C]) -> Callable[[C], str | None]:
    """``rule.evaluate`` without its dispatch, called directly by ``run`` for every candidate."""
    if rule.check is not None:
        return rule.check
    return rule.evaluate


class _Lazy:
    """Occurrences grouped by literal on first use: most messages never need positions."""

    __slots__ = ("_by_index", "_found", "_grouped", "scan")

    def __init__(self, scan: _Scan, found: list[tuple[int, int, int]]) -> None:
        self.scan = scan
        self._found = found
        self._by_index: dict[int, list[tuple[int, int, int]]] | None = None
        self._grouped: Occurrences | None = None

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


def occurrences(ctx: MemoContext, literals: frozenset[str], space: str = "subject") -> Occurrences | None:
    """Where ``literals`` occur in ``space``, from the table's scan; None when no scan looked for all
    of them (a pattern a bespoke check uses, not indexed by the table, must search by itself)."""
    found = ctx.memo.get(_memo_key(space))
    if not isinstance(found, _Lazy):
        return None
    return found.get() if found.scan.covers(literals) else None


def scanned(ctx: MemoContext, space: str = "subject") -> frozenset[str]:
    """The literals the table's scan of ``space`` looked for (empty when none ran): the places of
    all of them are in ``occurrences``."""
    found = ctx.memo.get(_memo_key(space))
    return found.scan.scanned if isinstance(found, _Lazy) else frozenset()


def finditer_near(
    ctx: MemoContext, regex: re.Pattern[str], text: str, pf: Prefilter, space: str = "subject"
) -> Iterator[re.Match[str]] | None:
    """``regex.finditer(text)`` for a long ``text`` (the context's text in form ``space``), searched
    only at or near the places where the table's scan found the literals (``windowed_finditer``);
    None when no scan looked for all of ``pf``'s literals, and the caller must search by itself."""
    found = ctx.memo.get(_memo_key(space))
    if not isinstance(found, _Lazy) or not found.scan.covers(pf.literals):
        return None
    scan = found.scan
    return windowed_finditer(regex, text, pf, found.get(), scan.scanned, plan=scan.plan(regex))


def windowed_finditer(
    regex: re.Pattern[str],
    text: str,
    pf: Prefilter,
    occ: Occurrences,
    scanned: frozenset[str] = frozenset(),
    *,
    plan: _Plan | None | bool = False,
) -> Iterator[re.Match[str]]:
    """The matches ``regex.finditer(text)`` yields, found by searching only at or near the places
    where literals occur (``occ``: where each of ``scanned`` occurs, or each of the prefilter's
    literals when ``scanned`` is empty; ``scanned`` holds them).

    Each top-level alternative of the regex is found from its own literals (``_Plan``). One whose
    start literals, or whose other literals, occur nowhere cannot match and is passed over. Else it
    is tried at the occurrences of its start literals, or searched for in windows as wide as its own
    longest match around its other literals, whichever is less work in this text. When some
    alternative can be found neither way, the prefilter's literals serve for the whole regex.
    ``plan``: ``plan_of(regex, scanned)`` when the caller keeps it (False: worked out here).
    """
    if plan is False:
        plan = plan_of(regex, scanned or pf.literals)
    assert not isinstance(plan, bool)
    if plan is None:
        return _whole(regex, text, pf, occ)
    found = plan.keys & occ.keys()
    present = set().union(*map(plan.index.__getitem__, found))  # the sets one of whose literals occurs
    at: set[str] = set()
    find: set[str] = set()
    windows: dict[str, tuple[int, int]] = {}
    for first, parts in plan.owners:
        if first >= 0 and first not in present:
            continue  # every match of these holds one of some literals, and none of them occurs
        for part in parts:
            if not part.slots <= present:
                continue
            by_window = _count(occ, part.literals, found) * part.span if part.span else None
            if part.starts is not None and (
                by_window is None or _count(occ, part.starts, found) * _POINT_COST <= by_window
            ):
                at.update(part.starts & found)
            elif by_window is not None and (part.finds is None or by_window <= len(part.finds) * len(text) // 64):
                assert part.literals is not None
                for lit in part.literals:
                    width, reach = windows.get(lit, (0, 0))
                    windows[lit] = (max(width, part.width), max(reach, part.reach))
            else:
                assert part.finds is not None
                find.update(part.finds)
    points = sorted({start for lit in at for _, start, _ in occ.get(lit, ())} | _found(text, find))
    ranges = _ranges(windows, occ, len(text))
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

    __slots__ = ("finds", "literals", "reach", "slots", "span", "starts", "width")

    def __init__(
        self,
        starts: frozenset[str] | None,
        literals: frozenset[str] | None,
        finds: frozenset[str] | None,
        width: int,
        reach: int,
    ) -> None:
        self.starts = starts
        self.literals = literals
        self.finds = finds
        self.width = width
        self.reach = reach
        self.span = width + reach if literals is not None and reach else 0
        self.slots: frozenset[int] = frozenset()


class _Plan:
    """The ways of a regex's alternatives, and for each known literal the numbers of the sets it
    belongs to: one per set of literals some alternative's matches hold one of."""

    __slots__ = ("index", "keys", "owners")

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
    alternative can be found from none of them."""
    parts = parts_of(regex.pattern, regex.flags)
    if parts is None:
        return None
    ways: list[_Way] = []
    needs: list[list[frozenset[str]]] = []
    for part in parts:
        starts = part.starts if part.starts is not None and part.starts <= scanned else None
        literals = part.literals if part.literals is not None and part.literals <= scanned else None
        finds = None
        if starts is None and part.starts is not None and len(part.starts - scanned) <= _FIND_AT_MOST:
            finds = part.starts
        bounded = literals is not None and part.reach is not None
        if starts is None and finds is None and not bounded:
            return None
        ways.append(_Way(starts, literals, finds, part.width or 0, part.reach or 0))
        needs.append([need for need in part.needs if need <= scanned])
    return _Plan(ways, needs)


def _ranges(windows: dict[str, tuple[int, int]], occ: Occurrences, size: int) -> list[tuple[int, int, int]]:
    """Merged windows (lo, last, hi): a match found from a window literal starts in [lo, last], and
    everything the regex looks at for it lies before hi."""
    found = sorted(
        (max(0, end - width), start, min(size, start + reach))
        for lit, (width, reach) in windows.items()
        for _, start, end in occ.get(lit, ())
    )
    merged: list[tuple[int, int, int]] = []
    for lo, last, hi in found:
        if merged and lo <= merged[-1][1] + 1:
            p_lo, p_last, p_hi = merged[-1]
            merged[-1] = (p_lo, max(p_last, last), max(p_hi, hi))
        else:
            merged.append((lo, last, hi))
    return merged


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
    starts = sorted({start for lit in pf.literals for _, start, _ in occ.get(lit, ())})
    if pf.anchored:
        yield from _merged(regex, text, starts, [])
        return
    if pf.width is None:
        if starts:
            yield from regex.finditer(text)
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
