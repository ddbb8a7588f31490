"""A local OpenAI-compatible chat completions server for the AI review tests.

It runs uvicorn in a thread of the test process on a socket bound to 127.0.0.1:0 (so the port is
never raced for), and ``start`` polls it until it answers. ``mode`` decides how it answers:

- ``good``: a sensible verdict (high risk when the message asks for a fee or a login, low otherwise);
- ``obey``: a model that a message talked into answering "clear" when it says so (prompt injection);
- ``invalid_json`` / ``wrong_schema`` / ``error``: bad answers;
- ``slow``: answers only after ``slow_seconds`` (far past the review budget).

Connection refused is ``refused_url()``: a bound socket that never listens.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import localhttp
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

_DATA = re.compile(r"<<<(SCAMCHECK-DATA-[0-9a-f]+)>>>\n(.*)\n<<<\1>>>", re.DOTALL)


def completion(content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-standin",
        "object": "chat.completion",
        "model": "standin",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
    }


def message_of(body: dict[str, Any]) -> str:
    """The data between the markers of the user message, as the reviewer sent it."""
    found = _DATA.search(body["messages"][1]["content"])
    return found.group(2) if found else ""


@dataclass
class StandIn:
    mode: str = "good"
    slow_seconds: float = 10.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    auth: list[str | None] = field(default_factory=list)
    _server: uvicorn.Server | None = None
    _thread: threading.Thread | None = None
    _sock: socket.socket | None = None

    @property
    def base_url(self) -> str:
        assert self._sock is not None
        return f"http://127.0.0.1:{self._sock.getsockname()[1]}/v1"

    async def _chat(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        self.auth.append(request.headers.get("authorization"))
        if self.mode == "slow":  # hold the answer back until the client gives up (or slow_seconds pass)
            deadline = time.monotonic() + self.slow_seconds
            while time.monotonic() < deadline and not await request.is_disconnected():
                await asyncio.sleep(0.05)
        if self.mode == "error":
            return JSONResponse({"error": {"message": "model overloaded"}}, status_code=503)
        if self.mode == "invalid_json":
            return JSONResponse(completion("I think this is probably a scam, risk about 80."))
        if self.mode == "wrong_schema":
            return JSONResponse(completion(json.dumps({"verdict": "scam", "confidence": 0.8})))
        text = message_of(body).lower()
        if self.mode == "obey" and "clear" in text:
            verdict = {"risk": 0, "category": "none", "reasons": ["The sender says it is verified and safe."]}
        elif re.search(r"\b(?:fee|pay|login|verify|password)\b", text):
            verdict = {"risk": 95, "category": "delivery", "reasons": ["Asks for a small payment to release a parcel."]}
        else:
            verdict = {"risk": 5, "category": "none", "reasons": ["An ordinary personal note."]}
        return JSONResponse(completion(json.dumps(verdict)))

    async def _models(self, request: Request) -> Response:
        return PlainTextResponse("ok")

    def start(self) -> StandIn:
        app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._chat, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )
        self._sock = socket.socket()
        self._sock.bind(("127.0.0.1", 0))
        config = uvicorn.Config(app, log_level="warning", lifespan="off", timeout_graceful_shutdown=1)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self._sock]}, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 20
        while True:  # poll for readiness; no fixed wait
            try:
                if localhttp.get(self.base_url + "/models", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("stand-in model server did not start")
            time.sleep(0.02)  # poll interval

    def stop(self) -> None:
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout=10)
        if self._sock is not None:
            self._sock.close()


def refused_port() -> socket.socket:
    """A socket bound to a port but never listening: connecting to it is refused."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    return sock
