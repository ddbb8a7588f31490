"""``scamcheck check`` (STUB: the full human-readable output comes with the CLI work)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from . import check_text, check_url

__all__ = ["register"]


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("check", help="check a message, link or screenshot")
    p.add_argument("text", nargs="?", help="message text, or - for stdin")
    p.add_argument("--url")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    if args.url:
        result = check_url(args.url)
    else:
        text = sys.stdin.read() if args.text in (None, "-") else args.text
        result = check_text(text)
    print(result.model_dump_json(by_alias=True, indent=2))
    return 0
