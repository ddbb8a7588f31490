"""Every read of another rule's hit is declared on the reading row (rules/model.py).

The table order is derived from the declarations (``model.order``), so a read left undeclared
could run before what it reads and silently never see it. Here each rule example and each
multilingual fixture runs with ``ctx.hits`` replaced by a mapping that knows which rule is
running: looking up an id the rule did not declare fails, naming the rule and the id; walking the
hits shows only the shown hits of the groups the rule declared (and its declared ids), and the
hits must come out as in a normal run, so a group read left undeclared changes them and fails.
Each check also runs with the order's tie-break reversed: no hit may depend on it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from scamcore.extract import extract
from scamcore.language import detect_language, rule_language
from scamcore.normalize import normalize
from scamcore.rules._lang import plain_text
from scamcore.rules._phrases import flat_text
from scamcore.rules.base import Finding, Rule, Sent, finding_of
from scamcore.rules.model import order, reads_of
from scamcore.rules.table import RuleTable
from scamcore.rules.text_registry import all_text_rules, rules_for
from scamcore.rules.url_registry import URL_RULES
from scamcore.sender import parse_sender
from scamcore.text import TextContext
from scamcore.urls import _context, analyse_url

_EVERY_HIT = "<every hit>"
_ID = re.compile(r"_?[A-Z][A-Z0-9_]*")
"""A rule id; checks also ask the hits about plain words they quote ("a hyphen"), which is no read."""
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
_FIXTURE_FILES = sorted((*FIXTURES.glob("multilingual/*.jsonl"), *FIXTURES.glob("multilingual_holdout/*.jsonl")))


class _Recording(dict[str, Finding]):
    """``ctx.hits`` for one run: while a rule's check runs, reads beyond its declarations are noted."""

    def __init__(self, allowed: dict[str, frozenset[str]]) -> None:
        super().__init__()
        self.allowed = allowed
        self.rule: Rule[Any] | None = None
        self.undeclared: set[tuple[str, str]] = set()

    def _may(self, rid: object) -> None:
        rule = self.rule
        if rule is not None and isinstance(rid, str) and _ID.fullmatch(rid) and rid not in self.allowed[rule.id]:
            self.undeclared.add((rule.id, rid))

    def __contains__(self, rid: object) -> bool:
        self._may(rid)
        return super().__contains__(rid)

    def __getitem__(self, rid: str) -> Finding:
        self._may(rid)
        return super().__getitem__(rid)

    def get(self, rid: str, default: Any = None) -> Any:  # type: ignore[override]
        self._may(rid)
        return super().get(rid, default)

    def _seen(self) -> list[str]:
        rule = self.rule
        if rule is None:
            return list(super().keys())
        if not rule.reads_groups:
            self.undeclared.add((rule.id, _EVERY_HIT))
        return [rid for rid in dict.keys(self) if rid in self.allowed[rule.id]]

    def __iter__(self) -> Iterator[str]:
        return iter(self._seen())

    def keys(self) -> list[str]:  # type: ignore[override]
        return self._seen()

    def values(self) -> list[Finding]:  # type: ignore[override]
        return [super(_Recording, self).__getitem__(rid) for rid in self._seen()]

    def items(self) -> list[tuple[str, Finding]]:  # type: ignore[override]
        return [(rid, super(_Recording, self).__getitem__(rid)) for rid in self._seen()]


def _allowed(rules: tuple[Rule[Any], ...]) -> dict[str, frozenset[str]]:
    by_group: dict[str, list[str]] = {}
    for r in rules:
        if not r.is_predicate:
            by_group.setdefault(r.group, []).append(r.id)
    ids = [r.id for r in rules]
    return {r.id: frozenset(reads_of(r, by_group, ids)) for r in rules}


def _watched(check: Callable[[Any], str | None], rule: Rule[Any], hits: _Recording) -> Callable[[Any], str | None]:
    def call(ctx: Any) -> str | None:
        hits.rule = rule
        try:
            return check(ctx)
        finally:
            hits.rule = None

    return call


_SPACES = {"subject": lambda ctx: ctx.subject, "flat": flat_text, "plain": plain_text}
_TABLES: dict[tuple[str, bool], tuple[RuleTable[TextContext], dict[str, frozenset[str]]]] = {}


def _text_table(language: str, reverse: bool) -> tuple[RuleTable[TextContext], dict[str, frozenset[str]]]:
    key = (language, reverse)
    if key not in _TABLES:
        rules = order(rules_for(language), reverse=True) if reverse else rules_for(language)
        _TABLES[key] = (RuleTable(rules, _SPACES), _allowed(rules))
    return _TABLES[key]


def _text_run(text: str, language: str | None, sender: str | None, reverse: bool) -> _Recording:
    """What ``scamcore.text.text_hits`` does, each rule's check watched."""
    entities = extract(text)
    norm = normalize(text)
    lang = detect_language(norm.folded) if language is None else language
    links = [analyse_url(u) for u in entities.urls]
    table, allowed = _text_table(lang, reverse)
    hits = _Recording(allowed)
    ctx = TextContext(norm, entities, links, language=lang, sender=parse_sender(sender), hits=hits)
    plain = table._calls  # the table's own calls, each wrapped for the run (restored after it)
    table._calls = [_watched(call, rule, hits) for call, rule in zip(plain, table.rules, strict=True)]
    try:
        table.run(ctx)
    finally:
        table._calls = plain
    return hits


def _url_run(url: str, reverse: bool) -> _Recording:
    """What ``scamcore.urls`` runs on one link, each rule's check watched."""
    rules = order(URL_RULES, reverse=True) if reverse else URL_RULES
    hits = _Recording(_allowed(rules))
    ctx = _context(url)
    ctx.hits = hits
    for rule in rules:
        hits.rule = rule
        try:
            evidence = rule.evaluate(ctx)
        finally:
            hits.rule = None
        if evidence is not None:
            hits[rule.id] = finding_of(rule, evidence)
    return hits


def _fired(hits: _Recording) -> dict[str, float]:
    return {rid: f.weight for rid, f in dict.items(hits)}


def _check(run: Callable[[bool], _Recording], what: str) -> None:
    ordered, reversed_ = run(False), run(True)
    undeclared = sorted(ordered.undeclared | reversed_.undeclared)
    assert not undeclared, f"{what}: " + "; ".join(f"{rule} reads {rid} undeclared" for rule, rid in undeclared)
    assert _fired(ordered) == _fired(reversed_), f"{what}: the hits depend on the order's tie-break"


@pytest.mark.parametrize("rule", all_text_rules(), ids=lambda r: r.id)
def test_text_rule_examples_read_only_what_is_declared(rule: Rule[Any]) -> None:
    language = rule_language(rule.id)
    for example in (*rule.fires, *rule.quiet):
        sender = example.sender if isinstance(example, Sent) else None
        lang = None if language == "en" else language
        _check(lambda rev, ex=example, s=sender, lg=lang: _text_run(ex, lg, s, rev), f"{rule.id} example {example!r}")


@pytest.mark.parametrize("rule", URL_RULES, ids=lambda r: r.id)
def test_url_rule_examples_read_only_what_is_declared(rule: Rule[Any]) -> None:
    for example in (*rule.fires, *rule.quiet):
        _check(lambda rev, ex=example: _url_run(ex, rev), f"{rule.id} example {example!r}")


@pytest.mark.parametrize("path", _FIXTURE_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_multilingual_fixtures_read_only_what_is_declared(path: Path) -> None:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            _check(
                lambda rev, t=record["text"]: _text_run(t, None, None, rev),
                f"{path.parent.name}/{path.stem} {record['id']}",
            )


def test_the_recording_catches_an_undeclared_read() -> None:
    """The harness itself: a check looking up an id it did not declare is named."""
    hits = _Recording({"READER": frozenset({"_DECLARED"})})
    hits.rule = Rule(id="READER", group="combo", weight=1, description="d", fires=("x",), quiet=("y",), check=len)
    _ = "_DECLARED" in hits, "_OTHER" in hits, list(hits.values())
    assert hits.undeclared == {("READER", "_OTHER"), ("READER", _EVERY_HIT)}
