"""The URL table's fact gates (``base.needs``, ``url_facts``): a row passed over where a fact it
declares is missing must be a row that could not have fired there.

Each link is checked twice: every row run in order, none skipped (what the table did before the
gates), and the gated table as the engine runs it. A row that fires where the facts it needs are
missing fails the first test; any difference in findings or hits fails the second.
"""

from __future__ import annotations

import functools
import itertools

import pytest

from scamcore.rules.base import Finding, Needs, Rule, finding_of, needs, run_rules, with_facts
from scamcore.rules.url_facts import FACTS, FREE_HOST, link_facts
from scamcore.rules.url_registry import URL_RULES
from scamcore.urls import UrlContext, _context

_HOSTS = (
    "example.com",
    "secure-login-example.top",
    "b7.shop-example.net",
    "wallet-sync4.github.io",
    "xqzvkt.weebly.com",
    "192.0.2.7",
    "exämple.com",
    "tokken-bridge.example.org",
)
_PATHS = (
    "",
    "/",
    "/login.php",
    "/user@example.org/",
    "/x%40example.org",
    "/am9obkBleGFtcGxlLmNvbQ==",
)
_QUERIES = (
    "",
    "?email=",
    "?u=https://example.net/a",
    "?id=0123456789abcdef0123456789abcdef",
    "?e=am9obkBleGFtcGxlLmNvbQ",
)
_FRAGMENTS = ("", "#am9obkBleGFtcGxlLmNvbQ==", "#x@example.org", "#\u200b")


def _made_up() -> list[str]:
    return [
        f"{scheme}://{host}{path}{query}{fragment}"
        for scheme, host, path, query, fragment in itertools.product(
            ("http", "https"), _HOSTS, _PATHS, _QUERIES, _FRAGMENTS
        )
        if (len(path) + len(query) + len(fragment)) % 3 != 1 or scheme == "https"  # about two thirds
    ]


def _examples() -> list[str]:
    """Every URL row's own examples, and each cut before its fragment and before its query."""
    out: list[str] = []
    for rule in URL_RULES:
        for example in (*rule.fires, *rule.quiet):
            out.extend({example, example.split("#", 1)[0], example.split("?", 1)[0]})
    return out


_LINKS = sorted(set(_examples()) | set(_made_up()))


def _run_every_row(ctx: UrlContext) -> tuple[list[Finding], set[str]]:
    """Every row, in order, none skipped: what a row fires on when nothing gates it."""
    shown: list[Finding] = []
    gated_fired: set[str] = set()
    have = link_facts(ctx)
    for rule in URL_RULES:
        check = rule.check
        evidence = rule.evaluate(ctx) if check is None else check(ctx)
        if evidence is None:
            continue
        if isinstance(check, Needs) and not all(have & clause for clause in check.clauses):
            gated_fired.add(rule.id)
        ctx.hits[rule.id] = finding = finding_of(rule, evidence)
        if not rule.is_predicate:
            shown.append(finding)
    return shown, gated_fired


def _contexts(url: str) -> list[UrlContext]:
    return [_context(url), _context(url, list_page=True), _context(url, 1)]


@functools.cache
def _walk() -> tuple[set[tuple[str, str]], list[str], set[str]]:
    """Every link's contexts run both ways: the rows that fired without their facts, the links
    where the gated table differs from every row run, and the ids that fired anywhere."""
    wrong: set[tuple[str, str]] = set()
    differ: list[str] = []
    fired: set[str] = set()
    for url in _LINKS:
        for every, table in zip(_contexts(url), _contexts(url), strict=True):
            shown, without = _run_every_row(every)
            wrong |= {(rid, url) for rid in without}
            if run_rules(URL_RULES, table) != shown or table.hits != every.hits:
                differ.append(url)
            fired |= set(every.hits)
    return wrong, differ, fired


def test_links_cover_every_fact_both_ways() -> None:
    """The links hold every fact and lack every fact somewhere, and every gated row fires on some."""
    have = [link_facts(_context(url)) for url in _LINKS]
    for name, bit in FACTS.items():
        assert any(h & bit for h in have), name
        assert any(not h & bit for h in have), name
    gated_ids = {r.id for r in URL_RULES if isinstance(r.check, Needs)}
    assert len(gated_ids) >= 10
    assert gated_ids <= _walk()[2], gated_ids - _walk()[2]


def test_no_row_fires_without_the_facts_it_needs() -> None:
    wrong = _walk()[0]
    assert not wrong, sorted(wrong)[:10]


def test_gated_table_finds_what_every_row_finds() -> None:
    differ = _walk()[1]
    assert not differ, differ[:10]


def test_a_wrong_declaration_is_caught() -> None:
    """The check above can fail: a row declared to need free hosting fires on a link without it."""
    rule = next(r for r in URL_RULES if r.id == "URL_EMAIL_IN_LINK")
    assert isinstance(rule.check, Needs)
    ctx = _context(rule.fires[0])
    assert not link_facts(ctx) & FREE_HOST
    assert rule.check(ctx) is not None  # fires, so declaring it FREE_HOST-only would be wrong


def test_a_row_missing_its_facts_is_not_called() -> None:
    calls: list[str] = []

    def spy(ctx: UrlContext) -> str | None:
        calls.append(ctx.parsed.host)
        return "seen"

    row: Rule[UrlContext] = Rule(
        id="URL_TEST_SPY",
        group="link_identity",
        weight=1,
        description="",
        fires=(),
        quiet=(),
        check=needs(spy, FREE_HOST),
        source="url",
    )

    table = with_facts((row,), link_facts)
    assert run_rules(table, _context("https://example.com/a")) == []
    assert calls == []
    assert [f.rule_id for f in run_rules(table, _context("https://shop12.weebly.com/a"))] == ["URL_TEST_SPY"]
    assert calls == ["shop12.weebly.com"]


def test_needs_wants_a_fact() -> None:
    with pytest.raises(ValueError):
        needs(lambda ctx: None)
    with pytest.raises(ValueError):
        needs(lambda ctx: None, 0)
