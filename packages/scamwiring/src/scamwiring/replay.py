"""Used human-check tokens in SQLite, so a solved challenge is accepted once across every worker.

A token can't be claimed once-only without the file, so any SQLite failure (locked by another
process past ``REQUEST_BUSY_SECONDS``, disk full, I/O error) refuses the human check with 503
``store_unavailable``, as the Redis store does when Redis is unreachable.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from pathlib import Path

from .sqlite import REQUEST_BUSY_SECONDS, connect, database_unavailable, end_transaction

__all__ = ["SqliteReplayStore"]

log = logging.getLogger("scamwiring.sqlite")


class SqliteReplayStore:
    def __init__(self, path: Path) -> None:
        self._conn = connect(path, busy_seconds=REQUEST_BUSY_SECONDS)
        self._lock = threading.Lock()

    async def first_use(self, token_id: str, expires_at: float) -> bool:
        try:
            return await asyncio.to_thread(self._claim, token_id, expires_at)
        except sqlite3.Error as exc:
            log.warning("used-token store failed (%s): human check refused", type(exc).__name__)
            raise database_unavailable("The human check is") from None

    def _claim(self, token_id: str, expires_at: float) -> bool:
        now = time.time()
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
                self._conn.execute("DELETE FROM used_tokens WHERE expires_at < ?", (now,))
                cur = self._conn.execute(
                    "INSERT OR IGNORE INTO used_tokens (id, expires_at) VALUES (?, ?)", (token_id, expires_at)
                )
                self._conn.execute("COMMIT")
            finally:
                end_transaction(self._conn)
        return cur.rowcount == 1

    def close(self) -> None:
        self._conn.close()
