"""What the MCP SDK may write to the log: never a caller's text.

The SDK logs the whole Host or Origin header it refuses, a traceback whose messages quote a
caller's prompt name or resource URI, and method names it drops. Every command line sends every
logger through the service's one bounded filter (``scamwiring.logs``); the same filter also sits
on each ``mcp`` logger, so the SDK stays bounded in a host that configured logging its own way,
and the Host/Origin refusal lines are dropped (the caller gets a JSON-RPC error; the log gains
nothing). So is the runner's warning for a notification with malformed params: any caller could
write one line a request with no key (a notification has no answer, and the line says nothing an
operator can act on), while the runner's other warnings, which mean a bug of ours, stay.

A logger filter only sees records created on its own logger, hence one per SDK logger:
installed after the SDK's modules are imported, and again when a server is built.
"""

from __future__ import annotations

import logging

from scamwiring.logs import BoundedRecords

__all__ = ["quiet_sdk_logs"]

_REFUSALS = "mcp.server.transport_security"
_RUNNER = "mcp.server.runner"
_CALLER_MADE = ("dropped %r: malformed params",)
"""Format strings of SDK 2.3.0's runner lines that only a caller's malformed message causes (a tuple:
a record's ``msg`` may be any object, hashable or not)."""
_FILTER = BoundedRecords()


class _DropCallerMade(logging.Filter):
    """Drops the runner's lines listed in ``_CALLER_MADE``; it runs before the bounding filter,
    which replaces the format string by the formatted message."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.msg not in _CALLER_MADE


_DROP = _DropCallerMade()


def quiet_sdk_logs() -> None:
    """Puts the filter on every ``mcp`` logger that exists now (idempotent)."""
    logging.getLogger(_REFUSALS).setLevel(logging.CRITICAL + 1)  # every line of it
    names = [name for name in logging.root.manager.loggerDict if name == "mcp" or name.startswith("mcp.")]
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, BoundedRecords) for f in logger.filters):
            logger.addFilter(_FILTER)
    runner = logging.getLogger(_RUNNER)
    if _DROP not in runner.filters:
        runner.filters.insert(0, _DROP)
