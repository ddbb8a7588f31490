"""Fixtures for the A2A tests (helpers live in a2akit.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from a2akit import TCK_ARCHIVES, Agent

# The conformance kit runs only where its snapshots are (../shared, as in CI); a clone on its own
# does not collect it rather than skip it (scripts/install-test-deps.sh installs it from there).
collect_ignore = [] if TCK_ARCHIVES.exists() else ["test_a2a_tck.py"]


@pytest.fixture(scope="session")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Agent]:
    """One real ``scama2a`` with the full service (keys, quotas, trends), limits high enough for the suite."""
    data = tmp_path_factory.mktemp("a2a-data")
    server = Agent(cwd=data, env={"SCAMCHECK_DATA_DIR": str(data), "SCAMCHECK_ANON_PER_MINUTE": "100000"})
    server.start()
    yield server
    server.stop()
