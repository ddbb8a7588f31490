"""Helpers for the HTTP tests: a real ``scamcheck serve`` process on a free port, keys, fixture text."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from scamhttp.keys import SqliteKeyStore
from scamhttp.settings import Settings

SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def make_key(data_dir: Path, per_minute: int | None = None) -> str:
    store = SqliteKeyStore(Settings(data_dir=data_dir).database_path)
    try:
        return store.create("test", per_minute)[1]
    finally:
        store.close()


@dataclass
class Server:
    """A ``scamcheck serve`` process; ``start`` waits for uvicorn's own "running" line, then /api/health."""

    cwd: Path
    env: dict[str, str]
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[str] | None = None
    log: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        env.update(self.env)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)],
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
            ready.set()  # EOF: the process died; the health call below says so

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(60):
            raise RuntimeError("server did not start:\n" + "".join(self.log))
        response = httpx.get(self.url + "/api/health", timeout=10)
        assert response.status_code == 200, "".join(self.log)
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()  # SIGTERM: graceful, so buffered trend counts are written
            self.proc.wait(timeout=20)
        self.proc = None
