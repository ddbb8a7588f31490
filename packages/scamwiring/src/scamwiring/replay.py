"""Used human-check tokens in SQLite, so a solved challenge is accepted once across every worker."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from pathlib import Path

from .sqlite import connect

__all__ = ["SqliteReplayStore"]


class SqliteReplayStore:
    def __init__(self, path: Path) -> None:
        self._conn = connect(path)
        self._lock = threading.Lock()

    async def first_use(self, token_id: str, expires_at: float) -> bool:
        return await asyncio.to_thread(self._claim, token_id, expires_at)

    def _claim(self, token_id: str, expires_at: float) -> bool:
        now = time.time()
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.execute("DELETE FROM used_tokens WHERE expires_at < ?", (now,))
                cur = self._conn.execute(
                    "INSERT OR IGNORE INTO used_tokens (id, expires_at) VALUES (?, ?)", (token_id, expires_at)
                )
            except sqlite3.Error:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        return cur.rowcount == 1

    def close(self) -> None:
        self._conn.close()
