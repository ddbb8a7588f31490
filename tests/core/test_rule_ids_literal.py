"""Every id a result can show is written out literally in the source (issue 17): grepping the id
of a signal or a flag lands on the row, or the constant, that makes it.

A row's id built from pieces (``"_AF_" + name``, ``f"{prefix}URGENT"``) fails here; so does a
result id that no table row and no named constant defines.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import scamcore
from scamcore import check_text, check_url
from scamcore.rules.base import Rule, Sent
from scamcore.rules.qr_codes import RULES as QR_RULES
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES
from scamcore.signs import CEILING_ID, OTHER_ID, SCALE_ID
from scamservice.review import REVIEW_FLAG_ID

PACKAGES = Path(scamcore.__file__).resolve().parents[3]
TEXT_RULES: tuple[Rule, ...] = all_text_rules()
TABLE_IDS = frozenset(r.id for r in (*TEXT_RULES, *URL_RULES, *QR_RULES))
NAMED = {
    CEILING_ID: PACKAGES / "scamcore/src/scamcore/signs.py",
    SCALE_ID: PACKAGES / "scamcore/src/scamcore/signs.py",
    OTHER_ID: PACKAGES / "scamcore/src/scamcore/signs.py",
    REVIEW_FLAG_ID: PACKAGES / "scamservice/src/scamservice/review.py",
}
"""Flags a result may carry that no rule row makes: the score's limits and the AI review."""


def _sources() -> str:
    rules = Path(scamcore.__file__).parent / "rules"
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(rules.glob("*.py")))


def test_every_table_rule_id_is_written_out_in_a_rules_file() -> None:
    text = _sources()
    missing = sorted(rid for rid in TABLE_IDS if f'"{rid}"' not in text)
    assert not missing, f"ids no rules/*.py file writes out (built from pieces?): {missing}"


@pytest.mark.parametrize("rid", sorted(NAMED))
def test_every_flag_no_rule_makes_is_a_literal_constant(rid: str) -> None:
    assert f'= "{rid}"' in NAMED[rid].read_text(encoding="utf-8")
    assert rid not in TABLE_IDS


def test_the_ids_results_show_are_table_ids_or_named_flags() -> None:
    """Checks run on the first example of every fifth rule (a sample, for time): whatever id comes
    back is one the tests above found written out (``test_rule_examples`` shows each table id does
    come back)."""
    shown: set[str] = set()
    for rule in TEXT_RULES[::5]:
        example = rule.fires[0]
        sender = example.sender if isinstance(example, Sent) else None
        result = check_text(str(example), sender=sender)
        shown.update(s.id for s in result.signals)
        shown.update(f.id for f in result.flags)
    for rule in URL_RULES[::5]:
        result = check_url(rule.fires[0])
        shown.update(s.id for s in result.signals)
        shown.update(f.id for f in result.flags)
    assert len(shown) > 100  # the sample reaches well beyond the rules it started from
    unknown = sorted(shown - TABLE_IDS - set(NAMED))
    assert not unknown, f"result ids made outside the rule tables and the named flags: {unknown}"
