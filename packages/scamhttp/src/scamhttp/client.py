"""Who is calling: client IP (socket, or X-Forwarded-For from a trusted proxy), key, country.

Values read here go to the policy only; none of them is logged or stored.
"""

from __future__ import annotations

import functools
import ipaddress
from collections.abc import Sequence

from starlette.requests import HTTPConnection

from scamservice import ServiceError, presented_key
from scamservice.policy import IPAddress, client_address

from .errors import ApiError

__all__ = ["Network", "api_key", "client_ip", "country", "is_trusted", "peer_ip"]

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _text(addr: IPAddress | None, raw: str | None) -> str | None:
    return str(addr) if addr is not None else raw


@functools.lru_cache(maxsize=4096)
def peer_ip(raw: str) -> str:
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
    peer = peer_ip(raw) if raw else raw
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


def api_key(x_api_key: str | None, authorization: str | None) -> str | None:
    """The key from the X-Api-Key or Authorization: Bearer header's value; a malformed or conflicting
    one is refused, not ignored."""
    try:
        return presented_key(x_api_key, authorization)
    except ServiceError as exc:
        raise ApiError(exc.code, exc.message) from None
