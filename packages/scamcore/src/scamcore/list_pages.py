"""A mailing list's own management links: the unsubscribe, opt-out and preferences pages a newsletter
links to, with the reader's address written into the link.

Why: a link carrying the reader's e-mail address is how personalised phishing pre-fills its fake
sign-in page (URL_EMAIL_IN_LINK), but it is also how every list manager since the 1990s lets a reader
leave with one click (``unsubscribe.cfm?email=...``, ``mailman/options/list/addr``). The link alone
cannot tell the two apart by the address; it can by what the page is for.

What counts, and why a phisher cannot profit from it:

* A page is a list page when a folder or file name, or a whole query key or value, names leaving
  or managing a subscription (``unsubscribe``, ``optout``, ``remove``, ``listinfo``...), and nothing
  in the path or query names signing in (``login``, ``verify``, ``password``...: ``STRONG_CRED``).
  The host is never read: its name is the one thing a phisher chooses freely.
* A list's other pages for the same reader (``update.cfm?x=list,addr`` beside ``remove.cfm?x=list,addr``)
  count too: same registrable domain, same address, and again no sign-in word.
* Only two signs are lifted from those links: the address in the link, and the weak account words
  ("update", "account") of URL_CREDENTIAL_PATH. Every other sign (IP host, odd port, kit file,
  look-alike host) stays.
* The engine lifts them only when the message asks for nothing (no rule of the ``ask`` or ``payment``
  groups fired): a text that asks for a password, a card or a payment keeps every link sign.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import unquote

from .domains import split_host
from .rules.url_identity import STRONG_CRED
from .urls import ParsedUrl, parse_url

__all__ = ["LIST_PAGE_LIFTS", "address_in", "is_list_page", "list_pages"]

LIST_PAGE_LIFTS = frozenset({"URL_EMAIL_IN_LINK", "URL_CREDENTIAL_PATH"})
"""The two link signs a list page loses (url_structure reads ``UrlContext.list_page``); a page
showing neither is analysed to the same findings either way."""

# Bounded and anchored at the start of the local part, so a 4 kB run of letters costs linear time.
_ADDRESS = re.compile(r"(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,12}")
# Whole names only: "remove" is a list's removal page, "remove-limitation" is not a list word.
_LIST_WORD = re.compile(
    r"(?:auto-?)?(?:un-?sub(?:scribe[rd]?|scription)?|opt-?_?out|remove(?:-?me)?|removal|"
    r"subscri(?:be|bers?|ptions?)|list-?info|mailman|(?:e?-?mail-?|list-?|newsletter-?)?pref(?:erence)?s|"
    r"manage-?subscriptions?)"
)
_NAME_SPLIT = re.compile(r"[/?&=;]")
_EXT = re.compile(r"\.[a-z0-9]{1,5}$")


def address_in(parsed: ParsedUrl) -> str | None:
    """The e-mail address a link carries in its path, query or fragment, lower case."""
    m = _ADDRESS.search(unquote(f"{parsed.path}?{parsed.query}#{parsed.fragment}").lower())
    return None if m is None else m.group(0)


def _facts(parsed: ParsedUrl) -> tuple[bool, bool]:
    """(names signing in, is a list page): one decoding of the path and query for both."""
    plain = unquote(f"{parsed.path}?{parsed.query}").lower()
    if STRONG_CRED.search(plain) is not None:
        return True, False
    return False, any(_LIST_WORD.fullmatch(_EXT.sub("", n)) for n in _NAME_SPLIT.split(plain) if n)


def is_list_page(parsed: ParsedUrl) -> bool:
    """A page for leaving or managing a subscription, with no sign-in word anywhere in it."""
    return _facts(parsed)[1]


# Every list word holds one of these, or the link is percent-encoded: a message whose links hold
# none has no list page, and most messages' links are not parsed a second time to learn it.
_LIST_HINTS = ("sub", "opt", "remov", "list", "mailman", "pref", "manage", "%")


def list_pages(urls: Iterable[str]) -> frozenset[str]:
    """The links among ``urls`` that are a list's management pages for the reader's address: the
    list pages themselves, and the links on the same site carrying the same address as one of them
    (its other pages for that reader), unless they name signing in."""
    urls = list(urls)
    if not any(hint in u.lower() for u in urls for hint in _LIST_HINTS):
        return frozenset()
    facts: list[tuple[str, bool, bool, tuple[str, str] | None]] = []
    for u in urls:
        p = parse_url(u)
        signs, listed = _facts(p)
        address = address_in(p)
        reader = None if address is None else (split_host(p.host).registrable, address)
        facts.append((u, signs, listed, reader))
    families = {reader for _, _, listed, reader in facts if listed and reader is not None}
    return frozenset(u for u, signs, listed, reader in facts if listed or (reader in families and not signs))
