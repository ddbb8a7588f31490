"""What a careless or hostile caller meets on /mcp: JSON-RPC errors with stable codes, never plain
text or a dump of its own input, and nothing of what it chose in the server's log.
"""

from __future__ import annotations

import base64
import json
import socket
from typing import Any

import anyio
import httpx
import localhttp
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcpkit import ROOT, Process, scammcp_http

from scamcore.limits import MAX_BODY_BYTES

pytestmark = pytest.mark.e2e
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"},
}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
MARKER = "Quokka9931"


def assert_refusal(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    """The documented shape: a JSON-RPC error without id, -32600, and the stable code in data."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json"), response.text
    body = response.json()
    assert body["jsonrpc"] == "2.0" and body["id"] is None
    assert body["error"]["code"] == -32600
    assert body["error"]["data"] == {"code": code}
    assert MARKER not in response.text
    return dict(body["error"])


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_an_unknown_prompt_is_invalid_params(local_server: Process, era: str) -> None:
    async def main() -> None:
        async with Client(local_server.url + "/mcp", mode=era) as client:
            assert (await client.list_prompts()).prompts == []
            await client.get_prompt(MARKER)

    with pytest.raises(BaseException) as raised:
        anyio.run(main)
    error = raised.value
    while isinstance(error, BaseExceptionGroup) and len(error.exceptions) == 1:
        error = error.exceptions[0]
    assert isinstance(error, MCPError), repr(error)
    assert error.error.code == -32602
    assert MARKER not in error.error.message


@pytest.mark.parametrize("name", [[MARKER], {MARKER: 1}, 5, None])
def test_a_prompt_name_that_is_not_a_string_is_invalid_params(local_server: Process, name: Any) -> None:
    """attack21 F3: a list or object as the name was code 0 with Python's "unhashable type"
    message, and two ERROR lines. (The 2026-07-28 era refuses it earlier: Mcp-Name must match.)"""
    body = {"jsonrpc": "2.0", "id": 7, "method": "prompts/get", "params": {"name": name}}
    answer = localhttp.post(local_server.url + "/mcp", json=body, headers=HEADERS).json()
    assert answer == {
        "jsonrpc": "2.0",
        "id": 7,
        "error": {"code": -32602, "message": "Unknown prompt: this server has no such prompt."},
    }


@pytest.mark.parametrize("era", [None, "2026-07-28"])
def test_an_unknown_method_is_quoted_back_only_as_an_excerpt(local_server: Process, era: str | None) -> None:
    """attack21 F7: the SDK's -32601 carried the whole method name in data (10 MB back for 10 MB sent)."""
    method = "x" * 8_000  # the 2026-07-28 era repeats it in a header
    headers = {**HEADERS, "MCP-Protocol-Version": era, "Mcp-Method": method} if era else HEADERS
    params = {"_meta": MODERN_META} if era else {}
    body = {"jsonrpc": "2.0", "id": 8, "method": method, "params": params}
    response = localhttp.post(local_server.url + "/mcp", json=body, headers=headers)
    assert response.status_code == (404 if era else 200)
    assert response.json()["error"] == {"code": -32601, "message": "Method not found", "data": "x" * 64}


@pytest.mark.parametrize(
    "body",
    [
        [{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "2.0", "id": 2, "method": MARKER}],
        [],
        {"jsonrpc": "2.0", "id": 3, "method": [MARKER]},
    ],
    ids=["batch", "empty-batch", "bad-envelope"],
)
@pytest.mark.parametrize("era", [None, "2026-07-28"])
def test_a_batch_or_broken_envelope_is_an_invalid_request(local_server: Process, body: Any, era: str | None) -> None:
    headers = {**HEADERS, "MCP-Protocol-Version": era} if era else HEADERS
    response = localhttp.post(local_server.url + "/mcp", content=json.dumps(body), headers=headers)
    assert_refusal(response, 400, "invalid_request")
    assert "validation error" not in response.text.lower()


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32-be"])
def test_json_not_in_utf8_is_a_parse_error(local_server: Process, encoding: str) -> None:
    """The shared body check (scamcore.body) refuses it from its first bytes, as /api/check does."""
    response = localhttp.post(
        local_server.url + "/mcp", content=json.dumps(INITIALIZE).encode(encoding), headers=HEADERS
    )
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["id"] is None and body["error"]["code"] == -32700
    assert body["error"]["data"] == {"code": "invalid_json"} and "UTF-8" in body["error"]["message"]


def test_initialize_and_discover_agree_on_what_can_change(local_server: Process) -> None:
    legacy = localhttp.post(local_server.url + "/mcp", json=INITIALIZE, headers=HEADERS).json()["result"][
        "capabilities"
    ]
    headers = {**HEADERS, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "server/discover"}
    body = {"jsonrpc": "2.0", "id": 2, "method": "server/discover", "params": {"_meta": MODERN_META}}
    modern = localhttp.post(local_server.url + "/mcp", json=body, headers=headers).json()["result"]["capabilities"]
    assert modern == legacy
    assert legacy["tools"] == {"listChanged": False}  # our lists never change while the server runs
    assert legacy["resources"] == {"listChanged": False, "subscribe": False}


REFUSED = [
    ("GET", {}, 405, "method_not_allowed"),
    ("DELETE", {}, 405, "method_not_allowed"),
    ("POST", {"Host": f"{MARKER}.example"}, 421, "invalid_host"),
    ("POST", {"Origin": f"http://{MARKER}.example"}, 403, "invalid_origin"),
    ("POST", {"Content-Type": "text/plain"}, 400, "unsupported_media_type"),
]


@pytest.mark.parametrize("case", REFUSED, ids=[r[3] for r in REFUSED])
@pytest.mark.parametrize("era", [None, "2026-07-28"])
def test_transport_refusals_are_json_rpc_errors(
    local_server: Process, case: tuple[str, dict[str, str], int, str], era: str | None
) -> None:
    method, headers, status, code = case
    sent = {**HEADERS, **headers, **({"MCP-Protocol-Version": era, "Mcp-Method": "initialize"} if era else {})}
    response = localhttp.request(method, local_server.url + "/mcp", json=INITIALIZE, headers=sent)
    assert_refusal(response, status, code)
    if status == 405:
        assert response.headers["allow"] == "POST"


def test_a_modern_request_that_refuses_json_is_answered_in_json(local_server: Process) -> None:
    headers = {**HEADERS, "Accept": "text/event-stream", "MCP-Protocol-Version": "2026-07-28"}
    body = {"jsonrpc": "2.0", "id": 2, "method": "server/discover", "params": {"_meta": MODERN_META}}
    response = localhttp.post(
        local_server.url + "/mcp", json=body, headers={**headers, "Mcp-Method": "server/discover"}
    )
    assert_refusal(response, 406, "not_acceptable")


def raw_post(server: Process, head: str, body: bytes = b"") -> tuple[int, bytes]:
    """One POST over a plain socket: the answer to a declared length comes before any body is sent."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(head.encode() + body)
        received = b""
        while b"\r\n\r\n" not in received or not received.rstrip().endswith(b"}"):
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += chunk
    status = int(received.split(b" ", 2)[1])
    return status, received.split(b"\r\n\r\n", 1)[1]


def test_a_declared_oversized_body_is_refused_before_it_is_sent(local_server: Process) -> None:
    head = (
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Accept: application/json, text/event-stream\r\nContent-Length: {MAX_BODY_BYTES + 1}\r\n\r\n"
    )
    status, body = raw_post(local_server, head)
    assert status == 413
    error = json.loads(body)["error"]
    assert error["code"] == -32600 and error["data"] == {"code": "body_too_large"}


def test_a_streamed_oversized_body_is_refused_as_json_rpc(local_server: Process) -> None:
    chunk = b"x" * 1_000_000
    chunks = (chunk for _ in range(MAX_BODY_BYTES // len(chunk) + 2))
    response = localhttp.post(local_server.url + "/mcp", content=chunks, headers=HEADERS, timeout=30)
    assert_refusal(response, 413, "body_too_large")


def test_a_screenshot_over_the_sdk_default_of_4_mb_still_reaches_the_tool(local_server: Process) -> None:
    """The SDK's own limit is 4 MB; the REST API takes an 8 MB image, so MCP must too."""
    junk = base64.b64encode(b"\x00" * (5 * 1024 * 1024)).decode()
    call = {"name": "check_screenshot", "arguments": {"image": f"data:image/png;base64,{junk}"}}
    response = localhttp.post(
        local_server.url + "/mcp",
        json={"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": call},
        headers=HEADERS,
        timeout=30,
    )
    assert response.status_code == 200, response.text[:300]
    result = response.json()["result"]
    assert result["isError"] is True
    assert result["_meta"]["scamcheck/error"]["code"] == "image_unreadable"


def test_nothing_a_caller_chose_reaches_the_log() -> None:
    """Host and Origin values, prompt names and broken envelopes: the SDK logs them whole, we log none."""
    big = MARKER * 200  # 2 kB: enough to see, small enough for the pipe
    server = scammcp_http("--local").start(ROOT)
    try:
        url = server.url + "/mcp"
        for extra in ({"Host": f"{big}.example"}, {"Origin": f"http://{big}.example"}):
            assert localhttp.post(url, json=INITIALIZE, headers={**HEADERS, **extra}).status_code in (403, 421)
        prompt = {"jsonrpc": "2.0", "id": 2, "method": "prompts/get", "params": {"name": big}}
        assert localhttp.post(url, json=prompt, headers=HEADERS).json()["error"]["code"] == -32602
        headers = {**HEADERS, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "prompts/get", "Mcp-Name": big}
        prompt["params"] = {"name": big, "_meta": MODERN_META}
        assert localhttp.post(url, json=prompt, headers=headers).json()["error"]["code"] == -32602
        resource = {"jsonrpc": "2.0", "id": 3, "method": "resources/read", "params": {"uri": f"scamcheck://{big}"}}
        assert "error" in localhttp.post(url, json=resource, headers=HEADERS).json()
        for body in ([{"jsonrpc": "2.0", "id": 4, "method": big}], {"jsonrpc": "2.0", "id": 4, "method": [big]}):
            assert localhttp.post(url, content=json.dumps(body), headers=HEADERS).status_code == 400
        notification = {"jsonrpc": "2.0", "method": "notifications/initialized", "params": {big: big}}
        localhttp.post(url, json=notification, headers=HEADERS)
        # attack21: a prompt name that is not a string (two ERROR lines each), and a notification
        # with malformed params (the runner's WARNING "dropped ...: malformed params" each)
        for name in ([big], {big: big}):
            prompt = {"jsonrpc": "2.0", "id": 5, "method": "prompts/get", "params": {"name": name}}
            assert localhttp.post(url, json=prompt, headers=HEADERS).json()["error"]["code"] == -32602
        for method in ("notifications/progress", "notifications/cancelled"):
            malformed = {"jsonrpc": "2.0", "method": method, "params": {"progressToken": [big], "requestId": [big]}}
            assert localhttp.post(url, json=malformed, headers=HEADERS).status_code == 202
        proc = server.proc
        assert proc is not None and proc.stderr is not None
        proc.terminate()
        proc.wait(timeout=20)
        log = proc.stderr.read().decode(errors="replace")
    finally:
        server.stop()
    assert MARKER not in log, log[:2000]
    assert "Traceback" not in log, log[:2000]
    assert "ERROR" not in log and "WARNING" not in log, log[:2000]
    assert len(log) < 1_000, log[:2000]  # the start-up line; the requests above (~30 kB sent) add nothing


def test_a_429_that_is_not_the_quota_says_what_it_is() -> None:
    """One screenshot at a time per anonymous caller is a 429 without a quota state: the model is
    told to wait for the first answer, not that the free checks are used up."""
    from scammcp.errors import refusal_result
    from scamservice import ServiceError

    message = "Another screenshot of yours is being read; send the next one when it is answered."
    result = refusal_result(ServiceError("rate_limited", message, 429, retry_after=5))
    (content,) = result.content
    assert result.is_error and content.type == "text"
    assert content.text == f"Error (rate_limited): {message} Do not send it again in a loop."
