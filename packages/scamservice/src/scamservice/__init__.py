"""The policy every protocol shares — keys, quotas, human check, trends, AI review — behind ports.

Adapters (REST, MCP, A2A) build a ``Caller`` from their transport, call ``CheckService.check`` or
``CheckService.weather`` and serialize what comes back; a ``ServiceError`` carries the stable code
and the HTTP status it maps to. This package depends on scamcore alone: the real implementations of
the ports (SQLite, Redis, ``limits``, ALTCHA, an OpenAI-compatible reviewer) and the wiring live in
the composition root, ``scamwiring``, so the engine knows no transport and no adapter imports another.
"""

from .contract import (
    BUSY_RETRY_SECONDS,
    ECHO_CHARS,
    Caller,
    CheckOutcome,
    CheckService,
    QuotaState,
    ServiceError,
    TrendCategory,
    Weather,
    echo_excerpt,
    store_unavailable,
)
from .hosts import INVALID_HOST_BODY, INVALID_HOST_MESSAGE, LOCAL_HOSTS, LOOPBACK_NAMES, HostPolicy, unmatchable_hosts
from .keys import KEY_CACHE_SECONDS, CachedKeyStore, presented_key
from .local import LocalService
from .memory import MemoryQuota, MemoryReplayStore, MemoryTrendStore, SystemClock
from .policy import UNREVIEWED, Policy, Service, quota_identity
from .ports import (
    ApiKey,
    Clock,
    ComponentStatus,
    DayCount,
    HumanCheck,
    KeyStore,
    QuotaDecision,
    QuotaLimiter,
    ReplayStore,
    Reviewer,
    TrendEvent,
    TrendStore,
)
from .review import ReviewFailed, ReviewLimits, ReviewPrompt, ReviewVerdict

__all__ = [
    "BUSY_RETRY_SECONDS",
    "ECHO_CHARS",
    "INVALID_HOST_BODY",
    "INVALID_HOST_MESSAGE",
    "KEY_CACHE_SECONDS",
    "LOCAL_HOSTS",
    "LOOPBACK_NAMES",
    "UNREVIEWED",
    "ApiKey",
    "CachedKeyStore",
    "Caller",
    "CheckOutcome",
    "CheckService",
    "Clock",
    "ComponentStatus",
    "DayCount",
    "HostPolicy",
    "HumanCheck",
    "KeyStore",
    "LocalService",
    "MemoryQuota",
    "MemoryReplayStore",
    "MemoryTrendStore",
    "Policy",
    "QuotaDecision",
    "QuotaLimiter",
    "QuotaState",
    "ReplayStore",
    "ReviewFailed",
    "ReviewLimits",
    "ReviewPrompt",
    "ReviewVerdict",
    "Reviewer",
    "Service",
    "ServiceError",
    "SystemClock",
    "TrendCategory",
    "TrendEvent",
    "TrendStore",
    "unmatchable_hosts",
    "Weather",
    "echo_excerpt",
    "store_unavailable",
    "presented_key",
    "quota_identity",
]
