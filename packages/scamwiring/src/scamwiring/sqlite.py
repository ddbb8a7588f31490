"""One way to open the SQLite file: WAL, a busy timeout, the schema, owner-only permissions.

WAL lets several worker processes (and the ``scamcheck keys`` command) read and write the same
file at once; the busy timeout makes a writer wait for another rather than fail.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

__all__ = ["connect"]

_BUSY_SECONDS = 10.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    hash TEXT NOT NULL,
    per_minute INTEGER,
    created TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS trend_counts (
    day TEXT NOT NULL,
    country TEXT NOT NULL,
    category TEXT NOT NULL,
    level TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, country, category, level)
);
CREATE TABLE IF NOT EXISTS used_tokens (
    id TEXT PRIMARY KEY,
    expires_at REAL NOT NULL
);
"""


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) the database; usable from any thread, callers serialise access."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    conn = sqlite3.connect(path, timeout=_BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    _use_wal(conn)
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.executescript(_SCHEMA)
    return conn


def _use_wal(conn: sqlite3.Connection) -> None:
    """Put the file in WAL mode, waiting for another connection doing the same.

    Switching takes a lock SQLite does not wait for (the busy timeout is not consulted): several
    workers, or threads, opening a new file at once got "database is locked" straight away (about
    one start in thirty with eight at once). The mode is kept in the file, so a connection that
    finds it set has nothing to do, and one that lost the race reads it again.
    """
    deadline = time.monotonic() + _BUSY_SECONDS
    while True:
        try:
            if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)  # a back-off while another connection holds the lock
