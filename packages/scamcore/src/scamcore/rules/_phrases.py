"""Shared helpers for phrase rules: compiling families, negation checks and reading earlier hits.

Phrase families are written as a few alternations compiled once (one search per family is far
cheaper than hundreds of tiny searches) and searched by the one matcher (``matcher.py``). Gaps
between words are bounded (``.{0,40}``), never nested quantifiers, so no pattern can backtrack
catastrophically on a long message.
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
from .matcher import finditer, holds_literal, starts_near
from .prefilter import Prefilter, first_chars, parts_of

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "Gated",
    "all_hits",
    "any_hit",
    "fast",
    "flat_text",
    "gated",
    "is_short",
    "mentioned",
    "needing",
    "paired",
    "phrase",
    "requiring",
    "unnegated",
]

# Words that, just before a phrase, turn an ask into a warning ("do not share your code").
# "If not done by you, share the OTP", "Not you? Reply with the code": a condition on who acted
# negates no ask after it, and that is the bank-alert clone's own sentence.
_NEGATION = re.compile(
    r"(?:(?<!\bif )\bnot?\b(?! (?:you|me|done|made|initiated|authori[sz]ed|requested|by you)\b)|\bnever"
    r"|n[’']t(?! (?:you|me)\b)|\bdont|\bwithout|\bno one|\bnobody|\bnor)\b[^.!?\n]{0,30}$"
)


ALL_GATED: list[Gated] = []
"""Every compiled family, so tests can prove the matcher never changes a result."""


@per_context  # every flat family and the rule table's scan share it
def flat_text(ctx: TextContext) -> str:
    """The folded text with every run of whitespace made one space, so phrases survive line wraps."""
    return " ".join(ctx.subject.split())


class Gated:
    """A compiled phrase family, searched in one form of the text (``space``: the folded text, or
    its ``flat`` form) by the one matcher (``matcher.finditer``).

    Its prefilter, the literals one of which every match contains, is derived from the regex (for a
    family whose alternatives share none, the union of theirs): the rule table skips the family when
    none occurs, and in a long text the regex runs only near them. Nothing is written by hand.
    """

    __slots__ = ("_prefilter", "_short", "regex", "space")

    def __init__(self, regex: re.Pattern[str], space: str = "subject", short: re.Pattern[str] | None = None) -> None:
        self.regex = regex
        self.space = space
        self._prefilter: Prefilter | None | bool = False  # worked out on first use (see prefilter)
        self._short = short  # the regex a short text is searched with; None: worked out on first use
        ALL_GATED.append(self)

    def short(self) -> re.Pattern[str]:
        """The regex a short text is searched with: ``regex`` with the look-ahead of the characters
        a match can start with (``_opening``), built on first use (two threads may both build it:
        the same pattern)."""
        found = self._short
        if found is None:
            found = self._short = _opening(self.regex)
        return found

    @property
    def pattern(self) -> str:
        return self.regex.pattern

    @property
    def prefilter(self) -> Prefilter | None:
        """Derived on first use: only the tables a process runs pay for it (``Prefilter.of``
        gives every thread the same object)."""
        if self._prefilter is False:
            self._prefilter = Prefilter.of_alternatives(self.regex, space=self.space)
        return self._prefilter if isinstance(self._prefilter, Prefilter) else None

    def search(self, text: str) -> re.Match[str] | None:
        """``regex.search(text)``, through the matcher (a long text is searched near the literals)."""
        if len(text) < LONG_TEXT:  # the common case (text messages), without the matcher's call
            return (self._short or self.short()).search(text)
        return next(self.finditer(text), None)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if len(text) < LONG_TEXT:
            return (self._short or self.short()).finditer(text)
        return finditer(self.regex, text, self.prefilter)

    def __call__(self, ctx: TextContext) -> str | None:
        text = ctx.subject if self.space == "subject" else flat_text(ctx)
        if len(text) < LONG_TEXT:  # the common case (text messages): at the scan's places, or whole
            near = starts_near(ctx, self.regex, text, self.prefilter, self.space)
            m = (self._short or self.short()).search(text) if near is None else next(near, None)
        else:
            m = next(finditer(self.regex, text, self.prefilter, ctx, self.space), None)
        return None if m is None else m.group(0)

    def may_match(self, text: str) -> bool:
        """False only where the family cannot match ``text``: none of its literals occurs (one
        automaton call, where a search without a literal to skip to tries its look-ahead at every
        character)."""
        pf = self.prefilter
        return pf is None or holds_literal(pf, text)

    def finditer_in(self, ctx: TextContext) -> Iterator[re.Match[str]]:
        """``finditer`` over the context's text in the family's form, from the places the rule
        table's scan of it found when it looked for the family's literals."""
        text = ctx.subject if self.space == "subject" else flat_text(ctx)
        if len(text) < LONG_TEXT:
            near = starts_near(ctx, self.regex, text, self.prefilter, self.space)
            return (self._short or self.short()).finditer(text) if near is None else near
        return finditer(self.regex, text, self.prefilter, ctx, self.space)


_OPENING_MIN = 5
"""Characters a match can start with, from which a look-ahead of them pays: a pattern opening with
one of fewer (a literal word) is found faster by ``re``'s own scan for its prefix, which the
look-ahead would hide (measured on the DEV text messages: 1.5-8x slower with it)."""


def _opening(regex: re.Pattern[str]) -> re.Pattern[str]:
    """``regex`` behind a look-ahead of the characters every match starts with, when it has at
    least ``_OPENING_MIN`` of them: ``re`` then tries the pattern only at those characters (a
    leading ``\b`` or an alternation of many words otherwise costs a try at every position).
    The same matches, spans and groups: the look-ahead only refuses a start no match has."""
    try:
        chars, nullable = first_chars(regex.pattern, regex.flags)
    except (re.error, TypeError, IndexError, ValueError):  # pragma: no cover - defensive
        return regex
    if chars is None or nullable or len(chars) < _OPENING_MIN:
        return regex
    return re.compile(_lookahead(chars) + "(?:" + regex.pattern + ")", regex.flags)


_CATEGORIES = ((frozenset("0123456789"), "\\d"), (frozenset(" \t\n\r\f\v"), "\\s"))
"""What ``first_chars`` lists for ``\\d`` and ``\\s`` (the ASCII ones), and the class written back
for them: ``re`` counts every Unicode digit and space, and normalisation keeps "٣" and "३"."""


def _lookahead(chars: Iterable[str]) -> str:
    """A look-ahead class of ``chars``."""
    return "(?=" + _start_class(chars) + ")"


def _start_class(chars: Iterable[str]) -> str:
    """A class of ``chars``; where they hold every ASCII digit or space, ``\\d`` or ``\\s`` instead
    (a wider class refuses nothing the pattern accepts: only the match decides)."""
    rest = set(chars)
    written = ""
    for ascii_set, category in _CATEGORIES:
        if ascii_set <= rest:
            rest -= ascii_set
            written += category
    return "[" + written + _class_chars(sorted(rest)) + "]"


def _class_chars(chars: Iterable[str]) -> str:
    """``chars`` written inside a character class, the class's own metacharacters escaped."""
    return "".join("\\" + c if c in "\\]^-[" else c for c in chars)


def fast(pattern: str, flags: int = 0, space: str = "subject") -> Gated:
    """Compile ``pattern`` with a look-ahead of the characters a match can start with.

    A leading ``\\b`` or lookbehind stops the regex engine from skipping ahead to plausible start
    characters; the lookahead of the characters a match can start with gives that skip back.
    It changes nothing that matches.
    """
    try:
        chars, nullable = first_chars(pattern, flags)
    except (re.error, TypeError, IndexError, ValueError):  # pragma: no cover - defensive
        chars, nullable = None, True
    if chars is None or nullable or not chars:
        compiled = re.compile(pattern, flags)
        return Gated(compiled, space, short=compiled)
    compiled = re.compile(_lookahead(chars) + "(?:" + pattern + ")", flags)
    return Gated(compiled, space, short=compiled)


def paired(led: str, worded: str) -> Gated:
    """``fast(led + "|" + worded)``, where ``worded``'s alternatives all open with a word: its
    look-ahead admits ``led``'s first characters, and for ``worded`` only the first two characters
    of its words ("a/", "ac", "ca", "co"...), taken from the alternatives' start literals
    (``parts_of``). A family of many words starting with common letters otherwise tries all its
    alternatives at every one of those letters in a text message.
    The same matches: the look-ahead only refuses a start no match has (``fast`` where the starts
    are not all known)."""
    pattern = led + "|" + worded
    chars, nullable = first_chars(led)
    parts = parts_of(worded)
    if (
        chars is None
        or nullable
        or not parts
        or any(part.starts is None or any(len(s) < 2 for s in part.starts) for part in parts)
    ):
        return fast(pattern)
    seconds: dict[str, set[str]] = {}
    for part in parts:
        for start in part.starts or ():
            seconds.setdefault(start[0], set()).add(start[1])
    words = "|".join(re.escape(c) + "[" + _class_chars(sorted(after)) + "]" for c, after in sorted(seconds.items()))
    compiled = re.compile("(?=" + _start_class(chars) + "|" + words + ")(?:" + pattern + ")")
    return Gated(compiled, "subject", short=compiled)


def phrase(*alternatives: str, flags: int = 0) -> Gated:
    """One word-bounded alternation over folded text: ``phrase("a b", "c")`` -> ``(?<!\\w)(?:a b|c)(?!\\w)``.

    Lookarounds rather than ``\\b`` so that alternatives may end in punctuation ("alert:").
    """
    return fast(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", flags)


def gated(regex: str) -> Gated:
    """A phrase check searching ``regex`` in the flat text (whitespace runs made one space, so a
    phrase survives a line wrap): the form most fraud-script and e-mail rules are written in.
    Compiled as written: a long text is searched near its literals; a short one, whole, with the
    look-ahead of its first characters where that pays (``Gated.short``)."""
    return Gated(re.compile(regex), "flat")


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
    """``check``, marked as firing only where ``pattern`` matches the text, its literals looked for
    in the pattern's own form: a flat-form family's literals with a space ("await your") are no
    literals of the folded text, and marked in that form the check had no prefilter and ran on
    every text (``EMAIL_FUNDS_OPENER``, ~3 µs a text message)."""
    return needing(check, pattern, space=pattern.space)


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
