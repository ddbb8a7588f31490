"""Security headers on every response, and the IETF RateLimit headers for quota-bearing ones."""

from __future__ import annotations

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scamservice import QuotaState

from .errors import error_response

__all__ = ["SECURITY_HEADERS", "BodyLimit", "SecurityHeaders", "rate_limit_headers"]

SECURITY_HEADERS: dict[str, str] = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; "
        "form-action 'self'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}

_RAW_SECURITY_HEADERS = tuple((k.encode("latin-1"), v.encode("latin-1")) for k, v in SECURITY_HEADERS.items())
"""Encoded once: one look at the response's header names, instead of a scan per header."""


class SecurityHeaders:
    """Adds the headers unless a response set its own (a page may need a different CSP)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                raw = MutableHeaders(scope=message).raw
                present = {name.lower() for name, _ in raw}
                raw.extend(pair for pair in _RAW_SECURITY_HEADERS if pair[0] not in present)
            await send(message)

        await self.app(scope, receive, send_with_headers)


def rate_limit_headers(quota: QuotaState, *, limited: bool = False) -> dict[str, str]:
    """draft-ietf-httpapi-ratelimit-headers-10 fields, plus Retry-After when refused."""
    headers = {
        "RateLimit-Policy": f'"{quota.policy}";q={quota.limit};w={quota.window_seconds}',
        "RateLimit": f'"{quota.policy}";r={quota.remaining};t={quota.reset_seconds}',
    }
    if limited:
        headers["Retry-After"] = str(max(1, quota.reset_seconds))
    return headers


class BodyLimit:
    """Caps every request body (A2A included), answering in our JSON shape before the endpoint
    reads past the limit.

    The declared Content-Length is checked before the body is read; a body within it needs nothing
    more (the server reads no more than it declares). A streamed (chunked) body is counted as it is
    read: when it passes the cap, the 413 is sent from here and the endpoint sees the client gone
    (``http.disconnect``, Starlette's ``ClientDisconnect``), so no SDK maps the refusal to an
    internal error; whatever it answers after is dropped. The server layer then closes the
    connection instead of reading the rest (slow_clients.py). ``exempt`` paths enforce the same
    limit themselves, in their protocol's error shape (MCP answers a JSON-RPC error,
    scammcp.wire). What a body may hold (its encoding, its shape) is judged by every endpoint
    through ``scamcore.body.check_shape``, so an adapter run on its own refuses the same bodies.
    """

    def __init__(self, app: ASGIApp, max_body_size: int, exempt: tuple[str, ...] = ()) -> None:
        self.app = app
        self.max_body_size = max_body_size
        self.exempt = frozenset(exempt)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in self.exempt:
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit():
            if int(declared) > self.max_body_size:
                await self._too_large(scope, receive, send)
                return
            if "transfer-encoding" not in headers:
                # A declared length within the cap bounds the body already: the HTTP server delivers
                # that many bytes and no more (the next ones are the next request): nothing to count.
                await self.app(scope, receive, send)
                return
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
