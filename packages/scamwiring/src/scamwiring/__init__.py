"""The composition root: ``SCAMCHECK_*`` settings in, a ``scamservice.Service`` with every port plugged in out.

The ports' real implementations live here (SQLite keys, replays and trends; ``limits`` or Redis
quotas; ALTCHA or Turnstile; the OpenAI-compatible reviewer; the OCR gate), so that every command
line (``scamcheck serve``, ``scamcheck keys``, ``scammcp --port``, ``scama2a``) builds the same service
without importing another adapter. It depends on scamservice and scamcore only, never on an adapter.
"""

from .bootstrap import build_human_check, build_service
from .settings import Settings

__version__ = "1.0.0"

__all__ = ["Settings", "build_human_check", "build_service"]
