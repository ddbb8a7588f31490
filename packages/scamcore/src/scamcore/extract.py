"""Entity extraction from message text: the links, addresses, numbers and payment asks in it.

Contract: ``extract(text)`` returns ``Entities`` with URLs (scheme, bare domains and defanged
``hxxp``/``[.]`` forms, refanged, de-duplicated, in order of appearance), e-mail addresses, phone
numbers, checksum-valid crypto wallets, money amounts and gift-card mentions.

Extraction reads the original text with only invisible characters removed: a link's look-alike
letters are evidence the link rules need, so they are not folded here. Every pattern is linear
(no nested quantifiers over overlapping classes), and the number of links, and of candidate
domains looked up in the public suffix list, is bounded, so a hostile 100 kB text stays cheap.

A bare domain ("paypal-verify.top/login") counts only when its suffix is in the public suffix
list (tldextract's bundled snapshot via domains.split_host, never the network) and it does not
look like prose: "e.g", "a.m.", "file.txt", "v1.2.3", "Mr.Smith", a sentence run together
("store.It"), or, with no path after it, a word-like ending ("ok.so", "ok.lol", "tomorrow.call").
Measured on the ham corpora, SMS run-ons were the main source of false links.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

import ahocorasick_rs

from . import crypto
from .digit_led import DigitLed
from .limits import LIMITS, LONG_TEXT
from .normalize import strip_invisibles
from .once import Once
from .rules.matcher import in_windows
from .rules.prefilter import max_width
from .spans import merge_spans

__all__ = ["Entities", "Wallet", "extract"]


@dataclass(frozen=True, slots=True)
class Wallet:
    chain: str  # "bitcoin", "ethereum", "tron", "litecoin"
    address: str


@dataclass(frozen=True, slots=True)
class Entities:
    urls: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    wallets: tuple[Wallet, ...] = ()
    amounts: tuple[str, ...] = ()
    gift_cards: tuple[str, ...] = ()


_MAX_ITEMS = LIMITS.max_urls_per_text * 4
"""Entities kept per kind. The engine analyses the first max_urls_per_text links; a few more are
kept so callers can tell there were more, but a text of 10,000 links does not make 10,000."""
_MAX_DOMAIN_LOOKUPS = LIMITS.max_urls_per_text * 20
"""Bare-domain candidates checked against the suffix list; beyond that, prose is not a link list."""

# --- refanging and OCR repair -----------------------------------------------------------------

_SPOKEN_TLDS = "com|net|org|info|biz|xyz|top|online|site|shop|club|live|icu|co|uk|ru|cn|io|me|us|ly|app|COM|NET|ORG"
_REFANG: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bh(?:xx|XX|\*\*|tt)p(s?)\s?(?:\[:\]|\(:\)|:)\s?//", re.I), r"http\1://"),
    (re.compile(r"\bhttp(s?)\[:\]//", re.I), r"http\1://"),
    (re.compile(r"\bhttp(s?)\[://\]", re.I), r"http\1://"),
    (re.compile(r"\s?[\[({]\s?(?:\.|dot)\s?[\])}]\s?", re.I), "."),
    (re.compile(rf"(?<=[\w-])(?<!\bthe)(?<!\bpolka) +(?:dot|DOT) +(?=(?:{_SPOKEN_TLDS})\b)"), "."),
    (re.compile(r"\s?[\[({]\s?(?:@|at)\s?[\])}]\s?", re.I), "@"),
    (re.compile("[\u3002\uff0e\uff61]"), "."),  # ideographic and fullwidth full stops
)
_DEFANG_HINTS = (
    "hxxp", "h**p", "[:]", "[:/", "[.]", "(.)", "{.}", "[ .", "( .", "{ .", "[dot", "(dot", "{dot", " dot ",
    "[@]", "(@)", "[at]", "(at)", "[ at", "( at",
)  # fmt: skip
_FULL_STOPS = ("\u3002", "\uff0e", "\uff61")


class _Present:
    """Which of some strings occur in a text, in list order.

    The text is read once by an Aho-Corasick automaton (Rust, built on first use) rather than
    once per string by ``str.find``: two dozen currency codes cost a third of a millisecond on a
    20 kB e-mail that way, and even on a text message the one call costs a third of the two or
    three dozen ``in`` tests. A text with a lone surrogate, which the automaton (UTF-8 only)
    refuses, keeps ``in``.
    """

    __slots__ = ("_automaton", "strings")

    def __init__(self, strings: Iterable[str]) -> None:
        self.strings = tuple(strings)
        self._automaton = Once(lambda: ahocorasick_rs.AhoCorasick(self.strings))

    def __call__(self, text: str) -> list[str]:
        try:
            found = {i for i, _, _ in self._automaton.get().find_matches_as_indexes(text, overlapping=True)}
        except UnicodeEncodeError:
            return [s for s in self.strings if s in text]
        return [s for i, s in enumerate(self.strings) if i in found] if found else []


_DEFANGED = _Present(_DEFANG_HINTS)
_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


def _lower(text: str) -> str:
    """ASCII-only lower case: same length as the input, so match positions map back one to one
    (and case-sensitive patterns on it are several times faster than re.IGNORECASE).

    ``str.lower`` changes no ASCII character but A-Z, and is some fifty times faster than
    ``translate`` on a text that is not all ASCII (a dictionary lookup per character): so the text
    is lowered whole and its runs of other characters put back as they were. A letter that lowers
    to two ("İ") would shift every place after it; such a text takes ``translate``."""
    low = text.lower()
    if text.isascii():
        return low
    if len(low) != len(text):
        return text.translate(_ASCII_LOWER)
    parts = []
    last = 0
    for m in _NON_ASCII.finditer(text):
        parts.append(low[last : m.start()])
        parts.append(m.group())
        last = m.end()
    parts.append(low[last:])
    return "".join(parts)


_WRAP = re.compile(r"-[ \t]*\r?\n[ \t]*(?=\w)")
_LINK_START = re.compile(r"(?:https?://|www\.)", re.I)


def _join_wrapped_links(text: str) -> str:
    """Join a link OCR broke at a hyphen ("https://usps-track-\\nredelivery.com").

    Only where the broken token is a link (has a scheme or www.): "well-\\nknown" in prose is a
    word, and joining it would be harmless but wrong. Linear: each break looks back once.
    """
    parts: list[str] = []
    last = 0
    for m in _WRAP.finditer(text):
        token_start = max(text.rfind(" ", 0, m.start()), text.rfind("\n", 0, m.start()), text.rfind("\t", 0, m.start()))
        if _LINK_START.search(text, token_start + 1, m.start()):
            parts.append(text[last : m.start() + 1])
            last = m.end()
    parts.append(text[last:])
    return "".join(parts)


def _refang(text: str) -> str:
    low = _lower(text)
    if _DEFANGED(low) or any(f in text for f in _FULL_STOPS):
        for pattern, repl in _REFANG:
            text = pattern.sub(repl, text)
    if "-\n" in text or "-\r\n" in text or "- \n" in text:
        text = _join_wrapped_links(text)
    return text


# --- public suffix list (offline) ---------------------------------------------------------------


def _split_domain(host: str) -> tuple[str, str] | None:
    """(registrable label, public suffix), or None when the host has no known suffix.

    Uses the engine's one offline suffix-list splitter (domains.split_host: the snapshot bundled
    in tldextract, never the network), imported on first use so importing this module stays cheap.
    """
    from .domains import split_host

    try:
        parts = split_host(host.lower())
    except Exception:  # odd Unicode tldextract cannot read (IDNA errors): not a usable link
        return None
    if not parts.suffix or not parts.label:
        return None
    return parts.label, parts.suffix


# --- URLs ---------------------------------------------------------------------------------------

_URL_BODY = re.compile(r"[^\s<>\"'`{}|\\^\[\]]+")
# Compiled once: a module-level ``re.search(r"...")`` looks its pattern up in re's cache on every call.
_DIGIT_OR_HYPHEN = re.compile(r"[\d-]")
_PORT = re.compile(r"^:\d+")
_NOT_DIGIT = re.compile(r"\D")
# A bare domain starts a token: not inside a word, an address (also one typed "name@ example.com")
# or a path, nor the start of an address's local part ("shop.store.98765@bank", a UPI payment
# address). A "//" or "://" standing alone in front of it ("Click here> //sl.example.id/x", "go to
# ://bit.ly/x") is a link whose scheme was dropped to slip past link filters; phones still make the
# rest a tappable link.
_BARE = re.compile(
    r"(?:(?<![\w@\-/:])(?<!\w@ )|(?<=^//)|(?<=[\s>(\[\"'{]//)|(?<=^://)|(?<=[\s>(\[\"'{]://))"
    r"((?:[^\W_][\w\-]{0,62}\.)+[^\W\d_][\w\-]{0,62})(?::\d{2,5})?(?![\w@\-])(?!\.[\w.\-]{1,64}@)"
    r"(?:[/?#][^\s<>\"'`{}|\\^\[\]]*)?"
)
_TRAIL = ".,;:!?'\"*…»"
_PAIRS = {")": "(", "]": "[", "}": "{", ">": "<"}
_FILE_LIKE_TLDS = frozenset({"zip", "mov", "py", "md", "sh", "rs", "ps", "pl", "pm", "cc", "so", "do", "js"})
"""Suffixes that are also file extensions or common words; a bare name ending in one counts only
with a path or www ("setup.py", "report.zip", "go.do" are files and words far more often)."""
_WORDLIKE_TLDS = frozenset(
    {"in", "it", "is", "at", "to", "so", "no", "me", "be", "am", "us", "my", "do", "by", "of", "on", "an", "as",
     "we", "hi", "ok", "id", "im", "er", "ne", "re", "gn", "gm", "na", "pa", "ge", "tc", "ya", "ur", "lo", "mo",
     "ma", "da", "nu", "ha", "eh", "gd", "il"}
)  # fmt: skip
_LINK_TLDS = frozenset(
    {"com", "net", "org", "info", "biz", "edu", "gov", "mil", "int", "top", "xyz", "icu", "cfd", "sbs", "cyou",
     "lat", "buzz", "gdn", "kim", "ren", "xin", "vip", "bid", "asia", "pro", "online", "site", "website", "shop",
     "club", "store", "click", "link", "app", "dev", "tech", "cam", "cloud", "mobi", "name", "page", "press"}
)  # fmt: skip
"""TLDs a bare link is commonly written with. Others are English words (.lol, .how, .today,
.love, .call) that run-together SMS sentences hit constantly, so they need more evidence."""
_INNER_TLDS = frozenset({"com", "net", "org", "gov", "edu", "co", "uk", "us"})
"""An inner label like these ("hmrc.gov.uk.claims", "apple.com.security") imitates a real host."""
_PROSE_TLDS = frozenset(
    {"lol", "now", "how", "you", "got", "like", "call", "love", "today", "day", "buy", "car", "care", "new", "one",
     "fun", "win", "pin", "team", "chat", "tax", "company", "best", "here", "life", "cool", "wow", "fyi", "ltd",
     "game", "games", "free", "men", "mom", "dad", "baby", "kids", "food", "work", "works", "home"}
)  # fmt: skip
"""Word TLDs that run-together SMS sentences produce ("paperwork.lol", "kaahtappettu.now")."""
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "no", "vs", "etc", "fig", "vol", "www"})
_NOT_DOMAINS = frozenset({"asp.net", "vb.net", "ado.net", "node.js"})


def _trim(url: str) -> str:
    """Drop trailing sentence punctuation and unbalanced closing brackets."""
    while url:
        last = url[-1]
        if last in _TRAIL or last in _PAIRS and url.count(last) > url.count(_PAIRS[last]):
            url = url[:-1]
        else:
            break
    return url[: LIMITS.max_url_chars]


def _bare_name_ok(host: str, name: str, suffix: str) -> bool:
    """A name with no scheme, no www and no path: the kind SMS prose produces by accident
    ("ok.lol", "tomorrow.call", "me.so", "1.how"). Accept it with a TLD links are usually
    written with; with another TLD only when it looks built to deceive ("apple.com.security",
    "paypal-help.lol") or is a long made-up name ("servicescve.world")."""
    tld = suffix.rsplit(".", 1)[-1].casefold()
    labels = host.casefold().split(".")
    marked = _DIGIT_OR_HYPHEN.search(name) is not None
    if tld in _FILE_LIKE_TLDS or name.isdigit() or name.casefold() in _TITLES:
        return False
    if "." in suffix:  # co.uk, com.sg, edu.ng: nobody ends a sentence like that by accident
        return True
    if len(tld) == 2:
        if tld in _WORDLIKE_TLDS:
            return marked or (len(labels) >= 3 and len(name) >= 3)
        return len(name) >= 3 or (len(labels) >= 3 and any(_DIGIT_OR_HYPHEN.search(lab) for lab in labels))
    if tld in _LINK_TLDS:
        return len(name) >= 2 or tld in ("com", "net", "org")
    if any(lab in _INNER_TLDS for lab in labels[:-1]):
        return True
    return (marked and len(name) >= 5) or (len(name) >= 8 and tld not in _PROSE_TLDS)


def _bare_domain_ok(host: str, rest: str, lookups: list[int]) -> bool:
    if len(host) > 253:
        return False
    labels = host.split(".")
    if any(not lab or lab[0] == "-" or lab[-1] == "-" or len(lab) > 63 for lab in labels):
        return False
    if host.casefold() in _NOT_DOMAINS:
        return False
    is_www = labels[0].casefold() == "www"
    has_path = bool(_PORT.sub("", rest))
    # "store.It was", "me.So": a capital after the dot where the name is not all capitals is a
    # sentence run together, not a host.
    if not host.isupper() and any(lab[0].isupper() and not lab.isupper() for lab in labels[1:]):
        return False
    if lookups[0] >= _MAX_DOMAIN_LOOKUPS:
        return False
    lookups[0] += 1
    split = _split_domain(host)
    if split is None:
        return False
    return is_www or has_path or _bare_name_ok(host, *split)


def _scheme_urls(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each http(s)/ftp link, found from its "://" (a pattern tried at every
    character costs far more than str.find on a 20 kB e-mail)."""
    done = 0
    sep = text.find("://")
    while sep != -1:
        start = -1
        for scheme in ("https", "http", "ftp"):
            s0 = sep - len(scheme)
            if s0 >= done and text[s0:sep].lower() == scheme and (s0 == 0 or not text[s0 - 1].isalnum()):
                start = s0
                break
        body = _URL_BODY.match(text, sep + 3) if start != -1 else None
        if body is not None:
            done = body.end()
            yield start, body.end()
            sep = text.find("://", done)
        else:
            sep = text.find("://", sep + 3)


def _urls(text: str, mask: _Mask) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for start, end in _scheme_urls(text):
        url = _trim(text[start:end])
        host = url.split("://", 1)[1].split("/", 1)[0].split("?", 1)[0].split("#", 1)[0].rsplit("@", 1)[-1]
        hostname = host.split(":", 1)[0]
        if "." in hostname or hostname.isdigit() or host.startswith("[") or hostname.casefold() == "localhost":
            found.append((start, url))
        mask.blank(start, end)
        if len(found) >= _MAX_ITEMS:
            return found
    lookups = [0]
    masked = mask.text()
    for m in _bare_matches(masked):
        host = m.group(1)
        rest = _trim(m.group(0)[len(host) :])
        if _bare_domain_ok(host, rest, lookups):
            found.append((m.start(), host + rest))
            mask.blank(m.start(), m.end())
            if len(found) >= _MAX_ITEMS:
                break
        elif lookups[0] >= _MAX_DOMAIN_LOOKUPS:
            break
    return found


_DOT_LETTER = re.compile(r"\.[^\W\d_]")


def _token_start(text: str, pos: int, limit: int) -> int:
    """Walk back from ``pos`` over host-name characters (single dots included), at most ``limit``."""
    start = pos
    floor = max(0, pos - limit)
    while start > floor:
        c = text[start - 1]
        if (
            c.isalnum()
            or c in "-_"
            or c == "."
            and start - 2 >= 0
            and (text[start - 2].isalnum() or text[start - 2] in "-_")
        ):
            start -= 1
        else:
            break
    return start


def _bare_matches(text: str) -> Iterator[re.Match[str]]:
    """Bare-domain matches, found from their dots: a pattern tried at every letter of prose costs
    ten times more, and most text has few dots directly followed by a letter."""
    done = 0
    for d in _DOT_LETTER.finditer(text):
        if d.start() < done:
            continue
        m = _BARE.match(text, _token_start(text, d.start(), 253))
        if m is not None and m.end() > d.start():
            done = m.end()
            yield m


class _Mask:
    """The text with the entities found so far blanked out (spaces, so positions stay), for the
    next kind to search: a number inside a link is not a phone number. Built only when read, and
    only where something was blanked (a 20 kB e-mail with no link is not copied at all)."""

    __slots__ = ("_spans", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._spans: list[tuple[int, int]] = []

    def blank(self, start: int, end: int) -> None:
        self._spans.append((start, end))

    def text(self) -> str:
        if not self._spans:
            return self._text
        parts: list[str] = []
        last = 0
        for start, end in merge_spans(list(self._spans)):
            parts += (self._text[last:start], " " * (end - start))
            last = end
        parts.append(self._text[last:])
        return "".join(parts)


# --- e-mail addresses ---------------------------------------------------------------------------

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


# --- phone numbers ------------------------------------------------------------------------------

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


# --- the whole pass -----------------------------------------------------------------------------


def _unique(items: Sequence[str], key: Callable[[str], str] = str) -> tuple[str, ...]:
    if not items:  # most messages hold no e-mail, phone, amount or gift card: no dictionary for them
        return ()
    seen: dict[str, str] = {}
    for item in items:
        seen.setdefault(key(item), item)
    return tuple(seen.values())


def extract(text: str) -> Entities:
    """Every entity in a message, de-duplicated, in order of appearance; never raises on a str."""
    clean = _refang(strip_invisibles(text))
    low = _lower(clean)
    mask = _Mask(clean)
    emails = _emails(clean, mask)
    urls = [u for _, u in sorted(_urls(clean, mask))]
    wallets = list(dict.fromkeys(_wallets(clean)))
    words = _PAY_WORDS(low)
    return Entities(
        urls=_unique(urls),
        emails=_unique(emails, str.casefold),
        phones=_unique(_phones(mask.text()), lambda p: _NOT_DIGIT.sub("", p)),
        wallets=tuple(wallets),
        amounts=_unique(_amounts(clean, low, words)),
        gift_cards=_unique(_gift_cards(clean, low, words), str.casefold),
    )
