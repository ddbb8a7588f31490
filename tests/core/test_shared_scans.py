"""Every rule table shares one scan (automaton and literal set) per distinct list of literals.

Each language's table holds the spaces of the rows it shares with English; built per table, a
worker that met long texts in several languages held seven alike automata of ~9,000 literals
(~20 MB of its peak memory, issue 21).
"""

from __future__ import annotations

from scamcore.rules.matcher import Scan
from scamcore.rules.text_registry import TABLE_LANGUAGES
from scamcore.text import text_table


def test_tables_share_their_scans() -> None:
    # English and two other languages: the sharing is one cache keyed by the literals, the same for
    # every language, and each language's long-text scans take seconds to build.
    by_literals: dict[tuple[str, ...], Scan] = {}
    seen = 0
    for language in ("en", *TABLE_LANGUAGES[:2]):
        for _, space in text_table(language)._spaces:
            for scan in (space.short, space.long()):
                seen += 1
                known = by_literals.setdefault(tuple(scan.literals), scan)
                assert known is scan, f"{language}: a second scan of the same {len(scan.literals)} literals"
    assert len(by_literals) < seen  # the languages' tables do have spaces in common
