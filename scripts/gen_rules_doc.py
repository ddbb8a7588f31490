"""Regenerates docs/rules.md from the rule tables, so the documented weights never drift.

Usage: .venv/bin/python scripts/gen_rules_doc.py [--check]
With --check it exits 1 when docs/rules.md differs from what the tables say.
"""

from __future__ import annotations

import sys
from pathlib import Path

from scamcore.rules.groups import GROUPS
from scamcore.rules.qr_codes import RULES as QR_RULES
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES

DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"


def render() -> str:
    out = [
        "# Rules",
        "",
        "Generated from the rule tables by `scripts/gen_rules_doc.py`; do not edit by hand.",
        "Weights are points; each group's sum is capped (see `docs/scoring.md`).",
        "Ids starting with `_` are weightless predicates read by composite rules and never shown.",
        "How to add a rule, a composite or a script member: `docs/adding-rules.md`.",
        "",
        "## Groups",
        "",
        "| group | what | cap | floor |",
        "|---|---|---|---|",
    ]
    out += [f"| `{g.id}` | {g.description} | {g.cap:g} | {g.floor:g} |" for g in GROUPS.values()]
    tables = (("Message rules", all_text_rules()), ("Link rules", URL_RULES), ("QR code rules (screenshots)", QR_RULES))
    for title, rules in tables:
        out += [
            "",
            f"## {title} ({len(rules)})",
            "",
            "| id | group | weight | category | description |",
            "|---|---|---|---|---|",
        ]
        for r in rules:
            desc = r.description.replace("|", "\\|") if r.description else "(predicate)"
            out.append(f"| `{r.id}` | {r.group} | {r.weight:g} | {r.category or ''} | {desc} |")
    return "\n".join(out) + "\n"


def main() -> int:
    text = render()
    if "--check" in sys.argv:
        return 0 if DOC.exists() and DOC.read_text(encoding="utf-8") == text else 1
    DOC.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
