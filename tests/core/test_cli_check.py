"""``scamcheck check`` exits like a linter: 0 below the line, 1 at or above it, 2 on bad input.

The line is ``suspicious`` unless ``--fail-on`` moves it; the help and the README say so.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import scamcore
from scamcore.cli import main
from scamcore.cli_check import exit_code

ROOT = Path(__file__).resolve().parents[2]
SCAM = "Your package could not be delivered. Update your address at https://example.com/track"
ACCOUNT = "Your account is locked. Call 0800 123 456 now"
PLAIN = "See you at dinner tonight, I will bring the salad."
LEVELS = ("clear", "caution", "suspicious", "high")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("fail_on", ["caution", "suspicious", "high", "never"])
def test_the_exit_code_is_one_at_or_above_the_line(level: str, fail_on: str) -> None:
    above = fail_on != "never" and LEVELS.index(level) >= LEVELS.index(fail_on)
    assert exit_code(level, fail_on) == (1 if above else 0)


@pytest.mark.parametrize(
    ("text", "level"),
    [(PLAIN, "clear"), (ACCOUNT, "suspicious"), (SCAM, "high")],
    ids=["clear", "suspicious", "high"],
)
def test_by_default_suspicious_and_high_exit_1(text: str, level: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert scamcore.check_text(text).level.id == level  # the case table stays what it says
    assert main(["check", text]) == (1 if level in ("suspicious", "high") else 0)
    assert capsys.readouterr().out  # the result is printed whatever the exit code


def test_fail_on_moves_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--fail-on", "high", ACCOUNT]) == 0
    assert main(["check", "--fail-on", "high", SCAM]) == 1
    assert main(["check", "--fail-on", "caution", ACCOUNT]) == 1
    assert main(["check", "--fail-on", "never", "--json", SCAM]) == 0
    assert main(["check", "--url", "paypa1-secure-login.top"]) == 1
    capsys.readouterr()


def test_an_unknown_fail_on_level_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["check", "--fail-on", "medium", PLAIN])
    assert caught.value.code == 2 and "--fail-on" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["check", "   "], "missing_field"),
        (["check", "x" * 60_000], "text_too_long"),
        (["check", "--url", ""], "missing_field"),
        (["check", "--image", "no-such-file.png"], "image_unreadable"),
        (["check", "caf\udce9 pay the fee"], "invalid_request"),  # a byte that is not UTF-8 in argv
        (["check", "--url", "http://caf\udce9.example"], "invalid_request"),
    ],
    ids=["empty", "too-long", "empty-url", "missing-image", "argv-not-utf8", "url-not-utf8"],
)
def test_bad_input_exits_2_with_the_error_code(argv: list[str], code: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"scamcheck: {code}: ")


def test_an_image_that_is_not_an_image_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake = tmp_path / "shot.png"
    fake.write_text("not an image")
    assert main(["check", "--image", str(fake)]) == 2
    assert capsys.readouterr().err.startswith("scamcheck: image_unreadable: ")


def test_the_installed_command_exits_with_the_code_and_documents_it() -> None:
    exe = Path(sys.executable).with_name("scamcheck")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([exe, "check", *args], capture_output=True, text=True, timeout=60, check=False)

    high = run(SCAM)
    assert high.returncode == 1 and "High risk" in high.stdout
    assert run("--fail-on", "never", SCAM).returncode == 0
    helptext = run("--help").stdout
    assert "--fail-on LEVEL" in helptext and "exit status:" in helptext


def test_the_readme_explains_the_exit_codes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cli_part = readme.split("From the command line", 1)[1].split("Over HTTP", 1)[0]
    for words in ("--fail-on LEVEL", "exits 0", "1 at suspicious", "2 when"):
        assert words in cli_part


def test_standard_input_that_is_not_utf8_exits_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """It was a UnicodeEncodeError traceback and exit 1, which --fail-on reads as "suspicious"."""
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"caf\xe9 pay the fee now")))
    assert main(["check", "-"]) == 2
    assert capsys.readouterr().err.startswith("scamcheck: invalid_request: The input is not UTF-8")
