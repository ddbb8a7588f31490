"""What the MCP SDK may write to the log: never a caller's text.

The SDK logs the whole Host or Origin header it refuses, a traceback whose messages quote a
caller's prompt name or resource URI, and method names it drops. Our promise is that only
exception types are logged, so a filter on every ``mcp`` logger:

- drops the Host/Origin refusal lines (the caller gets a JSON-RPC error; the log gains nothing);
- replaces a traceback with the exception's type name;
- cuts every line to a short excerpt with control characters replaced.

A logger filter only sees records created on its own logger, hence one per SDK logger; they are
installed after the SDK's modules are imported, and again when a server is built.
"""

from __future__ import annotations

import logging

__all__ = ["MAX_LINE", "quiet_sdk_logs"]

MAX_LINE = 200
_REFUSALS = "mcp.server.transport_security"


class _SdkLogFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == _REFUSALS:
            return False
        try:
            text = record.getMessage()
        except Exception:  # a broken format string: keep the template only
            text = str(record.msg)
        if record.exc_info and record.exc_info[0] is not None:
            text = f"{text} ({record.exc_info[0].__name__})"
        record.msg = "".join(c if c.isprintable() else "?" for c in text[:MAX_LINE])
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return True


_FILTER = _SdkLogFilter()


def quiet_sdk_logs() -> None:
    """Puts the filter on every ``mcp`` logger that exists now (idempotent)."""
    names = [name for name in logging.root.manager.loggerDict if name == "mcp" or name.startswith("mcp.")]
    for name in names:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)
