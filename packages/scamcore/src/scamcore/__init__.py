"""scamcore: a deterministic, offline, explainable scam and phishing risk engine.

A result is a risk assessment, never proof. The public API is what ``__all__`` lists.

``import scamcore`` loads none of the engine: each name below is imported from its module the
first time it is used (PEP 562), so a process that only imports scamcore (a command line's
``--help``, a worker that has not been asked anything yet) does not pay for the rule tables, the
brand and domain lists or pydantic. A server calls ``warm_up()`` before it reports ready, so that
no request pays for them either.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from .errors import InputError, OcrUnavailable, ScamcoreError

if TYPE_CHECKING:
    from .engine import check, check_image, check_text, check_url
    from .models import CheckRequest, CheckResult, Error, Flag, Level, Link, UrlVerdict
    from .request import parse_request
    from .warm import warm_up

__version__ = "1.0.0"

__all__ = [
    "CheckRequest",
    "CheckResult",
    "Error",
    "Flag",
    "InputError",
    "Level",
    "Link",
    "OcrUnavailable",
    "ScamcoreError",
    "UrlVerdict",
    "__version__",
    "check",
    "check_image",
    "check_text",
    "check_url",
    "parse_request",
    "warm_up",
]

_HOMES = {
    "check": "engine",
    "check_image": "engine",
    "check_text": "engine",
    "check_url": "engine",
    "CheckRequest": "models",
    "CheckResult": "models",
    "Error": "models",
    "Flag": "models",
    "Level": "models",
    "Link": "models",
    "UrlVerdict": "models",
    "parse_request": "request",
    "warm_up": "warm",
}
"""Which module defines each public name that is imported on first use."""


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'scamcore' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value  # later lookups find it without this function
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
