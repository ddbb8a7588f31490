"""The rows a rule table is written in, and what checks them when the tables load.

A family file is a tuple of rows of three kinds, turned into the table's ``Rule`` objects by ``rows``:

- ``Rule`` (base.py): a pattern or a check. Ids starting with ``_`` are weightless predicates.
- ``Composite``: fires when all of ``needs`` fired (an entry may be a tuple: one of those ids), none
  of ``unless`` did, and its optional ``check`` agrees; it has its own weight.
- ``Script``: weightless stock phrases (``Member`` rows, and ids of rows defined elsewhere) scored in
  ``Tier`` rows by how many fire, as SpamAssassin's ``20_advance_fee.cf`` counts its ``__FRAUD``
  predicates. Marks of genuine mail lower the count by the script's one declared ``Discount``.

A script's count, tiers and discount are computed here, not in its family file. Every id is written
out literally in the row that defines it, so that grepping an id a result shows lands on its row.
``check_references`` fails loudly when a row names an id no earlier row defines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .base import Rule, Source, any_hit
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
    "Tier",
    "check_references",
    "rows",
]

Need = str | tuple[str, ...]
"""An id that must have fired, or a tuple of ids one of which must have."""

_QUOTED = 4
"""Members a script's evidence quotes: enough to show the script, short enough to read."""


def _met(hits: dict[str, Any], needs: Sequence[Need], unless: Sequence[str]) -> bool:
    for need in needs:
        if isinstance(need, str):
            if need not in hits:
                return False
        elif not any(n in hits for n in need):
            return False
    return not any(u in hits for u in unless)


def _ids(needs: Iterable[Need]) -> set[str]:
    return {i for need in needs for i in ((need,) if isinstance(need, str) else need)}


def _skip_unless(check: Callable[[Any], str | None], needs: Sequence[Need]) -> Callable[[Any], str | None]:
    """``check``, which the rule table skips until one id of the first need fired (``table.after``)."""
    if not needs:
        return check
    first = needs[0]
    return after(check, (first,) if isinstance(first, str) else first)


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
        needs, unless, extra, parts = self.needs, self.unless, self.check, self.parts
        quote = self.quote if self.quote is not None else tuple(n for n in needs if isinstance(n, str))

        def check(ctx: Any) -> str | None:
            hits = ctx.hits
            if not _met(hits, needs, unless):
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
            check=_skip_unless(check, needs),
            category=self.category,
            advice=self.advice,
            source=self.source,
            reads=frozenset(_ids(needs) | set(unless) | set(quote)),
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


@dataclass(frozen=True, slots=True)
class Discount:
    """How marks of genuine mail (a quoted thread, a list footer...: ``marks``, ids of predicates)
    lower a script's count: ``count // divide - subtract``. A discussion that quotes a scam, or a
    newsletter about fraud, has many of a script's phrases but is not itself a scam."""

    marks: tuple[str, ...]
    divide: int = 1
    subtract: int = 0


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
    say_count: bool = False

    def __post_init__(self) -> None:
        floors = [t.at_least for t in self.tiers]
        if floors != sorted(floors, reverse=True) or len(set(floors)) != len(floors):
            raise ValueError(f"{self.tiers[0].id}: tiers go from the highest count down, each its own")

    @property
    def member_ids(self) -> tuple[str, ...]:
        return (*(m.id for m in self.members), *self.also)

    def count(self, ctx: TextContext) -> tuple[int, list[str]] | None:
        """The discounted count of members that fired and their ids in table order, or None when
        the script's conditions do not hold."""
        hits = ctx.hits
        if not _met(hits, self.needs, self.unless) or (self.when is not None and not self.when(ctx)):
            return None
        ids = [m for m in self.member_ids if m in hits]
        n = len(ids)
        for first, same in self.overlaps:
            if first in hits:
                n -= sum(s in hits for s in same)
        d = self.discount
        if d is not None and any(m in hits for m in d.marks):
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
        )
        for i, tier in enumerate(self.tiers):
            out.append(
                Rule(
                    id=tier.id,
                    group=self.group,
                    weight=tier.weight,
                    description=tier.description,
                    fires=tier.fires,
                    quiet=tier.quiet,
                    check=self._tier_check(tier.at_least, self.tiers[i - 1].at_least if i else None),
                    category=self.category,
                    advice=tier.advice,
                    reads=reads,
                )
            )
        return tuple(out)


Row = Rule[Any] | Composite | Script


def rows(*table: Row) -> tuple[Rule[Any], ...]:
    """A family's rows as the rules a table runs, in order (a script's members, then its tiers)."""
    out: list[Rule[Any]] = []
    for row in table:
        if isinstance(row, Script):
            out.extend(row.rules())
        elif isinstance(row, Composite):
            out.append(row.rule())
        else:
            out.append(row)
    return tuple(out)


def check_references(rules: Sequence[Rule[Any]], *, known: Iterable[str] = ()) -> None:
    """Fail when a rule reads an id that no rule defines, or one that runs only after it (it would
    never see that hit): a misspelt or renamed id would otherwise make a composite silently never
    fire. A rule's reads are its declared ``reads`` and the ids its check waits for (``table.after``).
    ``known``: ids defined by tables that run before these."""
    defined = set(known)
    position = {r.id: i for i, r in enumerate(rules)}
    problems: list[str] = []
    for i, rule in enumerate(rules):
        named = rule.check.ids if isinstance(rule.check, After) else frozenset()
        for rid in sorted(rule.reads | named):
            if rid in defined:
                continue
            at = position.get(rid)
            if at is None:
                problems.append(f"{rule.id} reads {rid}, which no rule defines")
            elif at >= i:
                problems.append(f"{rule.id} reads {rid}, which runs after it")
    if problems:
        raise ValueError("rule references: " + "; ".join(problems))
