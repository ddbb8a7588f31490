"""Facts about a link, worked out once per link before its rules run, that rows declare they need
(``base.needs``): the URL table (``url_registry``) passes over a row whose facts the link lacks,
without calling it.

Every URL row is a hand-written check, so nothing about what it needs can be derived from it (the
text table derives its rows' literals from their patterns): each fact here is a cheap necessary
condition of some rows, true of every link those rows can fire on, and of many others.
tests/core/test_url_facts.py runs every row on every row's examples and on made-up links, and
fails when a row fires where a fact it declares is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = [
    "EMAIL_MARK",
    "FACTS",
    "FREE_HOST",
    "NON_ASCII",
    "PATH",
    "QUERY_OR_FRAGMENT",
    "TAIL_12",
    "TAIL_32",
    "link_facts",
]

FREE_HOST = 1
"""``ctx.free_host`` is set: a tenant's page on free hosting (the tenant rows read its name)."""
NON_ASCII = 2
"""The link as written (``parsed.raw``) holds a character outside ASCII."""
EMAIL_MARK = 4
"""The path, query or fragment holds ``@`` or ``%40``: an address written into the link."""
QUERY_OR_FRAGMENT = 8
"""The link has a query or a fragment."""
TAIL_12 = 16
"""The path, query and fragment together are 12 characters or more (a token of 12 fits in them)."""
TAIL_32 = 32
"""The path and query together are 32 characters or more (a 32-character token fits in them)."""

PATH = 64
"""The path holds something besides slashes: the path rows read its folders and file name."""

FACTS = {
    "FREE_HOST": FREE_HOST,
    "NON_ASCII": NON_ASCII,
    "EMAIL_MARK": EMAIL_MARK,
    "QUERY_OR_FRAGMENT": QUERY_OR_FRAGMENT,
    "TAIL_12": TAIL_12,
    "TAIL_32": TAIL_32,
    "PATH": PATH,
}
"""Every fact by name (docs and tests)."""


def link_facts(ctx: UrlContext) -> int:
    """The facts ``ctx`` has, as bits: a few attribute reads and ``in`` tests, less than one row's call."""
    p = ctx.parsed
    path, query, fragment = p.path, p.query, p.fragment
    have = FREE_HOST if ctx.free_host is not None else 0
    if path.strip("/"):
        have |= PATH
    if not p.raw.isascii():
        have |= NON_ASCII
    if query or fragment:
        have |= QUERY_OR_FRAGMENT
        if "@" in query or "@" in fragment or "%40" in query or "%40" in fragment:
            have |= EMAIL_MARK
    if "@" in path or "%40" in path:
        have |= EMAIL_MARK
    tail = len(path) + len(query)
    if tail >= 32:
        have |= TAIL_32 | TAIL_12
    elif tail + len(fragment) >= 12:
        have |= TAIL_12
    return have
