"""``scamcheck serve`` and ``scamcheck keys``: registered through the ``scamcheck.commands`` entry points."""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["WORKER_HEALTHCHECK_SECONDS", "register_keys", "register_serve", "uvicorn_options"]

WORKER_HEALTHCHECK_SECONDS = 60
"""How long uvicorn's supervisor waits for a worker to answer before killing and replacing it.

uvicorn's default is 5 s, for the start as for each later check. A worker imports the engine and
parses its rule tables before it answers ready: seconds on a busy machine, so with the default a
worker could be killed while starting, and its replacement too, for ever.
"""


def _settings(**overrides: Any) -> Any:
    """Settings from the environment, or None after printing which SCAMCHECK_ variable is wrong."""
    from scamwiring.storage import usable_settings

    return usable_settings("scamcheck", **overrides)


def _storage_failed(exc: Exception) -> int:
    """One line for a database that fails after the checks above (locked, corrupt, disk full)."""
    print(f"scamcheck: the database can't be used: {exc}", file=sys.stderr)
    return 2


def uvicorn_options(settings: Any) -> dict[str, Any]:
    """What every worker is run with; the HTTP benchmark's bare ceiling app is run with the same."""
    from scamwiring.logs import log_config

    from .slow_clients import GuardedHttpTools

    return {
        "host": settings.host,
        "port": settings.port,
        "access_log": False,  # request lines carry client IPs and query strings: never written
        "log_level": settings.log_level,
        "log_config": log_config(settings.log_level),  # every logger bounded and sanitised (logs.py)
        "server_header": False,
        "proxy_headers": False,  # the app decides which proxies to believe (SCAMCHECK_TRUSTED_PROXIES)
        "http": GuardedHttpTools,  # header size and request read timeouts (slow clients)
        "timeout_keep_alive": settings.keep_alive_seconds,
        "limit_concurrency": settings.max_connections,
        "timeout_worker_healthcheck": WORKER_HEALTHCHECK_SECONDS,  # several workers only
    }


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from .app import create_app
    from .workers import APP_FACTORY, prepare

    pairs = (("host", args.host), ("port", args.port), ("workers", args.workers))
    overrides = {k: v for k, v in pairs if v is not None}
    settings = _settings(**overrides)
    if settings is None:
        return 2
    try:
        prepare(settings)
        # one worker: the app object itself; several: uvicorn imports the factory in each worker process
        app = create_app(settings) if settings.workers == 1 else APP_FACTORY
    except (OSError, sqlite3.Error) as exc:
        return _storage_failed(exc)
    print(f"Scam Check serving at http://{settings.host}:{settings.port}", file=sys.stderr)
    uvicorn.run(app, factory=settings.workers > 1, workers=settings.workers, **uvicorn_options(settings))
    return 0


def register_serve(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("serve", help="run the web service (REST, MCP, A2A)")
    p.add_argument("--host", help="interface to listen on (default 127.0.0.1, or SCAMCHECK_HOST)")
    p.add_argument("--port", type=int, help="port to listen on (default 8000, or SCAMCHECK_PORT)")
    p.add_argument("--workers", type=int, help="worker processes (default one per CPU, or SCAMCHECK_WORKERS)")
    p.set_defaults(func=_serve)


def _store() -> Any:
    from scamwiring.keys import SqliteKeyStore

    settings = _settings()
    if settings is None:
        raise SystemExit(2)
    return SqliteKeyStore(settings.database_path)


def _per_minute(value: str) -> int:
    """``--per-minute``: a whole number from 1 to ``MAX_PER_MINUTE`` (argparse's error otherwise)."""
    from scamwiring.keys import per_minute_problem

    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value[:20]!r}") from None
    problem = per_minute_problem(n)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return n


def _key_name(value: str) -> str:
    """``--name``: printable text only, so ``keys list`` can't be made to send a terminal escape codes."""
    from scamwiring.keys import name_problem

    problem = name_problem(value)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return value


def _shown(name: str) -> str:
    """A stored name or id as ``keys list`` prints it: any character that is not printable escaped
    (one written before ``--name`` and ``keys sync`` refused them)."""
    if name.isprintable():
        return name
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in name)


def _keys_create(args: argparse.Namespace) -> int:
    key, raw = _store().create(args.name, args.per_minute)
    quota = f"{key.per_minute}/min" if key.per_minute else "default quota"
    print(f"Created key {key.id} for {key.name!r} ({quota}). It is shown only now; store it safely:", file=sys.stderr)
    print(raw)
    return 0


def _keys_list(args: argparse.Namespace) -> int:
    from scamwiring.keys import KeyRowInvalid

    try:
        keys = _store().list()
    except KeyRowInvalid as exc:  # a row edited by hand: say so, where a ValueError traceback was
        print(f"scamcheck: the key table has a row keys create could not have written: {exc}", file=sys.stderr)
        return 2
    if not keys:
        print("No keys. Create one with: scamcheck keys create --name NAME", file=sys.stderr)
        return 0
    print(f"{'id':<14}{'status':<9}{'per_minute':<12}{'created':<27}name")
    for k in keys:
        status = "revoked" if k.revoked else "active"
        per_minute = str(k.per_minute) if k.per_minute else "default"
        print(f"{_shown(k.id):<14}{status:<9}{per_minute:<12}{k.created.isoformat():<27}{_shown(k.name)}")
    return 0


def _keys_revoke(args: argparse.Namespace) -> int:
    settings = _settings()
    if settings is None:
        return 2
    if _store().revoke(args.id):
        print(
            f"Revoked key {args.id}; running servers refuse it within {settings.key_cache_seconds:g} s "
            "(SCAMCHECK_KEY_CACHE_SECONDS).",
            file=sys.stderr,
        )
        return 0
    print(f"No active key with id {args.id}.", file=sys.stderr)
    return 1


def _keys_sync(args: argparse.Namespace) -> int:
    from pathlib import Path

    from scamwiring.keys_sync import KeysFileRefused, sync_keys

    settings = _settings()
    if settings is None:
        return 2
    try:
        active, revoked = sync_keys(Path(args.file), settings.database_path)
    except KeysFileRefused as exc:  # refused like a bad --name or --per-minute: exit 2
        print(f"scamcheck: keys sync refused the file: {exc}", file=sys.stderr)
        return 2
    except (OSError, sqlite3.Error) as exc:
        print(f"scamcheck: keys sync failed: {exc}", file=sys.stderr)
        return 1
    print(f"Keys now as in {args.file}: {active} active, {revoked} revoked.", file=sys.stderr)
    return 0


def _guarded(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A keys command whose database fails (locked past the busy timeout, disk full) ends in one line."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except (OSError, sqlite3.Error) as exc:
            return _storage_failed(exc)

    return run


def register_keys(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("keys", help="manage API keys (stored as hashes only)")
    ks = p.add_subparsers(dest="keys_command", required=True)
    c = ks.add_parser("create", help="issue a key; it is printed once")
    c.add_argument("--name", required=True, type=_key_name, help="who the key is for (printable text)")
    # (the maximum written out, not imported: scamwiring.keys costs 0.7 s at every start; a test keeps it equal)
    c.add_argument("--per-minute", type=_per_minute, help="quota override for this key (1 to 1,000,000)")
    c.set_defaults(func=_guarded(_keys_create))
    ls = ks.add_parser("list", help="list keys (never the keys themselves)")
    ls.set_defaults(func=_guarded(_keys_list))
    r = ks.add_parser("revoke", help="revoke a key by id")
    r.add_argument("id")
    r.set_defaults(func=_guarded(_keys_revoke))
    sy = ks.add_parser("sync", help="replace this instance's keys with those of a keys file (several instances)")
    sy.add_argument("file", help="a SQLite file written by `scamcheck keys` on the admin machine")
    sy.set_defaults(func=_keys_sync)
