"""The ``scamcheck`` command: engine subcommands here, more (serve, keys) from installed adapters.

Adapters register subcommands through the ``scamcheck.commands`` entry-point group: each entry is a
function ``register(subparsers)`` that adds its parser and sets ``func``. scamcore never imports them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="scamcheck", description="Scam Check: an explained scam risk assessment.")
    sub = parser.add_subparsers(dest="command", required=True)
    from . import cli_check, cli_eval

    cli_check.register(sub)
    cli_eval.register(sub)
    for ep in entry_points(group="scamcheck.commands"):
        ep.load()(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
