"""Slow and oversized clients on the wire (raw sockets): headers are capped, a request must arrive
in time, and while many such clients hang on, everyone else is answered."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Iterator

import localhttp
import pytest
from hardkit import Server

pytestmark = pytest.mark.e2e

HEADER_TIMEOUT = 1.0
BODY_TIMEOUT = 1.5
KEEP_ALIVE = 1.5


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {
        "SCAMCHECK_HEADER_TIMEOUT_SECONDS": str(HEADER_TIMEOUT),
        "SCAMCHECK_BODY_TIMEOUT_SECONDS": str(BODY_TIMEOUT),
        "SCAMCHECK_MAX_HEADER_BYTES": "16384",
        "SCAMCHECK_KEEP_ALIVE_SECONDS": str(KEEP_ALIVE),
    }
    s = Server(tmp_path_factory.mktemp("slow") / "srv", env=env).start()
    yield s
    s.stop()


def _connect(server: Server) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    return sock


def _closed_after(sock: socket.socket) -> tuple[float, bytes]:
    """Seconds until the server closes the connection, and what it sent before."""
    started = time.monotonic()
    received = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return time.monotonic() - started, received
        received += chunk


def _send_quietly(sock: socket.socket, data: bytes) -> None:
    """Send from another thread while the test reads; the server may close before it is all sent."""
    with contextlib.suppress(OSError):
        sock.sendall(data)


def _others_are_answered(server: Server) -> None:
    assert localhttp.get(server.url + "/api/health", timeout=5).status_code == 200
    check = localhttp.post(
        server.url + "/api/check", json={"kind": "url", "url": "paypa1-login.top"}, headers=server.headers, timeout=5
    )
    assert check.status_code == 200


def test_oversized_headers_are_refused_with_431(strict: Server) -> None:
    sock = _connect(strict)
    try:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n")
        _, received = _closed_after(sock)
    finally:
        sock.close()
    assert received.startswith(b"HTTP/1.1 431"), received[:100]
    _others_are_answered(strict)


def test_a_header_that_never_ends_is_refused_at_the_cap_while_the_client_still_sends(strict: Server) -> None:
    # httptools hands a header over only when its line ends: without counting the raw bytes, 20 MB
    # were held until the header timeout and the connection closed with no answer
    sock = _connect(strict)
    endless = b"GET /api/health HTTP/1.1\r\nX-Big: " + b"a" * 4_000_000
    sender = threading.Thread(target=_send_quietly, args=(sock, endless))
    sender.start()
    try:
        _, received = _closed_after(sock)
    finally:
        sender.join()
        sock.close()
    assert received.startswith(b"HTTP/1.1 431"), received[:100]
    assert b'"headers_too_large"' in received
    _others_are_answered(strict)


def _exchange(server: Server, request: bytes, then: bytes = b"") -> bytes:
    """Send ``request`` (and ``then`` from another thread, endlessly repeated data) and read to the close."""
    sock = _connect(server)
    sock.sendall(request)
    sender = threading.Thread(target=_send_quietly, args=(sock, then))
    sender.start()
    try:
        return _closed_after(sock)[1]
    finally:
        sender.join()
        sock.close()


def test_a_request_sent_before_the_last_was_answered_ends_the_connection_after_that_answer(strict: Server) -> None:
    # uvicorn queued every pipelined request a read held, without bound; here the first is answered,
    # the connection ends, and the client sends the rest again (RFC 9112, 9.3.2)
    get = b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n"
    received = _exchange(strict, get * 5_000)
    assert received.count(b"HTTP/1.1 ") == 1, received[:200]
    assert received.startswith(b"HTTP/1.1 200")
    _others_are_answered(strict)


def test_an_endless_header_behind_an_answered_request_never_grows(strict: Server) -> None:
    received = _exchange(
        strict, b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nX-Big: ", b"a" * 4_000_000
    )
    assert received.count(b"HTTP/1.1 ") == 1, received[:200]
    assert received.startswith(b"HTTP/1.1 200")


def _chunked(server: Server, path: str, body: bytes, trailer: bytes) -> bytes:
    # a Host /a2a answers (the loopback name): any other is refused before the body is read
    head = f"POST {path} HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: {server.key}\r\nContent-Type: application/json\r\n"
    return head.encode() + b"Transfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n0\r\n%s" % (len(body), body, trailer)


@pytest.mark.parametrize("path", ["/api/check", "/a2a"])
def test_an_endless_trailer_is_refused_at_the_cap(strict: Server, path: str) -> None:
    # httptools reads a trailer line to its end: 128 MB were held and the worker froze for seconds
    received = _exchange(strict, _chunked(strict, path, b"{}", b"X-Trailer: "), b"a" * 4_000_000)
    assert received.startswith(b"HTTP/1.1 431"), received[:100]
    _others_are_answered(strict)


def test_an_endless_chunk_size_line_is_refused(strict: Server) -> None:
    head = _chunked(strict, "/api/check", b"{}", b"").rsplit(b"0\r\n", 1)[0]
    received = _exchange(strict, head + b"5;ext=", b"a" * 4_000_000)
    assert received.startswith(b"HTTP/1.1 431"), received[:100]


def test_a_trailer_never_reaches_the_headers_the_app_reads(strict: Server) -> None:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "GetTask", "params": {"id": "nope"}}).encode()
    plain = _exchange(
        strict,
        _chunked(strict, "/a2a", body, b"\r\n").replace(b"Host: localhost", b"Host: localhost\r\nConnection: close"),
    )
    trailed = _exchange(
        strict,
        _chunked(strict, "/a2a", body, b"A2A-Version: 9.9\r\n\r\n").replace(
            b"Host: localhost", b"Host: localhost\r\nConnection: close"
        ),
    )
    assert plain.split(b"\r\n\r\n", 1)[1] == trailed.split(b"\r\n\r\n", 1)[1]
    assert b"9.9" not in trailed


def test_the_rest_of_a_refused_body_is_read_for_a_bounded_number_of_bytes(strict: Server) -> None:
    # after a 413 the rest was read and dropped for the whole 2 s grace: 9.9 GB from one client
    sock = _connect(strict)
    sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n\r\n")
    sent, block = 0, b"a" * 65536
    try:
        while sent < 300 << 20:
            sock.sendall(block)
            sent += len(block)
    except OSError:
        pass  # the server ended the connection
    finally:
        sock.close()
    assert sent < 300 << 20, "the server read 300 MB of a body it had refused"


def test_a_request_to_switch_protocols_is_answered_without_a_log_line(strict: Server) -> None:
    upgrade = b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"
    for _ in range(20):
        assert _exchange(strict, upgrade.replace(b"Upgrade\r\n", b"Upgrade, close\r\n")).startswith(b"HTTP/1.1 200")
    _exchange(strict, b"NOT HTTP\r\n\r\n")  # its fixed warning comes after any the upgrades wrote
    for _ in range(200):  # poll the server's output until that warning has been read
        if any("Invalid HTTP request" in line for line in strict.log):
            break
        time.sleep(0.05)
    else:
        raise AssertionError("the marker warning never reached the log")
    assert not [line for line in strict.log if "upgrade" in line.lower() or "websocket" in line.lower()]


def test_many_headers_add_up_to_the_cap(strict: Server) -> None:
    headers = {f"X-H{i}": "a" * 20 for i in range(2_000)}
    response = localhttp.get(strict.url + "/api/health", headers=headers, timeout=10)
    assert response.status_code == 431


def test_headers_at_a_normal_size_pass(strict: Server) -> None:
    assert localhttp.get(strict.url + "/api/health", headers={"X-Ok": "a" * 8_000}, timeout=5).status_code == 200


_CHUNKED_1_0 = b"POST /api/check HTTP/1.0\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"


@pytest.mark.parametrize(
    "head",
    [
        b"GET /api/health HTTP/1.1\r\n\r\n",
        b"GET /api/health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        b"GET /api/health HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n",
        _CHUNKED_1_0 + b"2\r\n{}\r\n0\r\n\r\n",
        b"GET /api/health HTTP/2.0\r\n\r\n",
        b"GET /api/health HTTP/0.9\r\n\r\n",
    ],
    ids=["1.1 without Host", "two Hosts", "1.0 with two Hosts", "1.0 chunked", "2.0 in a request line", "0.9"],
)
def test_a_head_the_rfc_says_to_refuse_gets_400_in_our_shape(strict: Server, head: bytes) -> None:
    # RFC 9112, 3.2 and 6.1: uvicorn answered all four (200, or the app read chunks a 1.0 hop
    # between would have read as the body and then a second request)
    received = _exchange(strict, head)
    assert received.startswith(b"HTTP/1.1 400"), received[:100]
    assert b'"invalid_http"' in received
    _others_are_answered(strict)


def test_a_client_that_ends_its_side_after_the_request_is_answered(strict: Server) -> None:
    # shutdown(SHUT_WR) once the request is sent: uvicorn closed the socket and the answer was lost.
    # A long text runs in a thread, so the end of input arrives while the check is still running.
    body = json.dumps({"kind": "text", "text": "Your parcel is on hold, pay the fee now. " * 1_000}).encode()
    head = (
        f"POST /api/check HTTP/1.1\r\nHost: x\r\nX-Api-Key: {strict.key}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    sock = _connect(strict)
    try:
        sock.sendall(head + body)
        sock.shutdown(socket.SHUT_WR)
        _, received = _closed_after(sock)
    finally:
        sock.close()
    assert received.startswith(b"HTTP/1.1 200"), received[:100]
    assert b'"score"' in received


def test_empty_lines_do_not_keep_an_idle_connection_open(strict: Server) -> None:
    # each CRLF reset uvicorn's keep-alive timer: one a second held the connection for as long as it came
    sock = _connect(strict)
    try:
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        sock.settimeout(0.25)
        started, received = time.monotonic(), b""
        while time.monotonic() - started < KEEP_ALIVE + 5:
            _send_quietly(sock, b"\r\n")
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                continue
            if not chunk:
                break
            received += chunk
        held = time.monotonic() - started
    finally:
        sock.close()
    assert received.startswith(b"HTTP/1.1 200")
    assert held < KEEP_ALIVE + 2, held


def test_an_http_1_0_request_without_host_is_answered(strict: Server) -> None:
    # Host is HTTP/1.1's: an old probe's bare 1.0 request is still served
    received = _exchange(strict, b"GET /api/health HTTP/1.0\r\n\r\n")
    assert received.startswith(b"HTTP/1.1 200"), received[:100]


def test_an_http_1_0_client_is_never_sent_100_continue(strict: Server) -> None:
    # RFC 9110, 10.1.1: the expectation is ignored on 1.0; uvicorn sent the interim answer first
    body = json.dumps({"kind": "url", "url": "paypa1-login.top"}).encode()
    head = (
        f"POST /api/check HTTP/1.0\r\nX-Api-Key: {strict.key}\r\nContent-Type: application/json\r\n"
        f"Expect: 100-continue\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    received = _exchange(strict, head + body)
    assert received.startswith(b"HTTP/1.1 200"), received[:100]
    assert b"100 Continue" not in received


@pytest.mark.parametrize(
    ("sent", "limit"),
    [
        (b"", HEADER_TIMEOUT),  # connects and says nothing
        (b"GET /api/health HTTP/1.1\r\nHost: x\r\n", HEADER_TIMEOUT),  # headers never finish
        (b'POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"kind"', BODY_TIMEOUT),
    ],
    ids=["idle", "slow headers", "slow body"],
)
def test_a_client_too_slow_to_send_its_request_is_cut_off(strict: Server, sent: bytes, limit: float) -> None:
    sock = _connect(strict)
    try:
        sock.sendall(sent)
        seconds, _ = _closed_after(sock)
    finally:
        sock.close()
    assert limit * 0.8 < seconds < limit + 3, seconds
    assert strict.alive()


def test_everyone_else_is_answered_while_hundreds_of_slow_clients_hang_on(strict: Server) -> None:
    socks = [_connect(strict) for _ in range(300)]
    try:
        for i, sock in enumerate(socks):
            sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: x\r\n" if i % 2 else b"GET / HTTP/1.1\r\n")
        started = time.monotonic()
        _others_are_answered(strict)
        assert time.monotonic() - started < 2
    finally:
        for sock in socks:
            sock.close()
