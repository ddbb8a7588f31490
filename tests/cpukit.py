"""CPU seconds a call costs this process, for the tests that bound hostile inputs' cost.

Why not the wall clock: these bounds catch a pattern that backtracks (minutes on a hostile input,
against a fraction of a second), and on a shared machine the wall clock also counts the time other
processes held the cores, which failed a 1-second bound under a load of 10 with the call itself
well within it. The calls timed here run in this process, so its CPU time is their cost.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

__all__ = ["cpu_seconds"]


def cpu_seconds(call: Callable[..., Any], *args: Any, runs: int = 1) -> float:
    """The CPU time of ``call(*args)``, averaged over ``runs`` calls."""
    started = time.process_time()
    for _ in range(runs):
        call(*args)
    return (time.process_time() - started) / runs
