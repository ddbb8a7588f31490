"""Discovery files and Markdown copies, fetched from the real server and checked against their formats:
RFC 9727 (api-catalog linkset, GET and HEAD), Agent Skills discovery 0.2.0 (index, SKILL.md, digest),
llmstxt.org (llms.txt) and Markdown for Agents (Accept: text/markdown, Vary: Accept)."""

from __future__ import annotations

import hashlib
import json
import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import httpx
import pytest
from httpkit import Server

pytestmark = [pytest.mark.e2e]

PAGES = [
    "/",
    "/guides/",
    "/guides/delivery",
    "/guides/none",
    "/report",
    "/report/us",
    "/report/zz",
    "/trends",
    "/trends/gb",
    "/about",
    "/developers",
]
SAFE_WORD = re.compile(r"\bsafe", re.IGNORECASE)


@pytest.fixture(scope="module")
def http(server: Server) -> httpx.Client:
    with httpx.Client(base_url=server.url, timeout=10) as client:
        yield client


class _Text(HTMLParser):
    """Visible text and the first h1 of an HTML page, plus its <link> elements."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.h1: list[str] = []
        self.links: list[dict[str, str | None]] = []
        self._skip = 0
        self._in_h1 = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        if tag == "h1":
            self._in_h1 = True
        if tag == "link":
            self.links.append(dict(attrs))

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1
        if tag == "h1":
            self._in_h1 = False

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.text.append(data)
            if self._in_h1:
                self.h1.append(data)


def _parse(html: str) -> _Text:
    parser = _Text()
    parser.feed(html)
    return parser


# ---- RFC 9727 api-catalog -------------------------------------------------------------------


def test_api_catalog_is_an_rfc9727_linkset_on_get_and_head(http: httpx.Client, server: Server) -> None:
    get = http.get("/.well-known/api-catalog")
    head = http.head("/.well-known/api-catalog")
    for r in (get, head):
        assert r.status_code == 200
        assert (
            r.headers["content-type"] == 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'
        )
        assert re.fullmatch(r'</\.well-known/api-catalog>; rel="api-catalog"', r.headers["link"])
    assert head.content == b""
    doc = get.json()
    assert list(doc) == ["linkset"] and isinstance(doc["linkset"], list) and doc["linkset"]
    anchors = {}
    for context in doc["linkset"]:  # RFC 9264 section 4.2: anchor + relation -> array of target objects
        assert urlsplit(context["anchor"]).scheme == "http"
        anchors[context["anchor"]] = context
        for rel, targets in context.items():
            if rel == "anchor":
                continue
            assert re.fullmatch(r"[a-z][a-z0-9.-]*", rel), rel
            assert isinstance(targets, list) and targets
            for target in targets:
                assert set(target) <= {"href", "type", "title", "hreflang", "title*"}
                assert target["href"].startswith(server.url + "/")
    catalog = anchors[server.url + "/.well-known/api-catalog"]
    items = {t["href"] for t in catalog["item"]}
    assert items == {server.url + "/api/check", server.url + "/mcp", server.url + "/a2a"}
    for item in items:  # every API listed has its own entry with a description and docs
        assert "service-desc" in anchors[item] and "service-doc" in anchors[item]


def test_every_link_in_the_catalog_that_can_be_fetched_answers(http: httpx.Client, server: Server) -> None:
    doc = http.get("/.well-known/api-catalog").json()
    hrefs = {t["href"] for c in doc["linkset"] for rel, ts in c.items() if rel not in ("anchor", "item") for t in ts}
    for href in sorted(hrefs):
        r = http.get(href.removeprefix(server.url))
        assert r.status_code == 200, href
    assert http.get("/openapi.json").json()["openapi"].startswith("3.")


def test_the_home_page_advertises_the_catalog(http: httpx.Client) -> None:
    r = http.get("/")
    assert '</.well-known/api-catalog>; rel="api-catalog"' in r.headers["link"]
    assert any(link.get("rel") == "api-catalog" for link in _parse(r.text).links)


# ---- Agent Skills discovery 0.2.0 -------------------------------------------------------------


def _frontmatter(text: str) -> dict[str, str]:
    m = re.match(r"---\n(.*?)\n---\n", text, re.DOTALL)
    assert m, "SKILL.md must start with YAML frontmatter"
    out: dict[str, str] = {}
    for line in m.group(1).splitlines():
        if line and not line.startswith(" "):
            key, _, value = line.partition(":")
            out[key.strip()] = value.strip()
    return out


def test_agent_skills_index_and_skill_md_match(http: httpx.Client, server: Server) -> None:
    index_url = server.url + "/.well-known/agent-skills/index.json"
    r = http.get(index_url)
    assert r.status_code == 200 and r.headers["content-type"] == "application/json"
    assert r.headers["access-control-allow-origin"] == "*" and "cache-control" in r.headers
    index = r.json()
    assert set(index) == {"$schema", "skills"}
    assert index["$schema"] == "https://schemas.agentskills.io/discovery/0.2.0/schema.json"
    names = [s["name"] for s in index["skills"]]
    assert "scam-check" in names and len(names) == len(set(names))
    for skill in index["skills"]:
        assert set(skill) == {"name", "type", "description", "url", "digest"}
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", skill["name"]) and len(skill["name"]) <= 64
        assert skill["type"] == "skill-md"
        assert 0 < len(skill["description"]) <= 1024
        assert re.fullmatch(r"sha256:[0-9a-f]{64}", skill["digest"])
        md = http.get(urljoin(index_url, skill["url"]).removeprefix(server.url))
        assert md.status_code == 200 and md.headers["content-type"].startswith("text/markdown")
        assert skill["digest"] == "sha256:" + hashlib.sha256(md.content).hexdigest()
        front = _frontmatter(md.text)
        assert front["name"] == skill["name"]
        assert front["description"] == skill["description"]
        assert not SAFE_WORD.search(md.text)
    assert http.get("/.well-known/agent-skills/no-such-skill/SKILL.md").status_code == 404


# ---- llms.txt and llms-full.txt ---------------------------------------------------------------


def test_llms_txt_follows_the_llmstxt_format_and_every_link_answers(http: httpx.Client, server: Server) -> None:
    r = http.get("/llms.txt")
    assert r.status_code == 200 and r.headers["content-type"] == "text/plain; charset=utf-8"
    lines = r.text.splitlines()
    assert lines[0] == "# Scam Check" and lines[2].startswith("> ")
    assert sum(1 for line in lines if line.startswith("# ")) == 1
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert sections[-1] == "Optional" and {"Pages", "API", "Guides"} <= set(sections)
    in_section = False
    links = []
    for line in lines:
        if line.startswith("## "):
            in_section = True
        elif in_section and line:
            m = re.fullmatch(r"- \[([^\]]+)\]\((\S+)\)(: .+)?", line)
            assert m, f"not a file-list item: {line!r}"
            links.append(m.group(2))
    assert len(links) >= 40
    for href in links:
        assert href.startswith(server.url + "/")
        assert http.get(href.removeprefix(server.url)).status_code == 200, href


def test_llms_full_txt_is_the_markdown_copies_of_the_pages(http: httpx.Client, server: Server) -> None:
    full = http.get("/llms-full.txt").text
    listed = re.findall(r"\((" + re.escape(server.url) + r"/md/\S+\.md)\)", http.get("/llms.txt").text)
    assert len(listed) >= 30
    for href in listed:
        assert http.get(href.removeprefix(server.url)).text in full, href
    assert not SAFE_WORD.search(full)


# ---- Markdown copies ----------------------------------------------------------------------------


@pytest.mark.parametrize("path", PAGES)
def test_each_page_has_one_markdown_copy_by_accept_and_by_md_path(http: httpx.Client, path: str) -> None:
    html = http.get(path, headers={"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"})
    by_accept = http.get(path, headers={"Accept": "text/markdown"})
    page = _parse(html.text)
    alternate = [link for link in page.links if link.get("type") == "text/markdown"]
    assert len(alternate) == 1 and alternate[0]["rel"] == "alternate"
    by_path = http.get(str(alternate[0]["href"]))
    assert html.status_code == by_accept.status_code == by_path.status_code == 200
    assert html.headers["content-type"] == "text/html; charset=utf-8"
    varies = "Accept, Host" if path == "/developers" else "Accept"  # its examples quote this server's URL
    for r in (html, by_accept, by_path):
        assert r.headers["vary"] == varies
    for r in (by_accept, by_path):
        assert r.headers["content-type"] == "text/markdown; charset=utf-8"
        assert int(r.headers["x-markdown-tokens"]) > 0
    assert by_accept.text == by_path.text
    title = "".join(page.h1).strip()
    assert by_accept.text.startswith(f"# {title}\n")
    assert not SAFE_WORD.search(" ".join(page.text)) and not SAFE_WORD.search(by_accept.text)


def _llms_txt_form(path: str) -> str:
    """llms.txt's proposal: the page URL with .md appended, index.html.md for a folder URL."""
    return f"{path}index.html.md" if path.endswith("/") else f"{path}.md"


@pytest.mark.parametrize("path", PAGES)
def test_each_markdown_copy_also_answers_at_the_page_url_plus_md(http: httpx.Client, path: str) -> None:
    by_accept = http.get(path, headers={"Accept": "text/markdown"})
    for form in {_llms_txt_form(path), _llms_txt_form(path.rstrip("/") or "/index")}:
        r = http.get(form)
        assert r.status_code == 200, form
        assert r.headers["content-type"] == "text/markdown; charset=utf-8" and "Accept" in r.headers["vary"]
        assert r.text == by_accept.text, form
    assert http.get("/guides/no-such-scam.md").status_code == 404


@pytest.mark.parametrize(
    "path",
    [
        "/.well-known/agent-skills/index.json",
        "/.well-known/agent-skills/scam-check/SKILL.md",
        "/.well-known/api-catalog",
        "/llms.txt",
        "/developers",
    ],
)
def test_what_quotes_the_host_says_it_varies_by_host(http: httpx.Client, path: str) -> None:
    """No public base URL is configured in the test server, so these bodies follow the Host header."""
    one, two = (http.get(path, headers={"Host": host}) for host in ("one.example", "two.example"))
    assert one.status_code == two.status_code == 200
    assert one.content != two.content  # the skills index differs by its digest of SKILL.md
    for r in (one, two):
        assert "host" in [v.strip().lower() for v in r.headers["vary"].split(",")], path


def test_what_does_not_quote_the_host_does_not_vary_by_it(http: httpx.Client) -> None:
    for path in ("/", "/about", "/md/about.md", "/guides/delivery"):
        assert http.get(path).headers["vary"] == "Accept", path


def test_markdown_is_chosen_only_when_preferred(http: httpx.Client) -> None:
    browser_accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    assert http.get("/about", headers={"Accept": browser_accept}).headers["content-type"].startswith("text/html")
    prefers_html = "text/html, text/markdown;q=0.5"
    assert http.get("/about", headers={"Accept": prefers_html}).headers["content-type"].startswith("text/html")
    prefers_md = "text/markdown, text/html;q=0.5"
    assert http.get("/about", headers={"Accept": prefers_md}).headers["content-type"].startswith("text/markdown")
    refused = "text/markdown;q=0, text/html"
    assert http.get("/about", headers={"Accept": refused}).headers["content-type"].startswith("text/html")


def test_unknown_pages_are_404_in_both_forms(http: httpx.Client) -> None:
    html = http.get("/guides/no-such-scam")
    assert html.status_code == 404 and "Page not found" in html.text
    md = http.get("/md/guides/no-such-scam.md")
    assert md.status_code == 404 and md.text.startswith("# Page not found")
    assert http.get("/trends/usa").status_code == 404
    assert http.get("/md/about").status_code == 404


@pytest.mark.parametrize("path", ["/guides/%00", "/report/%0bx", "/trends/%7f", "/guides/%E2%82%AC", "/guides/%FF"])
def test_an_unknown_page_whose_path_holds_any_character_is_a_404_page(http: httpx.Client, path: str) -> None:
    # the 404 page's Link header quoted the decoded path: a control character lost the answer,
    # a character over U+00FF made a plain-text 500, each with two ERROR lines
    r = http.get(path)
    assert r.status_code == 404 and "Page not found" in r.text
    assert r.headers["link"].isascii() and "/md/" in r.headers["link"]


def test_a_guide_search_redirects_to_the_closest_guide_in_either_form(http: httpx.Client) -> None:
    r = http.get("/guides/", params={"topic": "someone says they are my son with a new number"})
    assert r.status_code == 303 and r.headers["location"] == "/guides/family"
    md = http.get("/md/guides.md", params={"topic": "crypto investment"}, follow_redirects=True)
    assert md.headers["content-type"].startswith("text/markdown") and md.text.startswith("# ")


def test_the_other_adapters_discovery_files_are_served_too(http: httpx.Client) -> None:
    for path in ("/openapi.json", "/.well-known/mcp/server-card.json", "/.well-known/agent-card.json"):
        r = http.get(path)
        assert r.status_code == 200, path
        json.loads(r.text)


def test_pages_keep_the_strict_content_security_policy(http: httpx.Client) -> None:
    for path in PAGES:
        csp = http.get(path).headers["content-security-policy"]
        assert "script-src 'self';" in csp and "unsafe-inline" not in csp and "style-src 'self';" in csp
