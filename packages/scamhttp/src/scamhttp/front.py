"""The one middleware every HTTP request passes: who is calling, the body's size, the security headers.

These were three Starlette middlewares, each a coroutine layer and the outer one a ``send`` wrapper
on every response: about a tenth of the app's own CPU for a text check (docs/performance.md). One
pure-ASGI layer does the same three things, and hands ``POST /api/check`` straight to its endpoint
(the "fast lane"): that endpoint answers with the security headers already in its header list and
bounds its own body, so nothing wraps its ``receive`` or ``send``, and Starlette's router, exception
layer and request/response objects are not built for the API's busiest path. Every other path goes
through the Starlette app as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from starlette.datastructures import Headers
from starlette.requests import HTTPConnection
from starlette.routing import get_route_path
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .client import Network, client_ip, country, peer_ip
from .cross_origin import CrossOrigin
from .errors import error_response
from .headers import RAW_SECURITY_HEADERS, SECURITY_HEADERS

__all__ = ["Front"]


class Front:
    """Client address and country into ``scope["state"]``, the body cap, the security headers.

    - **Client** (for REST, MCP and A2A alike): the resolved client IP and trusted country go into
      ``scope["state"]`` (``request.state.client_ip`` / ``.country``), so the proxy rules apply to
      every protocol and run once per request.
    - **Body cap** (A2A included): the declared Content-Length is checked before the body is read;
      a body within it needs nothing more (the server reads no more than it declares). A streamed
      (chunked) body is counted as it is read: when it passes the cap, the 413 is sent from here and
      the endpoint sees the client gone (``http.disconnect``, Starlette's ``ClientDisconnect``), so no
      SDK maps the refusal to an internal error; whatever it answers after is dropped. The server
      layer then closes the connection instead of reading the rest (slow_clients.py). ``exempt``
      paths enforce the same limit themselves, in their protocol's error shape (MCP answers a
      JSON-RPC error, scammcp.wire); so do the fast-lane endpoints. What a body may hold (its
      encoding, its shape) is judged by every endpoint through ``scamcore.body.check_shape``.
    - **Cross-site browser requests** (``cross_origin``) refused with 403 before anything else runs,
      except on ``exempt`` paths (MCP checks Origin itself, in JSON-RPC).
    - **Security headers** on every response, unless the response set its own (a page may need a
      different CSP).
    - **Fast lane**: ``fast`` maps (method, path) to an ASGI app that sends the security headers
      itself and bounds its own body.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_body_size: int,
        exempt: Sequence[str] = (),
        proxies: Sequence[Network] = (),
        country_header: str | None = None,
        fast: Mapping[tuple[str, str], ASGIApp] | None = None,
        cross_origin: CrossOrigin | None = None,
    ) -> None:
        self.app = app
        self.max_body_size = max_body_size
        self.exempt = frozenset(exempt)
        self.proxies = list(proxies)
        self.country_header = country_header
        self.fast = dict(fast or {})
        self.cross_origin = cross_origin

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = scope.get("state")
        state = dict(state) if state else {}
        if self.proxies or self.country_header:
            conn = HTTPConnection(scope)
            state["client_ip"] = client_ip(conn, self.proxies)
            state["country"] = country(conn, self.country_header, self.proxies)
        else:  # the common case: the socket's peer, and no country to believe
            client = scope.get("client")
            state["client_ip"] = peer_ip(client[0]) if client else None
            state["country"] = None
        scope["state"] = state

        path = get_route_path(scope)
        if (
            self.cross_origin is not None
            and path not in self.exempt
            and self.cross_origin.refuses(scope["method"], scope["headers"])
        ):
            refusal = error_response(
                "cross_origin_refused",
                "Requests from another site's page are refused; call the API from a server, or ask the operator "
                "to allow that site.",
                403,
                # the body is not read: the connection ends after the answer, said so, so that no
                # client sends its next request on it as the server closes it
                {**SECURITY_HEADERS, "Vary": "Origin, Sec-Fetch-Site", "Connection": "close"},
            )
            await refusal(scope, receive, send)
            return

        lane = self.fast.get((scope["method"], path)) if self.fast else None
        if lane is not None:
            await lane(scope, receive, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                raw = message.setdefault("headers", [])
                if not isinstance(raw, list):
                    raw = message["headers"] = list(raw)
                present = {name.lower() for name, _ in raw}
                raw.extend(pair for pair in RAW_SECURITY_HEADERS if pair[0] not in present)
            await send(message)

        if scope["path"] in self.exempt:
            await self.app(scope, receive, secured)
            return
        headers = Headers(scope=scope)
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit():
            if int(declared) > self.max_body_size:
                await self._too_large(scope, receive, secured)
                return
            if "transfer-encoding" not in headers:
                # A declared length within the cap bounds the body already: the HTTP server delivers
                # that many bytes and no more (the next ones are the next request): nothing to count.
                await self.app(scope, receive, secured)
                return
        await self._counted(scope, receive, secured)

    async def _counted(self, scope: Scope, receive: Receive, send: Send) -> None:
        seen = 0
        started = answered = False

        async def counted() -> Message:
            nonlocal seen, answered
            if answered:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body_size:
                    answered = True
                    if not started:
                        await self._too_large(scope, receive, send)
                    return {"type": "http.disconnect"}
            return message

        async def sending(message: Message) -> None:
            nonlocal started
            if answered:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        await self.app(scope, counted, sending)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        message = f"The request body is larger than {self.max_body_size} bytes."
        await error_response("body_too_large", message, 413)(scope, receive, send)
