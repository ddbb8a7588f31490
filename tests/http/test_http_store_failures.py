"""SQLite failures a request meets (another process's lock, a full disk, an I/O error) are 503
``store_unavailable`` in the API's JSON shape within ``REQUEST_BUSY_SECONDS``, never a 500.

Before: the REST human check answered 500 ``internal_error`` (after 10 s when the file was
locked), ``/api/weather`` 500 plain text with an ERROR traceback per request (the flush before the
read raised through it), and every check that happened to start a trend flush waited 10 s for it.
A full disk is stood in for by ``PRAGMA max_page_count``: SQLite answers SQLITE_FULL, as it does
when the disk has no room.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import altcha
import pytest
from httpkit import make_key
from starlette.testclient import TestClient

from scamhttp.app import create_app
from scamservice import ServiceError, TrendEvent
from scamwiring.keys import SqliteKeyStore
from scamwiring.replay import SqliteReplayStore
from scamwiring.settings import Settings
from scamwiring.sqlite import REQUEST_BUSY_SECONDS
from scamwiring.trends import SqliteTrendStore

DAY = dt.date(2026, 11, 22)
BOUND = REQUEST_BUSY_SECONDS + 1.5  # the wait, and a slow shared machine's margin


def _lock(db: Path) -> sqlite3.Connection:
    """Another process's write lock: an operator's shell, a backup tool."""
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def _fill(conn: sqlite3.Connection) -> None:
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count={pages}")


def test_a_locked_file_refuses_the_human_check_within_the_bound(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    store = SqliteReplayStore(db)
    other = _lock(db)
    started = time.monotonic()
    with pytest.raises(ServiceError) as refused:
        asyncio.run(store.first_use("altcha:x", time.time() + 60))
    assert time.monotonic() - started < BOUND
    assert (refused.value.code, refused.value.status) == ("store_unavailable", 503)
    other.execute("ROLLBACK")
    assert asyncio.run(store.first_use("altcha:x", time.time() + 60)) is True


def test_a_full_disk_refuses_the_human_check_and_it_works_once_there_is_room(tmp_path: Path) -> None:
    store = SqliteReplayStore(tmp_path / "db.sqlite3")
    _fill(store._conn)
    for n in range(3):  # a failed COMMIT must not leave a transaction open for the next BEGIN
        with pytest.raises(ServiceError, match="unavailable"):
            asyncio.run(store.first_use(f"altcha:{n}" + "x" * 4000, time.time() + 60))
    store._conn.execute("PRAGMA max_page_count=1073741823")
    assert asyncio.run(store.first_use("altcha:y", time.time() + 60)) is True


def test_a_key_that_cannot_be_looked_up_is_unavailable_not_invalid(tmp_path: Path) -> None:
    store = SqliteKeyStore(tmp_path / "db.sqlite3")
    _, raw = store.create("partner")
    store._conn.close()  # any SQLite failure: ProgrammingError here
    with pytest.raises(ServiceError) as refused:
        store.find(raw)
    assert (refused.value.code, refused.value.status) == ("store_unavailable", 503)


def test_checks_never_wait_for_a_locked_trend_flush_and_the_counts_are_kept(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"

    async def go() -> tuple[float, float, int]:
        store = SqliteTrendStore(db, flush_seconds=0)
        other = _lock(db)
        started = time.monotonic()
        for _ in range(5):
            await store.record(TrendEvent(DAY, "bank", "high", None))
        recorded = time.monotonic() - started
        started = time.monotonic()
        await store.counts(DAY, DAY, None)  # the flush before it fails; the read does not wait
        read = time.monotonic() - started
        failing = await store.health()  # the checks go on; health says the counts are not written
        assert not failing.ok and "not written" in failing.detail and "5 waiting" in failing.detail
        other.execute("ROLLBACK")
        await store.counts(DAY, DAY, None)  # the next flush (here the weather's) writes them
        assert (await store.health()).ok
        await store.aclose()
        again = SqliteTrendStore(db)
        total = sum(r.count for r in await again.counts(DAY, DAY, None))
        await again.aclose()
        return recorded, read, total

    recorded, read, total = asyncio.run(go())
    assert recorded < 0.5
    assert read < BOUND
    assert total == 5


def test_the_weather_counts_a_check_at_once_though_flushes_run_beside_the_checks(tmp_path: Path) -> None:
    """A flush started by ``record`` holds its batch out of the buffer: ``counts`` waits for it."""

    async def go() -> int:
        store = SqliteTrendStore(tmp_path / "db.sqlite3", flush_seconds=0)
        for _ in range(50):
            await store.record(TrendEvent(DAY, "bank", "high", None))
        total = sum(r.count for r in await store.counts(DAY, DAY, None))
        await store.aclose()
        return total

    assert asyncio.run(go()) == 50


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings(data_dir=tmp_path, altcha_cost=100))) as c:
        yield c


def _solved(client: TestClient) -> str:
    challenge = altcha.Challenge.from_dict(client.get("/api/challenge").json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def _refused_as_unavailable(response: object) -> None:
    assert response.status_code == 503, response.text  # type: ignore[attr-defined]
    assert response.headers["content-type"].startswith("application/json")  # type: ignore[attr-defined]
    assert response.json()["error"]["code"] == "store_unavailable"  # type: ignore[attr-defined]


def test_the_api_answers_503_json_when_the_database_fails(
    client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    key, uncached = make_key(tmp_path), make_key(tmp_path)
    monkeypatch.setattr(SqliteTrendStore, "_read", broken)
    monkeypatch.setattr(SqliteTrendStore, "_write", broken)
    monkeypatch.setattr(SqliteReplayStore, "_claim", broken)
    token = _solved(client)
    _refused_as_unavailable(client.post("/api/check", json={"kind": "text", "text": "hi", "human_check": token}))
    _refused_as_unavailable(client.get("/api/weather"))
    assert client.post("/api/check", json={"kind": "text", "text": "hi"}, headers={"X-Api-Key": key}).status_code == 200
    client.app.state.api.service.keys.store._conn.close()  # type: ignore[attr-defined]
    _refused_as_unavailable(
        client.post("/api/check", json={"kind": "text", "text": "hi"}, headers={"X-Api-Key": uncached})
    )
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_the_trends_page_says_unavailable_with_503_when_the_store_fails(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was the 404 "Page not found" page: the page exists, its figures can't be read now."""

    def broken(*args: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(SqliteTrendStore, "_read", broken)
    for path in ("/trends", "/trends/gb"):
        page = client.get(path, headers={"Accept": "text/html"})
        assert page.status_code == 503
        assert page.headers["content-type"].startswith("text/html")
        assert "Scam weather unavailable" in page.text and "Page not found" not in page.text
        assert page.headers["cache-control"] == "no-store"
    copy = client.get("/trends", headers={"Accept": "text/markdown"})
    assert copy.status_code == 503 and "unavailable for now" in copy.text
    assert client.get("/trends/xyz").status_code == 404  # a country that can't exist is still no page
    assert "Scam weather unavailable" not in client.get("/llms-full.txt").text
