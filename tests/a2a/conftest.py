"""Fixtures for the A2A tests (helpers live in a2akit.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from a2akit import Agent


@pytest.fixture(scope="session")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Agent]:
    """One real ``scama2a`` with the full service (keys, quotas, trends), limits high enough for the suite."""
    data = tmp_path_factory.mktemp("a2a-data")
    server = Agent(cwd=data, env={"SCAMCHECK_DATA_DIR": str(data), "SCAMCHECK_ANON_PER_MINUTE": "100000"})
    server.start()
    yield server
    server.stop()
