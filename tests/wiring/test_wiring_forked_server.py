"""A server forked from the tests' warm launcher (tests/launcher.py) behaves as the real command.

Most end-to-end tests talk to forks, so the fork must print the same lines, read its settings from
its own environment when it starts (not from the launcher's, which has no SCAMCHECK_ variable), and
end on SIGTERM as the real process does.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import localhttp
from launcher import Forked, forkable

HTTP_DIR = Path(__file__).resolve().parents[1] / "http"
sys.path.insert(0, str(HTTP_DIR))

from httpkit import SCAM_TEXT, Server  # noqa: E402

_ENV = {"SCAMCHECK_MAX_BODY_BYTES": "1024"}  # the default is far larger: a fork that missed it would accept


def _run(server: Server) -> tuple[type, list[str], int | None, int]:
    """(the process's class, its whole log with pid and port written out, its exit code after SIGTERM,
    the status of a 2 kB body)."""
    server.cwd.mkdir()
    server.start()
    proc = server.proc
    assert proc is not None
    try:
        body = {"kind": "text", "text": SCAM_TEXT + " " * 2000}
        status = localhttp.post(server.url + "/api/check", json=body, timeout=60).status_code
    finally:
        server.stop()
    lines = [line.replace(str(proc.pid), "PID").replace(str(server.port), "PORT") for line in server.log]
    return type(proc), lines, proc.returncode, status


def test_a_forked_server_prints_ends_and_reads_its_settings_as_the_command_does(tmp_path: Path) -> None:
    real_kind, real_log, real_code, real_status = _run(Server(cwd=tmp_path / "real", env=_ENV, real=True))
    forked_kind, forked_log, forked_code, forked_status = _run(Server(cwd=tmp_path / "forked", env=_ENV))
    assert (real_kind, forked_kind) == (subprocess.Popen, Forked)
    assert real_status == forked_status == 413
    assert real_code == forked_code == -15  # uvicorn shuts down, then re-raises the signal it caught
    assert forked_log == real_log
    assert any("Uvicorn running on http://127.0.0.1:PORT" in line for line in forked_log)


def test_servers_with_several_workers_and_stdio_start_the_real_command() -> None:
    """uvicorn starts several workers as fresh interpreters, and stdio is driven by the SDK's client."""
    serve = Server(cwd=Path("."), env={"SCAMCHECK_WORKERS": "1"})
    assert forkable(serve.command(), serve.environment())
    several = Server(cwd=Path("."), env={"SCAMCHECK_WORKERS": "2"})
    assert not forkable(several.command(), several.environment())
    assert not forkable([sys.executable, "-m", "scammcp.cli", "--stdio"], {})
    assert forkable([sys.executable, "-m", "scammcp.cli", "--port", "1"], {})
    assert not forkable([sys.executable, "-m", "scamcore.cli", "check", "x"], {"SCAMCHECK_WORKERS": "1"})
