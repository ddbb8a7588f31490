"""Who is calling a tool, read from the HTTP request the SDK hands each tool call.

In SDK 2.3.0 the Starlette ``Request`` of the POST that carried the JSON-RPC message is
``ctx.request_context.request`` (both protocol eras; None over stdio). The host resolves trusted
proxies and may leave the client address in ``request.state.client_ip``; we prefer it.
"""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import Context
from starlette.requests import Request

from scamservice import Caller, presented_key

__all__ = ["api_key", "caller_from", "request_from"]


def request_from(ctx: Context[Any, Any]) -> Request | None:
    try:
        request = ctx.request_context.request
    except ValueError:  # no request context (a direct call outside a session)
        return None
    return request if isinstance(request, Request) else None


def api_key(request: Request) -> str | None:
    """The key from X-Api-Key or Authorization: Bearer, refused (not ignored) when malformed, as on REST."""
    return presented_key(request.headers.get("x-api-key"), request.headers.get("authorization"))


def caller_from(ctx: Context[Any, Any]) -> Caller:
    """Raises ServiceError(invalid_api_key) for a malformed or conflicting key."""
    request = request_from(ctx)
    if request is None:
        return Caller(channel="mcp")
    ip = getattr(request.state, "client_ip", None) or (request.client.host if request.client else None)
    country = getattr(request.state, "country", None)
    return Caller(channel="mcp", client_ip=ip, api_key=api_key(request), country=country)
