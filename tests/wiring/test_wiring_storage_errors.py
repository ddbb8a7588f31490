"""A data folder or database path that can't be used ends ``scamcheck serve`` and ``keys`` in one line.

Before, each ended in a traceback: ``SCAMCHECK_DATABASE`` naming a folder (sqlite3's "unable to open
database file"), ``SCAMCHECK_DATA_DIR`` naming a file (``NotADirectoryError``), a read-only data
folder at start (``PermissionError`` from the OCR gate).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scamwiring.settings import Settings
from scamwiring.storage import storage_problem


def _scamcheck(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
    return subprocess.run(
        [sys.executable, "-m", "scamcore.cli", *args],
        env={**clean, **env},
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("command", [("keys", "list"), ("serve", "--port", "0")])
def test_a_data_dir_that_is_a_file_is_one_line_and_exit_2(tmp_path: Path, command: tuple[str, ...]) -> None:
    (tmp_path / "file").write_text("x")
    done = _scamcheck({"SCAMCHECK_DATA_DIR": str(tmp_path / "file")}, *command)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"scamcheck: SCAMCHECK_DATA_DIR: {tmp_path / 'file'} is a file, not a folder; "
        "give a folder the server may write in."
    ]


@pytest.mark.parametrize("prog", ["scammcp", "scama2a"])
def test_the_standalone_servers_check_the_data_dir_as_serve_does(tmp_path: Path, prog: str) -> None:
    """``scammcp --port`` and ``scama2a`` built the full service without the check ``serve`` makes:
    a data folder that is a file ended in a NotADirectoryError traceback (``usable_settings`` now)."""
    (tmp_path / "file").write_text("x")
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
    done = subprocess.run(
        [sys.executable, "-m", f"{prog}.cli", "--port", "0"],
        env={**clean, "SCAMCHECK_DATA_DIR": str(tmp_path / "file")},
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"{prog}: SCAMCHECK_DATA_DIR: {tmp_path / 'file'} is a file, not a folder; "
        "give a folder the server may write in."
    ]


def test_a_database_that_is_a_folder_is_one_line_and_exit_2(tmp_path: Path) -> None:
    env = {"SCAMCHECK_DATA_DIR": str(tmp_path / "var"), "SCAMCHECK_DATABASE": str(tmp_path)}
    done = _scamcheck(env, "keys", "list")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"scamcheck: SCAMCHECK_DATABASE: {tmp_path} is a folder")


def test_a_folder_that_cannot_be_written_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """os.access stands in for a read-only mount (the suite may run as root, which ignores modes)."""
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != tmp_path)
    problem = storage_problem(Settings(data_dir=tmp_path))
    assert problem is not None and problem.startswith(f"SCAMCHECK_DATA_DIR: {tmp_path} can't be written")


def test_a_missing_data_dir_is_made(tmp_path: Path) -> None:
    assert storage_problem(Settings(data_dir=tmp_path / "a" / "b")) is None
    assert (tmp_path / "a" / "b").is_dir()
