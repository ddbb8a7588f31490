"""Quotas shared by every instance through Redis (``limits`` storage and key format), with a fallback.

At most one round trip per request: the fixed-window counter is incremented with ``limits``' own
increment-and-expire script, and the remaining count comes from its answer (``FixedWindowRateLimiter``
``hit`` + ``get_window_stats`` take three trips). The window's end is remembered in this process
(known exactly when this process opened the window, else read once with TTL).

Large quotas are leased: a quota above 200 a minute is taken from Redis ``lease_size`` counts at a
time (0.5% of the quota, at most 100) and spent locally, so a partner key allowed thousands a
minute costs one round trip per lease, not per request. A caller never gets more than its quota
across all instances; the price is that counts one process leased and did not use before the
window ends are lost to the others (at most ``lease_size - 1`` per process per minute). Quotas of
200 a minute or less (the anonymous one included) are counted exactly, one by one.
The keys are ``limits``' own, ``LIMITS:LIMITER/<policy>/<identity>/<n>/1/minute``, with the same
one-minute windows as the embedded default (quota.py); the identity is a keyed hash (BLAKE2b with
the service secret), so Redis never holds a client IP.

When Redis is unreachable (docs/operations.md, "Several instances"):

- anonymous callers are refused with 503 ``quota_unavailable`` and a short Retry-After (fail
  closed): without a shared count, N instances would each grant the full anonymous quota, and
  anonymous traffic is where floods come from;
- callers with a key keep going (fail open) but are counted per process in memory, so a key is
  still held to its quota on each process rather than unlimited: keys are issued by the operator to
  known partners, and refusing them for an outage of ours would break their integrations.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from dataclasses import dataclass
from functools import lru_cache

from limits import RateLimitItem, RateLimitItemPerMinute
from limits.aio.storage import Storage
from limits.errors import StorageError
from limits.storage import storage_from_string

from scamservice import ComponentStatus, MemoryQuota, QuotaDecision, QuotaState, ServiceError

from .redis_link import REDIS_ERRORS, OutageLog, RedisLink

__all__ = ["RETRY_SECONDS", "RedisQuota"]

log = logging.getLogger("scamwiring.quota")

RETRY_SECONDS = 5
"""Retry-After sent to anonymous callers while the quota store is unreachable."""

_MAX_REMEMBERED_WINDOWS = 50_000
_ERRORS: tuple[type[BaseException], ...] = (*REDIS_ERRORS, StorageError)


@lru_cache(maxsize=64)
def _per_minute(n: int) -> RateLimitItem:
    return RateLimitItemPerMinute(n)


def _limits_uri(url: str) -> str:
    return "async+redis+unix" + url[len("unix") :] if url.startswith("unix:") else f"async+{url}"


def lease_size(per_minute: int) -> int:
    """Counts taken from Redis at once: one (exact) up to 200 a minute, then 0.5% of the quota, at most 100."""
    return max(1, min(100, per_minute // 200))


@dataclass(slots=True)
class _Lease:
    left: int
    """Counts this process took from Redis and has not used yet."""
    end: float
    """When the window (and so the lease) ends, epoch seconds."""
    shared_remaining: int
    """What Redis had left for everyone when the lease was taken."""


def _decision(policy: str, limit: int, allowed: bool, remaining: int, *, end: float, now: float) -> QuotaDecision:
    wait = max(0, math.ceil(end - now))
    state = QuotaState(
        policy=policy,
        limit=limit,
        remaining=min(limit, remaining),
        window_seconds=60,
        reset_seconds=max(1, wait) if not allowed or remaining == 0 else wait,
    )
    return QuotaDecision(allowed, state)


class RedisQuota:
    def __init__(self, link: RedisLink, salt: bytes) -> None:
        self._link = link
        self._salt = hashlib.blake2b(salt, digest_size=32).digest()
        storage = storage_from_string(_limits_uri(link.url), implementation="redispy", connection_pool=link.pool)  # type: ignore[arg-type]
        assert isinstance(storage, Storage)
        self._storage = storage
        self._leases: dict[str, _Lease] = {}
        self._local = MemoryQuota()
        self.fallbacks = 0
        """Decisions taken without Redis (keys counted locally, anonymous callers refused)."""
        self._outage = OutageLog(log, "quota store")

    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        if self._link.usable:
            try:
                decision, wrote = await self._shared(policy, identity, per_minute)
            except _ERRORS as exc:
                self._link.failed(exc)
                self._outage.failed(exc, "applying the outage policy")
            else:
                self._link.succeeded(wrote=wrote)
                self._outage.succeeded()
                return decision
        self.fallbacks += 1
        if policy == "key":
            return await self._local.hit(policy, identity, per_minute)
        state = QuotaState(policy=policy, limit=per_minute, remaining=0, window_seconds=60, reset_seconds=RETRY_SECONDS)
        raise ServiceError(
            "quota_unavailable",
            "Checks without an API key are paused for a moment: the shared quota store is unreachable. "
            f"Try again in {RETRY_SECONDS} seconds.",
            503,
            state,
        )

    async def _shared(self, policy: str, identity: str, per_minute: int) -> tuple[QuotaDecision, bool]:
        """The decision, and whether Redis was written (a lease's share is answered in memory)."""
        item = _per_minute(per_minute)
        hidden = hashlib.blake2b(identity.encode("utf-8", "surrogatepass"), key=self._salt, digest_size=12).hexdigest()
        key = item.key_for(policy, hidden)
        now = time.time()
        lease = self._leases.get(key)
        if lease is not None and lease.left > 0 and lease.end > now:
            lease.left -= 1
            remaining = lease.shared_remaining + lease.left
            return _decision(policy, per_minute, True, remaining, end=lease.end, now=now), False
        chunk = lease_size(per_minute)
        count = await self._storage.incr(key, item.get_expiry(), amount=chunk)
        now = time.time()
        granted = max(0, min(chunk, per_minute - (count - chunk)))
        if count == chunk:  # this process opened the window
            window_end = now + item.get_expiry()
        elif lease is not None and lease.end > now:
            window_end = lease.end
        else:
            window_end = await self._storage.get_expiry(key)
        if len(self._leases) >= _MAX_REMEMBERED_WINDOWS:
            self._leases = {k: v for k, v in self._leases.items() if v.end > now}
            if len(self._leases) >= _MAX_REMEMBERED_WINDOWS:
                self._leases.clear()
        shared_remaining = max(0, per_minute - count)
        current = self._leases.get(key)
        left = max(0, granted - 1) + (current.left if current is not None and current.end > now else 0)
        self._leases[key] = _Lease(left, window_end, shared_remaining)
        return _decision(policy, per_minute, granted > 0, shared_remaining + left, end=window_end, now=now), True

    async def health(self) -> ComponentStatus:
        status = await self._link.ping()
        if status.ok:
            return ComponentStatus(True, f"limits on {status.detail}")
        return ComponentStatus(
            False,
            f"{status.detail}: anonymous checks refused (503 quota_unavailable), keys counted per process; "
            f"{self.fallbacks} decisions taken without redis",
        )
