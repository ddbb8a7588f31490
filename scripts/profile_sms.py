"""Where a text message's check goes, step by step and rule by rule, in one process.

``bench.py`` gives a row's median; ``bench_compare.py`` two versions' ratio, but not below ~15% on a
shared machine. This times each step of ``check_text`` on its own over the bench's SMS sample (the
seeded DEV records, ``bench_inputs``), and each rule the table calls, as the fastest of ``--repeat``
timings of each text (the fastest is what the code costs; the others are what the neighbours took):

    .venv/bin/python scripts/profile_sms.py [--repeat 7] [--rules 30]
    .venv/bin/python scripts/profile_sms.py --bounds [--repeat 7]

``--bounds`` answers what gates could save at most: the whole check timed as it is, and with the
table calling only the rows that fire on that text (a perfect gate), the rows run on every text or
the scanned ones only where they fire, only the rows that fire on some text of the sample, and no
row at all (the floor outside the rules); every way alternated per text in this process.

A step timed alone costs less than it does inside a check (a check walks ~350 rules' code, which
pushes the step's out of the CPU caches): the steps do not add up to the whole check. To compare
two versions of a step, time both in one process with this script's ``fastest``.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_inputs import load_inputs


def fastest(repeat: int, fn: Callable[..., object], *args: Any, **kwargs: Any) -> float:
    """The fastest of ``repeat`` calls of ``fn(*args, **kwargs)``, in µs of process time."""
    best = 1 << 62
    for _ in range(repeat):
        start = time.process_time_ns()
        fn(*args, **kwargs)
        best = min(best, time.process_time_ns() - start)
    return best / 1e3


def _call_on_copy(call: Callable[[Any], object], ctx: Any) -> None:
    """A rule's call on a copy of the context, so that what it keeps in the memo does not help the next timing."""
    call(type(ctx)(ctx.norm, ctx.entities, ctx.links, dict(ctx.hits), dict(ctx.memo), ctx.language, ctx.sender))


def _no_op(ctx: Any) -> None:
    """What a rule's timing costs around the rule: ``_call_on_copy`` of this."""


def _scans(table: Any, ctx: Any) -> None:
    """The table's scans on a new context each time (what they record in the memo is per message)."""
    table.candidates(type(ctx)(ctx.norm, ctx.entities, ctx.links, language=ctx.language))


class _Walk:
    """``RuleTable.run`` as the table walks, calling only the positions in ``allow`` (all when None)
    and noting which fire: for ``--bounds`` alone, whose results but the last one's are the same."""

    def __init__(self) -> None:
        self.allow: set[int] | frozenset[int] | None = None
        self.fired: set[int] = set()

    def run(self, table: Any, ctx: Any) -> list[Any]:
        from scamcore.rules.base import finding_of
        from scamcore.rules.table import digit_count

        out: list[Any] = []
        allow, hits, digits = self.allow, ctx.hits, -1
        for i in table.candidates(ctx):
            if allow is not None and i not in allow:
                continue
            gate = table._gates[i]
            if gate is not None:
                if gate.__class__ is frozenset:
                    if gate.isdisjoint(hits):
                        continue
                elif gate.__class__ is int:
                    digits = digit_count(ctx.subject) if digits < 0 else digits
                    if digits < gate:
                        continue
                elif not gate(ctx):
                    continue
            evidence = table._calls[i](ctx)
            if evidence is not None:
                self.fired.add(i)
                rule = table.rules[i]
                hits[rule.id] = found = finding_of(rule, evidence)
                if not rule.is_predicate:
                    out.append(found)
        return out


def bounds(texts: list[str], rep: int) -> None:
    """What the whole check costs with the table calling fewer rows: the most gates could save."""
    import scamcore
    from scamcore.rules.table import RuleTable
    from scamcore.text import text_table

    walk = _Walk()

    def run(table: Any, ctx: Any) -> list[Any]:
        return walk.run(table, ctx)

    RuleTable.run = run  # type: ignore[method-assign]
    fired: list[set[int]] = []
    every: dict[str, set[int]] = collections.defaultdict(set)  # per table: positions differ between languages
    for text in texts:
        walk.fired = set()
        language = scamcore.check_text(text).language
        fired.append(walk.fired)
        every[language] |= walk.fired
    ways = [
        "as it is",
        "a perfect gate",
        "every-text rows perfectly",
        "scanned rows perfectly",
        "rows firing on some text",
        "no row",
    ]
    times: dict[str, list[float]] = {way: [] for way in ways}
    for k, text in enumerate(texts):
        result = scamcore.check_text(text)
        table = text_table(result.language)
        rows, always = set(range(len(table.rules))), table._always
        allow: dict[str, set[int] | frozenset[int] | None] = {
            "as it is": None,
            "a perfect gate": fired[k],
            "every-text rows perfectly": fired[k] | (rows - always),
            "scanned rows perfectly": fired[k] | always,
            "rows firing on some text": every[result.language],
            "no row": frozenset(),
        }
        for way in ways[:-1]:  # the same result whichever way: only rows that could not fire were skipped
            walk.allow = allow[way]
            assert scamcore.check_text(text) == result, (way, text)
        best = dict.fromkeys(ways, float(1 << 62))
        for r in range(rep):
            for way in ways if r % 2 else ways[::-1]:
                walk.allow = allow[way]
                best[way] = min(best[way], fastest(1, scamcore.check_text, text))
        for way in ways:
            times[way].append(best[way])
    real = times["as it is"]
    firing = sum(map(len, every.values()))
    print(f"{len(texts)} texts, {firing} rows fire on some; the whole check, fastest of {rep}, ways alternated\n")
    for way in ways:
        saved = [a - b for a, b in zip(real, times[way], strict=True)]
        share = statistics.median(s / a for s, a in zip(saved, real, strict=True))
        mid, gain = statistics.median(times[way]), statistics.median(saved)
        print(f"{way:28s} median {mid:6.1f} µs   saves median {gain:6.1f} µs ({share:.0%})")


def summary(values: list[float]) -> str:
    p90 = statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]
    return f"median {statistics.median(values):7.1f} µs   p90 {p90:7.1f}   mean {statistics.mean(values):7.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--rules", type=int, default=30, help="rules listed, costliest first")
    parser.add_argument("--bounds", action="store_true", help="what calling fewer rows could save at most")
    args = parser.parse_args()
    if args.bounds:
        import scamcore

        scamcore.warm_up()
        texts = load_inputs(300, 1).sms
        for text in texts:
            scamcore.check_text(text)
        bounds(texts, args.repeat)
        return

    import scamcore
    from scamcore.engine import _result
    from scamcore.extract import extract
    from scamcore.language import detect_language
    from scamcore.normalize import normalize
    from scamcore.rules.base import finding_of
    from scamcore.rules.table import digit_count
    from scamcore.text import TextContext, read_text, text_table
    from scamcore.urls import analyse_url

    scamcore.warm_up()
    texts = load_inputs(300, 1).sms
    for text in texts:  # every language table the sample needs, built before any timing
        scamcore.check_text(text)
    n, rep = len(texts), args.repeat
    steps: dict[str, list[float]] = collections.defaultdict(list)
    rule_us: dict[str, float] = collections.defaultdict(float)
    rule_calls: collections.Counter[str] = collections.Counter()
    always: dict[str, bool] = {}
    floor: list[float] = []  # a timing's own cost: the timer and the context's copy, around a no-op
    for text in texts:
        steps["check_text"].append(fastest(rep, scamcore.check_text, text))
        norm = normalize(text)
        steps["normalize"].append(fastest(rep, normalize, text))
        ents = extract(text)
        steps["extract"].append(fastest(rep, extract, text))
        links = [analyse_url(u) for u in ents.urls]
        lang = detect_language(norm.folded)
        steps["detect_language"].append(fastest(rep, detect_language, norm.folded))
        table = text_table(lang)
        steps["table: scans (candidates)"].append(
            fastest(rep, _scans, table, TextContext(norm, ents, links, language=lang))
        )
        reading = read_text(norm, ents, links, lang)
        steps["table: whole run"].append(fastest(rep, read_text, norm, ents, links, lang))
        found = reading.findings
        steps["result"].append(fastest(rep, _result, found, links, kind="text", language=lang, sources=(text, "")))
        # each rule the walk calls, on the context as the walk leaves it before the call
        ctx = TextContext(norm, ents, links, language=lang)
        floor.append(fastest(rep, _call_on_copy, _no_op, ctx))
        digits = -1
        for i in table.candidates(ctx):
            gate = table._gates[i]
            if gate is not None:
                if gate.__class__ is frozenset:
                    if gate.isdisjoint(ctx.hits):  # type: ignore[union-attr]
                        continue
                elif gate.__class__ is int:
                    digits = digit_count(ctx.subject) if digits < 0 else digits
                    if digits < gate:  # type: ignore[operator]
                        continue
                elif not gate(ctx):  # type: ignore[operator]
                    continue
            rule, call = table.rules[i], table._calls[i]
            rule_us[rule.id] += fastest(rep, _call_on_copy, call, ctx)
            rule_calls[rule.id] += 1
            always[rule.id] = i in table._always
            evidence = call(ctx)
            if evidence is not None:
                ctx.hits[rule.id] = finding_of(rule, evidence)
    print(f"{n} texts of the bench's SMS sample; fastest of {rep} timings of each, process time\n")
    for name, values in steps.items():
        print(f"{name:28s} {summary(values)}")
    # What a rule's timings add up to, less a timing's own cost (the median no-op's) per call.
    own = statistics.median(floor)
    net = {rid: max(0.0, us - own * rule_calls[rid]) for rid, us in rule_us.items()}
    per_kind = collections.Counter({k: 0.0 for k in (True, False)})
    for rid, us in net.items():
        per_kind[always[rid]] += us
    print(
        f"\nrule calls per text {sum(rule_calls.values()) / n:.1f}: those run on every text "
        f"{per_kind[True] / n:.1f} µs, those the scans let run {per_kind[False] / n:.1f} µs a text (means, less "
        f"each timing's own {own:.1f} µs: the timer and a context's copy around a no-op)"
    )
    for rid, us in sorted(net.items(), key=lambda kv: -kv[1])[: args.rules]:
        kind = "always" if always[rid] else "scan"
        calls = rule_calls[rid]
        print(
            f"  {rid:36s} {kind:6s} {us / n:6.2f} µs a text, {us / calls:6.2f} a call, "
            f"called on {calls / n:4.0%} of texts"
        )


if __name__ == "__main__":
    main()
