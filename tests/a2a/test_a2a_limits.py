"""Oversized and empty bodies, and oversized parts, against real servers (issue 20, items 3 and 6).

Order on every interface: parse, then size and shape, then the quota, then the engine. So an
oversized part is refused with its stable code and spends no quota, and a body over the host's
limit is the host's 413, never a JSON-RPC internal error or a logged failure.
"""

from __future__ import annotations

import json
import sys
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import localhttp
import pytest
from a2akit import PLAIN_TEXT, Agent, error_of, make_key, rpc, text_message
from serverkit import Spawned

pytestmark = pytest.mark.e2e

HOST_LIMIT = 64 * 1024
BIG_TEXT_CHARS = 10 * 1024 * 1024


@dataclass
class Host(Spawned):
    """``scamcheck serve``: the A2A routes mounted by the web service, behind its body limit."""

    def command(self) -> list[str]:
        return [sys.executable, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)]

    def ready_path(self) -> str:
        return "/api/health"


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Host]:
    data = tmp_path_factory.mktemp("a2a-host")
    env = {"SCAMCHECK_DATA_DIR": str(data), "SCAMCHECK_MAX_BODY_BYTES": str(HOST_LIMIT)}
    server = Host(cwd=data, env=env)
    server.spawn()
    yield server
    server.stop()


def chunks(total: int, size: int = 16 * 1024) -> Iterator[bytes]:
    """A body sent chunked (no Content-Length), so only the count while reading can stop it."""
    yield b'{"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": {"parts": [{"text": "'
    for _ in range(total // size):
        yield b"a" * size
    yield b'"}]}}}'


def test_an_oversized_chunked_body_is_the_hosts_413_not_an_internal_error(host: Host) -> None:
    before = len(host.log)
    response = localhttp.post(host.url + "/a2a", content=chunks(4 * HOST_LIMIT), timeout=30)
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "body_too_large"
    declared = localhttp.post(host.url + "/a2a", content=b"x" * (HOST_LIMIT + 1), timeout=30)
    assert declared.status_code == 413 and declared.json()["error"]["code"] == "body_too_large"
    after = rpc(host.url, "GetTask", {"id": str(uuid.uuid4())})
    assert error_of(after) == (-32001, "TASK_NOT_FOUND")  # the endpoint still answers
    assert not [line for line in host.log[before:] if "a2a" in line.lower() or "error" in line.lower()]


@pytest.mark.parametrize("body", [b"", b"  \r\n"], ids=["empty", "blank"])
def test_an_empty_body_is_a_4xx_parse_error(host: Host, agent: Agent, body: bytes) -> None:
    for url in (host.url, agent.url):
        response = localhttp.post(url + "/a2a", content=body, headers={"Content-Type": "application/json"})
        assert response.status_code == 400
        answer = response.json()
        assert answer["jsonrpc"] == "2.0" and answer["id"] is None
        assert error_of(answer) == (-32700, "PARSE_ERROR")


def test_an_oversized_part_is_refused_before_the_quota_and_others_are_served(agent: Agent) -> None:
    key = {"X-Api-Key": make_key(agent, per_minute=2)}
    envelope = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": text_message("")}}
    big = json.dumps(envelope).replace('"text": ""', '"text": "' + "a" * BIG_TEXT_CHARS + '"').encode()
    before = len(agent.log)

    def send_big(_: int) -> dict[str, Any]:
        response = localhttp.post(agent.url + "/a2a", content=big, headers={"Content-Type": "application/json", **key})
        assert response.status_code == 200
        answer: dict[str, Any] = response.json()
        return answer

    def normal(_: int) -> dict[str, Any]:
        return rpc(agent.url, "GetTask", {"id": str(uuid.uuid4())})

    with ThreadPoolExecutor(max_workers=4) as pool:
        bigs = pool.map(send_big, range(4))
        others = pool.map(normal, range(10))
        refused, served = list(bigs), list(others)
    for answer in refused:
        assert error_of(answer) == (-32602, "TEXT_TOO_LONG")
        assert answer["error"]["data"][0]["metadata"] == {"code": "text_too_long"}
    assert all(error_of(answer) == (-32001, "TASK_NOT_FOUND") for answer in served)
    for _ in range(2):  # the key's whole quota is still there after four oversized parts
        done = rpc(agent.url, "SendMessage", {"message": text_message(PLAIN_TEXT)}, headers=key)
        assert done["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"
    limited = rpc(agent.url, "SendMessage", {"message": text_message(PLAIN_TEXT)}, headers=key)
    assert error_of(limited) == (-32000, "RATE_LIMITED")
    assert not [line for line in agent.log[before:] if "failed" in line]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32-le"])
def test_json_not_in_utf8_is_a_parse_error_hosted_or_standalone(host: Host, agent: Agent, encoding: str) -> None:
    """On the old code the check lived in the host's middleware, so ``scama2a`` on its own read a
    UTF-16 body (``json.loads(bytes)`` guesses the encoding) and checked it."""
    envelope = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": text_message(PLAIN_TEXT)}}
    body = json.dumps(envelope).encode(encoding)
    for url in (host.url, agent.url):
        response = localhttp.post(url + "/a2a", content=body, headers={"Content-Type": "application/json"}, timeout=30)
        assert response.status_code == 400, (url, response.text)
        answer = response.json()
        assert answer["id"] is None and error_of(answer) == (-32700, "PARSE_ERROR")
        assert answer["error"]["data"][0]["metadata"] == {"code": "invalid_json"}  # /api/check's code
        assert "UTF-8" in answer["error"]["message"]
