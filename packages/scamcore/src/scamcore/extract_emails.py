"""E-mail addresses in message text.

Why a module of its own: an address is found from its "@" (one C scan), not like a link, and it
is blanked before links are looked for, so "name@bank.example" is not also a bare domain.
"""

from __future__ import annotations

import re

from .extract_links import _split_domain
from .extract_scan import _MAX_ITEMS, _Mask

_DOMAIN = r"((?:[^\W_][\w\-]{0,62}\.)+[^\W\d_]{2,63})(?![\w\-])"
_EMAIL = re.compile(r"(?<![\w.+\-%])[\w.+\-%]{1,64}@" + _DOMAIN)
_AT_DOMAIN = re.compile("@(?=" + _DOMAIN + ")")
"""The "@" signs an address can hold: followed by its domain (``_EMAIL``'s own), found in one C
scan. A Python step per "@" cost 50 ms on a text of 100,000 of them."""


def _emails(text: str, mask: _Mask) -> list[str]:
    out: list[str] = []
    done = 0
    for a in _AT_DOMAIN.finditer(text):
        if len(out) >= _MAX_ITEMS:
            break
        at = a.start()
        start = at
        while start > max(done, at - 64) and (text[start - 1].isalnum() or text[start - 1] in "._%+-"):
            start -= 1
        m = _EMAIL.match(text, start)
        if m is None:
            continue
        local = m.group(0).split("@", 1)[0]
        if local.startswith(".") or local.endswith(".") or ".." in local or _split_domain(m.group(1)) is None:
            continue
        out.append(m.group(0))
        mask.blank(m.start(), m.end())
        done = m.end()
    return out
