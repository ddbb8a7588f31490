"""The ports the shared policy (``policy.Service``) talks through.

Each port is a small Protocol so the composition root (``scamwiring``) can plug in SQLite,
``limits``, ALTCHA, Turnstile or Redis without this package importing any of them (it stays free
of web, network and database code). In-memory versions for tests and local use are in ``memory.py``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Protocol

from scamcore.models import LevelId

from .contract import QuotaState
from .review import ReviewPrompt, ReviewVerdict

__all__ = [
    "ApiKey",
    "Clock",
    "ComponentStatus",
    "DayCount",
    "HumanCheck",
    "KeyStore",
    "QuotaDecision",
    "QuotaLimiter",
    "ReplayStore",
    "Reviewer",
    "TrendEvent",
    "TrendStore",
]


@dataclass(frozen=True, slots=True)
class ComponentStatus:
    """What /api/health shows for one part; ``ok=False`` makes the service "degraded", never crashed."""

    ok: bool
    detail: str


@dataclass(frozen=True, slots=True)
class ApiKey:
    """An issued key as the operator sees it: never the key itself, only who it is for and its quota."""

    id: str
    name: str
    per_minute: int | None
    """Per-key quota override; None means the service default."""
    created: dt.datetime
    revoked: bool = False


class KeyStore(Protocol):
    def find(self, raw_key: str) -> ApiKey | None:
        """The active key matching ``raw_key`` (compared in constant time on hashes), else None."""
        ...

    def health(self) -> ComponentStatus: ...


@dataclass(frozen=True, slots=True)
class QuotaDecision:
    allowed: bool
    state: QuotaState


class QuotaLimiter(Protocol):
    async def hit(self, policy: str, identity: str, per_minute: int) -> QuotaDecision:
        """Count one request of ``identity`` against ``per_minute`` and say whether it may go on."""
        ...

    async def health(self) -> ComponentStatus: ...


class ReplayStore(Protocol):
    async def first_use(self, token_id: str, expires_at: float) -> bool:
        """Remember ``token_id`` until ``expires_at`` (epoch seconds); True only the first time."""
        ...


class HumanCheck(Protocol):
    """Verifies the browser's human-check token (ALTCHA by default, or Turnstile)."""

    name: str

    async def verify(self, token: str) -> bool:
        """True once per valid, unexpired token; a replayed, forged or expired token is False."""
        ...


@dataclass(frozen=True, slots=True)
class TrendEvent:
    """Everything a check leaves behind: no text, URL, image, IP or key."""

    day: dt.date
    category: str
    level: LevelId
    country: str | None


@dataclass(frozen=True, slots=True)
class DayCount:
    day: dt.date
    category: str
    level: LevelId
    count: int


class TrendStore(Protocol):
    """Counts of trend events per day; SQLite by default, in memory for tests, Redis later."""

    async def record(self, event: TrendEvent) -> None: ...

    async def counts(self, first: dt.date, last: dt.date, country: str | None) -> list[DayCount]:
        """Counts per (day, category, level) between ``first`` and ``last`` inclusive; all countries if None."""
        ...

    async def health(self) -> ComponentStatus: ...

    async def aclose(self) -> None:
        """Write out anything buffered; called once at shutdown."""
        ...


class Clock(Protocol):
    def now(self) -> dt.datetime:
        """The current time, timezone-aware UTC."""
        ...


class Reviewer(Protocol):
    """The optional AI review for key holders: a model's second opinion on a prompt built by ``review``.

    It only answers; ``Service`` decides what to send (``review.prompt_for``), bounds the time
    (``Policy.review_budget_seconds``) and merges the verdict within ``review.ReviewLimits``, so no
    implementation can stretch a response or move a score beyond those limits.
    """

    async def review(self, prompt: ReviewPrompt) -> ReviewVerdict:
        """The validated verdict; raise (``review.ReviewFailed`` or anything) when there is none."""
        ...

    def health(self) -> ComponentStatus: ...
