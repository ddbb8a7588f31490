"""Setting a phone's interface apart from the message in the OCR text of a screenshot.

Why: a screenshot of a text message is read as the whole screen: the status bar (``9:41``, ``LTE``,
``87%``), the sender line (``+1 (555) 010-0199 >``), labels (``Text Message``, ``iMessage``,
``Delivered``), timestamps (``Wed, Feb 2, 10:42 PM``, ``Today 9:41``), banners (``The sender is not
in your contact list.``, ``Report Junk``), even the keyboard. The message itself arrives wrapped at
the bubble's width. The phrase rules stop at line breaks (a pattern never spans two lines of an
e-mail), so a wrapped message hid most of its phrases: on recorded OCR text of real smishing
screenshots, 47% reached ``suspicious`` against 83% for the same messages typed (docs/quality.md).

What this does, line by line and conservatively: drops lines that are interface (by their shape,
never by a list of senders), keeps the first sender line it finds as a value, strips a timestamp
glued to the end of a link, then joins the message's lines back into one paragraph (a ``-`` at a
line end joins without a space). Link repairs (``ocr_repair``) run before the join, on the lines,
as they always have. What is not clearly interface stays: a line with a word of three letters or
more, a line that ends a sentence, or an amount is message text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .ocr_repair import repair_ocr_text

__all__ = ["PhoneText", "split_phone_ui"]


@dataclass(frozen=True, slots=True)
class PhoneText:
    body: str
    """The message text: interface lines removed, links repaired, wrapped lines joined."""
    sender: str | None
    """The sender as the phone showed it (a number, short code or address), when a line looked like one."""
    interface: tuple[str, ...]
    """The lines taken for interface, in order (for tests and for explaining what was left out)."""


_TIME = r"\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?"
_DAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?"
_DATE = rf"(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}\s+{_MONTH})(?:,?\s+\d{{4}})?"
_STAMP = re.compile(
    rf"(?:(?:{_DAY}|today|yesterday),?\s*)?(?:{_DATE},?\s*)?(?:(?:at\s+|[•·-]\s*)?{_TIME})?",
    re.I,
)
"""A whole line that is a timestamp: ``Wed, Feb 2, 10:42 PM``, ``Today 9:41``, ``Saturday, March 19, 2022``."""

_PHONE = r"\+?\(?\d[\d ().\-]{5,18}\d"
_ADDRESS = r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+|[\w.+\-]{3,}@\.{2,}"  # also a truncated "name@..."
_SENDER = re.compile(rf"[^\w\s(+]?\s*<?\s*(?P<who>{_PHONE}|{_ADDRESS}|\d{{3,6}})\s*>?\s*\S?", re.I)
_CHEVRON = re.compile(r"^\s*<|>\s*\S?\s*$")
"""iOS draws the sender in the header as ``< +1 (555) 010-0199 >``; OCR keeps one chevron or both."""

_LABELS = re.compile(
    r"(?:[a-z0-9•·.]{1,2}\s+)?(?:text message(?:\s*[•·-]\s*(?:sms|rcs|mms))?|imessage|sms|mms|rcs(?: message)?|"
    r"chat|delivered|read|sent|seen|not delivered|add to contacts|block number|report (?:junk|spam)|"
    r"block (?:&|and) report(?: spam)?|not charging|(?:apple )?cash|details|info|edit|messages?|new message|"
    r"type (?:a|an) (?:message|text message|imessage)|tap to load preview|today|yesterday|"
    r"space|return|send|converting to multimedia message\W*)",
    re.I,
)
"""Whole lines that are interface labels, buttons or placeholders (``A Text Message``: OCR adds a glyph)."""

_BANNERS = re.compile(
    r"not in your contact(?:s| list)|unsaved number|smishing and phishing|from an unknown sender|"
    r"end-to-end encrypted|outside of this chat|read or listen to them|tap to learn more|tap to unblock|"
    r"you blocked this contact|converting to multimedia|why is this spam|identified as spam|^texting with\b|^not spam$",
    re.I,
)
"""Banner sentences the messaging apps show under or above a conversation."""

_BARS = r"(?:[^\sa-z]+|[a-z]{1,2}|all|ail|ull|lte|[345]ge?|wi-?fi)"
_STATUS = re.compile(rf"(?:{_BARS}\s+){{0,3}}(?:\d{{1,3}}\s?%|lte|[345]ge?)\W*", re.I)
"""Signal, network and battery: ``5G 71%``, ``all 60%`` (OCR of the signal bars), ``LTE``."""
_LONGEST_UI_LINE = 100
"""Interface lines are short (the longest banner is about 75 characters); longer lines are message."""
_SHORT = 24
"""Status-bar lines are short; the status pattern is only tried on lines this long or shorter."""
_KEYS = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_WORD = re.compile(r"[^\W\d_]{3,}")
_CURRENCY = re.compile(r"[$£€¥₹]|\b(?:usd|eur|gbp)\b", re.I)
_NUMBER = re.compile(r"\d{7,}|\d{3}\D{1,2}\d{3}\D?\d{4}")
"""A phone number in the message ("call us on +1 555 010 0199") is message text, not the status bar."""
_TRAILING_TIME = re.compile(rf"(?<=\S)\s{{1,3}}{_TIME}$", re.I)  # bounded spaces: linear on hostile lines


def split_phone_ui(ocr_text: str) -> PhoneText:
    """Split ``ocr_text`` (the OCR of a phone screenshot) into the message, the sender and the interface."""
    body: list[str] = []
    interface: list[str] = []
    sender: str | None = None
    for raw in ocr_text.splitlines():
        line = " ".join(raw.split())  # single spaces: OCR spacing is noise, and the patterns stay linear
        if not line:
            continue
        if len(line) > _LONGEST_UI_LINE:  # message text; also keeps the shape patterns off hostile lines
            body.append(line)
            continue
        who = _sender(line, before_body=not body)
        if who is not None:
            sender = sender or who
            interface.append(line)
        elif _is_interface(line):
            interface.append(line)
        else:
            body.append(_drop_trailing_time(line))
    # Repairs run on the lines (a link wrapped at a hyphen) and again on the paragraph ("http:" + "//x.com").
    text = repair_ocr_text(_unwrap(repair_ocr_text("\n".join(body))))
    return PhoneText(body=text, sender=sender, interface=tuple(interface))


def _sender(line: str, *, before_body: bool) -> str | None:
    """The sender in ``line`` when it is a sender line: with a chevron anywhere, bare only above the message."""
    m = _SENDER.fullmatch(line)
    if m is None or not (before_body or _CHEVRON.search(line)):
        return None
    who = m.group("who")
    if who.isdigit() and len(who) < 5 and not _CHEVRON.search(line):
        return None  # "414" alone is as likely a status-bar leftover as a short code
    return who


def _is_interface(line: str) -> bool:
    if _LABELS.fullmatch(line) or _BANNERS.search(line):
        return True
    if _STAMP.fullmatch(line) and any(c.isdigit() for c in line):
        return True
    if (len(line) <= _SHORT and _STATUS.fullmatch(line)) or _is_keyboard_row(line):
        return True
    # Glyphs, icons and the status bar: no word of three letters, not a sentence, not an amount or a number.
    sentence = line.endswith((".", "!", "?")) and any(c.isalpha() for c in line)
    return not (sentence or _WORD.search(line) or _CURRENCY.search(line) or _NUMBER.search(line))


def _is_keyboard_row(line: str) -> bool:
    words = line.split()
    return all(len(w) >= 3 and w.isupper() and any(w in row for row in _KEYS) for w in words) and bool(words)


def _drop_trailing_time(line: str) -> str:
    """``https://x.com/a 8:07 PM``: the bubble's time read onto the link's line."""
    m = _TRAILING_TIME.search(line)
    if m is None:
        return line
    token = line[: m.start()].rsplit(None, 1)[-1]  # the lookbehind makes it non-empty
    linkish = ("." in token or "/" in token) and (token[-1].isalnum() or token[-1] == "/")
    return line[: m.start()] if linkish else line


def _unwrap(text: str) -> str:
    """Join the message's lines: the bubble wrapped them, the sender did not."""
    parts: list[str] = []
    for line in text.splitlines():
        if parts and not (parts[-1].endswith("-") and not parts[-1].endswith(" -") and line[:1].isalpha()):
            parts.append(" ")
        parts.append(line)
    return "".join(parts)
