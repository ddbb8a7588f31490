"""``/api/health`` tells the truth about the SQLite file quickly, whatever the file is doing.

Before: with the data folder deleted under a running server health said ok (the open connection
keeps the deleted file, so every probe succeeded), and while another process held the file's lock
health took 2 s, its probe queued behind the trend write that was waiting for that lock.
"""

from __future__ import annotations

import shutil
import sqlite3
import time
from pathlib import Path

import localhttp
import pytest
from httpkit import SCAM_TEXT, Server, make_key

pytestmark = pytest.mark.e2e

QUICK = 1.0
"""Health's answer time the tests accept; a probe behind the write took 2 s (REQUEST_BUSY_SECONDS)."""


def _health(server: Server) -> tuple[dict[str, object], float]:
    started = time.monotonic()
    answer = localhttp.get(server.url + "/api/health", timeout=10)
    took = time.monotonic() - started
    assert answer.status_code == 200
    return answer.json(), took


def test_health_reports_the_store_when_the_data_folder_is_deleted(tmp_path: Path, server_factory: type[Server]) -> None:
    server = server_factory(tmp_path).start()
    health, _ = _health(server)
    assert health["components"]["store"]["status"] == "ok"  # type: ignore[index]
    shutil.rmtree(tmp_path / "var")
    health, took = _health(server)
    assert took < QUICK
    assert health["status"] == "degraded"
    for part in ("store", "keys"):
        component = health["components"][part]  # type: ignore[index]
        assert component["status"] == "degraded", part
        assert "deleted" in component["detail"], part
        assert str(tmp_path) not in component["detail"]  # health is public: no path
    # the checks go on meanwhile (docs/operations.md, "When the data folder or the database fails")
    anonymous = localhttp.post(server.url + "/api/check", json={"kind": "url", "url": "example.org"}, timeout=10)
    assert anonymous.status_code == 403


def test_health_answers_at_once_while_a_trend_write_waits_for_another_process_lock(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    (tmp_path / "var").mkdir()
    key = make_key(tmp_path / "var", per_minute=100_000)
    server = server_factory(tmp_path, {"SCAMCHECK_TREND_FLUSH_SECONDS": "0"}).start()
    other = sqlite3.connect(tmp_path / "var" / "scamcheck.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # an operator's shell holding the write lock
    try:
        slowest, details = 0.0, set()
        deadline = time.monotonic() + 3.5  # past one whole write's wait (2 s)
        while time.monotonic() < deadline:
            check = localhttp.post(
                server.url + "/api/check",
                json={"kind": "text", "text": SCAM_TEXT},
                headers={"X-Api-Key": key},
                timeout=10,
            )
            assert check.status_code == 200  # each starts a trend write, which waits for the lock
            health, took = _health(server)
            slowest = max(slowest, took)
            details.add(health["components"]["store"]["detail"])  # type: ignore[index]
        assert slowest < QUICK, f"health took {slowest:.1f} s behind the trend write"
        assert any("not written" in d or "has waited" in d for d in details), details
    finally:
        other.execute("ROLLBACK")
        other.close()
    deadline = time.monotonic() + 15
    while _health(server)[0]["status"] != "ok" and time.monotonic() < deadline:
        localhttp.post(
            server.url + "/api/check", json={"kind": "text", "text": SCAM_TEXT}, headers={"X-Api-Key": key}, timeout=10
        )  # the next write goes through, and health says so
    assert _health(server)[0]["status"] == "ok"
