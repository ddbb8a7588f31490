"""No pattern of the engine backtracks catastrophically: every rule pattern, every module-level
regex of scamcore, and the extract / normalize / text / URL functions run against adversarial
strings (as long as the text the engine analyses) under a budget of CPU seconds.

The strings are generic worst cases plus, for each pattern, its own ``fires`` examples with
their last character cut and repeated: the prefix a pattern can match many ways, with no end
it accepts, is what makes a backtracking engine explode. A failure names the rule id and the
input; the fix belongs to whoever owns the rule table.

Budgets are CPU seconds of this process (``time.process_time``), not wall time: a machine busy
with other work stretches the wall clock many times over (this file failed at a load of 10-17),
but not the CPU a regex spends, and catastrophic backtracking costs seconds of CPU all the same.
The patterns are gathered at the first test that needs them, not at collection (every xdist
worker collects the whole suite): the tests are parametrized over shards of them, and a failure
names each pattern of its shard that broke the budget.
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
import re
import time
from collections.abc import Callable, Iterator
from functools import cache

import pytest
from hostile import REGEX_WORST

import scamcore
from scamcore import check_text, check_url
from scamcore.extract import extract
from scamcore.limits import LIMITS
from scamcore.normalize import normalize, strip_invisibles
from scamcore.rules._asked import ASIDES
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES
from scamcore.text import text_hits
from scamcore.urls import parse_url, url_hits

pytestmark = pytest.mark.slow  # the whole file: half a minute of a core

SIZE = LIMITS.max_analysed_chars
PATTERN_BUDGET = 2.0
"""CPU seconds for one pattern over all its ~50 adversarial strings. A linear pattern needs
milliseconds a string: the heaviest (the money-request rows' windows of words around a number,
``text_money_request.py``) ~0.6 s in all on a quiet core and up to 1.0 s on a busy test worker,
where a quadratic one spends seconds on a single string (13 s for one found this way)."""
ENGINE_BUDGET = 3.0
"""CPU seconds for one whole check of one adversarial string, every rule and extractor included."""
SHARDS = 16
"""The pattern test runs in this many parts (each pattern keeps its own budget)."""


# Some regexes take quadratic time when *searched* over 20,000 characters, but the engine never does
# that: they are run the way it runs them. Reported to the rule owners (see the hardening report).
HOW_USED: dict[str, tuple[str, int]] = {
    # applied to the subdomain of one host name (DNS: at most 253 characters); the engine-level tests
    # below include links with 4 kB host names, which stay far inside the budget
    "scamcore.lookalike._IN_SUB": ("finditer", 253),
    # only ever fullmatched against one token after an OCR line break
    "scamcore.ocr_repair._DOMAIN": ("fullmatch", SIZE),
    # only ever fullmatched against one single-spaced OCR line of at most 100 (status: 24) characters
    "scamcore.phone_ui._SENDER": ("fullmatch", 100),
    "scamcore.phone_ui._LABELS": ("fullmatch", 100),
    "scamcore.phone_ui._STATUS": ("fullmatch", 24),
    # only ever fullmatched against a free-hosting link's page name (one host label): one start, linear
    "scamcore.rules.url_lexical._NUMBER_AFTER_NAME": ("fullmatch", SIZE),
}
# The same, found by pattern where a name would be an index: each language's "as requested" aside
# after a threat (rules/_asked.py) is only ever matched where the threat's match ends. Searched, its
# lazy 0-12 characters before the phrase cost ~13 times the phrase's own search: linear, but about
# the whole budget on a slow machine.
HOW_USED_PATTERN: dict[str, tuple[str, int]] = {aside._after.pattern: ("match", SIZE) for aside in ASIDES.values()}


def _repeat(seed: str, size: int = SIZE) -> str:
    return (seed * (size // max(1, len(seed)) + 1))[:size]


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def adversarial(examples: tuple[str, ...] = ()) -> Iterator[str]:
    yield from (s[:SIZE] for s in REGEX_WORST)
    for example in examples[:4]:
        cut = example[:-1] or example
        yield _repeat(cut)
        yield _repeat(cut + " ")
        words = example.split()
        if len(words) > 1:
            yield _repeat(" ".join(words[:-1]) + " ")  # all but the word that completes the match
            yield _repeat(words[0] + " ") + "!"


def _find(value: object, depth: int = 0, seen: set[int] | None = None) -> Iterator[re.Pattern[str]]:
    """Regexes reachable from a value: itself, a Gated phrase family, check objects, containers, closures,
    methods."""
    seen = set() if seen is None else seen
    if id(value) in seen or depth > 4:
        return
    seen.add(id(value))
    if isinstance(value, re.Pattern):
        if isinstance(value.pattern, str):
            yield value
        return
    if isinstance(value, (str, bytes, int, float, type(None))):
        return
    regex = getattr(value, "regex", None)
    if isinstance(regex, re.Pattern):
        yield from _find(regex, depth + 1, seen)
    for attr in getattr(type(value), "__slots__", ()):  # check objects (rules/table.py, _phrases.Gated)
        if not attr.startswith("__"):
            yield from _find(getattr(value, attr, None), depth + 1, seen)
    if isinstance(value, dict):
        for item in value.values():
            yield from _find(item, depth + 1, seen)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _find(item, depth + 1, seen)
    elif callable(value) and not isinstance(value, type):
        for cell in getattr(value, "__closure__", None) or ():
            yield from _find(cell.cell_contents, depth + 1, seen)
        yield from _find(getattr(value, "__defaults__", None), depth + 1, seen)
        yield from _find(getattr(value, "__self__", None), depth + 1, seen)
        if hasattr(value, "__wrapped__"):
            yield from _find(value.__wrapped__, depth + 1, seen)


def _all_patterns() -> Iterator[tuple[str, re.Pattern[str], tuple[str, ...]]]:
    for rule in (*all_text_rules(), *URL_RULES):
        for i, pattern in enumerate(_find(rule.pattern if rule.pattern is not None else rule.check)):
            yield f"rule {rule.id}" + (f" #{i}" if i else ""), pattern, rule.fires
    for info in pkgutil.walk_packages(scamcore.__path__, "scamcore."):
        if ".service" in info.name or info.name.endswith(("cli", "__main__")):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, type) or (callable(value) and getattr(value, "__module__", None) != info.name):
                continue  # classes, and functions a module imported from another
            for i, pattern in enumerate(_find(value)):
                yield f"{info.name}.{name}" + (f" #{i}" if i else ""), pattern, ()


@cache
def patterns() -> dict[str, tuple[re.Pattern[str], tuple[str, ...]]]:
    """Every regex to run, by name, each once (walking every table and module takes seconds)."""
    out: dict[str, tuple[re.Pattern[str], tuple[str, ...]]] = {}
    seen: set[tuple[str, int]] = set()
    for name, pattern, fires in _all_patterns():
        key = (pattern.pattern, pattern.flags)
        if key not in seen:  # the same regex under a rule and a module name is run once, named after the rule
            seen.add(key)
            out[name] = (pattern, fires)
    return out


def test_every_rule_pattern_is_covered() -> None:
    """Each rule's regex is found, whether it is the rule's ``pattern`` or lives inside its check."""
    from scamcore.rules._phrases import ALL_GATED

    found = patterns()
    names = set(found)
    for rule in (*all_text_rules(), *URL_RULES):
        if rule.pattern is not None:
            assert rule.pattern in [p for p, _ in found.values()], rule.id
    collected = {(p.pattern, p.flags) for p, _ in found.values()}
    assert all((g.regex.pattern, g.regex.flags) in collected for g in ALL_GATED)
    assert sum(name.startswith("rule ") for name in names) > 50
    assert len(names) > 120


def _pattern_overrun(name: str) -> str | None:
    """What ``name`` did over its budget, or None when it stayed inside it."""
    pattern, fires = patterns()[name]
    how, size = HOW_USED.get(name) or HOW_USED_PATTERN.get(pattern.pattern, ("search", SIZE))
    run = {
        "search": pattern.search,
        "match": pattern.match,
        "fullmatch": pattern.fullmatch,
        "finditer": lambda s: list(pattern.finditer(s)),
    }
    slowest = (0.0, "")
    started = time.process_time()
    for full in adversarial(fires):
        s = full[:size]
        t = time.process_time()
        run[how](s)
        lowered = s.lower()
        if lowered != s:  # most strings are lower case already: the same search again proves nothing
            run[how](lowered)
        took = time.process_time() - t
        slowest = max(slowest, (took, s[:60]))
        if time.process_time() - started > PATTERN_BUDGET:
            break  # over already: the rest of its strings would only add to the wait
    total = time.process_time() - started
    if total < PATTERN_BUDGET:
        return None
    return f"{name} took {total:.2f} CPU s; slowest input starts {slowest[1]!r} ({slowest[0]:.2f}s)"


@pytest.mark.parametrize("shard", range(SHARDS))
def test_patterns_run_in_linear_time_on_adversarial_strings(shard: int) -> None:
    overruns = [o for name in sorted(patterns())[shard::SHARDS] if (o := _pattern_overrun(name)) is not None]
    assert not overruns, "\n".join(overruns)


ENGINE_INPUTS: list[str | Callable[[], str]] = [
    *(s[: LIMITS.max_text_chars] for s in REGEX_WORST),
    _repeat("https://a.b.c.d.e.f.g.h/", LIMITS.max_text_chars),
    _repeat("Pay £1.99 now ", LIMITS.max_text_chars),
    _repeat("p\u0430ypal ", LIMITS.max_text_chars),
    _repeat("u s p s ", LIMITS.max_text_chars),
    _repeat("hxxps://x[.]y[.]z ", LIMITS.max_text_chars),
    _repeat("\u202e\u200b", LIMITS.max_text_chars),
    _repeat("1-800-", LIMITS.max_text_chars),
    _repeat("bc1q", LIMITS.max_text_chars),
    _repeat("a@b.", LIMITS.max_text_chars),
    _repeat("https://" + "x" * 3_990 + "q.com.evil.top/ ", LIMITS.max_text_chars),
    _repeat("https://" + "x-" * 1_995 + "q.com.evil.top/ ", LIMITS.max_text_chars),
    # runs of what the phone and address patterns repeat, with no end they accept, twice as long as
    # a caller may send: the phone pattern read two dozen characters at every digit, and each "@"
    # cost a Python step (53-55 ms each, over the 50 ms a check must stay under; `make bench`)
    "0" * 100_000,
    "1" * 100_000 + "x",
    "$" + "9" * 100_000,
    "@" * 100_000,
    # every rule's first example in fullwidth letters (scam texts use fancy letters): each sign's
    # evidence is found only in the folded text, and quoting it re-folded the whole message in
    # Python once per part (95 passes, 6.5 s against 0.2 s with quoting off)
    lambda: _repeat(_fullwidth(" ".join(rule.fires[0] for rule in all_text_rules() if rule.fires)), 49_000),
]


def _engine_input(index: int) -> str:
    """An input of ``ENGINE_INPUTS``, made now where it needs the rule tables (not at collection)."""
    made = ENGINE_INPUTS[index]
    return made if isinstance(made, str) else made()


@pytest.mark.parametrize("index", range(len(ENGINE_INPUTS)))
def test_engine_functions_stay_in_budget_on_adversarial_text(index: int) -> None:
    s = _engine_input(index)
    for fn in (extract, normalize, strip_invisibles, text_hits, check_text):
        started = time.process_time()
        fn(s)  # type: ignore[operator]
        took = time.process_time() - started
        assert took < ENGINE_BUDGET, f"{fn.__name__} took {took:.2f} CPU s on input #{index} starting {s[:60]!r}"


@pytest.mark.parametrize("index", range(len(ENGINE_INPUTS)))
def test_url_functions_stay_in_budget_on_adversarial_links(index: int) -> None:
    s = _engine_input(index)[: LIMITS.max_url_chars].strip() or "x"
    for fn in (parse_url, url_hits, check_url):
        started = time.process_time()
        with contextlib.suppress(scamcore.InputError):  # a refusal in time is a correct answer
            fn(s)  # type: ignore[operator]
        took = time.process_time() - started
        assert took < ENGINE_BUDGET, f"{fn.__name__} took {took:.2f} CPU s on link #{index} starting {s[:60]!r}"
