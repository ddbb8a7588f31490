"""scamcore: a deterministic, offline, explainable scam and phishing risk engine.

A result is a risk assessment, never proof. The public API is what ``__all__`` lists.
"""

from .engine import check, check_image, check_text, check_url
from .errors import InputError, OcrUnavailable, ScamcoreError
from .models import CheckRequest, CheckResult, Error, Flag, Level, Link, UrlVerdict
from .request import parse_request

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
]
