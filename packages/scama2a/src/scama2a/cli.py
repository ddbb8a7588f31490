"""``scama2a --port N``: the A2A agent on its own, without the rest of the web service.

It uses the full service from the composition root (``scamwiring.build_service``: keys, quotas,
trends; ``SCAMCHECK_*`` settings, SQLite under the data directory), or the engine alone
(``LocalService``: no keys, no quotas, empty trends) with ``--local``. Request lines are never logged,
and every other line goes through the service's bounded filter (``scamwiring.logs``).
"""

from __future__ import annotations

import argparse
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence

import uvicorn
from starlette.applications import Starlette

from scamcore import warm_up
from scamservice import LOCAL_HOSTS, CheckService, LocalService
from scamwiring.logs import install as install_logging

from .server import build_a2a
from .store import DEFAULT_MAX_TASKS, DEFAULT_TTL_SECONDS, InMemoryTaskStore

__all__ = ["build_app", "main", "make_service"]

log = logging.getLogger("scama2a")


def make_service(*, local: bool) -> tuple[CheckService, str] | None:
    """The service to run and a name for it: the full one unless ``local``; None after one line
    naming the SCAMCHECK_ variable to change (an unusable data folder or database path), as
    ``scamcheck serve`` says it (``scamwiring.storage.usable_settings``)."""
    if local:
        return LocalService(), "engine only (no keys, no quotas, no trends)"
    from scamwiring import build_service  # here, not at the top: --local reads no settings
    from scamwiring.storage import usable_settings

    settings = usable_settings("scama2a")
    if settings is None:
        return None
    return build_service(settings), "full service (keys, quotas, trends)"


def build_app(
    service: CheckService,
    *,
    public_base_url: str | None = None,
    allowed_hosts: Sequence[str] = (),
    ttl_seconds: float = DEFAULT_TTL_SECONDS,
    max_tasks: int = DEFAULT_MAX_TASKS,
) -> Starlette:
    store = InMemoryTaskStore(ttl_seconds=ttl_seconds, max_tasks=max_tasks)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        warm_up()  # the engine's tables, built before the server reports ready: no request waits for them
        try:
            yield
        finally:
            close = getattr(service, "aclose", None)
            if close is not None:
                await close()

    hosts = LOCAL_HOSTS.extended(allowed_hosts, public_base_url=public_base_url)  # the loopback names, and these
    routes = build_a2a(service, public_base_url=public_base_url, hosts=hosts, store=store)
    return Starlette(routes=routes, lifespan=lifespan)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scama2a", description="Run the Scam Check A2A agent on its own.")
    parser.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8001, help="port to listen on (default 8001)")
    parser.add_argument(
        "--public-base-url",
        default=None,
        help="public URL for the agent card, e.g. https://x.org (its host is accepted in Host)",
    )
    parser.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="HOST",
        help="extra Host header to accept, e.g. a2a.example.org (DNS-rebinding protection); repeatable",
    )
    parser.add_argument(
        "--task-ttl", type=float, default=DEFAULT_TTL_SECONDS, help="seconds a task is kept after its last change"
    )
    parser.add_argument("--max-tasks", type=int, default=DEFAULT_MAX_TASKS, help="most tasks kept in memory")
    parser.add_argument("--local", action="store_true", help="engine only: no keys, quotas or trends")
    parser.add_argument("--log-level", default="info")
    args = parser.parse_args(argv)
    logs = install_logging(args.log_level)  # every line bounded and sanitised, as under scamcheck serve
    made = make_service(local=args.local)
    if made is None:
        return 2
    service, name = made
    log.info("A2A agent on http://%s:%d/a2a using the %s", args.host, args.port, name)
    app = build_app(
        service,
        public_base_url=args.public_base_url,
        allowed_hosts=args.allowed_host,
        ttl_seconds=args.task_ttl,
        max_tasks=args.max_tasks,
    )
    uvicorn.run(app, host=args.host, port=args.port, access_log=False, log_level=args.log_level, log_config=logs)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
