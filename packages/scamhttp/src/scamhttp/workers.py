"""``scamcheck serve --workers N``: the app factory each worker process imports, and the one-time set-up.

uvicorn starts workers as fresh processes that import the app by name, so each builds its own
``Service`` from the same ``SCAMCHECK_*`` environment. Files every worker needs (the data
directory, the SQLite schema, the generated HMAC secret) are made once in the parent first, so the
workers start from the same ones.
"""

from __future__ import annotations

import sys

from starlette.applications import Starlette

from scamwiring.secret import load_or_create_secret
from scamwiring.settings import Settings
from scamwiring.sqlite import connect

__all__ = ["APP_FACTORY", "app_factory", "prepare"]

APP_FACTORY = "scamhttp.workers:app_factory"


def app_factory() -> Starlette:
    from .app import create_app

    return create_app(Settings())


def prepare(settings: Settings) -> None:
    """Create shared files before workers start, and say when quotas would be counted per worker."""
    connect(settings.database_path).close()
    if settings.human_check == "altcha":
        configured = settings.hmac_secret.get_secret_value() if settings.hmac_secret else None
        load_or_create_secret(configured, settings.data_dir)
    if settings.workers > 1 and not settings.redis_url and settings.quota_storage.startswith("memory"):
        print(
            f"scamcheck: {settings.workers} workers with in-memory quotas: each worker counts on its own "
            "(set SCAMCHECK_REDIS_URL to share quotas).",
            file=sys.stderr,
        )
