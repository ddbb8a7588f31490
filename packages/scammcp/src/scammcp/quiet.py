"""What the MCP SDK may write to the log: never a caller's text.

The SDK logs the whole Host or Origin header it refuses, a traceback whose messages quote a
caller's prompt name or resource URI, and method names it drops. Every command line sends every
logger through the service's one bounded filter (``scamwiring.logs``); the same filter also sits
on each ``mcp`` logger, so the SDK stays bounded in a host that configured logging its own way,
and the Host/Origin refusal lines are dropped (the caller gets a JSON-RPC error; the log gains
nothing). A logger filter only sees records created on its own logger, hence one per SDK logger:
installed after the SDK's modules are imported, and again when a server is built.
"""

from __future__ import annotations

import logging

from scamwiring.logs import BoundedRecords

__all__ = ["quiet_sdk_logs"]

_REFUSALS = "mcp.server.transport_security"
_FILTER = BoundedRecords()


def quiet_sdk_logs() -> None:
    """Puts the filter on every ``mcp`` logger that exists now (idempotent)."""
    logging.getLogger(_REFUSALS).setLevel(logging.CRITICAL + 1)  # every line of it
    names = [name for name in logging.root.manager.loggerDict if name == "mcp" or name.startswith("mcp.")]
    for name in names:
        logger = logging.getLogger(name)
        if not any(isinstance(f, BoundedRecords) for f in logger.filters):
            logger.addFilter(_FILTER)
