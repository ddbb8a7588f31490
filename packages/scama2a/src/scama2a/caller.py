"""Who is calling, from the HTTP request: address, key and country, for the service's policy.

The host (scamhttp) resolves the client address behind trusted proxies and may leave it in
``request.state.client_ip`` (and a trusted country in ``request.state.country``); standalone, the
socket peer is used. Keys follow /api/check exactly: ``X-Api-Key`` or ``Authorization: Bearer``,
and a malformed or conflicting one is refused, never treated as anonymous.
"""

from __future__ import annotations

from starlette.requests import Request

from scamservice import Caller, ServiceError, presented_key

from . import errors

__all__ = ["caller_of"]


def caller_of(request: Request) -> Caller:
    state_ip = getattr(request.state, "client_ip", None)
    client_ip = state_ip if isinstance(state_ip, str) else (request.client.host if request.client else None)
    country = getattr(request.state, "country", None)
    return Caller(
        channel="a2a",
        client_ip=client_ip,
        api_key=_api_key(request),
        country=country if isinstance(country, str) else None,
    )


def _api_key(request: Request) -> str | None:
    try:
        return presented_key(request.headers.get("x-api-key"), request.headers.get("authorization"))
    except ServiceError as exc:
        raise errors.service_refused(exc.code, exc.message, exc.status) from None
