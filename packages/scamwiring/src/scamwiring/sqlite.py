"""One way to open the SQLite file: WAL, a busy timeout, the schema, owner-only permissions.

WAL lets several worker processes (and the ``scamcheck keys`` command) read and write the same
file at once; the busy timeout makes a writer wait for another rather than fail.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

__all__ = ["connect"]

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
    conn = sqlite3.connect(path, timeout=10.0, isolation_level=None, check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.executescript(_SCHEMA)
    return conn
