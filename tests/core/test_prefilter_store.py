"""data/prefilters.json holds exactly what the derivation gives, and a starting server reads it.

The file is a cache of ``rules/prefilter.py`` (``rules/prefilter_store.py`` says why): a stale
entry would gate a rule on literals its pattern no longer needs, so it must never differ from what
the derivation gives now.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scamcore.rules import prefilter_store

ROOT = Path(__file__).resolve().parents[2]


# One fresh process does both checks (each used to start its own, 10 s and 5 s): it runs the
# generator's derivation (the file unread, every pattern derived) and compares what it would write
# with the file; and it counts the parses made outside the file's lookup (``prefilter_store.stored``)
# along the way: with the file read, those are the ones a starting server would still pay.
_PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from scriptkit import load_script
gen = load_script("gen_prefilters")
import scamcore.rules.prefilter as p
from scamcore.rules import prefilter_store
store_file = prefilter_store.__file__
unstored = []

def stored_on_stack():
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "get" and frame.f_code.co_filename == store_file:
            return True
        frame = frame.f_back
    return False

def counted(name, derive):
    def call(*args):
        if not stored_on_stack():
            unstored.append(name + " " + repr(args[0])[:80])
        return derive(*args)
    return call

p.parse = counted("parse", p.parse)
p._first = counted("_first", p._first)
text = gen.render(gen.derive_all())
print(json.dumps({"stale": not gen.OUT.exists() or gen.OUT.read_text("utf-8") != text, "unstored": unstored[:5]}))
"""


@pytest.fixture(scope="module")
def derivation() -> dict[str, Any]:
    run = subprocess.run(
        [sys.executable, "-c", _PROBE, str(ROOT / "tests")], capture_output=True, text=True, check=True, timeout=600
    )
    found: dict[str, Any] = json.loads(run.stdout)
    return found


def test_the_file_is_what_the_derivation_gives_now(derivation: dict[str, Any]) -> None:
    assert not derivation["stale"], "data/prefilters.json is stale: run scripts/gen_prefilters.py"


def test_the_file_is_made_with_this_python_and_read() -> None:
    """Under another Python release the file is ignored (every prefilter derived): CI must run the
    release the file was made with, or this speed-up is silently lost."""
    text = prefilter_store.PATH.read_text("utf-8")
    assert f'"python": "{prefilter_store.PYTHON}"' in text, "regenerate with this Python: scripts/gen_prefilters.py"
    assert prefilter_store._STORED, "the file was not loaded"


def test_a_warm_up_derives_no_prefilter(derivation: dict[str, Any]) -> None:
    """Everything a server builds before it reports ready is in the file: nothing the generator
    reaches (every module, the warm-up, every language's table) parses a pattern outside the file's
    lookup, so with the file read its start parses no pattern a second time (a path that derives
    around the store would show here; one the generator does not reach fails the test above)."""
    assert derivation["unstored"] == [], derivation["unstored"]
