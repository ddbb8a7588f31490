"""The HTTP surface around the tools, on the wire: methods, slashes, host checks, card, logs."""

from __future__ import annotations

import json
from typing import Any

import localhttp
import pytest
from mcpkit import ROOT, SCAM_TEXT, Process, scammcp_http

pytestmark = pytest.mark.e2e
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"},
}


def modern(method: str, params: dict[str, Any], name: str | None = None) -> tuple[dict[str, str], dict[str, Any]]:
    headers = {**HEADERS, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method}
    if name:
        headers["Mcp-Name"] = name
    return headers, {"jsonrpc": "2.0", "id": 7, "method": method, "params": {**params, "_meta": MODERN_META}}


@pytest.mark.parametrize("path", ["/mcp", "/mcp/"])
@pytest.mark.parametrize("method", ["GET", "DELETE", "PUT"])
def test_only_post_is_served(local_server: Process, path: str, method: str) -> None:
    # GET with text/event-stream would open an SSE stream that never sends anything (SDK #3492).
    response = localhttp.request(method, local_server.url + path, headers={"Accept": "text/event-stream"}, timeout=5)
    assert response.status_code == 405
    assert response.headers["allow"] == "POST"


@pytest.mark.parametrize("path", ["/mcp", "/mcp/"])
def test_both_paths_answer_post_without_a_redirect(local_server: Process, path: str) -> None:
    legacy = localhttp.post(local_server.url + path, json=INITIALIZE, headers=HEADERS, follow_redirects=False)
    assert legacy.status_code == 200
    assert legacy.json()["result"]["protocolVersion"] == "2025-11-25"
    assert "mcp-session-id" not in legacy.headers  # stateless
    headers, body = modern("server/discover", {})
    discover = localhttp.post(local_server.url + path, json=body, headers=headers, follow_redirects=False)
    assert discover.status_code == 200
    assert "2026-07-28" in discover.json()["result"]["supportedVersions"]


def test_a_modern_tools_call_works_on_the_raw_wire(local_server: Process) -> None:
    headers, body = modern("tools/call", {"name": "check_message", "arguments": {"text": SCAM_TEXT}}, "check_message")
    response = localhttp.post(local_server.url + "/mcp", json=body, headers=headers)
    result = response.json()["result"]
    assert result["resultType"] == "complete"
    assert result["structuredContent"]["score"] > 0


@pytest.mark.parametrize(
    ("headers", "status"),
    [({"Host": "evil.example"}, 421), ({"Origin": "http://evil.example"}, 403)],
    ids=["host", "origin"],
)
def test_dns_rebinding_protection_stays_on(local_server: Process, headers: dict[str, str], status: int) -> None:
    response = localhttp.post(local_server.url + "/mcp", json=INITIALIZE, headers={**HEADERS, **headers})
    assert response.status_code == status


def test_allowed_hosts_come_from_the_parameters() -> None:
    server = scammcp_http("--local", "--allowed-host", "scam.example.org").start(ROOT)
    try:
        for host in ("scam.example.org", "scam.example.org:8443"):
            ok = localhttp.post(server.url + "/mcp", json=INITIALIZE, headers={**HEADERS, "Host": host})
            assert ok.status_code == 200, host
        other = localhttp.post(server.url + "/mcp", json=INITIALIZE, headers={**HEADERS, "Host": "scam.example.net"})
        assert other.status_code == 421
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("path", "media_type"),
    [
        ("/mcp/server-card", "application/mcp-server-card+json"),
        ("/.well-known/mcp/server-card.json", "application/json"),
    ],
)
def test_server_card_follows_the_draft(local_server: Process, path: str, media_type: str) -> None:
    response = localhttp.get(local_server.url + path, headers={"Host": "scamcheck.example"})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith(media_type)
    assert response.headers["access-control-allow-origin"] == "*"
    card = response.json()
    assert card["$schema"] == "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"
    assert card["name"] == "example.scamcheck/scam-check"
    assert 1 <= len(card["description"]) <= 100
    assert card["remotes"][0]["url"] == "http://scamcheck.example/mcp"
    assert {"2025-11-25", "2026-07-28"} <= set(card["remotes"][0]["supportedProtocolVersions"])
    assert "tools" not in json.dumps(card)  # the draft: cards never list tools (a client reads tools/list)
    again = localhttp.get(local_server.url + path, headers={"If-None-Match": response.headers["etag"]})
    assert again.status_code in (200, 304)  # a different Host gives a different card, hence maybe 200
    same = localhttp.get(
        local_server.url + path, headers={"Host": "scamcheck.example", "If-None-Match": response.headers["etag"]}
    )
    assert same.status_code == 304


def test_the_server_logs_no_message_content_and_no_per_request_noise() -> None:
    marker = "Zebra-7781 parcel fee at https://zebra-7781.top/pay"
    server = scammcp_http("--local").start(ROOT)
    try:
        for path in ("/mcp", "/mcp/"):
            call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call"}
            call["params"] = {"name": "check_message", "arguments": {"text": marker}}
            assert localhttp.post(server.url + path, json=call, headers=HEADERS).status_code == 200
            call["params"] = {"name": "check_link", "arguments": {"url": 42}}
            assert localhttp.post(server.url + path, json=call, headers=HEADERS).json()["result"]["isError"] is True
        proc = server.proc
        assert proc is not None and proc.stderr is not None
        proc.terminate()
        proc.wait(timeout=20)
        log = proc.stderr.read().decode()
    finally:
        server.stop()
    assert "zebra" not in log.lower()
    assert "Terminating session" not in log
    assert json.dumps(marker)[1:-1] not in log
