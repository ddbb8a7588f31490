"""No answer of the running service echoes a Host the operator did not list.

Before: ``GET /static`` (and any path with its trailing slash toggled) was a 307 to
``http://<the request's Host>/static/`` with no ``Vary``, so a shared cache could keep another
site's name as the redirect; and ``/a2a`` answered any Host (MCP refused it: DNS-rebinding
protection) and wrote it into the guide links of its results and into the agent card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import localhttp
import pytest
from httpkit import SCAM_TEXT, Server

pytestmark = pytest.mark.e2e

EVIL = "evil.example"


def _send(server: Server, host: str) -> Any:
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "SendMessage",
        "params": {"message": {"role": "ROLE_USER", "messageId": "m1", "parts": [{"text": SCAM_TEXT}]}},
    }
    return localhttp.post(server.url + "/a2a", json=body, headers={"Host": host}, timeout=30)


@pytest.mark.parametrize(("path", "location"), [("/static", "/static/"), ("/api/health/", "/api/health")])
def test_slash_redirects_are_relative(tmp_path: Path, server_factory: type[Server], path: str, location: str) -> None:
    server = server_factory(tmp_path).start()
    answer = localhttp.get(server.url + path + "?v=1", headers={"Host": EVIL}, follow_redirects=False, timeout=10)
    assert answer.status_code == 307
    assert answer.headers["location"] == location + "?v=1"


def test_a2a_refuses_a_host_outside_the_policy_and_links_only_allowed_ones(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    server = server_factory(tmp_path, {"SCAMCHECK_ALLOWED_HOSTS": "127.0.0.1:*,localhost:*,scam.example.org"}).start()
    for path in ("/.well-known/agent-card.json", "/a2a/.well-known/agent-card.json"):
        card = localhttp.get(server.url + path, headers={"Host": EVIL}, timeout=10)
        assert card.status_code == 421 and card.json()["error"]["code"] == "invalid_host"
    refused = _send(server, EVIL)
    assert refused.status_code == 421
    error = refused.json()["error"]
    assert error["code"] == -32600 and error["data"][0]["metadata"]["code"] == "invalid_host"
    assert EVIL not in refused.text
    # MCP answers the same Host the same way: one policy for both
    mcp = localhttp.post(
        server.url + "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
        headers={"Host": EVIL, "Accept": "application/json, text/event-stream"},
        timeout=10,
    )
    assert mcp.status_code == 421 and mcp.json()["error"]["data"]["code"] == "invalid_host"
    for host, base in (("scam.example.org", "http://scam.example.org"), (f"localhost:{server.port}", None)):
        answer = _send(server, host)
        assert answer.status_code == 200, answer.text
        data = answer.json()["result"]["task"]["artifacts"][0]["parts"][0]["data"]
        assert data["category"]["guide"].startswith((base or f"http://localhost:{server.port}") + "/guides/")


def _mcp_ping(server: Server, headers: dict[str, str]) -> Any:
    return localhttp.post(
        server.url + "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "ping"},
        headers={"Accept": "application/json, text/event-stream", **headers},
        timeout=10,
    )


def test_mcp_answers_an_allowed_host_in_any_case(tmp_path: Path, server_factory: type[Server]) -> None:
    """Our policy reads names without regard to case; the SDK's own check behind it compared
    exactly and refused ``LOCALHOST:PORT`` or ``SCAM.example.org`` with 421 (review24)."""
    server = server_factory(tmp_path, {"SCAMCHECK_ALLOWED_HOSTS": "localhost:*,scam.example.org"}).start()
    for host, origin in (
        (f"LOCALHOST:{server.port}", f"http://LocalHost:{server.port}"),
        ("SCAM.example.org", None),
        ("Scam.Example.Org:8443", None),
    ):
        answer = _mcp_ping(server, {"Host": host, **({"Origin": origin} if origin else {})})
        assert answer.status_code == 200, (host, answer.text)
        assert answer.json()["result"] == {}


@pytest.mark.parametrize("public", ["https://scam.example.org:443", "https://scam.example.org:8443/"])
def test_a_public_url_with_a_port_answers_its_name_on_any_port(
    tmp_path: Path, server_factory: type[Server], public: str
) -> None:
    """A public URL with a port allowed only ``name:port``: clients leave a default port out and a
    proxy's ``$host`` has none, so every request through it was a 421 (review24)."""
    server = server_factory(tmp_path, {"SCAMCHECK_PUBLIC_BASE_URL": public}).start()
    for host in ("scam.example.org", "scam.example.org:443", "scam.example.org:8443"):
        card = localhttp.get(server.url + "/.well-known/agent-card.json", headers={"Host": host}, timeout=10)
        assert card.status_code == 200, host
        answer = _mcp_ping(server, {"Host": host, "Origin": "https://scam.example.org"})
        assert answer.status_code == 200, (host, answer.text)
    assert _mcp_ping(server, {"Host": "scam.example.net"}).status_code == 421


def test_the_mcp_server_card_answers_only_an_allowed_host(tmp_path: Path, server_factory: type[Server]) -> None:
    """The MCP card answered any Host and wrote it into its URLs (review24); it is refused as the
    agent cards refuse it now, in the same words."""
    server = server_factory(tmp_path).start()
    for path in ("/mcp/server-card", "/.well-known/mcp/server-card.json"):
        refused = localhttp.get(server.url + path, headers={"Host": EVIL}, timeout=10)
        assert refused.status_code == 421 and EVIL not in refused.text
        assert refused.json()["error"]["code"] == "invalid_host"
        agent = localhttp.get(server.url + "/.well-known/agent-card.json", headers={"Host": EVIL}, timeout=10)
        assert refused.json() == agent.json()
        card = localhttp.get(server.url + path, timeout=10)
        assert card.status_code == 200 and card.json()["remotes"][0]["url"] == f"http://localhost:{server.port}/mcp"


def test_invalid_host_is_one_text_everywhere() -> None:
    from scama2a.errors import invalid_host
    from scamhttp.errors import ERROR_CODES
    from scammcp.wire import REFUSALS
    from scamservice import INVALID_HOST_MESSAGE

    assert ERROR_CODES["invalid_host"][1] == REFUSALS["invalid_host"][1] == invalid_host().message
    assert invalid_host().message == INVALID_HOST_MESSAGE


class _Ipv6Server(Server):
    @property
    def url(self) -> str:
        return f"http://[::1]:{self.port}"

    def command(self) -> list[str]:
        return [*super().command()[:4], "--host", "::1", "--port", str(self.port)]


def test_serve_on_ipv6_loopback_answers_its_own_address(tmp_path: Path) -> None:
    """The default allowed hosts lacked ``[::1]`` (a second copy of the loopback list), so
    ``scamcheck serve --host ::1`` refused its own address on /mcp, /a2a and the cards (review24)."""
    server = _Ipv6Server(tmp_path)
    server.start()
    try:
        assert localhttp.get(server.url + "/.well-known/agent-card.json", timeout=10).status_code == 200
        assert _mcp_ping(server, {}).status_code == 200
    finally:
        server.stop()


def test_an_allowed_host_no_request_can_match_is_warned_of(tmp_path: Path, server_factory: type[Server]) -> None:
    """A scheme or an unbracketed IPv6 address in SCAMCHECK_ALLOWED_HOSTS matched nothing, in silence."""
    env = {"SCAMCHECK_ALLOWED_HOSTS": "localhost:*,https://scam.example.org,::1,[::1]:*,fe80::1:*"}
    server = server_factory(tmp_path, env).start()
    warned = [line for line in server.log if "SCAMCHECK_ALLOWED_HOSTS" in line]
    assert len(warned) == 1, server.log
    assert warned[0].rstrip().endswith("https://scam.example.org, ::1, fe80::1:*")
