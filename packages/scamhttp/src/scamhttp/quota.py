"""Quotas with ``limits`` (moving window), in process memory by default or Redis when configured."""

from __future__ import annotations

import math
import time
from functools import lru_cache

from limits import RateLimitItem, RateLimitItemPerMinute
from limits.aio.storage import Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.storage import storage_from_string

from scamcore.service import ComponentStatus, QuotaDecision, QuotaState

__all__ = ["LimitsQuota"]


@lru_cache(maxsize=64)
def _per_minute(n: int) -> RateLimitItem:
    return RateLimitItemPerMinute(n)


class LimitsQuota:
    def __init__(self, uri: str = "memory://") -> None:
        scheme = uri.split("://", 1)[0]
        self._uri = scheme
        full = uri if scheme.startswith("async+") else f"async+{uri}"
        options = {"implementation": "redispy"} if "redis" in scheme else {}
        storage = storage_from_string(full, **options)
        assert isinstance(storage, Storage)
        self._storage = storage
        self._limiter = MovingWindowRateLimiter(self._storage)

    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        item = _per_minute(per_minute)
        allowed = await self._limiter.hit(item, policy, identity)
        stats = await self._limiter.get_window_stats(item, policy, identity)
        wait = max(0, math.ceil(stats.reset_time - time.time()))
        state = QuotaState(
            policy=policy,
            limit=per_minute,
            remaining=max(0, stats.remaining),
            window_seconds=60,
            reset_seconds=max(1, wait) if not allowed or stats.remaining == 0 else wait,
        )
        return QuotaDecision(allowed, state)

    async def health(self) -> ComponentStatus:
        try:
            ok = await self._storage.check()
        except Exception as exc:
            return ComponentStatus(False, f"{self._uri}: {type(exc).__name__}")
        return ComponentStatus(bool(ok), f"limits {self._uri}")
