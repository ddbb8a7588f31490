"""``scamcheck eval``: the measuring instrument itself, on a small corpus folder written here.

Every record is written for this test; nothing comes from the evaluation corpora, and the test
runs without ``shared/``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scamcore.cli import main

SCAM = "Your parcel is on hold. Pay the 1.99 fee today at https://parcel-fee.top/pay or it is returned"
HAM = "Running ten minutes late, save me a seat at the back"
SCAM_ES = "Su paquete está retenido en aduana. Pague 1,99 EUR hoy en https://correos-tasa.top/pago o será devuelto"
HAM_ES = "Llego diez minutos tarde, guárdame un sitio al fondo por favor"


def _write(folder: Path, name: str, records: list[dict[str, str]]) -> None:
    lines = (json.dumps({"id": f"{name}:{i}", **r}) for i, r in enumerate(records))
    (folder / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def corpora(tmp_path: Path) -> Path:
    _write(tmp_path, "sms_smishtank", [{"text": SCAM, "label": "smishing"}] * 12 + [{"text": HAM, "label": "smishing"}])
    _write(
        tmp_path,
        "sms_nus_ham",
        [{"text": HAM, "label": "ham"}] * 12 + [{"text": HAM_ES, "label": "ham"}] * 11,
    )
    _write(tmp_path, "mine_es", [{"text": SCAM_ES, "label": "smishing"}] * 10)
    _write(tmp_path, "url_phishtank_2021", [{"url": "http://paypal.com.account-verify.top/login", "label": "phish"}])
    return tmp_path


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["eval", "--jobs", "1", "--json", *args]) == 0
    report = json.loads(capsys.readouterr().out)
    assert isinstance(report, dict)
    return report


def test_figures_per_file_pooled_and_per_language(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, "--corpora", str(corpora))
    files = report["files"]
    assert isinstance(files, dict)
    smishing = files["sms_smishtank"]["labels"]["smishing"]
    assert smishing["count"] == 13 and smishing["suspicious"] == round(12 / 13, 4)
    assert report["pooled"]["smishing"]["count"] == 23  # type: ignore[index]
    languages = report["languages"]
    assert languages["smishing"]["es"]["count"] == 10  # type: ignore[index]
    assert languages["smishing"]["es"]["suspicious"] == 1.0  # type: ignore[index]
    assert languages["ham"]["es"] == {"role": "negative", "count": 11, "suspicious": 0.0, "caution": 0.0}  # type: ignore[index]


def test_targets_of_both_issues_are_judged_on_the_files_they_name(
    corpora: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    targets = {(t["name"], t["measure"]): t for t in _json(capsys, "--corpora", str(corpora))["targets"]}  # type: ignore[union-attr]
    smishing = targets["smishing (Mendeley + SmishTank)", ">= suspicious"]
    assert smishing["count"] == 13  # the Spanish file is not one the target names
    assert smishing["met"] is True and smishing["met_v2"] is True  # 92.3% against 85% and 92%
    assert targets["ham SMS", ">= suspicious"]["met_v2"] is True
    assert ("phishing e-mail", ">= suspicious") not in targets  # no such file here: no verdict


def test_the_printed_report_shows_languages_and_both_targets(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--jobs", "1", "--corpora", str(corpora)]) == 0
    out = capsys.readouterr().out
    assert "by detected language" in out
    assert any(line.split()[:2] == ["es", "smishing"] for line in out.splitlines())
    line = next(line for line in out.splitlines() if "smishing (Mendeley + SmishTank)" in line)
    assert ">= 85.0% ✔" in line and ">= 92.0% ✔" in line


def test_misses_list_each_error_with_its_flags(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--jobs", "1", "--corpora", str(corpora), "--only", "smishtank", "--misses", "5"]) == 0
    misses = [line for line in capsys.readouterr().out.splitlines() if line.startswith("MISS sms_smishtank")]
    assert len(misses) == 1 and "sms_smishtank:12 smishing" in misses[0] and HAM[:30] in misses[0]


def test_only_filters_files(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert set(_json(capsys, "--corpora", str(corpora), "--only", "url_")["files"]) == {"url_phishtank_2021"}  # type: ignore[arg-type]


def test_with_no_corpora_it_scores_the_shipped_sample_and_says_how_to_point_it_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fresh clone has no shared/corpora: `make eval` still runs, on a sample written for it (issue 22)."""
    monkeypatch.delenv("SCAMCHECK_CORPORA", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["eval", "--jobs", "1", "--json"]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert set(report["files"]) == {"sample_email", "sample_sms", "sample_urls"}
    pooled = report["pooled"]
    assert {"smishing", "phishing", "scam", "phish", "ham", "benign", "spam"} <= set(pooled)
    assert sum(label["count"] for label in pooled.values()) >= 25
    assert "--corpora DIR" in captured.err and "SCAMCHECK_CORPORA" in captured.err
    assert '{"text": "...", "label": "smishing"}' in captured.err and "not the engine's quality" in captured.err


def test_a_named_folder_that_is_missing_is_refused_never_replaced_by_the_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SCAMCHECK_CORPORA", str(tmp_path / "nowhere"))
    assert main(["eval", "--jobs", "1"]) == 2
    assert main(["eval", "--jobs", "1", "--corpora", str(tmp_path / "elsewhere")]) == 2
    err = capsys.readouterr().err
    assert "nowhere is not a folder" in err and "elsewhere is not a folder" in err
    assert "--corpora DIR" in err and '"label"' in err
