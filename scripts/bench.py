"""``make bench``: the engine's speed on what users send, import time and peak memory.

Each row times one kind of input (``bench_inputs``: a seeded sample of real SMS, e-mails and links
from ``../shared/corpora`` when it is there, our own short fixtures otherwise) and reports the
median and the 90th percentile over the inputs of each input's own median time, against issue 21's
targets (ratio = median / target; < 1.0 meets it). Then, when present, the HTTP benchmark
(scripts/bench_http.py) and the scale benchmark (scripts/bench_scale.py) run. Timings are for
information: no test depends on them. To compare two code versions, use scripts/bench_compare.py,
which times both in one run.
"""

from __future__ import annotations

import base64
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import KB_SIZES, START_CODE, load_inputs, new_host, start_env

ROOT = Path(__file__).resolve().parent.parent

HOSTILE_N = 100_000
HOSTILE = ["0" * HOSTILE_N, "1" * HOSTILE_N + "x", "$" + "9" * HOSTILE_N, "@" * HOSTILE_N]
"""Runs of what the phone and address patterns repeat, with no end they accept (issue 20): every
check must stay under 50 ms, so the row reports the slowest of them."""


def screenshot_data_url() -> str:
    from PIL import Image, ImageDraw, ImageFont

    img = Image.new("RGB", (1080, 2400), "white")
    draw = ImageDraw.Draw(img)
    try:
        font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 44)
    except OSError:
        font = ImageFont.load_default(size=44)
    draw.rounded_rectangle((40, 300, 1000, 900), 40, fill=(233, 233, 235))
    lines = [
        "USPS: Your package is on hold.",
        "Pay the $1.99 redelivery fee",
        "within 24 hours at",
        "https://usps-track-redelivery.com",
        "or it will be returned.",
    ]
    for i, line in enumerate(lines):
        draw.text((80, 340 + i * 100), line, fill="black", font=font)
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def input_ms(fn: Callable[[], object], repeat: int) -> float:
    """The median CPU time of ``repeat`` calls, after one that warms what the input needs.

    Process time, not wall time: the machines this runs on are shared, and what another process
    takes of the cores is not the engine's cost."""
    fn()
    samples = []
    for _ in range(repeat):
        t = time.process_time_ns()
        fn()
        samples.append((time.process_time_ns() - t) / 1e6)
    return statistics.median(samples)


def p90(values: Sequence[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def child(code: str) -> str:
    """Run ``code`` in a new interpreter that reads (and, the first time, writes) cached bytecode, as an
    installed package does: without it the import row would time the compiler."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=start_env()
    ).stdout


Row = tuple[str, float, float, float, str]
"""name, median ms, p90 ms, target ms, note"""


def engine_rows(quick: bool) -> tuple[str, list[Row]]:
    import scamcore

    inputs = load_inputs()
    rows: list[Row] = []

    def row(name: str, times: list[float], target: float, note: str = "") -> None:
        rows.append((name, statistics.median(times), p90(times), target, note))

    def each(texts: Sequence[str], fn: Callable[[str], object], repeat: int) -> list[float]:
        return [input_ms(lambda s=s: fn(s), repeat) for s in texts]  # type: ignore[misc]

    n = len(inputs.sms)
    row("SMS", each(inputs.sms, scamcore.check_text, 5 if quick else 15), 0.10, f"{n} texts")
    row("e-mail as sent (cut to 20 kB)", each(inputs.emails, scamcore.check_text, 1 if quick else 3), 5.0)
    longs = inputs.long_emails[: 40 if quick else None]
    row("e-mail, 20 kB", each(longs, scamcore.check_text, 1 if quick else 3), 5.0, f"{len(longs)} texts")
    per_kb = []
    for size in KB_SIZES:
        times = each([t[:size] for t in longs[:60]], scamcore.check_text, 1 if quick else 3)
        per_kb.append(f"{size // 1000}k:{statistics.median(times) / (size / 1000):.3f}")
    rows.append(("cost per kB (e-mail cut to 2/5/10/20 kB)", 0.0, 0.0, 0.0, " ".join(per_kb) + " ms/kB"))
    worst = max(input_ms(lambda s=s: scamcore.check_text(s), 3) for s in HOSTILE)  # type: ignore[misc]
    rows.append(("slowest 100 kB hostile run", worst, worst, 50.0, ""))
    from scamcore.language import detect_language

    row("detect_language: SMS", each([s.casefold() for s in inputs.sms], detect_language, 50), 0.02)
    row("URL, warm", each(inputs.urls, scamcore.check_url, 50), 0.02, f"{len(inputs.urls)} links")
    fresh = iter(range(10**9))
    row("URL, a new host", each(inputs.urls, lambda u: scamcore.check_url(new_host(u, next(fresh))), 5), 0.1)
    try:
        shot = screenshot_data_url()
        row("image: 1080x2400 screenshot", each([shot], scamcore.check_image, 3 if quick else 7), 400.0)
    except scamcore.OcrUnavailable as exc:
        print(f"image benchmark skipped: {exc}", file=sys.stderr)
    return inputs.source, rows


def start_rows() -> list[Row]:
    """What a new process pays: the import, then the first check (or the warm-up a server runs)."""
    child("import scamcore; scamcore.check_text('hi https://paypal.com')")  # writes the bytecode caches
    imports = [float(child(START_CODE["import"])) for _ in range(5)]
    first = [float(child(START_CODE["import_first_check"])) for _ in range(3)]
    warm = [float(child(START_CODE["warm_up"])) for _ in range(3)]
    return [
        ("import scamcore", statistics.median(imports) * 1000, max(imports) * 1000, 300.0, "5 processes"),
        ("import + first check", statistics.median(first) * 1000, max(first) * 1000, 1000.0, "3 processes, no warm-up"),
        ("warm_up() (a server, before ready)", statistics.median(warm) * 1000, max(warm) * 1000, 0.0, "3 processes"),
    ]


def peak_rss_mb() -> float:
    """The peak memory of a process that has done a worker's engine work, and only that.

    A server worker holds the engine, not the corpora: the child reads the sampled inputs one line at
    a time from a private temporary file (deleted at the end), so what it holds at its peak is the
    engine's tables and caches, the interpreter, and one input. Reading the corpora in the child
    added ~42 MB of records no worker holds."""
    inputs = load_inputs(100, 20)
    with tempfile.TemporaryDirectory(prefix="bench-rss-") as tmp:
        os.chmod(tmp, 0o700)  # the inputs are DEV records: readable by this user only, deleted at the end
        path = Path(tmp) / "inputs.jsonl"
        with path.open("w", encoding="utf-8") as out:
            texts = inputs.sms + inputs.emails + inputs.long_emails
            for kind, values in (("text", texts), ("url", inputs.urls), ("image", [screenshot_data_url()])):
                out.writelines(json.dumps([kind, value]) + "\n" for value in values)
        del inputs, texts
        code = (
            "import json, scamcore\n"
            "check = {'text': scamcore.check_text, 'url': scamcore.check_url, 'image': scamcore.check_image}\n"
            f"for line in open({str(path)!r}, encoding='utf-8'):\n"
            "    kind, value = json.loads(line)\n"
            "    try:\n        check[kind](value)\n    except scamcore.OcrUnavailable:\n        pass\n"
            "status = open('/proc/self/status').read().split('VmHWM:')[1]\n"
            "print(int(status.split()[0]) / 1024)"
        )
        # VmHWM, not getrusage's ru_maxrss: Linux keeps ru_maxrss across execve, so a child started by a
        # bench that already holds the corpora reported the parent's peak (~195 MB) instead of its own.
        return float(child(code))


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    source, rows = engine_rows(quick)
    rows += start_rows()
    rss_mb = peak_rss_mb()

    print(f"engine rows on {source} inputs ({'seeded DEV sample' if source == 'corpora' else 'synthetic'})")
    print(f"{'benchmark':42} {'median':>10} {'p90':>10} {'target':>9} {'ratio':>6}  note")
    for name, med, high, target, note in rows:
        if not target:
            shown = f"{med:8.3f}ms {high:8.3f}ms" if med else f"{'':>10} {'':>10}"
            print(f"{name:42} {shown} {'':>9} {'':>6}  {note}")
            continue
        print(f"{name:42} {med:8.3f}ms {high:8.3f}ms {target:7.2f}ms {med / target:6.2f}  {note}")
    print(f"{'peak RSS (engine workload)':42} {rss_mb:8.1f}MB {'':>10} {150.0:7.1f}MB {rss_mb / 150:6.2f}")
    summary: dict[str, object] = {"inputs": source}
    for name, med, high, target, note in rows:
        summary[name] = {"median_ms": round(med, 4), "p90_ms": round(high, 4), "target_ms": target, "note": note}
    summary["peak_rss_mb"] = {"value": round(rss_mb, 1), "target": 150}
    out = ROOT / "var" / "bench.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(summary, indent=2))

    status = 0
    if "--engine" in argv:
        return status
    for name in ("bench_http.py", "bench_scale.py"):  # one worker over HTTP, then 1/2/4 workers on SQLite and Redis
        script = Path(__file__).with_name(name)
        if script.exists():
            print()
            sys.stdout.flush()
            status = subprocess.call([sys.executable, str(script)]) or status
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
