"""Where a link with a new host spends its time: each stage, and each URL row, timed in one process.

    .venv/bin/python scripts/bench_new_host.py [--tries 7] [--top 12]

The bench's "URL, a new host" row times the whole check; on the shared machine two runs differ by
more than most changes to one step give, so this times the steps themselves. Each of the bench's
sample links (``bench_inputs``) is checked under ``--tries`` subdomains no earlier call used
(``new_host``), each stage timed alone, and the fastest of the tries kept per link (process time):
what the step costs, without the neighbours' load. Then the median and p90 over the links. The
stages are timed apart, so they do not add up to the whole check: each runs with the CPU caches
the one before left. Run it on two versions (``PYTHONPATH`` to an export of the other, as
``bench_compare.py`` does) to compare them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from itertools import count
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import load_inputs, new_host


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tries", type=int, default=7, help="fresh subdomains per link; the fastest is kept")
    parser.add_argument("--top", type=int, default=12, help="how many of the costliest rows to list")
    args = parser.parse_args(argv)

    import scamcore
    from scamcore import engine, urls
    from scamcore.rules.base import finding_of, run_rules
    from scamcore.rules.url_registry import URL_RULES

    links = load_inputs().urls
    for link in links:
        scamcore.check_url(link)  # what the sample's known domains leave in the per-part caches
    fresh = count()
    clock = time.process_time_ns

    def whole(url: str) -> int:
        t = clock()
        engine._url_result(url)
        return clock() - t

    def context(url: str) -> int:
        t = clock()
        urls._context(url, 0, False)
        return clock() - t

    def rules(url: str) -> int:
        ctx = urls._context(url, 0, False)
        t = clock()
        run_rules(URL_RULES, ctx)
        return clock() - t

    def result(url: str) -> int:
        link = urls.analyse_url(url)
        t = clock()
        engine._result(list(link.findings), [link], kind="url", sources=(url,))
        return clock() - t

    stages: dict[str, Callable[[str], int]] = {
        "whole check": whole,
        "context": context,
        "rules": rules,
        "result": result,
    }
    times: dict[str, list[float]] = {name: [] for name in stages}
    per_row: dict[str, int] = {}
    for link in links:
        for name, stage in stages.items():
            times[name].append(min(stage(new_host(link, next(fresh))) for _ in range(args.tries)) / 1000)
        fastest: dict[str, int] = {}
        for _ in range(args.tries):
            ctx = urls._context(new_host(link, next(fresh)), 0, False)
            have = URL_RULES.facts(ctx)
            for rule, check, clauses in URL_RULES.steps:
                if clauses and not all(map(have.__and__, clauses)):
                    continue
                t = time.perf_counter_ns()
                evidence = check(ctx)
                spent = time.perf_counter_ns() - t
                fastest[rule.id] = min(fastest.get(rule.id, spent), spent)
                if evidence is not None:
                    ctx.hits[rule.id] = finding_of(rule, evidence)
        for rule_id, spent in fastest.items():
            per_row[rule_id] = per_row.get(rule_id, 0) + spent

    print(f"a new host, {len(links)} links, the fastest of {args.tries} subdomains each (process time, µs)")
    for name, values in times.items():
        p90 = statistics.quantiles(values, n=10)[-1]
        print(f"{name:12} median {statistics.median(values):8.1f}   p90 {p90:8.1f}")
    n = len(links)
    print(f"rows: {sum(per_row.values()) / n / 1000:.1f} µs a link in all (each row timed alone); the costliest:")
    for rule_id, spent in sorted(per_row.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"  {rule_id:36} {spent / n / 1000:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
