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

    def find(self, raw_key: str) -> ApiKey | None:
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
