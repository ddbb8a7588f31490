"""Quotas with ``limits``, for any storage URI other than the default ``memory://``.

(The default is ``scamservice.MemoryQuota``, the same counting in a dict: bootstrap._quota says why.)

Fixed one-minute windows: O(1) per request whatever the quota (the moving window keeps one
timestamp per request, which a key allowed thousands a minute pays for on every hit), the same on
memory and Redis, and an exact Retry-After (the end of the window). The price is that a client may
burst up to twice its quota across a window boundary.
"""

from __future__ import annotations

import math
import time
from functools import lru_cache

from limits import RateLimitItem, RateLimitItemPerMinute
from limits.aio.storage import Storage
from limits.storage import storage_from_string

from scamservice import ComponentStatus, QuotaDecision, QuotaState

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

    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        """One fixed-window hit, as ``FixedWindowRateLimiter.hit`` then ``get_window_stats`` would
        report it, with two storage calls instead of four: the count ``incr`` returns is what the
        stats would read back (on Redis, two round trips fewer per request)."""
        item = _per_minute(per_minute)
        key = item.key_for(policy, identity)
        count = await self._storage.incr(key, item.get_expiry())
        reset_time = await self._storage.get_expiry(key)
        allowed = count <= item.amount
        remaining = max(0, item.amount - count)
        wait = max(0, math.ceil(reset_time - time.time()))
        state = QuotaState(
            policy=policy,
            limit=per_minute,
            remaining=remaining,
            window_seconds=60,
            reset_seconds=max(1, wait) if not allowed or remaining == 0 else wait,
        )
        return QuotaDecision(allowed, state)

    async def health(self) -> ComponentStatus:
        try:
            ok = await self._storage.check()
        except Exception as exc:
            return ComponentStatus(False, f"{self._uri}: {type(exc).__name__}")
        return ComponentStatus(bool(ok), f"limits {self._uri}")
