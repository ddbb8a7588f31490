"""Who is calling, from the HTTP request: address, key and country, for the service's policy.

The host (scamhttp) resolves the client address behind trusted proxies and may leave it in
``request.state.client_ip`` (and a trusted country in ``request.state.country``); standalone, the
socket peer is used. Keys follow /api/check exactly: ``X-Api-Key`` or ``Authorization: Bearer``,
and a malformed or conflicting one is refused, never treated as anonymous.
"""

from __future__ import annotations

from starlette.requests import Request

from scamcore.service import Caller

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


def _refuse(message: str) -> errors.RpcError:
    return errors.service_refused("invalid_api_key", message, 403)


def _api_key(request: Request) -> str | None:
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
