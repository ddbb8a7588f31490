"""Starting ``scamcheck serve`` with several workers from the tests.

uvicorn's parent logs "running" before any worker listens, so httpkit's start (which then calls
/api/health once) can meet a refused connection: poll health until a worker answers.
"""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import localhttp
from httpkit import Server


def start_workers(server_factory: type[Server], cwd: Path, environment: dict[str, str]) -> Server:
    class Instance(server_factory):  # type: ignore[misc,valid-type]
        def start(self) -> Server:
            try:
                return super().start()
            except httpx.ConnectError:
                pass
            deadline = time.monotonic() + 120  # each worker warms the engine up before it answers
            while True:
                try:
                    if localhttp.get(self.url + "/api/health", timeout=10).status_code == 200:
                        return self
                except httpx.ConnectError:
                    if time.monotonic() > deadline:
                        raise
                time.sleep(0.05)

    return Instance(cwd, environment).start()
