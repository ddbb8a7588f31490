"""The HTTP benchmark's ceiling: a bare starlette app on uvicorn, run with the service's own uvicorn flags.

It does what any JSON endpoint must (read the body, parse the JSON, answer a JSON body) and nothing
else: no middleware, no key, no quota, no engine. Its answer is ``--size`` bytes, the size of the
service's own answers to the same requests, so both send the same bytes per request. uvicorn runs
with ``scamcheck serve``'s options (scamhttp.cli.uvicorn_options) except the HTTP protocol: uvicorn's
plain httptools, where the service runs its guarded subclass (slow_clients.py), so the guard's cost
shows on the service's side of the ratio.

    .venv/bin/python scripts/bench_ceiling.py --port 8765 --size 1500
"""

from __future__ import annotations

import argparse
import json
import os

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route


def ceiling_app(size: int) -> Starlette:
    prefix = b'{"ok":true,"pad":"'
    body = prefix + b"x" * max(0, size - len(prefix) - 2) + b'"}'

    async def check(request: Request) -> Response:
        payload = json.loads((await request.body()).decode("utf-8"))
        if not isinstance(payload, dict):
            return Response(b"{}", status_code=400, media_type="application/json")
        return Response(body, media_type="application/json", headers={"Cache-Control": "no-store"})

    return Starlette(routes=[Route("/api/check", check, methods=["POST"])])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--size", type=int, required=True, help="bytes of each answer")
    args = parser.parse_args()
    for name in [k for k in os.environ if k.startswith("SCAMCHECK_")]:
        del os.environ[name]  # the service's defaults, as the benchmark runs the service
    from scamhttp.cli import uvicorn_options
    from scamwiring.settings import Settings

    options = uvicorn_options(Settings(host="127.0.0.1", port=args.port, workers=1))
    options["http"] = "httptools"
    uvicorn.run(ceiling_app(args.size), workers=1, **options)


if __name__ == "__main__":
    main()
