"""``scripts/check_leaks.py`` finds a corpus host and a corpus sentence written into a project, and
nothing else: a benign record's host, a short common run of words and an accepted finding pass.

The corpus and the project here are written for this test; nothing comes from the real corpora.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from scriptkit import load_script


@pytest.fixture(scope="module")
def leaks() -> ModuleType:
    return load_script("check_leaks")


def _write(path: Path, records: list[dict[str, str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


@pytest.fixture
def corpora(tmp_path: Path) -> Path:
    folder = tmp_path / "corpora"
    _write(
        folder / "url_sample.jsonl",
        [
            {"url": "http://www.wallet-fix-portal.example/claim", "label": "phish"},
            {"url": "https://shared-platform.example/a", "label": "phish"},
            {"url": "https://shared-platform.example/", "label": "benign"},
        ],
    )
    _write(
        folder / "sms_sample.jsonl",
        [{"text": "Your parcel from the depot is waiting, pay the small customs fee today please", "label": "spam"}],
    )
    return folder


def test_a_corpus_host_and_sentence_in_the_project_are_found(leaks: ModuleType, corpora: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    rules = project / "packages" / "rules.py"
    rules.parent.mkdir(parents=True)
    rules.write_text(
        'EXAMPLE = "see wallet-fix-portal.example now"\n'
        'COPIED = "Your parcel from the depot is waiting, pay the small customs fee"\n'
        'OWN = "https://shared-platform.example/help, pay the fee today please"\n',
        encoding="utf-8",
    )
    found = {(kind, what) for kind, what, _ in leaks.findings(corpora, 8, root=project)}
    assert ("host", "wallet-fix-portal.example") in found
    assert ("text", "your parcel from the depot is waiting pay") in found
    assert not any(what == "shared-platform.example" for _, what in found)  # a benign record has it
    assert not any("pay the fee today please" in what for _, what in found)  # five words: not a run


def test_an_accepted_finding_is_read_from_the_allow_file(leaks: ModuleType, tmp_path: Path) -> None:
    allow = tmp_path / "allow.txt"
    allow.write_text("# reviewed\nWallet-Fix-Portal.example  # a made-up platform\n\n", encoding="utf-8")
    assert leaks.allowed(allow) == {"wallet-fix-portal.example"}


def test_without_corpora_it_says_so(leaks: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert leaks.main(["--corpora", str(tmp_path / "missing")]) == 2
    assert "no corpora" in capsys.readouterr().err


def test_in_a_git_work_tree_only_files_git_does_not_ignore_are_read(
    leaks: ModuleType, corpora: Path, tmp_path: Path
) -> None:
    """A test run or a build leaves ignored files under the scanned folders; they never enter the
    project, so they are not findings, while a new file not yet committed still is."""
    project = tmp_path / "repo"
    (project / "packages" / "var").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    (project / ".gitignore").write_text("var/\n", encoding="utf-8")
    (project / "packages" / "var" / "report.json").write_text('"wallet-fix-portal.example"', encoding="utf-8")
    (project / "packages" / "new_rule.py").write_text('HOST = "wallet-fix-portal.example"\n', encoding="utf-8")
    found = [where for kind, _, where in leaks.findings(corpora, 8, root=project) if kind == "host"]
    assert found == [str(Path("packages") / "new_rule.py")]
