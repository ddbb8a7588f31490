"""Item 1 of the attack review: idle or slow sockets from one client can't turn everyone else away.

On the old code ~1,100 sockets that sent nothing made uvicorn answer 503 to every request (its
``limit_concurrency`` counts idle connections). Here the caps are scaled down (200 per worker,
20 per address) so a few hundred sockets make the same attack; loopback addresses other than
127.0.0.1 stand for other clients.
"""

from __future__ import annotations

import asyncio
import logging
import selectors
import socket
import time
from collections.abc import Iterator

import httpx
import pytest
from hardkit import Server

from scamhttp.connections import Phase, Registry

pytestmark = pytest.mark.e2e

PER_ADDRESS = 20
TOTAL = 200


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {
        "SCAMCHECK_MAX_CONNECTIONS": str(TOTAL),
        "SCAMCHECK_MAX_CONNECTIONS_PER_ADDRESS": str(PER_ADDRESS),
        "SCAMCHECK_HEADER_TIMEOUT_SECONDS": "60",  # held for the whole test unless closed to make room
        "SCAMCHECK_BODY_TIMEOUT_SECONDS": "60",
    }
    s = Server(tmp_path_factory.mktemp("conns") / "srv", env=env).start()
    yield s
    s.stop()


def _open(server: Server, n: int, source: str, first_bytes: bytes = b"") -> list[socket.socket]:
    socks = []
    for _ in range(n):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=10, source_address=(source, 0))
        if first_bytes:
            sock.sendall(first_bytes)
        socks.append(sock)
    return socks


def _closed_by_server(socks: list[socket.socket], at_least: int, within: float = 10.0) -> int:
    """How many of ``socks`` the server has closed, waiting until ``at_least`` are or time is up."""
    closed: set[socket.socket] = set()
    with selectors.DefaultSelector() as sel:
        for sock in socks:
            sel.register(sock, selectors.EVENT_READ)
        deadline = time.monotonic() + within
        while len(closed) < at_least and time.monotonic() < deadline:
            for key, _ in sel.select(timeout=0.2):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                try:
                    data = sock.recv(65536)
                except OSError:
                    data = b""
                if not data:
                    closed.add(sock)
                    sel.unregister(sock)
    return len(closed)


def _others_are_answered(server: Server) -> None:
    started = time.monotonic()
    with httpx.Client(timeout=10) as client:
        health = client.get(server.url + "/api/health")
        check = client.post(
            server.url + "/api/check", json={"kind": "url", "url": "paypa1-login.top"}, headers=server.headers
        )
    assert health.status_code == 200, health.text
    assert check.status_code == 200, check.text
    assert time.monotonic() - started < 5


def _close(socks: list[socket.socket]) -> None:
    for sock in socks:
        sock.close()


@pytest.mark.parametrize(
    ("first_bytes", "what"),
    [
        (b"", "idle"),
        (b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ", "slow headers"),
        (
            b'POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{"k',
            "slow body",
        ),
    ],
    ids=["idle", "slow-headers", "slow-body"],
)
def test_one_address_holding_many_sockets_keeps_only_its_share(capped: Server, first_bytes: bytes, what: str) -> None:
    socks = _open(capped, 300, "127.0.0.2", first_bytes)
    try:
        _others_are_answered(capped)
        assert _closed_by_server(socks, 300 - PER_ADDRESS) >= 300 - PER_ADDRESS, what
    finally:
        _close(socks)


def test_idle_sockets_from_the_clients_own_address_make_room_for_its_requests(capped: Server) -> None:
    socks = _open(capped, 300, "127.0.0.1")
    try:
        _others_are_answered(capped)  # the oldest idle ones are closed first, the new request's kept
    finally:
        _close(socks)


def test_many_addresses_together_over_the_worker_cap(capped: Server) -> None:
    socks = [s for i in range(12) for s in _open(capped, PER_ADDRESS, f"127.0.1.{i + 1}")]  # 240 > 200
    try:
        _others_are_answered(capped)
        assert _closed_by_server(socks, len(socks) - TOTAL) >= len(socks) - TOTAL
    finally:
        _close(socks)
    assert capped.alive()
    assert not any("X-Slow" in line or "paypa1" in line for line in capped.log)


class _Fake:
    def __init__(self, phase: Phase, since: float) -> None:
        self.phase, self.since, self.closed = phase, since, False

    def shed(self) -> None:
        self.closed = True


def test_room_is_made_from_idle_then_slow_connections_and_reported_as_counts_only(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def scenario() -> tuple[list[_Fake], list[str | None]]:
        registry = Registry(3, 100, lambda host: False, report_seconds=0.01)
        held = [_Fake(Phase.ACTIVE, 0), _Fake(Phase.BODY, 1), _Fake(Phase.HEADERS, 2)]
        admitted = [registry.admit(c, "::ffff:203.0.113.9") for c in held]
        for _ in range(2):  # the same client, written plainly: the headers one goes, then the body one
            held.append(_Fake(Phase.IDLE, 9))
            admitted.append(registry.admit(held[-1], "203.0.113.9"))
            held[-1].phase = Phase.ACTIVE  # its request arrived
        admitted.append(registry.admit(_Fake(Phase.IDLE, 10), "203.0.113.9"))  # only ACTIVE ones left
        await asyncio.sleep(0.05)
        return held, admitted

    with caplog.at_level(logging.WARNING, logger="scamhttp.connections"):
        held, admitted = asyncio.run(scenario())
    assert [c.closed for c in held] == [False, True, True, False, False]
    assert admitted == ["203.0.113.9"] * 5 + [None]
    (line,) = [r.getMessage() for r in caplog.records]
    assert "2 idle or slow ones closed" in line and "1 refused" in line and "203.0.113" not in line


@pytest.mark.parametrize(
    ("host", "exempt"),
    [("10.1.2.3", True), ("::ffff:10.1.2.3", True), ("10.1.2.3:5000", True), ("192.0.2.7", False), ("junk", False)],
)
def test_a_trusted_proxy_is_exempt_however_its_address_is_written(
    monkeypatch: pytest.MonkeyPatch, host: str, exempt: bool
) -> None:
    """A proxy on a dual-stack listener arrives as ``::ffff:a.b.c.d``; held to the per-address cap,
    its pooled connections would be shed. The exemption reads addresses the way the quotas do."""
    from scamhttp import slow_clients

    monkeypatch.setenv("SCAMCHECK_TRUSTED_PROXIES", "10.0.0.0/8")
    slow_clients._settings.cache_clear()
    try:
        assert slow_clients._exempt(host) is exempt
    finally:
        slow_clients._settings.cache_clear()
