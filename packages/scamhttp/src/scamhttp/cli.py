"""``scamcheck serve`` and ``scamcheck keys`` (STUB: filled in by the service work)."""

from __future__ import annotations

import argparse
from typing import Any


def register_serve(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("serve", help="run the web service")
    p.set_defaults(func=lambda a: 1)


def register_keys(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("keys", help="manage API keys")
    p.set_defaults(func=lambda a: 1)
