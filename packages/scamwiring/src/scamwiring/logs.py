"""The service's one log configuration: every record, whoever logs it, leaves bounded and sanitised.

Here, in the composition root, because every command line that serves HTTP uses it (``scamcheck
serve``, and ``scammcp`` and ``scama2a`` on their own), and the adapters may not import their host.
Why one configuration and not care in each module: the SDKs we host log what callers send. The MCP SDK's Host and
Origin checks wrote a 60 kB Host header whole (50 requests added 3 MB), and a failed handler's
traceback carries the exception's message, which may quote a name the caller chose. Our own code
logs only exception types, but that promise has to hold for code we don't own too. So every
logger (ours, uvicorn's, the MCP SDK's, the a2a-sdk's) propagates to one root handler whose filter:

- cuts the formatted message to ``MAX_MESSAGE`` characters and escapes control characters (no
  forged log lines from a header holding a newline);
- replaces a traceback by the exception's type and the code locations it passed through, never
  its message (which is where caller text ends up).

Third-party loggers are kept at WARNING whatever the level: their debug and info lines may dump
whole requests, and a bounded excerpt of a message is still a message.
"""

from __future__ import annotations

import logging
import logging.config
import traceback
from types import TracebackType
from typing import Any

__all__ = ["MAX_MESSAGE", "BoundedRecords", "install", "log_config"]

MAX_MESSAGE = 240
"""Characters of a log message kept; the rest is counted, not written."""

_FRAMES = 4
_TRACE = 5
_OURS = ("scamcore", "scamhttp", "scammcp", "scama2a", "uvicorn.error")
_ESCAPES = {i: f"\\x{i:02x}" for i in [*range(0x20), 0x7F]}


def _clean(text: str, limit: int = MAX_MESSAGE) -> str:
    cut = text[:limit].translate(_ESCAPES)
    if not cut.isprintable():  # other invisible or line-breaking characters (U+2028, bidi controls)
        cut = "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in cut)
    more = len(text) - limit
    return f"{cut}... ({more} more characters)" if more > 0 else cut


def _summary(exc_type: type[BaseException] | None, tb: TracebackType | None) -> str:
    """``ValueError at a.py:12 in f <- b.py:40 in g``: where it happened, not what it said."""
    name = exc_type.__qualname__ if exc_type else "Exception"
    frames = traceback.extract_tb(tb)[-_FRAMES:] if tb else []
    where = " <- ".join(f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} in {f.name}" for f in reversed(frames))
    return _clean(f"{name} at {where}" if where else name, 4 * MAX_MESSAGE)


class BoundedRecords(logging.Filter):
    """Rewrites each record in place (a filter on the one handler every logger reaches, and on the
    MCP SDK's loggers, scammcp.quiet): once, so a record that meets it twice keeps its true count."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "scamcheck_bounded", False):
            return True
        record.scamcheck_bounded = True
        try:
            message = record.getMessage()
        except Exception:  # a library's bad format string: say so rather than drop the line
            message = f"unformattable log message from {record.name}"
        record.msg = _clean(message)
        record.args = None
        if record.exc_info:
            exc_type, _, tb = record.exc_info
            record.exc_text = _summary(exc_type, tb)
            record.exc_info = None
        elif record.exc_text:
            record.exc_text = _clean(record.exc_text.splitlines()[-1] if record.exc_text else "")
        record.stack_info = None
        return True


def log_config(level: str) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for uvicorn's ``log_config``: applied in every worker process.

    Its formatter is uvicorn's (named, not imported): every process that uses it runs uvicorn.
    """
    ours = level.upper()
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"bounded": {"()": BoundedRecords}},
        "formatters": {
            "default": {"()": "uvicorn.logging.DefaultFormatter", "fmt": "%(levelprefix)s %(name)s: %(message)s"},
        },
        "handlers": {
            "default": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stderr",
                "formatter": "default",
                "filters": ["bounded"],
            },
        },
        "root": {"handlers": ["default"], "level": "WARNING"},
        "loggers": {
            **{name: {"level": ours, "handlers": [], "propagate": True} for name in _OURS},
            "uvicorn": {"level": ours, "handlers": [], "propagate": True},
            "uvicorn.access": {"level": "WARNING", "handlers": [], "propagate": False},
        },
    }


def install(level: str) -> dict[str, Any]:
    """Apply the configuration now (for lines logged before uvicorn starts, or with no uvicorn at
    all, as over stdio) and return it, for ``uvicorn.run(log_config=...)`` to apply again."""
    logging.addLevelName(_TRACE, "TRACE")  # uvicorn's level below DEBUG, in case uvicorn is not imported yet
    config = log_config(level)
    logging.config.dictConfig(config)
    return config
