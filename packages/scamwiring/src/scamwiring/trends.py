"""Trend counts in SQLite: one row per (day, country, category, level), incremented, never an event log.

Counts are buffered in memory and added to the table at most every ``flush_seconds`` (and at
shutdown, and before every read), so a busy server does one small transaction a second rather
than one per check. Adding (``count = count + n``) rather than overwriting keeps several worker
processes correct on the same file. A crash loses at most the last ``flush_seconds`` of counts.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path

from scamservice import ComponentStatus, DayCount, TrendEvent

from .sqlite import connect

__all__ = ["SqliteTrendStore"]

_Key = tuple[str, str, str, str]


class SqliteTrendStore:
    def __init__(self, path: Path, *, flush_seconds: float = 1.0) -> None:
        self._conn = connect(path)
        self._lock = threading.Lock()
        self._pending: Counter[_Key] = Counter()
        self._flush_seconds = flush_seconds
        self._last_flush = time.monotonic()

    async def record(self, event: TrendEvent) -> None:
        self._pending[(event.day.isoformat(), event.country or "", event.category, event.level)] += 1
        if time.monotonic() - self._last_flush >= self._flush_seconds:
            await self.flush()

    async def flush(self) -> None:
        self._last_flush = time.monotonic()
        if not self._pending:
            return
        batch, self._pending = self._pending, Counter()
        try:
            await asyncio.to_thread(self._write, batch)
        except sqlite3.Error:
            self._pending.update(batch)  # keep them for the next try
            raise

    def _write(self, batch: Counter[_Key]) -> None:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.executemany(
                    "INSERT INTO trend_counts (day, country, category, level, count) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (day, country, category, level) DO UPDATE SET count = count + excluded.count",
                    [(*key, n) for key, n in batch.items()],
                )
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    async def counts(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        await self.flush()
        return await asyncio.to_thread(self._read, first, last, country)

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

    async def health(self) -> ComponentStatus:
        try:
            await asyncio.to_thread(self._probe)
        except sqlite3.Error as exc:
            return ComponentStatus(False, f"sqlite error: {type(exc).__name__}")
        return ComponentStatus(True, "sqlite (WAL)")

    def _probe(self) -> None:
        with self._lock:
            self._conn.execute("SELECT 1 FROM trend_counts LIMIT 1").fetchall()

    async def aclose(self) -> None:
        try:
            await self.flush()
        finally:
            self._conn.close()
