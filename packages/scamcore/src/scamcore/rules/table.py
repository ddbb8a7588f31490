"""A rule table that decides in one pass which rules a text can fire, before calling any of them.

Most of a table's ~200 rules are phrase families, and a message holds the words of only a few:
calling every rule just to have it find its words absent cost more than half of an SMS check.
So each rule whose check carries a ``Prefilter`` (the literals one of which any match contains)
is indexed by those literals; one Aho-Corasick scan of the text per text form (a compiled automaton
from ``ahocorasick_rs``, Rust) finds which literals occur, and only the rules they point to, plus
the rules that have no prefilter (composites, dampeners, bespoke checks), run, in table order.

A rule whose check is marked is tested before the call, in C: ``after`` (one of some ids fired
first), ``digits`` (the text holds so many digits) and ``present`` (a field of the context, its
links or its sender, is not empty); a marked check that also carries a prefilter is both indexed by
its literals and tested.

Skipping is exact: a rule is skipped only when none of its required literals occurs, in which case
its pattern cannot match, or when its gate says its check could not fire.
``tests/core/test_prefilter.py`` runs tables both ways and compares. The occurrences are also kept
in the rule context's memo, so that in a long text a phrase family runs its regex only near them
(``matcher.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import attrgetter
from typing import Any, Generic, TypeAlias, TypeVar, cast

from ..limits import LONG_TEXT
from ..once import Once, once_per_key
from .base import Finding, MemoContext, Rule, finding_of
from .matcher import Scan, long_literals, record
from .prefilter import Prefilter

__all__ = ["After", "Digits", "Present", "RuleTable", "after", "digit_count", "digits", "prefilter_of", "present"]


C = TypeVar("C", bound=MemoContext)


class After:
    """A composite check that can only fire after one of some earlier rules did.

    The table tests that in C (one set intersection over the hits so far) before calling the check:
    most messages fire none of a script's predicates, and a tier over them need not run. ``maybe``
    names ids that count when the table has them (a language's own rows, which its table alone
    holds): a check that reads the message's language's row reads one of those. ``groups``: every
    shown rule (id not starting with ``_``) of these groups counts too (a spread's tiers, which
    count the kinds of sign that fired).
    """

    __slots__ = ("check", "groups", "ids", "maybe", "prefix")

    def __init__(
        self,
        check: Callable[[Any], str | None],
        ids: Iterable[str],
        prefix: str | None,
        maybe: Iterable[str] = (),
        groups: Iterable[str] = (),
    ) -> None:
        self.check = check
        self.ids = frozenset(ids)
        self.prefix = prefix
        self.maybe = frozenset(maybe)
        self.groups = frozenset(groups)

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)

    def resolve(
        self, rule_ids: Iterable[str], shown_by_group: Mapping[str, Iterable[str]] | None = None
    ) -> frozenset[str]:
        """The rule ids that must have fired: the named ones, the table's ids with the prefix or
        among ``maybe``, and the shown rules of ``groups`` (``shown_by_group``: the table's shown
        rule ids by group; required when the mark names groups)."""
        prefix, maybe = self.prefix, self.maybe
        found = self.ids | {rid for rid in rule_ids if (prefix is not None and rid.startswith(prefix)) or rid in maybe}
        if self.groups:
            if shown_by_group is None:
                raise ValueError("a wait on groups needs the table's rules by group")
            found |= {rid for group in self.groups for rid in shown_by_group.get(group, ())}
        return found


def after(
    check: Callable[[Any], str | None],
    ids: Iterable[str] = (),
    *,
    prefix: str | None = None,
    maybe: Iterable[str] = (),
    groups: Iterable[str] = (),
) -> Callable[[Any], str | None]:
    """Mark ``check`` as firing only when one of ``ids`` (or of the rules whose id starts with
    ``prefix``, or of ``maybe`` that the table has, or a shown rule of ``groups``) fired before it:
    the rule table then skips it while none has.

    Only exact when it is true: ``check`` must return None whenever none of them is in the hits."""
    return After(check, ids, prefix, maybe, groups)


class Digits:
    """A check that can only fire on a text holding at least ``least`` decimal digits (what ``\\d``
    matches: Unicode category Nd) in the context's ``subject``: a number written in full, a phone
    line. Most text messages hold none or a few, and the table counts them once per text (C
    passes) instead of calling such checks to search for one."""

    __slots__ = ("check", "least")

    def __init__(self, check: Callable[[Any], str | None], least: int) -> None:
        self.check = check
        self.least = least

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)


def digits(least: int, check: Callable[[Any], str | None]) -> Callable[[Any], str | None]:
    """Mark ``check`` as firing only where the subject holds at least ``least`` decimal digits: the
    rule table then skips it on texts with fewer.

    Only exact when it is true: every way ``check`` can fire must need that many digits in the
    subject, or in a form of it that holds the same digits (the flat text, the text without
    accents: ``digit_count``'s docstring)."""
    return Digits(check, least)


class Present:
    """A check that can only fire where one field of the context is not empty: its links, its
    sender, the tricks ``normalize`` undid. Four text messages in five hold no link and most come
    without a sender, and such a check, run on every text, returned at its first line: the table
    reads the field in C (``operator.attrgetter``, a dotted path allowed) instead of calling it."""

    __slots__ = ("check", "field", "get")

    def __init__(self, check: Callable[[Any], str | None], field: str) -> None:
        self.check = check
        self.field = field
        self.get = attrgetter(field)

    def __call__(self, ctx: Any) -> str | None:
        return self.check(ctx)


def present(field: str, check: Callable[[Any], str | None]) -> Callable[[Any], str | None]:
    """Mark ``check`` as firing only where the context's ``field`` (``"links"``,
    ``"norm.obfuscations"``) is truthy: the rule table then skips it where it is empty.

    Only exact when it is true: ``check`` must return None whenever the field is empty."""
    return Present(check, field)


_ASCII_DIGITS = "0123456789"
_DIGIT = re.compile(r"\d")


def digit_count(text: str) -> int:
    """How many characters of ``text`` a regex's ``\\d`` matches. The text's flat form (runs of
    whitespace made one space) and its form without accents (``language.plain``, which maps
    letters to letters) hold the same digits as the text."""
    if text.isascii():
        return sum(map(text.count, _ASCII_DIGITS))
    return len(_DIGIT.findall(text))


def prefilter_of(rule: Rule[C]) -> Prefilter | None:
    """A rule's prefilter: from its pattern, or the one its check object carries, also under an
    ``after`` or ``digits`` mark (a check that needs both some literals and an earlier hit is indexed
    by the literals, and the walk tests the gate when the scan lets it run)."""
    if rule.pattern is not None:
        return Prefilter.of(rule.pattern)
    check = rule.check
    if isinstance(check, After | Digits | Present):
        check = check.check
    found = getattr(check, "prefilter", None)
    return found if isinstance(found, Prefilter) else None


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
        self.short = _scan(tuple(literals))
        self._long = Once(self._build_long)

    def long(self) -> Scan:
        """The scan for long texts: its literals are the space's own first, so a literal's index
        still finds its rules."""
        return self._long.get()

    def _build_long(self) -> Scan:
        literals = long_literals(self.short.literals, self.prefilters)
        if len(literals) == len(self.short.literals):  # the alternatives add none: one automaton, not two alike
            return self.short
        return _scan(tuple(literals))


@once_per_key
def _scan(literals: tuple[str, ...]) -> Scan:
    """One scan per distinct list of literals, shared by every table that has it: each language's
    table holds the spaces of the rows it shares with English, and built per table the same
    automata (up to seven of ~9,000 literals each) took ~20 MB of every worker that met long texts
    in several languages. A scan depends on its literals alone (each regex's plan on the set)."""
    return Scan(list(literals))


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
        self._always_order = always  # ascending: the walk's list starts from it (``candidates``)
        self._calls = [_evaluator(r) for r in self.rules]
        ids = [r.id for r in self.rules]
        shown: dict[str, list[str]] = {}
        for r in self.rules:
            if not r.is_predicate:
                shown.setdefault(r.group, []).append(r.id)
        self._gates = [_gate(r.check, ids, shown) for r in self.rules]
        self._spaces = [
            (name, _Space[C](spaces[name], list(index), [tuple(ids) for ids in index.values()], prefilters[name]))
            for name, index in by_space.items()
            if index
        ]

    def candidates(self, ctx: C) -> list[int]:
        """Positions of the rules that may fire on this text, ascending. Also leaves each space's
        occurrences in the memo, for windowed search."""
        found_rules: set[int] = set()  # the rules the scans let run; never one of ``_always``
        for name, space in self._spaces:
            text = space.text_of(ctx)
            rules_of = space.rules_of
            if len(text) < LONG_TEXT:
                scan = space.short
                found = scan.automaton.find_matches_as_indexes(text, overlapping=True)
                record(ctx, name, scan, found)
                for i in {hit[0] for hit in found}:
                    found_rules.update(rules_of[i])
                continue
            scan = space.long()
            lazy = record(ctx, name, scan, scan.automaton.find_matches_as_indexes(text, overlapping=True))
            indexed = len(rules_of)
            for i in lazy.indices():  # a long text's places are always wanted: grouped at once
                if i < indexed:
                    found_rules.update(rules_of[i])
        # The rules always run are a sorted run already: appended to them, the scans' few are
        # merged in by the sort's run detection, where copying and sorting the whole set cost a
        # fifth of this step on a text message.
        out = [*self._always_order, *found_rules]
        out.sort()
        return out

    def run(self, ctx: C) -> list[Finding]:
        out: list[Finding] = []
        hits = ctx.hits
        rules = self.rules
        gates = self._gates
        calls = self._calls
        found_digits = -1  # counted when a rule first asks
        for i in self.candidates(ctx):
            gate = gates[i]
            if gate is not None:
                kind = gate.__class__
                if kind is frozenset:  # the commonest gate first: ``after``'s ids
                    if gate.isdisjoint(hits):  # type: ignore[union-attr]
                        continue
                elif kind is int:
                    if found_digits < 0:
                        found_digits = digit_count(ctx.subject)
                    if found_digits < gate:  # type: ignore[operator]
                        continue
                elif not gate(ctx):  # type: ignore[operator]
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


_Gate: TypeAlias = "frozenset[str] | int | attrgetter[Any] | None"


def _gate(check: object, ids: Sequence[str], shown: Mapping[str, Sequence[str]]) -> _Gate:
    """What the walk tests before calling a check: the ids one of which must have fired
    (``After``), the digits the subject must hold (``Digits``), the field that must not be empty
    (``Present``), or nothing."""
    if isinstance(check, After):
        return check.resolve(ids, shown)
    if isinstance(check, Digits):
        return check.least
    if isinstance(check, Present):
        return check.get
    return None


def _evaluator(rule: Rule[C]) -> Callable[[C], str | None]:
    """``rule.evaluate`` without its dispatch, called directly by ``run`` for every candidate (a
    gated check without its marker's frame: the walk has tested the gate)."""
    check = rule.check
    if isinstance(check, After | Digits | Present):
        return cast(Callable[[C], "str | None"], check.check)
    if check is not None:
        return check
    return rule.evaluate
