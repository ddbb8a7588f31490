"""Shortcuts taken for long texts give what the plain way gives.

A 20 kB e-mail quoted a sign with a case-insensitive regex compiled per part and run over the
whole source, and built every run of one to three of its words to see if a link's label was one:
both are now looked up directly (``quotes.Quotes._unflattened``, ``_odd_links._signs_with``).
So does dropping accents by replacing each accented letter present rather than translating every
character (``language.plain``), and refanging a link only with the substitutions that can change
the text (``extract_links._refang``). Each is compared here with the way it replaced, on generated
texts.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import accumulate

from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore import extract_links, extract_scan, language, quotes
from scamcore.normalize import normalize
from scamcore.rules import _odd_links
from scamcore.text import TextContext

WORDS = [
    "pay",
    "Now",
    "the",
    "FEE",
    "a",
    "x.y",
    "$5",
    "code:",
    "I'm",
    "’s",
    "•",
    "ſ",
    "K",
    "é",
    "İx",
    "\u00a0b",
    "Éa",
    "Σa",
    "ς",
    "σ",
]
SPACES = [" ", "  ", "\n", "\n\n", " \t ", ""]


def _regex_find(q: quotes.Quotes, part: str) -> tuple[int, int] | None:
    """``Quotes._find`` as it was: the regex over the source whenever flattening moved an index."""
    source = q._sources[0]
    at = q._flat[0].find(part.lower())
    if at >= 0:
        if q._aligned[0]:
            return at, at + len(part)
        found = re.search(r"\s+".join(map(re.escape, part.split())), source, re.IGNORECASE)
        if found is not None:
            return found.span()
    if source.isascii():
        return None
    target = unicodedata.normalize("NFKC", part).casefold().strip()
    return quotes._Folded(source).find(target) if target else None


texts = st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SPACES)), min_size=1, max_size=30).map(
    lambda pairs: "".join(w + s for w, s in pairs)
)


@settings(max_examples=150)
@given(texts, st.booleans(), st.data())
def test_a_quote_found_in_the_flat_text_is_where_the_regex_finds_it(
    text: str, plain: bool, data: st.DataObject
) -> None:
    source = "".join(ch for ch in text if quotes._folds_plainly(ch)) if plain else text
    if not source.strip():
        return
    q = quotes.Quotes([source])
    q._flatten()
    for _ in range(5):
        lo = data.draw(st.integers(0, len(source)))
        piece = " ".join(source[lo : lo + data.draw(st.integers(0, 15))].split())
        part = data.draw(st.sampled_from([piece, piece.upper(), "pay the", "fee a"]))
        if len(part) >= 2:
            assert q._find(part, 0) == _regex_find(q, part), (source, part)


def test_the_regex_folds_cases_lower_casing_does_not_so_such_text_keeps_the_regex() -> None:
    assert quotes._plain("Pay  the fee • now’s, Café")
    assert not quotes._plain("Pay  the ſee")  # the regex pairs "ſ" with "s", lower-casing does not
    assert quotes.quote("pay the see", ["x  Pay the ſee"]) == "Pay the ſee"


def _words_one_by_one(text: str) -> list[str]:
    """The words a message signs with, as they were found: each run of non-spaces searched for an
    address (3 ms on a 20 kB e-mail), the rest joined, then its runs of letters and digits."""
    kept = " ".join(t for t in text.split() if re.search(r"\w\.\w|://|@", t) is None)
    return re.findall(r"[a-z0-9]+", kept)


def _names_as_a_set(text: str) -> frozenset[str]:
    words = _words_one_by_one(normalize(text).folded)
    return frozenset("".join(words[i : i + n]) for n in (1, 2, 3) for i in range(len(words) - n + 1))


@settings(max_examples=300)
@given(
    st.lists(
        st.sampled_from(["a", "b1", ".", "x.y", "@", "://", ":", "/", "é", "_", "..", "a.", ".b"]), max_size=20
    ).flatmap(
        lambda words: st.lists(
            st.sampled_from([" ", "\n", "\x1c", "\xa0", "\u2028", "\u3000", "\t", ""]),
            min_size=len(words),
            max_size=len(words),
        ).map(lambda seps: "".join(w + s for w, s in zip(words, seps, strict=True)))
    )
)
def test_addresses_blanked_from_their_marks_leave_the_words_found_one_by_one(text: str) -> None:
    assert re.findall(r"[a-z0-9]+", _odd_links.without_addresses(text)) == _words_one_by_one(text)


def test_the_spaces_that_end_a_word_are_every_character_isspace_takes() -> None:
    assert set(_odd_links._SPACES) == {chr(c) for c in range(0x110000) if chr(c).isspace()}


def _ctx(text: str) -> TextContext:
    return TextContext(normalize(text), None, [])  # type: ignore[arg-type]  # the words need no entities


@settings(max_examples=200)
@given(
    st.lists(st.sampled_from(["zemen", "bank", "cbe", "banking", "with", "ze", "menbank", "x.com", "a1"]), max_size=12),
    st.sampled_from(["zemenbank", "cbe", "bankingwith", "zemenbankcbe", "menba", "withzemenbankcbe", "ban"]),
)
def test_a_label_signs_the_message_when_it_is_a_run_of_one_to_three_words(words: list[str], label: str) -> None:
    text = " ".join(words)
    assert _odd_links._signs_with(_ctx(text), label) == (label in _names_as_a_set(text))


def test_a_label_of_three_words_signs_and_one_of_four_or_half_a_word_does_not() -> None:
    text = "Regards, Zemen Bank CBE at x.com"
    assert _odd_links._signs_with(_ctx(text), "zemenbankcbe")
    assert not _odd_links._signs_with(_ctx(text), "regardszemenbankcbe")
    assert not _odd_links._signs_with(_ctx(text), "menbank")
    assert not _odd_links._signs_with(_ctx(text), "xcom")  # an address names nothing


@settings(max_examples=200)
@given(texts)
def test_the_words_split_as_bytes_are_the_runs_regex_finds(text: str) -> None:
    """``_words`` splits the text encoded to ASCII ("?" for any other character) with every byte
    but ``[a-z0-9]`` made a space: the same words, in the same places, as ``re.findall``."""
    ctx = _ctx(text)
    words = re.findall(r"[a-z0-9]+", _odd_links.without_addresses(ctx.subject))
    assert _odd_links._words(ctx) == ("".join(words), list(accumulate(map(len, words), initial=0)))


@settings(max_examples=200)
@given(st.text(alphabet=st.sampled_from([*map(chr, range(0xC0, 0x250)), "’", "‘", "ʼ", "a", " ", "İ", "ß", "€"])))
def test_plain_replaces_each_accented_letter_as_the_translation_table_does(text: str) -> None:
    assert language.plain(text) == text.translate(language._PLAIN)


@settings(max_examples=200)
@given(st.text(alphabet=st.sampled_from(["A", "a", "Ｐ", "ﬁ", "İ", "ß", "\u200b", "\u00a0", "\n", "Σ", "ſ", "x", "’"])))
def test_a_source_folded_by_replacing_each_changed_character_is_its_translation(source: str) -> None:
    table = {ord(ch): quotes._fold_char(ch) for ch in set(source)}
    assert quotes._translated(source, table) == source.translate(table)
    assert quotes._translated("ab", {ord("a"): "b", ord("b"): "c"}) == "bc"  # a change that writes a changed one


@given(st.text(alphabet=st.sampled_from([" ", "\n", "\u00a0", "\u2028", "\x1c", "a", "é", "\t"])))
def test_runs_of_spaces_are_made_one_as_the_regex_makes_them(text: str) -> None:
    assert quotes._one_space(text) == re.sub(r"\s+", " ", text)


def _every_run(source: str) -> tuple[list[int], list[int]]:
    """``quotes._space_runs`` as it was: every run of spaces, a single space character included."""
    flat_ends: list[int] = []
    dropped: list[int] = []
    gone = 0
    for m in re.finditer(r"\s+", source):
        gone += m.end() - m.start() - 1
        flat_ends.append(m.end() - gone)
        dropped.append(gone)
    return flat_ends, dropped


@given(st.text(alphabet=st.sampled_from([" ", "\n", "\u00a0", "\u2028", "\x1c", "a", "é", "\t"])))
def test_the_runs_a_flat_index_is_mapped_back_by_leave_single_spaces_out_and_map_it_alike(text: str) -> None:
    """Only the runs of two or more spaces are kept: each flat index maps to the same source index."""
    kept, every = quotes._space_runs(text), _every_run(text)
    for flat in range(len(quotes._one_space(text)) + 1):
        assert quotes._source_index(kept, flat) == quotes._source_index(every, flat)


_SPOKEN = "com|net|org|info|biz|xyz|top|online|site|shop|club|live|icu|co|uk|ru|cn|io|me|us|ly|app|COM|NET|ORG"
_REFANG_AS_IT_WAS = (
    (re.compile(r"\bh(?:xx|XX|\*\*|tt)p(s?)\s?(?:\[:\]|\(:\)|:)\s?//", re.I), r"http\1://"),
    (re.compile(r"\bhttp(s?)\[:\]//", re.I), r"http\1://"),
    (re.compile(r"\bhttp(s?)\[://\]", re.I), r"http\1://"),
    (re.compile(r"\s?[\[({]\s?(?:\.|dot)\s?[\])}]\s?", re.I), "."),
    (re.compile(rf"(?<=[\w-])(?<!\bthe)(?<!\bpolka) +(?:dot|DOT) +(?=(?:{_SPOKEN})\b)"), "."),
    (re.compile(r"\s?[\[({]\s?(?:@|at)\s?[\])}]\s?", re.I), "@"),
    (re.compile("[\u3002\uff0e\uff61]"), "."),
)
"""``extract_links._REFANG`` before each substitution was gated: all seven run on any hint."""

DEFANG_PIECES = [
    *["hxxp", "hXXp", "h**p", "http", "HTTP", "Https", "httpſ", "https", "s", "ſ", ":", "//", "[:]", "(:)", "[://]"],
    *["[.]", "(.)", "{ .", "}", ")", "]", "(", "[", "dot", "DOT", "com", "the", "polka", "at", "@", "[at]", "(@)"],
    *["\u3002", "\uff0e", "\uff61", "-", "\n", "example", "x", "é"],
]


def _refanged_as_it_was(text: str) -> str:
    low = extract_scan._lower(text)
    out = text
    if extract_links._DEFANGED(low) or any(f in text for f in extract_links._FULL_STOPS):
        for pattern, repl in _REFANG_AS_IT_WAS:
            out = pattern.sub(repl, out)
    if "-\n" in out or "-\r\n" in out or "- \n" in out:
        out = extract_links._join_wrapped_links(out)
    return out


@settings(max_examples=400)
@given(
    st.lists(st.tuples(st.sampled_from(DEFANG_PIECES), st.sampled_from(["", "", " ", "  ", "\n"])), max_size=25).map(
        lambda pairs: "".join(w + s for w, s in pairs)
    )
)
def test_each_refanging_substitution_skipped_only_where_it_would_change_nothing(text: str) -> None:
    """``extract_links._refang`` asks each substitution's gate first; the seven in turn, as they ran
    on any defanging hint, give the same text (the hints' test itself is unchanged)."""
    assert extract_links._refang(text) == _refanged_as_it_was(text)


def test_each_refanging_gate_lets_its_substitution_run_where_it_changes_the_text() -> None:
    for text in [
        "Log in at HTTP://Example.com { . }",  # the capitals, on a hint of another kind
        "see http ://example.com (.)",
        "Httpſ://x.com [.] and https://y.com",
        "hXXps[:]//shop[.]example[.]com",
        "https[://]example{dot}com",
        "Write to info DOT example DOT com [at] once",
        "jo [at] example (dot) com",
        "the polka dot com dance (.)",
        "example\u3002com",
        "wrapped https://usps-\nredelivery.com [.]",
    ]:
        assert extract_links._refang(text) == _refanged_as_it_was(text) != text, text
