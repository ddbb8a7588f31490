"""One real ``scamcheck serve`` per module (helpers live in hardkit.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hardkit import Server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = Server(tmp_path_factory.mktemp("hardening") / "srv").start()
    yield s
    s.stop()
