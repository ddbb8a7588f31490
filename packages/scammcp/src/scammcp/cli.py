"""``scammcp --stdio`` for local assistants and ``scammcp --port N`` as a standalone HTTP server.

stdio runs the engine in-process (LocalService: no quotas, keys or network). HTTP uses the full
service from the composition root (``scamwiring.build_service``), so keys, quotas and trends are
shared with the web service; ``--local`` runs LocalService instead.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import sys
from collections.abc import AsyncIterator, Sequence
from typing import Any

from scamcore import warm_up
from scamservice import LOCAL_HOSTS, CheckService, HostPolicy, LocalService
from scamwiring.logs import install as install_logging

from . import __version__
from .server import build_mcp, build_server

__all__ = ["main"]


def _local_service() -> LocalService:
    return LocalService(today=dt.datetime.now(dt.UTC).date())


def _full_service() -> CheckService | None:
    """The full service, or None after one line naming the SCAMCHECK_ variable to change (a data
    folder that is a file or read-only, a database path that is a folder), as ``scamcheck serve``."""
    from scamwiring import build_service  # here, not at the top: stdio starts without reading settings
    from scamwiring.storage import usable_settings

    settings = usable_settings("scammcp")
    return None if settings is None else build_service(settings)


def _http_app(service: CheckService, hosts: HostPolicy, public_base_url: str | None) -> Any:
    from starlette.applications import Starlette

    mount = build_mcp(service, hosts=hosts, public_base_url=public_base_url)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        warm_up()  # the engine's tables, built before the server reports ready: no request waits for them
        try:
            async with mount.lifespan():
                yield
        finally:
            aclose = getattr(service, "aclose", None)
            if aclose is not None:
                await aclose()

    return Starlette(routes=mount.routes, lifespan=lifespan)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scammcp", description="Scam Check as an MCP server.")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--stdio", action="store_true", help="serve MCP over stdin/stdout (in-process, no network)")
    mode.add_argument("--port", type=int, help="serve MCP over Streamable HTTP at http://HOST:PORT/mcp")
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    parser.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="HOST",
        help="extra Host header to accept, e.g. mcp.example.org (DNS-rebinding protection); repeatable",
    )
    parser.add_argument(
        "--allowed-origin", action="append", default=[], metavar="ORIGIN", help="extra Origin to accept; repeatable"
    )
    parser.add_argument(
        "--public-base-url",
        metavar="URL",
        help="public URL of this server, e.g. https://mcp.example.org: guide links and the server card use it "
        "(default: the URL each request came to)",
    )
    parser.add_argument("--local", action="store_true", help="HTTP: use the engine only (no keys, quotas, trends)")
    parser.add_argument("--log-level", default="warning", help="debug, info, warning (default) or error")
    parser.add_argument("--version", action="version", version=f"scammcp {__version__}")
    args = parser.parse_args(argv)
    # every line bounded and sanitised, as under scamcheck serve: the MCP SDK logs header values whole
    logs = install_logging(args.log_level)

    if args.stdio:
        build_server(_local_service(), public_base_url=args.public_base_url).run("stdio")
        return 0

    import uvicorn

    service = _local_service() if args.local else _full_service()
    if service is None:
        return 2
    kind = "local engine only (no keys, quotas or trends)" if args.local else "full service (keys, quotas, trends)"
    print(f"scammcp: http://{args.host}:{args.port}/mcp with the {kind}", file=sys.stderr)
    hosts = LOCAL_HOSTS.extended(args.allowed_host, args.allowed_origin, args.public_base_url)  # as scama2a
    app = _http_app(service, hosts, args.public_base_url)
    uvicorn.run(app, host=args.host, port=args.port, access_log=False, log_level=args.log_level, log_config=logs)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
