"""The rule framework: a rule is a row of data; running a table of rows yields findings.

A rule has either a ``pattern`` (searched in the context's ``subject``) or a ``check`` (a function
of the context returning the evidence string, or None when it does not fire). Rules whose id starts
with ``_`` are weightless predicates: they record a hit for later composite rules but are never
shown. Rules run in table order, which ``model.order`` derives from what each declares it reads
(``reads``, ``reads_groups``), so composites come after the rules they combine, and read
``ctx.hits``. Each rule fires at most once per context (rspamd's one_shot); where one message holds
several links, the engine keeps the strongest finding of each rule across links.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Generic, Literal, NamedTuple, Protocol, TypeVar, cast

from ..models import Severity

__all__ = [
    "Finding",
    "MemoContext",
    "Rule",
    "RuleContext",
    "Sent",
    "Source",
    "any_hit",
    "finding_of",
    "with_facts",
    "needs",
    "per_context",
    "run_rules",
    "severity_for",
]

Source = Literal["text", "url", "image", "review", "sender"]
_EVIDENCE_CHARS = 120


class RuleContext(Protocol):
    """What every rule context offers: the string patterns search, and the hits so far."""

    @property
    def subject(self) -> str: ...

    @property
    def hits(self) -> dict[str, Finding]: ...


C = TypeVar("C", bound=RuleContext)


class MemoContext(RuleContext, Protocol):
    """A context that keeps the work several of its rules share, for as long as it lives."""

    @property
    def memo(self) -> dict[str, object]: ...


M = TypeVar("M", bound=MemoContext)
T = TypeVar("T")
_UNSET = object()


def per_context(work: Callable[[M], T]) -> Callable[[M], T]:
    """``work`` done once per context, its answer kept in the context's memo (and gone with it):
    for what several rules ask of one message or link, its flat text or whether it is SMS-sized."""
    key = f"{work.__module__}.{work.__qualname__}"

    @wraps(work)
    def once(ctx: M) -> T:
        found = ctx.memo.get(key, _UNSET)
        if found is _UNSET:
            found = ctx.memo[key] = work(ctx)
        return cast(T, found)

    return once


def severity_for(weight: float) -> Severity:
    if weight <= 0:
        return "info"
    if weight < 10:
        return "low"
    if weight < 20:
        return "medium"
    return "high"


class Finding(NamedTuple):
    """One rule's hit: what it found and what it weighs.

    A named tuple, immutable like the frozen dataclass it was, because one is made for every hit of
    every check: a frozen dataclass sets each of its eight fields through ``object.__setattr__``,
    which made it five times the cost of a plain one (about 4% of a text message's check), where a
    tuple is built in one C call (``finding_of``). A new value is ``f._replace(...)``."""

    rule_id: str
    group: str
    weight: float
    description: str
    evidence: str
    source: Source
    category: str | None = None
    advice: str | None = None

    @property
    def severity(self) -> Severity:
        return severity_for(self.weight)


class Sent(str):
    """A rule example that came with a sender: the message text, carrying ``sender`` alongside.

    A ``str`` so that everything reading examples as text (phrase-gate and regex tests) keeps
    working; the rule-example walker passes ``sender`` to the engine (rules/text_sender.py).
    """

    sender: str

    def __new__(cls, sender: str, text: str) -> Sent:
        self = super().__new__(cls, text)
        self.sender = sender
        return self

    def __repr__(self) -> str:
        return f"Sent({self.sender!r}, {str(self)!r})"


@dataclass(frozen=True, slots=True)
class Rule(Generic[C]):
    """One detection rule. ``fires`` and ``quiet`` are examples walked by tests/core/test_rule_examples.py."""

    id: str
    group: str
    weight: float
    description: str
    fires: tuple[str, ...]
    quiet: tuple[str, ...]
    pattern: re.Pattern[str] | None = None
    check: Callable[[C], str | None] | None = None
    category: str | None = None
    advice: str | None = None
    source: Source = "text"
    notes: str = field(default="", compare=False)
    reads: Collection[str] = field(default=frozenset(), compare=False)
    """The ids of other rows this rule's check looks up in ``ctx.hits`` (a composite's parts, a
    script's members, what a dampener stands down for): the table runs it after them
    (``model.order``), and they must exist (``check_references``)."""
    reads_groups: Collection[str] = field(default=frozenset(), compare=False)
    """Groups whose every shown hit (id not starting with ``_``) this rule reads by walking
    ``ctx.hits``: a count of families, a dampener that stands down beside any ask. It runs after
    every shown rule of these groups but itself and ``reads_but``."""
    reads_but: Collection[str] = field(default=frozenset(), compare=False)
    """Ids of ``reads_groups`` this rule leaves out: never read, so free to run after it."""

    def __post_init__(self) -> None:
        if (self.pattern is None) == (self.check is None):
            raise ValueError(f"rule {self.id} needs exactly one of pattern or check")
        for name in ("reads", "reads_groups", "reads_but"):  # rows write tuples; lookups want sets
            object.__setattr__(self, name, frozenset(getattr(self, name)))

    @property
    def is_predicate(self) -> bool:
        return self.id.startswith("_")

    def evaluate(self, ctx: C) -> str | None:
        if self.pattern is not None:
            m = self.pattern.search(ctx.subject)
            return None if m is None else m.group(0)
        assert self.check is not None
        return self.check(ctx)


def any_hit(ctx: RuleContext, ids: Iterable[str]) -> str | None:
    """Evidence of the first of ``ids`` that fired (its id when it quoted nothing), or None: what a
    composite rule quotes of the rules it combines."""
    for rid in ids:
        f = ctx.hits.get(rid)
        if f is not None:
            return f.evidence or rid
    return None


def _clip(evidence: str) -> str:
    evidence = " ".join(evidence.split())
    return evidence if len(evidence) <= _EVIDENCE_CHARS else evidence[: _EVIDENCE_CHARS - 1] + "…"


def finding_of(rule: Rule[C], evidence: str) -> Finding:
    return _new_finding(
        Finding,
        (rule.id, rule.group, rule.weight, rule.description, _clip(evidence), rule.source, rule.category, rule.advice),
    )


_new_finding = tuple.__new__
"""A finding's tuple built in one C call, without ``Finding.__new__``'s Python frame (the fields in
``Finding``'s order, all given)."""


class Needs:
    """A check that cannot fire unless the context's facts (bits of an ``int`` a table works out
    once per context: ``with_facts``) meet each of ``clauses``: every clause is a mask, at least one of
    whose bits must be set. Called as the check itself outside such a table (rule examples, tests)."""

    __slots__ = ("check", "clauses")

    def __init__(self, check: Callable[[Any], str | None], clauses: tuple[int, ...]) -> None:
        self.check = check
        self.clauses = clauses

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)


def needs(check: Callable[[C], str | None], *clauses: int) -> Callable[[C], str | None]:
    """Mark ``check`` as firing only where each of ``clauses`` (a mask of facts: any one of its bits)
    holds for the context: a gated table then skips it elsewhere (URL rows: ``url_facts``).

    Only exact when it is true: every way ``check`` can fire must need those facts."""
    if not clauses or not all(clauses):
        raise ValueError("needs() takes at least one non-empty mask of facts")
    return Needs(check, clauses)


class _Gated(tuple):  # type: ignore[type-arg]  # a tuple of rules, as every table is, with a plan
    """A table whose rows may carry ``needs``: ``run_rules`` works out ``facts(ctx)`` once and skips
    a row whose facts are missing, without calling it."""

    facts: Callable[[Any], int]
    steps: tuple[tuple[Rule[Any], Callable[[Any], str | None], tuple[int, ...]], ...]


def with_facts(rules: tuple[Rule[C], ...], facts: Callable[[C], int]) -> tuple[Rule[C], ...]:
    """``rules`` (already in order) run by ``run_rules`` with ``facts`` worked out once per context
    and every ``needs`` row whose facts are missing passed over."""
    table = _Gated(rules)
    table.facts = facts
    table.steps = tuple(
        (r, r.check.check, r.check.clauses) if isinstance(r.check, Needs) else (r, r.check or r.evaluate, ())
        for r in rules
    )
    return cast("tuple[Rule[C], ...]", table)


def run_rules(rules: Iterable[Rule[C]], ctx: C) -> list[Finding]:
    """Run rules in order, recording every hit in ``ctx.hits``; return the visible findings.

    Text tables run through ``table.RuleTable``, which skips the rules a text cannot fire; a table
    made by ``with_facts`` skips the rows whose ``needs`` the context's facts do not meet.
    """
    if type(rules) is _Gated:
        return _run_gated(rules, ctx)
    out: list[Finding] = []
    for rule in rules:
        check = rule.check  # called directly: ``evaluate``'s own frame cost a tenth of a link's rules
        evidence = rule.evaluate(ctx) if check is None else check(ctx)
        if evidence is None:
            continue
        finding = finding_of(rule, evidence)
        ctx.hits[rule.id] = finding
        if not rule.is_predicate:
            out.append(finding)
    return out


def _run_gated(rules: _Gated, ctx: C) -> list[Finding]:
    out: list[Finding] = []
    have = rules.facts(ctx)
    hits = ctx.hits
    for rule, check, clauses in rules.steps:
        if clauses and not all(map(have.__and__, clauses)):
            continue  # a fact the row needs is missing: it cannot fire
        evidence = check(ctx)
        if evidence is None:
            continue
        finding = finding_of(rule, evidence)
        hits[rule.id] = finding
        if not rule.is_predicate:
            out.append(finding)
    return out
