"""What changes when several instances share one Redis (``SCAMCHECK_REDIS_URL``), and the OCR bound.

Without a Redis URL nothing here is used and the embedded defaults (SQLite, ``limits`` in memory)
stay as they are. With one, quotas, used human checks and trends move to Redis together (keys
stay in each instance's SQLite file: docs/operations.md, "Several instances").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scamcore.ocr import OcrEngine
from scamservice import Policy

from .ocr_gate import OcrGate, default_ocr_slots
from .secret import load_or_create_secret
from .settings import Settings

if TYPE_CHECKING:  # redis-py is imported when a Redis URL is set, not by every start (~5% of the app's imports)
    from .redis_quota import RedisQuota
    from .redis_stores import RedisReplayStore, RedisTrendStore

__all__ = ["SharedStores", "build_ocr", "build_shared"]

_TURNSTILE_TOKEN_SECONDS = 300
"""A Turnstile token is valid this long (human.py claims it until now + 300)."""


@dataclass(frozen=True, slots=True)
class SharedStores:
    quota: RedisQuota
    replay: RedisReplayStore
    trends: RedisTrendStore


def build_shared(settings: Settings) -> SharedStores | None:
    """The Redis-backed stores on one connection pool, or None when no Redis URL is set."""
    if not settings.redis_url:
        return None
    from .redis_link import RedisLink
    from .redis_quota import RedisQuota
    from .redis_stores import RedisReplayStore, RedisTrendStore

    link = RedisLink(settings.redis_url)
    configured = settings.hmac_secret.get_secret_value() if settings.hmac_secret else None
    salt = load_or_create_secret(configured, settings.data_dir)  # shared by instances, like the challenges
    # how long before its expiry a token may have been issued (the replay store's epoch check)
    lifetime = settings.altcha_ttl_seconds if settings.human_check == "altcha" else _TURNSTILE_TOKEN_SECONDS
    retention_days = 2 * Policy().trend_days + 1  # /api/weather compares this week with the one before
    return SharedStores(
        quota=RedisQuota(link, salt),
        replay=RedisReplayStore(link, lifetime_seconds=lifetime),
        trends=RedisTrendStore(link, flush_seconds=settings.trend_flush_seconds, retention_days=retention_days),
    )


def build_ocr(settings: Settings) -> OcrEngine:
    return OcrGate(settings.data_dir / "ocr-slots", settings.ocr_slots or default_ocr_slots())
