"""rules/base.py: what composite rules quote of the rules they combine, and the work rules share,
for text and links alike."""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import given
from hypothesis import strategies as st

from scamcore.rules.base import Finding, any_hit, per_context


@dataclass
class _Ctx:
    subject: str = ""
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)


def _hit(rule_id: str, evidence: str) -> Finding:
    return Finding(rule_id, "g", 1.0, "d", evidence, "url")


_IDS = st.lists(st.sampled_from(["A", "B", "C", "D"]), max_size=4)


@given(_IDS, st.dictionaries(st.sampled_from(["A", "B", "C", "E"]), st.sampled_from(["", "x", "y z"])))
def test_any_hit_quotes_the_first_named_rule_that_fired(ids: list[str], fired: dict[str, str]) -> None:
    ctx = _Ctx(hits={rid: _hit(rid, ev) for rid, ev in fired.items()})
    first = next((rid for rid in ids if rid in fired), None)
    expected = None if first is None else fired[first] or first  # a hit that quoted nothing: its id
    assert any_hit(ctx, ids) == expected


def test_a_url_composite_quotes_what_its_parts_found() -> None:
    from scamcore.urls import url_hits

    hits = url_hits("http://paypal.com.account-verify.top/login")
    composites = [f for f in hits.values() if " + " in f.evidence]
    assert composites, sorted(hits)
    assert all(part for f in composites for part in f.evidence.split(" + "))


@given(st.lists(st.sampled_from(["", "a", "b c", "\n"]), min_size=1, max_size=6))
def test_per_context_work_runs_once_per_context_whatever_it_answers(subjects: list[str]) -> None:
    """Empty and false answers are kept too ("" is the mail form of a text message)."""
    calls: list[str] = []

    @per_context
    def length(ctx: _Ctx) -> int | None:
        calls.append(ctx.subject)
        return len(ctx.subject) or None

    @per_context
    def words(ctx: _Ctx) -> str:
        return " ".join(ctx.subject.split())

    contexts = [_Ctx(subject=s) for s in subjects]
    for _ in range(3):
        assert [length(c) for c in contexts] == [len(s) or None for s in subjects]
        assert [words(c) for c in contexts] == [" ".join(s.split()) for s in subjects]
    assert calls == subjects  # once per context, and each work kept apart from the other
