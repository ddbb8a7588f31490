"""REST and A2A give identical verdicts for the same input, through the real host (scamhttp).

Both requests go to one ``scamhttp`` app (the routes ``build_a2a`` returns, mounted by the host)
with one API key, so keys, quotas and trends are the full service's. Also: the service's rate
limit reaches A2A callers of a real ``scama2a`` process.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from a2akit import LINK, PLAIN_TEXT, SCAM_TEXT, Agent, error_of, rpc, text_message
from starlette.testclient import TestClient

from scamcore import CheckResult
from scamcore.links import with_absolute_links
from scamhttp.app import create_app
from scamwiring.keys import SqliteKeyStore
from scamwiring.settings import Settings


@pytest.fixture
def host(tmp_path: Path) -> Iterator[tuple[TestClient, str]]:
    settings = Settings(data_dir=tmp_path, anon_per_minute=1000, key_per_minute=1000, allowed_hosts="testserver")
    store = SqliteKeyStore(settings.database_path)
    try:
        key = store.create("parity")[1]
    finally:
        store.close()
    with TestClient(create_app(settings)) as client:
        yield client, key


@pytest.mark.parametrize(
    "request_body",
    [
        {"kind": "text", "text": SCAM_TEXT},
        {"kind": "text", "text": PLAIN_TEXT},
        {"kind": "url", "url": LINK},
        {"kind": "url", "url": "https://www.paypal.com/signin"},
    ],
    ids=["scam-text", "plain-text", "lookalike-link", "brand-link"],
)
def test_rest_and_a2a_verdicts_are_identical(host: tuple[TestClient, str], request_body: dict[str, Any]) -> None:
    client, key = host
    headers = {"X-Api-Key": key}
    rest = client.post("/api/check", json=request_body, headers=headers)
    assert rest.status_code == 200, rest.text
    content = request_body.get("text") or request_body["url"]
    for dialect, method in (("1.0", "SendMessage"), ("0.3", "message/send")):
        params: dict[str, Any] = {"message": text_message(content, dialect=dialect)}
        if dialect == "0.3":
            params["configuration"] = {"blocking": True}
        body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
        answer = client.post("/a2a", json=body, headers=headers).json()
        task = answer["result"]["task"] if dialect == "1.0" else answer["result"]
        # the same result; only its site-relative links are absolute (an agent has no page to resolve them)
        expected = with_absolute_links(CheckResult.model_validate(rest.json()), "http://testserver")
        assert task["artifacts"][0]["parts"][0]["data"] == expected.model_dump(mode="json", by_alias=True), dialect


def test_the_host_serves_the_card_and_the_trailing_slash(host: tuple[TestClient, str]) -> None:
    client, _ = host
    assert client.get("/.well-known/agent-card.json").status_code == 200
    assert client.get("/a2a/.well-known/agent-card.json").status_code == 200
    body = {"jsonrpc": "2.0", "id": 1, "method": "GetTask", "params": {"id": str(uuid.uuid4())}}
    response = client.post("/a2a/", json=body, follow_redirects=False)
    assert response.status_code == 200 and response.json()["error"]["code"] == -32001


@pytest.mark.e2e
def test_the_service_rate_limit_reaches_a2a(tmp_path: Path) -> None:
    server = Agent(cwd=tmp_path, env={"SCAMCHECK_DATA_DIR": str(tmp_path), "SCAMCHECK_ANON_PER_MINUTE": "1"}).start()
    try:
        first = rpc(server.url, "SendMessage", {"message": text_message(PLAIN_TEXT)})
        assert first["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"
        second = rpc(server.url, "SendMessage", {"message": text_message(PLAIN_TEXT)})
        assert error_of(second) == (-32000, "RATE_LIMITED")
        meta = second["error"]["data"][0]["metadata"]
        assert meta["code"] == "rate_limited" and meta["httpStatus"] == "429" and int(meta["retryAfterSeconds"]) >= 1
    finally:
        server.stop()
