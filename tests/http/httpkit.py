"""Helpers for the HTTP tests: a real ``scamcheck serve`` process on a free port, keys, fixture text."""

from __future__ import annotations

import sys
from pathlib import Path

from serverkit import Spawned

from scamwiring.keys import SqliteKeyStore
from scamwiring.settings import Settings

SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"


def make_key(data_dir: Path, per_minute: int | None = None) -> str:
    store = SqliteKeyStore(Settings(data_dir=data_dir).database_path)
    try:
        return store.create("test", per_minute)[1]
    finally:
        store.close()


class Server(Spawned):
    """A ``scamcheck serve`` process; ``start`` waits for uvicorn's own "running" line, then /api/health."""

    def command(self) -> list[str]:
        return [sys.executable, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)]

    def ready_path(self) -> str:
        return "/api/health"

    def start(self) -> Server:
        self.spawn()
        return self
