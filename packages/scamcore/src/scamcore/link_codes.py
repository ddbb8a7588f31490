"""Random codes in links: the path a private shortener or a bulk sender's tracker gives a link.

Real sites name their pages ("/menu", "/track"); a shortener's page is a code ("/ju67rmG2"). Both the
text rules (a link to an unknown site whose path is a code) and the OCR repair (a code that a phone
wrapped onto the next line) need the same judgement of what a code looks like.
"""

from __future__ import annotations

import re

__all__ = ["is_random_code"]

_TOKEN = re.compile(r"[A-Za-z0-9]{5,12}")


def is_random_code(token: str) -> bool:
    """5 to 12 letters and digits, in mixed case past the first letter, or letters with digits beyond
    a hex id ("7a51909a" is a PIN or a hash; "2nd", "Thanks" and "report" are words)."""
    if _TOKEN.fullmatch(token) is None:
        return False
    mixed = any(c.isupper() for c in token[1:]) and any(c.islower() for c in token)
    beyond_hex = any(c.isalpha() and c.lower() > "f" for c in token)
    return mixed or (beyond_hex and any(c.isdigit() for c in token))
