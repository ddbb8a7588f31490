"""In-process implementations of the ports: for tests and single-process use, nothing persisted."""

from __future__ import annotations

import datetime as dt
import time
from collections import Counter

from .ports import ComponentStatus, DayCount, TrendEvent

__all__ = ["MemoryReplayStore", "MemoryTrendStore", "SystemClock"]


class SystemClock:
    def now(self) -> dt.datetime:
        return dt.datetime.now(dt.UTC)


class MemoryTrendStore:
    def __init__(self) -> None:
        self._counts: Counter[tuple[dt.date, str | None, str, str]] = Counter()

    async def record(self, event: TrendEvent) -> None:
        self._counts[(event.day, event.country, event.category, event.level)] += 1

    async def counts(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        merged: Counter[tuple[dt.date, str, str]] = Counter()
        for (day, where, category, level), n in self._counts.items():
            if first <= day <= last and (country is None or where == country):
                merged[(day, category, level)] += n
        return [DayCount(day, category, level, n) for (day, category, level), n in merged.items()]  # type: ignore[arg-type]

    async def health(self) -> ComponentStatus:
        return ComponentStatus(True, "in memory (not persisted)")

    async def aclose(self) -> None:
        return None


class MemoryReplayStore:
    """Remembers used tokens until they expire; good for one process only."""

    def __init__(self) -> None:
        self._seen: dict[str, float] = {}

    async def first_use(self, token_id: str, expires_at: float) -> bool:
        now = time.time()
        if len(self._seen) > 10_000:
            self._seen = {k: v for k, v in self._seen.items() if v > now}
        previous = self._seen.get(token_id)
        if previous is not None and previous > now:
            return False
        self._seen[token_id] = expires_at
        return True
