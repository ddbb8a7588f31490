"""Several ``scamcheck serve`` instances on one real Redis: shared quotas, human checks and trends,
and the outage policy (docs/operations.md, "Several instances") with Redis stopped and restarted."""

from __future__ import annotations

import asyncio
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import altcha
import httpx
import localhttp
import pytest
import redis
from httpkit import SCAM_TEXT, Server, make_key
from rediskit import RedisServer
from workerkit import start_workers

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

SECRET = "scale-test-secret-" + "x" * 32


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path / "redis").start()
    yield server
    server.stop()


def instance_dirs(tmp_path: Path, count: int = 2) -> list[Path]:
    """One working directory per instance, as on separate machines; the keys file is copied to each."""
    dirs = [tmp_path / f"instance-{i}" for i in range(count)]
    for d in dirs:
        (d / "var").mkdir(parents=True)
    return dirs


def copy_keys(dirs: list[Path]) -> None:
    source = dirs[0] / "var" / "scamcheck.sqlite3"
    for d in dirs[1:]:
        shutil.copyfile(source, d / "var" / "scamcheck.sqlite3")


def env(redis_server: RedisServer, **extra: str) -> dict[str, str]:
    return {
        "SCAMCHECK_REDIS_URL": redis_server.url,
        "SCAMCHECK_HMAC_SECRET": SECRET,
        "SCAMCHECK_TREND_FLUSH_SECONDS": "0",
        "SCAMCHECK_PRIVACY_FLOOR": "1",
        "SCAMCHECK_ALTCHA_COST": "50",
        **extra,
    }


def check(base: str, key: str | None = None, text: str = SCAM_TEXT, human: str | None = None) -> httpx.Response:
    body: dict[str, str] = {"kind": "text", "text": text}
    if human is not None:
        body["human_check"] = human
    headers = {"X-Api-Key": key} if key else {}
    return localhttp.post(base + "/api/check", json=body, headers=headers, timeout=15)


def solve(base: str) -> str:
    challenge = altcha.Challenge.from_dict(localhttp.get(base + "/api/challenge", timeout=10).json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def weather_total(base: str) -> int:
    response = localhttp.get(base + "/api/weather", timeout=10)
    assert response.status_code == 200, response.text
    total: int = response.json()["total"]
    return total


def stored_trend_total(redis_server: RedisServer, expected: int, within: float = 30.0) -> int:
    """Sum of every trend count in Redis, polled until it reaches ``expected`` or ``within`` passes."""
    client = redis.Redis.from_url(redis_server.url)
    deadline = time.monotonic() + within
    try:
        while True:
            total = sum(int(n) for k in client.keys("scamcheck:trends:*") for n in client.hvals(k))
            if total >= expected or time.monotonic() > deadline:
                return total
            time.sleep(0.05)
    finally:
        client.close()


def test_a_quota_is_enforced_across_instances_together(
    tmp_path: Path, redis_server: RedisServer, server_factory: type[Server]
) -> None:
    dirs = instance_dirs(tmp_path)
    key = make_key(dirs[0] / "var", per_minute=4)
    copy_keys(dirs)
    a = start_workers(server_factory, dirs[0], env(redis_server, SCAMCHECK_WORKERS="2", SCAMCHECK_ANON_PER_MINUTE="3"))
    b = server_factory(dirs[1], env(redis_server, SCAMCHECK_ANON_PER_MINUTE="3")).start()

    keyed = [check(s.url, key).status_code for s in (a, b, a, b, a, b)]
    assert keyed == [200, 200, 200, 200, 429, 429]
    limited = check(b.url, key)
    assert limited.headers["RateLimit"].startswith('"key";r=0;') and int(limited.headers["Retry-After"]) >= 1

    # anonymous REST calls take quota before the human check is looked at
    anonymous = [check(s.url).json()["error"]["code"] for s in (a, b, a, b)]
    assert anonymous == ["human_check_required"] * 3 + ["rate_limited"]


def test_a_human_check_solution_used_on_one_instance_is_refused_on_the_other(
    tmp_path: Path, redis_server: RedisServer, server_factory: type[Server]
) -> None:
    dirs = instance_dirs(tmp_path)
    a = server_factory(dirs[0], env(redis_server, SCAMCHECK_ANON_PER_MINUTE="1000")).start()
    b = server_factory(dirs[1], env(redis_server, SCAMCHECK_ANON_PER_MINUTE="1000")).start()
    accepted_solution(a.url)  # past the second or two after Redis started, whose challenges are refused

    token = solve(a.url)
    assert check(b.url, human=token).status_code == 200  # the shared secret makes A's challenge valid on B
    refused = check(a.url, human=token)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "human_check_failed"
    assert check(b.url, human=token).json()["error"]["code"] == "human_check_failed"
    assert check(a.url, human=solve(b.url)).status_code == 200


def test_a_used_solution_stays_used_after_redis_restarts_without_persistence(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    """Item 7 of the attack review: a Redis that forgets everything on restart forgot which
    solutions were used, so each could be replayed once. The epoch key refuses them instead."""
    volatile = RedisServer(tmp_path / "volatile", persistent=False).start()
    try:
        a = server_factory(instance_dirs(tmp_path, 1)[0], env(volatile, SCAMCHECK_ANON_PER_MINUTE="1000")).start()
        token = accepted_solution(a.url)  # Redis has just started: the same window as after the restart below
        unused = solve(a.url)
        volatile.stop()
        volatile.start()  # same port, empty memory
        replay = check(a.url, human=token)
        assert replay.status_code == 403 and replay.json()["error"]["code"] == "human_check_failed", replay.text
        # a challenge issued before the restart is refused too (its use may have been forgotten);
        # one issued after it works once its whole second is past (issue times are whole seconds,
        # so one from the restart's own second is refused too): poll for it, bounded
        assert check(a.url, human=unused).json()["error"]["code"] == "human_check_failed"
        accepted_solution(a.url)
    finally:
        volatile.stop()


def accepted_solution(url: str) -> str:
    """A solution the server accepts, solving again (bounded) while it answers that the challenge was
    issued before the replay store's memory began: issue times are whole seconds, so one from the
    second or two after Redis (re)started is refused by design (``redis_stores._CLAIM``), and a
    forked server can be asked within them."""
    deadline = time.monotonic() + 10
    while (answer := check(url, human=(token := solve(url)))).status_code != 200 and time.monotonic() < deadline:
        assert answer.json()["error"]["code"] == "human_check_failed", answer.text
        time.sleep(0.25)
    assert answer.status_code == 200, answer.text
    return token


def test_weather_from_either_instance_shows_checks_made_on_both_and_redis_holds_no_content(
    tmp_path: Path, redis_server: RedisServer, server_factory: type[Server]
) -> None:
    dirs = instance_dirs(tmp_path)
    key = make_key(dirs[0] / "var", per_minute=1000)
    copy_keys(dirs)
    a = server_factory(dirs[0], env(redis_server)).start()
    b = server_factory(dirs[1], env(redis_server)).start()
    assert weather_total(a.url) == 0

    for s in (a, a, b, a, b):
        assert check(s.url, key).status_code == 200
    assert weather_total(a.url) == 5
    assert weather_total(b.url) == 5

    client = redis.Redis.from_url(redis_server.url)
    stored = b" ".join(k + b" " + str(client.dump(k)).encode() for k in client.keys("*"))
    client.close()
    for secret in (b"parcel", b"usps-redelivery", b"127.0.0.1", key.encode(), key.split("_")[2].encode()):
        assert secret not in stored
    trend_keys = [k for k in redis.Redis.from_url(redis_server.url).keys("scamcheck:trends:*")]
    assert len(trend_keys) == 1
    ttl = redis.Redis.from_url(redis_server.url).ttl(trend_keys[0])
    assert 14 * 86_400 < ttl <= 16 * 86_400  # days expire: memory stays bounded


def test_a_redis_outage_follows_the_policy_and_service_resumes_by_itself(
    tmp_path: Path, redis_server: RedisServer, server_factory: type[Server]
) -> None:
    dirs = instance_dirs(tmp_path)
    key = make_key(dirs[0] / "var", per_minute=1000)
    small = make_key(dirs[0] / "var", per_minute=2)
    copy_keys(dirs)
    a = server_factory(dirs[0], env(redis_server)).start()
    b = server_factory(dirs[1], env(redis_server)).start()
    for s in (a, a, b):
        assert check(s.url, key).status_code == 200

    redis_server.stop()
    for s in (a, b):
        health = localhttp.get(s.url + "/api/health", timeout=10).json()
        assert health["status"] == "degraded"
        assert health["components"]["quota"]["status"] == "degraded"
        assert health["components"]["store"]["status"] == "degraded"
    # checks keep working for keys (fail open), still held to the key's quota in each process
    for s in (a, a, b):
        assert check(s.url, key).status_code == 200
    assert [check(a.url, small).status_code for _ in range(3)] == [200, 200, 429]
    # anonymous callers fail closed, with a stable code and a Retry-After
    anonymous = check(a.url, human=solve(a.url))
    assert anonymous.status_code == 503 and anonymous.json()["error"]["code"] == "quota_unavailable"
    assert anonymous.headers["Retry-After"] == "5"
    weather = localhttp.get(b.url + "/api/weather", timeout=10)
    assert weather.status_code == 503 and weather.json()["error"]["code"] == "store_unavailable"

    redis_server.start()  # same port and directory: Redis reloads its append-only file
    for s in (a, b):
        assert localhttp.get(s.url + "/api/health", timeout=10).json()["status"] == "ok"
    # both instances add the counts they kept during the outage by themselves, with no request
    assert stored_trend_total(redis_server, expected=3 + 3 + 2) == 8
    assert weather_total(a.url) == weather_total(b.url) == 8
    assert check(a.url).json()["error"]["code"] == "human_check_required"  # the shared quota is back
    # A token issued in the first second or two after a Redis restart is refused by design (the
    # used-marks of older tokens may be lost: redis_stores._CLAIM), and the caller solves again.
    deadline = time.monotonic() + 10
    while (answer := check(b.url, human=solve(b.url))).status_code == 403 and time.monotonic() < deadline:
        assert answer.json()["error"]["code"] == "human_check_failed"
    assert answer.status_code == 200


def test_leased_quotas_never_grant_more_than_the_quota_across_processes(redis_server: RedisServer) -> None:
    from scamwiring.redis_link import RedisLink
    from scamwiring.redis_quota import RedisQuota, lease_size

    async def run() -> tuple[list[bool], int]:
        links = [RedisLink(redis_server.url) for _ in range(3)]  # three processes, three pools
        quotas = [RedisQuota(link, b"s" * 32) for link in links]
        small = [(await quotas[i % 3].hit("anon", "203.0.113.7", 5)).allowed for i in range(9)]
        granted = 0
        for i in range(2_000):
            granted += (await quotas[i % 3].hit("key", "partner", 1_500)).allowed
        for link in links:
            await link.aclose()
        return small, granted

    small, granted = asyncio.run(run())
    assert small == [True] * 5 + [False] * 4  # small quotas are exact
    assert lease_size(1_500) == 7 and granted == 1_500  # leased in sevens, still exactly the quota


def test_trend_events_beyond_the_buffer_bound_are_dropped_and_counted_while_redis_is_down() -> None:
    import datetime as dt

    from serverkit import free_port

    from scamservice import TrendEvent
    from scamwiring.redis_link import RedisLink
    from scamwiring.redis_stores import RedisTrendStore

    async def run() -> tuple[int, str, int]:
        link = RedisLink(f"redis://127.0.0.1:{free_port()}/0")  # nothing listens there
        store = RedisTrendStore(link, flush_seconds=0, max_buffered_cells=2)
        day = dt.date(2026, 11, 22)
        for country in ("GB", "GB", "US", "FR", "FR"):  # FR is a third cell: over the bound
            await store.record(TrendEvent(day=day, category="delivery", level="high", country=country))
        health = await store.health()
        dropped_before_shutdown = store.dropped
        await store.aclose()
        return dropped_before_shutdown, health.detail, store.dropped

    dropped, detail, after_close = asyncio.run(run())
    assert dropped == 2
    assert "3 trend events waiting, 2 dropped" in detail
    assert after_close == 5  # what was still waiting at shutdown is dropped too, and counted
