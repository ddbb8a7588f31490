"""A real uvicorn server for one app object, in a thread of the test process.

For the tests that must reach inside the running server (a store that waits on a lock the test
holds) yet meet it over real sockets as a client does: one event loop, real connections, the
app's own lifespan. Readiness is polled, never waited for by a fixed sleep.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import localhttp
import uvicorn

__all__ = ["serving"]


@contextmanager
def serving(app: Any, ready_path: str = "/api/health") -> Iterator[str]:
    """The base URL of ``app`` served on 127.0.0.1 until the block ends."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    base = f"http://127.0.0.1:{sock.getsockname()[1]}"
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 60
        while True:  # poll for readiness; no fixed wait
            try:
                if localhttp.get(base + ready_path, timeout=5).status_code < 500:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or not thread.is_alive():
                raise RuntimeError("in-process server did not start")
            time.sleep(0.02)  # poll interval
        yield base
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
