"""Undoing the damage OCR does to links, conservatively, so the link checks see the real address.

Why this exists: the most telling part of a scam screenshot is its link, and it is also the part
OCR damages most. Phones wrap long links at a hyphen (``https://usps-track-`` / ``redelivery.com``),
tesseract reads ``https://`` as ``https.//`` or ``http: //``, adds spaces after dots and slashes
and inside suffixes (``verify.to p/login``), reads ``.com`` as ``.c0m``, ``,com`` or ``:com``, and a
hyphen as a dash. Each repair here was seen on drawn screenshots (tests/fixtures/ocr_measure.py:
exact links 40/60 without repairs, 45/60 with; the rest are letters misread inside a name).

Why conservative: every repair also runs on ordinary prose. Each one is limited to tokens that are
already link-like (a scheme, ``www.``, or a domain shape) and to places where the unrepaired text
cannot be a working link. A line that ends inside a host is continued only while the host does not
yet end in a known public suffix (the bundled PSL), and never by a second link. After a full stop
behind a whole host, only a common top-level domain that is not an English word is joined
(``https://a.com. Then`` and ``... it`` stay apart). ``rn`` -> ``m`` is never done: ``modern``,
``burn``, ``corner`` are real words and real hostnames.
"""

from __future__ import annotations

import re

from .domains import split_host
from .link_codes import is_random_code

__all__ = ["repair_ocr_text"]

_TLD_WORDS = (
    "com net org co uk us ca au de fr es it nl be ch at pt br mx in io info biz app top xyz site online shop "
    "store live link click club vip icu cc tk ml ga cf gq me ly gov edu mobi pro cloud one zone to so"
)
_ENGLISH_WORDS = "in it at me to so us be one live link click store shop site app pro"
_COMMON_TLDS = frozenset(_TLD_WORDS.split())
"""Suffixes a repair may assume inside a link (``.c0m`` -> ``.com``, ``usps,com`` -> ``usps.com``)."""
_JOINABLE_TLDS = _COMMON_TLDS - frozenset(_ENGLISH_WORDS.split())
"""Suffixes that may be joined across a space (``secure.usps. com``); English words are left out."""

_SCHEME_PUNCT = re.compile(r"\b(https?)[ \t]*[:;.,][ \t]*[/\\][ \t]*[/\\]", re.I)  # https.//  http: //  https;\\
_SCHEME_NO_COLON = re.compile(r"\b(https?)//(?=[A-Za-z0-9])", re.I)  # https//x
_SCHEME_ONE_SLASH = re.compile(r"\b(https?):/(?=[A-Za-z0-9])", re.I)  # https:/x
_SCHEME_SPACE_AFTER = re.compile(r"\b(https?://)[ \t]+(?=[A-Za-z0-9])", re.I)  # https:// x

_LINK = r"(?:https?://|www\.)[^\s<>\"']*"
_BARE_HYPHENATED = r"[A-Za-z0-9][A-Za-z0-9.-]*-"
_BARE_HOST_SLASH = r"[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/"  # "qzlink.com/" + "7hTrwa"
_OPENERS = "([<\"'"
_OPENER = r"(?<!\S)[(\[<\"']?"  # tokens start after whitespace only: linear time on text without spaces
_PAIR = re.compile(
    rf"(?P<tok>{_OPENER}(?:{_LINK}|{_BARE_HYPHENATED}|{_BARE_HOST_SLASH}))"
    rf"(?P<sep>[ \t]*\n[ \t]*|[ \t]+)(?P<next>[^\s<>\"']+)",
    re.I,
)
_LINK_TOKEN = re.compile(rf"{_OPENER}{_LINK}", re.I)
_SCHEME_OR_WWW = re.compile(r"https?://(?:www\.)?|www\.", re.I)
_TLD_THEN_PATH = re.compile(r"([a-z]{2,})(?:[/?#:]\S*)?")
_DOT_LABEL = re.compile(r"[.,:][A-Za-z]{2}")  # "," and ":" too: fixed once the link is whole
_HOST_END_CHARS = "/?#:"
_HOST_END = re.compile(r"[/?#:]")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")
_DOMAIN = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_URLISH_CONTINUATION = re.compile(r"[/?=&%#_]|\.[A-Za-z0-9]|[A-Za-z]\d|\d[A-Za-z]")
_TRAILING_PUNCT = ".,;:!?)]'\""
_MAX_PASSES = 8
"""A link wrapped over more lines than this is left partly unjoined (bounded work on hostile text)."""

_DOMAIN_WITH_ZERO_TLD = re.compile(r"(?<=[A-Za-z0-9-]\.)(?P<tld>[A-Za-z0]*0[A-Za-z0]*)(?![A-Za-z0-9-]|\.[A-Za-z0-9])")
_SEPARATOR_TLD = re.compile(r"(?<=[A-Za-z0-9])[,:](?P<tld>[A-Za-z]{2,6})(?=[/?#]|[.,;:!?)\]'\"]*$)")
_OCR_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2212"  # hyphen, non-breaking hyphen, dashes, minus
_SPLIT_TLD = re.compile(r"([a-z]{1,3})(?:[/?#]\S*)?")


def repair_ocr_text(text: str) -> str:
    """Return ``text`` with OCR damage in links repaired; text without links comes back unchanged."""
    text = _SCHEME_PUNCT.sub(r"\1://", text)
    text = _SCHEME_NO_COLON.sub(r"\1://", text)
    text = _SCHEME_ONE_SLASH.sub(r"\1://", text)
    text = _SCHEME_SPACE_AFTER.sub(r"\1", text)
    text = _LINK_TOKEN.sub(_fix_link_token, text)  # dashes first, so a wrap at "\u2014" is seen as one at "-"
    text = _join_split_links(text)
    text = _LINK_TOKEN.sub(_fix_link_token, text)
    return _DOMAIN_WITH_ZERO_TLD.sub(_zero_to_o, text)


def _join_split_links(text: str) -> str:
    for _ in range(_MAX_PASSES):
        joined = _PAIR.sub(_maybe_join, text)
        if joined == text:
            break
        text = joined
    return text


def _maybe_join(m: re.Match[str]) -> str:
    tok = m.group("tok")
    opener = tok[: len(tok) - len(tok.lstrip(_OPENERS))]
    joined = _joined(tok[len(opener) :], m.group("next"))
    return m.group(0) if joined is None else opener + joined


def _joined(tok: str, nxt: str) -> str | None:
    """``tok`` and ``nxt`` as one link when ``nxt`` (after a line break or spaces) is its rest, else None."""
    bare_next = nxt.rstrip(_TRAILING_PUNCT)
    prefix = _prefix_len(tok)
    if prefix == 0 and tok.endswith("/"):  # a bare host and its slash: only a shortener's code continues it
        return tok + nxt if is_random_code(bare_next) and nxt == bare_next else None
    if prefix == 0:  # a bare word ending in "-": only a domain continues it ("usps-track-" + "redelivery.com")
        return tok + nxt if _DOMAIN.fullmatch(bare_next) else None
    if _prefix_len(nxt) or not (nxt[0].isalnum() or nxt[0] in "./-"):  # a second link, or punctuation
        return None
    if tok.endswith("-"):
        return tok + nxt if nxt[0].isalnum() else None
    rest = tok[prefix:]
    if _HOST_END.search(rest) is not None:  # the line ends inside the path
        if tok.endswith(("?", "=", "&", "%", "#", "~", "+", "_")) and nxt[0].isalnum():
            return tok + nxt
        if tok.endswith("/") and nxt[0].isalnum() and _URLISH_CONTINUATION.search(bare_next):
            return tok + nxt
        return None
    split_tld = _SPLIT_TLD.fullmatch(bare_next)
    last_label = rest.rsplit(".", 1)[-1] if "." in rest else ""
    if split_tld and last_label.isalpha() and (last_label + split_tld.group(1)).lower() in _COMMON_TLDS:
        return tok + nxt  # "https://paypal-verify.to" + "p/login": the suffix itself was split
    if not _complete_host(rest):  # "https://usps-track-rede" + "livery.com"
        if not rest or tok.endswith("."):  # "https://" + "usps.com", "https://usps." + "com"
            ok = nxt[0].isalnum() and not (tok.endswith(".") and nxt[0].isupper())
            return tok + nxt if ok else None
        if tok.endswith(",") and _tld_word(bare_next, _COMMON_TLDS):  # "https://usps-track, com/x"
            return tok[:-1] + "." + nxt
        return tok + nxt if _DOT_LABEL.search(nxt) else None
    if nxt.startswith("."):  # the host is already whole: ".x" after it is not part of it
        return None
    if tok.endswith("."):  # "https://a.com. com/x" is OCR damage; "https://a.com. Then" and "... it" are not
        return tok + nxt if _tld_word(bare_next, _JOINABLE_TLDS) else None
    if nxt.startswith("/") and len(nxt) > 1 and nxt[1].isalnum():  # "https://a.com" + "/login"
        return tok + nxt
    return None


def _fix_link_token(m: re.Match[str]) -> str:
    """Inside one link: OCR dashes in an unfinished host become ``-``, ``,com``/``:com`` become ``.com``."""
    tok = m.group(0)
    prefix = _prefix_len(tok.lstrip(_OPENERS)) + len(tok) - len(tok.lstrip(_OPENERS))
    chars = list(tok)
    for i in range(prefix, len(chars)):
        c = chars[i]
        if c in _HOST_END_CHARS:
            break
        if c in _OCR_DASHES and not _complete_host(tok[prefix:i]):
            chars[i] = "-"
    return _SEPARATOR_TLD.sub(_separator_to_dot, "".join(chars))


def _complete_host(host: str) -> bool:
    """Whether ``host`` already ends in a known public suffix (or is an IPv4 address)."""
    host = host.rstrip(".").lower()
    if _IPV4.fullmatch(host):
        return True
    return "." in host and split_host(host).suffix != ""


def _tld_word(word: str, tlds: frozenset[str]) -> bool:
    """``com`` or ``com/track``: one of ``tlds``, alone or followed by a path."""
    m = _TLD_THEN_PATH.fullmatch(word)
    return m is not None and m.group(1) in tlds


def _prefix_len(tok: str) -> int:
    """Length of the scheme and ``www.`` at the start of ``tok``; 0 for a bare word."""
    m = _SCHEME_OR_WWW.match(tok)
    return m.end() if m else 0


def _separator_to_dot(m: re.Match[str]) -> str:
    return "." + m.group("tld") if m.group("tld").lower() in _COMMON_TLDS else m.group(0)


def _zero_to_o(m: re.Match[str]) -> str:
    tld = m.group("tld")
    fixed = tld.replace("0", "o" if tld.islower() or not any(c.isalpha() for c in tld) else "O")
    return fixed if fixed.lower() in _COMMON_TLDS and any(c.isalpha() for c in tld) else tld
