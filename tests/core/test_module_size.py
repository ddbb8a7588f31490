"""The engine's modules stay small enough to read top to bottom (HELPERS: no module over 700 lines)."""

from __future__ import annotations

from pathlib import Path

import scamcore

_MAX_LINES = 700


def test_no_scamcore_module_is_over_700_lines() -> None:
    root = Path(scamcore.__file__).parent
    long = {
        str(p.relative_to(root)): n
        for p in sorted(root.rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > _MAX_LINES
    }
    assert not long, f"split these by theme: {long}"
