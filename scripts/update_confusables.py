"""Regenerate scamcore/data/confusables_latin.txt from Unicode's TR39 confusables data.

Why a generated table rather than a runtime dependency: scamcore only needs the few hundred
letters that look like a Latin letter, and loading a 900 kB JSON on every start would cost more
than the whole engine. The upstream data is Unicode's ``confusables.txt`` as shipped, parsed, in
the ``confusable-homoglyphs`` package (``confusables.json``); no network is needed.

Run (the package is fetched into a throwaway environment, not added to the project):

    uv run --no-project --with confusable-homoglyphs==3.3.1 python scripts/update_confusables.py

Commit the result as "Update bundled confusables table" and update data/SOURCES.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.metadata
import json
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "packages/scamcore/src/scamcore/data/confusables_latin.txt"

# Latin-script letters that are language letters somewhere (Turkish dotless i, Ewe/Twi/Azerbaijani
# letters) must never be folded; of the Latin-script look-alikes only these stylistic ones are kept.
_LATIN_KEEP = {"\u0251", "\u0261"}  # ɑ LATIN SMALL LETTER ALPHA, ɡ LATIN SMALL LETTER SCRIPT G


def _default_json() -> Path:
    import confusable_homoglyphs  # type: ignore[import-not-found]

    return Path(confusable_homoglyphs.__file__).parent / "confusables.json"


def _target_case(source: str, target: str) -> str:
    """Upper-case look-alikes fold to upper case (Cyrillic І is an I, not TR39's prototype l)."""
    if unicodedata.category(source) == "Lu":
        return "I" if target in "lI" else target.upper()
    return target


def _is_candidate(char: str) -> bool:
    if len(char) != 1 or char.isascii() or not unicodedata.category(char).startswith("L"):
        return False
    if unicodedata.normalize("NFKC", char) != char:
        return False  # NFKC already folds it (mathematical, fullwidth, superscript letters)
    name = unicodedata.name(char, "")
    return not name.startswith("LATIN") or "SMALL CAPITAL" in name or char in _LATIN_KEEP


def build(data: dict[str, list[dict[str, str]]]) -> dict[str, str]:
    """Map each non-Latin letter whose TR39 prototype is one ASCII letter to that letter."""
    table: dict[str, str] = {}
    for source, entries in data.items():
        if not _is_candidate(source):
            continue
        targets = [e["c"] for e in entries if len(e["c"]) == 1 and e["c"].isascii() and e["c"].isalpha()]
        if targets:
            table[source] = _target_case(source, targets[0])
    # Small capitals TR39 leaves out (ᴀ, ᴘ, ʀ ...): fold them by their Unicode name.
    for cp in range(0x0250, 0xAB70):
        char = chr(cp)
        name = unicodedata.name(char, "")
        if name.startswith("LATIN LETTER SMALL CAPITAL ") and char not in table and _is_candidate(char):
            letter = name.removeprefix("LATIN LETTER SMALL CAPITAL ")
            if len(letter) == 1 and letter.isascii():
                table[char] = letter.lower()
    return dict(sorted(table.items()))


def render(table: dict[str, str], origin: str) -> str:
    today = dt.date.today().isoformat()
    lines = [
        "# Look-alike letters folded to Latin before rules run (TR39 confusables, letters only).",
        "# Format: <code point, hex> TAB <ASCII letter> TAB # <Unicode name>; '#' starts a comment.",
        "# Source: https://www.unicode.org/Public/security/latest/confusables.txt (Unicode TR39),",
        f"#   read from {origin}; plus Latin small capitals by Unicode name.",
        f"# Generated {today} by scripts/update_confusables.py; do not edit by hand.",
        "# Data (c) Unicode, Inc., Unicode License v3: https://www.unicode.org/license.txt",
    ]
    lines += [f"{ord(s):04X}\t{t}\t# {unicodedata.name(s, '?')}" for s, t in table.items()]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="confusables.json (default: the installed confusable-homoglyphs)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    path = args.json or _default_json()
    try:
        origin = f"confusable-homoglyphs {importlib.metadata.version('confusable-homoglyphs')} confusables.json"
    except importlib.metadata.PackageNotFoundError:
        origin = path.name
    table = build(json.loads(path.read_text(encoding="utf-8")))
    args.out.write_text(render(table, origin), encoding="utf-8")
    print(f"wrote {len(table)} entries to {args.out}")


if __name__ == "__main__":
    main()
