"""Find text and hosts of the DEV corpora written into the project.

No text, host or n-gram taken from the corpora may enter the project (a rule written for a sample
does not carry to the kept-back halves). This reads the corpora and lists, in the project's own
files (packages, tests, docs, scripts):

- every host of a phishing or scam URL record (a host no benign record of the corpora has);
- every run of ``--words`` consecutive words that also occurs in a message of the corpora.

A finding that is general knowledge (a platform's public domain, a stock phrase any bank writes)
can be accepted by a line in ``scripts/leak_allow.txt`` after a person has looked at it; anything
else is a leak to replace by a made-up example of the same shape. Exit 1 when an unaccepted
finding is left, 0 otherwise, 2 when there are no corpora to compare with.

    python scripts/check_leaks.py            # the corpora found as `scamcheck eval` finds them
    python scripts/check_leaks.py --words 10  # only longer runs of words
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

from scamcore.cli_eval import CorpusError, corpus_files, default_corpora, read_corpus, refuse_corpus

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("packages", "tests", "docs", "scripts", "README.md")
SUFFIXES = {".py", ".md", ".txt", ".json", ".jsonl", ".yaml", ".yml", ".toml", ".html", ".js"}
ALLOW = Path(__file__).with_name("leak_allow.txt")
HOST = re.compile(r"(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![\w-])")
WORD = re.compile(r"[^\W_]+")
BENIGN = {"benign", "ham", "legit", "legitimate", "genuine"}


def host_of(url: str) -> str:
    """The record's host as the halves key it: lower-cased, no trailing dot, no leading www."""
    raw = url if "//" in url else "//" + url
    try:
        host = urlsplit(raw).hostname or ""
    except ValueError:
        return ""
    host = host.rstrip(".")
    return host[4:] if host.startswith("www.") else host


def corpus_hosts(folder: Path) -> set[str]:
    """Hosts of non-benign URL records that no benign record shares."""
    bad: set[str] = set()
    good: set[str] = set()
    for path in corpus_files(folder):
        for _, record in read_corpus(path):
            url = record.get("url")
            if isinstance(url, str):
                benign = str(record.get("label", "")).lower() in BENIGN
                (good if benign else bad).add(host_of(url))
    return bad - good - {""}


def runs(words: list[str], n: int) -> Iterator[str]:
    for i in range(len(words) - n + 1):
        yield " ".join(words[i : i + n])


def _candidates(root: Path) -> list[Path]:
    """The files that can enter the project: in a git work tree, the tracked and untracked ones git
    does not ignore, so what a test run or a build leaves behind (caches, reports, built pages) is
    not read as the project's; elsewhere, every file under the scanned folders."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", *SCANNED],
            cwd=root,
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        found: list[Path] = []
        for name in SCANNED:
            top = root / name
            found.extend([top] if top.is_file() else sorted(top.rglob("*")))
        return found
    return sorted(root / os.fsdecode(name) for name in listed.split(b"\0") if name)


def project_files(root: Path) -> Iterator[Path]:
    for path in _candidates(root):
        if path.is_file() and path.suffix in SUFFIXES and "__pycache__" not in path.parts and path != ALLOW:
            yield path


def allowed(path: Path = ALLOW) -> set[str]:
    if not path.exists():
        return set()
    lines = (line.split("#", 1)[0].strip().lower() for line in path.read_text().splitlines())
    return {line for line in lines if line}


def findings(folder: Path, n: int, root: Path = ROOT) -> Iterable[tuple[str, str, str]]:
    """(kind, finding, where) for every host and run of words shared with the corpora."""
    hosts = corpus_hosts(folder)
    mine: dict[str, str] = {}
    for path in project_files(root):
        text = path.read_text(encoding="utf-8", errors="replace")
        where = str(path.relative_to(root))
        for match in HOST.finditer(text.lower()):
            if match.group() in hosts:
                yield "host", match.group(), where
        for run in runs(WORD.findall(text.lower()), n):
            mine.setdefault(run, where)
    seen: set[str] = set()
    for path in corpus_files(folder):
        for _, record in read_corpus(path):
            message = record.get("text")
            if isinstance(message, str):
                for run in runs(WORD.findall(message.lower()), n):
                    if run in mine and run not in seen:
                        seen.add(run)
                        yield "text", run, mine[run]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=None, help="folder of corpus files")
    parser.add_argument("--words", type=int, default=8, help="length of a shared run of words")
    args = parser.parse_args(argv)
    folder = args.corpora or default_corpora()
    if folder is None or not folder.is_dir():
        print("no corpora to compare with (set SCAMCHECK_CORPORA)", file=sys.stderr)
        return 2
    accepted = allowed()
    try:
        left = [f for f in findings(folder, args.words) if f[1] not in accepted]
    except CorpusError as exc:
        return refuse_corpus("check_leaks", exc)
    for kind, found, where in sorted(left, key=lambda f: (f[2], f[0], f[1])):
        print(f"{where}: {kind}: {found}")
    print(f"{len(left)} finding(s) not in {ALLOW.name}", file=sys.stderr)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
