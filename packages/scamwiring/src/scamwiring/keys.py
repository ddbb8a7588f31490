"""API keys: issued once, stored only as a hash, compared in constant time.

A key looks like ``sck_<id>_<secret>``: the id finds the row, then the SHA-256 of the whole key is
compared with ``hmac.compare_digest``. The secret has 256 bits of entropy, so a fast hash is
enough (a slow KDF protects guessable passwords, not random keys).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import re
import secrets
import sqlite3
import threading
from pathlib import Path

from scamservice import ApiKey, ComponentStatus

from .sqlite import FileWatch, connect, database_unavailable

__all__ = [
    "MAX_NAME_CHARS",
    "MAX_PER_MINUTE",
    "KeyRowInvalid",
    "SqliteKeyStore",
    "hash_key",
    "hash_problem",
    "key_of_row",
    "name_problem",
    "per_minute_problem",
]

_PREFIX = "sck"

MAX_PER_MINUTE = 1_000_000
"""A key's quota at most: some 16,000 checks a second, past what any one deployment answers. A larger
number is a typo, and past 2**63 SQLite can't store it (an OverflowError traceback)."""
MAX_NAME_CHARS = 200


def name_problem(name: object) -> str | None:
    """None for a key name that may be stored, else why not: printable text only, so ``keys list``
    can't be made to send a terminal escape codes. ``keys create`` and ``keys sync`` both ask here."""
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_CHARS:
        return f"give 1 to {MAX_NAME_CHARS} characters"
    if not name.isprintable():
        return "control characters (escape codes, tabs, new lines) are not allowed"
    return None


def per_minute_problem(per_minute: object) -> str | None:
    """None for a quota override that may be stored (a whole number from 1 to ``MAX_PER_MINUTE``)."""
    if isinstance(per_minute, bool) or not isinstance(per_minute, int):
        return "not a whole number"
    if not 1 <= per_minute <= MAX_PER_MINUTE:
        return f"must be from 1 to {MAX_PER_MINUTE:,}"
    return None


_ID = re.compile(r"[0-9a-f]{12}")
_HASH = re.compile(r"[0-9a-f]{64}")


class KeyRowInvalid(ValueError):
    """A key row ``keys create`` could not have written; the message names the column and why."""


def key_of_row(key_id: object, name: object, per_minute: object, created: object, revoked: object = 0) -> ApiKey:
    """The one reading of a key row, for ``find``, ``list`` and ``keys sync``'s check of a keys file:
    a row ``keys sync`` let in must be one every request and ``keys list`` can read (a ``created``
    that was no date made each of them raise ValueError). Raises KeyRowInvalid. A name with control
    characters is read (``keys list`` escapes it: one stored before ``--name`` refused them); ``keys
    sync`` refuses it with ``keys create``'s checks on top of this reading."""
    if not isinstance(key_id, str) or not _ID.fullmatch(key_id):
        raise KeyRowInvalid("id is not 12 hexadecimal digits")
    if not isinstance(name, str):
        raise KeyRowInvalid("name is not text")
    if per_minute is not None and (isinstance(per_minute, bool) or not isinstance(per_minute, int)):
        raise KeyRowInvalid("per_minute not a whole number")
    try:
        when = dt.datetime.fromisoformat(created) if isinstance(created, str) else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise KeyRowInvalid("created is not an ISO date and time with its offset")
    if isinstance(revoked, bool) or revoked not in (0, 1):
        raise KeyRowInvalid("revoked is not 0 or 1")
    return ApiKey(key_id, name, per_minute, when, bool(revoked))


def hash_problem(digest: object) -> str | None:
    """None for a stored key hash ``hash_key`` could have made (64 lowercase hex digits)."""
    return None if isinstance(digest, str) and _HASH.fullmatch(digest) else "is not a SHA-256 in hex"


def hash_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode("utf-8", "surrogatepass")).hexdigest()


def _key_id(raw_key: str) -> str | None:
    parts = raw_key.split("_")
    if len(parts) != 3 or parts[0] != _PREFIX or len(parts[1]) != 12:
        return None
    return parts[1]


class SqliteKeyStore:
    def __init__(self, path: Path, *, busy_seconds: float = 10.0) -> None:
        """``busy_seconds``: the server passes ``REQUEST_BUSY_SECONDS``; the keys command waits longer."""
        self._conn = connect(path, busy_seconds=busy_seconds)
        self._file = FileWatch(path)
        self._lock = threading.Lock()

    def create(self, name: str, per_minute: int | None = None) -> tuple[ApiKey, str]:
        """Issue a key; the raw key is returned here and nowhere else, ever."""
        key_id = secrets.token_hex(6)
        raw = f"{_PREFIX}_{key_id}_{secrets.token_urlsafe(32).replace('_', '-')}"
        created = dt.datetime.now(dt.UTC).replace(microsecond=0)
        with self._lock:
            self._conn.execute(
                "INSERT INTO api_keys (id, name, hash, per_minute, created) VALUES (?, ?, ?, ?, ?)",
                (key_id, name, hash_key(raw), per_minute, created.isoformat()),
            )
        return ApiKey(key_id, name, per_minute, created), raw

    def list(self) -> list[ApiKey]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, name, per_minute, created, revoked FROM api_keys ORDER BY created, id"
            ).fetchall()
        keys = []
        for row in rows:
            try:
                keys.append(key_of_row(*row))
            except KeyRowInvalid as exc:  # name the row, its id escaped: it may hold escape codes
                raise KeyRowInvalid(f"id {ascii(row[0])[:40]}: {exc}") from None
        return keys

    def revoke(self, key_id: str) -> bool:
        with self._lock:
            cur = self._conn.execute("UPDATE api_keys SET revoked = 1 WHERE id = ? AND revoked = 0", (key_id,))
        return cur.rowcount == 1

    def find(self, raw_key: str) -> ApiKey | None:
        key_id = _key_id(raw_key)
        if key_id is None:
            return None
        try:
            with self._lock:
                row = self._conn.execute(
                    "SELECT id, name, hash, per_minute, created FROM api_keys WHERE id = ? AND revoked = 0", (key_id,)
                ).fetchone()
        except sqlite3.Error:  # a key that can't be looked up is neither valid nor invalid: 503, not 403
            raise database_unavailable("Checking API keys is") from None
        if row is None or hash_problem(row[2]) or not hmac.compare_digest(row[2], hash_key(raw_key)):
            return None
        try:
            return key_of_row(row[0], row[1], row[3], row[4])
        except KeyRowInvalid:  # a row no command writes (edited by hand): not a key, rather than a 500
            return None

    def health(self) -> ComponentStatus:
        """A file deleted under the open connection is reported (its reads still succeed); a lookup
        holding the connection is not waited behind (it may wait on another process's lock)."""
        gone = self._file.problem()
        if gone is not None:
            return ComponentStatus(False, gone)
        if not self._lock.acquire(blocking=False):
            return ComponentStatus(True, "sqlite (a lookup in progress)")
        try:
            self._conn.execute("SELECT 1 FROM api_keys LIMIT 1").fetchall()
        except sqlite3.Error as exc:
            return ComponentStatus(False, f"sqlite error: {type(exc).__name__}")
        finally:
            self._lock.release()
        return ComponentStatus(True, "sqlite")

    def close(self) -> None:
        self._conn.close()
