"""``scamcheck keys sync FILE``: make this instance's keys those of a keys file made on one admin machine.

With several instances the operator issues and revokes keys in one place (a SQLite file written by
``scamcheck keys`` with ``SCAMCHECK_DATABASE`` pointing at it), copies that file to every machine
(it holds only hashes, never a key) and runs ``sync`` there. The key table is replaced in one
transaction, so a running server sees the new keys on their first request and refuses revoked ones
within ``SCAMCHECK_KEY_CACHE_SECONDS`` (the verified-key cache), with no restart and no moment
without keys. Trend counts and used tokens in the local file are untouched.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from .sqlite import connect

__all__ = ["sync_keys"]

_COLUMNS = "id, name, hash, per_minute, created, revoked"


def sync_keys(source: Path, target: Path) -> tuple[int, int]:
    """Copy every key row of ``source`` into ``target`` and drop the others; returns (active, revoked)."""
    if not source.is_file():
        raise FileNotFoundError(f"no keys file at {source}")
    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src:
        rows = src.execute(f"SELECT {_COLUMNS} FROM api_keys").fetchall()
    conn = connect(target)
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("DELETE FROM api_keys")
            conn.executemany(f"INSERT INTO api_keys ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)", rows)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    finally:
        conn.close()
    revoked = sum(1 for r in rows if r[5])
    return len(rows) - revoked, revoked
