"""What ``prefilter.py`` and ``runs.py`` rely on in the stdlib's private regex parser.

``prefilter.py`` opens the parser (the one module that does) and reads its parse trees; a new Python
release may change them. ``parser_contract()`` lists what is no longer there, and
``tests/core/test_prefilter.py`` fails naming it, instead of every prefilter going quietly wrong.
"""

from __future__ import annotations

import re
from typing import Any

from .prefilter import sre

__all__ = ["parser_contract"]

_OPCODES = (
    "LITERAL", "IN", "RANGE", "CATEGORY", "CATEGORY_DIGIT", "CATEGORY_SPACE", "BRANCH", "SUBPATTERN",
    "MAX_REPEAT", "MIN_REPEAT", "AT", "ASSERT", "ASSERT_NOT",
    # and for runs.py: the repeats and classes a run of one class is read from
    "POSSESSIVE_REPEAT", "ATOMIC_GROUP", "MAXREPEAT", "NOT_LITERAL", "ANY", "NEGATE", "CATEGORY_WORD",
)  # fmt: skip
_SHAPES: tuple[tuple[str, str, Any], ...] = (
    ("a literal is (LITERAL, code point)", "a", lambda t: list(t) == [(sre.LITERAL, ord("a"))]),
    (
        "a class is (IN, [(LITERAL, c) | (RANGE, (lo, hi)) | (CATEGORY, CATEGORY_*)])",
        r"[a-c\d]",
        lambda t: (
            t[0][0] is sre.IN and (sre.RANGE, (97, 99)) in t[0][1] and (sre.CATEGORY, sre.CATEGORY_DIGIT) in t[0][1]
        ),
    ),
    (
        "a group is (SUBPATTERN, (group, add flags, del flags, items))",
        "(ab)",
        lambda t: t[0][0] is sre.SUBPATTERN and t[0][1][:3] == (1, 0, 0) and len(t[0][1][-1]) == 2,
    ),
    (
        "a group with flags carries them in its 2nd and 3rd fields",
        "(?i:ab)",
        lambda t: t[0][0] is sre.SUBPATTERN and t[0][1][1] != 0,
    ),
    (
        "an alternation is (BRANCH, (None, [items, ...]))",
        "ab|cd",
        lambda t: t[0][0] is sre.BRANCH and len(t[0][1][1]) == 2,
    ),
    (
        "a repeat is (MAX_REPEAT | MIN_REPEAT, (lo, hi, items))",
        "a{2,5}?",
        lambda t: t[0][0] is sre.MIN_REPEAT and t[0][1][:2] == (2, 5) and list(t[0][1][2]) == [(sre.LITERAL, 97)],
    ),
    (
        "a look-ahead is (ASSERT | ASSERT_NOT, (direction 1, items))",
        "(?!ab)",
        lambda t: t[0][0] is sre.ASSERT_NOT and t[0][1][0] == 1,
    ),
    (
        "a look-behind is (ASSERT, (direction -1, items))",
        "(?<=a)",
        lambda t: t[0][0] is sre.ASSERT and t[0][1][0] == -1,
    ),
    ("a parsed sequence knows its width range", "a{2,5}", lambda t: tuple(t.getwidth()) == (2, 5)),
)


def parser_contract() -> list[str]:
    """What the prefilters rely on in the regex parser and no longer find there (empty: all of it)."""
    problems = [f"the regex parser has no {name}" for name in ("parse", *_OPCODES) if not hasattr(sre, name)]
    if problems:
        return problems
    for what, pattern, holds in _SHAPES:
        try:
            ok = bool(holds(sre.parse(pattern)))
        except (AttributeError, IndexError, TypeError, ValueError, re.error):
            ok = False
        if not ok:
            problems.append(f"the regex parser no longer parses {pattern!r} as expected: {what}")
    return problems
