"""A cheap "can this pattern match here at all?" for the URL rows' word lists.

The URL rows search short strings (a host's words, a label, a subdomain) with regexes that are one
long alternation of words (``url_identity.CRED_WORDS``, ``url_lexical._WORD``): the stdlib engine
tries every branch at every position, ~5-11 µs even on a fresh subdomain such as ``b123`` that holds
none of them. Every match must contain one of the pattern's required literals (``prefilter``,
derived from the pattern itself, so a row's new word is covered without touching this), and one
Aho-Corasick call tells whether any is there (~0.3 µs): where none is, the search is skipped, and
its answer (no match) is the same. ``tests/core/test_literal_gate.py`` checks that on made-up and
DEV hosts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from .prefilter import required_literals

__all__ = ["may_match"]


def _always(_: str) -> bool:
    return True


def may_match(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """False only where ``pattern`` cannot match the string (none of its required literals is in it).

    Case-insensitive patterns and patterns without required literals get a test that is always True."""
    found = None if pattern.flags & re.IGNORECASE else required_literals(pattern.pattern, pattern.flags)
    if not found:
        return _always
    automaton = ahocorasick_rs.AhoCorasick(sorted(found))

    def may(s: str) -> bool:
        return bool(automaton.find_matches_as_indexes(s))

    return may
