"""The README's first-use instructions (issue 22): what a newcomer needs before and after `make serve`."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_it_opens_with_make_serve_and_make_test() -> None:
    head = README.splitlines()[:6]
    assert any(line.startswith("make serve") for line in head) and any(line.startswith("make test") for line in head)


def test_it_names_the_prerequisites() -> None:
    before = README.split("## Before you start", 1)[1].split("\n## ", 1)[0]
    for needed in ("Debian", "Ubuntu", "sudo", "PyPI", "npm registry", "1.2 GB", "Python 3.11"):
        assert needed in before, needed
    assert "redis-server" in before and "disables and stops" in before


def test_it_shows_how_to_keep_a_key_change_the_port_and_stop_the_server() -> None:
    assert "KEY=$(.venv/bin/scamcheck keys create --name me)" in README
    assert "make serve PORT=8080" in README and "Ctrl+C" in README and 'kill "$(cat scamcheck.pid)"' in README


def test_make_serve_takes_the_port_and_host_it_documents() -> None:
    make = shutil.which("make")
    assert make is not None
    out = subprocess.run(
        [make, "--no-print-directory", "-n", "serve", "PORT=8123", "HOST=0.0.0.0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL"}},  # under make test
    ).stdout.splitlines()
    assert out[-1].split() == [".venv/bin/scamcheck", "serve", "--port", "8123", "--host", "0.0.0.0"]


def test_make_serve_takes_the_worker_count_it_documents() -> None:
    assert "make serve WORKERS=1" in README
    make = shutil.which("make")
    assert make is not None
    out = subprocess.run(
        [make, "--no-print-directory", "-n", "serve", "WORKERS=3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL"}},
    ).stdout.splitlines()
    assert out[-1].split() == [".venv/bin/scamcheck", "serve", "--workers", "3"]
