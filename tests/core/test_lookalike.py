"""The look-alike matcher: its brand-token trie matches exactly what the plain longest-first
alternation matched, and ordinary English words are never read as a brand."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from scamcore import lookalike
from scamcore.lookalike import _alternation
from scamcore.urls import analyse_url

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


# --- ordinary words (data/ordinary_words.txt) ---------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "url",
    [
        "https://www.finance.gov.au/",
        "https://finance.example.com/quote",
        "https://www.mobile.de/",
        "https://trust.org/",
        "https://www.boost.org/doc/",
        "https://revolutionparts.com/",
        "https://intuitive.com/",
        "https://cooking.com/",
        "https://www.cryptography.io/",
    ],
)
def test_sites_named_with_ordinary_words_imitate_no_brand(url: str) -> None:
    a = analyse_url(url)
    assert a.imitates is None and a.score == 0


@pytest.mark.parametrize(
    ("url", "brand"),
    [
        ("http://binance-login.top/", "Binance"),
        ("https://revolut-verify.com/", "Revolut"),
        ("https://intuit-login.com/", "Intuit"),
        ("https://bookings.com/", "Booking.com"),  # a brand's name with an ending stays a look-alike
        ("http://revolution-revolut.com/", "Revolut"),  # the brand beside the word still counts
        ("https://blnance.com/", "Binance"),
    ],
)
def test_brands_near_those_words_are_still_seen(url: str, brand: str) -> None:
    assert analyse_url(url).imitates == brand


def test_every_listed_word_is_one_the_matcher_would_misread(monkeypatch: pytest.MonkeyPatch) -> None:
    """No dead entries: with the list emptied, each word is read as a brand (as a host or a subdomain)."""
    words = sorted(lookalike.ORDINARY_WORDS)
    assert len(words) > 50
    monkeypatch.setattr(lookalike, "ORDINARY_WORDS", frozenset())
    monkeypatch.setattr(lookalike, "_HOLDING", {})
    kept = (lookalike._lookalike, lookalike._combo, lookalike._label_imitation)  # answers kept under the real lists
    for cache in kept:
        cache.cache_clear()
    try:
        for w in words:
            assert (
                lookalike.find_imitation(w, "com", "") is not None
                or lookalike.find_imitation("example", "com", w) is not None
            ), w
    finally:
        for cache in kept:
            cache.cache_clear()  # nor may the emptied lists' answers outlive the test


def test_the_list_is_what_the_generator_makes_from_the_word_list(tmp_path: Path) -> None:
    data = ROOT / "packages/scamcore/src/scamcore/data/ordinary_words.txt"
    before = data.read_bytes()
    try:
        run = subprocess.run(
            [sys.executable, str(ROOT / "scripts/gen_ordinary_words.py")], capture_output=True, text=True, check=False
        )
        assert run.returncode == 0, run.stderr
        assert data.read_bytes() == before, "data/ordinary_words.txt is stale: run scripts/gen_ordinary_words.py"
    finally:
        data.write_bytes(before)


@pytest.mark.parametrize(
    ("label", "suffix", "subdomain", "technique"),
    [
        ("amazon-basin", "gov.br", "", None),  # a government body named it: no combosquat
        ("campinas", "sp.gov.br", "paypal", "subdomain"),  # the brand before a city's host still counts
        ("agriculture", "gov", "apple", "subdomain"),
        ("amazon-basin", "com.br", "", "combo"),  # the same name anyone could register
    ],
    ids=repr,
)
def test_government_endings_skip_only_the_registered_name_combosquat(
    label: str, suffix: str, subdomain: str, technique: str | None
) -> None:
    found = lookalike.find_imitation(label, suffix, subdomain)
    assert (found.technique if found is not None else None) == technique
