"""Phone numbers in message text.

Why a module of its own: a number to call is told apart from dates, amounts, order and card
numbers by its shape (international, North American, trunk-0 national), and on a long text it is
searched for only in windows where a number can end; none of that is shared with other kinds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .digit_led import DigitLed
from .extract_scan import _MAX_ITEMS
from .limits import LONG_TEXT
from .rules.matcher import in_windows
from .rules.prefilter import max_width

_NOT_DIGIT = re.compile(r"\D")
_PHONE = DigitLed(r"[+(\d][\d \-.()\u00a0]{5,22}\d(?![\w\-/])")
"""Starts with a character class rather than a look-behind, so the scan skips letters quickly
(on ASCII text, its ASCII twin skips them faster still); what may precede a number is checked in
Python (_NOT_BEFORE_PHONE)."""
_NOT_BEFORE_PHONE = frozenset("+-/.,$£€_")
_DATE = re.compile(r"^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$")
_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_GROUPED_THOUSANDS = re.compile(r"^\d{1,3}(?:[ .\u00a0]\d{3})+$")
_NANP = re.compile(r"^(?:1[ .\-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[ .\-])\d{3}[ .\-]\d{4}$")
_CURRENCY_NEAR = re.compile(r"[$£€¥₹₦]\s?$|\b(?:USD|EUR|GBP|NGN|INR|Rs\.?)\s?$", re.I)


def _phone_ok(prefix: str, body: str, before: str) -> bool:
    """International (+/00 and 8-15 digits), North American, or trunk-0 national forms only:
    short codes, years, card and order numbers, dates and amounts are not phones."""
    digits = sum(map(str.isdigit, body))
    if body.count("(") != body.count(")") or _DATE.match(body) or _IPV4.match(body):
        return False
    if "." in body and (" " in body or "-" in body):  # "0.08 0.42 0.84": decimals, not a number to call
        return False
    if prefix:
        return 8 <= digits <= 15
    if _CURRENCY_NEAR.search(before) or _GROUPED_THOUSANDS.match(body):
        return False
    if _NANP.match(body):
        return True
    if not body.lstrip("(").startswith("0"):
        return False
    if any(c in body for c in " -.()\u00a0"):
        return 9 <= digits <= 12
    return 10 <= digits <= 11  # one unbroken run: 07911123456


_PHONE_END = DigitLed(r"[\d](?![\w\-/])")
"""Where a number can end (``_PHONE``'s last item): a digit then no letter, digit, "-" or "/"."""
_PHONE_WIDTH = max_width(_PHONE.regex.pattern) or 0


def _phone_matches(text: str) -> Iterator[re.Match[str]]:
    """``_PHONE``'s matches, in order, searched for only in the windows that end where a number
    can end. The pattern alone tries every digit of a long run of its characters ("0" * 100,000:
    50 ms), each time reading two dozen characters on and back before failing."""
    regex = _PHONE.on(text)
    if len(text) < LONG_TEXT:
        return regex.finditer(text)
    most = len(text) // (_PHONE_WIDTH * 2)
    windows: list[list[int]] = []
    for count, found in enumerate(_PHONE_END.on(text).finditer(text)):
        if count > most:
            return regex.finditer(text)  # numbers everywhere: one scan is cheaper
        end = found.start()
        lo, hi = max(0, end - _PHONE_WIDTH), end + 2  # hi: the character after the end, for the look-ahead
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = hi
        else:
            windows.append([lo, hi])
    return in_windows(regex, text, windows)


def _phones(text: str) -> list[str]:
    out: list[str] = []
    for m in _phone_matches(text):
        before = text[m.start() - 1] if m.start() else " "
        if before.isalnum() or before in _NOT_BEFORE_PHONE:
            continue
        raw = m.group(0)
        prefix = "+" if raw[0] == "+" else "00" if raw.startswith("00") else ""
        body = raw[len(prefix) :].rstrip("(.- ")
        if not body or not (body[0].isdigit() or body[0] == "("):
            continue
        if _phone_ok(prefix, body, text[max(0, m.start() - 6) : m.start()]):
            out.append(" ".join((prefix + body).split()))
            if len(out) >= _MAX_ITEMS:
                break
    return out
