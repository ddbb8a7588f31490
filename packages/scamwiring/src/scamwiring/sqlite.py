"""One way to open the SQLite file: WAL, a busy timeout, the schema, owner-only permissions.

WAL lets several worker processes (and the ``scamcheck keys`` command) read and write the same
file at once; the busy timeout makes a writer wait for another rather than fail.

How long a writer waits is the caller's choice: 10 s while a process starts (the schema, WAL mode)
and for the ``scamcheck keys`` command, ``REQUEST_BUSY_SECONDS`` for what a request waits on. This
service's own transactions last milliseconds, so a lock held longer is another process (an
operator's shell, a backup tool): the request is answered 503 ``store_unavailable`` after that
bounded wait rather than held for 10 s and answered 500.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from pathlib import Path

from scamservice import ServiceError, store_unavailable

__all__ = ["REQUEST_BUSY_SECONDS", "FileWatch", "connect", "database_unavailable", "end_transaction"]

_BUSY_SECONDS = 10.0
REQUEST_BUSY_SECONDS = 2.0
"""The longest a request waits for another process's write lock before its 503 (docs/operations.md)."""

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


def database_unavailable(what: str) -> ServiceError:
    """The 503 for any SQLite failure a request meets (locked past the wait, disk full, I/O error)."""
    return store_unavailable(what, "the server's database is busy or failing")


def connect(path: Path, *, busy_seconds: float = _BUSY_SECONDS) -> sqlite3.Connection:
    """Open (creating if needed) the database; usable from any thread, callers serialise access.

    ``busy_seconds`` is how long this connection's later statements wait for another's lock."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    conn = sqlite3.connect(path, timeout=_BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    _use_wal(conn)
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA busy_timeout=10000")
    conn.executescript(_SCHEMA)
    conn.execute(f"PRAGMA busy_timeout={int(busy_seconds * 1000)}")
    return conn


class FileWatch:
    """Whether the database file a connection opened is still the one at its path.

    Why: a connection keeps a deleted file open (deleted files live on until closed), so every
    statement still succeeds after the data folder was deleted under a running server, and
    health said ok while the keys, counts and used tokens went to a file no one can open again.
    A ``stat`` answers at once, with no lock and no wait behind a write.
    """

    def __init__(self, path: Path) -> None:
        self._path = path
        self._identity = self._stat()

    def _stat(self) -> tuple[int, int] | None:
        try:
            found = os.stat(self._path)
        except OSError:
            return None
        return found.st_dev, found.st_ino

    def problem(self) -> str | None:
        """None while the file is there, else what happened to it (never its path: health is public)."""
        now = self._stat()
        if now is None:
            return "the database file or its folder was deleted; restart to make them again"
        if now != self._identity:
            return "the database file was replaced; restart to open the new one"
        return None


def end_transaction(conn: sqlite3.Connection) -> None:
    """Roll back what is left open after a failed statement or COMMIT (a full disk fails the
    COMMIT and leaves the transaction open), so the next BEGIN works once the disk has room."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):  # SQLite may have rolled it back itself
            conn.execute("ROLLBACK")


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
