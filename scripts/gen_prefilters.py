"""Write packages/scamcore/src/scamcore/data/prefilters.json: the prefilter of every pattern the
engine asks for, derived ahead of time so that a process starting need not (rules/prefilter_store.py).

Run after changing a rule's pattern or rules/prefilter.py (a stale file only costs start-up time,
never a different result, but tests/core/test_prefilter_store.py fails until it is regenerated):
    .venv/bin/python scripts/gen_prefilters.py            # write the file
    .venv/bin/python scripts/gen_prefilters.py --check    # exit 1 if the file is not what it would write
It derives in a fresh process with the file unread, and records every derivation asked for while
it loads every module of scamcore, warms up, and builds each language's table with its long-text scans.
"""

from __future__ import annotations

import json
import sys
from importlib import import_module
from pathlib import Path
from pkgutil import walk_packages
from typing import Any

from scamcore.rules import prefilter_store

OUT = Path(__file__).resolve().parent.parent / "packages/scamcore/src/scamcore/data/prefilters.json"


def derive_all() -> dict[str, dict[str, Any]]:
    recorded = prefilter_store.recording()  # before any rule module is imported: each derives afresh
    import scamcore

    for module in walk_packages(scamcore.__path__, "scamcore."):
        import_module(module.name)  # the patterns whose literals a module works out as it loads
    scamcore.warm_up()

    from scamcore.rules._phrases import ALL_GATED
    from scamcore.rules.runs import runs_of
    from scamcore.rules.table import prefilter_of
    from scamcore.rules.text_registry import TABLE_LANGUAGES
    from scamcore.text import text_table

    for language in ("en", *TABLE_LANGUAGES):
        for rule in text_table(language).rules:
            found = prefilter_of(rule)
            if found is not None:
                found.parts  # noqa: B018 - what a long text's scan is built from (matcher.long_literals)
    for gated in ALL_GATED:
        if gated.prefilter is not None:
            gated.prefilter.parts  # noqa: B018 - the family's own windowed search
            runs_of(gated.regex.pattern, gated.regex.flags)  # its windows across runs of a class
    return recorded


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def render(recorded: dict[str, dict[str, Any]]) -> str:
    """One entry a line, sections and keys sorted: a changed pattern is a line or two of diff."""
    lines = ["{", f'"python": {json.dumps(prefilter_store.PYTHON)}']
    for section in sorted(recorded):
        entries = recorded[section]
        lines[-1] += ","
        lines.append(f"{json.dumps(section)}: {{")
        lines.extend(f"{_json(key)}: {_json(entries[key])}," for key in sorted(entries))
        lines[-1] = lines[-1].removesuffix(",")
        lines.append("}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = render(derive_all())
    if argv[1:] == ["--check"]:
        if not OUT.exists() or OUT.read_text("utf-8") != text:
            print(f"{OUT.name} is stale: run scripts/gen_prefilters.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, "utf-8")
    print(f"{OUT}: {sum(map(len, json.loads(text).values())) - 1} entries")  # all but the version
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
