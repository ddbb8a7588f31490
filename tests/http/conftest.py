"""Fixtures for the HTTP tests (helpers live in httpkit.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from httpkit import Server


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[type[Server]]:
    started: list[Server] = []

    class _Server(Server):
        def start(self) -> Server:
            started.append(self)
            return super().start()

    yield _Server
    for s in started:
        s.stop()
