"""Which ``Host`` values (and ``Origin`` values) the protocol endpoints answer: one policy for MCP and A2A.

Why: a page on an attacker's site whose name is re-pointed at this server (DNS rebinding) reaches
it with the attacker's name in ``Host``; a server that answers any Host lets that page call it as
if it were local, and echoes the name into absolute links (A2A's guide links, the cards) that a
cache may keep. MCP has refused such a Host since the start (the SDK's transport security); A2A
answered everything. The list is built once from the operator's settings (``SCAMCHECK_ALLOWED_HOSTS``
and ``SCAMCHECK_PUBLIC_BASE_URL``) and handed to both adapters; MCP passes the same patterns to the
SDK as well.

Patterns are Host values: ``name`` or ``name:*`` (the name with any port or none, as proxies and
browsers differ on sending it) or ``name:8443`` (that port only). Names compare without regard to
case. The SDK is given the same expanded list, so both read a pattern alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

__all__ = [
    "INVALID_HOST_BODY",
    "INVALID_HOST_MESSAGE",
    "LOCAL_HOSTS",
    "LOOPBACK_NAMES",
    "HostPolicy",
    "unmatchable_hosts",
]

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
"""The loopback names, the one list behind ``LOCAL_HOSTS`` and ``SCAMCHECK_ALLOWED_HOSTS``'s default: a
second copy lacked ``[::1]``, so ``scamcheck serve --host ::1`` refused its own address."""

INVALID_HOST_MESSAGE = "The Host header is not one this server answers to (DNS-rebinding protection)."
"""The one text of every ``invalid_host`` refusal: REST table, MCP, A2A and both cards."""

INVALID_HOST_BODY = {"ok": False, "error": {"code": "invalid_host", "message": INVALID_HOST_MESSAGE}}
"""The cards' refusal (MCP's server card, A2A's agent cards): a card is no JSON-RPC, so the REST
error shape (``scamcore.models.Error``) with the same text."""


def _patterns(hosts: Iterable[str]) -> tuple[str, ...]:
    out: list[str] = []
    for raw in hosts:
        host = raw.strip().lower()
        if not host:
            continue
        if host.endswith(":*"):  # any port, or none (port 80 is not sent)
            out.extend((host[:-2], host))
            continue
        out.append(host)
        bare = not host.endswith("]") and ":" not in host
        if bare or host.endswith("]"):  # a name or an IPv6 literal without a port: any port too
            out.append(f"{host}:*")
    return tuple(dict.fromkeys(out))


def _matches(value: str, patterns: tuple[str, ...]) -> bool:
    value = value.strip().lower()
    for pattern in patterns:
        if value == pattern:
            return True
        if pattern.endswith(":*"):
            port = value.removeprefix(pattern[:-1]) if value.startswith(pattern[:-1]) else ""
            if port.isascii() and port.isdigit():
                return True
    return False


@dataclass(frozen=True, slots=True)
class HostPolicy:
    hosts: tuple[str, ...]
    """Host patterns, each bare name also as ``name:*``."""
    origins: tuple[str, ...]
    """Origin patterns (``scheme://host[:port|:*]``); a request without ``Origin`` is not a browser's."""

    @classmethod
    def of(cls, hosts: Iterable[str], origins: Iterable[str] = (), public_base_url: str | None = None) -> HostPolicy:
        """The policy for these hosts and origins, the public URL's host and origin added."""
        host_list, origin_list = list(hosts), list(origins)
        parts = urlsplit(public_base_url or "")
        if parts.scheme and parts.hostname:
            # The name with any port or none: clients leave a default port out (https://x:443 comes
            # as Host x) and a proxy's $host has none; DNS rebinding is about the name, not the port.
            name = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
            host_list.append(f"{name}:*")
            origin_list.extend((f"{parts.scheme}://{name}", f"{parts.scheme}://{name}:*"))
        return cls(_patterns(host_list), tuple(dict.fromkeys(o.strip().lower() for o in origin_list if o.strip())))

    def extended(
        self, hosts: Iterable[str] = (), origins: Iterable[str] = (), public_base_url: str | None = None
    ) -> HostPolicy:
        """This policy with more hosts and origins (a standalone server's ``--allowed-host``)."""
        more = HostPolicy.of(hosts, origins, public_base_url)
        return HostPolicy(
            tuple(dict.fromkeys((*self.hosts, *more.hosts))), tuple(dict.fromkeys((*self.origins, *more.origins)))
        )

    def allows_host(self, host: str | None) -> bool:
        """False for a missing Host too: HTTP/1.1 requires one, and a request without cannot be placed."""
        return bool(host) and _matches(host or "", self.hosts)

    def allows_origin(self, origin: str | None) -> bool:
        return not origin or _matches(origin, self.origins)


def unmatchable_hosts(hosts: Iterable[str]) -> list[str]:
    """The entries of an allowed-hosts list no Host header can match: a scheme or path
    (``https://x``) or an IPv6 address without brackets (``::1``); the server warns of each at start."""
    out = []
    for raw in hosts:
        host = raw.strip().lower().removesuffix(":*")
        if "/" in host or (host.count(":") > 1 and not host.startswith("[")):
            out.append(raw.strip())
    return out


LOCAL_HOSTS = HostPolicy.of(LOOPBACK_NAMES, tuple(f"http://{name}:*" for name in LOOPBACK_NAMES))
"""The loopback names on any port: what a server on 127.0.0.1 answers with nothing configured."""
