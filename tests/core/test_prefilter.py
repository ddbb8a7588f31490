"""The rule table's prefilter is an optimisation only: it must never change a result.

Three claims, each checked against the plain way: a required literal occurs in every text a pattern
matches; windowed search near the literals yields exactly ``regex.finditer``; and a table run (which
skips rules whose literals are absent) records exactly the hits of running every rule in order.
"""

from __future__ import annotations

import importlib
import random
import re
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.brands import BRANDS
from scamcore.extract import Entities, extract
from scamcore.limits import LONG_TEXT
from scamcore.normalize import Normalized, normalize
from scamcore.rules import _phrases
from scamcore.rules._phrases import Gated, flat_text
from scamcore.rules.base import Rule, run_rules
from scamcore.rules.matcher import finditer_near, plan_of, starts_near, windowed_finditer
from scamcore.rules.parser_contract import parser_contract
from scamcore.rules.prefilter import Prefilter, max_width, parts_of, required_literals
from scamcore.rules.table import prefilter_of
from scamcore.rules.text_channel import _A_PHONE, _BARE_LINK, _CALL, _PHONE, _call_number
from scamcore.rules.text_obfuscation import _DOTTED
from scamcore.rules.text_registry import TABLE_LANGUAGES, all_text_rules, language_rules, rules_for
from scamcore.text import TextContext, text_table
from scamcore.urls import UrlAnalysis, analyse_url

pytestmark = pytest.mark.slow  # the whole file: half a minute of a core

_TEXT_RULES = all_text_rules()
_EXAMPLES = [ex for r in _TEXT_RULES for ex in (*r.fires, *r.quiet)]
_VOCAB = sorted({w for ex in _EXAMPLES for w in re.findall(r"\S+", ex.casefold())})
_PIECES = st.sampled_from([*_VOCAB, "\n", ".", ",", " - ", "$5", "£20", "\n\n"])
_PREFILTERED = [(g.regex, g.prefilter) for g in _phrases.ALL_GATED if g.prefilter is not None]
_LITERALS = sorted({lit.strip() for _, pf in _PREFILTERED for lit in pf.literals} - {""})
_FIRES = [ex.casefold() for r in _TEXT_RULES for ex in r.fires]
# Four of these joined stay a short text: the examples of long-mail rules are long themselves.
_SHORT_FIRES = [ex for ex in _FIRES if len(ex) < LONG_TEXT // 5]
_POOLS = (_FIRES, _EXAMPLES, [*_VOCAB, "\n", ".", ",", " - ", "$5", "£20", "\n\n"], _LITERALS)


def _long_words(rnd: random.Random) -> list[str]:
    """A long text's pieces: the rules' own examples (so that families match, often several in
    one window: a quarter of the draws is an example that fires a rule), their words, and now and
    then a family's literal alone (places to search near that match nothing). Drawn from a random
    source Hypothesis seeds: it then spends no time drawing hundreds of pieces one by one."""
    return [rnd.choice(rnd.choice(_POOLS)) for _ in range(rnd.randint(120, 240))]


@pytest.mark.parametrize(
    ("pattern", "literals"),
    [
        (r"(?<!\w)(?:act now|pay(?:ment)?)(?!\w)", {"act now", "pay"}),
        (r"dear (?:customer|user)", {"dear customer", "dear user"}),
        (r"\d+ (?:won|win)", {" won", " win"}),
        (r"(?:colou?r)s?", {"colr", "colou"}),
        # a repeat holds its first copies: "xx" or "**" where one "x" would gate nothing
        (r"(?:[x*]{2,}|\d[x*]{2,})\d", {"xx", "x*", "*x", "**"}),
        (r"(?:ab){2}c", {"ababc"}),
    ],
)
def test_required_literals_of_simple_patterns(pattern: str, literals: set[str]) -> None:
    got = required_literals(pattern)
    assert got is not None
    # Any required set is correct; these are the strongest the sequence rule finds.
    assert got == literals or min(map(len, got)) >= min(map(len, literals))


@pytest.mark.parametrize("pattern", [r"\w+", r"a|\d", r"(?:x)?y?", r"(?i)account", r"[a-z]{3}"])
def test_patterns_without_useful_literals_get_none(pattern: str) -> None:
    assert required_literals(pattern) is None


def test_the_regex_parser_still_has_the_shape_the_prefilter_reads() -> None:
    """``re._parser`` is private: a Python release may change it. The prefilter is then wrong
    everywhere at once (rules skipped that should run), so this names what changed."""
    problems = parser_contract()
    assert not problems, (
        f"Python {sys.version.split()[0]} changed re._parser, which scamcore/rules/prefilter.py reads "
        "to find each pattern's literals: " + "; ".join(problems)
    )


def test_only_the_prefilter_reads_the_regex_parser() -> None:
    package = Path(importlib.import_module("scamcore").__file__ or "").parent
    readers = sorted(
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if re.search(r"re\._parser|sre_parse|sre_compile|sre_constants", path.read_text(encoding="utf-8"))
    )
    assert readers == ["rules/prefilter.py"]


def test_width_is_bounded_or_none() -> None:
    assert max_width(r"ab(?:cd)?") == 4
    assert max_width(r"a\d+") is None


def _text(words: list[str], long: bool) -> str:
    text = " ".join(words)
    if long:
        text += " filler" * max(0, (LONG_TEXT - len(text)) // 7 + 1)
    return text.casefold()


@settings(max_examples=40)
@given(st.lists(_PIECES, min_size=1, max_size=700), st.booleans())
def test_every_match_contains_a_required_literal(words: list[str], long: bool) -> None:
    text = _text(words, long)
    for regex, pf in _PREFILTERED:
        for m in regex.finditer(text):
            assert any(lit in m.group(0) for lit in pf.literals), regex.pattern
            if pf.anchored:
                assert m.group(0).startswith(tuple(pf.literals)), regex.pattern


def _searched_near_as_plain(text: str, search: Callable[..., Iterator[re.Match[str]] | None], long: bool) -> int:
    """Run the table's scan of ``text``, then ``search`` (``finditer_near`` or ``starts_near``) for
    every family: each one it searches must yield what ``regex.finditer`` does. Returns how many
    it searched (the others it leaves to a plain search)."""
    ctx = TextContext(normalize(text), extract(text), [])
    text_table().candidates(ctx)
    forms = {"subject": ctx.subject, "flat": flat_text(ctx)}
    assert all((len(form) >= LONG_TEXT) == long for form in forms.values())
    near = 0
    for regex, pf in _PREFILTERED:
        form = forms[pf.space]
        found = search(ctx, regex, form, pf, pf.space)
        if found is not None:
            near += 1
            got = [(m.span(), m.group(0)) for m in found]
            assert got == [(m.span(), m.group(0)) for m in regex.finditer(form)], regex.pattern
    return near


@settings(max_examples=10)
@given(st.lists(_PIECES, min_size=300, max_size=900))
def test_search_near_the_tables_own_scan_equals_plain_finditer(words: list[str]) -> None:
    """How phrase families and gated fraud checks search a long text: from the places the table's
    scan of that text form found (``finditer_near``), or by themselves where it did not look."""
    near = _searched_near_as_plain(_text(words, long=True), finditer_near, long=True)
    assert near >= len(_PREFILTERED) // 3  # the English table's scan looked for those of many families


@settings(max_examples=30)
@given(st.lists(st.sampled_from(_SHORT_FIRES), min_size=1, max_size=4), st.sampled_from([" ", "\n", ". "]))
def test_a_short_text_is_matched_at_the_tables_places_as_by_a_search(parts: list[str], sep: str) -> None:
    """How a family searches a text message when every match starts with one of its literals:
    ``regex.match`` at the places the table's scan found them (``starts_near``), which must yield
    what ``regex.finditer`` does, overlapping and repeated literals included."""
    near = _searched_near_as_plain(sep.join(parts), starts_near, long=False)
    assert near >= len(_PREFILTERED) // 3  # most families are anchored; the English scan looked for theirs


def _places(text: str, literals: frozenset[str]) -> dict[str, list[tuple[int, int, int]]]:
    """Every occurrence of every literal, overlapping ones included, as the table's scan gives them:
    (index of the literal, start, end)."""
    return {
        lit: [(k, m.start(), m.start() + len(lit)) for m in re.finditer("(?=" + re.escape(lit) + ")", text)]
        for k, lit in enumerate(sorted(literals))
    }


@cache
def _part_literals(regex: re.Pattern[str]) -> frozenset[str]:
    found: set[str] = set()
    for part in parts_of(regex.pattern, regex.flags) or ():
        found |= part.starts or set()
        found |= part.literals or set()
        for need in part.needs:
            found |= need
    return frozenset(found - {""})


@cache
def _all_literals() -> tuple[str, ...]:
    """Every literal a family's prefilter or one of its alternatives holds."""
    return tuple(sorted(set().union(*(pf.literals | _part_literals(regex) for regex, pf in _PREFILTERED))))


def _every_place(text: str) -> dict[str, list[tuple[int, int, int]]]:
    """Where each of ``_all_literals`` occurs (overlapping occurrences included; only those that
    occur, as the table's scan gives them), found once per text with ``str.find``: a family reads
    only the places of the literals it was told were scanned, so one dict serves them all. Finding
    each family's own literals by regex cost two seconds a text, nearly all of these tests' time."""
    out: dict[str, list[tuple[int, int, int]]] = {}
    for lit in _all_literals():
        i = text.find(lit)
        while i != -1:
            out.setdefault(lit, []).append((0, i, i + len(lit)))
            i = text.find(lit, i + 1)
    return out


@settings(max_examples=10)
@given(st.integers(min_value=0, max_value=2**32))
def test_windowed_search_equals_plain_finditer(seed: int) -> None:
    """Every way the matcher searches a long text yields finditer's matches, for every family:
    near the places of its prefilter's literals; near those and a random choice of its
    alternatives' own (the table scans every rule's: whichever were scanned, the matches are the
    same); and by the family alone (``Gated.finditer``: its own scan, for a text no table looked at).
    One test, so that the plain search each is compared with runs once per family and text."""
    rnd = random.Random(seed)
    text = _text(_long_words(rnd), long=True)
    occ = _every_place(text)
    for family in _phrases.ALL_GATED:
        regex, pf = family.regex, family.prefilter
        if pf is None:
            continue
        plain = [(m.span(), m.group(0)) for m in regex.finditer(text)]
        got = [(m.span(), m.group(0)) for m in windowed_finditer(regex, text, pf, occ)]
        assert got == plain, regex.pattern
        extra = sorted(_part_literals(regex) - pf.literals)
        scanned = pf.literals | frozenset(rnd.sample(extra, rnd.randint(0, len(extra))))
        got = [(m.span(), m.group(0)) for m in windowed_finditer(regex, text, pf, occ, scanned)]
        assert got == plain, regex.pattern
        assert [(m.span(), m.group(0)) for m in family.finditer(text)] == plain, regex.pattern


# Alternatives of every kind in one family: one unbounded but with known starts ("pay ... fee"),
# one bounded whose literal sits inside it ("12 hours left"), two sharing a word ("now").
_MIXED = re.compile(r"(?<!\w)(?:pay [a-z ]+ fee|\d{1,2} ?hours? left|act(?: fast)? now|(?:go|run) now)(?!\w)")
_MIXED_PIECES = st.sampled_from(
    ["pay", "fee", "12", "3", "hours", "hour", "left", "now", "act", "fast", "go", "run", "x" * 30]
)


@settings(max_examples=300)
@given(
    st.lists(_MIXED_PIECES, min_size=1, max_size=400),
    st.sampled_from([" ", "", "\n"]),
    st.randoms(use_true_random=False),
)
def test_search_by_alternative_at_window_borders(words: list[str], sep: str, rnd: random.Random) -> None:
    """Literals packed closely or far apart, matches running past a window's end and overlapping
    candidates: the merged search still yields exactly finditer's matches."""
    text = sep.join(words)
    pf = Prefilter.of(_MIXED)
    assert pf is not None
    extra = sorted(_part_literals(_MIXED) - pf.literals)
    scanned = pf.literals | frozenset(rnd.sample(extra, rnd.randint(0, len(extra))))
    got = [(m.span(), m.group(0)) for m in windowed_finditer(_MIXED, text, pf, _places(text, scanned), scanned)]
    assert got == [(m.span(), m.group(0)) for m in _MIXED.finditer(text)]


# Amounts in figures or in words: the whole pattern's best literals for the first alternative are a
# single letter ("5m"), worth nothing; each alternative on its own has a set worth looking for.
_NO_SHARED = re.compile(r"(?:us ?\$|\$) ?\d{1,3} ?(?:m|bn)\b|(?:one|two)[\s-]{1,3}million")


@settings(max_examples=200)
@given(st.lists(st.sampled_from(["one", "two", " ", "-", "million", "$", "us", "5", "123", "m", "bn", "x"])))
def test_a_family_whose_alternatives_share_no_literal_is_indexed_by_theirs(pieces: list[str]) -> None:
    """What hand-written gate strings did for such a family (``Prefilter.of_alternatives``)."""
    assert Prefilter.of(_NO_SHARED) is None
    pf = Prefilter.of_alternatives(_NO_SHARED, space="flat")
    assert pf is not None and pf.space == "flat" and pf.literals == {"$", "us$", "us $", "million"}
    text = "".join(pieces)
    for m in _NO_SHARED.finditer(text):
        assert any(lit in m.group(0) for lit in pf.literals)


def test_alternatives_carry_their_own_literals_and_widths() -> None:
    parts = parts_of(_MIXED.pattern)
    assert parts is not None
    assert [(p.starts, p.width) for p in parts] == [
        (frozenset({"pay "}), None),
        (None, 13),  # a digit can be any of Unicode's: no start literals
        (frozenset({"act now", "act fast now"}), 12),
        (frozenset({"go now", "run now"}), 7),
    ]
    assert parts[1].literals == {"hour left", "hours left", " hour left", " hours left"}
    assert frozenset({" fee"}) in parts[0].needs  # every "pay ... fee" holds " fee" too
    assert parts[1].reach == 13 + 1 + 1  # the (?!\w) after it, and one character for an end test
    assert parts_of(r"(?i)pay now") is None  # literals of a case-folding pattern are not exact


_LANGUAGES = ["en", *TABLE_LANGUAGES]


@cache
def _read(text: str) -> tuple[Normalized, Entities, tuple[UrlAnalysis, ...]]:
    """What both runs of a text start from, read once for every language (all of it is frozen)."""
    entities = extract(text)
    return normalize(text), entities, tuple(analyse_url(u) for u in entities.urls)


def _both_ways(text: str, language: str) -> tuple[dict[str, str], dict[str, str]]:
    norm, entities, links = _read(text)
    plain = TextContext(norm, entities, links, language=language)
    run_rules(rules_for(language), plain)
    table = TextContext(norm, entities, links, language=language)
    text_table(language).run(table)
    return ({k: f.evidence for k, f in plain.hits.items()}, {k: f.evidence for k, f in table.hits.items()})


def _examples_of(rules: tuple[Rule[TextContext], ...]) -> list[str]:
    return list(dict.fromkeys(ex for r in rules for ex in (*r.fires, *r.quiet)))  # shared examples once


def _examples_run_in(language: str) -> list[str]:
    """Every example in the English table, which every message runs; in a language's table, its own
    rows' examples and one firing example of each English row: a rule the table skips wrongly shows
    only on a text that fires it, and these fire, in each table, every rule that all the examples
    fire there (checked when chosen: the same 377-378 rules of 385). Running every example in all
    seven tables cost 45 s of CPU, nearly all of it the plain run of the English rows, seven times."""
    if language == "en":
        return list(dict.fromkeys(_EXAMPLES))
    english = [r.fires[0] for r in rules_for("en") if r.fires]
    return list(dict.fromkeys([*_examples_of(language_rules(language)), *english]))


@pytest.mark.parametrize("language", _LANGUAGES)
def test_table_run_equals_running_every_rule_on_every_example(language: str) -> None:
    for example in _examples_run_in(language):
        plain, table = _both_ways(example, language)
        assert table == plain, example


@settings(max_examples=40)
@given(
    st.lists(st.sampled_from(_EXAMPLES), min_size=1, max_size=60),
    st.sampled_from([" ", "\n", "\n\n> "]),
    st.sampled_from(_LANGUAGES),
)
def test_table_run_equals_running_every_rule_on_mixed_messages(parts: list[str], sep: str, language: str) -> None:
    plain, table = _both_ways(sep.join(parts), language)
    assert table == plain


def test_most_text_rules_are_indexed() -> None:
    indexed = [r for r in _TEXT_RULES if prefilter_of(r) is not None]
    assert len(indexed) >= len(_TEXT_RULES) // 2
    assert all(isinstance(prefilter_of(r), Prefilter) for r in indexed)


def test_brand_claims_fire_the_same_when_each_brand_is_named() -> None:
    """Brand claims are skipped unless one of their brands' aliases occurs (``_phrases.needing``):
    naming any brand, alone or in a short alert, must fire the same rules as running every rule."""
    for alias in sorted({a for b in BRANDS for a in b.aliases}):
        for text in (alias, f"{alias.upper()}: your payment needs attention, reply now"):
            plain, table = _both_ways(text, "en")
            assert table == plain, text


def test_a_union_of_prefilters_needs_any_of_their_literals() -> None:
    a = Prefilter(frozenset({"pay now"}), 12)
    flat = Prefilter(frozenset({"listinfo"}), None, space="flat")
    got = Prefilter.union([a, frozenset({"bank"}), flat])
    assert got is not None
    assert (got.literals, got.width, got.anchored, got.space) == (
        frozenset({"pay now", "bank", "listinfo"}),
        None,
        False,
        "subject",
    )
    # A flat-form literal with a space stands for any run of whitespace: not a literal of the folded text.
    assert Prefilter.union([a, Prefilter(frozenset({"mailing list"}), None, space="flat")]) is None
    assert Prefilter.union([a, None]) is None  # a part that must always run makes the whole run always
    assert Prefilter.union([frozenset({"x"})]) is None  # one letter gates nothing


def test_needing_marks_a_check_with_the_union_of_its_parts() -> None:
    def check(ctx: object) -> str | None:
        return None

    registered = len(_phrases.ALL_GATED)
    try:
        marked = _phrases.needing(check, _phrases.phrase("act now"), frozenset({"chase"}))
        pf = getattr(marked, "prefilter", None)
        assert isinstance(pf, Prefilter) and pf.literals == {"act now", "chase"}
        anything = _phrases.fast(r"\w+")
        assert _phrases.needing(check, frozenset({"chase"}), anything).prefilter is None  # type: ignore[attr-defined]
    finally:
        # Families made here are not the engine's: the regex hardening test walks the registry and
        # looks for each family in a rule, so they must not outlive this test.
        del _phrases.ALL_GATED[registered:]


_LINKISH = st.sampled_from(
    [
        "www.",
        "http://",
        "https://",
        "/",
        ".com",
        ".ly/",
        "bit",
        "call",
        "on",
        "text",
        "press 1",
        "0800 123 4567",
        "+44 20 7946 0958",
    ]
)


@settings(max_examples=200)
@given(st.lists(st.one_of(_LINKISH, _PIECES), min_size=1, max_size=40).map(" ".join))
def test_quick_gates_in_front_of_scans_change_no_result(text: str) -> None:
    """Checks that skip a scan after a cheaper look must answer as the scan alone would."""
    text = text.casefold()
    if _BARE_LINK.search(text) is not None:
        assert "/" in text or "www." in text  # text_channel._any_link skips the scan otherwise
    if re.search(_PHONE, text) is not None:
        assert _A_PHONE.on(text).search(text) is not None  # the quick look for a number misses none
    ctx = TextContext(normalize(text), extract(text), [])
    plain = _CALL.search(ctx.subject)
    assert _call_number(ctx) == (None if plain is None else plain.group(0))


@settings(max_examples=200)
@given(
    st.lists(st.sampled_from([*_VOCAB[:400], "a.b", "paymen.t", "l.ast", "x.", ".y", "re.ward", "ok.see"]), max_size=30)
)
def test_the_count_of_dots_bounds_the_dot_broken_words(words: list[str]) -> None:
    """``_dot_broken`` skips its scan below two dots: each match holds one of its own."""
    text = " ".join(words).casefold()
    if len(list(_DOTTED.finditer(text))) >= 2:
        assert text.count(".") >= 2


_TABLE_MODULES = [
    "text_asks",
    "text_channel",
    "text_cjk",
    "text_claims",
    "text_email",
    "text_email_foreign",
    "text_419",
    "text_callback",
    "text_lottery",
    "text_mail_marks",
    "text_sextortion",
    "text_mail_lures",
    "text_obfuscation",
    "text_offers",
    "text_payment",
    "text_pressure",
    "text_stranger",
    "text_dampeners",
]


def _families() -> list[tuple[str, re.Pattern[str], Prefilter]]:
    """Every phrase family and gated check defined at module level in the text tables."""
    found = []
    for name in _TABLE_MODULES:
        module = importlib.import_module(f"scamcore.rules.{name}")
        for attr, obj in vars(module).items():
            if isinstance(obj, Gated) and obj.prefilter is not None:
                found.append((f"{name}.{attr}", obj.regex, obj.prefilter))
    return found


# Families whose regex has an unbounded part other than a run of one class ("[^\\n]{0,40}?" is
# bounded; a "\\s+" or "\\d+" is searched across its runs, ``runs.py``, and so is a look-ahead whose
# only unbounded parts are such runs) and which therefore search a long text whole once their
# literals occur. Known and measured; a new one must be added here on purpose.
_SEARCHED_WHOLE: set[str] = set()


@pytest.mark.parametrize(("name", "regex", "pf"), _families(), ids=lambda v: v if isinstance(v, str) else "")
def test_families_are_searched_near_their_literals(name: str, regex: re.Pattern[str], pf: Prefilter) -> None:
    """An unbounded lookaround or repeat (a "\\s+" after the phrase) leaves a family no window to
    search in a long text: it then searches the whole text, which once cost TEXT_ASK_CREDENTIALS
    13 -> 275 us on the bench's 20 kB e-mail."""
    plan = plan_of(regex, pf.literals)
    assert (plan is None or plan.whole) == (name in _SEARCHED_WHOLE), name
