"""Scale benchmark: text checks per second and p99 with 1, 2 and 4 workers, embedded (SQLite) and on Redis.

For each set-up a real ``scamcheck serve --workers N`` starts in a temporary directory with a key
whose quota is effectively unlimited (every request still takes the quota and writes a trend
count, so the store is on the request path), and wrk drives POST /api/check with the synthetic
texts of bench_http.py. Redis is a real ``redis-server`` started here on a free port (installed
from Debian when missing). Reported: requests/s, p99, the ratio to one worker, and Redis against
embedded at the same worker count, each the best of ``--rounds`` runs taken in alternating order
(the machine is shared, so a single run mostly measures the neighbours). Target: Redis loses at
most 15% (ratio >= 0.85); two workers answer >= 1.8x one where two CPUs are free for them (the
benchmark says when they are not: wrk and Redis run on the same machine).

    .venv/bin/python scripts/bench_scale.py [--workers 1,2,4] [--connections 32] [--duration 10]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_http import bench_key, ensure_tool, ensure_wrk, free_port, lua_script, run_wrk, start_server, wait_for_lines

ROOT = Path(__file__).resolve().parent.parent
TARGET_REDIS_RATIO = 0.85
TARGET_TWO_WORKERS = 1.8


def two_worker_verdict(scale: float, load_before: float) -> str:
    """Whether the 1.8x target can be judged here: two workers need two CPUs besides wrk's.

    wrk takes most of a CPU at these rates, so two workers are only free of it with three CPUs or
    more, and only on a machine not already busy (load average below the CPUs left for them).
    """
    from scamwiring.settings import cpu_count

    cpus = cpu_count()
    if cpus < 3 or load_before > cpus - 2:
        return (
            f"not judged: {cpus} CPUs, load average {load_before:.1f} before start: two workers do not have two "
            f"CPUs of their own beside wrk (measured {scale:.2f}x)"
        )
    return f"{scale:.2f}x {'ok' if scale >= TARGET_TWO_WORKERS else 'BELOW'}"


def start_redis(exe: str, directory: Path) -> tuple[subprocess.Popen[str], int]:
    port = free_port()
    proc = subprocess.Popen(
        [exe, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(directory), "--save", "", "--appendonly", "no"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    wait_for_lines(proc, "Ready to accept connections", "redis-server", timeout=30)
    return proc, port


def measure(wrk: str, workers: int, redis_url: str | None, args: argparse.Namespace) -> dict[str, float] | None:
    with tempfile.TemporaryDirectory(prefix="scamcheck-scale-") as tmp:
        workdir = Path(tmp)
        key = bench_key(workdir)
        port = free_port()
        proc = start_server(workdir, port, workers, redis_url)
        try:
            script = workdir / "text.lua"
            script.write_text(lua_script(key, "text"))
            return run_wrk(wrk, f"http://127.0.0.1:{port}", script, args)
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--workers", default="1,2,4", help="comma-separated worker counts")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument(
        "--rounds", type=int, default=2, help="runs per set-up, in alternating order; the best run counts"
    )
    args = parser.parse_args()
    counts = [int(n) for n in args.workers.split(",")]
    wrk = ensure_wrk()
    redis_exe = ensure_tool("redis-server", "redis-server")

    load_before = os.getloadavg()[0]
    print(
        f"Scale benchmark: text checks, wrk -t{args.threads} -c{args.connections} -d{args.duration}s, "
        f"best of {args.rounds}; "
        f"{os.cpu_count()} CPUs shared by servers, Redis and wrk; load average {load_before:.1f} before start"
    )
    results: dict[str, dict[int, dict[str, float]]] = {"sqlite": {}, "redis": {}}
    failed = False
    with tempfile.TemporaryDirectory(prefix="scamcheck-redis-") as rdir:
        redis_proc, redis_port = start_redis(redis_exe, Path(rdir))
        try:
            for workers in counts:
                for round_ in range(args.rounds):  # ABBA order, so a load change hits both set-ups alike
                    order = ("sqlite", "redis") if round_ % 2 == 0 else ("redis", "sqlite")
                    for backend in order:
                        url = f"redis://127.0.0.1:{redis_port}/0" if backend == "redis" else None
                        r = measure(wrk, workers, url, args)
                        if r is None:
                            return 1
                        failed = failed or r["non2xx"] > 0 or r["errors"] > 0
                        best = results[backend].get(workers)
                        if best is None or r["rps"] > best["rps"]:
                            results[backend][workers] = r
        finally:
            redis_proc.terminate()
            redis_proc.wait(timeout=20)

    print(f"{'store':8}{'workers':>8}{'checks/s':>11}{'p99 ms':>9}{'x 1 worker':>12}{'redis/sqlite':>14}")
    summary: dict[str, object] = {}
    for backend in ("sqlite", "redis"):
        base = results[backend].get(counts[0])
        for workers in counts:
            r = results[backend][workers]
            scale = r["rps"] / base["rps"] if base else 0.0
            versus = ""
            if backend == "redis":
                ratio = r["rps"] / results["sqlite"][workers]["rps"]
                versus = f"{ratio:.2f} {'ok' if ratio >= TARGET_REDIS_RATIO else 'BELOW'}"
                summary[f"redis_vs_sqlite_{workers}w"] = round(ratio, 3)
            print(f"{backend:8}{workers:>8}{r['rps']:>11.1f}{r['p99']:>9.2f}{scale:>12.2f}{versus:>14}")
            summary[f"{backend}_{workers}w"] = {
                "rps": r["rps"],
                "p99_ms": r["p99"],
                "ratio_to_1_worker": round(scale, 3),
                "non2xx": r["non2xx"],
            }
    print(f"target: Redis >= {TARGET_REDIS_RATIO:.2f} x embedded at the same worker count")
    if 1 in counts and 2 in counts:
        scale = results["sqlite"][2]["rps"] / results["sqlite"][1]["rps"]
        verdict = two_worker_verdict(scale, load_before)
        print(f"target: 2 workers >= {TARGET_TWO_WORKERS:.1f} x 1 worker (SQLite): {verdict}")
        summary["two_workers_vs_one"] = {"ratio": round(scale, 3), "verdict": verdict}
    out = ROOT / "var" / "bench_scale.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(summary, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
