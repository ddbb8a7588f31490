"""The brand-token alternation is a trie for speed; it must match exactly what the plain
longest-first alternation matched."""

from __future__ import annotations

import re

import pytest

from scamcore.lookalike import _alternation

WORDS = {"pay", "paypal", "paypalme", "post", "postnl", "poste", "bank", "banco", "bancobpi", "ing-id"}
FLAT = re.compile("|".join(sorted(map(re.escape, WORDS), key=len, reverse=True)))
TRIE = re.compile(_alternation(WORDS))


@pytest.mark.parametrize(
    "label",
    [
        "paypal-secure",
        "paypalme-login",
        "mypaypa-l",
        "postnl-bezorging",
        "posteitaliane",
        "bancobpi-apoio",
        "bancob-pi",
        "xing-idx",
        "pay",
        "nothing-here",
        "postpaypalmebank",
    ],
)
def test_trie_matches_like_the_flat_longest_first_alternation(label: str) -> None:
    assert [m.span() for m in TRIE.finditer(label)] == [m.span() for m in FLAT.finditer(label)]
