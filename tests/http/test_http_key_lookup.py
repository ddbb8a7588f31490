"""A key lookup that waits on the store's lock holds up no other client.

The lookup ran on the event loop: under another process's SQLite lock it waited there up to
``REQUEST_BUSY_SECONDS`` (2 s), and every request of every client in that worker waited with it.
It runs in a worker thread now, as the other SQLite calls do; a key the cache remembers is still
answered on the loop.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import httpx
import localhttp
import pytest
from httpkit import SCAM_TEXT, make_key
from inprocess import serving

from scamhttp.app import create_app
from scamservice import ApiKey, CachedKeyStore, ComponentStatus, KeyStore
from scamwiring import build_service
from scamwiring.settings import Settings

pytestmark = pytest.mark.e2e

HELD_SECONDS = 6.0
"""How long the stand-in lock is held unless the test lets it go: past any answer the test accepts."""


class LockedKeys:
    """The real key store behind a lock the test holds, as SQLite's busy wait holds a lookup."""

    def __init__(self, store: KeyStore) -> None:
        self.store = store
        self.waiting = threading.Event()
        self.released = threading.Event()
        self.counting = threading.Lock()
        self.calls = 0

    def find(self, raw_key: str) -> ApiKey | None:
        with self.counting:
            self.calls += 1
        self.waiting.set()
        self.released.wait(HELD_SECONDS)
        return self.store.find(raw_key)

    def health(self) -> ComponentStatus:
        return self.store.health()


def test_another_client_is_served_while_a_key_lookup_waits_on_a_lock(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "var")
    key = make_key(settings.data_dir)
    service = build_service(settings)
    assert isinstance(service.keys, CachedKeyStore)
    locked = LockedKeys(service.keys.store)
    service.keys.store = locked
    answers: list[httpx.Response] = []
    with serving(create_app(settings, service)) as base:
        body, headers = {"kind": "text", "text": SCAM_TEXT}, {"X-Api-Key": key}
        keyed = threading.Thread(
            target=lambda: answers.append(localhttp.post(base + "/api/check", json=body, headers=headers, timeout=20))
        )
        keyed.start()
        assert locked.waiting.wait(10)  # the keyed request is inside its lookup, held by the lock
        started = time.monotonic()
        health = localhttp.get(base + "/api/health", timeout=20)
        anonymous = localhttp.post(base + "/api/check", json={"kind": "url", "url": "example.org"}, timeout=20)
        served_in = time.monotonic() - started
        locked.released.set()
        keyed.join(20)
    assert health.status_code == 200
    assert anonymous.status_code == 403 and anonymous.json()["error"]["code"] == "human_check_required"
    assert served_in < 1.5, f"other clients waited {served_in:.1f} s behind one key lookup"
    assert [a.status_code for a in answers] == [200]  # and the held lookup finishes once let go


def _held_server(tmp_path: Path) -> tuple[Settings, LockedKeys, object]:
    settings = Settings(data_dir=tmp_path / "var")
    key = make_key(settings.data_dir)
    service = build_service(settings)
    assert isinstance(service.keys, CachedKeyStore)
    locked = LockedKeys(service.keys.store)
    service.keys.store = locked
    return settings, locked, (service, key)


def _post_all(base: str, keys: list[str], answers: list[httpx.Response]) -> list[threading.Thread]:
    body = {"kind": "text", "text": SCAM_TEXT}
    threads = [
        threading.Thread(
            target=lambda k=k: answers.append(
                localhttp.post(base + "/api/check", json=body, headers={"X-Api-Key": k}, timeout=30)
            )
        )
        for k in keys
    ]
    for thread in threads:
        thread.start()
    return threads


def test_concurrent_requests_with_one_uncached_key_share_one_lookup(tmp_path: Path) -> None:
    """Ten requests with the same key not yet remembered made ten store lookups (review24); they
    share the one in flight now, and all are answered with its result."""
    settings, locked, (service, key) = _held_server(tmp_path)
    keys = service.keys  # type: ignore[attr-defined]
    entered: list[str] = []
    lookup = keys.find_async

    async def counted(raw_key: str) -> ApiKey | None:
        entered.append(raw_key)
        return await lookup(raw_key)

    keys.find_async = counted
    answers: list[httpx.Response] = []
    with serving(create_app(settings, service)) as base:  # type: ignore[arg-type]
        threads = _post_all(base, [key] * 10, answers)
        deadline = time.monotonic() + 20
        while len(entered) < 10 and time.monotonic() < deadline:  # every request is at its lookup
            time.sleep(0.02)  # poll interval
        assert len(entered) == 10
        locked.released.set()
        for thread in threads:
            thread.join(30)
    assert [a.status_code for a in answers] == [200] * 10
    assert locked.calls == 1


def test_lookups_held_by_a_lock_leave_the_shared_threads_free(tmp_path: Path) -> None:
    """Lookups of many keys at once, each waiting on the store's lock, took every thread of the
    default executor (6 on 2 cores), and health's keys probe queued behind them. They run on two
    threads of their own now, and health answers at once."""
    settings, locked, (service, _) = _held_server(tmp_path)
    answers: list[httpx.Response] = []
    with serving(create_app(settings, service)) as base:  # type: ignore[arg-type]
        wrong = [f"sck_{n:012x}_{'x' * 43}" for n in range(8)]
        threads = _post_all(base, wrong, answers)
        assert locked.waiting.wait(10)
        started = time.monotonic()
        health = localhttp.get(base + "/api/health", timeout=20)
        served_in = time.monotonic() - started
        locked.released.set()
        for thread in threads:
            thread.join(30)
    assert health.status_code == 200
    assert served_in < 1.5, f"health waited {served_in:.1f} s behind key lookups"
    assert sorted(a.status_code for a in answers) == [403] * 8
