"""The pages, their Markdown copies, the static files and the discovery files, as Starlette routes.

Every page is resolved to one ``Doc`` (``pages.py``) whatever form is asked for: HTML from the
Jinja templates, or Markdown via ``Accept: text/markdown`` on the same URL or the ``/md/....md``
path. Both carry ``Vary: Accept``. Nothing a visitor pastes ever reaches these handlers: checks go
to ``/api/check`` from the page's script.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from scamcore.guides import GUIDES, find_guide
from scamcore.reporting import REPORTING, reporting_for
from scamservice import ServiceError

from . import discovery, pages
from .charts import chart_svg
from .doc import Doc, inline_html, markdown, plain

__all__ = ["STATIC_DIR", "web_routes", "wants_markdown"]

HERE = Path(__file__).parent
STATIC_DIR = HERE / "static"
NAV = (
    ("check", "/", "Check"),
    ("guides", "/guides/", "Guides"),
    ("report", "/report", "Report a scam"),
    ("trends", "/trends", "Scam weather"),
    ("about", "/about", "About"),
    ("developers", "/developers", "Developers"),
)
_CC = re.compile(r"^[A-Za-z]{2}$")
_MD_TYPE = "text/markdown; charset=utf-8"
_PUBLIC = "public, max-age=300"
_CORS = {"Access-Control-Allow-Origin": "*"}


def _environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["inline"] = inline_html
    env.filters["plain"] = plain
    env.filters["chart"] = chart_svg
    env.globals["nav"] = NAV
    return env


def _accept_q(accept: str, media: str) -> float:
    """The q-value the Accept header gives ``media`` (exact type, then type/*, then */*)."""
    best: tuple[int, float] = (-1, 0.0)
    major = media.partition("/")[0]
    for part in accept.split(","):
        fields = [f.strip() for f in part.split(";")]
        kind = fields[0].lower()
        q = 1.0
        for param in fields[1:]:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        rank = 2 if kind == media else 1 if kind == f"{major}/*" else 0 if kind == "*/*" else -1
        if rank > best[0]:
            best = (rank, q)
    return best[1]


def wants_markdown(accept: str | None) -> bool:
    """Markdown when the client names text/markdown and likes it at least as much as HTML."""
    if not accept or "markdown" not in accept.lower():
        return False
    md = _accept_q(accept, "text/markdown")
    return md > 0 and md >= _accept_q(accept, "text/html")


class Web:
    def __init__(self, public_base_url: str | None = None) -> None:
        self.env = _environment()
        self.public_base_url = public_base_url

    def base(self, request: Request) -> str:
        """The public base URL when configured (behind a proxy), else the one the request came in on."""
        return (self.public_base_url or str(request.base_url)).rstrip("/")

    def vary(self, *, shows_base_url: bool, accept: bool = False) -> dict[str, str]:
        """``Vary`` for a response: Accept where Markdown is negotiated, Host where the body quotes a
        base URL taken from the request, so a shared cache never serves one host's links to another."""
        names = ["Accept"] if accept else []
        if shows_base_url and not self.public_base_url:
            names.append("Host")
        return {"Vary": ", ".join(names)} if names else {}

    # -- resolving a path to its one source -------------------------------------------------
    async def resolve(self, request: Request, path: str) -> Doc | Response:
        parts = [p for p in path.split("/") if p]
        head = parts[0] if parts else ""
        rest = parts[1:]
        if not parts:
            return pages.checker_page()
        if head == "guides" and not rest:
            topic = request.query_params.get("topic", "").strip()
            if topic:
                return RedirectResponse(find_guide(topic).path, status_code=303)
            return pages.guides_page()
        if head == "guides" and len(rest) == 1 and rest[0] in GUIDES:
            return pages.guide_page(GUIDES[rest[0]])
        if head == "report" and not rest:
            return pages.report_page()
        if head == "report" and len(rest) == 1 and _CC.match(rest[0]):
            return pages.report_country_page(reporting_for(rest[0]), rest[0].lower())
        if head == "trends" and len(rest) <= 1:
            country = rest[0] if rest else request.query_params.get("country")
            if not rest and country:
                if _CC.match(country):
                    return RedirectResponse(f"/trends/{country.lower()}", status_code=303)
                return pages.not_found_page(path)
            if country is not None and not _CC.match(country):
                return pages.not_found_page(path)
            try:
                weather = await request.app.state.api.service.weather(country.upper() if country else None)
            except ServiceError as exc:  # the store is down: the page exists, its figures can't be read now
                if exc.status == 400:
                    return pages.not_found_page(path)
                return pages.trends_unavailable_page(path)
            return pages.trends_page(weather)
        if head == "about" and not rest:
            return pages.about_page()
        if head == "developers" and not rest:
            return pages.developers_page(self.base(request))
        return pages.not_found_page(path)

    async def all_pages(self, request: Request) -> list[Doc]:
        """Every page a crawler or language model should read, in site order (for the llms files)."""
        docs = [pages.checker_page(), pages.guides_page()]
        docs += [pages.guide_page(g) for g in GUIDES.values()]
        docs.append(pages.report_page())
        docs += [pages.report_country_page(REPORTING[c], c.lower()) for c in pages.REPORT_COUNTRIES]
        trends = await self.resolve(request, "/trends")
        if isinstance(trends, Doc) and trends.status == 200:  # not the 503 page while the store is down
            docs.append(trends)
        docs += [pages.about_page(), pages.developers_page(self.base(request))]
        return docs

    # -- rendering ------------------------------------------------------------------------
    def html(self, doc: Doc) -> str:
        template = "checker.html" if doc.path == "/" else "page.html"
        return self.env.get_template(template).render(doc=doc)

    def respond(self, request: Request, doc: Doc, *, as_markdown: bool) -> Response:
        cache = "public, max-age=60" if doc.section == "trends" else _PUBLIC
        headers = {**self.vary(shows_base_url=doc.shows_base_url, accept=True)}
        headers["Cache-Control"] = cache if doc.status == 200 else "no-store"
        if as_markdown:
            body = markdown(doc)
            headers["X-Markdown-Tokens"] = str(max(1, len(body) // 4))
            return Response(body, status_code=doc.status, media_type=_MD_TYPE, headers=headers)
        headers["Link"] = f'<{doc.markdown_path}>; rel="alternate"; type="text/markdown", {discovery.API_CATALOG_LINK}'
        return HTMLResponse(self.html(doc), status_code=doc.status, headers=headers)

    # -- handlers -------------------------------------------------------------------------
    async def page(self, request: Request) -> Response:
        found = await self.resolve(request, request.url.path)
        if isinstance(found, Response):
            return found
        return self.respond(request, found, as_markdown=wants_markdown(request.headers.get("accept")))

    async def page_below(self, request: Request) -> Response:
        """Any deeper path under a page's prefix (``/guides/a/b``, ``/about/x``): the site's 404 page,
        as docs/web.md says, not the API's JSON one. A trailing slash still redirects to the path
        without it, as Starlette's own redirect did when no route matched (``/report/gb/``); the
        Location is a path, never built from the Host header."""
        path = request.url.path
        if path.endswith("/"):
            return RedirectResponse(path.rstrip("/"), status_code=307)
        doc = pages.not_found_page(path)
        as_markdown = path.endswith(".md") or wants_markdown(request.headers.get("accept"))
        return self.respond(request, doc, as_markdown=as_markdown)

    async def markdown_copy(self, request: Request) -> Response:
        """``/md/<path>.md``: this site's own form, linked from every page."""
        rest: str = request.path_params["rest"]
        if not rest.endswith(".md"):
            doc = pages.not_found_page(request.url.path)
            return self.respond(request, doc, as_markdown=True)
        return await self._markdown_of(request, rest)

    async def markdown_suffix(self, request: Request) -> Response:
        """``<page>.md`` (``index.html.md`` for a folder): the form llms.txt proposes for Markdown copies."""
        return await self._markdown_of(request, request.url.path)

    async def _markdown_of(self, request: Request, md_path: str) -> Response:
        stem = md_path.removesuffix(".md").removesuffix("index.html").strip("/")
        path = {"": "/", "index": "/", "guides": "/guides/", "guides/index": "/guides/"}.get(stem, f"/{stem}")
        found = await self.resolve(request, path)
        if isinstance(found, Response):  # a redirect: follow it to the Markdown copy of its target
            target = found.headers.get("location", "/")
            return RedirectResponse(Doc(target, "", "").markdown_path, status_code=303)
        return self.respond(request, found, as_markdown=True)

    def discovery_headers(self, cache: str = "public, max-age=3600") -> dict[str, str]:
        """Every discovery file quotes the base URL, so each varies by Host unless one is configured."""
        return {"Cache-Control": cache, **_CORS, **self.vary(shows_base_url=True)}

    async def api_catalog(self, request: Request) -> Response:
        headers = {"Link": discovery.API_CATALOG_LINK, **self.discovery_headers()}
        body = json.dumps(discovery.api_catalog(self.base(request)), indent=2)
        return Response(body, media_type=discovery.API_CATALOG_TYPE, headers=headers)

    async def skills_index(self, request: Request) -> Response:
        return JSONResponse(discovery.skills_index(self.base(request)), headers=self.discovery_headers())

    async def skill(self, request: Request) -> Response:
        body = discovery.skill_md(self.base(request))
        return Response(body, media_type=_MD_TYPE, headers=self.discovery_headers())

    async def llms(self, request: Request) -> Response:
        docs = await self.all_pages(request)
        body = discovery.llms_txt(self.base(request), docs)
        return PlainTextResponse(body, headers=self.discovery_headers(_PUBLIC))

    async def llms_full(self, request: Request) -> Response:
        docs = await self.all_pages(request)
        body = "\n\n---\n\n".join(markdown(d) for d in docs)
        return PlainTextResponse(body, headers=self.discovery_headers("public, max-age=60"))


_PREFIXES = ("guides", "report", "trends", "about", "developers")
"""The page prefixes under which an unknown path is the site's HTML 404 (docs/web.md)."""


def web_routes(public_base_url: str | None = None) -> list[BaseRoute]:
    """The routes to add to the app; call once per app (the Jinja environment lives in the closure)."""
    web = Web(public_base_url)
    page_paths = (
        "/",
        "/guides",
        "/guides/",
        "/guides/{slug}",
        "/report",
        "/report/{slug}",
        "/trends",
        "/trends/{slug}",
        "/about",
        "/developers",
    )
    # Before the pages, so /guides/bank.md is the guide's Markdown and not a guide called "bank.md".
    suffix_paths = ("/index.md", "/index.html.md", "/guides/index.html.md")
    suffix_paths += tuple(dict.fromkeys(f"{p.rstrip('/')}.md" for p in page_paths if p != "/"))
    routes: list[BaseRoute] = [Route(p, web.markdown_suffix, methods=["GET"]) for p in suffix_paths]
    routes += [Route(p, web.page, methods=["GET"]) for p in page_paths]
    routes += [Route(f"/{p}/{{rest:path}}", web.page_below, methods=["GET"]) for p in _PREFIXES]
    routes += [
        Route("/md/{rest:path}", web.markdown_copy, methods=["GET"]),
        Route("/.well-known/api-catalog", web.api_catalog, methods=["GET"]),
        Route("/.well-known/agent-skills/index.json", web.skills_index, methods=["GET"]),
        Route(discovery.SKILL_PATH, web.skill, methods=["GET"]),
        Route("/llms.txt", web.llms, methods=["GET"]),
        Route("/llms-full.txt", web.llms_full, methods=["GET"]),
        Mount("/static", app=StaticFiles(directory=STATIC_DIR), name="static"),
    ]
    return routes
