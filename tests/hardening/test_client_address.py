"""Item 5 of the attack review: whoever the address comes from, each client gets its own anonymous quota.

A dual-stack socket (or a proxy) writes IPv4 clients as ``::ffff:a.b.c.d``: counted by IPv6 /64,
every IPv4 client shared one bucket. A proxy that writes a hop as ``IP:port`` or ``[v6]:port`` made
the chain look garbled, so every client behind it fell back to the proxy's own bucket.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from hardkit import MCP_HEADERS, Server, mcp_call

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def proxied(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {"SCAMCHECK_ANON_PER_MINUTE": "1", "SCAMCHECK_TRUSTED_PROXIES": "127.0.0.1"}
    s = Server(tmp_path_factory.mktemp("address") / "srv", env=env).start()
    yield s
    s.stop()


def _limited(server: Server, client: httpx.Client, forwarded_for: str) -> bool:
    """One anonymous MCP check as if relayed by the trusted proxy; True when the quota refused it."""
    body = mcp_call({"kind": "url", "url": "paypa1-login.top"})
    response = client.post(server.url + "/mcp", json=body, headers={**MCP_HEADERS, "X-Forwarded-For": forwarded_for})
    assert response.status_code == 200, response.text
    return "rate_limited" in response.text


@pytest.mark.parametrize(
    ("first", "second", "shared"),
    [
        ("::ffff:198.51.100.1", "::ffff:198.51.100.2", False),  # two IPv4 clients, not one /64
        ("198.51.100.3:4711", "198.51.100.4:4711", False),  # a hop with its port is parsed
        ("[2001:db8:1::1]:443", "[2001:db8:2::1]:443", False),
        ("::ffff:198.51.100.5", "198.51.100.5", True),  # the same client however it is written
        ("198.51.100.6:1", "198.51.100.6:2", True),  # a new source port is not a new client
    ],
    ids=["mapped", "ipv4-port", "ipv6-port", "mapped-is-ipv4", "port-ignored"],
)
def test_each_client_address_has_its_own_bucket(proxied: Server, first: str, second: str, shared: bool) -> None:
    with httpx.Client(timeout=30) as client:
        assert not _limited(proxied, client, first)
        assert _limited(proxied, client, second) is shared
