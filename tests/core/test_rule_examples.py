"""Walks every rule's examples: each must fire on its ``fires`` and stay quiet on its ``quiet``.

Test ids are rule ids, so a failure names the rule (SpamAssassin's regression_tests.cf, as data).
An example written ``Sent(sender, text)`` is checked with that sender (rules/text_sender.py).
"""

from __future__ import annotations

import re

import pytest

from scamcore.categories import CATEGORIES
from scamcore.language import rule_language
from scamcore.qr_analysis import qr_hits
from scamcore.rules.base import Rule, Sent
from scamcore.rules.groups import GROUPS
from scamcore.rules.qr_codes import RULES as QR_RULES
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES
from scamcore.text import text_hits
from scamcore.urls import url_hits

ALL: list[tuple[str, Rule]] = (
    [("text", r) for r in all_text_rules()] + [("url", r) for r in URL_RULES] + [("qr", r) for r in QR_RULES]
)


def _hits(target: str, example: str, rule: Rule) -> set[str]:
    """A language's rule runs its examples as that language (they are often too short to detect)."""
    if target == "url":
        return set(url_hits(example))
    if target == "qr":
        return set(qr_hits(example))
    language = rule_language(rule.id)
    sender = example.sender if isinstance(example, Sent) else None
    return set(text_hits(example, language=None if language == "en" else language, sender=sender))


@pytest.mark.parametrize(("target", "rule"), ALL, ids=[r.id for _, r in ALL])
def test_rule_fires_on_its_examples(target: str, rule: Rule) -> None:
    assert rule.fires, f"{rule.id} has no example that fires"
    for example in rule.fires:
        assert rule.id in _hits(target, example, rule), f"{rule.id} did not fire on {example!r}"


@pytest.mark.parametrize(("target", "rule"), ALL, ids=[r.id for _, r in ALL])
def test_rule_stays_quiet_on_its_examples(target: str, rule: Rule) -> None:
    assert rule.quiet, f"{rule.id} has no example that must not fire"
    for example in rule.quiet:
        assert rule.id not in _hits(target, example, rule), f"{rule.id} fired on {example!r}"


_SAFE = re.compile(r"\b(?:safe|seguro|segura|sûre?|sicher|sicuro|sicura|veilig)\b", re.IGNORECASE)
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]")


def test_rule_table_lint() -> None:
    ids = [r.id for _, r in ALL]
    assert len(ids) == len(set(ids)), "duplicate rule ids"
    for _, r in ALL:
        assert re.fullmatch(r"_?[A-Z][A-Z0-9_]+", r.id), r.id
        assert r.group in GROUPS, f"{r.id}: unknown group {r.group}"
        assert r.category is None or r.category in CATEGORIES, f"{r.id}: unknown category {r.category}"
        assert -40 <= r.weight <= 60, f"{r.id}: weight out of bounds"
        if r.is_predicate:
            assert r.weight == 0, f"{r.id}: predicates carry no weight"
        else:
            assert 0 < len(r.description) <= 80, f"{r.id}: description must be 1-80 characters"
            assert not _SAFE.search(r.description), f"{r.id}: never call anything safe, in any language"
        if r.pattern is not None:
            assert not _INVISIBLE.search(r.pattern.pattern), f"{r.id}: write invisible characters as escapes"


def test_every_row_says_in_one_line_what_it_looks_for() -> None:
    """A predicate is never shown, but a reader grepping its id lands on a row that says what it is."""
    unsaid = [r.id for _, r in ALL if not r.description.strip() or "\n" in r.description]
    assert not unsaid, f"rows with no one-line description: {unsaid}"
