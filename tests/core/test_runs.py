"""Windows stretched across runs of a class (``rules/runs.py``): an alternative whose only unbounded
parts are runs of one class (an amount's digits, a masked number's "x"s, a ``\\s+``) is searched
around its literals instead of through the whole text, and must find exactly what ``finditer`` does.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.rules.matcher import _run_windows, plan_of, windowed_finditer
from scamcore.rules.prefilter import Prefilter, parts_of
from scamcore.rules.runs import Runs, runs_of

# Made-up families, each with an alternative that had no window before (an unbounded run beside
# its literal), written like the amounts, masked numbers and spread-out phrases of the text tables.
_FAMILIES = [
    re.compile(r"(?:(?:usd|\$) ?\d[\d.,]*+|(?<![\d.,])\d[\d.,]{0,15} ?(?:eur|\$))(?: paid)? (?:at|@) \w"),
    re.compile(r"(?<![\w$])(?:usd|\$) ?\d[\d.,]*|(?<![\w.,])\d[\d.,]* ?(?:eur|\$)(?!\w)"),
    re.compile(r"(?<![\w*•])(?:[x*•]{2,}|\d{1,6}[x*•]{2,})\d{2,6}(?!\w)|\bending (?:in )?\d{3,6}(?!\w)"),
    re.compile(r"\bpay\s+(?:the\s+)?fee\b|\d+ at \d+(?!\d)"),
    # look-aheads whose only unbounded parts are runs of a class: the rand's "r" before a figure with
    # its cents, a rate that is no merchant (``text_genuine._AT_MERCHANT``), a fee in per cent
    re.compile(
        r"(?:(?:usd|\$|r(?= ?\d[\d,]*\.\d\d(?!\d))) ?\d[\d.,]*+|(?<![\d.,])\d[\d.,]{0,15} ?(?:eur|\$))"
        r"(?: paid)? (?:at|@) (?!\d[\d.,]*\s?%)\w"
    ),
    re.compile(r"\d+ fee\b(?= *\d[\d.,]*\s?%)|\d paid(?![\d ]*eur)"),
]

_PIECES = st.one_of(
    st.sampled_from(
        ["$", "usd", "eur", " at ", " @ ", "at", " paid", "paid", "x", "xx", "**", "•", "ending ", "in ", "pay", "fee"]
        + ["the", " ", "  ", "\n", ",", ".", "a", "b", "7", "r", "r ", "%", " %", ".50", "1,250.00"]
    ),
    st.integers(min_value=1, max_value=400).map(lambda n: "1" * n),
    st.integers(min_value=1, max_value=40).map(lambda n: "5,0." * n),
    st.integers(min_value=1, max_value=30).map(lambda n: " " * n),
)


def _places(text: str, literals: frozenset[str]) -> dict[str, list[tuple[int, int, int]]]:
    """Every occurrence of every literal, overlapping ones included, as the table's scan gives them."""
    out: dict[str, list[tuple[int, int, int]]] = {}
    for k, lit in enumerate(sorted(literals)):
        found = [(k, m.start(), m.start() + len(lit)) for m in re.finditer("(?=" + re.escape(lit) + ")", text)]
        if found:
            out[lit] = found
    return out


def _scanned(regex: re.Pattern[str]) -> frozenset[str]:
    pf = Prefilter.of_alternatives(regex)
    assert pf is not None
    found = set(pf.literals)
    for part in parts_of(regex.pattern, regex.flags) or ():
        found |= part.literals or frozenset()
    return frozenset(found)


@pytest.mark.parametrize("regex", _FAMILIES, ids=lambda r: r.pattern[:30])
def test_an_alternative_unbounded_only_by_a_class_run_gets_windows(regex: re.Pattern[str]) -> None:
    """Before ``runs.py`` each of these families searched a long text whole wherever its literals
    occurred (``plan.whole``)."""
    plan = plan_of(regex, _scanned(regex))
    assert plan is not None and not plan.whole
    assert any(way.run is not None for _, ways in plan.owners for way in ways)


@settings(max_examples=400)
@given(st.lists(_PIECES, min_size=1, max_size=120), st.sampled_from(range(len(_FAMILIES))))
def test_windows_across_runs_find_what_finditer_finds(pieces: list[str], which: int) -> None:
    """Long runs of digits (past the chunk ``Runs`` reads back in), runs of "x" and of spaces,
    literals packed together or far apart, matches overlapping: the same spans and groups."""
    regex = _FAMILIES[which]
    text = "".join(pieces)
    text += "q" * (3 * len(text))  # so that the windows never cover enough of it to search it whole
    pf = Prefilter.of_alternatives(regex)
    assert pf is not None
    scanned = _scanned(regex)
    got = [(m.span(), m.group(0)) for m in windowed_finditer(regex, text, pf, _places(text, scanned), scanned)]
    assert got == [(m.span(), m.group(0)) for m in regex.finditer(text)]


@pytest.mark.parametrize(
    "middle",
    [
        "12 fee" + " " * 300 + "5" * 300 + "%",
        "12 fee " + "5,0." * 200 + " %",
        "7 paid " + "1" * 500 + " eur",
        "R " + "1," * 300 + "250.00 at 5" + "0" * 300 + " %",
        "r 1,250.00 paid at " + "5" * 400 + "%",
        "r 1,250.00 paid at " + "5" * 400 + "x",
        "r 1,250.005 at ACME",
    ],
)
def test_a_look_ahead_that_reads_a_long_run_past_its_literal_is_searched_to_its_end(middle: str) -> None:
    """The windows reach as far as a look-ahead reads: its runs of a class are crossed whole."""
    text = "q" * 3000 + middle.lower() + "q" * 3000
    for regex in _FAMILIES[-2:]:
        pf = Prefilter.of_alternatives(regex)
        assert pf is not None
        scanned = _scanned(regex)
        got = [(m.span(), m.group(0)) for m in windowed_finditer(regex, text, pf, _places(text, scanned), scanned)]
        assert got == [(m.span(), m.group(0)) for m in regex.finditer(text)]


def _outside(text: str, lo: int, hi: int, cls: re.Pattern[str]) -> int:
    return sum(1 for c in text[lo:hi] if cls.fullmatch(c) is None)


@settings(max_examples=300)
@given(st.lists(_PIECES, min_size=1, max_size=60), st.integers(min_value=0, max_value=30), st.data())
def test_a_window_reaches_exactly_as_far_as_its_budget_of_other_characters(
    pieces: list[str], width: int, data: st.DataObject
) -> None:
    """``back`` is the least start with at most ``width`` characters outside the class before the
    literal's end; ``ahead`` the furthest end with at most ``reach`` of them after its start."""
    text = "".join(pieces)
    runs = Runs(r"(?:[\d.,])", width, width + 3, 0)
    cls = re.compile(r"[\d.,]")
    at = data.draw(st.integers(min_value=0, max_value=len(text)))
    back = runs.back(text, at)
    assert _outside(text, back, at, cls) <= width
    assert back == 0 or _outside(text, back - 1, at, cls) > width
    ahead = runs.ahead(text, at)
    assert _outside(text, at, ahead, cls) <= width + 3
    assert ahead == len(text) or _outside(text, at, ahead + 1, cls) > width + 3


def test_runs_are_read_from_the_repeats_of_a_class_only() -> None:
    found = runs_of(r"(?:usd|\$) ?\d[\d.,]*+ at \w")
    assert found is not None and found[0] is not None
    assert (found[0].width, found[0].reach) == (3 + 1 + 1 + 4 + 1, 10 + 0 + 1)
    assert runs_of(r"pay(?: \w+)+ now") == (None,)  # a repeated group is no run of one class
    assert runs_of(r"pay .{0,20} now") == (None,)  # nothing unbounded: its ordinary window serves


# _GEN_REFERENCE as it was written, its look-aheads unbounded ("[a-z]*"): the family then had no
# prefilter at all and searched every text whole (1.9 ms on the bench's 20 kB e-mails).
_REFERENCE_UNBOUNDED = re.compile(
    r"\b(?:ref(?:erence)?\.? ?(?:no|num(?:ber)?|id)?\.?|utr|rrn|imps|neft|rtgs|upi(?: ref)?|refer[eê]ncia|referencia|"
    r"r[ée]f[ée]rence|referenz|riferimento|kenmerk|transaction number is) ?[:#-]? ?[a-z]{0,6}\d{6,}"
    r"|\bt(?:xn|rx|rans(?:action)?)\.? ?id ?[:#-]? ?(?=[a-z]*\d[a-z]*\d[a-z]*\d)[a-z0-9]{8,20}\b"
    r"|\b(?=[a-z]*\d[a-z]*\d)[a-z0-9]{10,11} confirm(?:ed|ado)\b|\bconfirmado (?=[a-z]*\d[a-z]*\d)[a-z0-9]{10,11}\b"
)


@settings(max_examples=500)
@given(
    st.lists(
        st.sampled_from(
            ["txn", "trx", "transaction", "id", " ", ":", "a", "b", "1", "2", "٣", "_", "é", " confirmed"]
            + ["confirmado ", "x" * 8, "12345", "ref", "utr", "-", "ab1c2d3e", "q" * 13]
        ),
        max_size=14,
    ).map("".join)
)
def test_the_reference_family_bounded_by_the_runs_it_looks_at_matches_as_before(text: str) -> None:
    """A look-ahead of "[a-z]*\\\\d..." before "[a-z0-9]{8,20}\\\\b" reads only the run the match takes,
    at most 20 characters: bounded to that, the family gets literals and windows, the same matches."""
    from scamcore.rules.text_genuine import _REFERENCE

    assert Prefilter.of_alternatives(_REFERENCE.regex) is not None
    got = [(m.span(), m.group(0)) for m in _REFERENCE.regex.finditer(text)]
    assert got == [(m.span(), m.group(0)) for m in _REFERENCE_UNBOUNDED.finditer(text)]


def _one_by_one(way: Any, occ: dict[str, list[tuple[int, int, int]]], text: str) -> list[tuple[int, int, int]]:
    """Each place's window worked out on its own, as ``_run_windows`` did before it reused them."""
    return sorted(
        (way.run.back(text, end), start, way.run.ahead(text, start))
        for lit in way.literals
        for _, start, end in occ.get(lit, ())
    )


@settings(max_examples=300)
@given(st.lists(_PIECES, min_size=1, max_size=80), st.sampled_from(range(len(_FAMILIES))))
def test_places_a_run_apart_reuse_the_windows_they_would_have_had_alone(pieces: list[str], which: int) -> None:
    """A place only a run of the class apart from the one before takes its ``back`` and ``ahead``
    (a line of "*****" holds a "**" at every character): the same windows, each place's own."""
    regex = _FAMILIES[which]
    text = "".join(pieces)
    scanned = _scanned(regex)
    plan = plan_of(regex, scanned)
    assert plan is not None
    occ = _places(text, scanned)
    for _, ways in plan.owners:
        for way in ways:
            if way.run is not None:
                assert sorted(_run_windows([way], occ, text, 1 << 40) or []) == _one_by_one(way, occ, text)


def test_a_line_of_masks_is_searched_in_its_window_not_whole() -> None:
    """A hundred and twenty "*" gave 119 places, each charged the line's width: past the budget, the
    masked number's family searched the whole text (2.7 -> 1.1 ms a 20 kB e-mail)."""
    regex = _FAMILIES[2]
    text = "q " * 3000 + "*" * 120 + " card ending 1234 " + "q " * 3000
    scanned = _scanned(regex)
    plan = plan_of(regex, scanned)
    assert plan is not None
    ways = [way for _, found in plan.owners for way in found if way.run is not None]
    assert _run_windows(ways, _places(text, scanned), text, len(text) // 3) is not None


@pytest.mark.parametrize("accounts", [0, 1, 40, 400])
def test_windows_around_the_rarer_of_an_alternatives_needed_literals_find_what_finditer_finds(accounts: int) -> None:
    """An alternative is searched around whichever of its needed sets occurs least: the mailbox
    family's address alternative around its "@" where " account" fills an e-mail (1.03 -> 0.70 ms
    for EMAIL_VERIFY_MAILBOX a 20 kB e-mail)."""
    from scamcore.rules.text_email import _VERIFY_MAILBOX

    regex = _VERIFY_MAILBOX.regex
    parts = parts_of(regex.pattern, regex.flags) or ()
    scanned = frozenset(lit for part in parts for s in (part.starts, part.literals, *part.needs) if s for lit in s)
    pf = Prefilter.of_alternatives(regex)
    assert pf is not None
    text = " ".join(
        ["my account is fine"] * accounts + ["write to ann@example.com account", "q" * 2000, "bob@example.org mailbox"]
    )
    text = "lorem ipsum " * 200 + text + " lorem ipsum" * 200
    got = [(m.span(), m.group(0)) for m in windowed_finditer(regex, text, pf, _places(text, scanned), scanned)]
    assert got == [(m.span(), m.group(0)) for m in regex.finditer(text)]
    assert len(got) == 2
