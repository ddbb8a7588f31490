"""In-process implementations of the ports: for tests and single-process use, nothing persisted."""

from __future__ import annotations

import datetime as dt
import math
import time
from collections import Counter
from collections.abc import Callable

from .contract import QuotaState
from .ports import ComponentStatus, DayCount, QuotaDecision, TrendEvent

__all__ = ["MemoryQuota", "MemoryReplayStore", "MemoryTrendStore", "SystemClock"]


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


class MemoryQuota:
    """Fixed one-minute windows in a dict, for one process: the default quota store.

    The same counting as ``limits``' fixed window (scamwiring.quota, still used for other storage
    URIs): a window opens at a caller's first request and lasts a minute, every request in it counts,
    and Retry-After is the window's end. A window is kept per (policy, caller, limit), so a changed
    limit starts afresh. Expired windows are dropped once a minute, in one pass.
    """

    WINDOW_SECONDS = 60

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._windows: dict[tuple[str, str, int], list[float]] = {}  # key -> [ends_at, count]
        self._next_sweep = clock() + self.WINDOW_SECONDS

    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        now = self._clock()
        if now >= self._next_sweep:
            self._windows = {k: w for k, w in self._windows.items() if w[0] > now}
            self._next_sweep = now + self.WINDOW_SECONDS
        key = (policy, identity, per_minute)
        window = self._windows.get(key)
        if window is None or window[0] <= now:
            window = self._windows[key] = [now + self.WINDOW_SECONDS, 0]
        window[1] += 1
        count = int(window[1])
        allowed = count <= per_minute
        remaining = max(0, per_minute - count)
        wait = max(0, math.ceil(window[0] - now))
        state = QuotaState(
            policy=policy,
            limit=per_minute,
            remaining=remaining,
            window_seconds=self.WINDOW_SECONDS,
            reset_seconds=max(1, wait) if not allowed or remaining == 0 else wait,
        )
        return QuotaDecision(allowed, state)

    async def health(self) -> ComponentStatus:
        return ComponentStatus(True, "in memory (this process)")
