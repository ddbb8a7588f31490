"""data/prefilters.json holds exactly what the derivation gives, and a starting server reads it.

The file is a cache of ``rules/prefilter.py`` (``rules/prefilter_store.py`` says why): a stale
entry would gate a rule on literals its pattern no longer needs, so it must never differ from what
the derivation gives now.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from scamcore.rules import prefilter_store

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "gen_prefilters.py"


def test_the_file_is_what_the_derivation_gives_now() -> None:
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, check=False, timeout=600
    )
    assert run.returncode == 0, f"data/prefilters.json is stale: run scripts/gen_prefilters.py\n{run.stderr}"


def test_the_file_is_made_with_this_python_and_read() -> None:
    """Under another Python release the file is ignored (every prefilter derived): CI must run the
    release the file was made with, or this speed-up is silently lost."""
    text = prefilter_store.PATH.read_text("utf-8")
    assert f'"python": "{prefilter_store.PYTHON}"' in text, "regenerate with this Python: scripts/gen_prefilters.py"
    assert prefilter_store._STORED, "the file was not loaded"


def test_a_warm_up_derives_no_prefilter() -> None:
    """Everything a server builds before it reports ready is in the file: its start parses no
    pattern a second time (a new rule file the generator does not reach would show here)."""
    probe = (
        "import scamcore\n"
        "import scamcore.rules.prefilter as p\n"
        "derived = []\n"
        "parse = p._parse\n"
        "p._parse = lambda *a: derived.append(a[0]) or parse(*a)\n"
        "first = p._first\n"
        "p._first = lambda *a: derived.append('first') or first(*a)\n"
        "scamcore.warm_up()\n"
        "print(len(derived))\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=300)
    assert run.stdout.strip() == "0", run.stdout + run.stderr
