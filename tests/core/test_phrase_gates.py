"""The phrase families' gates are an optimisation only: gated search == plain regex search."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.limits import LONG_TEXT
from scamcore.rules import _phrases
from scamcore.rules import text_obfuscation as obf
from scamcore.rules.text_registry import all_text_rules

# Words from every rule's examples, so generated texts hit the families often.
_VOCAB = sorted({w for r in all_text_rules() for ex in (*r.fires, *r.quiet) for w in re.findall(r"\S+", ex.casefold())})
_PIECES = st.sampled_from([*_VOCAB, "\n", ".", ",", " - ", "$5", "£20"])


def _same(gated: _phrases.Gated, text: str) -> None:
    plain = gated.regex.search(text)
    got = gated.search(text)
    assert (got and (got.span(), got.group(0))) == (plain and (plain.span(), plain.group(0))), gated.pattern
    assert [m.span() for m in gated.finditer(text)] == [m.span() for m in gated.regex.finditer(text)]


@settings(max_examples=60, deadline=None)
@given(st.lists(_PIECES, min_size=300, max_size=900))
def test_gates_never_change_a_result_on_long_texts(words: list[str]) -> None:
    text = " ".join(words)
    text += " filler" * max(0, (LONG_TEXT - len(text)) // 7 + 1)
    assert len(text) >= LONG_TEXT
    for gated in _phrases.ALL_GATED:
        _same(gated, text)


@settings(max_examples=60, deadline=None)
@given(st.lists(_PIECES, min_size=1, max_size=40))
def test_gates_never_change_a_result_on_short_texts(words: list[str]) -> None:
    text = " ".join(words)
    for gated in _phrases.ALL_GATED:
        _same(gated, text)


def test_most_families_use_the_word_gate() -> None:
    assert sum(g.word_gate is not None for g in _phrases.ALL_GATED) >= len(_phrases.ALL_GATED) // 2


_I_TEXT = st.text(alphabet=st.sampled_from(list("PayPaIAppIeIimitedemaIlhelpIInfo x_1é.-")), max_size=40)


@settings(max_examples=2000)
@given(_I_TEXT)
def test_the_capital_i_shortcut_never_hides_a_word(text: str) -> None:
    """TEXT_CAPITAL_I_FOR_L looks for its swap with one cheap pass first; any word the full scan
    would find holds that swap."""
    if obf._CAPITAL_I.search(text) is not None:
        assert obf._SWAP.search(text) is not None
