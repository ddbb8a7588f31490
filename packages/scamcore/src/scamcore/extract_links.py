"""Links in message text: scheme links, bare domains ("paypal-verify.top/login") and defanged
``hxxp``/``[.]`` forms, refanged.

Why a module of its own: links are the largest part of extraction (refanging, OCR repair, the
public suffix list, and the prose tests that keep "ok.so" or "store.It" from counting as hosts),
and the e-mail extractor shares only its suffix-list lookup.

A bare domain counts only when its suffix is in the public suffix list (tldextract's bundled
snapshot via domains.split_host, never the network) and it does not look like prose: "e.g",
"a.m.", "file.txt", "v1.2.3", "Mr.Smith", a sentence run together ("store.It"), or, with no path
after it, a word-like ending ("ok.so", "ok.lol", "tomorrow.call"). Measured on the ham corpora,
SMS run-ons were the main source of false links.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .extract_scan import _MAX_ITEMS, _lower, _Mask, _Present
from .limits import LIMITS

_MAX_DOMAIN_LOOKUPS = LIMITS.max_urls_per_text * 20
"""Bare-domain candidates checked against the suffix list; beyond that, prose is not a link list."""

# --- refanging and OCR repair -----------------------------------------------------------------

_SPOKEN_TLDS = "com|net|org|info|biz|xyz|top|online|site|shop|club|live|icu|co|uk|ru|cn|io|me|us|ly|app|COM|NET|ORG"
_REFANG: tuple[tuple[re.Pattern[str], str], ...] = (
    # ``h(?<=\bh)`` is ``\bh``: led by its letter, ``re`` skips to each "h" in C instead of trying
    # the boundary at every character (0.63 -> 0.23 ms on a 20 kB e-mail).
    (re.compile(r"h(?<=\bh)(?:xx|XX|\*\*|tt)p(s?)\s?(?:\[:\]|\(:\)|:)\s?//", re.I), r"http\1://"),
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

_DEFANGED = _Present(_DEFANG_HINTS)


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


_INNER_DOT = re.compile(r"[\[({]\s?(?:\.|dot)\s?[\])}]", re.I)
_INNER_AT = re.compile(r"[\[({]\s?(?:@|at)\s?[\])}]", re.I)


def _http_changes(text: str, low: str) -> bool:
    """Whether ``_REFANG``'s first substitution can change ``text`` (``low``: ``_lower(text)``).

    Not without an "hxxp" or "h**p", or an "http" not written "http://" or "https://" as is: at
    those it matches only itself ("HTTP://" and "http ://" it rewrites). Only "h", "t", "p", "x",
    "*" are read, which no character but their capitals matches under ``re.I``."""
    if "hxxp" in low or "h**p" in low:
        return True
    return low.count("http") != text.count("http://") + text.count("https://")


_REFANG_GATES: tuple[Callable[[str], bool], ...] = (
    lambda text: "[:]//" in text,
    lambda text: "[://]" in text,
    lambda text: _INNER_DOT.search(text) is not None,
    lambda text: " dot " in text or " DOT " in text,
    lambda text: _INNER_AT.search(text) is not None,
    lambda text: any(f in text for f in _FULL_STOPS),
)
"""For each of ``_REFANG`` after the first (``_http_changes``), a part of the text every match
holds, asked of the text as the substitutions before it left it: a hint of one kind ("{ .", or a
full stop of Chinese text) used to send a 20 kB e-mail through all seven, ~1.5 ms, each ``\\s?``
or look-behind they open with tried at every character."""


def _refang(text: str) -> str:
    low = _lower(text)
    if _DEFANGED(low) or any(f in text for f in _FULL_STOPS):
        (http, http_repl), *others = _REFANG
        if _http_changes(text, low):
            text = http.sub(http_repl, text)
        for (pattern, repl), may_change in zip(others, _REFANG_GATES, strict=True):
            if may_change(text):
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
