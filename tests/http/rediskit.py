"""A real ``redis-server`` for the tests: a free port, a temporary directory, readiness from its own log.

It is installed by scripts/install-test-deps.sh (``make test``); a missing binary fails the test
with that hint rather than skipping it. Persistence is on by default (append-only file in the
temporary directory), so a stop and start keeps what Redis had, like a production restart;
``persistent=False`` is a Redis that forgets everything when restarted.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path

from serverkit import free_port


@dataclass
class RedisServer:
    directory: Path
    port: int = field(default_factory=free_port)
    persistent: bool = True
    proc: subprocess.Popen[str] | None = None
    log: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        exe = shutil.which("redis-server")
        assert exe is not None, "redis-server is missing: run scripts/install-test-deps.sh (make test does)"
        self.directory.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            [
                exe,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(self.directory),
                "--appendonly",
                "yes" if self.persistent else "no",
                "--save",
                "",
                "--daemonize",
                "no",
                "--loglevel",
                "notice",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        ready = threading.Event()
        stream = self.proc.stdout
        assert stream is not None

        def drain() -> None:
            for line in stream:
                self.log.append(line)
                if "Ready to accept connections" in line:
                    ready.set()
            ready.set()

        threading.Thread(target=drain, daemon=True).start()
        if not ready.wait(30) or self.proc.poll() is not None:
            raise RuntimeError("redis-server did not start:\n" + "".join(self.log))
        return self

    def stop(self) -> None:
        """SIGTERM: Redis writes its append-only file and exits."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=20)
        self.proc = None
