"""The ASGI app: REST API, OpenAPI, MCP and A2A at one base URL, sharing one ``Service``."""

from __future__ import annotations

import contextlib
import gc
import logging
from collections.abc import AsyncIterator, Callable
from functools import partial
from typing import Any
from urllib.parse import quote, urlsplit

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Match, Route, Router
from starlette.types import ASGIApp, Receive, Scope, Send

from scama2a.server import build_a2a
from scamcore import warm_up
from scammcp.server import build_mcp
from scamservice import Service, unmatchable_hosts
from scamwiring.bootstrap import build_service
from scamwiring.settings import Settings, split_list

from . import api
from .cross_origin import CrossOrigin
from .errors import http_exception_handler
from .front import Front
from .health import HealthProbe
from .openapi import API_VERSION, openapi_document
from .web import web_routes

__all__ = ["create_app"]

log = logging.getLogger("scamhttp")


class _App(Starlette):
    """Starlette with ``Front`` outside all of its own layers, its error layer included: the fast
    lane passes nothing else, and a 500 from that layer gets the security headers too."""

    def __init__(self, front: Callable[[ASGIApp], ASGIApp], **options: Any) -> None:
        self._front = front
        super().__init__(**options)
        # Starlette's own slash redirect is absolute, built from the Host header (a 307 to
        # http://<any Host>/static/ with no Vary): a cache could keep another site's name as ours.
        self.router.redirect_slashes = False
        self.router.default = partial(_slash_redirect, self.router)

    def build_middleware_stack(self) -> ASGIApp:
        return self._front(super().build_middleware_stack())


async def _slash_redirect(router: Router, scope: Scope, receive: Receive, send: Send) -> None:
    """What no route matches: a 307 to the same path with its trailing slash toggled when a route
    matches that, as Starlette would, but relative (``Location: /static/``), so no Host is echoed;
    else the router's 404. A path that would start with two slashes (or a slash and a backslash)
    is never a Location: a browser reads it as another site."""
    path: str = scope["path"]
    if scope["type"] == "http" and path != "/":
        toggled = path.rstrip("/") if path.endswith("/") else path + "/"
        other = {**scope, "path": toggled}
        if toggled[:2] not in ("//", "/\\") and any(r.matches(other)[0] != Match.NONE for r in router.routes):
            query = scope.get("query_string", b"").decode("latin-1")
            location = quote(toggled) + (f"?{query}" if query else "")
            await RedirectResponse(location, status_code=307)(scope, receive, send)
            return
    await router.not_found(scope, receive, send)


def _public_origin(base_url: str | None) -> list[str]:
    """The public URL's origin: behind a proxy that does not pass Host on, our own pages' requests
    carry it while the Host we see is the proxy's."""
    parts = urlsplit(base_url or "")
    return [f"{parts.scheme}://{parts.netloc}"] if parts.scheme and parts.netloc else []


def create_app(settings: Settings | None = None, service: Service | None = None) -> Starlette:
    """Build the app; ``service`` defaults to ``build_service(settings)`` (SQLite, limits, ALTCHA)."""
    settings = settings or Settings()
    service = service or build_service(settings)
    hosts = settings.host_policy()  # one Host policy for MCP and A2A (DNS-rebinding protection)
    never = unmatchable_hosts(split_list(settings.allowed_hosts))
    if never:  # refused in silence otherwise: every request under that name would be a 421
        shown = ", ".join(ascii(h)[1:-1] for h in never)
        log.warning("SCAMCHECK_ALLOWED_HOSTS entries no Host header can match (no scheme; IPv6 in brackets): %s", shown)
    mcp = build_mcp(
        service,
        hosts=hosts,
        public_base_url=settings.public_base_url,
        max_body_bytes=settings.max_body_bytes,
    )
    a2a_routes = build_a2a(service, public_base_url=settings.public_base_url, hosts=hosts)
    document = openapi_document(settings.public_base_url)

    async def openapi(request: Request) -> Response:
        return JSONResponse(document)

    ctx = api.ApiContext(
        service=service,
        probe=HealthProbe(service, API_VERSION, getattr(service.human, "name", "none")),
        proxies=settings.proxy_networks(),
        country_header=settings.country_header,
        max_body_bytes=settings.max_body_bytes,
    )
    check: ASGIApp = api.CheckEndpoint(ctx)
    routes: list[BaseRoute] = [
        Route("/api/check", check, methods=["POST"]),
        Route("/api/weather", partial(api.weather, ctx), methods=["GET"]),
        Route("/api/health", partial(api.health, ctx), methods=["GET"]),
        Route("/api/challenge", partial(api.challenge, ctx), methods=["GET"]),
        Route("/openapi.json", openapi, methods=["GET"]),
        *mcp.routes,
        *a2a_routes,
        *web_routes(settings.public_base_url),  # pages, Markdown copies, static and discovery files
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        warm_up()  # the engine's tables, built before the server reports ready: no request waits for them
        # Those tables are ~160,000 objects that live as long as the process: moved out of the
        # collector's generations, so a later full collection does not walk them (one over them took
        # ~75 ms of CPU on the loaded machine: a pause every request in flight would wait for).
        gc.freeze()
        try:
            async with mcp.lifespan():
                yield
        finally:
            await service.aclose()

    cors = split_list(settings.cors_origins)
    cors_options: dict[str, Any] = {
        "allow_origins": cors,
        "allow_methods": ["GET", "POST"],
        "allow_headers": [
            "Content-Type",
            "X-Api-Key",
            "Authorization",
            "MCP-Protocol-Version",
            "Mcp-Method",
            "Mcp-Name",
            "A2A-Version",
        ],
        "expose_headers": ["RateLimit", "RateLimit-Policy", "Retry-After"],
        "max_age": 600,
    }
    # POST /api/check skips the Starlette stack (Front's fast lane), so it takes CORS with it.
    lane = CORSMiddleware(check, **cors_options) if cors else check
    front = partial(
        Front,
        max_body_size=settings.max_body_bytes,
        exempt=mcp.paths,  # MCP enforces the same limit itself, answering in JSON-RPC (scammcp.wire)
        proxies=settings.proxy_networks(),
        country_header=settings.country_header,
        fast={("POST", "/api/check"): lane},
        cross_origin=CrossOrigin([*cors, *_public_origin(settings.public_base_url)]),
    )
    app = _App(
        front,
        routes=routes,
        middleware=[Middleware(CORSMiddleware, **cors_options)] if cors else [],
        exception_handlers={HTTPException: http_exception_handler},
        lifespan=lifespan,
    )
    app.state.api = ctx  # the pages read the service from here
    return app
