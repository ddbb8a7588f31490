"""Helpers for the hardening tests: one real ``scamcheck serve``, and one check sent over REST, MCP or A2A.

Every surface answers a check in its own envelope; ``send`` brings each back to one ``Outcome``
(a result or a stable error code) so a hostile input can be asserted once for all three.
"""

from __future__ import annotations

import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from serverkit import Spawned

ROOT = Path(__file__).resolve().parents[2]
SURFACES = ("rest", "mcp", "a2a")
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
_TOOLS = {"text": ("check_message", "text"), "url": ("check_link", "url"), "image": ("check_screenshot", "image")}


def make_key(cwd: Path) -> str:
    """A key with a quota no test reaches, in the database the server under ``cwd`` will open."""
    from scamwiring.keys import SqliteKeyStore
    from scamwiring.settings import Settings

    store = SqliteKeyStore(Settings(data_dir=cwd / "var").database_path)
    try:
        return store.create("hardening", 1_000_000)[1]
    finally:
        store.close()


@dataclass
class Server(Spawned):
    """``scamcheck serve`` with debug logging; every line it prints is kept (the privacy test reads them)."""

    key: str = ""

    @property
    def headers(self) -> dict[str, str]:
        return {"X-Api-Key": self.key}

    def command(self) -> list[str]:
        return [sys.executable, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)]

    def ready_path(self) -> str:
        return "/api/health"

    def environment(self) -> dict[str, str]:
        return {**super().environment(), "SCAMCHECK_LOG_LEVEL": "debug", **self.env}

    def start(self) -> Server:
        self.cwd.mkdir(parents=True, exist_ok=True)
        self.key = make_key(self.cwd)
        self.spawn()
        return self


@dataclass(frozen=True)
class Outcome:
    surface: str
    status: int
    code: str | None  # None: a result
    body: Any
    seconds: float

    @property
    def ok(self) -> bool:
        return self.code is None


def mcp_call(payload: dict[str, Any]) -> dict[str, Any]:
    """A tools/call envelope for a CheckRequest-shaped payload (the tool follows ``kind``)."""
    tool, arg = _TOOLS.get(str(payload.get("kind")), ("check_message", "text"))
    arguments = {k if k != "kind" else "_kind": v for k, v in payload.items()}
    arguments = {arg: payload.get(arg)} if arg in payload else {k: v for k, v in arguments.items() if k != "_kind"}
    if "sender" in payload:
        arguments["sender"] = payload["sender"]
    return {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": tool, "arguments": arguments}}


def a2a_call(payload: Any) -> dict[str, Any]:
    message = {"role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": [{"data": payload}]}
    return {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {"message": message}}


def envelope(surface: str, payload: Any) -> Any:
    if surface == "rest":
        return payload
    if surface == "mcp":
        return mcp_call(payload)
    return a2a_call(payload)


def path_of(surface: str) -> str:
    return {"rest": "/api/check", "mcp": "/mcp", "a2a": "/a2a"}[surface]


def post_raw(
    server: Server, surface: str, body: bytes, timeout: float = 60, client: httpx.Client | None = None
) -> Outcome:
    """POST bytes as they are to the surface's endpoint and read its answer as an ``Outcome``."""
    headers = {**server.headers, **MCP_HEADERS}
    started = time.monotonic()
    c = client or httpx.Client(timeout=timeout, verify=False)  # plain http: no TLS context (localhttp.py)
    try:
        response = c.post(server.url + path_of(surface), content=body, headers=headers, timeout=timeout)
    finally:
        if client is None:
            c.close()
    return read(surface, response, time.monotonic() - started)


def send(server: Server, surface: str, payload: Any, timeout: float = 60) -> Outcome:
    import json

    body = json.dumps(envelope(surface, payload), ensure_ascii=False, allow_nan=False).encode("utf-8", "surrogatepass")
    return post_raw(server, surface, body, timeout)


def read(surface: str, response: httpx.Response, seconds: float) -> Outcome:
    """The result or the stable error code, whatever envelope the surface answered in."""
    status = response.status_code
    try:
        body = response.json()
    except ValueError:
        # not JSON: a refusal from below the app (the server layer); a 413 is REST's refusal
        code = "body_too_large" if status == 413 else f"http_{status}"
        return Outcome(surface, status, code, response.text[:200], seconds)
    if surface == "rest":
        code = None if status == 200 else body["error"]["code"]
        return Outcome(surface, status, code, body, seconds)
    if "error" in body:  # a JSON-RPC error (MCP and A2A alike)
        error = body["error"]
        data = error.get("data")
        code = None
        if isinstance(data, list) and data and isinstance(data[0], dict):
            code = data[0].get("metadata", {}).get("code")
        elif isinstance(data, dict) and isinstance(data.get("code"), str):  # MCP's refusals (docs/mcp.md)
            code = data["code"]
        return Outcome(surface, status, code or f"rpc_{error['code']}", body, seconds)
    result = body["result"]
    if surface == "mcp":
        if result.get("isError"):
            meta = (result.get("_meta") or {}).get("scamcheck/error") or {}
            return Outcome(surface, status, meta.get("code", "tool_error"), result, seconds)
        return Outcome(surface, status, None, result.get("structuredContent"), seconds)
    task = result.get("task", result)
    state = str(task.get("status", {}).get("state", ""))
    if "FAILED" in state.upper() or "REJECTED" in state.upper():
        return Outcome(surface, status, "task_failed", task, seconds)
    return Outcome(surface, status, None, task, seconds)
