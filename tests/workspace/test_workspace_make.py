"""`make test` is what CI runs (.ci/run), so lint and strict typing run there, before the suite."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_make_test_runs_ruff_format_and_mypy_before_pytest() -> None:
    make = shutil.which("make")
    assert make is not None, "make is needed to run the suite as CI does"
    out = subprocess.run([make, "-n", "test"], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60)
    lines = out.stdout.splitlines()

    def first(fragment: str) -> int:
        return next(i for i, line in enumerate(lines) if fragment in line)

    pytest_at = first("-m pytest")
    assert first("ruff check packages tests scripts") < pytest_at
    assert first("ruff format --check packages tests scripts") < pytest_at
    assert first("bin/mypy") < pytest_at
    assert (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().endswith("make test")


def test_mypy_is_strict_on_the_engine_and_the_service() -> None:
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert mypy["strict"] is True
    assert {"scamcore", "scamservice"} <= set(mypy["packages"])
