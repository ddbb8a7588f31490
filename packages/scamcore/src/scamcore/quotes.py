"""Evidence as the reader wrote it: a rule's evidence found again in the input, in whole words.

Rules quote what they searched, which is often the folded text ("mum, i've dropped"), a cut
match ("pay the $1" of "$1.99") or a note about the input ("royalmail-redeliver.top (combo of
Royal Mail)", "a claim + a request"). A reader checks a sign against the message, so a result
shows only words that are in the message, link or sender, case and all: each part of the
evidence is looked up there (case-insensitively, any run of spaces matching any other), and the
span found grows to whole words and whole amounts ("£326.14", "$1.99", "50 €"). Evidence that
names nothing of the input quotes nothing ("").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["Quotes", "quote"]

_NOTE = re.compile(r"\([^()]*\)$")  # no leading \s*: searched, that is quadratic on a run of spaces
"""A trailing note the link rules add about the host, e.g. " (look-alike of PayPal)"."""
_SPLIT = (" + ", "; ", ", ", ": ")
"""How rules join the parts they quote, most specific first."""
_MIN_PART = 2
_SPACES = re.compile(r"\s+")
_INVISIBLE = dict.fromkeys(c for c in range(0x2000, 0x2070) if unicodedata.category(chr(c)) == "Cf") | {0xFEFF: None}
"""Zero-width and direction marks, dropped as normalize drops them (a pre-check only)."""
_GROW = 40
"""How far a quote may grow on each side to reach a word's or an amount's end."""
_APOSTROPHES = frozenset("'’")
"""Inside a word: "I've", "aujourd'hui"."""
_DECIMAL_MARKS = frozenset(".,")
"""Inside a number: "326.14", "1,200"."""


class Quotes:
    """Quotes from one input: each source is lower-cased (and, when not ASCII, folded) once, and
    each evidence looked up once, however many flags and signals quote it."""

    def __init__(self, sources: Sequence[str]) -> None:
        self._sources = [s for s in sources if s]
        # Searched first, at C speed: most parts that are not in a source are told apart here.
        self._flat = [_SPACES.sub(" ", s).lower() for s in self._sources]
        # Where flattening kept every index (no run of spaces, no letter that lower-cases longer),
        # a place in the flat text is the same place in the source.
        self._aligned = [len(f) == len(s) for f, s in zip(self._flat, self._sources, strict=True)]
        self._folded: dict[int, str] = {}
        self._found: dict[str, str] = {}

    def __call__(self, evidence: str) -> str:
        """The first part of ``evidence`` found in a source, as the source writes it, in whole words."""
        found = self._found.get(evidence)
        if found is None:
            found = self._found[evidence] = self._quote(evidence)
        return found

    def _quote(self, evidence: str) -> str:
        for part in _parts(evidence):
            for i, source in enumerate(self._sources):
                span = self._find(part, i)
                if span is not None:
                    return _whole(source, *span)
        return ""

    def _find(self, part: str, i: int) -> tuple[int, int] | None:
        source = self._sources[i]
        at = self._flat[i].find(part.lower())
        if at >= 0:
            if self._aligned[i]:
                return at, at + len(part)
            found = re.search(r"\s+".join(map(re.escape, part.split())), source, re.IGNORECASE)
            if found is not None:
                return found.start(), found.end()
        if source.isascii():
            return None
        target = unicodedata.normalize("NFKC", part).casefold()
        if i not in self._folded:
            self._folded[i] = _SPACES.sub(" ", unicodedata.normalize("NFKC", source).casefold().translate(_INVISIBLE))
        return _find_folded(target, source) if target and target in self._folded[i] else None


def quote(evidence: str, sources: Sequence[str]) -> str:
    """The first part of ``evidence`` found in ``sources``, as the source writes it, in whole words."""
    return Quotes(sources)(evidence)


@lru_cache(maxsize=4096)
def _parts(evidence: str) -> tuple[str, ...]:
    """The evidence whole, then its parts: "a + b" quotes a if b is not in the input. Kept: the
    combination rules quote the same few descriptions of the signs they combine in every message."""
    text = _bare(evidence.strip().rstrip("…"))
    parts = [text]
    for sep in _SPLIT:
        if sep in text:
            parts = [piece for part in parts for piece in ([part, *part.split(sep)] if sep in part else [part])]
    return tuple(dict.fromkeys(bare for bare in map(_bare, parts) if len(bare) >= _MIN_PART))


def _bare(part: str) -> str:
    part = part.strip()
    note = _NOTE.search(part) if part.endswith(")") else None
    return part[: note.start()].rstrip() if note else part


def _find_folded(target: str, source: str) -> tuple[int, int] | None:
    """Where ``target`` (folded) sits once each character of the source is folded the way
    normalize folds a text (NFKC, casefold, invisible characters dropped, spaces as one)."""
    folded: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(source):
        if ch.isspace():
            if folded and folded[-1] != " ":
                folded.append(" ")
                where.append(i)
            continue
        if unicodedata.category(ch) == "Cf":
            continue
        for c in unicodedata.normalize("NFKC", ch).casefold():
            folded.append(c)
            where.append(i)
    at = "".join(folded).find(target)
    return None if at < 0 else (where[at], where[at + len(target) - 1] + 1)


def _word(ch: str) -> bool:
    return ch.isalnum() or unicodedata.category(ch) == "Mn"


def _joined(source: str, i: int) -> bool:
    """``source[i]`` is an apostrophe between letters or a decimal mark between digits."""
    if not 0 < i < len(source) - 1:
        return False
    before, ch, after = source[i - 1], source[i], source[i + 1]
    if ch in _APOSTROPHES:
        return before.isalpha() and after.isalpha()
    return ch in _DECIMAL_MARKS and before.isdigit() and after.isdigit()


def _currency(ch: str) -> bool:
    return unicodedata.category(ch) == "Sc"


def _whole(source: str, start: int, end: int) -> str:
    """``source[start:end]`` grown to the ends of the words and amounts it cuts."""
    low, high = max(0, start - _GROW), min(len(source), end + _GROW)
    # Only a side that ends inside a word grows: ".top" quotes the ending, not the name before it.
    if _word(source[start]):
        while start > low and (_word(source[start - 1]) or _joined(source, start - 1)):
            start -= 1
    if _word(source[end - 1]):
        while end < high and (_word(source[end]) or _joined(source, end)):
            end += 1
    if start > 0 and source[start].isdigit() and _currency(source[start - 1]):
        start -= 1  # "£326.14", "$1.99"
    if end < len(source) and source[end - 1].isdigit():
        if _currency(source[end]) or source[end] == "%":
            end += 1  # "50€", "20%"
        elif source[end] == " " and end + 1 < len(source) and _currency(source[end + 1]):
            end += 2  # "326,14 €"
    return source[start:end]
