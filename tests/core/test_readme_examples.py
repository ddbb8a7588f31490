"""The README's 30-second tour must keep telling the truth about what the engine says.

The Python example is run as written, and every line it prints is compared with the comment that
says what it prints (``# prints: ...``), so the README cannot drift from the engine.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

import pytest

import scamcore

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "fixtures"))
from make_screens import encode, sms_screenshot  # noqa: E402

_PRINTS = re.compile(r"#\s*prints:\s*(.+?)(?:\s{2,}\(.*\))?\s*$")


def _tour_python() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    tour = readme.split("## A 30-second tour", 1)[1]
    match = re.search(r"```python\n(.*?)```", tour, re.DOTALL)
    assert match, "the tour has a Python example"
    return match.group(1)


def test_the_python_example_prints_what_its_comments_say(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code = _tour_python()
    promised = [m.group(1) for m in map(_PRINTS.search, code.splitlines()) if m]
    assert len(promised) >= 2, "the example says what it prints"
    (tmp_path / "screenshot.png").write_bytes(encode(sms_screenshot()))  # the file the example reads
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    namespace: dict[str, object] = {}
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), namespace)  # our own README, run as a user would
    lines = out.getvalue().splitlines()
    result = namespace["result"]
    assert isinstance(result, scamcore.CheckResult)
    flag_lines = [f"{f.weight:+.0f} {f.label}: {f.evidence}" for f in result.flags]
    assert lines == [promised[0], *flag_lines, *promised[1:]]
    assert result.flags and all(f.evidence for f in result.flags)
    shot = namespace["shot"]
    assert isinstance(shot, scamcore.CheckResult) and shot.kind == "image" and shot.extracted_text


def test_new_number_money_request_is_a_family_scam_warning() -> None:
    r = scamcore.check_text("Hi Mum, this is my new number, can you send me £200 for rent?")
    assert r.level.id in {"suspicious", "high"} and r.category.id == "family"


def test_lookalike_links_are_high_risk() -> None:
    assert scamcore.check_url("paypa1-secure-login.top").level.id in {"suspicious", "high"}
    assert scamcore.check_url("http://paypal.com.account-verify.top/login").level.id == "high"
