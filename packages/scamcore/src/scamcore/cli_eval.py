"""``scamcheck eval``: score every labelled JSONL file of a folder and report shares per label.

Works on any folder in the format of ``shared/corpora`` (``CORPUS_FORMAT``). Files are scored in
parallel processes; the figures are deterministic. Each figure is given on both halves of its file
(``evaluate.half_of``) with the gap between them: a rule tuned on what one half showed and carried
by the other is a pattern; one that lifts only the half it was read on learnt the samples. With no
folder given or found, it scores the small sample shipped in ``data/eval_sample`` (written for it,
nothing from the corpora), so a fresh clone sees what the report looks like and how to point it at
real data.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from importlib.resources import files as package_files
from pathlib import Path
from typing import Any

from .evaluate import (
    CAUTION,
    HALF_GAP,
    HALVES,
    SUSPICIOUS,
    TARGETS,
    Half,
    Miss,
    Tally,
    assess_record,
    half_of,
    is_miss,
    role_of,
)

__all__ = [
    "CORPUS_FORMAT",
    "SAMPLE_CORPUS",
    "CorpusError",
    "corpus_files",
    "default_corpora",
    "read_corpus",
    "refuse_corpus",
    "register",
]

Tallies = dict[tuple[str, Half], Tally]
"""A file's counts per (label, half)."""

CORPUS_FORMAT = (
    "A corpus is any folder of .jsonl files, one JSON record per line: "
    '{"text": "...", "label": "smishing"} for a message, or {"url": "...", "label": "phish"} for a link '
    '(optional: "id", "sender"). Labels smishing, phishing, scam and phish should reach suspicious; '
    "ham and benign should stay below it; spam is reported on its own."
)
SAMPLE_CORPUS = Path(str(package_files("scamcore").joinpath("data/eval_sample")))
"""A few dozen records written for this purpose: they show the report, not the engine's quality."""

# Languages with fewer records than this are left out of the printed table (not of --json): a
# share of three messages says nothing.
_MIN_LANGUAGE_ROWS = 10


def default_corpora() -> Path | None:
    """SCAMCHECK_CORPORA when set (used or refused, never replaced), else ``shared/corpora`` beside the checkout."""
    env = os.environ.get("SCAMCHECK_CORPORA")
    if env:
        return Path(env)
    here = Path.cwd().resolve()
    candidates = [p / "shared" / "corpora" for p in (here, *here.parents)]
    candidates += [p.parent / "shared" / "corpora" for p in (here, *here.parents)]
    return next((c for c in candidates if c.is_dir()), None)


def corpus_files(folder: Path, only: Iterable[str] = ()) -> list[Path]:
    """The corpus files of ``folder`` in name order, or those whose name holds one of ``only``."""
    wanted = tuple(only)
    return sorted(p for p in folder.glob("*.jsonl") if not wanted or any(o in p.name for o in wanted))


class CorpusError(ValueError):
    """A corpus file that can't be read as the format says; the message names the file and line."""


def read_corpus(path: Path | str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each record of a corpus file with its line number (from 1: some sources repeat an id, so
    the line is what names a record in a dump); blank lines and lines that are not a JSON object
    are passed over, as the scores would be.

    A line that is not UTF-8 raises ``CorpusError`` naming the file and line: it is a broken
    export rather than a record, and passing over it would change the figures without a word.
    (Decoded with ``surrogateescape`` so the failing line, not the failing 8 kB chunk, is known.)
    """
    with open(path, encoding="utf-8", errors="surrogateescape") as fh:
        for n, raw in enumerate(fh, 1):
            if not raw.isascii():
                try:
                    raw.encode("utf-8")
                except UnicodeEncodeError:
                    message = f"{path}: line {n} is not UTF-8; convert the file (e.g. iconv -t utf-8)."
                    raise CorpusError(message) from None
            if not raw.strip():
                continue
            try:
                record = json.loads(raw)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict):
                yield n, record


def refuse_corpus(prog: str, exc: CorpusError) -> int:
    """The one line a tool prints for a corpus it can't read, and its exit status (2): the eval and
    the scripts that read corpora say it alike, naming the file and line, never with a traceback."""
    print(f"{prog}: {exc}", file=sys.stderr)
    return 2


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser("eval", help="measure detection quality on labelled JSONL corpora")
    p.add_argument(
        "--corpora",
        type=Path,
        help="folder of labelled JSONL files (default: SCAMCHECK_CORPORA, else shared/corpora beside the checkout, "
        "else a small built-in sample). " + CORPUS_FORMAT,
    )
    p.add_argument("--only", action="append", default=[], help="only files whose name contains this (repeatable)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument(
        "--misses",
        type=int,
        nargs="?",
        const=20,
        default=0,
        metavar="N",
        help="list up to N false positives and false negatives per file, with the flags that fired; "
        "misses come from half A only, so that half B stays unread",
    )
    p.add_argument(
        "--half",
        choices=HALVES,
        help="score only this half of every file (A: read misses and tune here; B: judge changes here)",
    )
    p.add_argument(
        "--with-sender",
        action="store_true",
        help="pass each record's 'sender' field (the From line of the e-mail corpora) to the check",
    )
    p.add_argument(
        "--field",
        metavar="NAME",
        help="score this record field through the screenshot-text path (e.g. ocr_text) instead of text/url",
    )
    p.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (at most one per file and per CPU)",
    )
    p.set_defaults(func=_run)


def _score_file(
    path: str, want_misses: int, with_sender: bool = False, field: str | None = None, half: Half | None = None
) -> tuple[str, Tallies, dict[tuple[str, str], Tally], list[Miss], float]:
    tallies: Tallies = {}
    by_language: dict[tuple[str, str], Tally] = {}
    misses: list[Miss] = []
    started = time.perf_counter()
    for _, record in read_corpus(path):
        side = half_of(record)
        if half is not None and side != half:
            continue
        label = str(record.get("label", "unlabelled"))
        result = assess_record(record, with_sender=with_sender, field=field)
        if result is None:
            continue
        tallies.setdefault((label, side), Tally()).add(result.score)
        by_language.setdefault((label, result.language), Tally()).add(result.score)
        if want_misses and side == "A" and is_miss(label, result.score):
            content = record.get(field or ("url" if "text" not in record else "text"))
            misses.append(
                Miss(
                    file=Path(path).stem,
                    record_id=str(record.get("id", "")),
                    label=label,
                    score=result.score,
                    level=result.level.id,
                    flags=tuple(s.id for s in result.signals),
                    excerpt=" ".join(str(content).split())[:160],
                )
            )
    return Path(path).stem, tallies, by_language, misses, time.perf_counter() - started


def _run(args: argparse.Namespace) -> int:
    if args.misses and args.half == "B":
        print(
            "scamcheck eval: --misses reads half A only; half B is where a change is judged, so its "
            "records stay unread. Drop --half B, or use --half A.",
            file=sys.stderr,
        )
        return 2
    folder: Path | None = args.corpora or default_corpora()
    if folder is None:
        folder = SAMPLE_CORPUS
        print(
            "scamcheck eval: no corpora found (--corpora DIR, SCAMCHECK_CORPORA, or shared/corpora beside the "
            f"checkout), so this scores the small sample in {folder}, written for this purpose: it shows the "
            f"report, not the engine's quality. {CORPUS_FORMAT}\n",
            file=sys.stderr,
        )
    if not folder.is_dir():
        print(
            f"scamcheck eval: {folder} is not a folder; pass --corpora DIR or set SCAMCHECK_CORPORA. {CORPUS_FORMAT}",
            file=sys.stderr,
        )
        return 2
    files = corpus_files(folder, args.only)
    if not files:
        print(f"scamcheck eval: no .jsonl files in {folder}. {CORPUS_FORMAT}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    # Largest files first so the pool stays busy.
    order = [str(p) for p in sorted(files, key=lambda p: -p.stat().st_size)]
    n = len(order)
    jobs = order, [args.misses] * n, [args.with_sender] * n, [args.field] * n, [args.half] * n
    # a worker scores whole files, and more workers than CPUs only share them: --jobs 100000 once
    # started processes without end for one file
    workers = min(args.jobs, n, os.cpu_count() or 1)
    try:
        if workers <= 1:  # one worker: this process, without starting and importing another
            outcomes = list(map(_score_file, *jobs))
        else:
            with ProcessPoolExecutor(max_workers=workers) as pool:
                outcomes = list(pool.map(_score_file, *jobs))
    except CorpusError as exc:
        return refuse_corpus("scamcheck eval", exc)
    results = {name: (tallies, misses, secs) for name, tallies, _, misses, secs in outcomes}
    languages: dict[tuple[str, str], Tally] = {}
    for _, _, by_language, _, _ in outcomes:
        for key, t in by_language.items():
            languages.setdefault(key, Tally()).merge(t)
    names = [p.stem for p in files]
    halves: tuple[Half, ...] = (args.half,) if args.half else HALVES
    report = _report(names, results, languages, halves, time.perf_counter() - started)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report)
    if args.misses:
        for name in names:
            for m in results[name][1][: args.misses]:
                print(
                    f"MISS {m.file} {m.record_id} {m.label} score={m.score} {m.level} "
                    f"flags={','.join(m.flags) or '-'} | {m.excerpt}"
                )
    return 0


_MEASURES = ("suspicious", "caution")
_OK_MARK = {True: "✔", False: "✘", None: "-"}


def _shares(t: Tally) -> dict[str, Any]:
    return {"count": t.count, "suspicious": round(t.share("suspicious"), 4), "caution": round(t.share("caution"), 4)}


def _figures(per_half: dict[Half, Tally], halves: tuple[Half, ...]) -> dict[str, Any]:
    """A label's shares over the halves scored, each half's, and B's lead over A where both were."""
    whole = Tally()
    for t in per_half.values():
        whole.merge(t)
    out = {**_shares(whole), "halves": {h: _shares(per_half.get(h, Tally())) for h in halves}}
    if len(halves) == 2:
        a, b = per_half.get("A", Tally()), per_half.get("B", Tally())
        # no gap where a half holds nothing: 0% against a share would read as a difference
        out["gap"] = {m: round(b.share(m) - a.share(m), 4) if a.count and b.count else None for m in _MEASURES}
    return out


def _report(
    names: list[str],
    results: dict[str, tuple[Tallies, list[Miss], float]],
    languages: dict[tuple[str, str], Tally],
    halves: tuple[Half, ...],
    secs: float,
) -> dict[str, Any]:
    files: dict[str, Any] = {}
    pooled: dict[str, dict[Half, Tally]] = {}
    for name in names:
        tallies, _, file_secs = results[name]
        per_label: dict[str, dict[Half, Tally]] = {}
        for (lab, side), t in tallies.items():
            per_label.setdefault(lab, {})[side] = t
            pooled.setdefault(lab, {}).setdefault(side, Tally()).merge(t)
        files[name] = {
            "seconds": round(file_secs, 2),
            "labels": {
                lab: {"role": role_of(lab), **_figures(per_half, halves)} for lab, per_half in sorted(per_label.items())
            },
        }
    by_language: dict[str, dict[str, Any]] = {}
    for (label, language), t in sorted(languages.items()):
        by_language.setdefault(label, {})[language] = {"role": role_of(label), **_shares(t)}
    return {
        "thresholds": {"suspicious": SUSPICIOUS, "caution": CAUTION},
        "halves": list(halves),
        "seconds": round(secs, 1),
        "files": files,
        "pooled": {lab: {"role": role_of(lab), **_figures(ph, halves)} for lab, ph in sorted(pooled.items())},
        "languages": by_language,
        "targets": _targets(results, halves),
    }


def _targets(results: dict[str, tuple[Tallies, list[Miss], float]], halves: tuple[Half, ...]) -> list[dict[str, Any]]:
    """Each target row with files here: met or not over the halves scored, each half's share, and
    whether half B stays within ``HALF_GAP`` of half A."""
    rows = []
    for target in TARGETS:
        per_half = {h: Tally() for h in halves}
        for name in target.files:
            for h in halves:
                t = results[name][0].get((target.label, h)) if name in results else None
                if t is not None:
                    per_half[h].merge(t)
        whole = Tally()
        for t in per_half.values():
            whole.merge(t)
        if not whole.count:
            continue
        value = whole.share(target.measure)
        row: dict[str, Any] = {
            "name": target.name,
            "label": target.label,
            "measure": f">= {target.measure}",
            "count": whole.count,
            "value": round(value, 4),
            "target": f"{target.direction} {target.goal:.1%}",
            "issue": target.issue,
            "met": target.met(value),
            "halves": {
                h: {
                    "count": t.count,
                    "value": round(t.share(target.measure), 4),
                    "met": target.met(t.share(target.measure)),
                }
                for h, t in per_half.items()
            },
        }
        if len(halves) == 2:
            gap = per_half["B"].share(target.measure) - per_half["A"].share(target.measure)
            both_counted = per_half["A"].count > 0 and per_half["B"].count > 0
            row["gap"] = round(gap, 4) if both_counted else None
            row["gap_ok"] = abs(gap) <= HALF_GAP if both_counted else None
        rows.append(row)
    return rows


def _points(gap: float | None) -> str:
    """B's lead over A in points, signed; a gap that rounds to nothing reads +0.0, not -0.0."""
    if gap is None:
        return f"{'-':>6}"
    text = f"{gap * 100:+6.1f}"
    return text.replace("-0.0", "+0.0")


def _cells(s: dict[str, Any], both: bool) -> str:
    """A row's shares: over the halves scored, then each half and B's lead over A, per measure."""
    out = []
    for m in _MEASURES:
        out.append(f"{s[m]:8.1%}")
        if both:
            a, b = (f"{h[m]:7.1%}" if h["count"] else f"{'-':>7}" for h in (s["halves"]["A"], s["halves"]["B"]))
            out.append(f"{a} {b} {_points(s['gap'][m])}")
    return " ".join(out)


def _print(report: dict[str, Any]) -> None:
    both = len(report["halves"]) == 2
    scope = "" if both else f" (half {report['halves'][0]} only)"
    per = f" {'A':>7} {'B':>7} {'B-A':>6}" if both else ""
    print(f"{'file' + scope:34} {'label':10} {'role':9} {'count':>7} {'>=susp':>8}{per} {'>=caution':>8}{per}")
    for name, info in report["files"].items():
        for lab, s in info["labels"].items():
            print(f"{name:34} {lab:10} {s['role']:9} {s['count']:7d} {_cells(s, both)}")
    print()
    for lab, s in report["pooled"].items():
        print(f"{'POOLED':34} {lab:10} {s['role']:9} {s['count']:7d} {_cells(s, both)}")
    shown = [
        (label, language, s)
        for label, rows in report["languages"].items()
        for language, s in rows.items()
        if s["count"] >= _MIN_LANGUAGE_ROWS
    ]
    if len({language for _, language, _ in shown}) > 1:
        print(f"\nby detected language (languages with {_MIN_LANGUAGE_ROWS} or more records; 'und': too little text)")
        for label, language, s in shown:
            print(f"{language:34} {label:10} {s['role']:9} {s['count']:7d} {s['suspicious']:8.1%} {s['caution']:9.1%}")
    if report["targets"]:
        halves = f"  {'A':>7} {'B':>7} {'B-A':>6} within 2" if both else ""
        print(f"\n     target (issue 19; caution rows of ham: issue 10)     {'share':>7}  {'goal':9}    {halves}")
        for t in report["targets"]:
            mark = "MISS" if not t["met"] else "gap " if t.get("gap_ok") is False else "ok  "
            line = (
                f"{mark} {t['name']:34} {t['measure']:14} {t['value']:7.2%}  {t['target']:9} {'✔' if t['met'] else '✘'}"
            )
            if both:
                a, b = t["halves"]["A"]["value"], t["halves"]["B"]["value"]
                line += f"  {a:7.2%} {b:7.2%} {_points(t['gap'])} {_OK_MARK[t['gap_ok']]}"
            print(f"{line}  (n={t['count']})")
    print(
        f"\n{report['seconds']} s; positives should reach >= suspicious (score >= "
        f"{report['thresholds']['suspicious']}), negatives stay below it and mostly below caution "
        f"({report['thresholds']['caution']}). Halves: A is where misses are read (--misses), B where a "
        "change is judged; B-A is in points."
    )
