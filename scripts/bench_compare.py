"""Time the engine of another git ref and of the working tree in one run, interleaved: new/old ratios.

    .venv/bin/python scripts/bench_compare.py main [--rounds 7] [--quick] [--rows sms,url_warm]

On a shared machine two ``make bench`` runs minutes apart differ by more than most changes do, so
a claim such as "no slower" is measured here instead: both versions run at the same time, on the
same inputs (``bench_inputs``: the seeded DEV sample, or our fixtures), in two long-lived child
processes that take turns row by row, the side that goes first alternating every round. Every
figure is process time (what the engine itself spent), the median over the inputs of one pass,
then the median over the rounds; the ratio is the median of the rounds' own new/old ratios.

REF's packages are exported with ``git archive`` into a temporary folder and put first on the
child's ``PYTHONPATH``; both sides use this checkout's ``.venv`` for their dependencies, so a REF
that needs a library the venv lacks cannot be timed this way. ``git archive`` rather than ``git
worktree add``: the repository is shared with other checkouts, and an export leaves nothing in it.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import IO, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import START_CODE, load_inputs, new_host, start_env

ROOT = Path(__file__).resolve().parent.parent
ROWS = ("sms", "email", "email_20k", "url_warm", "url_new_host", "import", "import_first_check")
_START_ROWS = ("import", "import_first_check")


def _paths(root: Path) -> str:
    return os.pathsep.join(str(p) for p in sorted((root / "packages").glob("*/src")))


def _export(ref: str, into: Path) -> None:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "packages"], capture_output=True, check=True)
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")


def _env(pythonpath: str) -> dict[str, str]:
    env = start_env()  # time imports as installed
    env["PYTHONPATH"] = pythonpath
    env["OMP_THREAD_LIMIT"] = "1"
    return env


class Side:
    """One code version: a child process that times the rows it is sent."""

    def __init__(self, name: str, pythonpath: str, inputs_file: Path, cwd: Path) -> None:
        self.name = name
        self.env = _env(pythonpath)
        self.cwd = cwd
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--child", str(inputs_file)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=self.env,
            cwd=cwd,
        )
        self.times: dict[str, list[float]] = {}

    def run(self, row: str) -> float:
        if row in _START_ROWS:
            out = subprocess.run(
                [sys.executable, "-c", START_CODE[row]],
                capture_output=True,
                text=True,
                check=True,
                env=self.env,
                cwd=self.cwd,
            ).stdout
            ms = float(out) * 1000
        else:
            stdin, stdout = self.proc.stdin, self.proc.stdout
            assert stdin is not None and stdout is not None
            stdin.write(row + "\n")
            stdin.flush()
            ms = float(json.loads(stdout.readline())["median_ms"])
        self.times.setdefault(row, []).append(ms)
        return ms

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=60)


def _child(inputs_file: Path, commands: IO[str], out: IO[str]) -> None:
    """Time passes over one row's inputs, as the parent asks; one JSON line per pass."""
    import scamcore

    data: dict[str, list[str]] = json.loads(inputs_file.read_text(encoding="utf-8"))
    fresh = iter(range(10**9))
    calls: dict[str, tuple[list[str], Any]] = {
        "sms": (data["sms"], scamcore.check_text),
        "email": (data["emails"], scamcore.check_text),
        "email_20k": (data["long_emails"], scamcore.check_text),
        "url_warm": (data["urls"], scamcore.check_url),
        "url_new_host": (data["urls"], lambda u: scamcore.check_url(new_host(u, next(fresh)))),
    }
    for inputs, fn in calls.values():  # warm every table and cache a row reads
        for value in inputs:
            fn(value)
    for line in commands:
        row = line.strip()
        inputs, fn = calls[row]
        if row == "url_warm":  # other rows' links may have pushed these out of a bounded cache
            for value in inputs:
                fn(value)
        times = []
        for value in inputs:
            t = time.process_time_ns()
            fn(value)
            times.append((time.process_time_ns() - t) / 1e6)
        out.write(json.dumps({"median_ms": statistics.median(times)}) + "\n")
        out.flush()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ref", help="the git ref to compare the working tree against (e.g. main)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="fewer inputs (100 each, 20 long e-mails)")
    parser.add_argument("--rows", default=",".join(ROWS), help=f"comma-separated, of {', '.join(ROWS)}")
    args = parser.parse_args(argv)
    rows = [r for r in args.rows.split(",") if r]
    unknown = set(rows) - set(ROWS)
    if unknown:
        parser.error(f"unknown rows: {', '.join(sorted(unknown))}")
    # Stopped with SIGTERM, still delete the temporary folder (it holds DEV records) on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    inputs = load_inputs(100, 20) if args.quick else load_inputs(300, 60)
    with tempfile.TemporaryDirectory(prefix="bench-compare-") as tmp:
        folder = Path(tmp)
        os.chmod(folder, 0o700)  # the inputs are DEV records: readable by this user only, deleted at the end
        inputs_file = folder / "inputs.json"
        inputs_file.write_text(
            json.dumps(
                {"sms": inputs.sms, "emails": inputs.emails, "long_emails": inputs.long_emails, "urls": inputs.urls}
            ),
            encoding="utf-8",
        )
        _export(args.ref, folder / "ref")
        print(f"{args.ref} vs the working tree, {args.rounds} rounds on {inputs.source} inputs", flush=True)
        old = Side(args.ref, _paths(folder / "ref"), inputs_file, folder)
        new = Side("working tree", _paths(ROOT), inputs_file, folder)
        try:
            for side in (old, new):  # the first import of each side writes its bytecode caches
                side.run("import")
                side.times.clear()
            for n in range(args.rounds):
                order = (old, new) if n % 2 == 0 else (new, old)
                for row in rows:
                    for side in order:
                        side.run(row)
                print(f"round {n + 1}/{args.rounds} done", file=sys.stderr, flush=True)
        finally:
            old.close()
            new.close()
    print(f"{'row':16} {'old ms':>10} {'new ms':>10} {'new/old':>8}   (process time; median of rounds)")
    for row in rows:
        a, b = old.times[row], new.times[row]
        ratio = statistics.median(y / x for x, y in zip(a, b, strict=True) if x)
        print(f"{row:16} {statistics.median(a):10.4f} {statistics.median(b):10.4f} {ratio:8.3f}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        _child(Path(sys.argv[2]), sys.stdin, sys.stdout)
        sys.exit(0)
    sys.exit(main(sys.argv[1:]))
