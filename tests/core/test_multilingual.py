"""Languages: detection, and each language's hand-written test set (tests/fixtures/multilingual/<code>.jsonl).

The sets are ours (never from the corpora): at least 30 scams and 30 legitimate messages per
language, hard legitimate ones included (real one-time-code texts, delivery notices, a friend
asking for money). For every file present: every message is detected as the file's language,
at least 90% of the scams reach ``suspicious``, no legitimate message does and at most two reach
``caution``. ``scamcheck eval --corpora tests/fixtures/multilingual`` prints the same figures.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from scamcore import check_text
from scamcore.explain import level_text
from scamcore.language import LANGUAGES, UNDETERMINED, detect_language, plain, rule_language
from scamcore.locales import LOCALES, locale_for
from scamcore.models import CheckResult
from scamcore.normalize import normalize
from scamcore.rules._lang import SLOTS
from scamcore.rules.groups import GROUPS
from scamcore.rules.text_registry import TABLE_LANGUAGES, all_text_rules, language_rules, rules_for

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "multilingual"
FILES = sorted(FIXTURES.glob("*.jsonl"))
SCAM_LABELS = frozenset({"smishing", "phishing", "scam"})

# A verdict word meaning "safe", in every language we write (see the working agreement).
_SAFE = re.compile(r"\b(?:safe|seguro|segura|sûre?|sicher|sicuro|sicura|veilig|segur[oa]s?)\b", re.IGNORECASE)


@cache
def _records(path: Path) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


@cache
def _results(path: Path) -> tuple[tuple[dict[str, Any], CheckResult], ...]:
    return tuple((r, check_text(r["text"])) for r in _records(path))


def _detect(text: str) -> str:
    return detect_language(normalize(text).folded)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_set_is_big_enough_and_well_formed(path: Path) -> None:
    records = _records(path)
    assert path.stem in LANGUAGES
    scams = [r for r in records if r["label"] in SCAM_LABELS]
    hams = [r for r in records if r["label"] == "ham"]
    assert len(scams) >= 30 and len(hams) >= 30, (len(scams), len(hams))
    assert len(scams) + len(hams) == len(records)
    assert len({r["id"] for r in records}) == len(records)
    assert all(r["source"] == f"ours_{path.stem}" for r in records)
    assert len({r["category"] for r in scams}) >= 10, "spread the scams over the categories"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_message_is_detected_as_its_language(path: Path) -> None:
    wrong = [(r["id"], _detect(r["text"])) for r in _records(path) if _detect(r["text"]) != path.stem]
    assert not wrong


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scams_reach_suspicious(path: Path) -> None:
    scams = [(r, res) for r, res in _results(path) if r["label"] in SCAM_LABELS]
    missed = [(r["id"], res.score) for r, res in scams if res.score < 45]
    assert len(missed) <= len(scams) // 10, missed


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_legitimate_messages_stay_below_suspicious(path: Path) -> None:
    hams = [(r, res) for r, res in _results(path) if r["label"] == "ham"]
    assert not [(r["id"], res.score) for r, res in hams if res.score >= 45]
    cautious = [(r["id"], res.score) for r, res in hams if res.score >= 20]
    assert len(cautious) <= 2, cautious


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_results_are_written_in_the_language(path: Path) -> None:
    loc = locale_for(path.stem)
    for r, res in _results(path):
        assert res.language == path.stem
        assert res.disclaimer == loc.disclaimer
        assert res.level.label == loc.levels[res.level.id][0]
        assert res.category.label == loc.categories[res.category.id][0]
        assert all(f.label == loc.families[f.family][0] for f in res.flags), r["id"]
        for line in res.advice:
            assert line in _texts(loc) or any(line == rule.advice for rule in rules_for(path.stem)), (r["id"], line)


def _texts(loc: Any) -> set[str]:
    out = {loc.do_not_act, loc.do_not_act_no_link, loc.do_not_act_link, loc.already_paid}
    for _label, advice in loc.categories.values():
        out.update(advice)
    return out


@pytest.mark.parametrize("code", sorted(LOCALES))
def test_localised_texts_never_call_anything_safe(code: str) -> None:
    loc = LOCALES[code]
    texts = [loc.disclaimer, loc.summary_clear, loc.summary_minor, loc.summary_signs, loc.do_not_act, loc.already_paid]
    texts += [loc.do_not_act_no_link, loc.do_not_act_link, *loc.score_limit]
    texts += [t for pair in loc.families.values() for t in pair]
    texts += [t for pair in loc.levels.values() for t in pair]
    texts += [label for label, _ in loc.categories.values()]
    texts += [line for _, advice in loc.categories.values() for line in advice]
    texts += [*loc.link_labels, *loc.flag_labels.values(), *loc.this.values()]
    texts += [r.description for r in rules_for(code) if rule_language(r.id) == code]
    texts += [r.advice for r in rules_for(code) if rule_language(r.id) == code and r.advice]
    assert not [t for t in texts if _SAFE.search(t)]


@pytest.mark.parametrize("code", sorted(LOCALES))
def test_every_locale_is_complete(code: str) -> None:
    loc = LOCALES[code]
    en = LOCALES["en"]
    assert loc.code == code
    assert set(loc.levels) == set(en.levels) and set(loc.categories) == set(en.categories)
    assert set(loc.this) == {"text", "url", "image"}
    assert all(w == plain(w) and w == w.casefold() for w in loc.stopwords), "stopwords are plain and casefolded"
    assert not loc.stopwords & en.stopwords or code == "en", sorted(loc.stopwords & en.stopwords)
    for template in (loc.summary_clear, loc.summary_minor):
        assert template.format(this="x", score=1)
    assert loc.summary_signs.format(level="L", score=1, this="x", count=2, signs="s", category="c", top="t")
    assert set(loc.families) == set(GROUPS) | {"ceiling", "review", "other"}
    assert all(label and detail.endswith(".") for label, detail in loc.families.values())
    assert loc.and_word and loc.do_not_act_no_link and loc.do_not_act_link


def test_language_rules_run_only_for_their_language() -> None:
    assert set(TABLE_LANGUAGES) == set(LANGUAGES[1:])  # every language detected has its own table
    for code in TABLE_LANGUAGES:
        rules = language_rules(code)
        assert all(rule_language(r.id) == code for r in rules)
        assert set(rules) <= set(rules_for(code)) and not set(rules) & set(rules_for("en"))
    assert {r.id for r in all_text_rules()} >= {r.id for c in TABLE_LANGUAGES for r in language_rules(c)}
    assert rules_for(UNDETERMINED) == rules_for("en")


def test_an_english_check_imports_no_other_languages_table() -> None:
    """The six language tables compile ~1,300 regexes between them: a process checking English
    text never pays for them (a fresh interpreter, since this test process has them all)."""
    loaded = "print(sorted(m for m in sys.modules if m.startswith('scamcore.rules.text_lang_')))"
    code = (
        f"import sys, scamcore; scamcore.check_text('Your parcel is held, pay the fee: http://x.top/p'); {loaded}; "
        f"scamcore.check_text('Su paquete está retenido, pague la tasa aquí: http://x.top/p'); {loaded}"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split("\n")[:2] == ["[]", "['scamcore.rules.text_lang_es']"]  # one process: Spanish loads its own


# English with a foreign word or two, Nigerian Pidgin and Singlish: never a foreign language.
ENGLISH_LIKE = [
    "Hola! Are we still on for tapas at 7 with Maria and Jose?",
    "Merci for the lovely dinner, see you next week in Paris",
    "Danke schön for the gift, the kids love it",
    "Abeg una dey come the party tomorrow? Na for Lekki o",
    "Oga, I don reach the office, make you send the file na",
    "Ok la, see you at the mrt can or not? Dun be late leh",
    "Wah the queue at the hawker centre so long sia, I go makan first la",
    "The Senior Manager de la Cruz will join the call",
    "Meet me at the Café de la Paix at 5",
]


@pytest.mark.parametrize("text", ENGLISH_LIKE)
def test_english_with_foreign_words_is_not_foreign(text: str) -> None:
    assert _detect(text) in ("en", UNDETERMINED)


def test_too_little_text_is_undetermined_and_reads_in_english() -> None:
    assert _detect("12345 ok") in ("en", UNDETERMINED)
    assert _detect("") == UNDETERMINED
    result = check_text("482913")
    assert result.language == UNDETERMINED
    assert result.level == level_text(result.score)
    assert result.disclaimer == LOCALES["en"].disclaimer


def test_plain_drops_accents_letter_for_letter() -> None:
    assert plain("está contraseña über façade") == "esta contrasena uber facade"
    assert plain("l’adresse") == "l'adresse"
    assert len(plain("àéîõüñç’")) == 8
    assert plain("ascii only") == "ascii only"


def test_every_slot_names_an_existing_english_twin() -> None:
    """A language row keeps quiet when its English twin fired; a misspelt twin would double-count."""
    english = {r.id for r in rules_for("en")}
    assert {s.english for s in SLOTS.values() if s.english} <= english


def test_long_texts_are_detected_from_their_opening() -> None:
    english = "Please find the minutes of the meeting attached, and send your comments before Friday. " * 200
    assert detect_language(english.casefold()) == "en"
