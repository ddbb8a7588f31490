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
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate

__all__ = ["Quotes", "quote"]

_NOTE = re.compile(r"\([^()]*\)$")  # no leading \s*: searched, that is quadratic on a run of spaces
"""A trailing note the link rules add about the host, e.g. " (look-alike of PayPal)"."""
_SPLIT = (" + ", "; ", ", ", ": ")
"""How rules join the parts they quote, most specific first."""
_MIN_PART = 2
_SPACES = re.compile(r"\s+")
_SHRUNK = re.compile(r"\s{2,}")
"""The runs of spaces the flat text shortens: a single space character stays one character."""
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
        self._flat: list[str] = []
        self._aligned: list[bool] = []
        self._simple: list[bool] = []
        self._folded: dict[int, _Folded] = {}
        self._found: dict[str, str] = {}
        self._runs: dict[int, tuple[list[int], list[int]]] = {}
        self._plains: dict[int, bool] = {}

    def _flatten(self) -> None:
        """Worked out on the first quote, not on construction: most messages fire nothing to quote.
        One plain loop: three comprehensions over the one or two sources cost more than their work."""
        for source in self._sources:
            # Searched first, at C speed: most parts that are not in a source are told apart here.
            spaced = _one_space(source)
            flat = spaced.lower()
            # Where flattening kept every index, a place in the flat text is the same place in the
            # source. Both steps are checked: a run of spaces collapsed (shorter) and a letter that
            # lower-cases longer ("İ") would cancel out in the lengths alone and shift every quote.
            aligned = len(source) == len(spaced) == len(flat)
            self._flat.append(flat)
            self._aligned.append(aligned)
            # Aligned and ASCII (most messages, links and senders): a part is there where the flat
            # text finds it, and nowhere else (``_find``'s other ways are for the other sources).
            self._simple.append(aligned and source.isascii())

    def __call__(self, evidence: str) -> str:
        """The first part of ``evidence`` found in a source, as the source writes it, in whole words."""
        found = self._found.get(evidence)
        if found is None:
            if len(self._flat) != len(self._sources):
                self._flatten()
            found = self._found[evidence] = self._quote(evidence)
        return found

    def _quote(self, evidence: str) -> str:
        flat, simple = self._flat, self._simple
        for part, lowered in _parts(evidence):
            for i, source in enumerate(self._sources):
                if simple[i]:  # ``_find``'s first step, inlined: it is all of it here
                    at = flat[i].find(lowered)
                    if at >= 0:
                        return _whole(source, at, at + len(part))
                    continue
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
            if self._plain(i) and _plain(part):
                return self._unflattened(i, " ".join(part.split()).lower())
            found = re.search(r"\s+".join(map(re.escape, part.split())), source, re.IGNORECASE)
            if found is not None:
                return found.start(), found.end()
        if source.isascii():
            return None
        target = unicodedata.normalize("NFKC", part).casefold().strip()
        if not target:
            return None
        folded = self._folded.get(i)
        if folded is None:
            folded = self._folded[i] = _Folded(source)
        return folded.find(target)

    def _plain(self, i: int) -> bool:
        plain = self._plains.get(i)
        if plain is None:
            plain = self._plains[i] = _plain(self._sources[i])
        return plain

    def _unflattened(self, i: int, words: str) -> tuple[int, int] | None:
        """Where ``words`` (lower-cased, single spaces) is in the source, any run of spaces there
        matching one: found in the flat text and mapped back, where a case-insensitive regex over
        a long source cost a compile and a slow scan per part. Only for ``_plain`` text, where
        lower-casing and the regex's case folding agree."""
        if not words:
            return 0, 0  # as the regex of no words finds
        at = self._flat[i].find(words)
        if at < 0:
            return None
        runs = self._runs.get(i)
        if runs is None:
            runs = self._runs[i] = _space_runs(self._sources[i])
        return _source_index(runs, at), _source_index(runs, at + len(words) - 1) + 1


def _one_space(text: str) -> str:
    """``_SPACES.sub(" ", text)``: each run of spaces made one, by ``str.split`` (the same
    characters as the regex's ``\\s``) at a third of the regex's cost on a long text."""
    body = " ".join(text.split())
    if not body:
        return " " if text else ""
    return (" " if text[0].isspace() else "") + body + (" " if text[-1].isspace() else "")


def _plain(text: str) -> bool:
    """Lower-casing keeps every character one character, and a case-insensitive regex pairs each
    with nothing but the characters of the same lower-case form: the flat text's ``find`` then
    finds what the regex finds. The regex engine also pairs a few letters whose upper-case
    lower-cases to another ("ſ" with "s", "ς" with "σ"), and "Σ" lower-cases by its context."""
    return text.isascii() or all(map(_folds_plainly, set(text)))


@lru_cache(maxsize=8192)
def _folds_plainly(ch: str) -> bool:
    if ch.isascii():
        return True
    low = ch.lower()
    return len(low) == 1 and ch.upper().lower() == low and ch != "\u03a3"


def _space_runs(source: str) -> tuple[list[int], list[int]]:
    """For each run of two or more spaces in ``source``, where it ends in the flat text (the run
    made one space) and how many characters the source had dropped by then. A run of one drops
    nothing, so ``_source_index`` reads the same count from the run before it: leaving those out
    (a 20 kB e-mail holds ~3,000 of them and ~160 longer runs) cut this from ~2.8 to ~0.7 ms."""
    flat_ends: list[int] = []
    dropped: list[int] = []
    gone = 0
    for m in _SHRUNK.finditer(source):
        gone += m.end() - m.start() - 1
        flat_ends.append(m.end() - gone)
        dropped.append(gone)
    return flat_ends, dropped


def _source_index(runs: tuple[list[int], list[int]], flat: int) -> int:
    """The source index of the flat text's character ``flat`` (a character after the runs that
    end at or before it is that many dropped characters further on)."""
    flat_ends, dropped = runs
    k = bisect_right(flat_ends, flat)
    return flat + (dropped[k - 1] if k else 0)


def quote(evidence: str, sources: Sequence[str]) -> str:
    """The first part of ``evidence`` found in ``sources``, as the source writes it, in whole words."""
    return Quotes(sources)(evidence)


@lru_cache(maxsize=4096)
def _parts(evidence: str) -> tuple[tuple[str, str], ...]:
    """The evidence whole, then its parts, each with its lower-cased form: "a + b" quotes a if b
    is not in the input. Kept: the combination rules quote the same few descriptions of the signs
    they combine in every message."""
    text = _bare(evidence.strip().rstrip("…"))
    parts = [text]
    for sep in _SPLIT:
        if sep in text:
            parts = [piece for part in parts for piece in ([part, *part.split(sep)] if sep in part else [part])]
    return tuple((part, part.lower()) for part in dict.fromkeys(map(_bare, parts)) if len(part) >= _MIN_PART)


def _bare(part: str) -> str:
    part = part.strip()
    note = _NOTE.search(part) if part.endswith(")") else None
    return part[: note.start()].rstrip() if note else part


class _Folded:
    """A source folded the way normalize folds a text (NFKC, casefold, invisible characters
    dropped), once, with where each folded character comes from: evidence in fancy letters
    ("ＰａｙＰａｌ") is found again however many parts are looked up.

    Each distinct character is folded once and the text is rebuilt with ``str.translate``: a
    Python step per character, once per part looked up, made a 49,000-character message in
    fullwidth letters take seconds. Spaces are not collapsed here (that would move the index map); the
    search lets any run of them match one."""

    __slots__ = ("_ends", "_source", "_table", "_text")

    def __init__(self, source: str) -> None:
        table = {ord(ch): _fold_char(ch) for ch in set(source)}
        self._text = _translated(source, table)
        self._source = source
        self._table = table
        self._ends: list[int] | None = None

    def _span(self, at: int, end: int) -> tuple[int, int]:
        """The source span of the folded ``at:end``. Where every character folds to exactly one,
        indices are the same; else the index map is built on the first span asked for (most parts
        looked up are not found, and the map is a Python step per character)."""
        if all(len(folded) == 1 for folded in self._table.values()):
            return at, end
        ends = self._ends
        if ends is None:
            # The folded length up to each source character, included: where a folded index comes from.
            ends = self._ends = list(accumulate(map(len, map(self._table.__getitem__, map(ord, self._source)))))
        return bisect_right(ends, at), bisect_right(ends, end - 1) + 1

    def find(self, target: str) -> tuple[int, int] | None:
        """The source span ``target`` (folded, single spaces) comes from, or None."""
        words = target.split()
        if len(words) > 1:
            found = re.search(" ++".join(map(re.escape, words)), self._text)  # possessive: never backtracks
            if found is None:
                return None
            at, end = found.span()
        else:
            at = self._text.find(target)
            if at < 0:
                return None
            end = at + len(target)
        return self._span(at, end)


def _translated(source: str, table: dict[int, str]) -> str:
    """``source.translate(table)``. Where no character a change writes is itself changed, each
    changed character is replaced in a C pass of its own: ``translate`` with a dictionary is a
    Python lookup per character (~2 ms on a 20 kB e-mail), and the changed ones are a few dozen."""
    changed = {chr(code): folded for code, folded in table.items() if folded != chr(code)}
    if not changed.keys().isdisjoint("".join(changed.values())):
        return source.translate(table)
    for ch, folded in changed.items():
        source = source.replace(ch, folded)
    return source


@lru_cache(maxsize=8192)
def _fold_char(ch: str) -> str:
    """Kept per character: a message in any script holds a few dozen distinct ones, and the
    Unicode lookups cost more than the rest of a quote."""
    if ch.isspace():
        return " "
    if unicodedata.category(ch) == "Cf":
        return ""
    return unicodedata.normalize("NFKC", ch).casefold()


def _word(ch: str) -> bool:
    return ch.isalnum() or (not ch.isascii() and unicodedata.category(ch) == "Mn")  # no ASCII mark is Mn


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
