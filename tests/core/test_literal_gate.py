"""The shortcuts a new host's rows take (``rules/literal_gate.py``, the per-path answers of
``url_disguise`` and ``lookalike.brand_token_in``) answer what the whole work answers.

A gate says "cannot match" only where none of a pattern's required literals is in the string: on
every string below (the URL rows' own examples cut into hosts, labels and paths, made-up names
built from the words themselves and near misses of them, and the DEV links when ``../shared`` is
there) the gated search must find exactly what the plain search finds.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from pathlib import Path

import pytest

from scamcore.lookalike import brand_token_in
from scamcore.rules import url_disguise, url_identity, url_lexical
from scamcore.rules.literal_gate import may_match
from scamcore.rules.url_registry import URL_RULES
from scamcore.urls import parse_url

_CORPORA = Path(__file__).resolve().parents[3] / "shared" / "corpora"
_GATED = {
    "url_identity.CRED_WORDS": (url_identity.CRED_WORDS, url_identity._MAY_CRED),
    "url_lexical._WORD": (url_lexical._WORD, url_lexical._MAY_WORD),
}


def _pieces() -> list[str]:
    """Hosts, their dot- and hyphen-parts, and paths of every URL row's examples."""
    out: set[str] = set()
    for rule in URL_RULES:
        for example in (*rule.fires, *rule.quiet):
            p = parse_url(example)
            out.update({p.host, p.path.lower(), f"{p.path}?{p.query}#{p.fragment}"})
            out.update(re.split(r"[.\-/]+", p.host))
    return sorted(out)


def _words_of(pattern: re.Pattern[str]) -> list[str]:
    """The pattern's words as far as a simple reading gets them: its top-level branches, with
    optional groups and classes stripped (a near miss of the real word is as good a probe)."""
    return sorted({re.sub(r"\(\?[:!][^)]*\)\??|[()?\[\]\\|]", "", b) for b in pattern.pattern.split("|")} - {""})


def _made_up(words: list[str], count: int = 4000) -> list[str]:
    """Names a campaign could write: words glued, hyphenated, cut by a letter, doubled, numbered."""
    rng = random.Random(21)
    out: list[str] = []
    for _ in range(count):
        picked = rng.sample(words, rng.randint(1, 3))
        picked = [w[: rng.randint(1, len(w))] if rng.random() < 0.3 else w for w in picked]  # cut words
        if rng.random() < 0.3:
            picked.append(f"b{rng.randint(0, 999)}")
        glue = rng.choice(("", "-", ".", "/"))
        out.append(glue.join(picked))
    return out


def _dev_links() -> list[str]:
    if not _CORPORA.is_dir():
        return []  # CI without ../shared: the made-up strings and the examples still run
    links: list[str] = []
    for path in sorted(_CORPORA.glob("url_*.jsonl")):
        with path.open(encoding="utf-8") as lines:
            links.extend(json.loads(line)["url"] for line in itertools.islice(lines, 3000))
    return links


@pytest.fixture(scope="module")
def strings() -> list[str]:
    words = sorted({w for pattern, _ in _GATED.values() for w in _words_of(pattern)})
    dev = []
    for link in _dev_links():
        p = parse_url(link)
        dev.extend((p.host, p.path.lower(), *p.host.split(".")))
    return [*_pieces(), *_made_up(words), *dev, "", "b123", "x" * 300]


@pytest.mark.parametrize("name", sorted(_GATED))
def test_a_gated_search_finds_what_the_search_finds(name: str, strings: list[str]) -> None:
    pattern, may = _GATED[name]
    passed = 0
    for s in strings:
        if not may(s):
            passed += 1
            assert pattern.search(s) is None, (name, s)
    assert 0 < passed < len(strings)  # the gate both skips and lets through


def test_the_word_lists_answer_as_before(strings: list[str]) -> None:
    for s in strings:
        assert url_identity.cred_words(s) == sorted({m.group(0) for m in url_identity.CRED_WORDS.finditer(s)})
        assert url_lexical._words_in.__wrapped__(s) == tuple(m.group(0) for m in url_lexical._WORD.finditer(s))


def test_a_gate_is_derived_from_the_pattern() -> None:
    may = may_match(re.compile(r"pay(?:ment|pal)|invoice"))
    assert not may("b123.example")
    assert may("my-paypal") and may("invoices")
    assert may_match(re.compile(r"x+|\d"))("anything")  # no required literal: never skipped
    assert may_match(re.compile("login", re.IGNORECASE))("LOGIN")  # case-folded: never skipped


def test_path_answers_kept_per_path_are_the_whole_works(strings: list[str]) -> None:
    for s in strings:
        assert url_disguise._cred_words(s) == url_disguise._cred_words.__wrapped__(s)
        assert url_disguise._email_in_tail(s) == url_disguise._email_in_tail.__wrapped__(s)
        assert brand_token_in(s) == brand_token_in.__wrapped__(s)  # type: ignore[attr-defined]
