"""Phrase checks on the flat text: the form most fraud-script and e-mail rules are written in.

Speed: e-mails run to 20 kB, and a regex that starts with ``\\b`` or an alternation is tried at every
position (~0.2-0.4 ms per pattern on 20 kB; a hundred of them would cost tens of ms). So the rule
table (table.py) finds the literals derived from every check's regex in one Aho-Corasick pass and
skips the checks whose literals are absent, and a check that runs on a long text searches only near
their occurrences, on a whitespace-collapsed copy of the text (so line wraps do not split phrases).
Gaps between words are bounded and no quantifier is nested: nothing backtracks badly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..limits import LONG_TEXT
from ..spans import merge_spans
from .base import per_context
from .prefilter import Prefilter
from .table import finditer_near

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["Check", "flat_text", "gated"]

Check = Callable[["TextContext"], "str | None"]


_REACH = 120
"""Characters searched either side of a gate: longer than any match of a gated pattern."""
_MAX_GATE_HITS = 12
"""Occurrences of one gate looked at: bounds the cost of a text repeating a common word."""
# Below LONG_TEXT, a check whose words occur searches the whole text: cheaper than finding windows.


def _windows(text: str, gates: tuple[str, ...], reach: int) -> list[tuple[int, int]]:
    """Merged spans of ``reach`` characters around every occurrence of a gate, in text order."""
    spans: list[tuple[int, int]] = []
    for g in gates:
        i = text.find(g)
        seen = 0
        while i != -1 and seen < _MAX_GATE_HITS:
            spans.append((max(0, i - reach), i + len(g) + reach))
            i = text.find(g, i + len(g))
            seen += 1
    return merge_spans(spans)


@per_context  # every gated rule and the rule table's scan share it
def flat_text(ctx: TextContext) -> str:
    """The folded text with every run of whitespace made one space, so phrases survive line wraps."""
    return " ".join(ctx.subject.split())


class _Gated:
    """A check searching ``regex`` in the flat text, only where it can match."""

    __slots__ = ("_derived", "gates", "reach", "rx")

    def __init__(self, regex: str, gates: tuple[str, ...], reach: int) -> None:
        self.rx = re.compile(regex)
        self.gates = gates
        self.reach = reach
        # The rule table skips this check unless one of the prefilter's literals occurs in the flat
        # text (table.py). Literals derived from the regex are exact and longer than hand-written
        # gates would be (a gate "hi" is in "this" and "which"; the regex's own "hi " is not);
        # gates are written only for a pattern the derivation cannot read.
        # Derived on first use, so that only the tables a process runs pay for it.
        self._derived: Prefilter | None | bool = False

    @property
    def derived(self) -> Prefilter | None:
        if self._derived is False:
            self._derived = Prefilter.of(self.rx, space="flat")
        return self._derived if isinstance(self._derived, Prefilter) else None

    @property
    def prefilter(self) -> Prefilter:
        derived = self.derived
        if derived is not None:
            return derived
        if not self.gates:  # an empty prefilter would make the table skip the rule on every text
            raise ValueError(f"no literals can be derived from {self.rx.pattern[:60]!r}: give it gates")
        return Prefilter(frozenset(self.gates), None, space="flat")

    def __call__(self, ctx: TextContext) -> str | None:
        text = flat_text(ctx)
        pf = self.derived
        if pf is not None:
            found = None if len(text) < LONG_TEXT else finditer_near(ctx, self.rx, text, pf, "flat")
            m = self.rx.search(text) if found is None else next(found, None)
            return None if m is None else m.group(0)
        for start, end in _windows(text, self.gates, self.reach):
            m = self.rx.search(text, start, end)
            if m is not None:
                return m.group(0)
        return None


def gated(regex: str, *gates: str, reach: int = _REACH) -> _Gated:
    """A check searching ``regex`` in the flat text, only where it can match.

    The rule table skips the check when none of the literals derived from ``regex`` occurs in the
    message (``Prefilter.of``), and a long message is searched near them only. Only a regex the
    derivation cannot read names ``gates`` (plain substrings every alternative contains): the check
    then searches ``reach`` characters around each occurrence of one.
    """
    return _Gated(regex, gates, reach)
