"""rules/base.py: what composite rules quote of the rules they combine, for text and links alike."""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import given
from hypothesis import strategies as st

from scamcore.rules.base import Finding, any_hit


@dataclass
class _Ctx:
    subject: str = ""
    hits: dict[str, Finding] = field(default_factory=dict)


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
