"""The page sources without a server: one Doc per page renders to safe HTML and to Markdown, every
category has its guide page and every country its reporting page."""

from __future__ import annotations

import asyncio
import datetime as dt
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient

from scamcore.categories import CATEGORIES
from scamcore.guides import GUIDES
from scamcore.reporting import REPORTING, reporting_for
from scamhttp import discovery, pages
from scamhttp.charts import chart_svg
from scamhttp.doc import Bar, Chart, Doc, Table, inline_html, markdown, markdown_path
from scamhttp.web import Web, wants_markdown, web_routes
from scammcp.tools import TOOL_NAMES
from scamservice import TrendCategory, Weather
from scamwiring.bootstrap import build_service
from scamwiring.settings import Settings

REQUIRED_COUNTRIES = {"US", "GB", "CA", "AU", "NZ", "IE", "DE", "FR", "ES", "IT", "NL", "IN", "SG"}


def test_inline_marks_become_tags_and_everything_else_is_escaped() -> None:
    html = str(inline_html('See [the <guide>](/guides/x"y) and **this** `code` <script>alert(1)</script>'))
    assert html == (
        'See <a href="/guides/x&#34;y">the &lt;guide&gt;</a> and <strong>this</strong> <code>code</code> '
        "&lt;script&gt;alert(1)&lt;/script&gt;"
    )
    assert 'rel="noopener noreferrer"' in str(inline_html("[x](https://example.org)"))


def test_markdown_paths_follow_the_md_prefix_convention() -> None:
    assert markdown_path("/") == "/md/index.md"
    assert markdown_path("/guides/") == "/md/guides.md"
    assert markdown_path("/guides/bank") == "/md/guides/bank.md"


def test_markdown_tables_escape_pipes_and_mark_numeric_columns() -> None:
    doc = Doc("/x", "T", "D", (Table("Cap", ("a|b", "n"), (("x|y", "3"),), numeric=(1,)),))
    assert "| a\\|b | n |\n|---|---:|\n| x\\|y | 3 |" in markdown(doc)


def test_chart_is_an_accessible_svg_image_with_every_bar_named() -> None:
    svg = str(chart_svg(Chart("Checks <by> kind", (Bar("Parcel", 10), Bar("Bank & card", 5))), "c1"))
    assert 'role="img"' in svg and 'aria-labelledby="c1-title c1-desc"' in svg
    assert '<title id="c1-title">Checks &lt;by&gt; kind</title>' in svg
    assert "Parcel: 10; Bank &amp; card: 5" in svg
    widths = [int(w) for w in re.findall(r'<rect [^>]*width="(\d+)"', svg)]
    assert widths[0] == 2 * widths[1]
    assert "style=" not in svg  # presentation attributes and classes only: CSP style-src 'self'


@pytest.mark.parametrize(
    ("accept", "expected"),
    [
        (None, False),
        ("*/*", False),
        ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", False),
        ("text/markdown", True),
        ("text/markdown, text/html;q=0.9", True),
        ("text/html, text/markdown;q=0.9", False),
        ("text/markdown;q=0", False),
        ("TEXT/MARKDOWN;Q=1", True),
        ("text/*;q=0.9, text/markdown;q=0.2, text/html;q=0.1", True),
        ("text/markdown;q=abc", False),
    ],
)
def test_wants_markdown(accept: str | None, expected: bool) -> None:
    assert wants_markdown(accept) is expected


def test_every_category_the_engine_returns_has_a_guide_page() -> None:
    assert set(GUIDES) == set(CATEGORIES)
    listed = markdown(pages.guides_page())
    for guide in GUIDES.values():
        doc = pages.guide_page(guide)
        assert doc.path == CATEGORIES[guide.id].guide
        assert f"]({doc.path})" in listed
        md = markdown(doc)
        for heading in ("## How it works", "## Signs to look for", "## What to do now", "## If you already paid"):
            assert heading in md
        assert all(sign in md for sign in guide.signs)


def test_every_required_country_and_the_fallback_have_a_reporting_page() -> None:
    assert set(pages.REPORT_COUNTRIES) >= REQUIRED_COUNTRIES
    index = markdown(pages.report_page())
    for code in pages.REPORT_COUNTRIES:
        info = REPORTING[code]
        doc = pages.report_country_page(info, code.lower())
        md = markdown(doc)
        assert f"(/report/{code.lower()})" in index
        assert info.forward_texts in md and info.emergency in md
        assert all(ch.name in md for ch in info.channels)
    fallback = markdown(pages.report_country_page(reporting_for("ZZ"), "zz"))
    assert "We have no list for ZZ yet" in fallback and REPORTING[""].forward_texts in fallback
    assert REPORTING[""].forward_texts in index


def test_trends_show_a_chart_and_a_table_with_the_same_figures() -> None:
    weather = Weather(
        country="GB",
        since=dt.date(2026, 11, 16),
        until=dt.date(2026, 11, 22),
        total=30,
        categories=[
            TrendCategory(
                id="delivery",
                label="Parcel delivery scam",
                guide="/guides/delivery",
                count=20,
                share=2 / 3,
                previous_count=10,
                change=1.0,
            ),
            TrendCategory(
                id="bank",
                label="Bank impersonation",
                guide="/guides/bank",
                count=10,
                share=1 / 3,
                previous_count=0,
                change=None,
            ),
        ],
        privacy_floor=5,
        note="How to read these figures.",
    )
    doc = pages.trends_page(weather)
    assert doc.path == "/trends/gb" and doc.title == "Scam weather: United Kingdom"
    charts = [b for b in doc.blocks if isinstance(b, Chart)]
    assert [(b.label, b.value) for b in charts[0].bars] == [("Parcel delivery scam", 20), ("Bank impersonation", 10)]
    md = markdown(doc)
    assert "| [Parcel delivery scam](/guides/delivery) | 20 | 67% | 10 | +100% |" in md
    assert "| [Bank impersonation](/guides/bank) | 10 | 33% | 0 | new |" in md


def _fresh_install_weather(data_dir: Path, country: str | None = None) -> Weather:
    """What the real service reports before anyone has checked anything."""

    async def ask() -> Weather:
        service = build_service(Settings(data_dir=data_dir))
        try:
            return await service.weather(country)
        finally:
            await service.aclose()

    # In its own thread: the session's Playwright keeps an event loop running in this one.
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, ask()).result(timeout=60)


def _sentences(md: str) -> list[str]:
    return [s.strip().lower() for s in re.split(r"(?<=[.!?])\s+|\n+", md) if len(s.strip()) > 20]


@pytest.mark.parametrize("country", [None, "GB"])
def test_trends_on_a_fresh_install_say_why_nothing_shows_and_offer_guides(tmp_path: Path, country: str | None) -> None:
    weather = _fresh_install_weather(tmp_path, country)
    assert not weather.categories
    md = markdown(pages.trends_page(weather))
    assert md.count("UTC") == 1 and md.count("warning signs") == 1, md  # the period and what counts, said once
    assert weather.note not in md  # the API's own reading note would say it all again
    sentences = _sentences(md)
    assert len(sentences) == len(set(sentences))
    assert f"{weather.privacy_floor} or more checks" in md  # what it takes for a row to show
    assert md.count("](/guides/") >= 5 and "](/)" in md  # something useful meanwhile: guides and the checker


def test_trends_with_figures_say_how_to_read_them_once() -> None:
    weather = Weather(
        since=dt.date(2026, 11, 16),
        until=dt.date(2026, 11, 22),
        total=6,
        categories=[
            TrendCategory(
                id="bank", label="Bank", guide="/guides/bank", count=6, share=1.0, previous_count=0, change=None
            )
        ],
        privacy_floor=5,
        note="Counts of checks that showed warning signs, by scam type, over the last 7 days (UTC).",
        country=None,
    )
    md = markdown(pages.trends_page(weather))
    assert md.count("UTC") == 1 and weather.note not in md and "least 5 such checks" in md
    sentences = _sentences(md)
    assert len(sentences) == len(set(sentences))


def test_the_score_column_of_the_bands_table_never_wraps() -> None:
    web = Web()
    for doc in (pages.checker_page(), pages.about_page()):
        html = web.html(doc)
        cells = re.findall(r'<th scope="row"([^>]*)>(\d+–\d+)</th>', html)
        assert len(cells) == 4 and all('class="nowrap"' in attrs for attrs, _ in cells), doc.path


def test_developers_page_and_skill_name_every_mcp_tool() -> None:
    md = markdown(pages.developers_page("https://scamcheck.example"))
    skill = discovery.skill_md("https://scamcheck.example")
    mcp_part = md.split("## MCP", 1)[1].split("## A2A", 1)[0]
    for name in TOOL_NAMES:
        assert f"`{name}`" in mcp_part, name
        assert f"`{name}`" in skill, name


def test_with_a_public_base_url_the_discovery_files_do_not_vary_by_host() -> None:
    base = "https://scamcheck.example"
    client = TestClient(Starlette(routes=web_routes(base)))
    for path in ("/.well-known/agent-skills/index.json", discovery.SKILL_PATH, "/.well-known/api-catalog"):
        one, two = (client.get(path, headers={"Host": h}) for h in ("a.example", "b.example"))
        assert one.status_code == 200 and one.content == two.content, path
        assert "host" not in one.headers.get("vary", "").lower(), path
    assert client.get("/developers.md").headers["vary"] == "Accept"
    index = client.get("/.well-known/agent-skills/index.json").json()
    assert index["skills"][0]["digest"] == discovery.skill_digest(base)


def test_no_page_source_uses_the_word_safe() -> None:
    docs = [
        pages.checker_page(),
        pages.guides_page(),
        pages.report_page(),
        pages.about_page(),
        pages.developers_page("https://scamcheck.example"),
    ]
    docs += [pages.guide_page(g) for g in GUIDES.values()]
    for doc in docs:
        assert not re.search(r"\bsafe", markdown(doc), re.IGNORECASE), doc.path


def test_the_bundled_altcha_widget_is_the_pinned_version() -> None:
    """scripts/build_static.sh pins the npm version; the committed files must come from that version."""
    root = Path(__file__).resolve().parents[2]
    pinned = re.search(r"^ALTCHA_VERSION=(\S+)$", (root / "scripts/build_static.sh").read_text(), re.MULTILINE)
    vendor = root / "packages/scamhttp/src/scamhttp/static/vendor/altcha"
    assert pinned and (vendor / "VERSION").read_text().strip() == pinned.group(1)
    for name in ("altcha.min.js", "altcha.css", "workers/pbkdf2.js", "workers/sha.js", "LICENSE.txt"):
        assert (vendor / name).stat().st_size > 0, name
    assert 'customElements.define("altcha-widget"' in (vendor / "altcha.min.js").read_text()


@pytest.mark.parametrize(
    "path", ["/guides/a/b", "/about/x", "/developers/x", "/report/gb/x", "/trends/gb/x", "/guides/a/%FF", "/about/x.md"]
)
def test_a_deeper_unknown_path_under_a_page_prefix_is_the_html_404_page(path: str) -> None:
    """docs/web.md: an unknown page under these prefixes is the HTML 404; these got the API's JSON one."""
    client = TestClient(Starlette(routes=web_routes(None)))
    browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    page = client.get(path, headers={"Accept": browser})
    assert page.status_code == 404
    wanted = "text/markdown" if path.endswith(".md") else "text/html"
    assert page.headers["content-type"].startswith(wanted)
    assert "Page not found" in page.text
    assert page.headers.get("link", "").isascii()


def test_a_trailing_slash_under_a_page_prefix_still_redirects_to_the_page() -> None:
    client = TestClient(Starlette(routes=web_routes(None)))
    for path, target in (("/about/", "/about"), ("/report/gb/", "/report/gb"), ("/developers/", "/developers")):
        moved = client.get(path, follow_redirects=False, headers={"Host": "evil.example"})
        assert (moved.status_code, moved.headers["location"]) == (307, target)
    assert client.get("/guides/").status_code == 200
