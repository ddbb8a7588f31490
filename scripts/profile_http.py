"""Where one text check's time goes through the app: the engine, the service layer, the web stack.

Builds the real app (``create_app``: its front layer, the SQLite key store, the quota, trends) in
a temporary data folder and sends it POST /api/check requests with an API key straight through
ASGI, in this process: the benchmark's texts, round after round. ``time.process_time`` sections
(CPU time: on a shared machine, waiting for a core is not the request's cost) split each
request: the engine (``scamcore.engine.check``), the service layer (``Service.check``
without the engine: key, quota, result copy, trend count) and the stack (the rest of the ASGI app:
the front layer, body read, JSON parse, request validation, serialisation). uvicorn's own HTTP
work (sockets, parsing, the event loop) is outside; the bare-stack ceiling of bench_http.py covers
it. ``--profile`` adds a cProfile listing of the service and stack functions. ``--engine-fixed``
answers each text with the result the engine gave it the first time (a dict lookup): the service
and the stack are then measured without the engine's own variation, which on a busy machine is
larger than they are.

    .venv/bin/python scripts/profile_http.py [--requests 3000] [--rounds 3] [--profile] [--engine-fixed]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_http import TEXTS


def _driver(app: Any, key: str) -> Callable[[bytes], Awaitable[int]]:
    async def call(body: bytes) -> int:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/api/check",
            "raw_path": b"/api/check",
            "query_string": b"",
            "root_path": "",
            "headers": [
                (b"host", b"127.0.0.1"),
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"x-api-key", key.encode()),
            ],
            "client": ("127.0.0.1", 40000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        sent = False
        status = 0

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if sent:
                return {"type": "http.disconnect"}
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]

        await app(scope, receive, send)
        return status

    return call


async def run(requests: int, rounds: int, profile: bool, engine_fixed: bool) -> None:
    from scamcore import engine
    from scamhttp.app import create_app
    from scamservice import policy
    from scamwiring.keys import SqliteKeyStore
    from scamwiring.settings import Settings

    with tempfile.TemporaryDirectory(prefix="scamcheck-profile-") as tmp:
        for name in [k for k in os.environ if k.startswith("SCAMCHECK_")]:
            del os.environ[name]
        os.environ["SCAMCHECK_DATA_DIR"] = tmp
        store = SqliteKeyStore(Path(tmp) / "scamcheck.sqlite3")
        key = store.create("profile", 1_000_000_000)[1]
        store.close()
        app = create_app(Settings())
        call = _driver(app, key)
        bodies = [json.dumps({"kind": "text", "text": t}).encode() for t in TEXTS]

        spent = {"engine": 0.0, "service": 0.0}
        real_check = engine.check
        real_service = policy.Service.check

        answers: dict[Any, Any] = {}

        def fixed_check(request: Any, **kw: Any) -> Any:
            if request not in answers:
                answers[request] = real_check(request, **kw)
            return answers[request]

        engine_call = fixed_check if engine_fixed else real_check

        def timed_engine(*a: Any, **kw: Any) -> Any:
            t = time.process_time()
            try:
                return engine_call(*a, **kw)
            finally:
                spent["engine"] += time.process_time() - t

        async def timed_service(self: Any, *a: Any, **kw: Any) -> Any:
            t = time.process_time()
            try:
                return await real_service(self, *a, **kw)
            finally:
                spent["service"] += time.process_time() - t

        policy.run_check = timed_engine  # type: ignore[attr-defined]
        policy.Service.check = timed_service  # type: ignore[method-assign]
        async with app.router.lifespan_context(app):
            for body in bodies * 20:  # warm: first checks build the engine's tables
                assert await call(body) == 200
            profiler = cProfile.Profile() if profile else None
            best: tuple[float, float, float] | None = None
            for _ in range(rounds):  # the quietest round counts: neighbours on a shared machine add CPU time
                spent.update(engine=0.0, service=0.0)
                start = time.process_time()
                if profiler:
                    profiler.enable()
                for i in range(requests):
                    await call(bodies[i % len(bodies)])
                if profiler:
                    profiler.disable()
                total = time.process_time() - start
                if best is None or total < best[0]:
                    best = (total, spent["engine"], spent["service"])
    assert best is not None
    total, engine_s, service_s = best
    per = 1000 / requests
    engine_ms = engine_s * per
    service_ms = (service_s - engine_s) * per
    stack_ms = (total - service_s) * per
    print(
        f"{requests} text checks with an API key, in process (ASGI), best of {rounds} rounds, "
        f"{'engine answers fixed, ' if engine_fixed else ''}"
        f"load average {os.getloadavg()[0]:.2f}"
    )
    print(f"  total per request   {total * per:7.3f} ms")
    print(f"  engine              {engine_ms:7.3f} ms")
    print(f"  service layer       {service_ms:7.3f} ms  (key, quota, result copy, trend count)")
    print(f"  stack (in the app)  {stack_ms:7.3f} ms  (front layer, body, JSON, validation, dump)")
    if profiler:
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(r"scamhttp|scamservice|scamwiring|starlette|limits|pydantic|json", 30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3, help="measured rounds; the one with least CPU counts")
    parser.add_argument("--profile", action="store_true", help="add a cProfile listing (slows every call)")
    parser.add_argument(
        "--engine-fixed", action="store_true", help="answer each text with its first result: service and stack alone"
    )
    args = parser.parse_args()
    asyncio.run(run(args.requests, args.rounds, args.profile, args.engine_fixed))


if __name__ == "__main__":
    main()
