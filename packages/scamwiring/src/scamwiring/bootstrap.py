"""The one composition root: settings in, a ``Service`` with every port plugged in out.

MCP and A2A reuse this in their standalone modes, so all three protocols share keys, quotas and
trends whichever process hosts them.
"""

from __future__ import annotations

from scamservice import CachedKeyStore, HumanCheck, MemoryQuota, Policy, QuotaLimiter, ReplayStore, Service, SystemClock

from .human import AltchaCheck, TurnstileCheck
from .keys import SqliteKeyStore
from .quota import LimitsQuota
from .replay import SqliteReplayStore
from .reviewer import build_reviewer, review_kinds
from .scaleout import build_ocr, build_shared
from .secret import load_or_create_secret
from .settings import Settings
from .sqlite import REQUEST_BUSY_SECONDS
from .trends import SqliteTrendStore

__all__ = ["build_human_check", "build_service"]


def build_human_check(settings: Settings, replay: ReplayStore | None = None) -> HumanCheck:
    replay = replay or SqliteReplayStore(settings.database_path)
    if settings.human_check == "turnstile":
        if settings.turnstile_secret is None:
            raise ValueError("SCAMCHECK_HUMAN_CHECK=turnstile needs SCAMCHECK_TURNSTILE_SECRET.")
        return TurnstileCheck(
            settings.turnstile_secret.get_secret_value(),
            settings.turnstile_site_key,
            replay,
            verify_url=settings.turnstile_verify_url,
        )
    configured = settings.hmac_secret.get_secret_value() if settings.hmac_secret else None
    secret = load_or_create_secret(configured, settings.data_dir)
    return AltchaCheck(secret, replay, cost=settings.altcha_cost, ttl_seconds=settings.altcha_ttl_seconds)


def _quota(uri: str) -> QuotaLimiter:
    """In process memory, a dict (MemoryQuota); any other ``limits`` storage URI through ``limits``.

    Why not ``limits``' own memory storage: each hit takes an asyncio lock, builds key strings and
    starts an expiry task that walks every window; with 200 callers that cost 40-45 us of CPU a
    request, the dict 4 us (docs/dependencies.md).
    """
    return MemoryQuota() if uri.split("://", 1)[0] in {"memory", "async+memory"} else LimitsQuota(uri)


def build_service(settings: Settings | None = None) -> Service:
    settings = settings or Settings()
    shared = build_shared(settings)  # Redis for quotas, replays and trends when SCAMCHECK_REDIS_URL is set
    return Service(
        keys=CachedKeyStore(
            SqliteKeyStore(settings.database_path, busy_seconds=REQUEST_BUSY_SECONDS), settings.key_cache_seconds
        ),
        quota=shared.quota if shared else _quota(settings.quota_storage),
        trends=shared.trends
        if shared
        else SqliteTrendStore(settings.database_path, flush_seconds=settings.trend_flush_seconds),
        clock=SystemClock(),
        human=build_human_check(settings, shared.replay if shared else None),
        ocr=build_ocr(settings),
        reviewer=build_reviewer(settings),
        policy=Policy(
            anon_per_minute=settings.anon_per_minute,
            key_per_minute=settings.key_per_minute,
            privacy_floor=settings.privacy_floor,
            text_concurrency=settings.text_concurrency,
            image_concurrency=settings.image_concurrency,
            review_budget_seconds=settings.ai_budget_seconds,
            review_kinds=review_kinds(settings),
        ),
    )
