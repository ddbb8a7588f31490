"""Used human-check tokens and trend counts in Redis, shared by every instance and worker.

Redis holds no message content: a used token is its challenge signature (or a hash of a
Turnstile token) with an expiry; a trend is a counter per (day, country, category, level).

Keys:
- ``scamcheck:used:<token id>`` = ``1``, ``SET NX EXAT <challenge expiry>``: the first instance to
  set it accepts the solution, every later one refuses it, and Redis forgets it when the challenge
  could no longer be used anyway.
- ``scamcheck:epoch`` = when this Redis's memory of used tokens began: the Redis process's start
  time (its own clock minus its uptime), written by the first claim that finds the key missing and
  kept for a day after the last claim. A token whose challenge may have been issued before it is
  refused: a Redis restarted without persistence has forgotten which tokens were used, so without
  the epoch each could be replayed once. With persistence the key survives the restart, and so do
  the used tokens: nothing is refused that needn't be.
- ``scamcheck:trends:<YYYY-MM-DD>`` = hash of ``<country or ->|<category>|<level>`` -> count, with
  ``EXPIREAT`` ``retention_days`` after that day. Memory stays bounded whatever the traffic: at most
  ``retention_days`` hashes, each with at most countries x categories x levels fields.

Outage policy (docs/operations.md, "Several instances"): a human check can't be claimed once-only
without Redis, so it is refused with 503 ``store_unavailable`` (fail closed). Trend counts are
buffered in memory (bounded by distinct cells, not by traffic) and added when Redis answers again
(retried every second, so an idle process writes them too); cells beyond the bound, and what is
still buffered at shutdown, are dropped and counted.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections import Counter

from scamservice import ComponentStatus, DayCount, ServiceError, TrendEvent, store_unavailable

from .redis_link import REDIS_ERRORS, OutageLog, RedisLink

__all__ = ["RedisReplayStore", "RedisTrendStore"]

log = logging.getLogger("scamwiring.redis")

_USED = "scamcheck:used:"
_EPOCH = "scamcheck:epoch"
_EPOCH_TTL = 86_400

# KEYS: epoch, used token. ARGV: earliest issue time of the token, its expiry (epoch s), epoch TTL.
# Returns 1 (first use), 0 (used before) or -1 (maybe issued before this Redis's memory began).
# The epoch is the latest moment the process can have started (now, to the microsecond, minus its
# whole-second uptime, so at most a second late); issue times are whole seconds, so a token is
# refused when the second it was issued in began before the epoch: never one that was used before
# the restart, and only those of the first second or two after it, which are asked to solve again.
_CLAIM = """
local epoch = redis.call('GET', KEYS[1])
if not epoch then
  local uptime = string.match(redis.call('INFO', 'server'), 'uptime_in_seconds:(%d+)')
  local now = redis.call('TIME')
  epoch = tonumber(now[1]) + tonumber(now[2]) / 1000000 - tonumber(uptime)
  redis.call('SET', KEYS[1], epoch, 'EX', ARGV[3])
else
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
if tonumber(ARGV[1]) < tonumber(epoch) then return -1 end
if redis.call('SET', KEYS[2], '1', 'NX', 'EXAT', ARGV[2]) then return 1 end
return 0
"""
_TRENDS = "scamcheck:trends:"
_Cell = tuple[dt.date, str, str, str]


def _unavailable(what: str) -> ServiceError:
    return store_unavailable(what, "the shared store is unreachable")


class RedisReplayStore:
    def __init__(self, link: RedisLink, lifetime_seconds: float) -> None:
        """``lifetime_seconds``: how long before its expiry a token's challenge was issued at most."""
        self._link = link
        self._lifetime = lifetime_seconds
        self._claim = link.client.register_script(_CLAIM)
        self.before_epoch = 0
        """Tokens refused because they were issued before Redis's memory of used tokens began."""
        self._outage = OutageLog(log, "replay store")

    async def first_use(self, token_id: str, expires_at: float) -> bool:
        if not self._link.usable:
            raise _unavailable("The human check is")
        expire_at = max(int(expires_at) + 1, int(time.time()) + 1)
        issued_after = int(expires_at - self._lifetime)
        try:
            claimed = await self._claim(keys=[_EPOCH, _USED + token_id], args=[issued_after, expire_at, _EPOCH_TTL])
        except REDIS_ERRORS as exc:
            self._link.failed(exc)
            self._outage.failed(exc, "human checks refused")
            raise _unavailable("The human check is") from None
        self._link.succeeded(wrote=True)
        self._outage.succeeded()
        if claimed == -1:
            self.before_epoch += 1
        return bool(claimed == 1)


class RedisTrendStore:
    def __init__(
        self,
        link: RedisLink,
        *,
        flush_seconds: float = 1.0,
        retention_days: int = 15,
        max_buffered_cells: int = 10_000,
    ) -> None:
        self._link = link
        self._flush_seconds = flush_seconds
        self._retention = dt.timedelta(days=retention_days)
        self._max_cells = max_buffered_cells
        self._pending: Counter[_Cell] = Counter()
        self._last_flush = time.monotonic()
        self.dropped = 0
        """Trend events dropped (buffer full during an outage, or unwritten at shutdown)."""
        self._retry: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._closing = False
        self._outage = OutageLog(log, "trend store")

    async def record(self, event: TrendEvent) -> None:
        cell = (event.day, event.country or "-", event.category, event.level)
        if cell in self._pending or len(self._pending) < self._max_cells:
            self._pending[cell] += 1
        else:
            self.dropped += 1
        if time.monotonic() - self._last_flush >= self._flush_seconds:
            await self.flush()

    async def flush(self, *, force: bool = False) -> bool:
        """Add the buffered counts to Redis; False (counts kept) when Redis is unreachable.

        ``force`` tries even during the back-off (at shutdown, it is the last chance)."""
        self._last_flush = time.monotonic()
        if not self._pending:
            return True
        if not (force or self._link.usable):
            self._retry_later()
            return False
        batch, self._pending = self._pending, Counter()
        try:
            await self._write(batch)
        except REDIS_ERRORS as exc:
            self._link.failed(exc)
            self._outage.failed(exc, "counts kept in memory")
            self._keep(batch)
            self._retry_later()
            return False
        self._link.succeeded(wrote=True)
        self._outage.succeeded()
        return True

    def _retry_later(self) -> None:
        """Try again in a second even if no check comes, so an idle process writes its counts soon
        after Redis is back rather than with its next check."""
        if self._retry is not None or self._closing:
            return
        loop = asyncio.get_running_loop()

        def fire() -> None:
            self._retry = None
            task = loop.create_task(self._retry_flush())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        self._retry = loop.call_later(max(self._flush_seconds, 1.0), fire)

    async def _retry_flush(self) -> None:
        await self.flush()

    def _keep(self, batch: Counter[_Cell]) -> None:
        for cell, n in batch.items():
            if cell in self._pending or len(self._pending) < self._max_cells:
                self._pending[cell] += n
            else:
                self.dropped += n

    async def _write(self, batch: Counter[_Cell]) -> None:
        """One MULTI/EXEC round trip, so a batch is added whole or not at all."""
        pipe = self._link.client.pipeline(transaction=True)
        days: set[dt.date] = set()
        for (day, country, category, level), n in batch.items():
            pipe.hincrby(_TRENDS + day.isoformat(), f"{country}|{category}|{level}", n)
            days.add(day)
        for day in days:
            expire = dt.datetime.combine(day, dt.time(), dt.UTC) + self._retention + dt.timedelta(days=1)
            pipe.expireat(_TRENDS + day.isoformat(), int(expire.timestamp()))
        await pipe.execute()

    async def counts(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        await self.flush()
        if not self._link.usable:
            raise _unavailable("Trends are")
        days = [first + dt.timedelta(days=i) for i in range((last - first).days + 1)]
        pipe = self._link.client.pipeline(transaction=False)
        for day in days:
            pipe.hgetall(_TRENDS + day.isoformat())
        try:
            hashes = await pipe.execute()
        except REDIS_ERRORS as exc:
            self._link.failed(exc)
            raise _unavailable("Trends are") from None
        self._link.succeeded()
        merged: Counter[tuple[dt.date, str, str]] = Counter()
        for day, fields in zip(days, hashes, strict=True):
            for field, value in fields.items():
                where, category, level = field.decode().split("|")
                if country is None or where == country:
                    merged[(day, category, level)] += int(value)
        return [DayCount(day, category, level, n) for (day, category, level), n in merged.items()]  # type: ignore[arg-type]

    async def health(self) -> ComponentStatus:
        status = await self._link.ping()
        waiting = sum(self._pending.values())
        note = f"; {waiting} trend events waiting, {self.dropped} dropped" if waiting or self.dropped else ""
        return ComponentStatus(status.ok, f"trends on {status.detail}{note}")

    async def aclose(self) -> None:
        self._closing = True
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        try:
            if not await self.flush(force=True):
                self.dropped += sum(self._pending.values())
                log.warning("trend store unreachable at shutdown: %d trend events dropped", self.dropped)
        finally:
            await self._link.aclose()
