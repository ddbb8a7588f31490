"""Item 2 of the attack review: a caller can't grow the log by more than a bounded amount per request.

Every endpoint (REST, pages, /mcp, /a2a, discovery) is sent oversized Host and Origin headers,
long header names and long names inside requests (an MCP prompt or tool, an A2A method); the
server's whole output is measured before and after. On the old code the MCP SDK's Host check
alone wrote each 60 kB Host header whole. The standalone ``scammcp`` and ``scama2a`` servers
are flooded the same way at their most talkative level (trace: uvicorn then logs each ASGI
message, headers included). Before, neither installed the bounded filter: scammcp had no log
level to choose and scama2a stopped at start when asked for trace.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from hardkit import MCP_HEADERS, Server
from serverkit import Spawned

pytestmark = pytest.mark.e2e

BIG = 60_000  # under the 64 KiB header cap, so the request reaches the app
NAME = 18_000
ROUNDS = 4
BYTES_PER_REQUEST = 1_000
"""A warning line is at most ~240 characters of message plus its prefix; one request may cause two."""
TRACE_BYTES_PER_REQUEST = 2_000
"""At trace level uvicorn logs each ASGI message of a request (scope, body, answer): a handful of
bounded lines; unfiltered, the scope line alone would carry each 60 kB header whole."""


def _rpc(method: str, params: dict[str, object]) -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}


Request = tuple[str, str, dict[str, str], object]


def _requests(server: Server) -> list[Request]:
    host, origin = "h" * BIG, "http://" + "o" * BIG
    name = "x\nforged line " + "n" * NAME  # a newline must not start a line of its own in the log
    json_headers = {**MCP_HEADERS, "MCP-Protocol-Version": "2025-11-25"}
    check = {"kind": "url", "url": "paypa1-login.top"}
    return [
        ("GET", "/", {"Host": host}, None),
        ("GET", "/api/health", {"Origin": origin}, None),
        ("POST", "/api/check", {**server.headers, "X-" + "n" * 30_000: "v"}, check),
        ("POST", "/api/check", {**server.headers, "Origin": origin}, check),
        ("POST", "/mcp", {**json_headers, "Host": host}, _rpc("tools/list", {})),
        ("POST", "/mcp", {**json_headers, "Origin": origin}, _rpc("tools/list", {})),
        ("POST", "/mcp", json_headers, _rpc("prompts/get", {"name": name})),
        ("POST", "/mcp", json_headers, _rpc("tools/call", {"name": name, "arguments": {}})),
        ("POST", "/mcp", json_headers, _rpc(name, {})),
        ("POST", "/a2a", {**json_headers, "Host": host, "A2A-Version": "1.0"}, _rpc(name, {})),
        ("POST", "/a2a", {**json_headers, "Origin": origin, "A2A-Version": "n" * NAME}, _rpc("SendMessage", {})),
        ("GET", "/.well-known/agent-card.json", {"Host": host}, None),
        ("GET", "/.well-known/mcp/server-card.json", {"Origin": origin}, None),
        ("GET", "/llms.txt", {"Host": host}, None),
        ("GET", "/" + "p" * NAME, {"Host": host}, None),
    ]


def _log_bytes(server: Spawned) -> int:
    return sum(len(line) for line in server.log)


def _flood(server: Spawned, requests: list[Request], per_request: int) -> None:
    """Send every request ``ROUNDS`` times, stop the server (so every line is read), check its log."""
    try:
        before = _log_bytes(server)
        sent = 0
        with httpx.Client(base_url=server.url, timeout=30) as client:
            for _ in range(ROUNDS):
                for method, path, headers, body in requests:
                    response = client.request(method, path, headers=headers, json=body)
                    assert response.status_code < 500, (path, response.status_code)
                    sent += 1
    finally:
        server.stop()
    grown = _log_bytes(server) - before
    assert grown <= sent * per_request, f"{grown} bytes of log for {sent} requests"
    assert all(len(line) < 1_200 for line in server.log), max(server.log, key=len)[:300]
    assert not any(line.startswith("forged") for line in server.log)
    for marker in ("h" * 300, "o" * 300, "n" * 300, "p" * 300):
        assert not any(marker in line for line in server.log)


def test_oversized_headers_and_names_add_a_bounded_amount_of_log(tmp_path: Path) -> None:
    server = Server(tmp_path / "srv").start()  # its own: stopping it is how every line is read
    _flood(server, _requests(server), BYTES_PER_REQUEST)


@dataclass
class Standalone(Spawned):
    """``scammcp --port N`` or ``scama2a --port N`` on its own, logging everything it can."""

    module: str = ""
    card: str = ""
    args: list[str] = field(default_factory=list)

    def command(self) -> list[str]:
        port = ["--host", "127.0.0.1", "--port", str(self.port)]
        return [sys.executable, "-m", f"{self.module}.cli", *port, "--log-level", "trace", *self.args]

    def ready_path(self) -> str:
        return self.card


@pytest.mark.parametrize(
    ("module", "card"), [("scammcp", "/mcp/server-card"), ("scama2a", "/.well-known/agent-card.json")]
)
def test_a_standalone_server_adds_a_bounded_amount_of_log(tmp_path: Path, module: str, card: str) -> None:
    """Every request of the list: the other protocol's paths and the pages answer 404, also unlogged."""
    server = Standalone(tmp_path, module=module, card=card)
    server.spawn()
    anonymous = Server(tmp_path, port=server.port)  # only for the request list: no key, the anonymous quota
    _flood(server, _requests(anonymous), TRACE_BYTES_PER_REQUEST)


def test_the_mcp_sdk_loggers_carry_the_one_bounded_filter(caplog: pytest.LogCaptureFixture) -> None:
    """One filter for the whole service: scammcp had its own copy (cut at 200 characters, its own
    traceback rule). A record that meets it on the SDK's logger and again on the root handler is
    cut once and keeps its true count; the Host/Origin refusal lines are not written at all."""
    import logging

    from scammcp.server import build_server
    from scamservice import LocalService
    from scamwiring.logs import BoundedRecords

    build_server(LocalService())
    sdk = logging.getLogger("mcp.server.lowlevel.server")
    assert [type(f) for f in sdk.filters] == [BoundedRecords]
    handler_filter = BoundedRecords()
    caplog.handler.addFilter(handler_filter)
    try:
        with caplog.at_level(logging.WARNING):
            sdk.warning("name %s", "n" * BIG)
            logging.getLogger("mcp.server.transport_security").warning("Invalid Host header: %s", "h" * BIG)
    finally:
        caplog.handler.removeFilter(handler_filter)
    (message,) = [r.getMessage() for r in caplog.records]
    assert message.endswith(f"... ({BIG + 5 - 240} more characters)"), message[-60:]
