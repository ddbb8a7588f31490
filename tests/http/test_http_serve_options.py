"""What ``scamcheck serve`` hands uvicorn: options whose effect only shows on a slow or crowded machine."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from scamhttp.cli import WORKER_HEALTHCHECK_SECONDS, register_serve
from scamhttp.workers import APP_FACTORY
from scamwiring.settings import Settings


def _serve(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, workers: int) -> dict[str, Any]:
    """Run ``scamcheck serve --workers N`` up to uvicorn.run, and return what it was given."""
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: seen.update(options, app=app))
    parser = argparse.ArgumentParser()
    register_serve(parser.add_subparsers())
    args = parser.parse_args(["serve", "--port", "0", "--workers", str(workers)])
    assert args.func(args) == 0
    return seen


def test_several_workers_get_time_to_import_before_the_health_check_kills_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """uvicorn's 5 s default kills a worker still importing on a busy machine, then its replacement."""
    options = _serve(monkeypatch, tmp_path, workers=2)
    assert options["workers"] == 2 and options["factory"] is True
    assert options["timeout_worker_healthcheck"] == WORKER_HEALTHCHECK_SECONDS >= 30


def test_every_logger_goes_through_the_bounded_filter(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    options = _serve(monkeypatch, tmp_path, workers=2)
    config = options["log_config"]
    assert config["handlers"]["default"]["filters"] == ["bounded"]
    assert config["root"]["handlers"] == ["default"]


def test_the_default_is_one_worker_per_cpu_this_process_may_use(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """One worker uses one CPU at most (the GIL): the default must use every CPU it is given."""
    monkeypatch.delenv("SCAMCHECK_WORKERS", raising=False)
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2}, raising=False)
    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: seen.update(options, app=app))
    parser = argparse.ArgumentParser()
    register_serve(parser.add_subparsers())
    args = parser.parse_args(["serve", "--port", "0"])
    assert args.func(args) == 0
    assert seen["workers"] == 3 and seen["factory"] is True and seen["app"] == APP_FACTORY
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(100)), raising=False)
    assert Settings().workers == 64  # the setting's own bound
    monkeypatch.setenv("SCAMCHECK_WORKERS", "1")
    assert Settings().workers == 1
