"""Which language a message is written in, told offline from its own words.

Each locale lists function words common in its language and rare elsewhere ("el", "los", "usted";
"der", "nicht", "Ihre") and a few letters that mark it ("ñ", "ç", "ä"). A message's score for a
language is how many different words of that list it holds (a Singlish "ok la, can la" counts
"la" once), plus one per marking letter present. English wins ties and needs no margin; another
language must clearly beat English (at least three words, and twice English's count plus one), so
an English text with a foreign greeting, a Spanish name or Pidgin and Singlish particles ("una",
"na", "la") stays English or undetermined, and never switches on a foreign rule table. One
dictionary lookup per word keeps an SMS at a few microseconds (``make bench``).
"""

from __future__ import annotations

import re
import unicodedata

from .once import once

__all__ = ["LANGUAGES", "UNDETERMINED", "detect_language", "plain", "rule_language"]

LANGUAGES: tuple[str, ...] = ("en", "es", "fr", "de", "pt", "it", "nl")
UNDETERMINED = "und"

_MIN_WORDS = 3
"""Function words another language needs before it can win: two could be a name or a greeting."""
_SCAN_CHARS = 4_000
"""The opening of a long e-mail tells its language; reading 20 kB would cost a millisecond."""
_WORD = re.compile(r"[^\W\d_]+")
"""Letters only: "c'est" counts "c" and "est", "aujourd'hui" counts "aujourd" and "hui"."""
_ASCII_WORDS = str.maketrans({chr(i): chr(i) if chr(i).isalpha() else " " for i in range(128)})
"""An ASCII text with every character but a letter made a space: split, it gives the words
``_WORD`` finds (in ASCII, runs of ``A-Z`` and ``a-z``), at a third of the regex's cost."""


@once
def _tables() -> tuple[tuple[str, ...], dict[str, tuple[int, ...]], tuple[tuple[int, str], ...]]:
    """Codes with a locale, word -> indices of the languages listing it, and marking letters.

    Built on first use from the locales, so a language is detected as soon as its locale exists.
    """
    from .locales import LOCALES

    codes = tuple(c for c in LANGUAGES if c in LOCALES)
    words: dict[str, list[int]] = {}
    letters: list[tuple[int, str]] = []
    for i, code in enumerate(codes):
        loc = LOCALES[code]
        for w in loc.stopwords:
            words.setdefault(w, []).append(i)
        letters.extend((i, ch) for ch in loc.letters)
    return codes, {w: tuple(ix) for w, ix in words.items()}, tuple(letters)


def _base_letter(ch: str) -> str:
    base = unicodedata.normalize("NFD", ch)[0]
    return base if base.isascii() and base.isalpha() else ch


_PLAIN = {cp: _base_letter(chr(cp)) for cp in range(0xC0, 0x250) if _base_letter(chr(cp)) != chr(cp)}
_PLAIN.update({0x2019: "'", 0x2018: "'", 0x02BC: "'"})  # typographic apostrophes, as phones type them
_PLAIN_OF = {chr(cp): to for cp, to in _PLAIN.items()}
_PLAIN_CHARS = frozenset(_PLAIN_OF)


def plain(folded: str) -> str:
    """``folded`` with accents dropped letter for letter ("está" -> "esta", "ñ" -> "n") and curly
    apostrophes made straight ("l’adresse"), same length,
    so one pattern matches a text typed with or without accents and its spans index ``folded``.

    Each accented letter the text holds is replaced in one C pass of its own: ``str.translate``
    with a dictionary takes a Python lookup per character, ~1.5 ms on a 20 kB e-mail, which holds
    a handful of distinct accented letters at most."""
    if folded.isascii():
        return folded
    for ch in _PLAIN_CHARS.intersection(folded):
        folded = folded.replace(ch, _PLAIN_OF[ch])
    return folded


def detect_language(folded: str) -> str:
    """The language of a casefolded text: a code from LANGUAGES, or "und" when nothing tells.

    Stopwords are written without accents and counted in ``plain`` text."""
    codes, words, letters = _tables()
    text = folded[:_SCAN_CHARS]
    counts = [0] * len(codes)
    # Only the stopwords are walked in Python: the lookups and the dropping of the text's other
    # words run in C (``map``, ``filter``), where a loop over every distinct word cost more.
    found_words = text.translate(_ASCII_WORDS).split() if text.isascii() else _WORD.findall(plain(text))
    for found in filter(None, map(words.get, set(found_words))):
        for i in found:
            counts[i] += 1
    if not text.isascii():
        for i, ch in letters:
            if ch in text:
                counts[i] += 1
    english = counts[0]
    best = max(range(1, len(codes)), key=counts.__getitem__, default=0)
    if best and counts[best] >= _MIN_WORDS and counts[best] >= 2 * english + 1:
        # A tie between two foreign languages goes to the one listed first; their lists are
        # written so that a real text of either does not tie.
        return codes[best]
    return "en" if english else UNDETERMINED


_PREFIXES = {f"{code.upper()}_": code for code in LANGUAGES[1:]}


def rule_language(rule_id: str) -> str:
    """The language a rule is written for, from its id prefix ("ES_URGENT" -> "es"); English otherwise."""
    return _PREFIXES.get(rule_id[:3], "en")
