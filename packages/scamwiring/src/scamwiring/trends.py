"""Trend counts in SQLite: one row per (day, country, category, level), incremented, never an event log.

Counts are buffered in memory and added to the table at most every ``flush_seconds`` (and at
shutdown, and before every read), so a busy server does one small transaction a second rather
than one per check. Adding (``count = count + n``) rather than overwriting keeps several worker
processes correct on the same file. A crash loses at most the last ``flush_seconds`` of counts.

A check never waits for a flush: ``record`` starts it as a task of its own. A flush that fails
(the file locked by another process past ``REQUEST_BUSY_SECONDS``, a full disk) keeps its counts
for the next one and logs one warning per outage, not one per check. The weather reads what is
written when the flush before it fails, and is 503 ``store_unavailable`` only when the read fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from scamservice import ComponentStatus, DayCount, TrendEvent

from .sqlite import REQUEST_BUSY_SECONDS, FileWatch, connect, database_unavailable, end_transaction

__all__ = ["SqliteTrendStore"]

log = logging.getLogger("scamwiring.trends")

_Key = tuple[str, str, str, str]

_SLOW_WRITE_SECONDS = 0.5
"""A write holding the connection this long is waiting for another process's lock (ours take ms)."""


class SqliteTrendStore:
    def __init__(self, path: Path, *, flush_seconds: float = 1.0) -> None:
        self._conn = connect(path, busy_seconds=REQUEST_BUSY_SECONDS)
        self._file = FileWatch(path)
        self._lock = threading.Lock()
        self._writing_since: float | None = None
        self._pending: Counter[_Key] = Counter()
        self._flush_seconds = flush_seconds
        self._last_flush = time.monotonic()
        self._flushing: asyncio.Task[bool] | None = None
        self._failing: str | None = None
        """The error of the last flush when it failed: health says so (the checks go on, the counts wait)."""

    async def record(self, event: TrendEvent) -> None:
        self._pending[(event.day.isoformat(), event.country or "", event.category, event.level)] += 1
        if time.monotonic() - self._last_flush >= self._flush_seconds and (
            self._flushing is None or self._flushing.done()
        ):
            self._last_flush = time.monotonic()
            self._flushing = asyncio.create_task(self._try_flush())

    async def flush(self) -> None:
        """Write what is buffered; raises ``sqlite3.Error`` (the counts are kept for the next try)."""
        self._last_flush = time.monotonic()
        if not self._pending:
            return
        batch, self._pending = self._pending, Counter()
        try:
            await asyncio.to_thread(self._write, batch)
        except sqlite3.Error:
            self._pending.update(batch)  # keep them for the next try
            raise

    async def _try_flush(self) -> bool:
        """A flush whose failure is logged once per outage instead of raised; True when it wrote."""
        try:
            await self.flush()
        except sqlite3.Error as exc:
            if self._failing is None:
                log.warning("trend counts not written (%s); kept for the next try", type(exc).__name__)
            self._failing = type(exc).__name__
            return False
        if self._failing is not None:
            log.warning("trend counts written again")
        self._failing = None
        return True

    def _write(self, batch: Counter[_Key]) -> None:
        with self._lock, self._writing():
            try:
                self._conn.execute("BEGIN IMMEDIATE")
                self._conn.executemany(
                    "INSERT INTO trend_counts (day, country, category, level, count) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (day, country, category, level) DO UPDATE SET count = count + excluded.count",
                    [(*key, n) for key, n in batch.items()],
                )
                self._conn.execute("COMMIT")
            finally:
                end_transaction(self._conn)

    async def counts(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        """The counts with every check so far written first. A flush already running is awaited (its
        batch is out of ``_pending``, so the weather would miss it); when it failed, no second one is
        tried, so the wait stays one ``REQUEST_BUSY_SECONDS``."""
        running = self._flushing
        wrote = await asyncio.shield(running) if running is not None and not running.done() else True
        if wrote:
            await self._try_flush()
        try:
            return await asyncio.to_thread(self._read, first, last, country)
        except sqlite3.Error as exc:
            log.warning("trend counts not read (%s): weather refused", type(exc).__name__)
            raise database_unavailable("The scam weather is") from None

    def _read(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        sql = "SELECT day, category, level, SUM(count) FROM trend_counts WHERE day BETWEEN ? AND ?"
        args: list[str] = [first.isoformat(), last.isoformat()]
        if country is not None:
            sql += " AND country = ?"
            args.append(country)
        sql += " GROUP BY day, category, level"
        with self._lock:
            rows = self._conn.execute(sql, args).fetchall()
        return [DayCount(dt.date.fromisoformat(r[0]), r[1], r[2], int(r[3])) for r in rows]

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        self._writing_since = time.monotonic()
        try:
            yield
        finally:
            self._writing_since = None

    async def health(self) -> ComponentStatus:
        """Within moments whatever the file does: a write waiting for another process's lock is
        reported, not waited behind (health took 2 s then), and a file deleted under the open
        connection is reported although every statement on it still succeeds."""
        gone = self._file.problem()
        if gone is not None:
            return ComponentStatus(False, gone)
        try:
            waited = await asyncio.to_thread(self._probe)
        except sqlite3.Error as exc:
            return ComponentStatus(False, f"sqlite error: {type(exc).__name__}")
        waiting = sum(self._pending.values())
        if self._failing is not None:
            return ComponentStatus(False, f"trend counts not written ({self._failing}); {waiting} waiting")
        if waited is not None and waited >= _SLOW_WRITE_SECONDS:
            return ComponentStatus(False, f"a trend write has waited {waited:.1f} s for the database lock")
        return ComponentStatus(True, "sqlite (WAL)")

    def _probe(self) -> float | None:
        """A read when the connection is free, else how long the write holding it has waited.

        Never behind the write: it holds the connection for up to ``REQUEST_BUSY_SECONDS`` while
        another process holds the file's lock, and the write's outcome is what health says next."""
        if not self._lock.acquire(blocking=False):
            since = self._writing_since
            return None if since is None else time.monotonic() - since
        try:
            self._conn.execute("SELECT 1 FROM trend_counts LIMIT 1").fetchall()
        finally:
            self._lock.release()
        return None

    async def aclose(self) -> None:
        try:
            if self._flushing is not None:
                await self._flushing
            if not await self._try_flush():
                log.warning("%d trend counts dropped at shutdown", sum(self._pending.values()))
        finally:
            self._conn.close()
