"""Each long text's literals walked once for every family's plan (``Scan.owners_of``,
``Found.of_plan``): what a family's windowed search starts from (its literals that occur and the
sets they belong to) must be what intersecting its own literals with the text's gives, for plans
numbered before the walk and for those numbered after it (worked out by themselves), and the
search must still yield ``finditer``'s matches.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.rules.matcher import Found, Scan, _present, long_literals, windowed_finditer
from scamcore.rules.prefilter import Prefilter

# Made-up families sharing literals ("pay", "fee", "now", "$"), so that one literal belongs to
# several plans and to several sets of one plan.
_FAMILIES = [
    re.compile(r"(?<!\w)(?:pay [a-z ]{1,30} fee|\d{1,2} ?hours? left|act(?: fast)? now|(?:go|run) now)(?!\w)"),
    re.compile(r"\b(?:pay (?:the )?fee|fee (?:is )?due|due now)\b"),
    re.compile(r"(?<![\w$])(?:usd|\$) ?\d[\d.,]*|(?<![\w.,])\d[\d.,]* ?(?:eur|\$)(?!\w)"),
    re.compile(r"\b(?:act now|reply now|call now|pay now)\b|\bnow or never\b"),
]
_PREFILTERS = [Prefilter.of_alternatives(regex) for regex in _FAMILIES]

_PIECES = st.one_of(
    st.sampled_from(
        ["pay", "fee", "the", "is", "due", "now", "act", "fast", "go", "run", "reply", "call", "or", "never"]
        + ["12", "3", "hours", "hour", "left", "$", "usd", "eur", "5,0.", "x" * 40]
    ),
    st.integers(min_value=1, max_value=300).map(lambda n: "7" * n),
)


def _scan() -> Scan:
    return Scan(long_literals([], [pf for pf in _PREFILTERS if pf is not None]))


@settings(max_examples=200, deadline=None)
@given(st.lists(_PIECES, min_size=1, max_size=600), st.sampled_from([" ", "  ", "\n", ""]), st.integers(0, 4))
def test_the_walk_gives_each_plan_what_its_own_intersection_gives(pieces: list[str], sep: str, before: int) -> None:
    """``before`` of the plans are numbered before the text's walk; the others after it, and
    ``of_plan`` must then work them out by themselves."""
    text = sep.join(pieces)
    scan = _scan()
    for regex in _FAMILIES[:before]:
        scan.plan(regex)
    found = Found(scan, scan.automaton.find_matches_as_indexes(text, overlapping=True))
    for regex, pf in zip(_FAMILIES, _PREFILTERS, strict=True):
        plan = scan.plan(regex)
        assert plan is not None and pf is not None
        seen = found.of_plan(plan)
        assert seen == _present(plan, found.keys()), regex.pattern
        got = [
            (m.span(), m.group(0))
            for m in windowed_finditer(regex, text, pf, found.get(), scan.scanned, plan=plan, seen=seen)
        ]
        assert got == [(m.span(), m.group(0)) for m in regex.finditer(text)], regex.pattern


def test_plans_are_numbered_in_order_and_each_literal_names_its_sets() -> None:
    scan = _scan()
    plans = [scan.plan(regex) for regex in _FAMILIES]
    assert [p.number for p in plans if p is not None] == list(range(len(plans)))
    assert scan.indexed == len(plans)
    for plan in plans:
        assert plan is not None
        for lit, slots in plan.index.items():
            assert (plan.number, slots) in scan.owners_of[lit]
    assert scan.plan(_FAMILIES[0]) is plans[0] and scan.indexed == len(plans)  # kept, not numbered again
