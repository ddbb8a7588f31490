"""The operator and API docs cover every setting and every error code the code knows."""

from __future__ import annotations

from pathlib import Path

from scamhttp.errors import ERROR_CODES
from scamwiring.settings import Settings

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_setting_is_documented() -> None:
    text = (DOCS / "operations.md").read_text()
    missing = [f"SCAMCHECK_{name.upper()}" for name in Settings.model_fields if f"SCAMCHECK_{name.upper()}" not in text]
    assert not missing


def test_every_error_code_is_documented_with_its_status() -> None:
    text = (DOCS / "api.md").read_text()
    for code, (status, _) in ERROR_CODES.items():
        assert f"| `{code}` | {status} |" in text, code
