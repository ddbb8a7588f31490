"""Dump score, level and category for every record of a corpus folder, or diff two dumps.

A refactor that claims to keep behaviour proves it here: dump before, dump after, diff. The dump
holds only record ids and figures, never a record's text, so it may be kept next to a branch.

    .venv/bin/python scripts/dump_results.py dump [--corpora DIR] > before.tsv
    .venv/bin/python scripts/dump_results.py diff before.tsv after.tsv
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def dump(corpora: Path | None) -> int:
    """``corpora`` None: where ``scamcheck eval`` looks (SCAMCHECK_CORPORA, else shared/corpora)."""
    from scamcore.cli_eval import CorpusError, corpus_files, default_corpora, read_corpus, refuse_corpus  # not for diff
    from scamcore.evaluate import assess_record

    folder = corpora or default_corpora()
    files = corpus_files(folder) if folder is not None else []
    if not files:
        print(f"dump_results: no *.jsonl in {folder or 'SCAMCHECK_CORPORA or shared/corpora'}", file=sys.stderr)
        return 2
    out = sys.stdout
    try:
        for path in files:
            for n, record in read_corpus(path):
                result = assess_record(record)
                key = f"{path.stem}\t{n}"  # the line number: some sources repeat an id
                if result is None:
                    out.write(f"{key}\t-\t-\t-\n")
                else:
                    out.write(f"{key}\t{result.score}\t{result.level.id}\t{result.category.id}\n")
    except CorpusError as exc:
        return refuse_corpus("dump_results", exc)
    return 0


def _read(path: Path) -> dict[str, tuple[str, ...]]:
    rows: dict[str, tuple[str, ...]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        source, rid, *figures = line.split("\t")
        rows[f"{source}\t{rid}"] = tuple(figures)
    return rows


def diff(before: Path, after: Path) -> int:
    old, new = _read(before), _read(after)
    changed = [key for key in old if new.get(key) != old[key]]
    added = [key for key in new if key not in old]
    for key in changed:
        print(f"{key}\t{'/'.join(old[key])} -> {'/'.join(new.get(key, ('missing',)))}")
    for key in added:
        print(f"{key}\tnew -> {'/'.join(new[key])}")
    level_moves = sum(1 for key in changed if key in new and old[key][1] != new[key][1])
    print(f"{len(old)} before, {len(new)} after: {len(changed)} changed ({level_moves} in level), {len(added)} new")
    return 1 if changed or added else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump", help="print one line per record: source, line, score, level, category")
    d.add_argument("--corpora", type=Path, help="default: SCAMCHECK_CORPORA, else shared/corpora beside the checkout")
    f = sub.add_parser("diff", help="list the records whose figures differ; exit 1 if any do")
    f.add_argument("before", type=Path)
    f.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "dump":
        return dump(args.corpora)
    return diff(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
