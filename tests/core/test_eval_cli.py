"""``scamcheck eval``: the measuring instrument itself, on a small corpus folder written here.

Every record is written for this test; nothing comes from the evaluation corpora, and the test
runs without ``shared/``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from scamcore.cli import main
from scamcore.evaluate import half_of

SCAM = "Your parcel is on hold. Pay the 1.99 fee today at https://parcel-fee.top/pay or it is returned"
HAM = "Running ten minutes late, save me a seat at the back"
SCAM_ES = "Su paquete está retenido en aduana. Pague 1,99 EUR hoy en https://correos-tasa.top/pago o será devuelto"
HAM_ES = "Llego diez minutos tarde, guárdame un sitio al fondo por favor"
HAM_A = "Dinner is in the oven, back by eight"  # half A; the whole hash is odd (HELDOUT's parity)
HAM_B = "Running ten minutes late, save me a seat at the back please"  # half B; the whole hash is even


def _half(key: str) -> str:
    """The split issue 19 defines, written out again here so that a change to ``half_of`` fails."""
    return "A" if hashlib.sha256(key.encode("utf-8")).digest()[0] % 2 == 0 else "B"


def _parcel(i: int) -> str:
    return f"Your parcel is on hold. Pay the 1.{i:02d} fee today at https://parcel-fee.top/pay or it is returned"


def _write(folder: Path, name: str, records: list[dict[str, str]]) -> None:
    lines = (json.dumps({"id": f"{name}:{i}", **r}) for i, r in enumerate(records))
    (folder / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture
def corpora(tmp_path: Path) -> Path:
    _write(
        tmp_path, "sms_smishtank", [{"text": SCAM, "label": "smishing"}] * 12 + [{"text": HAM_A, "label": "smishing"}]
    )
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


def test_targets_are_judged_on_the_files_they_name(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    targets = {(t["name"], t["measure"]): t for t in _json(capsys, "--corpora", str(corpora))["targets"]}  # type: ignore[union-attr]
    smishing = targets["smishing (Mendeley + SmishTank)", ">= suspicious"]
    assert smishing["count"] == 13  # the Spanish file is not one the target names
    assert smishing["met"] is True and smishing["target"] == ">= 92.0%"  # 12 of 13: 92.3%
    assert targets["ham SMS", ">= suspicious"]["met"] is True
    assert targets["ham SMS", ">= suspicious"]["target"] == "<= 0.3%"
    assert ("phishing e-mail (Nazario)", ">= suspicious") not in targets  # no such file here: no verdict


def test_the_printed_report_shows_languages_and_both_targets(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--jobs", "1", "--corpora", str(corpora)]) == 0
    out = capsys.readouterr().out
    assert "by detected language" in out
    assert any(line.split()[:2] == ["es", "smishing"] for line in out.splitlines())
    line = next(line for line in out.splitlines() if "smishing (Mendeley + SmishTank)" in line)
    assert ">= 92.0%  ✔" in line


def test_misses_list_each_error_with_its_flags(corpora: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--jobs", "1", "--corpora", str(corpora), "--only", "smishtank", "--misses", "5"]) == 0
    misses = [line for line in capsys.readouterr().out.splitlines() if line.startswith("MISS sms_smishtank")]
    assert len(misses) == 1 and "sms_smishtank:12 smishing" in misses[0] and HAM_A in misses[0]


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


def test_a_records_half_is_the_first_hash_bytes_parity_of_its_text_or_host() -> None:
    assert half_of({"text": "  Your PARCEL is on hold.\n Pay  the fee ", "label": "smishing"}) == _half(
        "your parcel is on hold. pay the fee"
    )
    # the first byte's parity, not the whole hash's (the DEV/HELDOUT split): these two keys tell them apart
    assert half_of({"text": HAM_A}) == "A" and half_of({"text": HAM_B}) == "B"
    # a host's links fall together: case, a trailing dot, www., a port, a path and a bare domain alike
    same = {"https://WWW.Example.COM./x?y=1", "http://example.com:8080/login", "example.com", "www.example.com/a"}
    assert {half_of({"url": u, "label": "benign"}) for u in same} == {_half("example.com")} == {"B"}
    assert half_of({"url": "http://[not-an-ip/"}) == _half("")  # unparsable: still in a half, never an error


@pytest.fixture
def halves(tmp_path: Path) -> Path:
    """Twelve caught smishing texts (five in half A) and two missed ones, one in each half."""
    records = [{"text": _parcel(i), "label": "smishing"} for i in range(12)]
    _write(tmp_path, "sms_smishtank", [*records, {"text": HAM_A, "label": "smishing"}])
    _write(tmp_path, "sms_mendeley_smishing_5971", [{"text": HAM_B, "label": "smishing"}])
    return tmp_path


def test_half_scores_only_that_half_and_both_halves_show_their_gap(
    halves: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    in_a = sum(_half(" ".join(_parcel(i).lower().split())) == "A" for i in range(12))
    assert in_a == 5
    only_a = _json(capsys, "--corpora", str(halves), "--half", "A")["files"]["sms_smishtank"]["labels"]["smishing"]  # type: ignore[index]
    assert only_a["count"] == in_a + 1 and set(only_a["halves"]) == {"A"} and "gap" not in only_a
    only_b = _json(capsys, "--corpora", str(halves), "--half", "B")["files"]["sms_smishtank"]["labels"]["smishing"]  # type: ignore[index]
    assert only_b["count"] == 12 - in_a and only_b["suspicious"] == 1.0
    both = _json(capsys, "--corpora", str(halves))["files"]["sms_smishtank"]["labels"]["smishing"]  # type: ignore[index]
    assert both["count"] == 13 and both["halves"]["A"]["suspicious"] == round(5 / 6, 4)
    assert both["gap"]["suspicious"] == round(1 - 5 / 6, 4)  # B's share minus A's
    lone = _json(capsys, "--corpora", str(halves))["files"]["sms_mendeley_smishing_5971"]["labels"]["smishing"]  # type: ignore[index]
    assert lone["halves"]["A"]["count"] == 0 and lone["gap"] == {"suspicious": None, "caution": None}


def test_a_target_row_shows_each_half_and_whether_b_stays_within_two_points(
    halves: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = _json(capsys, "--corpora", str(halves))
    row = next(t for t in report["targets"] if t["name"] == "smishing (Mendeley + SmishTank)")  # type: ignore[union-attr]
    assert row["count"] == 14 and row["met"] is False  # 12 of 14
    assert row["halves"]["A"] == {"count": 6, "value": round(5 / 6, 4), "met": False}
    assert row["halves"]["B"] == {"count": 8, "value": 0.875, "met": False}
    assert row["gap"] == round(0.875 - 5 / 6, 4) and row["gap_ok"] is False
    assert main(["eval", "--jobs", "1", "--corpora", str(halves)]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "smishing (Mendeley + SmishTank)" in x)
    assert line.startswith("MISS") and "83.33%  87.50%   +4.2 ✘" in line


def test_misses_are_read_on_half_a_only_and_half_b_is_refused(halves: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "--jobs", "1", "--corpora", str(halves), "--misses", "20"]) == 0
    misses = [line for line in capsys.readouterr().out.splitlines() if line.startswith("MISS sms_")]
    assert len(misses) == 1 and HAM_A in misses[0]  # HAM_B missed too, on the half nobody reads
    assert main(["eval", "--jobs", "1", "--corpora", str(halves), "--misses", "--half", "B"]) == 2
    err = capsys.readouterr().err
    assert "--misses reads half A only" in err and "--half A" in err


MODERN = {
    "email_phishing_pot_2022_2026": [("phishing", "modern phishing e-mail", ">= suspicious", ">= 85.0%")],
    "sms_mz_pt_tcc_smishing": [
        ("smishing", "Portuguese money-request smishing", ">= suspicious", ">= 85.0%"),
        ("ham", "Mozambican ham", ">= suspicious", "<= 0.5%"),
    ],
    "sms_bank_alerts_pennywise": [
        ("ham", "genuine bank alerts", ">= suspicious", "<= 1.0%"),
        ("ham", "genuine bank alerts", ">= caution", "<= 5.0%"),
    ],
    "url_openphish_2024_2025": [("phish", "OpenPhish 2024-25", ">= suspicious", ">= 80.0%")],
    "url_polkadot_crypto_phish_2024_2026": [("phish", "crypto-drainer domains", ">= suspicious", ">= 70.0%")],
    "url_2factorauth_benign": [
        ("benign", "genuine service URLs", ">= suspicious", "<= 0.5%"),
        ("benign", "all benign URLs and domains", ">= suspicious", "<= 0.5%"),
    ],
}


def test_each_modern_file_is_read_with_its_role_and_its_target_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name, rows in MODERN.items():
        field = "url" if name.startswith("url_") else "text"
        value = "https://example.org/account/security" if field == "url" else "Your table for two is booked for 8 pm"
        _write(tmp_path, name, [{field: value, "label": label} for label in dict.fromkeys(r[0] for r in rows)])
    report = _json(capsys, "--corpora", str(tmp_path))
    for name, rows in MODERN.items():
        labels = report["files"][name]["labels"]  # type: ignore[index]
        for label, title, measure, goal in rows:
            assert labels[label]["role"] == ("positive" if label in {"phishing", "smishing", "phish"} else "negative")
            row = next(t for t in report["targets"] if (t["name"], t["measure"]) == (title, measure))  # type: ignore[union-attr]
            assert row["target"] == goal and row["count"] == 1 and row["issue"] == 19
            assert "gap_ok" in row and set(row["halves"]) == {"A", "B"}


def test_the_dump_reads_the_corpora_as_the_eval_does(
    corpora: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``scripts/dump_results.py`` had its own reader (a line that is not JSON stopped it) and its
    own default folder (SCAMCHECK_CORPORA was not read); it uses the eval's now."""
    from scriptkit import load_script

    dump_results = load_script("dump_results")
    url_file = corpora / "url_phishtank_2021.jsonl"
    url_file.write_text("\n" + url_file.read_text(encoding="utf-8") + "not json\n", encoding="utf-8")
    assert dump_results.main(["dump", "--corpora", str(corpora)]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 12 + 1 + 23 + 10 + 1  # every record once, the broken line passed over
    assert [r[:2] for r in rows if r[0] == "url_phishtank_2021"] == [["url_phishtank_2021", "2"]]  # line numbers
    monkeypatch.setenv("SCAMCHECK_CORPORA", str(corpora))
    assert dump_results.main(["dump"]) == 0
    assert [line.split("\t") for line in capsys.readouterr().out.splitlines()] == rows


def test_a_line_that_is_not_utf8_is_named_and_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It was a UnicodeDecodeError traceback that named neither the file nor the line."""
    (tmp_path / "a.jsonl").write_bytes(b'{"text": "see you at six", "label": "ham"}\n\xff\xfe\n')
    assert main(["eval", "--jobs", "1", "--corpora", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"scamcheck eval: {tmp_path / 'a.jsonl'}: line 2 is not UTF-8; convert the file (e.g. iconv -t utf-8)."
    ]


@pytest.mark.parametrize(
    ("script", "args"),
    [
        ("check_leaks", ["--corpora"]),
        ("fit_weights", ["--jobs", "1", "--corpora"]),
        ("dump_results", ["dump", "--corpora"]),
    ],
)
def test_the_scripts_name_a_line_that_is_not_utf8_as_the_eval_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], script: str, args: list[str]
) -> None:
    """They ended in a UnicodeDecodeError traceback that named neither the file nor the line; they
    read through the eval's reader and refuse the file with its one line (``refuse_corpus``)."""
    from scriptkit import load_script

    (tmp_path / "a.jsonl").write_bytes(b'{"text": "see you at six", "label": "ham"}\n\xff\xfe\n')
    assert load_script(script).main([*args, str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"{script}: {tmp_path / 'a.jsonl'}: line 2 is not UTF-8; convert the file (e.g. iconv -t utf-8)."
    ]


def test_jobs_are_capped_to_the_files_and_the_cpus(
    corpora: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--jobs 100000`` with one file started processes without end (about 40 a second)."""
    import os

    from scamcore import cli_eval

    asked: list[int] = []

    class Recording:
        def __init__(self, max_workers: int) -> None:
            asked.append(max_workers)

        def __enter__(self) -> Recording:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def map(self, fn: Any, *iterables: Any) -> Any:
            return map(fn, *iterables)

    monkeypatch.setattr(cli_eval, "ProcessPoolExecutor", Recording)
    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    files = len(list(corpora.glob("*.jsonl")))
    assert main(["eval", "--jobs", "100000", "--json", "--corpora", str(corpora)]) == 0
    assert asked == ([min(files, 3)] if min(files, 3) > 1 else [])
    assert main(["eval", "--jobs", "100000", "--json", "--corpora", str(corpora), "--only", "smishtank"]) == 0
    assert asked == ([min(files, 3)] if min(files, 3) > 1 else [])  # one file: scored in this process
    capsys.readouterr()
