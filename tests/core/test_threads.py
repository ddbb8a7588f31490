"""The engine is shared by a server's threads: its lazily built tables must come out the same
however many threads meet them first.

When eight threads met the first long texts together, each built the long-text automaton of the
rule table for itself, and the caches ended up keyed by equal but distinct literal sets: every
later lookup compared whole sets of thousands of strings, and the process stayed about five times
slower for its whole life. The test races threads on a fresh interpreter (this one has every table
built already) and checks the structure the race used to break, not the time it took.
"""

from __future__ import annotations

import json
import subprocess
import sys

_RACE = r"""
import collections, json, threading
import ahocorasick_rs

builds = collections.Counter()
_Real = ahocorasick_rs.AhoCorasick

def counting(strings, *args, **kwargs):
    strings = list(strings)
    builds[tuple(strings)] += 1
    return _Real(strings, *args, **kwargs)

ahocorasick_rs.AhoCorasick = counting  # every automaton the engine builds, counted by its strings

from scamcore import check_text

PARAGRAPH = (
    "Dear team, please find attached the minutes of last week's planning meeting. We agreed to move "
    "the release to the second week of the month, and to review the open tickets on Thursday. "
    "Your account will be suspended unless you verify your password today at the link below. "
)
THREADS = 8
barrier = threading.Barrier(THREADS)

def first_long_text(i: int) -> None:
    barrier.wait()
    check_text(f"Message {i}\n\n" + PARAGRAPH * 20)

threads = [threading.Thread(target=first_long_text, args=(i,)) for i in range(THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
after_race = sum(builds.values())

from scamcore.text import text_table

spaces = [space for _, space in text_table()._spaces]
scans = [id(space.long()) for space in spaces]

def later_checks() -> list[int]:
    for i in range(20):
        check_text(f"Later message {i}\n\n" + PARAGRAPH * 20)
    return [len(space.long().plans_cached()) for space in spaces]

plans = later_checks()
print(json.dumps({
    "most_builds_of_one_automaton": max(builds.values()),
    "built_after_the_race": sum(builds.values()) - after_race,
    "same_long_scans": scans == [id(space.long()) for space in spaces],
    "plans": plans,
    "plans_again": later_checks(),
}))
"""


def test_threads_meeting_the_first_long_texts_build_each_table_once() -> None:
    out = subprocess.run([sys.executable, "-c", _RACE], check=False, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["most_builds_of_one_automaton"] == 1, "a lazily built automaton was built by several threads"
    assert got["built_after_the_race"] == 0
    assert got["same_long_scans"]
    # one plan per family, kept by the one long scan: the same texts again add none
    assert got["plans"] == got["plans_again"]
    assert sum(got["plans"]) > 0
