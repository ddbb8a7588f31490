"""The contract between the adapters and the service layer (the shared policy)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from scamcore.models import CheckRequest, CheckResult

__all__ = [
    "BUSY_RETRY_SECONDS",
    "Caller",
    "CheckOutcome",
    "CheckService",
    "QuotaState",
    "ServiceError",
    "TrendCategory",
    "Weather",
]

Channel = Literal["api", "mcp", "a2a", "web", "cli"]


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is asking, as far as the transport can tell. Never logged or stored as such."""

    channel: Channel = "api"
    client_ip: str | None = None
    api_key: str | None = None
    """The raw key presented (X-Api-Key or Bearer); None when absent. A wrong key is an error, never anonymous."""
    human_check: str | None = None
    country: str | None = None
    """Two-letter country from a trusted proxy header, upper-case; None when unknown."""


@dataclass(frozen=True, slots=True)
class QuotaState:
    """The caller's quota after this request, for RateLimit / RateLimit-Policy / Retry-After headers."""

    policy: str
    """Name of the policy, e.g. "anon" or "key"."""
    limit: int
    remaining: int
    window_seconds: int
    reset_seconds: int
    """Seconds until the quota has room again (>= 1 when exhausted)."""


BUSY_RETRY_SECONDS = 5
"""What a busy worker tells a client to wait, whichever layer refuses (requests in flight, long-text places)."""


ECHO_CHARS = 64
"""Characters of a name the caller chose (a method, tool, resource URI) that a protocol error may quote back."""


def echo_excerpt(name: str) -> str:
    """Enough of a caller's name to recognise a typo in the error, never the whole string: an MCP
    SDK error quoted a 10 MB URI twice (20 MB back), and each protocol's cut must be the same."""
    return name[:ECHO_CHARS]


def store_unavailable(what: str, cause: str) -> ServiceError:
    """The 503 a store's failure gives (the key store, used tokens, trends; SQLite or Redis): one code
    and one wording, whichever store failed and why (``cause``: "the shared store is unreachable")."""
    return ServiceError("store_unavailable", f"{what} unavailable for a moment ({cause}); try again shortly.", 503)


class ServiceError(Exception):
    """A refusal with a stable code: forbidden (403), rate_limited (429), unavailable (503)…"""

    def __init__(
        self, code: str, message: str, status: int, quota: QuotaState | None = None, *, retry_after: int | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.quota = quota
        self.retry_after = retry_after
        """Seconds to wait, for a refusal that is not the quota's (a busy worker); the quota's own is in it."""


@dataclass(frozen=True, slots=True)
class CheckOutcome:
    result: CheckResult
    quota: QuotaState | None = None


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True)


class TrendCategory(_Wire):
    id: str = Field(description="Scam category id.")
    label: str
    guide: str = Field(description="Site-relative path of the category's guide.")
    count: int = Field(ge=0, description="Checks in this category over the period (warnings only).")
    share: float = Field(ge=0, le=1, description="Share of all warnings in the period.")
    previous_count: int = Field(ge=0, description="Count in the 7 days before the period.")
    change: float | None = Field(description="Relative change against the previous 7 days; null when it had none.")


class Weather(_Wire):
    country: str | None = Field(description="Upper-case ISO country code, or null for global.")
    since: dt.date = Field(description="First day of the period (UTC).")
    until: dt.date = Field(description="Last day of the period (UTC), inclusive.")
    days: int = Field(default=7)
    total: int = Field(ge=0, description="Checks with a warning over the period (after the privacy floor).")
    categories: list[TrendCategory] = Field(description="Categories ranked by count, highest first.")
    privacy_floor: int = Field(description="Day counts below this number are not revealed.")
    note: str = Field(description="How to read these figures.")


class CheckService(Protocol):
    async def check(
        self,
        request: CheckRequest,
        caller: Caller,
        *,
        human_check_required: bool = False,
        on_admitted: Callable[[], None] | None = None,
    ) -> CheckOutcome:
        """Check quotas and keys, run the engine (and AI review), record the trend event.

        Raises ServiceError for refusals and scamcore InputError for bad input. ``on_admitted`` is
        called once the caller is let through (key, quota, human check), before the engine runs:
        an adapter that answers before the check ends (A2A's tasks) makes nothing for a refusal.
        """
        ...

    async def verify_key(self, caller: Caller) -> None:
        """Refuse a presented key that is not valid (ServiceError ``invalid_api_key``, 403); takes no quota.

        For calls that run no check but act on the caller's own things (A2A's GetTask, ListTasks,
        CancelTask): a wrong key must be refused there too, never become a name to file tasks under.
        """
        ...

    async def weather(self, country: str | None) -> Weather: ...
