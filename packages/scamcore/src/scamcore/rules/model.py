"""The rows a rule table is written in, and what checks them when the tables load.

A family file is a tuple of rows of three kinds, turned into the table's ``Rule`` objects by ``rows``:

- ``Rule`` (base.py): a pattern or a check. Ids starting with ``_`` are weightless predicates.
- ``Composite``: fires when all of ``needs`` fired (an entry may be a tuple: one of those ids), none
  of ``unless`` did, and its optional ``check`` agrees; it has its own weight.
- ``Script``: weightless stock phrases (``Member`` rows, and ids of rows defined elsewhere) scored in
  ``Tier`` rows by how many fire, as SpamAssassin's ``20_advance_fee.cf`` counts its ``__FRAUD``
  predicates. Marks of genuine mail lower the count by the script's one declared ``Discount``.

- ``Spread``: tiers scored by how many kinds of sign fired (families, or separate link signs).

A script's count, tiers and discount, and a spread's count, are computed here, not in a family
file. Every id is written out literally in the row that defines it, so that grepping an id a result
shows lands on its row.

Every row declares the hits it reads (``Rule.reads``, ``Rule.reads_groups``, or a row kind's own
fields). ``order`` derives the run order from those declarations, so the registries list family
modules in any order; ``check_references`` fails loudly when a row names an id no row defines, and
``tests/core/test_rule_reads.py`` when a check reads a hit its row does not declare.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

from .base import Rule, Source, any_hit
from .prefilter import Prefilter
from .table import After, after

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "Composite",
    "Discount",
    "Member",
    "Need",
    "Row",
    "Rule",
    "Script",
    "Spread",
    "Tier",
    "check_references",
    "order",
    "reads_of",
    "rows",
]

Need = str | tuple[str, ...]
"""An id that must have fired, or a tuple of ids one of which must have."""

_QUOTED = 4
"""Members a script's evidence quotes: enough to show the script, short enough to read."""


class _Conditions:
    """``needs`` and ``unless`` sorted once per row: every composite, script tier and spread tier
    asks them on every message it is not skipped for, and a long ``unless`` (the strong scripts a
    dampener stands down for) asked through a generator cost more than the rest of the check.
    Each id is looked up in the hits (``map`` of the hits' own ``__contains__``), never the hits
    walked: a check reads only the ids it declares (``tests/core/test_rule_reads.py``)."""

    __slots__ = ("alone", "either", "unless")

    def __init__(self, needs: Sequence[Need], unless: Sequence[str]) -> None:
        self.alone = tuple(n for n in needs if isinstance(n, str))
        self.either = tuple(n for n in needs if not isinstance(n, str))
        self.unless = tuple(unless)

    def met(self, hits: dict[str, Any]) -> bool:
        """All of ``needs`` fired (one id of each tuple) and none of ``unless``."""
        contains = hits.__contains__
        if not all(map(contains, self.alone)):
            return False
        for ids in self.either:
            if not any(map(contains, ids)):
                return False
        return not any(map(contains, self.unless))


def _ids(needs: Iterable[Need]) -> set[str]:
    return {i for need in needs for i in ((need,) if isinstance(need, str) else need)}


def _skip_unless(check: Callable[[Any], str | None], needs: Sequence[Need]) -> Callable[[Any], str | None]:
    """``check``, which the rule table skips until one id of the first need fired (``table.after``)."""
    if not needs:
        return check
    first = needs[0]
    return after(check, (first,) if isinstance(first, str) else first)


class _Within:
    """A composite with no needs whose own ``check`` fires only near some literals (it carries a
    ``prefilter``, as a phrase family or a ``needing`` check does): the composite can fire only
    where that check can, so the rule table skips it too when none of them occurs. Read when the
    table is built, not here: only the tables a process runs derive their prefilters."""

    __slots__ = ("check", "extra")

    def __init__(self, check: Callable[[Any], str | None], extra: Callable[[Any], str | None]) -> None:
        self.check = check
        self.extra = extra

    @property
    def prefilter(self) -> Prefilter | None:
        found = getattr(self.extra, "prefilter", None)
        return found if isinstance(found, Prefilter) else None

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)


def _gate(
    check: Callable[[Any], str | None], needs: Sequence[Need], extra: Callable[[Any], str | None] | None
) -> Callable[[Any], str | None]:
    """A composite's check as the rule table runs it: skipped until its first need fired, or, with
    no needs, wherever its own ``check`` cannot fire (``_Within``)."""
    if not needs and extra is not None:
        return _Within(check, extra)
    return _skip_unless(check, needs)


@dataclass(frozen=True, slots=True)
class Composite:
    """A rule over other rules' hits, with a weight of its own.

    Its evidence is what the ``quote`` ids that fired found (by default, those of ``needs`` named
    alone; with ``parts``, the first id of each need that fired, joined by " + "), then
    what ``check`` returns: None when the check says no, "" when it agrees but has nothing to add.
    """

    id: str
    group: str
    weight: float
    description: str
    fires: tuple[str, ...]
    quiet: tuple[str, ...]
    needs: tuple[Need, ...] = ()
    unless: tuple[str, ...] = ()
    check: Callable[[TextContext], str | None] | None = None
    quote: tuple[str, ...] | None = None
    parts: bool = False
    category: str | None = None
    advice: str | None = None
    source: Source = "text"

    def rule(self) -> Rule[Any]:
        needs, extra, parts = self.needs, self.check, self.parts
        quote = self.quote if self.quote is not None else tuple(n for n in needs if isinstance(n, str))
        met = _Conditions(needs, self.unless).met

        def check(ctx: Any) -> str | None:
            hits = ctx.hits
            if not met(hits):
                return None
            if parts:  # what each need found (its id where it quoted nothing), each once
                found = " + ".join(dict.fromkeys(any_hit(ctx, (n,) if isinstance(n, str) else n) or "" for n in needs))
            else:
                found = "; ".join(hits[q].evidence for q in quote if q in hits)
            if extra is None:
                return found
            more = extra(ctx)
            if more is None:
                return None
            return f"{found}; {more}" if found and more else found or more

        return Rule(
            id=self.id,
            group=self.group,
            weight=self.weight,
            description=self.description,
            fires=self.fires,
            quiet=self.quiet,
            check=_gate(check, needs, extra),
            category=self.category,
            advice=self.advice,
            source=self.source,
            reads=frozenset(_ids(needs) | set(self.unless) | set(quote)),
        )


@dataclass(frozen=True, slots=True)
class Member:
    """One weightless stock phrase of a script: its group and category are the script's."""

    id: str
    description: str
    check: Callable[[TextContext], str | None]
    fires: str | tuple[str, ...]
    quiet: str | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Tier:
    """A script's score once ``at_least`` of its members fired (after the discount), up to the next
    tier's ``at_least``: a script's tiers are exclusive."""

    at_least: int
    id: str
    weight: float
    description: str
    fires: tuple[str, ...]
    quiet: tuple[str, ...]
    advice: str | None = None

    def rule(self, group: str, category: str | None, check: Callable[[Any], str | None], **more: Any) -> Rule[Any]:
        """This tier as the rule a table runs: a ``Script``'s and a ``Spread``'s tiers differ only
        in their check and in what they declare they read (``more``)."""
        return Rule(
            id=self.id,
            group=group,
            weight=self.weight,
            description=self.description,
            fires=self.fires,
            quiet=self.quiet,
            check=check,
            category=category,
            advice=self.advice,
            **more,
        )


@dataclass(frozen=True, slots=True)
class Discount:
    """How marks of genuine mail (a quoted thread, a list footer...: ``marks``, ids of predicates)
    lower a script's count: ``count // divide - subtract``. A discussion that quotes a scam, or a
    newsletter about fraud, has many of a script's phrases but is not itself a scam."""

    marks: tuple[str, ...]
    divide: int = 1
    subtract: int = 0


def _same_stretch(text: str, first: str, second: str) -> bool:
    """Whether two quotes overlap where each first occurs in ``text`` (whitespace runs as one space,
    case ignored). A quote not found as such (shortened for display) counts as elsewhere."""
    flat = " ".join(text.split()).lower()
    spans: list[tuple[int, int]] = []
    for quote in (first, second):
        q = " ".join(quote.split()).lower()
        at = flat.find(q) if q else -1
        if at < 0:
            return False
        spans.append((at, at + len(q)))
    (a0, a1), (b0, b1) = spans
    return a0 < b1 and b0 < a1


@dataclass(frozen=True, slots=True)
class Script:
    """Stock phrases harmless one at a time, scored by how many of them a message holds.

    ``members`` are the script's own predicates (``Member``) and the rows it needs placed among them
    (a ``Rule`` or a ``Composite``, counted too); ``also`` names rows defined elsewhere that count as
    members. A tier fires only when ``needs`` and ``unless`` hold (as for a ``Composite``) and
    ``when`` agrees. ``overlaps`` pairs a member with members that add nothing to the count when it
    fired (two ways of saying the same thing). With ``say_count``, the evidence opens with how many
    members fired.
    """

    group: str
    category: str
    members: tuple[Member | Rule[Any] | Composite, ...]
    tiers: tuple[Tier, ...]
    also: tuple[str, ...] = ()
    needs: tuple[Need, ...] = ()
    unless: tuple[str, ...] = ()
    when: Callable[[TextContext], bool] | None = None
    reads: tuple[str, ...] = ()
    """Ids ``when`` reads, declared so that they are checked like the others."""
    discount: Discount | None = None
    overlaps: tuple[tuple[str, tuple[str, ...]], ...] = ()
    same_phrase: tuple[tuple[str, str], ...] = ()
    """Pairs of members that count once when both quote one stretch of the text: two tables reading
    the same words ("unusual sign-in") saw one pretext, while the same two on separate sentences are
    two. Unlike ``overlaps``, which drops a member whatever it quoted."""
    say_count: bool = False
    member_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """The members' ids and ``also``: worked out once, since every tier's check reads them."""
    conditions: _Conditions = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_tiers(self.tiers)
        object.__setattr__(self, "member_ids", (*(m.id for m in self.members), *self.also))
        object.__setattr__(self, "conditions", _Conditions(self.needs, self.unless))

    def count(self, ctx: TextContext) -> tuple[int, list[str]] | None:
        """The discounted count of members that fired and their ids in table order, or None when
        the script's conditions do not hold."""
        hits = ctx.hits
        if not self.conditions.met(hits) or (self.when is not None and not self.when(ctx)):
            return None
        ids = [m for m in self.member_ids if m in hits]
        n = len(ids)
        for first, same in self.overlaps:
            if first in hits:
                n -= sum(s in hits for s in same)
        for a, b in self.same_phrase:
            if a in hits and b in hits and _same_stretch(ctx.subject, hits[a].evidence, hits[b].evidence):
                n -= 1
        d = self.discount
        if d is not None and any(map(hits.__contains__, d.marks)):
            n = n // d.divide - d.subtract
        return n, ids

    def _tier_check(self, lo: int, hi: int | None) -> Callable[[Any], str | None]:
        def check(ctx: TextContext) -> str | None:
            counted = self.count(ctx)
            if counted is None:
                return None
            n, ids = counted
            if n < lo or (hi is not None and n >= hi):
                return None
            quoted = "; ".join(ctx.hits[i].evidence for i in ids[:_QUOTED])
            return f"{len(ids)} phrases: {quoted}" if self.say_count else quoted

        # a tier needs its first need, or else at least one member, before it is worth counting
        return _skip_unless(check, self.needs or (self.member_ids,))

    def rules(self) -> tuple[Rule[Any], ...]:
        out: list[Rule[Any]] = []
        for m in self.members:
            if isinstance(m, Member):
                out.append(
                    Rule(
                        id=m.id,
                        group=self.group,
                        weight=0,
                        description=m.description,
                        fires=(m.fires,) if isinstance(m.fires, str) else m.fires,
                        quiet=(m.quiet,) if isinstance(m.quiet, str) else m.quiet,
                        check=m.check,
                        category=self.category,
                    )
                )
            else:
                out.extend(rows(m))
        reads = frozenset(
            set(self.member_ids)
            | _ids(self.needs)
            | set(self.unless)
            | set(self.reads)
            | set(self.discount.marks if self.discount else ())
            | {i for first, same in self.overlaps for i in (first, *same)}
            | {i for pair in self.same_phrase for i in pair}
        )
        out.extend(_tier_rules(self, reads=reads))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Spread:
    """Tiers scored by how many separate kinds of sign fired, as SpamAssassin's meta rules count
    their sub-rules: the distinct ``groups`` with a weighted shown hit (``by="group"``), or the
    distinct weighted shown rules of those groups (``by="rule"``); ``but`` ids never count.

    A family adapts the count through these hooks, never by counting on its own: ``adjust`` adds or
    drops what was counted (a risky link is a family of its own; two rules quoting one word are one
    sign), ``discount`` takes some off (marks of genuine mail), ``when`` says whether to count at
    all, and the lowest tier needs one of ``first_needs`` counted. ``reads``: the ids the hooks look
    up. Tiers are exclusive, or with ``stack`` each fires from its count up. The evidence names the
    groups counted (through ``words``, in its order) or quotes each rule counted.

    ``waits``: where set, the tiers wait (``table.after``) for a shown rule of ``groups`` or one of
    these ids to fire, so that a message with none of them skips the count. Exact only when, with
    none of them fired, ``adjust`` cannot bring the count to the lowest tier (it adds fewer kinds
    than that on its own): ``tests/core/test_table_gates.py`` puts that to the rows' examples.
    """

    group: str
    groups: tuple[str, ...]
    tiers: tuple[Tier, ...]
    by: Literal["group", "rule"] = "group"
    but: tuple[str, ...] = ()
    words: Mapping[str, str] | None = None
    adjust: Callable[[Any, dict[str, str]], None] | None = None
    discount: Callable[[Any], int] | None = None
    when: Callable[[Any], bool] | None = None
    first_needs: tuple[str, ...] = ()
    stack: bool = False
    reads: tuple[str, ...] = ()
    category: str | None = None
    source: Source = "text"
    waits: tuple[str, ...] | None = None
    but_ids: frozenset[str] = field(init=False, repr=False, compare=False)
    """``but`` and the tiers themselves, which a spread over their own group must not count: worked
    out once, since every tier's check reads it on every message."""

    def __post_init__(self) -> None:
        _check_tiers(self.tiers)
        object.__setattr__(self, "but_ids", frozenset((*self.but, *(t.id for t in self.tiers))))

    def counted(self, ctx: Any) -> dict[str, str]:
        """What counts, each kind once: a group or rule id, and how the evidence quotes it."""
        groups, but, words = self.groups, self.but_ids, self.words or {}
        out: dict[str, str] = {}
        for rid, f in ctx.hits.items():
            if f.weight > 0 and f.group in groups and rid not in but and not rid.startswith("_"):
                out[f.group if self.by == "group" else rid] = (
                    words.get(f.group, f.group) if self.by == "group" else f.evidence or rid
                )
        if self.adjust is not None:
            self.adjust(ctx, out)
        return out

    def _quote(self, counted: dict[str, str]) -> str:
        if self.by == "group":  # in the order of ``words``, which may name families ``adjust`` adds
            named = self.words or {g: g for g in self.groups}
            return " + ".join(word for g, word in named.items() if g in counted)
        return "; ".join(dict.fromkeys(counted.values()))

    def _count(self, ctx: Any) -> tuple[dict[str, str], int]:
        """What counts and the discounted count, worked out by the first tier to ask and kept in
        the context's memo for the others: every tier runs after every hit a spread reads
        (``order``), so between its tiers nothing it counts can change."""
        key = self.tiers[-1].id + ".count"
        found = ctx.memo.get(key)
        if found is None:
            counted = self.counted(ctx)
            found = ctx.memo[key] = (counted, len(counted) - (self.discount(ctx) if self.discount is not None else 0))
        return cast(tuple[dict[str, str], int], found)

    def _tier_check(self, lo: int, hi: int | None) -> Callable[[Any], str | None]:
        lowest = self.tiers[-1].at_least

        def check(ctx: Any) -> str | None:
            if self.when is not None and not self.when(ctx):
                return None
            counted, n = self._count(ctx)
            if n < lo or (hi is not None and n >= hi):
                return None
            if lo == lowest and self.first_needs and not any(k in counted for k in self.first_needs):
                return None
            return self._quote(counted)

        if self.waits is None:
            return check
        return after(check, self.waits, groups=self.groups)

    def rules(self) -> tuple[Rule[Any], ...]:
        """The tiers as rules, the lowest first (the order their findings are listed in)."""
        more = {"source": self.source, "reads": self.reads, "reads_groups": self.groups, "reads_but": self.but_ids}
        return tuple(reversed(_tier_rules(self, stack=self.stack, **more)))


def _tier_rules(row: Script | Spread, *, stack: bool = False, **more: Any) -> list[Rule[Any]]:
    """A script's or a spread's tiers as rules, the highest first: each fires from its own count up
    to the next tier's (tiers are exclusive), or from its count up with ``stack``."""
    tiers = row.tiers
    return [
        tier.rule(
            row.group,
            row.category,
            row._tier_check(tier.at_least, None if stack or not i else tiers[i - 1].at_least),
            **more,
        )
        for i, tier in enumerate(tiers)
    ]


def _check_tiers(tiers: Sequence[Tier]) -> None:
    floors = [t.at_least for t in tiers]
    if floors != sorted(floors, reverse=True) or len(set(floors)) != len(floors):
        raise ValueError(f"{tiers[0].id}: tiers go from the highest count down, each its own")


Row = Rule[Any] | Composite | Script | Spread


def rows(*table: Row) -> tuple[Rule[Any], ...]:
    """A family's rows as the rules a table runs (a script's members, then its tiers)."""
    out: list[Rule[Any]] = []
    for row in table:
        if isinstance(row, Script | Spread):
            out.extend(row.rules())
        elif isinstance(row, Composite):
            out.append(row.rule())
        else:
            out.append(row)
    return tuple(out)


def _shown_by_group(rules: Iterable[Rule[Any]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for r in rules:
        if not r.is_predicate:
            out.setdefault(r.group, []).append(r.id)
    return out


def reads_of(rule: Rule[Any], shown_by_group: Mapping[str, Sequence[str]], table_ids: Iterable[str] = ()) -> set[str]:
    """Every id ``rule`` reads: its ``reads``, the ids its check waits for (``table.after``), and the
    shown rules of its ``reads_groups`` (``shown_by_group``: a table's shown rule ids by group) but
    itself and ``reads_but``. ``table_ids`` resolves a wait on an id prefix."""
    found = set(rule.reads)
    if isinstance(rule.check, After):
        found |= rule.check.resolve(table_ids, shown_by_group)
    for group in rule.reads_groups:
        found.update(shown_by_group.get(group, ()))
    found.difference_update(rule.reads_but)
    found.discard(rule.id)
    return found


def order(rules: Sequence[Rule[Any]], *, reverse: bool = False) -> tuple[Rule[Any], ...]:
    """``rules`` in the order a table runs them: each after every rule it reads (``reads_of``).

    A stable topological sort: where a reference does not decide, the given order stands (with
    ``reverse``, the opposite one, which a test uses to show that no result depends on it), so a
    registry lists its family modules in any order. An id no rule here defines is left to
    ``check_references``; a cycle fails here, naming the ids in it."""
    index = {r.id: i for i, r in enumerate(rules)}
    by_group = _shown_by_group(rules)
    readers: list[list[int]] = [[] for _ in rules]
    waiting = [0] * len(rules)
    for i, rule in enumerate(rules):
        for j in {index[rid] for rid in reads_of(rule, by_group, index) if rid in index}:
            readers[j].append(i)
            waiting[i] += 1
    sign = -1 if reverse else 1
    ready = [sign * i for i, n in enumerate(waiting) if n == 0]
    heapq.heapify(ready)
    out: list[Rule[Any]] = []
    while ready:
        i = sign * heapq.heappop(ready)
        out.append(rules[i])
        for j in readers[i]:
            waiting[j] -= 1
            if not waiting[j]:
                heapq.heappush(ready, sign * j)
    if len(out) < len(rules):
        raise ValueError("rule order: a cycle of reads: " + " -> ".join(_cycle(rules, waiting, by_group, index)))
    return tuple(out)


def _cycle(
    rules: Sequence[Rule[Any]], waiting: list[int], by_group: Mapping[str, Sequence[str]], index: Mapping[str, int]
) -> list[str]:
    """One cycle among the rules the sort could not place, as ids (the first repeated at the end)."""
    stuck = {i for i, n in enumerate(waiting) if n}
    path: list[int] = []
    i = min(stuck)
    while i not in path:
        path.append(i)
        i = min(index[rid] for rid in reads_of(rules[i], by_group, index) if index.get(rid, -1) in stuck)
    return [rules[j].id for j in path[path.index(i) :]] + [rules[i].id]


def check_references(rules: Sequence[Rule[Any]], *, known: Iterable[str] = ()) -> None:
    """Fail when a rule reads an id that no rule defines, or one that runs only after it (it would
    never see that hit), or a group no rule of the table has: a misspelt or renamed id would
    otherwise make a composite silently never fire. A rule's reads are ``reads_of``.
    ``known``: ids defined by tables that run before these."""
    defined = set(known)
    position = {r.id: i for i, r in enumerate(rules)}
    by_group = _shown_by_group(rules)
    problems: list[str] = []
    for i, rule in enumerate(rules):
        problems.extend(
            f"{rule.id} reads group {g}, which no rule has" for g in sorted(set(rule.reads_groups) - set(by_group))
        )
        for rid in sorted(reads_of(rule, by_group, position)):
            if rid in defined:
                continue
            at = position.get(rid)
            if at is None:
                problems.append(f"{rule.id} reads {rid}, which no rule defines")
            elif at >= i:
                problems.append(f"{rule.id} reads {rid}, which runs after it")
    if problems:
        raise ValueError("rule references: " + "; ".join(problems))
