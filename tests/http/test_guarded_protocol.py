"""The guarded HTTP protocol in one process, fed bytes by hand: the answers that need a state a
real client cannot set up on demand.

The 503 for too many requests in flight counts requests, not sockets. Since a request sent before
the last one was answered ends the connection (slow_clients.py), one connection holds one request,
so the limit is reached by requests whose client has gone while their check runs on: here, a task
already in the server's set.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.config import Config
from uvicorn.server import ServerState

from scamhttp.slow_clients import GuardedHttpTools


class _Transport(asyncio.Transport):
    def __init__(self) -> None:
        super().__init__()
        self.sent = bytearray()
        self.closing = False

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8000)}.get(name, default)

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self.sent += data

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def can_write_eof(self) -> bool:
        return True

    def write_eof(self) -> None:
        self.closing = True

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass


async def _app(scope: Any, receive: Any, send: Any) -> None:
    raise AssertionError("the app must not be called over the in-flight limit")


async def _answer_over_the_limit() -> bytes:
    config = Config(app=_app, limit_concurrency=1, log_level="warning")
    config.load()
    state = ServerState()
    running = asyncio.get_running_loop().create_future()  # a check still running for a client that left
    state.tasks.add(running)  # type: ignore[arg-type]
    protocol = GuardedHttpTools(config=config, server_state=state, app_state={})
    transport = _Transport()
    protocol.connection_made(transport)
    protocol.data_received(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    await asyncio.gather(*(task for task in state.tasks if task is not running))
    running.cancel()
    return bytes(transport.sent)


def test_a_request_over_the_in_flight_limit_gets_a_json_503() -> None:
    sent = asyncio.run(_answer_over_the_limit())
    head, _, body = sent.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 503"), sent[:200]
    assert b"content-type: application/json" in head.lower()
    assert json.loads(body)["error"]["code"] == "server_busy"
