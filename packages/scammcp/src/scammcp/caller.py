"""Who is calling a tool, read from the HTTP request the SDK hands each tool call.

In SDK 2.3.0 the Starlette ``Request`` of the POST that carried the JSON-RPC message is
``ctx.request_context.request`` (both protocol eras; None over stdio). The host resolves trusted
proxies and may leave the client address in ``request.state.client_ip``; we prefer it.
"""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import Context
from starlette.requests import Request

from scamcore.service import Caller, ServiceError

__all__ = ["api_key", "caller_from", "request_from"]


def request_from(ctx: Context[Any, Any]) -> Request | None:
    try:
        request = ctx.request_context.request
    except ValueError:  # no request context (a direct call outside a session)
        return None
    return request if isinstance(request, Request) else None


def _refuse(message: str) -> ServiceError:
    return ServiceError("invalid_api_key", message, 401)


def api_key(request: Request) -> str | None:
    """The key from X-Api-Key or Authorization: Bearer, refused (not ignored) when malformed, as on REST."""
    header_key = request.headers.get("x-api-key")
    auth = request.headers.get("authorization")
    bearer = None
    if auth is not None:
        scheme, _, value = auth.strip().partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            raise _refuse("Authorization must be 'Bearer <key>'.")
        bearer = value.strip()
    if header_key is not None and bearer is not None and header_key.strip() != bearer:
        raise _refuse("X-Api-Key and Authorization carry different keys; send one.")
    key = header_key.strip() if header_key is not None else bearer
    if key is not None and not key:
        raise _refuse("The API key is empty.")
    return key


def caller_from(ctx: Context[Any, Any]) -> Caller:
    """Raises ServiceError(invalid_api_key) for a malformed or conflicting key."""
    request = request_from(ctx)
    if request is None:
        return Caller(channel="mcp")
    ip = getattr(request.state, "client_ip", None) or (request.client.host if request.client else None)
    country = getattr(request.state, "country", None)
    return Caller(channel="mcp", client_ip=ip, api_key=api_key(request), country=country)
