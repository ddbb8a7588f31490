"""Items 3, 6 and 8 of the attack review, at the server layer: every answer the server writes itself is
in the Error shape, bodies must be UTF-8, and a refused body is not read to its end.

On the old code uvicorn answered bad HTTP (400), oversized headers (431) and overload (503) in
plain text, UTF-16 JSON was checked like UTF-8, and after a 413 for an endless chunked body the
server kept reading it until the 60 s body timeout (and /a2a answered it with -32603); a 10 MB
body of a million-element array was parsed (seconds) before anything refused it. The 503 for too
many requests in flight is tested in one process (tests/http/test_guarded_protocol.py).
"""

from __future__ import annotations

import base64
import json
import socket
import time
from collections.abc import Callable, Iterator

import localhttp
import pytest
from hardkit import MCP_HEADERS, Server, a2a_call, mcp_call, post_raw

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def wire(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {"SCAMCHECK_MAX_HEADER_BYTES": "16384"}
    s = Server(tmp_path_factory.mktemp("wire") / "srv", env=env).start()
    yield s
    s.stop()


def _exchange(server: Server, raw: bytes) -> bytes:
    """Send ``raw`` on a fresh connection and read until the server closes it."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=15) as sock:
        sock.sendall(raw)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    return received


def _error_code(response: bytes) -> tuple[int, str]:
    head, _, body = response.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    assert b"content-type: application/json" in head.lower(), head
    payload = json.loads(body)
    assert payload["ok"] is False and payload["error"]["message"]
    return status, payload["error"]["code"]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"NOT HTTP AT ALL\r\n\r\n", (400, "invalid_http")),
        (b"GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n", (400, "invalid_http")),
        (b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n", (431, "headers_too_large")),
    ],
    ids=["garbage", "bad-length", "big-headers"],
)
def test_the_server_layer_answers_in_the_error_shape(wire: Server, raw: bytes, expected: tuple[int, str]) -> None:
    assert _error_code(_exchange(wire, raw)) == expected


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32"])
@pytest.mark.parametrize("surface", ["rest", "mcp", "a2a"])
def test_json_that_is_not_utf8_is_refused(wire: Server, surface: str, encoding: str) -> None:
    payload = {"kind": "url", "url": "paypa1-login.top"}
    body = {"rest": payload, "mcp": mcp_call(payload), "a2a": a2a_call(payload)}[surface]
    path = {"rest": "/api/check", "mcp": "/mcp", "a2a": "/a2a"}[surface]
    headers = {**wire.headers, **MCP_HEADERS, "A2A-Version": "1.0"}
    response = localhttp.post(wire.url + path, content=json.dumps(body).encode(encoding), headers=headers, timeout=15)
    assert response.status_code == 400, response.text
    if surface == "rest":
        assert response.json()["error"]["code"] == "invalid_json"
    else:
        assert response.json()["error"]["code"] == -32700
    assert "UTF-8" in response.text


@pytest.mark.parametrize("path", ["/api/check", "/a2a", "/mcp"])
def test_an_endless_chunked_body_is_refused_with_413_and_the_connection_ends(wire: Server, path: str) -> None:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{wire.port}\r\nContent-Type: application/json\r\n"
        f"Accept: application/json, text/event-stream\r\nX-Api-Key: {wire.key}\r\n"
        "Transfer-Encoding: chunked\r\n\r\n"
    ).encode()
    chunk = b"10000\r\n" + b"[" * 0x10000 + b"\r\n"  # 64 kB at a time: the 11 MB cap in a second or so
    received, answered_at, ended_at = b"", None, None
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", wire.port), timeout=1) as sock:
        sock.sendall(head)
        sock.setblocking(False)
        while time.monotonic() - started < 20 and ended_at is None:  # the client never stops sending
            try:
                sock.send(chunk)
            except BlockingIOError:
                pass
            except OSError:
                ended_at = time.monotonic()
            try:
                while data := sock.recv(65536):
                    received += data
                ended_at = ended_at or time.monotonic()  # b"": the server closed
            except BlockingIOError:
                pass
            except OSError:
                ended_at = ended_at or time.monotonic()
            if received and answered_at is None:
                answered_at = time.monotonic()
            time.sleep(0.002)  # pacing the attacker, ~30 MB/s
    assert answered_at is not None and ended_at is not None, received[:200]
    assert ended_at - answered_at < 5  # not the 60 s body timeout
    status, _, rest = received.partition(b"\r\n")
    assert status.startswith(b"HTTP/1.1 413"), received[:300]
    if path != "/mcp":  # the MCP SDK's own 4 MiB cap answers /mcp first, in its shape (scammcp's to map)
        assert json.loads(rest.partition(b"\r\n\r\n")[2])["error"]["code"] == "body_too_large"


# Bodies of megabytes are made by the test that sends them: built here, every xdist worker would
# build them while collecting the suite.
_HOSTILE_BODIES: dict[str, tuple[Callable[[], bytes], str]] = {
    "array": (lambda: b"[" + b"1," * 5_000_000 + b"1]", "body_too_large"),
    # answered 200 before
    "many-keys": (lambda: b'{"kind":"text",' + b'"a":1,' * 1_600_000 + b'"text":"x"}', "body_too_large"),
    "long-text": (lambda: json.dumps({"kind": "text", "text": "a" * 10_000_000}).encode(), "body_too_large"),
    "small-but-many-parts": (lambda: b'{"kind":"text","text":"x","a":[' + b"1," * 100_000 + b"1]}", "invalid_request"),
}


@pytest.mark.parametrize("name", list(_HOSTILE_BODIES))
def test_a_body_shaped_unlike_a_check_is_refused_before_it_is_parsed(wire: Server, name: str) -> None:
    """The codes show where the refusal came from: a parsed body would get invalid_request,
    text_too_long or even a result; these come from the raw bytes."""
    make, code = _HOSTILE_BODIES[name]
    body = make()
    headers = {**wire.headers, "Content-Type": "application/json"}
    response = localhttp.post(wire.url + "/api/check", content=body, headers=headers, timeout=30)
    assert response.json()["error"]["code"] == code, response.text
    image = {"kind": "image", "image": "data:image/png;base64," + "A" * 9_000_000}
    large_image = localhttp.post(wire.url + "/api/check", json=image, headers=wire.headers, timeout=30)
    assert large_image.json()["error"]["code"] == "image_unreadable"  # a large screenshot still gets through


def _rpc_body(surface: str, params: bytes) -> bytes:
    method = b'"tools/call"' if surface == "mcp" else b'"SendMessage"'
    return b'{"jsonrpc":"2.0","id":1,"method":' + method + b',"params":' + params + b"}"


_HOSTILE_PARAMS: dict[str, tuple[Callable[[], bytes], int, str]] = {
    "array": (lambda: b"[" + b"1," * 5_000_000 + b"1]", 413, "body_too_large"),
    "many-keys": (lambda: b"{" + b",".join(b'"k%d":1' % i for i in range(900_000)) + b"}", 413, "body_too_large"),
    "small-but-many-parts": (lambda: b'{"a":[' + b"1," * 100_000 + b"1]}", 400, "invalid_request"),
}


@pytest.mark.parametrize("surface", ["mcp", "a2a"])
@pytest.mark.parametrize("name", sorted(_HOSTILE_PARAMS))
def test_a_json_rpc_body_shaped_unlike_a_check_is_refused_before_it_is_parsed(
    wire: Server, surface: str, name: str
) -> None:
    """The same raw-bytes rules as /api/check, in each protocol's refusal shape: before the fix /a2a
    parsed these on the event loop (0.5 s, 1.6 s) and answered -32602, and /mcp handed them to the SDK."""
    make, status, code = _HOSTILE_PARAMS[name]
    outcome = post_raw(wire, surface, _rpc_body(surface, make()), timeout=30)
    assert (outcome.status, outcome.code) == (status, code), outcome.body
    assert outcome.body["jsonrpc"] == "2.0" and outcome.body["id"] is None
    assert outcome.body["error"]["code"] == -32600


@pytest.mark.parametrize("surface", ["mcp", "a2a"])
def test_a_large_bare_base64_image_still_reaches_the_check(wire: Server, surface: str) -> None:
    """MCP image content and an A2A raw part carry base64 without a data: prefix: one long string is
    allowed on these surfaces whatever it starts with, so the engine (not the shape check) answers."""
    data = base64.b64encode(b"\x89PNG not really" + b"\0" * 6_000_000).decode()
    if surface == "mcp":
        image = {"type": "image", "data": data, "mimeType": "image/png"}
        body = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": "check_screenshot", "arguments": {"image": image}},
        }
    else:
        part = {"raw": data, "mediaType": "image/png"}
        message = {"role": "ROLE_USER", "messageId": "m1", "parts": [part]}
        body = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": message}}
    outcome = post_raw(wire, surface, json.dumps(body).encode(), timeout=60)
    assert outcome.code == "image_unreadable", outcome.body
