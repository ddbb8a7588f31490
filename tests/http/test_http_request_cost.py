"""What one check over REST costs the service layer: the request validated and the result serialised once, the
key read from the database once per cache period, the client's address parsed once per address."""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from httpkit import SCAM_TEXT, make_key
from starlette.testclient import TestClient

from scamcore.models import CheckRequest, CheckResult
from scamhttp import client
from scamhttp.app import create_app
from scamwiring.keys import SqliteKeyStore
from scamwiring.settings import Settings


def counter(calls: Counter[str]) -> Any:
    def counting(name: str, real: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return real(*args, **kwargs)

        return wrapper

    return counting


def count_dumps(monkeypatch: pytest.MonkeyPatch, calls: Counter[str]) -> None:
    """Count the result's serialisations: what model_dump_json calls, and the REST answer directly."""
    serializer = CheckResult.__pydantic_serializer__
    counting = counter(calls)

    class CountingSerializer:
        to_json = staticmethod(counting("dump", serializer.to_json))
        to_python = staticmethod(counting("dump", serializer.to_python))

    monkeypatch.setattr(CheckResult, "__pydantic_serializer__", CountingSerializer())


def test_one_check_validates_and_dumps_each_model_once_and_reads_the_key_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = make_key(tmp_path)
    app = create_app(Settings(data_dir=tmp_path, key_cache_seconds=300))
    calls: Counter[str] = Counter()
    counting = counter(calls)

    for model in (CheckRequest, CheckResult):
        monkeypatch.setattr(model, "model_validate", counting(f"{model.__name__}.validate", model.model_validate))
    count_dumps(monkeypatch, calls)
    monkeypatch.setattr(SqliteKeyStore, "find", counting("key lookup", SqliteKeyStore.find))
    monkeypatch.setattr(client, "client_address", counting("address parsed", client.client_address))
    client.peer_ip.cache_clear()  # the peer's address is remembered per process: count from empty
    with TestClient(app) as http:
        calls.clear()  # the start-up warm-up checks a few messages of its own
        for _ in range(3):
            answer = http.post("/api/check", json={"kind": "text", "text": SCAM_TEXT}, headers={"X-Api-Key": key})
            assert answer.status_code == 200 and answer.json()["aiStatus"] == "not_configured"
    assert calls == {
        "CheckRequest.validate": 3,
        # no "CheckResult.validate": the engine builds the result from fields of their own types
        # (models.trusted; tests/core/test_trusted_models.py proves it equal to the validated one)
        "dump": 3,
        "key lookup": 1,  # then from memory for key_cache_seconds
        "address parsed": 1,  # by Front, once per peer address; the handler reuses its answer
    }


def test_a_warm_link_is_answered_from_its_kept_copy_and_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine returns the same result object for a link it has seen: the service's copy with the
    key's AI status and the JSON of that copy are kept with it, so the link is serialised once."""
    key = make_key(tmp_path)
    app = create_app(Settings(data_dir=tmp_path))
    dumps: Counter[str] = Counter()
    count_dumps(monkeypatch, dumps)
    url = "https://parcel-fee.example/pay?id=7"
    with TestClient(app) as http:
        answers = [
            http.post("/api/check", json={"kind": "url", "url": url}, headers={"X-Api-Key": key}) for _ in range(3)
        ]
    assert [a.status_code for a in answers] == [200, 200, 200]
    assert answers[0].json()["aiStatus"] == "not_configured" and answers[0].json()["kind"] == "url"
    assert answers[0].content == answers[1].content == answers[2].content
    assert dumps["dump"] == 1


def test_the_engine_tables_are_out_of_the_collector_once_the_app_has_started(tmp_path: Path) -> None:
    """gc.freeze() after the warm-up: a full collection while serving does not walk the rule tables."""
    gc.unfreeze()
    app = create_app(Settings(data_dir=tmp_path))
    assert gc.get_freeze_count() == 0
    with TestClient(app):
        assert gc.get_freeze_count() > 10_000


def test_a_link_result_an_ai_reviewer_answered_is_not_kept() -> None:
    """The kept JSON is for the engine's own link results, which come back as the same object; a
    reviewed result is new each time and holds the reviewer's words: keeping it would hold a
    caller's review in memory after the answer (docs/privacy.md) and push the warm links out."""
    from scamcore import check_url
    from scamhttp import api

    plain = check_url("https://login-example.test/account")
    reviewed = plain.model_copy(update={"ai_status": "done"})
    api._recent_json.clear()
    assert api.result_json(reviewed) == api.result_json(reviewed)
    assert not api._recent_json
    api.result_json(plain)
    assert [kept for kept, _ in api._recent_json.values()] == [plain]
