"""Helpers for the A2A tests: a real ``scama2a`` process on a free port, and raw JSON-RPC calls."""

from __future__ import annotations

import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import localhttp
from serverkit import Spawned

from scamwiring.keys import SqliteKeyStore
from scamwiring.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
TCK_ARCHIVES = ROOT.parent / "shared" / "tools" / "a2a-tck"
"""The A2A conformance kit's snapshots (``../shared``): CI has them; a clone on its own may not."""

SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"
PLAIN_TEXT = "Hi Sam, see you at the station at six. I'll bring the tickets."
LINK = "paypa1-secure-login.com"


@dataclass
class Agent(Spawned):
    """A ``scama2a --port N`` process; ``start`` returns once uvicorn says it is running and the card answers."""

    args: list[str] = field(default_factory=list)

    def command(self) -> list[str]:
        return [sys.executable, "-m", "scama2a.cli", "--host", "127.0.0.1", "--port", str(self.port), *self.args]

    def ready_path(self) -> str:
        return "/.well-known/agent-card.json"

    def start(self) -> Agent:
        self.spawn()
        return self


def make_key(agent: Agent, per_minute: int | None = None) -> str:
    """A real API key in the agent's own database (it reads keys from SCAMCHECK_DATA_DIR on each check)."""
    store = SqliteKeyStore(Settings(data_dir=agent.cwd).database_path)
    try:
        return store.create("a2a-test", per_minute)[1]
    finally:
        store.close()


def text_message(text: str, *, dialect: str = "1.0", **extra: Any) -> dict[str, Any]:
    if dialect == "1.0":
        return {"role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": [{"text": text}], **extra}
    return {
        "kind": "message",
        "role": "user",
        "messageId": str(uuid.uuid4()),
        "parts": [{"kind": "text", "text": text}],
        **extra,
    }


def rpc(
    url: str,
    method: str,
    params: Any = None,
    *,
    request_id: Any = 1,
    headers: dict[str, str] | None = None,
    status: int = 200,
) -> dict[str, Any]:
    """POST one JSON-RPC request to {url}/a2a; asserts the HTTP status (200, protocol errors included)."""
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        body["params"] = params
    response = localhttp.post(url + "/a2a", json=body, headers=headers or {}, timeout=30)
    assert response.status_code == status, response.text
    result: dict[str, Any] = response.json()
    return result


def error_of(answer: dict[str, Any]) -> tuple[int, str]:
    """(code, ErrorInfo reason) of a JSON-RPC error answer."""
    assert "result" not in answer, answer
    error = answer["error"]
    info = error["data"][0]
    assert info["@type"] == "type.googleapis.com/google.rpc.ErrorInfo"
    return error["code"], info["reason"]
