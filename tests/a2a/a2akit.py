"""Helpers for the A2A tests: a real ``scama2a`` process on a free port, and raw JSON-RPC calls."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"
PLAIN_TEXT = "Hi Sam, see you at the station at six. I'll bring the tickets."
LINK = "paypa1-secure-login.com"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class Agent:
    """A ``scama2a --port N`` process; ``start`` returns once uvicorn says it is running and the card answers."""

    cwd: Path
    env: dict[str, str] = field(default_factory=dict)
    args: list[str] = field(default_factory=list)
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[str] | None = None
    log: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Agent:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        env.update(self.env)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "scama2a.cli", "--host", "127.0.0.1", "--port", str(self.port), *self.args],
            cwd=self.cwd,
            env=env,
            stderr=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            text=True,
        )
        ready = threading.Event()
        stream = self.proc.stderr
        assert stream is not None

        def drain() -> None:
            for line in stream:
                self.log.append(line)
                if "Uvicorn running on" in line:
                    ready.set()
            ready.set()  # EOF: the process died; the card request below says so

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(60):
            raise RuntimeError("agent did not start:\n" + "".join(self.log))
        response = httpx.get(self.url + "/.well-known/agent-card.json", timeout=10)
        assert response.status_code == 200, "".join(self.log)
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=20)
        self.proc = None


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
    url: str, method: str, params: Any = None, *, request_id: Any = 1, headers: dict[str, str] | None = None
) -> dict[str, Any]:
    """POST one JSON-RPC request to {url}/a2a; asserts HTTP 200 (protocol errors included)."""
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        body["params"] = params
    response = httpx.post(url + "/a2a", json=body, headers=headers or {}, timeout=30)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def error_of(answer: dict[str, Any]) -> tuple[int, str]:
    """(code, ErrorInfo reason) of a JSON-RPC error answer."""
    assert "result" not in answer, answer
    error = answer["error"]
    info = error["data"][0]
    assert info["@type"] == "type.googleapis.com/google.rpc.ErrorInfo"
    return error["code"], info["reason"]
