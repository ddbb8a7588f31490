"""``scamcheck keys sync FILE``: make this instance's keys those of a keys file made on one admin machine.

With several instances the operator issues and revokes keys in one place (a SQLite file written by
``scamcheck keys`` with ``SCAMCHECK_DATABASE`` pointing at it), copies that file to every machine
(it holds only hashes, never a key) and runs ``sync`` there. The key table is replaced in one
transaction, so a running server sees the new keys on their first request and refuses revoked ones
within ``SCAMCHECK_KEY_CACHE_SECONDS`` (the verified-key cache), with no restart and no moment
without keys. Trend counts and used tokens in the local file are untouched.

A row ``keys create`` could not have written (an id or name with escape codes, a quota of 0 or
10**30, a ``created`` that is no date, a ``revoked`` not 0 or 1; ``keys.key_of_row``, the reading
``find`` and ``list`` use) refuses the whole file, naming the row: the keys file is written by hand or by another
tool as often as by ``keys create``, and a refused row must not half-replace the table.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from .keys import KeyRowInvalid, hash_problem, key_of_row, name_problem, per_minute_problem
from .sqlite import connect

__all__ = ["KeysFileRefused", "sync_keys"]

_COLUMNS = "id, name, hash, per_minute, created, revoked"


class KeysFileRefused(ValueError):
    """A row of the keys file that ``keys create`` would not have written; the message names it."""


def sync_keys(source: Path, target: Path) -> tuple[int, int]:
    """Copy every key row of ``source`` into ``target`` and drop the others; returns (active, revoked)."""
    if not source.is_file():
        raise FileNotFoundError(f"no keys file at {source}")
    with closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src:
        rows = src.execute(f"SELECT {_COLUMNS} FROM api_keys").fetchall()
    for n, row in enumerate(rows, 1):
        _check_row(n, row)
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


def _check_row(n: int, row: tuple[object, ...]) -> None:
    """The row read as ``find`` and ``list`` read it (``keys.key_of_row``), its name and quota as
    ``keys create`` checks them, and its hash as ``find`` compares it; the id is quoted escaped and
    cut, as it came from the file."""
    key_id, name, digest, per_minute, created, revoked = row
    try:
        problems = (
            ("name", name_problem(name)),
            ("per_minute", None if per_minute is None else per_minute_problem(per_minute)),
        )
        for what, problem in problems:
            if problem is not None:
                raise KeyRowInvalid(f"{what} {problem}")
        key_of_row(key_id, name, per_minute, created, revoked)
        problem = hash_problem(digest)
        if problem is not None:
            raise KeyRowInvalid(f"hash {problem}")
    except KeyRowInvalid as exc:
        raise KeysFileRefused(f"row {n} (id {ascii(key_id)[:40]}): {exc}; no key was changed") from None
