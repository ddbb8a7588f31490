"""The default quota store: a dict of fixed one-minute windows that counts as ``limits`` did."""

from __future__ import annotations

import asyncio

from scamservice import MemoryQuota, QuotaDecision
from scamwiring.bootstrap import _quota
from scamwiring.quota import LimitsQuota


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def _view(d: QuotaDecision) -> tuple[bool, str, int, int, int]:
    return d.allowed, d.state.policy, d.state.limit, d.state.remaining, d.state.window_seconds


def test_it_decides_as_the_limits_memory_storage_did() -> None:
    async def both() -> None:
        ours, theirs = MemoryQuota(), LimitsQuota("memory://")
        for identity, per_minute in [("a", 3)] * 5 + [("b", 1)] * 2 + [("a", 3)] + [("a", 4)] * 5:
            mine, limits = await ours.hit("anon", identity, per_minute), await theirs.hit("anon", identity, per_minute)
            assert _view(mine) == _view(limits)
            assert abs(mine.state.reset_seconds - limits.state.reset_seconds) <= 1  # a second may tick between

    asyncio.run(both())


def test_a_window_opens_at_the_first_hit_and_ends_a_minute_later() -> None:
    async def run() -> None:
        clock = Clock()
        quota = MemoryQuota(clock)
        first = await quota.hit("key", "k1", 2)
        assert (first.allowed, first.state.remaining, first.state.reset_seconds) == (True, 1, 60)
        clock.now += 20.5
        second = await quota.hit("key", "k1", 2)
        assert (second.allowed, second.state.remaining, second.state.reset_seconds) == (True, 0, 40)
        refused = await quota.hit("key", "k1", 2)
        assert (refused.allowed, refused.state.remaining, refused.state.reset_seconds) == (False, 0, 40)
        assert (await quota.hit("key", "k2", 2)).allowed  # another caller has its own window
        clock.now += 39.5
        again = await quota.hit("key", "k1", 2)
        assert (again.allowed, again.state.remaining, again.state.reset_seconds) == (True, 1, 60)

    asyncio.run(run())


def test_expired_windows_are_dropped_so_memory_follows_the_callers_of_the_last_minute() -> None:
    async def run() -> None:
        clock = Clock()
        quota = MemoryQuota(clock)
        for n in range(1000):
            await quota.hit("anon", f"10.0.{n // 256}.{n % 256}", 5)
        assert len(quota._windows) == 1000
        clock.now += 61
        await quota.hit("anon", "10.9.9.9", 5)
        assert len(quota._windows) == 1

    asyncio.run(run())


def test_memory_uris_get_the_dict_and_others_go_through_limits() -> None:
    assert isinstance(_quota("memory://"), MemoryQuota)
    assert isinstance(_quota("async+memory://"), MemoryQuota)
    assert isinstance(_quota("redis://127.0.0.1:1/0"), LimitsQuota)
