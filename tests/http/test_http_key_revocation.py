"""A key revoked while the server runs is refused within SCAMCHECK_KEY_CACHE_SECONDS (a real server)."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest
from httpkit import SCAM_TEXT, Server, make_key

from scamcore.cli import main

pytestmark = [pytest.mark.e2e]


def test_a_revoked_key_is_refused_once_the_cache_time_has_passed(
    tmp_path: Path, server_factory: type[Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The poll below sends checks as fast as it can until the cache lets the revocation through:
    # a key quota of its own keeps a slow machine's poll from meeting the per-minute limit first (429).
    key = make_key(tmp_path / "var", per_minute=100_000)
    base = server_factory(tmp_path, {"SCAMCHECK_KEY_CACHE_SECONDS": "0.2"}).start().url
    body = {"kind": "text", "text": SCAM_TEXT}
    with httpx.Client(base_url=base, headers={"X-Api-Key": key}, timeout=30) as client:
        assert client.post("/api/check", json=body).status_code == 200
        monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path / "var"))
        assert main(["keys", "revoke", key.split("_")[1]]) == 0  # the operator's command, on the server's file
        deadline = time.monotonic() + 30  # a bound for a loaded machine, not the figure under test
        while (answer := client.post("/api/check", json=body)).status_code == 200:
            assert time.monotonic() < deadline, "the revoked key kept working"
        assert answer.status_code == 403 and answer.json()["error"]["code"] == "invalid_api_key"
        assert client.post("/api/check", json=body).status_code == 403  # and stays refused
