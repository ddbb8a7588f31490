"""docs/rules.md and docs/labels.md are generated from the rule tables; this fails when someone forgets to
regenerate them."""

from __future__ import annotations

import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_rules_doc_is_up_to_date() -> None:
    render = runpy.run_path(str(ROOT / "scripts" / "gen_rules_doc.py"))["render"]
    doc = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert doc == render(), "docs/rules.md is stale: run .venv/bin/python scripts/gen_rules_doc.py"


def test_labels_doc_is_up_to_date() -> None:
    render = runpy.run_path(str(ROOT / "scripts" / "gen_labels_doc.py"))["render"]
    doc = (ROOT / "docs" / "labels.md").read_text(encoding="utf-8")
    assert doc == render(), "docs/labels.md is stale: run .venv/bin/python scripts/gen_labels_doc.py"
