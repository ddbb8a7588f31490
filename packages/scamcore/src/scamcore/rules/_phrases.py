"""Shared helpers for phrase rules: compiling families, negation checks and reading earlier hits.

Phrase families are written as a few alternations compiled once (one search per family is far
cheaper than hundreds of tiny searches). Gaps between words are bounded (``.{0,40}``), never
nested quantifiers, so no pattern can backtrack catastrophically on a long message.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from ..brands import Brand, brands_mentioned
from ..limits import LONG_TEXT
from .base import any_hit, per_context
from .prefilter import Prefilter, first_chars, start_prefixes
from .table import finditer_near

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "Gated",
    "all_hits",
    "any_hit",
    "fast",
    "is_short",
    "mentioned",
    "needing",
    "phrase",
    "requiring",
    "unnegated",
]

# Words that, just before a phrase, turn an ask into a warning ("do not share your code").
_NEGATION = re.compile(r"(?:\bnot?|\bnever|n[’']t|\bdont|\bwithout|\bno one|\bnobody|\bnor)\b[^.!?\n]{0,30}$")


_K = 3  # length of the literal prefixes a gate looks for


@lru_cache(maxsize=16)
def _trigrams(text: str) -> frozenset[str]:
    return frozenset(text[i : i + _K] for i in range(len(text) - _K + 1))


_WORD_START = re.compile(r"(?<!\w)\w")
ALL_GATED: list[Gated] = []
"""Every compiled family, so a test can prove the gates never change a result."""


@lru_cache(maxsize=16)
def _word_index(text: str) -> tuple[frozenset[str], dict[str, list[int]]]:
    """The first three characters at every word start of ``text`` (as a set, for one C-level
    intersection per family), with the positions each occurs at."""
    index: dict[str, list[int]] = {}
    for m in _WORD_START.finditer(text):
        i = m.start()
        index.setdefault(text[i : i + _K], []).append(i)
    return frozenset(index), index


class Gated:
    """A compiled phrase family plus cheap gates: the prefixes any match must start with.

    A family whose matches must start at a word start is tried only at the word starts carrying one
    of its prefixes (one word index per message, one set intersection per family): most families are
    skipped outright, and on a 20 kB e-mail the regex runs at a few dozen places instead of scanning
    everything. Other families keep a trigram gate: a set intersection over the message's trigrams
    skips them when their prefixes are absent.
    Neither gate changes a result: every match starts with one of the prefixes, and
    tests/core/test_phrase_gates.py checks the gated search against plain ``regex.search``.
    """

    __slots__ = ("_prefilter", "gate", "regex", "short", "word_gate")

    def __init__(
        self, regex: re.Pattern[str], gate: frozenset[str] | None, short: tuple[str, ...] = (), word_gate: bool = False
    ) -> None:
        self.regex = regex
        self.gate = gate  # 3-character prefixes, looked up in the message's trigram set
        self.short = short  # shorter prefixes (a currency sign...), looked up as substrings
        self.word_gate = gate if word_gate and not short else None
        self._prefilter: Prefilter | None | bool = False  # worked out on first use (see prefilter)
        ALL_GATED.append(self)

    @property
    def pattern(self) -> str:
        return self.regex.pattern

    @property
    def prefilter(self) -> Prefilter | None:
        """The literals one of which every match contains, read by the rule table (which skips the
        family when none occurs). Derived on first use: only the tables a process runs pay for it
        (``Prefilter.of`` gives every thread the same object)."""
        if self._prefilter is False:
            self._prefilter = Prefilter.of(self.regex)
        return self._prefilter if isinstance(self._prefilter, Prefilter) else None

    def _closed(self, text: str) -> bool:
        if self.gate is None:
            return False
        return self.gate.isdisjoint(_trigrams(text)) and not any(p in text for p in self.short)

    def _starts(self, text: str) -> list[int] | None:
        """Where a match may start, ascending; None when the plain scan applies."""
        if self.word_gate is None:
            return None
        keys, index = _word_index(text)
        present = self.word_gate & keys
        if not present:
            return []
        starts = [i for p in present for i in index[p]]
        starts.sort()
        return starts

    def search(self, text: str) -> re.Match[str] | None:
        starts = self._starts(text)
        if starts is None:
            return None if self._closed(text) else self.regex.search(text)
        for i in starts:
            m = self.regex.match(text, i)
            if m is not None:
                return m
        return None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        starts = self._starts(text)
        if starts is None:
            return iter(()) if self._closed(text) else self.regex.finditer(text)
        return self._iter_from(text, starts)

    def _iter_from(self, text: str, starts: list[int]) -> Iterator[re.Match[str]]:
        end = 0
        for i in starts:
            if i < end:
                continue
            m = self.regex.match(text, i)
            if m is not None:
                end = max(m.end(), i + 1)
                yield m

    def __call__(self, ctx: TextContext) -> str | None:
        m = next(self.finditer_in(ctx), None)
        return None if m is None else m.group(0)

    def finditer_in(self, ctx: TextContext) -> Iterator[re.Match[str]]:
        """``finditer`` over the context's text, using the rule table's scan when there was one.

        A short text is searched whole (cheaper than any gate); in a long one, after the rule
        table's scan, the regex runs only at or near the occurrences of the family's literals.
        """
        text = ctx.subject
        if len(text) < LONG_TEXT:
            return self.regex.finditer(text)  # on a short text no gate is cheaper than the search
        pf = self.prefilter
        found = None if pf is None else finditer_near(ctx, self.regex, text, pf)
        return self.finditer(text) if found is None else found  # None: no scan looked, use its own gates


def fast(pattern: str, flags: int = 0) -> Gated:
    """Compile ``pattern`` with a first-character lookahead and a trigram gate (see ``Gated``).

    A leading ``\\b`` or lookbehind stops the regex engine from skipping ahead to plausible start
    characters; the lookahead of the characters a match can start with gives that skip back.
    Neither changes what matches.
    """
    try:
        chars, nullable = first_chars(pattern, flags)
        prefixes = start_prefixes(pattern, flags, _K)
    except (re.error, TypeError, IndexError, ValueError):  # pragma: no cover - defensive
        chars, nullable, prefixes = None, True, None
    gate: frozenset[str] | None = None
    short: tuple[str, ...] = ()
    if prefixes is not None and all(p for p, _ in prefixes):
        gate = frozenset(p for p, _ in prefixes if len(p) == _K)
        short = tuple(sorted({p for p, _ in prefixes if len(p) < _K}))
        if len(short) > 12:  # a gate of many one-letter prefixes would pass nearly every text
            gate, short = None, ()
    # A match starts at a word start when the pattern opens with a word boundary and every prefix
    # opens with a word character; case-insensitive families keep the plain scan.
    word_gate = (
        gate is not None
        and not flags & re.IGNORECASE
        and pattern.startswith(("(?<!\\w)", "\\b"))
        and all(_WORD_START.match(p) for p in gate)
    )
    if chars is None or nullable or not chars:
        return Gated(re.compile(pattern, flags), gate, short, word_gate)
    cls = "".join("\\" + c if c in "\\]^-[" else c for c in sorted(chars))
    return Gated(re.compile("(?=[" + cls + "])(?:" + pattern + ")", flags), gate, short, word_gate)


def phrase(*alternatives: str, flags: int = 0) -> Gated:
    """One word-bounded alternation over folded text: ``phrase("a b", "c")`` -> ``(?<!\\w)(?:a b|c)(?!\\w)``.

    Lookarounds rather than ``\\b`` so that alternatives may end in punctuation ("alert:").
    """
    return fast(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", flags)


class _Unnegated:
    __slots__ = ("after", "before", "pattern")

    def __init__(self, pattern: Gated, before: re.Pattern[str], after: re.Pattern[str] | None) -> None:
        self.pattern = pattern
        self.before = before
        self.after = after

    @property
    def prefilter(self) -> Prefilter | None:
        return self.pattern.prefilter

    def __call__(self, ctx: TextContext) -> str | None:
        text = ctx.subject
        for m in self.pattern.finditer_in(ctx):
            if self.before.search(text, max(0, m.start() - 60), m.start()):
                continue
            if self.after is not None and self.after.match(text, m.end()):
                continue
            return m.group(0)
        return None


class _Prefiltered(Protocol):
    @property
    def prefilter(self) -> Prefilter | None: ...


_DERIVING = threading.RLock()


class _Needing:
    """A check the rule table skips unless one of some literals occurs (see ``needing``)."""

    __slots__ = ("_derived", "check", "parts", "space")

    def __init__(
        self, check: Callable[[TextContext], str | None], parts: tuple[_Prefiltered | frozenset[str], ...], space: str
    ) -> None:
        self.check = check
        self.parts = parts
        self.space = space
        self._derived: Prefilter | None | bool = False

    @property
    def prefilter(self) -> Prefilter | None:
        """Derived on first use, like a phrase family's: only the tables a process runs pay for it
        (once, under a lock: every reader holds the same literal set)."""
        if self._derived is False:
            with _DERIVING:
                if self._derived is False:
                    self._derived = Prefilter.union(
                        (p if isinstance(p, frozenset) else p.prefilter for p in self.parts), self.space
                    )
        return self._derived if isinstance(self._derived, Prefilter) else None

    def __call__(self, ctx: TextContext) -> str | None:
        return self.check(ctx)


def needing(
    check: Callable[[TextContext], str | None], *parts: _Prefiltered | frozenset[str], space: str = "subject"
) -> Callable[[TextContext], str | None]:
    """``check``, marked as firing only where one of ``parts`` occurs: a phrase family (its
    literals) or a set of literal strings, looked for in ``space``. The rule table then skips it,
    like a phrase family, when none occurs; a part without literals makes it run always.

    Only exact when it is true: ``check`` must return None on any text holding none of the parts.
    """
    return _Needing(check, parts, space)


def requiring(pattern: Gated, check: Callable[[TextContext], str | None]) -> Callable[[TextContext], str | None]:
    """``check``, marked as firing only where ``pattern`` matches the text."""
    return needing(check, pattern)


def unnegated(
    pattern: Gated, *, not_after: str | None = None, not_before: str | None = None
) -> Callable[[TextContext], str | None]:
    """A check firing on the first match of ``pattern`` not preceded by a negation in its clause,
    nor by ``not_after`` (a regex for the words just before it that make a mention no ask: "to
    protect your personal information"), nor followed by ``not_before`` ("the password given
    above"). Kept out of ``pattern`` itself: a lookaround there hides its literals from the
    prefilter, and the family would then search every long text whole."""
    before = _NEGATION if not_after is None else re.compile(f"(?:{_NEGATION.pattern})|(?:{not_after})$")
    return _Unnegated(pattern, before, None if not_before is None else re.compile(not_before))


def all_hits(ctx: TextContext, needs: Iterable[Iterable[str]]) -> str | None:
    """Evidence joined from the first fired id of every group in ``needs``; None if a group has none."""
    found: list[str] = []
    for ids in needs:
        evidence = any_hit(ctx, ids)
        if evidence is None:
            return None
        found.append(evidence)
    return " + ".join(dict.fromkeys(found))


SHORT_MAX_WORDS = 90
SHORT_MAX_CHARS = 700
SHORT_MAX_LINES = 12


@per_context  # asked by a dozen rules per message
def is_short(ctx: TextContext) -> bool:
    """A text-message-sized text: under 90 words, 700 characters and 12 lines (smishing texts
    rarely exceed 60 words; a screenshot's OCR adds a few short lines).

    In e-mails, links, addresses and numbers are everywhere and phrase families co-occur by chance,
    so the SMS channel signs and the channel family in the tiers only count for short texts; e-mail
    has its own rules (text_email) and link analysis judges its links. A scam padded past this
    length loses those few points and keeps every other sign.
    """
    return message_sized(ctx.subject)


def message_sized(text: str) -> bool:
    """``is_short`` for a text without its context."""
    lines = text.count("\n")
    return len(text) < SHORT_MAX_CHARS and lines < SHORT_MAX_LINES and text.count(" ") + lines < SHORT_MAX_WORDS


@lru_cache(maxsize=64)
def mentioned(folded: str) -> tuple[Brand, ...]:
    """Brands named in the text; cached because several rules of one message ask the same question."""
    return brands_mentioned(folded)
