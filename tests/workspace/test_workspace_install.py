"""scripts/install-test-deps.sh on a bare machine (issue 22), with apt-get and the service tools stood in.

The stand-ins only record how they were called: the point is what the script asks of a machine
that lacks node, npm or redis-server, which this machine (where they are installed) cannot show.
PATH holds nothing but the stand-ins and the few tools the script needs before them.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "install-test-deps.sh"
RECORDER = '#!/bin/bash\necho "$(basename "$0") $*" >> "$CALLS"\n'


def _bare_machine(tmp_path: Path, *, apt_install_fails: bool = False, present: tuple[str, ...] = ()) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("dirname", "id", "env", "basename"):
        found = shutil.which(tool)
        assert found is not None, tool
        (bin_dir / tool).symlink_to(found)
    for tool in ("systemctl", "update-rc.d", "invoke-rc.d", *present):
        (bin_dir / tool).write_text(RECORDER)
    apt = RECORDER + ('[ "$1" != install ] || exit 100\n' if apt_install_fails else "")
    (bin_dir / "apt-get").write_text(apt)
    for stub in bin_dir.iterdir():
        if not stub.is_symlink():
            stub.chmod(0o755)
    return bin_dir


def _run(tmp_path: Path, bin_dir: Path, *parts: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    calls = tmp_path / "calls.txt"
    calls.touch()
    done = subprocess.run(
        ["/bin/bash", str(SCRIPT), *parts],
        env={"PATH": str(bin_dir), "CALLS": str(calls), "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,  # the exit code is part of what the tests read
    )
    return done, calls.read_text().splitlines()


def test_node_and_npm_are_installed_from_debian_before_anything_uses_them(tmp_path: Path) -> None:
    done, calls = _run(tmp_path, _bare_machine(tmp_path, apt_install_fails=True))
    assert "command not found" not in done.stderr, done.stderr
    assert done.returncode != 0  # the stand-in refused the install: the script stops right there
    assert calls[0] == "apt-get update -qq"
    assert calls[1].startswith("apt-get install") and calls[1].endswith(" nodejs npm")


def test_installing_redis_leaves_no_service_enabled_or_running(tmp_path: Path) -> None:
    done, calls = _run(tmp_path, _bare_machine(tmp_path), "redis")
    assert done.returncode == 0, done.stderr
    assert any(c.startswith("apt-get install") and c.endswith(" redis-server") for c in calls)
    assert "systemctl disable --quiet redis-server.service" in calls
    assert "update-rc.d redis-server disable" in calls
    assert "systemctl stop redis-server.service" in calls or "invoke-rc.d redis-server stop" in calls
    assert calls.index("systemctl disable --quiet redis-server.service") > next(
        i for i, c in enumerate(calls) if c.endswith(" redis-server")
    )


def test_a_redis_the_script_did_not_install_is_left_alone(tmp_path: Path) -> None:
    done, calls = _run(tmp_path, _bare_machine(tmp_path, present=("redis-server",)), "redis")
    assert done.returncode == 0, done.stderr
    assert calls == []


@pytest.mark.parametrize("part", ["nodejs", "all"])
def test_an_unknown_part_is_refused_before_anything_is_installed(tmp_path: Path, part: str) -> None:
    done, calls = _run(tmp_path, _bare_machine(tmp_path), "redis", part)
    assert done.returncode == 2 and f"unknown part '{part}'" in done.stderr
    assert calls == []
