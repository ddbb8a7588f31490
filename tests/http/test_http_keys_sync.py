"""``scamcheck keys sync``: keys issued on an admin machine reach an instance that is already running."""

from __future__ import annotations

from pathlib import Path

import pytest

from scamcore.cli import main
from scamwiring.keys import SqliteKeyStore


def test_sync_replaces_the_keys_and_a_running_store_sees_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    admin_file = tmp_path / "admin" / "keys.sqlite3"
    admin = SqliteKeyStore(admin_file)
    kept, kept_raw = admin.create("partner", 600)
    gone, gone_raw = admin.create("former partner")
    assert admin.revoke(gone.id)
    admin.close()

    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path / "instance"))
    running = SqliteKeyStore(tmp_path / "instance" / "scamcheck.sqlite3")  # the server's open store
    _, local_raw = running.create("made here by mistake")
    assert main(["keys", "sync", str(admin_file)]) == 0
    assert "1 active, 1 revoked" in capsys.readouterr().err

    found = running.find(kept_raw)
    assert found is not None and (found.id, found.per_minute) == (kept.id, 600)
    assert running.find(gone_raw) is None  # revocations travel too
    assert running.find(local_raw) is None  # the file is the whole truth
    running.close()


def test_sync_from_a_missing_file_fails_without_touching_the_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    store = SqliteKeyStore(tmp_path / "scamcheck.sqlite3")
    _, raw = store.create("local")
    assert main(["keys", "sync", str(tmp_path / "nothing.sqlite3")]) == 1
    assert store.find(raw) is not None
    store.close()


@pytest.mark.parametrize(
    "case",
    [
        ("name", "Acme\x1b]0;owned\x07", "name control characters (escape codes, tabs, new lines) are not allowed"),
        ("name", "", "name give 1 to 200 characters"),
        ("per_minute", 0, "per_minute must be from 1 to 1,000,000"),
        ("per_minute", 10**15, "per_minute must be from 1 to 1,000,000"),
        ("per_minute", "lots", "per_minute not a whole number"),
        # keys list and every request with the key raised ValueError on these (review24)
        ("created", "not a date", "created is not an ISO date and time with its offset"),
        ("revoked", 7, "revoked is not 0 or 1"),
    ],
)
def test_sync_refuses_a_row_keys_create_would_refuse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], case: tuple[str, object, str]
) -> None:
    """``keys create`` refuses such a name or quota, and ``keys sync`` copied it in as it was: a name
    that sends a terminal escape codes, a quota of 0 (every check refused) or one past any deployment."""
    column, value, why = case
    admin_file = tmp_path / "admin" / "keys.sqlite3"
    admin = SqliteKeyStore(admin_file)
    admin.create("partner", 600)
    bad, _ = admin.create("edited by hand")
    admin._conn.execute(f"UPDATE api_keys SET {column} = ? WHERE id = ?", (value, bad.id))
    admin.close()
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path / "instance"))
    store = SqliteKeyStore(tmp_path / "instance" / "scamcheck.sqlite3")
    _, local_raw = store.create("local")
    assert main(["keys", "sync", str(admin_file)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"scamcheck: keys sync refused the file: row 2 (id '{bad.id}'): {why}; no key was changed"
    ]
    assert store.find(local_raw) is not None  # nothing replaced
    store.close()


def test_sync_refuses_an_id_with_escape_codes_and_list_never_prints_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An id keys create could never write (escape codes) was copied in, and ``keys list`` sent it
    to the terminal as it was. Now sync refuses it, and a table edited by hand is named, escaped."""
    evil = "ab\x1b]0;pwned\x07"
    admin_file = tmp_path / "admin" / "keys.sqlite3"
    admin = SqliteKeyStore(admin_file)
    bad, _ = admin.create("partner")
    admin._conn.execute("UPDATE api_keys SET id = ? WHERE id = ?", (evil, bad.id))
    admin.close()
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path / "instance"))
    store = SqliteKeyStore(tmp_path / "instance" / "scamcheck.sqlite3")
    local, local_raw = store.create("local")
    assert main(["keys", "sync", str(admin_file)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "id is not 12 hexadecimal digits" in err
    assert store.find(local_raw) is not None  # nothing replaced
    store._conn.execute("UPDATE api_keys SET id = ? WHERE id = ?", (evil, local.id))
    assert main(["keys", "list"]) == 2
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "'ab\\x1b]0;pwned\\x07'" in err
    store.close()
