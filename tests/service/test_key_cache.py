"""Verified keys are remembered for a short time: a revocation takes effect within it, never later."""

from __future__ import annotations

from pathlib import Path

from scamservice import KEY_CACHE_SECONDS, CachedKeyStore
from scamwiring.keys import SqliteKeyStore


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_revoked_key_works_until_the_ttl_ends_then_never_again(tmp_path: Path) -> None:
    store = SqliteKeyStore(tmp_path / "k.sqlite3")
    clock = Clock()
    cached = CachedKeyStore(store, ttl_seconds=5.0, clock=clock)
    key, raw = store.create("partner", 120)
    found = cached.find(raw)
    assert found is not None and (found.id, found.per_minute) == (key.id, 120)
    assert store.revoke(key.id)
    clock.now += 4.9
    assert cached.find(raw) == found  # from memory: the store was not asked
    clock.now += 0.1
    assert cached.find(raw) is None  # the TTL is over: the store says revoked
    assert cached.find(raw) is None
    store.close()


def test_only_found_keys_are_remembered_so_a_new_key_works_at_once(tmp_path: Path) -> None:
    store = SqliteKeyStore(tmp_path / "k.sqlite3")
    cached = CachedKeyStore(store, ttl_seconds=60.0, clock=Clock())
    key, raw = store.create("partner")
    assert cached.find(raw[:-1] + ("A" if raw[-1] != "A" else "B")) is None
    assert cached.find("sck_nothing") is None
    assert cached.find(raw) is not None
    _, later = store.create("second")
    assert cached.find(later) is not None
    assert cached.health().ok
    store.close()


def test_the_cache_is_bounded_and_holds_no_key(tmp_path: Path) -> None:
    store = SqliteKeyStore(tmp_path / "k.sqlite3")
    cached = CachedKeyStore(store, clock=Clock(), max_entries=3)
    raws = [store.create(f"k{i}")[1] for i in range(5)]
    for raw in raws:
        assert cached.find(raw) is not None
    held = cached._found
    assert 0 < len(held) <= 3
    assert not any(raw.encode() in digest for raw in raws for digest in held)
    assert cached.ttl_seconds == KEY_CACHE_SECONDS
    store.close()
