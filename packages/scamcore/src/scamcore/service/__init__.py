"""The policy every protocol shares — keys, quotas, human check, trends, AI review — behind ports.

Adapters (REST, MCP, A2A) build a ``Caller`` from their transport, call ``CheckService.check`` or
``CheckService.weather`` and serialize what comes back; a ``ServiceError`` carries the stable code
and the HTTP status it maps to. Implementations of the ports (SQLite, Redis, ``limits``, ALTCHA,
an OpenAI-compatible reviewer) live in the adapters' composition root, never here.
"""

from .local import LocalService
from .contract import (
    Caller,
    CheckOutcome,
    CheckService,
    QuotaState,
    ServiceError,
    TrendCategory,
    Weather,
)

__all__ = [
    "Caller",
    "LocalService",
    "CheckOutcome",
    "CheckService",
    "QuotaState",
    "ServiceError",
    "TrendCategory",
    "Weather",
]
