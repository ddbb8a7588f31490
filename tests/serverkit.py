"""Starting a real server process for end-to-end tests, shared by every test folder.

A process is ready when it prints uvicorn's own "running" line and then answers a readiness URL:
no sleeps. Every line it prints is kept in ``log`` (the privacy tests read them all), and ``stop``
waits until the last line has been read. The process is forked from a warm launcher when its
command allows it (``launcher.py``: the same ``main``, environment and output, without the imports),
and is the real command otherwise or when the test sets ``real``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path

import localhttp
from launcher import Forked, launch

__all__ = ["Spawned", "free_port"]

READY_LINE = "Uvicorn running on"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class Spawned:
    """One server process on ``port``; subclasses say which command and which URL proves readiness."""

    cwd: Path
    env: dict[str, str] = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[str] | Forked | None = None
    log: list[str] = field(default_factory=list)
    real: bool = False
    """Start the command itself, not a fork of the launcher (tests of the interpreter's own start)."""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        raise NotImplementedError

    def ready_path(self) -> str:
        raise NotImplementedError

    def environment(self) -> dict[str, str]:
        """The parent's environment without its SCAMCHECK_ settings, plus this server's own.

        The data folder is ``cwd/var`` unless the test names one: each server its own database,
        never the developer's (the default folder is in their home). One worker unless the test asks
        for more: the default is one per CPU, and in-memory quotas count per worker.
        """
        env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        env["SCAMCHECK_DATA_DIR"] = str(self.cwd / "var")
        env["SCAMCHECK_WORKERS"] = "1"
        env.update(self.env)
        return env

    def spawn(self) -> None:
        self.proc = launch(
            self.command(),
            cwd=self.cwd,
            env=self.environment(),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            real=self.real,
        )
        ready = threading.Event()
        stream = self.proc.stdout
        assert stream is not None

        def drain() -> None:
            for line in stream:
                self.log.append(line)
                if READY_LINE in line:
                    ready.set()
            ready.set()  # EOF: the process died; the readiness request below says so

        self._drain = threading.Thread(target=drain, daemon=True)
        self._drain.start()
        if not ready.wait(120):  # a server builds the engine's tables (warm_up) before it reports ready
            raise RuntimeError(f"{self.command()[2:4]} did not start:\n" + "".join(self.log))
        response = localhttp.get(self.url + self.ready_path(), timeout=10)
        assert response.status_code == 200, "".join(self.log)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        """SIGTERM (graceful, so buffered trend counts are written), then read its last lines."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=20)
            self._drain.join(timeout=10)
        self.proc = None
