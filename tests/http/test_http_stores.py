"""SQLite stores (keys, trends, replays), the generated secret, client IP and the keys command."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import stat
import threading
from pathlib import Path

import pytest
from starlette.requests import Request

from scamcore.cli import main
from scamhttp.client import client_ip, country
from scamservice import TrendEvent
from scamwiring import keys as keys_module
from scamwiring.keys import SqliteKeyStore, hash_key
from scamwiring.replay import SqliteReplayStore
from scamwiring.secret import load_or_create_secret
from scamwiring.settings import Settings
from scamwiring.trends import SqliteTrendStore

DAY = dt.date(2026, 11, 22)


def test_keys_are_stored_only_as_hashes_and_compared_in_constant_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "k.sqlite3"
    store = SqliteKeyStore(db)
    key, raw = store.create("partner", 120)
    store.close()
    content = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert raw.encode() not in content and raw.split("_")[2].encode() not in content
    assert hash_key(raw).encode() in content

    compared = []
    real = keys_module.hmac.compare_digest
    monkeypatch.setattr(keys_module.hmac, "compare_digest", lambda a, b: compared.append(1) or real(a, b))
    store = SqliteKeyStore(db)
    found = store.find(raw)
    assert found is not None and (found.id, found.name, found.per_minute) == (key.id, "partner", 120)
    assert compared
    assert store.find(raw[:-1] + ("A" if raw[-1] != "A" else "B")) is None
    assert store.find("sck_nothing") is None and store.find("") is None
    assert store.revoke(key.id) is True and store.find(raw) is None
    assert store.revoke(key.id) is False
    assert [k.revoked for k in store.list()] == [True]


def test_the_keys_command_prints_the_key_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    assert main(["keys", "create", "--name", "acme", "--per-minute", "500"]) == 0
    raw = capsys.readouterr().out.strip()
    assert raw.startswith("sck_")
    assert main(["keys", "list"]) == 0
    listing = capsys.readouterr().out
    assert "acme" in listing and "500" in listing and raw not in listing
    key_id = raw.split("_")[1]
    assert main(["keys", "revoke", key_id]) == 0
    assert main(["keys", "revoke", key_id]) == 1
    capsys.readouterr()
    main(["keys", "list"])
    assert "revoked" in capsys.readouterr().out
    assert SqliteKeyStore(Settings(data_dir=tmp_path).database_path).find(raw) is None


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--name", "x", "--per-minute", "99999999999999999999999"], "must be from 1 to 1,000,000"),
        (["--name", "x", "--per-minute", "1e23"], "not a whole number"),
        (["--name", "x", "--per-minute", "0"], "must be from 1 to 1,000,000"),
        (["--name", "x\x1b[7mINVERSE\x1b[0m"], "control characters"),
        (["--name", "a\nb"], "control characters"),
        (["--name", "  "], "give 1 to 200 characters"),
    ],
    ids=["huge", "float", "zero", "escape", "newline", "blank"],
)
def test_keys_create_refuses_bad_values_with_argparse_s_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    """A quota past int64 was an OverflowError traceback; a name with escape codes was stored and
    printed raw by ``keys list``, so it could restyle or rewrite the operator's terminal."""
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as stopped:
        main(["keys", "create", *argv])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err
    assert not (tmp_path / "scamcheck.sqlite3").exists() or SqliteKeyStore(tmp_path / "scamcheck.sqlite3").list() == []


def test_keys_list_escapes_a_stored_name_s_control_characters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name stored before ``--name`` refused them (or synced from a keys file) is printed escaped."""
    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    SqliteKeyStore(Settings(data_dir=tmp_path).database_path).create("old\x1b[7mX\u202e")
    assert main(["keys", "list"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out
    assert out.rstrip().endswith("old\\x1b[7mX\\u202e")


def test_trend_counts_survive_a_restart_and_concurrent_writers(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"

    def writer(country: str) -> None:
        async def go() -> None:
            store = SqliteTrendStore(db, flush_seconds=0)
            for _ in range(100):
                await store.record(TrendEvent(DAY, "delivery", "high", country))
            await store.aclose()

        asyncio.run(go())

    threads = [threading.Thread(target=writer, args=(c,)) for c in ("GB", "GB", "FR", "DE")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    async def read() -> tuple[int, int]:
        store = SqliteTrendStore(db)
        everywhere = sum(r.count for r in await store.counts(DAY, DAY, None))
        gb = sum(r.count for r in await store.counts(DAY, DAY, "GB"))
        await store.aclose()
        return everywhere, gb

    assert asyncio.run(read()) == (400, 200)
    assert (stat.S_IMODE(os.stat(db).st_mode)) == 0o600


def test_buffered_trend_counts_are_written_at_close(tmp_path: Path) -> None:
    async def go() -> int:
        store = SqliteTrendStore(tmp_path / "t.sqlite3", flush_seconds=3600)
        await store.record(TrendEvent(DAY, "bank", "suspicious", None))
        await store.aclose()
        again = SqliteTrendStore(tmp_path / "t.sqlite3")
        rows = await again.counts(DAY, DAY, None)
        await again.aclose()
        return sum(r.count for r in rows)

    assert asyncio.run(go()) == 1


def test_a_used_token_is_refused_by_another_worker(tmp_path: Path) -> None:
    a, b = SqliteReplayStore(tmp_path / "r.sqlite3"), SqliteReplayStore(tmp_path / "r.sqlite3")
    far = 4_000_000_000.0
    assert asyncio.run(a.first_use("sig", far)) is True
    assert asyncio.run(b.first_use("sig", far)) is False
    assert asyncio.run(b.first_use("expired", 1.0)) is True
    assert asyncio.run(a.first_use("expired", far)) is True  # the old entry had expired


def test_the_secret_is_generated_once_with_owner_only_permissions(tmp_path: Path) -> None:
    first = load_or_create_secret(None, tmp_path)
    assert load_or_create_secret(None, tmp_path) == first and len(first) == 64
    assert stat.S_IMODE(os.stat(tmp_path / "hmac.secret").st_mode) == 0o600
    assert load_or_create_secret("configured-secret", tmp_path) == b"configured-secret"


def request(peer: str, headers: dict[str, str]) -> Request:
    raw = [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    return Request({"type": "http", "client": (peer, 1234), "headers": raw, "method": "GET", "path": "/"})


PROXIES = Settings(trusted_proxies="10.0.0.0/8, 192.0.2.1").proxy_networks()


@pytest.mark.parametrize(
    ("peer", "xff", "expected"),
    [
        ("203.0.113.5", "198.51.100.1", "203.0.113.5"),  # not via a proxy: the header is ignored
        ("10.0.0.2", "198.51.100.1", "198.51.100.1"),
        ("10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", "198.51.100.1"),  # spoofed left entries skipped
        ("10.0.0.2", "not-an-ip", "10.0.0.2"),
        ("192.0.2.1", "", "192.0.2.1"),
    ],
)
def test_client_ip_comes_from_the_socket_unless_via_a_trusted_proxy(peer: str, xff: str, expected: str) -> None:
    assert client_ip(request(peer, {"X-Forwarded-For": xff}), PROXIES) == expected


def test_the_country_header_is_believed_only_when_configured_and_from_a_trusted_proxy() -> None:
    assert country(request("1.2.3.4", {"CF-IPCountry": "GB"}), None, []) is None
    assert country(request("1.2.3.4", {"CF-IPCountry": "GB"}), "CF-IPCountry", []) == "GB"
    assert country(request("1.2.3.4", {"CF-IPCountry": "GB"}), "CF-IPCountry", PROXIES) is None
    assert country(request("10.1.1.1", {"CF-IPCountry": "GB"}), "CF-IPCountry", PROXIES) == "GB"


def test_a_bad_setting_is_named_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SCAMCHECK_ANON_PER_MINUTE", "0")
    with pytest.raises(SystemExit) as exit_:
        main(["keys", "list"])
    assert exit_.value.code == 2
    assert "SCAMCHECK_ANON_PER_MINUTE" in capsys.readouterr().err


def test_keys_create_help_names_the_quota_s_maximum(capsys: pytest.CaptureFixture[str]) -> None:
    """The help writes the maximum out (the CLI parser is built without importing the key store,
    which costs 0.7 s at every start), so this keeps it equal to ``MAX_PER_MINUTE``."""
    with pytest.raises(SystemExit):
        main(["keys", "create", "--help"])
    assert f"(1 to {keys_module.MAX_PER_MINUTE:,})" in " ".join(capsys.readouterr().out.split())
