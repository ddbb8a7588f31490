"""Suite-wide settings.

Property tests explore random inputs on developers' machines (new inputs every run find new bugs),
but CI (CI=true) runs them derandomized: a submission must not pass or fail by the luck of the
draw, and a failure there must reproduce exactly. Every @settings in the suite inherits this.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest
from hypothesis import settings
from launcher import shutdown

# No deadline anywhere, and so none in any test: a generated case's wall time says how busy the
# machine is, not whether the code is right (speed is measured by `make bench`); a preempted case
# once failed at 288 ms against the 200 ms default on a loaded machine.
settings.register_profile("local", deadline=None)
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
settings.load_profile("ci" if os.environ.get("CI", "").lower() in {"1", "true", "yes"} else "local")

# The service's default data folder is in the user's home (scamwiring.settings.default_data_dir):
# a test or a server it starts that names no SCAMCHECK_DATA_DIR writes to a folder of this run,
# never to the developer's keys and trends. Set before any test, so child processes inherit it.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="scamcheck-tests-xdg-")
atexit.register(shutil.rmtree, os.environ["XDG_DATA_HOME"], ignore_errors=True)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Files holding a ``slow`` test first, then those that start servers (``e2e``), then the rest.

    ``make test`` hands whole files to two processes (``--dist loadfile``) in this order
    (``--no-loadscope-reorder``: xdist's own puts the files with the most tests first, which left
    the few long server tests for last, one process running them while the other waited). The long
    ones first and the many short ones last: the two processes end close together.
    """
    rank: dict[str, int] = {}
    for item in items:
        marks = {m.name for m in item.iter_markers()}
        here = 0 if "slow" in marks else 1 if "e2e" in marks else 2
        rank[item.path.as_posix()] = min(here, rank.get(item.path.as_posix(), 2))
    items.sort(key=lambda item: rank[item.path.as_posix()])  # stable: each file's own order is kept


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The server launcher (launcher.py) of this process, when a test started one, ends with the session."""
    shutdown()
