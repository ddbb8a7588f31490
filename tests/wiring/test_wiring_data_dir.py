"""The data folder does not move with the shell: a key made anywhere works with the server (issue 22).

Before, the default was ``./var`` relative to the working directory, so ``cd /tmp && scamcheck keys
create`` wrote to a new, empty database that the server never read.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import localhttp
import pytest

from scamwiring.settings import Settings, default_data_dir

HTTP_DIR = Path(__file__).resolve().parents[1] / "http"
sys.path.insert(0, str(HTTP_DIR))  # httpkit: the real `scamcheck serve` process of the HTTP tests

from httpkit import SCAM_TEXT, Server  # noqa: E402


def _env(xdg: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
    env["XDG_DATA_HOME"] = str(xdg)
    return env


def _scamcheck(cwd: Path, xdg: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scamcore.cli", *args],
        cwd=cwd,
        env=_env(xdg),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )


def test_the_default_is_the_users_data_folder_wherever_the_shell_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("SCAMCHECK_DATA_DIR", raising=False)
    expected = tmp_path / "home" / ".local" / "share" / "scamcheck"
    for cwd in (tmp_path, Path("/")):
        monkeypatch.chdir(cwd)
        assert Settings().data_dir == expected and Settings().data_dir.is_absolute()
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")  # ignored, as the XDG spec says
    assert default_data_dir() == expected
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert Settings().data_dir == tmp_path / "xdg" / "scamcheck"
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path / "chosen"))
    assert Settings().data_dir == tmp_path / "chosen"


class _DefaultDataServer(Server):
    """``scamcheck serve`` as a user starts it: no SCAMCHECK_DATA_DIR, the data folder from XDG_DATA_HOME.

    The real command, not a fork of the warm launcher (serverkit): the suite's one single-worker
    ``python -m scamcore.cli serve`` from a fresh interpreter, as a user types it.
    """

    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in super().environment().items() if k != "SCAMCHECK_DATA_DIR"}
        return {**env, **self.env}


def test_a_key_created_in_another_folder_works_with_the_server(tmp_path: Path) -> None:
    xdg, here, there = tmp_path / "xdg", tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    key = _scamcheck(there, xdg, "keys", "create", "--name", "me").stdout.strip()
    assert "me" in _scamcheck(here, xdg, "keys", "list").stdout
    assert not (there / "var").exists() and (xdg / "scamcheck" / "scamcheck.sqlite3").exists()

    server = _DefaultDataServer(cwd=here, env={"XDG_DATA_HOME": str(xdg)}, real=True).start()
    try:
        answer = localhttp.post(
            server.url + "/api/check",
            json={"kind": "text", "text": SCAM_TEXT},
            headers={"X-Api-Key": key},
            timeout=60,
        )
    finally:
        server.stop()
    assert answer.status_code == 200, answer.text
    assert answer.json()["aiStatus"] == "not_configured"  # checked as a key holder, not anonymously
