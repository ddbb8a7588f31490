"""Payment asks in message text: crypto wallets, money amounts and gift-card mentions.

Why a module of its own: all three are looked for only around a hint (a long letter-and-digit
run, a currency sign or code, a gift-card word), found in one read of the lowered text, and none
of them needs the link or number machinery.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from . import crypto
from .extract_scan import _MAX_ITEMS, _Present
from .spans import merge_spans


@dataclass(frozen=True, slots=True)
class Wallet:
    chain: str  # "bitcoin", "ethereum", "tron", "litecoin"
    address: str


# --- wallets ------------------------------------------------------------------------------------

_ALNUM_RUN = re.compile(r"[0-9A-Za-z]{14,}")
"""Candidate wallet tokens: runs of letters and digits, classified by prefix and length below
(one class-led pattern scans far faster than an alternation behind a look-behind)."""
_B58_CHARS = frozenset("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
_HEX = frozenset("0123456789abcdefABCDEF")
_B58_CHAINS: tuple[tuple[str, Callable[[str], bool]], ...] = (
    ("bitcoin", crypto.is_bitcoin_address),
    ("litecoin", crypto.is_litecoin_address),
    ("tron", crypto.is_tron_address),
)


def _wallet_chain(token: str) -> str | None:
    low = token.lower()
    if low.startswith("0x"):
        ok = len(token) == 42 and _HEX.issuperset(token[2:]) and crypto.is_ethereum_address(token)
        return "ethereum" if ok else None
    if low.startswith("bc1"):
        return "bitcoin" if crypto.is_bitcoin_address(token) else None
    if low.startswith("ltc1"):
        return "litecoin" if crypto.is_litecoin_address(token) else None
    if token[0] in "13LMT" and 26 <= len(token) <= 35 and _B58_CHARS.issuperset(token):
        return next((name for name, ok in _B58_CHAINS if ok(token)), None)
    return None


def _wallets(text: str) -> list[Wallet]:
    out: list[Wallet] = []
    for m in _alnum_runs(text):
        token = m.group(0)
        if len(token) > 90:
            continue
        chain = _wallet_chain(token)
        if chain is not None:
            out.append(Wallet(chain, token))
            if len(out) >= _MAX_ITEMS:
                break
    return out


def _alnum_runs(text: str) -> Iterator[re.Match[str]]:
    """``_ALNUM_RUN``'s matches in order, looked for only in the words long enough to hold one: a
    run of letters and digits never spans white space, and prose has few words of 14 characters
    (the pattern alone is tried at every letter of a 20 kB e-mail)."""
    for word in text.split():
        if len(word) >= 14:
            yield from _ALNUM_RUN.finditer(word)


# --- money amounts ------------------------------------------------------------------------------

_NUM = r"(?<![\d,.])(?:\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
_SCALE = r"(?:\s?(?:k|m|bn|mn|million|billion|thousand|hundred\s+thousand))?"
_CODE = (
    r"(?:usd|gbp|eur|ngn|inr|cad|aud|nzd|zar|kes|ghs|php|jpy|chf|btc|eth|usdt"
    r"|dollars?|pounds?|euros?|naira|rupees?|bitcoins?)"
)
_WORD_NUM = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)"
)
_SYMBOL_AMOUNT = re.compile(
    rf"(?:(?<![\w$])(?:us|usd|au|a|ca|c|nz|hk|sg|r)?\$|[£€¥₹₦₱₩₽₺₴]|\b(?:rs\.?|usd|gbp|eur|ngn|inr)\s?)\s?"
    rf"(?:{_NUM})(?!\d){_SCALE}\b"
)
_SYMBOLS = "$£€¥₹₦₱₩₽₺₴"
_CODES = ("usd", "gbp", "eur", "ngn", "inr", "cad", "aud", "nzd", "zar", "kes", "ghs", "php", "jpy", "chf", "btc",
          "eth", "usdt", "dollar", "pound", "euro", "naira", "rupee", "bitcoin", "rs")  # fmt: skip
_CODE_SET = frozenset(_CODES)
_CODE_AFTER = re.compile(rf"\b{_CODE}\b")
_NUMBER_BEFORE = re.compile(rf"(?:{_NUM}){_SCALE}\s?$")
_WORDS_BEFORE = re.compile(
    rf"\b{_WORD_NUM}(?:[\s-]{_WORD_NUM})?\s(?:thousand|million|billion)\s(?:(?:us|united states)\s)?$"
)


def _amounts(text: str, low: str, words: list[str]) -> list[str]:
    """ "$1.99", "£500", "USD 2,500": symbol first; "1,000 USD", "5 million dollars": the currency
    word is found first and the number looked for just before it. Both run only in small windows
    around a currency sign or word (str.find), because a pattern tried at every character of a
    20 kB e-mail costs milliseconds. Patterns read the ASCII-lowered copy; amounts are cut from
    the original. ``words``: the currency codes (and gift-card words) in the text, in list order."""
    found: list[tuple[int, int]] = []
    symbols = [c for c in _SYMBOLS if c in text]
    codes = [w for w in words if w in _CODE_SET]
    if not symbols and not codes:
        return []
    windows = _anchor_windows(low, symbols, 4, 48) + _anchor_windows(low, _CODES_BEFORE, 4, 48, word_start=True)
    for m in _in_windows(_SYMBOL_AMOUNT, low, merge_spans(windows)):
        found.append(m.span())
    if codes:
        for m in _in_windows(_CODE_AFTER, low, _anchor_windows(low, codes, 1, 12, word_start=True)):
            window_start = max(0, m.start() - 48)
            window = low[window_start : m.start()]
            n = _NUMBER_BEFORE.search(window) or _WORDS_BEFORE.search(window)
            if n is not None:
                found.append((window_start + n.start(), m.end()))
    found.sort()
    return [" ".join(text[a:b].split()) for a, b in found[:_MAX_ITEMS]]


_CODES_BEFORE = ("rs", "usd", "gbp", "eur", "ngn", "inr")
_MAX_WINDOWS = 1_000


def _anchor_windows(
    low: str, anchors: Iterable[str], before: int, after: int, *, word_start: bool = False
) -> list[tuple[int, int]]:
    """Merged (start, end) windows around every occurrence of the anchors, at most _MAX_WINDOWS.

    ``word_start``: only occurrences that begin a word count (a currency code "rs" or "eur" sits
    inside many ordinary words, and every window costs a search)."""
    spans: list[tuple[int, int]] = []
    for anchor in anchors:
        i = low.find(anchor)
        while i != -1 and len(spans) < _MAX_WINDOWS:
            if not (word_start and i and (low[i - 1].isalnum() or low[i - 1] == "_")):
                spans.append((max(0, i - before), min(len(low), i + len(anchor) + after)))
            i = low.find(anchor, i + 1)
    return merge_spans(spans)


def _in_windows(pattern: re.Pattern[str], low: str, windows: list[tuple[int, int]]) -> list[re.Match[str]]:
    """Matches of ``pattern`` inside the windows (look-behinds still see the text before a window)."""
    out: list[re.Match[str]] = []
    done = -1
    for start, end in windows:
        for m in pattern.finditer(low, start, end):
            if m.start() >= done:
                out.append(m)
                done = m.end()
                if len(out) >= _MAX_ITEMS:
                    return out
    return out


# --- gift cards ---------------------------------------------------------------------------------

_BRANDS = (
    r"apple|itunes|google\s?play|steam|amazon|ebay|razer(?:\s?gold)?|vanilla|visa|target|walmart|sephora"
    r"|best\s?buy|xbox|playstation|psn|nintendo|netflix|roblox"
)
_CARD_BRANDS = r"itunes|google\s?play|steam|razer\s?gold|vanilla|psn|xbox"
_GIFT = re.compile(
    rf"\b(?:(?:{_BRANDS})\s+)?(?:e-?)?gift\s?(?:cards?|vouchers?|codes?)\b"
    r"|\bvoucher\s?codes?\b|\bredemption\s?codes?\b"
    rf"|\b(?:{_CARD_BRANDS})\s+(?:cards?|codes?|vouchers?|pins?)\b"
)
_GIFT_HINTS = ("gift", "voucher", "redemption", "itunes", "google", "steam", "razer", "vanilla", "psn", "xbox")
_GIFT_SET = frozenset(_GIFT_HINTS)
_PAY_WORDS = _Present(_CODES + _GIFT_HINTS)
"""Currency codes and gift-card words, found in one read of a long text (a second read cost 0.07 ms on 20 kB)."""


def _gift_cards(text: str, low: str, words: list[str]) -> list[str]:
    hints = [w for w in words if w in _GIFT_SET]
    if not hints:
        return []
    matches = _in_windows(_GIFT, low, _anchor_windows(low, hints, 24, 32))
    return [" ".join(text[m.start() : m.end()].split()) for m in matches]
