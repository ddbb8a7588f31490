"""The first-character look-ahead of a phrase family (``_phrases.fast`` and ``Gated.short``) must
refuse no start the plain pattern accepts.

Why a test of its own: ``re`` reads ``\\d`` and ``\\s`` as every Unicode digit and space, while the
first characters worked out from a pattern list 0-9 and ASCII white space, and normalisation keeps
Arabic-Indic and Devanagari digits as they are (only NFKC's full-width forms become ASCII), so a
family opening with ``\\d`` would miss "٣٠ percent" that its own regex finds.
"""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import scamcore.rules
from scamcore.normalize import normalize
from scamcore.rules import _phrases

for _module in pkgutil.iter_modules(scamcore.rules.__path__):
    importlib.import_module(f"scamcore.rules.{_module.name}")

_DIGITS = ("\u0663", "\u0969", "\u06f3")  # Arabic-Indic 3, Devanagari 3, extended Arabic-Indic 3
_SPACES = ("\x85", "\u2028", "\x1c")  # white space to ``re`` that NFKC leaves as it is


def test_normalisation_keeps_non_ascii_digits_but_folds_full_width_ones() -> None:
    """Why the look-ahead matters: these digits reach the rules unfolded."""
    for digit in _DIGITS:
        assert digit in normalize(f"{digit}0 percent").folded
    assert normalize("\uff13\uff10 percent").folded == "30 percent"
    for space in _SPACES:
        assert space in normalize(f"pay{space}now").folded


@pytest.mark.parametrize("text", [f"{d}0 percent" for d in _DIGITS] + ["30 percent", "\uff13\uff10 percent"])
def test_a_family_opening_with_a_digit_finds_what_its_regex_finds(text: str) -> None:
    pattern = r"(?<!\w)\d{1,2} ?percent"
    family = _phrases.fast(pattern)
    folded = normalize(text).folded
    plain = [m.span() for m in re.compile(pattern).finditer(folded)]
    assert plain
    assert [m.span() for m in family.finditer(folded)] == plain


@pytest.mark.parametrize("space", _SPACES)
def test_a_family_opening_with_white_space_finds_what_its_regex_finds(space: str) -> None:
    pattern = r"\s+(?:now|today|at once|right away)"
    family = _phrases.fast(pattern)
    plain = [m.span() for m in re.compile(pattern).finditer(f"pay{space}now")]
    assert plain
    assert [m.span() for m in family.finditer(f"pay{space}now")] == plain


def test_no_rule_family_refuses_a_non_ascii_digit_or_space_its_regex_can_start_with() -> None:
    """Every family of the rule modules: where its look-ahead admits every ASCII digit (or ASCII
    space), it admits the others ``re`` counts as one."""
    checked = 0
    for family in _phrases.ALL_GATED:
        short = family.short()
        if short is family.regex or not short.pattern.startswith("(?=["):
            continue
        head = re.compile(short.pattern[: short.pattern.index("])") + 2], short.flags)
        for ascii_set, others in (("0123456789", _DIGITS), (" \t\n\r\f\v", _SPACES)):
            if all(head.match(c) for c in ascii_set):
                checked += 1
                for c in others:
                    assert head.match(c), (family.pattern[:80], c)
    assert checked >= 5


_PAIRED_TEXTS = (
    "Your A/c XX1234 is debited; card ****\u06f3\u06f3\u06f3\u06f3 used",
    "a/c ending 4521, acc ..7731, cartão final 1234 and tarjeta 9876",
    "ac xx, cards, each place, terminada en 123, pas 1234, endet auf 999",
    "\u0663\u0663xx\u0663\u0663 and x#*12 konto ****",
)


@pytest.mark.parametrize("text", _PAIRED_TEXTS)
def test_a_paired_family_finds_what_its_regex_finds(text: str) -> None:
    """``paired`` looks ahead for the words' first two letters: it must refuse no start of a match."""
    led = r"(?<![\w*•#])(?:[x*•#]{2,}|\d{1,6}[x*•#]{2,})\d{2,6}(?!\w)"
    worded = (
        r"(?:a/?c|acc(?:oun)?t|card|cart[aã]o|konto|tarjeta) ?(?:[x*•#]\d{3,6}|[x*•#]{4,}|\.{2,3}\d{3,6})(?!\w)"
        r"|\b(?:card|tarjeta|pas) ?\d{4}(?!\w)|\b(?:ending|ends|endet auf) \d{3,6}|\bterminad[ao] en \d{3}"
        r"|(?:card|cart[aã]o)[^\n.]{0,20}? final \d{4}(?!\w)"
    )
    family = _phrases.paired(led, worded)
    assert "|a[" in family.short().pattern  # the pairs were worked out, not ``fast``'s one class
    folded = normalize(text).folded
    plain = [m.span() for m in re.compile(led + "|" + worded).finditer(folded)]
    assert plain
    assert [m.span() for m in family.finditer(folded)] == plain
