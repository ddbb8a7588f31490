"""Fixtures for the MCP tests (helpers live in mcpkit.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from mcpkit import ROOT, Process, scammcp_http


@pytest.fixture(scope="module")
def local_server() -> Iterator[Process]:
    """``scammcp --port N --local``: the engine only, so no quota gets in the way of many calls;
    ``scamcheck.example`` allowed for the card's tests (it answers only an allowed Host)."""
    server = scammcp_http("--local", "--allowed-host", "scamcheck.example").start(ROOT)
    yield server
    server.stop()
