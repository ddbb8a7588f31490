"""While Redis is down the log gets one line per store, a summary a minute, and one when it is back.

Each process tries Redis again every second (the link's back-off, and the trend store's own retry
when no check comes), and each try logged "trend store unreachable": 3,600 lines an hour from one
process, the same words each time.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

import localhttp
import pytest
from httpkit import SCAM_TEXT, Server, make_key
from rediskit import RedisServer

from scamwiring.redis_link import OutageLog

pytestmark = pytest.mark.e2e


def test_an_outage_is_its_first_failure_a_line_a_minute_and_its_end(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    outage = OutageLog(logging.getLogger("scamwiring.test"), "trend store", clock=lambda: now[0])
    with caplog.at_level(logging.WARNING, logger="scamwiring.test"):
        for second in range(150):  # one try a second, as the retry makes them
            now[0] = float(second)
            outage.failed(ConnectionError(), "counts kept in memory")
        now[0] = 150.0
        outage.succeeded()
        outage.succeeded()  # a command that goes through outside an outage says nothing
    assert [r.getMessage() for r in caplog.records] == [
        "trend store unreachable (ConnectionError): counts kept in memory",
        "trend store still unreachable (ConnectionError): 60 more failures in the last 60 s, not logged one by one",
        "trend store still unreachable (ConnectionError): 60 more failures in the last 60 s, not logged one by one",
        "trend store reachable again after 150 s (29 failures since the last line)",
    ]


def _lines(server: Server, words: str) -> list[str]:
    return [line for line in server.log if words in line]


def test_a_real_outage_logs_each_store_once_then_its_recovery(tmp_path: Path, server_factory: type[Server]) -> None:
    redis_server = RedisServer(tmp_path / "redis", persistent=False).start()
    try:
        (tmp_path / "var").mkdir()
        key = make_key(tmp_path / "var", per_minute=1_000_000)  # the loop below may send over 1,000 a minute
        env = {"SCAMCHECK_REDIS_URL": redis_server.url, "SCAMCHECK_TREND_FLUSH_SECONDS": "0"}
        server = server_factory(tmp_path, env).start()
        headers = {"X-Api-Key": key}
        body = {"kind": "text", "text": SCAM_TEXT}
        assert localhttp.post(server.url + "/api/check", json=body, headers=headers, timeout=15).status_code == 200

        redis_server.stop()
        # Checks for 3.5 s: the trend store meets the stopped Redis about once a second (the link's
        # back-off, and its own retry); the old code wrote a line for each of those tries.
        deadline = time.monotonic() + 3.5
        while time.monotonic() < deadline:
            answer = localhttp.post(server.url + "/api/check", json=body, headers=headers, timeout=15)
            assert answer.status_code == 200  # a key fails open
        assert len(_lines(server, "trend store unreachable")) == 1
        assert not _lines(server, "still unreachable")  # within the first minute

        redis_server.start()
        deadline = time.monotonic() + 20
        while not _lines(server, "trend store reachable again") and time.monotonic() < deadline:
            localhttp.post(server.url + "/api/check", json=body, headers=headers, timeout=15)
        assert len(_lines(server, "trend store reachable again")) == 1
        assert len(_lines(server, "trend store unreachable")) == 1
    finally:
        redis_server.stop()
