"""One Redis connection pool per process, shared by quotas, replays and trends, with a short back-off.

Why a back-off: when Redis is down, every request would otherwise wait for a connect attempt
(fast when the port is closed, up to ``connect_timeout`` when the host is gone). After a failure
the stores skip Redis for ``backoff_seconds`` and apply their fallback policy at once; the first
call after that tries again, so service resumes by itself when Redis comes back, with no restart.

Why these client settings: redis-py's default retry (3 tries, exponential back-off from 1 s)
would hold a request for seconds; one immediate retry is kept because the first command after a
Redis restart meets a pooled connection the server has closed, and the retry reconnects.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from urllib.parse import urlsplit

from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError, ResponseError

from scamservice import ComponentStatus

__all__ = ["OUTAGE_LOG_SECONDS", "REDIS_ERRORS", "OutageLog", "RedisLink", "is_redis_url"]

REDIS_ERRORS: tuple[type[BaseException], ...] = (RedisError, OSError, asyncio.TimeoutError)
"""What an unreachable or failing Redis raises through redis-py."""

RECENT_FAILURE_SECONDS = 10.0
"""A command Redis refused this recently makes health report the link as failing even when a ping
answers, until a write goes through: a Redis out of memory or turned read-only answers pings and
reads, and refuses every write."""


OUTAGE_LOG_SECONDS = 60.0
"""During an outage a store logs its first failure, then at most one line this often."""


class OutageLog:
    """One store's Redis outage in the log: its first failure, then at most one line a minute with the
    count of failures not logged, and one line when a command goes through again.

    Why: while Redis is down each process tries it again every second (the link's back-off, and the
    trend store's retry even when no check comes), and a line per try was 3,600 lines an hour of the
    same words in every process, burying whatever else the log had to say.
    """

    def __init__(
        self,
        log: logging.Logger,
        what: str,
        *,
        every_seconds: float = OUTAGE_LOG_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._log = log
        self._what = what
        self._every = every_seconds
        self._clock = clock
        self._since: float | None = None
        self._logged = 0.0
        self._quiet = 0

    def failed(self, exc: BaseException, consequence: str) -> None:
        """A command met an unreachable Redis; ``consequence`` says what the store does instead."""
        now = self._clock()
        name = type(exc).__name__
        if self._since is None:
            self._since, self._logged, self._quiet = now, now, 0
            self._log.warning("%s unreachable (%s): %s", self._what, name, consequence)
        elif now - self._logged >= self._every:
            self._log.warning(
                "%s still unreachable (%s): %d more failures in the last %.0f s, not logged one by one",
                self._what,
                name,
                self._quiet + 1,
                now - self._logged,
            )
            self._logged, self._quiet = now, 0
        else:
            self._quiet += 1

    def succeeded(self) -> None:
        """A command went through: one line if it ends an outage, nothing otherwise."""
        if self._since is None:
            return
        self._log.warning(
            "%s reachable again after %.0f s (%d failures since the last line)",
            self._what,
            self._clock() - self._since,
            self._quiet,
        )
        self._since = None


def is_redis_url(value: str | None) -> bool:
    return bool(value) and urlsplit(value or "").scheme in {"redis", "rediss", "unix"}


def redacted(url: str) -> str:
    """The URL without its password, for health details and logs."""
    parts = urlsplit(url)
    host = parts.hostname or parts.path or "?"
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}{parts.path if parts.hostname else ''}"


class RedisLink:
    def __init__(
        self,
        url: str,
        *,
        connect_timeout: float = 0.5,
        command_timeout: float = 1.0,
        backoff_seconds: float = 1.0,
    ) -> None:
        self.url = url
        self.where = redacted(url)
        self.pool = ConnectionPool.from_url(
            url,
            socket_connect_timeout=connect_timeout,
            socket_timeout=command_timeout,
            retry=Retry(NoBackoff(), 1),
            health_check_interval=30,
        )
        self.client = Redis(connection_pool=self.pool)
        self._backoff = backoff_seconds
        self._command_timeout = command_timeout
        self._down_until = 0.0
        self._error: str | None = None
        self._command_failed: tuple[float, str] | None = None
        self._pinging: asyncio.Future[ComponentStatus] | None = None
        self.failures = 0
        """Calls that met an unreachable Redis since start (shown in /api/health)."""

    @property
    def usable(self) -> bool:
        """False during the back-off after a failure: callers apply their fallback without trying."""
        return time.monotonic() >= self._down_until

    def failed(self, exc: BaseException) -> None:
        """A store's command failed: back off, and if Redis answered with a refusal (out of memory,
        read-only) rather than not at all, let health say so while pings still answer."""
        if isinstance(exc, ResponseError):
            self._command_failed = (time.monotonic(), type(exc).__name__)
        self._down(exc)

    def _down(self, exc: BaseException) -> None:
        self.failures += 1
        self._error = type(exc).__name__
        self._down_until = time.monotonic() + self._backoff

    def succeeded(self, *, wrote: bool = False) -> None:
        """A store's command went through; only a write shows Redis takes writes again (reads and a
        quota lease answered in memory go through on a Redis that refuses them)."""
        if wrote:
            self._command_failed = None
        self._up()

    def _up(self) -> None:
        self._down_until = 0.0
        self._error = None

    async def ping(self) -> ComponentStatus:
        """A real round trip (health checks ignore the back-off, so health sees recovery first),
        within one command timeout whatever the retry, and one in flight for every part that asks:
        quotas and trends share the link, and a hung Redis held ``/api/health`` for each one's ping
        in turn, each retried (4-8 s). Never an earlier answer: a stopped Redis is seen at once."""
        pinging = self._pinging
        if pinging is None:
            pinging = self._pinging = asyncio.ensure_future(self._ping())
            pinging.add_done_callback(self._pinged)
        return await asyncio.shield(pinging)

    def _pinged(self, done: asyncio.Future[ComponentStatus]) -> None:
        if self._pinging is done:
            self._pinging = None

    async def _ping(self) -> ComponentStatus:
        try:
            await asyncio.wait_for(self.client.ping(), self._command_timeout)  # type: ignore[arg-type]
        except REDIS_ERRORS as exc:
            self._down(exc)
            return ComponentStatus(False, f"redis {self.where} unreachable ({type(exc).__name__})")
        self._up()
        failed = self._command_failed
        ago = time.monotonic() - failed[0] if failed is not None else RECENT_FAILURE_SECONDS
        if failed is not None and ago < RECENT_FAILURE_SECONDS:
            detail = f"answers, but a command failed {ago:.0f} s ago ({failed[1]})"
            return ComponentStatus(False, f"redis {self.where} {detail}")
        return ComponentStatus(True, f"redis {self.where}")

    async def aclose(self) -> None:
        await self.client.aclose()
        await self.pool.disconnect()
