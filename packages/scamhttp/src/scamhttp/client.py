"""Who is calling: client IP (socket, or X-Forwarded-For from a trusted proxy), key, country.

Values read here go to the policy only; none of them is logged or stored.
"""

from __future__ import annotations

import functools
import ipaddress
from collections.abc import Sequence

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send

from scamservice import ServiceError, presented_key
from scamservice.policy import IPAddress, client_address

from .errors import ApiError

__all__ = ["ClientInfo", "Network", "api_key", "client_ip", "country", "is_trusted"]

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _text(addr: IPAddress | None, raw: str | None) -> str | None:
    return str(addr) if addr is not None else raw


@functools.lru_cache(maxsize=4096)
def _peer(raw: str) -> str:
    """The socket peer as an address is written (IPv4-mapped IPv6 as IPv4), remembered per peer:
    parsing it was about a twentieth of the app's own CPU per request, and a keep-alive client
    sends many from the same address. Bounded, and filled only by socket addresses, never by a header."""
    return _text(client_address(raw), raw) or raw


def is_trusted(value: str | None, proxies: Sequence[Network]) -> bool:
    """Whether an address, written any way ``client_address`` reads, is one of the trusted proxies."""
    addr = client_address(value) if value else None
    return addr is not None and any(addr in net for net in proxies)


def client_ip(conn: HTTPConnection, proxies: Sequence[Network]) -> str | None:
    """The socket peer, unless it is a trusted proxy: then the nearest untrusted X-Forwarded-For hop."""
    raw = conn.client.host if conn.client else None
    peer = _peer(raw) if raw else raw
    if not proxies or not is_trusted(peer, proxies):
        return peer
    hops = [h.strip() for h in ",".join(conn.headers.getlist("x-forwarded-for")).split(",") if h.strip()]
    for hop in reversed(hops):
        addr = client_address(hop)
        if addr is None:
            return peer  # a garbled chain is not believed
        if not any(addr in net for net in proxies):
            return str(addr)
    return peer


def country(conn: HTTPConnection, header: str | None, proxies: Sequence[Network]) -> str | None:
    """The configured country header, believed only from a trusted proxy when proxies are configured."""
    if not header:
        return None
    peer = conn.client.host if conn.client else None
    if proxies and not is_trusted(peer, proxies):
        return None
    return conn.headers.get(header)


def api_key(conn: HTTPConnection) -> str | None:
    """The key from X-Api-Key or Authorization: Bearer; a malformed or conflicting one is refused, not ignored."""
    try:
        return presented_key(conn.headers.get("x-api-key"), conn.headers.get("authorization"))
    except ServiceError as exc:
        raise ApiError(exc.code, exc.message) from None


class ClientInfo:
    """Puts the resolved client IP and trusted country in ``request.state`` for the hosted MCP and A2A.

    Their adapters read ``request.state.client_ip`` / ``request.state.country`` when present, so
    the proxy rules above apply to every protocol, not only to /api/check.
    """

    def __init__(self, app: ASGIApp, proxies: Sequence[Network], country_header: str | None) -> None:
        self.app = app
        self.proxies = list(proxies)
        self.country_header = country_header

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            conn = HTTPConnection(scope)
            state = dict(scope.get("state") or {})
            state["client_ip"] = client_ip(conn, self.proxies)
            state["country"] = country(conn, self.country_header, self.proxies)
            scope["state"] = state
        await self.app(scope, receive, send)
