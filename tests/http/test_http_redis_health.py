"""Health over a real Redis that hangs or refuses writes (attack23 finding 3).

Quotas and trends share one ``RedisLink``; each asked for its own ping, and redis-py's retry
doubled each wait, so a hung Redis held ``/api/health`` 4-8 s, past a load balancer's probe. A
Redis out of memory answered pings while refusing every write, so health said ok while every
anonymous check got 503.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from rediskit import RedisServer

from scamwiring.redis_link import REDIS_ERRORS, RedisLink

pytestmark = pytest.mark.e2e

TIMEOUT = 0.5


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path / "redis", persistent=False).start()
    try:
        yield server
    finally:
        if server.proc is not None:
            os.kill(server.proc.pid, signal.SIGCONT)
        server.stop()


def _pings(admin: redis.Redis) -> int:
    return int(admin.info("commandstats").get("cmdstat_ping", {}).get("calls", 0))


def test_components_asking_together_share_one_ping(redis_server: RedisServer) -> None:
    admin = redis.Redis.from_url(redis_server.url)

    async def run() -> None:
        link = RedisLink(redis_server.url, command_timeout=TIMEOUT)
        await link.client.get("scamcheck:probe")  # a new connection's own health check is a PING too
        before = _pings(admin)
        statuses = await asyncio.gather(link.ping(), link.ping(), link.ping())
        assert all(s.ok for s in statuses)
        assert _pings(admin) == before + 1
        assert (await link.ping()).ok  # a later ask pings again: no earlier answer is kept
        assert _pings(admin) == before + 2
        await link.aclose()

    asyncio.run(run())


def test_a_redis_refusing_writes_is_reported_until_a_write_goes_through(redis_server: RedisServer) -> None:
    admin = redis.Redis.from_url(redis_server.url)

    async def write(link: RedisLink) -> bool:
        """What every store does around a command."""
        try:
            await link.client.set("scamcheck:probe", "x")
        except REDIS_ERRORS as exc:
            link.failed(exc)
            return False
        link.succeeded(wrote=True)
        return True

    async def read(link: RedisLink) -> None:
        """A read goes through on a Redis out of memory (review23: it cleared the failure)."""
        await link.client.get("scamcheck:probe")
        link.succeeded()

    async def run() -> None:
        link = RedisLink(redis_server.url, command_timeout=TIMEOUT)
        assert (await link.ping()).ok
        admin.config_set("maxmemory-policy", "noeviction")
        admin.config_set("maxmemory", "1")
        assert not await write(link)
        status = await link.ping()
        assert not status.ok and "command failed" in status.detail and "OutOfMemoryError" in status.detail
        await read(link)
        assert not (await link.ping()).ok
        admin.config_set("maxmemory", "0")
        assert await write(link)
        assert (await link.ping()).ok
        await link.aclose()

    asyncio.run(run())


def test_a_hung_redis_costs_health_one_command_timeout_and_is_ok_once_it_answers(redis_server: RedisServer) -> None:
    async def run() -> None:
        link = RedisLink(redis_server.url, command_timeout=TIMEOUT)
        assert (await link.ping()).ok  # a pooled connection, as a running server has
        assert redis_server.proc is not None
        os.kill(redis_server.proc.pid, signal.SIGSTOP)
        started = time.monotonic()
        status = await link.ping()
        took = time.monotonic() - started
        assert not status.ok and "unreachable" in status.detail
        assert took < 1.8 * TIMEOUT, f"{took:.2f} s: the retry doubled the wait"  # before: 2 timeouts and more
        try:
            await link.client.get("scamcheck:probe")
        except REDIS_ERRORS as exc:
            link.failed(exc)  # a store meeting the outage: no answer, so not a refusal to report later
        os.kill(redis_server.proc.pid, signal.SIGCONT)
        status = await link.ping()
        assert status.ok, status.detail
        await link.aclose()

    asyncio.run(run())
