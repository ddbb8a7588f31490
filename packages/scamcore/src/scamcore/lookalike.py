"""Which brand a domain imitates: look-alike letters, typos, other TLDs, combos and subdomains.

Why "worked backwards": dnstwist generates every permutation of one domain to find registrations;
here the direction is reversed, from one unknown domain to the brand it may copy, so each technique
becomes a cheap index lookup instead of a search over every brand:

- homoglyph / IDN homograph: a skeleton (TR39-style prototype letters, plus ASCII tricks such as
  rn->m, vv->w, 0->o, 1/i->l) looked up in a skeleton -> brand dict;
- typo (omission, insertion, repetition, transposition, replacement incl. keyboard-adjacent,
  vowel-swap and bitsquat): every such edit is at distance 1, found with a deletion-neighbourhood
  index (SymSpell) and confirmed with an optimal-string-alignment distance;
- hyphenation, other TLD (``paypal.xyz``), combo (``secure-paypal-verify``) and brand-in-subdomain
  (``paypal.com.evil.top``) are token lookups.

A brand token that is also a common word (``target``, ``sky``) is never used: it would flag too
many ordinary domains. Short tokens (``usps``, ``dhl``) only count as a whole hyphen-separated part.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files

import ahocorasick_rs

from .brands import BRANDS, Brand
from .domains import data_lines, is_government_suffix, split_host
from .normalize import parse_confusables

__all__ = [
    "SECTION_WORDS",
    "Imitation",
    "brand_token_in",
    "combo_rest",
    "find_imitation",
    "is_brand_label",
    "misspelt_brand",
    "skeleton",
    "token_brand",
]


# Brand tokens that are ordinary words or too generic to protect by look-alike matching.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NEVER = _words(
    "aa aeon ally att bell bing block cash citizens delta discover emirates fidelity force free go "
    "gov halifax huntington key live max me meta my nationwide nu office orange phantom post regions "
    "rogers sky snap spectrum square steam stripe tangerine target telus three trust uber vanguard "
    "visa windows wise zoom exodus ledger gemini revenue service canada android hermes posti square "
    "shop cash block ing login gen mass bund usa goo aka ants a2z ril scdn yimg youtu twimg licdn "
    "fbcdn insta dpdhl skytv tonline"
)
# Tokens long enough to be matched inside a label, but which are words: only match as a whole part.
_WORDLIKE = _words(
    "apple chase outlook amazon kraken sparkasse correos airtel disney zelle linkt poste azure ameli "
    "antai digid ipass yodel mbank optus interac icloud telegram notion acrobat hacienda"
)

# Ordinary English words the matcher would read as a brand: "finance" is one letter from Binance,
# "looking" one slip from Booking, "revolution" holds Revolut and "intuitive" Intuit. A site named
# with a dictionary word is that word far more often than a typo, so such a word is never a typo or
# a hidden brand. Generated from a public word list (scripts/gen_ordinary_words.py); the file's
# header says how.
ORDINARY_WORDS = frozenset(
    f[0] for f in data_lines(files("scamcore").joinpath("data/ordinary_words.txt").read_text("utf-8"))
)

# Five-letter brand names distinctive enough to spot inside a longer label (fedexpcf, mygmailhelp).
_DISTINCT5 = _words("fedex gmail yahoo venmo monzo paytm bybit icici skype bbva hsbc usps")

# TR39-style prototypes for letters that pass for Latin in host names (Cyrillic, Greek, Latin
# extensions), written as escapes so no look-alike letter hides in the source.
_CONFUSABLE = {
    "\u0430": "a",
    "\u0435": "e",
    "\u043e": "o",
    "\u0440": "p",
    "\u0441": "c",
    "\u0443": "y",
    "\u0445": "x",
    "\u0456": "i",
    "\u0458": "j",
    "\u0455": "s",
    "\u04bb": "h",
    "\u0501": "d",
    "\u051b": "q",
    "\u051d": "w",
    "\u04cf": "l",
    "\u0261": "g",
    "\u0251": "a",
    "\u0269": "i",
    "\u0131": "i",
    "\u0142": "l",
    "\u03bf": "o",
    "\u03b1": "a",
    "\u03bd": "v",
    "\u03c1": "p",
    "\u03c4": "t",
    "\u03b9": "i",
    "\u03ba": "k",
    "\u03b5": "e",
    "\u0432": "b",
    "\u043a": "k",
    "\u043c": "m",
    "\u043d": "h",
    "\u0442": "t",
    "\u044c": "b",
    "\u0475": "v",
    "\u0184": "b",
    "\u0138": "k",
    "\u0280": "r",
    "\u028f": "y",
    "\u1d0f": "o",
    "\u1d1b": "t",
    "\u0263": "y",
    "\u00f8": "o",
    "\u00df": "ss",
    "\u00e6": "ae",
    "\u0153": "oe",
    "\u0111": "d",
    "\u0127": "h",
}
# ASCII tricks, applied after the Unicode map; the order matters (digraphs first).
_ASCII_TRICKS = (
    ("rn", "m"),
    ("vv", "w"),
    ("cl", "d"),
    ("0", "o"),
    ("1", "l"),
    ("i", "l"),
    ("5", "s"),
    ("3", "e"),
    ("4", "a"),
)


def _tr39_table() -> dict[str, str]:
    """The normaliser's TR39 look-alike table (data/confusables_latin.txt), plus the few host-name
    letters above that it does not cover; one table, so text and links fold letters the same way."""
    table = {
        chr(cp): letter
        for cp, letter in parse_confusables(
            files("scamcore").joinpath("data/confusables_latin.txt").read_text("utf-8")
        ).items()
    }
    for ch, letter in _CONFUSABLE.items():
        table.setdefault(ch, letter)
    return table


_FOLD = _tr39_table()


_FOLD_ASCII = {ord(ch): letter for ch, letter in _FOLD.items() if ch.isascii()}
"""``_FOLD``'s ASCII entries for ``str.translate``: ASCII is its own NFKD form and holds no
combining mark, so an ASCII label (a fresh subdomain's ``b1234``) is folded in one C call."""


@lru_cache(maxsize=8192)
def skeleton(label: str) -> str:
    """A comparison key: look-alike letters folded to one prototype (never shown to users)."""
    if label.isascii():
        s = label.lower().translate(_FOLD_ASCII)
    else:
        s = unicodedata.normalize("NFKD", label.lower())
        s = "".join(_FOLD.get(ch, ch) for ch in s if not unicodedata.combining(ch))
    for a, b in _ASCII_TRICKS:
        s = s.replace(a, b)
    return s


@dataclass(frozen=True, slots=True)
class Imitation:
    brand: Brand
    technique: str
    """homograph, homoglyph, typo, hyphenation, tld-swap, domain-in-subdomain, combo, subdomain"""
    token: str
    evidence: str


@dataclass(frozen=True, slots=True)
class _Token:
    text: str
    brand: Brand
    inside: bool
    """May match inside a longer label (``paypal`` in ``mypaypalhelp``); else whole parts only."""
    primary: bool
    """The brand's main name or a one-word alias: protected against typos and look-alike letters.
    Infrastructure domains (``gstatic``, ``amazonaws``) and short joined phrases (``eemobile``) are
    not; long joined phrases (``ledgerlive``) are."""


def _brand_tokens() -> dict[str, _Token]:
    out: dict[str, _Token] = {}
    for b in BRANDS:
        words: list[tuple[str, bool]] = []
        for n, d in enumerate(b.domains):
            if d.endswith(".*"):
                words.append((d[:-2], True))
                continue
            parts = split_host(d)
            if parts.registrable == d and parts.suffix and not parts.is_private:
                words.append((parts.label, n == 0))
        for a in b.aliases:
            if a.isascii():
                joined = re.sub(r"[^a-z0-9]", "", a)
                words.append((joined, re.fullmatch(r"[a-z0-9]+", a) is not None or len(joined) >= 9))
        for w, primary in words:
            if len(w) < 3 or w in _NEVER or w.isdigit():
                continue
            if w in out:
                if primary and not out[w].primary and out[w].brand is b:
                    out[w] = _Token(w, b, out[w].inside, True)
                continue
            inside = (len(w) >= 6 and w not in _WORDLIKE) or w in _DISTINCT5
            out[w] = _Token(w, b, inside, primary)
    return out


_TOKENS = _brand_tokens()
_DOMAIN_LABELS = frozenset(t for t in _TOKENS if any(d.split(".", 1)[0] == t for d in _TOKENS[t].brand.domains))


_Trie = dict[str, "_Trie"]


def _alternation(words: Iterable[str]) -> str:
    """A regex matching any of ``words``, the longest at a given start first, written as a trie.

    A flat ``a|b|c`` of 500 brand tokens makes the regex engine try every token at every character;
    the trie tries one branch per next letter, about 15 times faster on long hostile labels, with the
    same matches (greedy descent, ending a word only after its longer continuations fail).
    """
    trie: _Trie = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}
    return _trie_regex(trie)


def _trie_regex(node: _Trie) -> str:
    alts = [re.escape(ch) + _trie_regex(child) for ch, child in sorted(node.items()) if ch]
    if not alts:
        return ""
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    return "(?:" + body + ")?" if "" in node else body


_INSIDE = re.compile(_alternation({t for t, v in _TOKENS.items() if v.inside}))
_SKELETONS: dict[str, _Token] = {}
_DELETES: dict[str, list[_Token]] = {}
for _t in _TOKENS.values():
    if not _t.primary:
        continue
    _SKELETONS.setdefault(skeleton(_t.text), _t)
    if len(_t.text) >= 6 or (len(_t.text) == 5 and _t.text not in _WORDLIKE):
        for _i in range(len(_t.text)):
            _DELETES.setdefault(_t.text[:_i] + _t.text[_i + 1 :], []).append(_t)
        _DELETES.setdefault(_t.text, []).append(_t)
_SPLIT = re.compile(r"[-.]+")
_DIGITS = re.compile(r"\d+")


def token_brand(token: str) -> Brand | None:
    """The brand a protected token belongs to (``paypal`` -> PayPal), or None."""
    t = _TOKENS.get(token)
    return None if t is None else t.brand


def _osa_at_most_one(a: str, b: str) -> bool:
    """True when a and b differ by at most one edit (insert, delete, substitute or swap neighbours)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        if a[i + 1 :] == b[i + 1 :]:
            return True
        return i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2 :] == b[i + 2 :]
    return a[i + 1 :] == b[i:] if la > lb else a[i:] == b[i + 1 :]


_KEYBOARD_ROWS = ("1234567890-", "qwertyuiop", "asdfghjkl", "zxcvbnm")


def _adjacent_keys() -> dict[str, str]:
    pos = {ch: (r, c) for r, row in enumerate(_KEYBOARD_ROWS) for c, ch in enumerate(row)}
    out: dict[str, str] = {}
    for ch, (r, c) in pos.items():
        out[ch] = "".join(o for o, (r2, c2) in pos.items() if o != ch and abs(r2 - r) <= 1 and abs(c2 - c) <= 1)
    return out


_ADJACENT = _adjacent_keys()
_VOWELS = frozenset("aeiouy")


def _plausible_slip(word: str, token: str) -> bool:
    """For short tokens, only the slips typosquatters favour: a dropped, doubled or swapped letter,
    a neighbouring key, a swapped vowel or one flipped bit. An extra letter at the end (kotak ->
    kotaku) or an arbitrary substitution (nzpost -> nypost) is usually just another word."""
    if len(word) < len(token):
        return word[0] == token[0]  # omission, but not of the first letter (icloud -> cloud)
    if len(word) > len(token):
        i = next((k for k in range(len(token)) if word[k] != token[k]), len(token))
        extra = word[i]
        near = (i > 0 and word[i - 1] == extra) or (i + 1 < len(word) and word[i + 1] == extra)
        return i < len(token) and (near or extra in _ADJACENT.get(token[i], ""))
    diff = [k for k in range(len(word)) if word[k] != token[k]]
    if len(diff) == 2:
        return True  # transposition
    a, b = token[diff[0]], word[diff[0]]
    if b in _ADJACENT.get(a, ""):
        return True
    bit = bin(ord(a) ^ ord(b)).count("1") == 1
    return len(token) >= 6 and ((a in _VOWELS and b in _VOWELS) or bit)


def _typo(word: str, min_token: int = 0) -> _Token | None:
    if len(word) < max(5, min_token - 1) or len(word) > 40:
        return None
    keys = [word] + [word[:i] + word[i + 1 :] for i in range(len(word))]
    for k in keys:
        for t in _DELETES.get(k, ()):
            if (
                len(t.text) >= min_token
                and t.text != word
                and _osa_at_most_one(word, t.text)
                and (len(t.text) >= 7 or _plausible_slip(word, t.text))
                and not _other_letter_name(word, t.text)
            ):
                return t
    return None


# Names of twelve letters or more, whose two-slip neighbours are no other word or name
# (steamcommunity -> steamcommunnity): kits stack two slips on them to pass one-edit filters.
_LONG_NAME = 12


def _deletes2(word: str) -> set[str]:
    one = {word[:i] + word[i + 1 :] for i in range(len(word))}
    return {word} | one | {w[:i] + w[i + 1 :] for w in one for i in range(len(w))}


@cache
def _long_names_by_deletes() -> dict[str, list[_Token]]:
    """Each long name under every string two deletions make of it (~14,000 keys, ~18 ms): built at
    the first long word met, not at import, which a text check never needs."""
    out: dict[str, list[_Token]] = {}
    for t in _TOKENS.values():
        if t.primary and len(t.text) >= _LONG_NAME and t.text.isalpha():
            for k in _deletes2(t.text):
                out.setdefault(k, []).append(t)
    return out


def _osa(a: str, b: str) -> int:
    """Optimal string alignment distance (insert, delete, substitute, swap neighbours)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[len(b)]


def _typo2(word: str) -> _Token | None:
    """Two slips in a long name, keeping its first letter (the one a reader checks)."""
    if len(word) < _LONG_NAME - 2 or len(word) > 40:
        return None
    by_deletes = _long_names_by_deletes()
    for k in _deletes2(word):
        for t in by_deletes.get(k, ()):
            if t.text[0] == word[0] and t.text != word and _osa(word, t.text) <= 2:
                return t
    return None


def _other_letter_name(word: str, token: str) -> bool:
    """A brand named by one letter before a word (t-mobile, e-transfer): another letter before the
    same word (ymobile) is another company's name, as common a pattern, not a slip."""
    return len(word) == len(token) and word[1:] == token[1:] and token[1:] in ORDINARY_WORDS


@lru_cache(maxsize=4096)
def _lookalike(word: str, *, typos: bool = True, min_typo_token: int = 7) -> tuple[str, _Token] | None:
    """Homograph, homoglyph, typo or hyphenation for one label or label part. ``typos=False`` (for
    parts of a label) still allows typos of long names (7+ letters), whose one-edit neighbours are
    rarely ordinary words (``lloydbank``), but not of short ones (cloud). Kept per word, as
    ``_combo`` is: a new host is often a known name under a new subdomain (``find_imitation``
    judges the label and the subdomain apart), and the typo search is a lookup per deletion."""
    if not word or word in _TOKENS or word in ORDINARY_WORDS:
        return None
    ascii_word = word.isascii()
    t = _SKELETONS.get(skeleton(word))
    if t is not None and not ascii_word:
        return "homograph", t
    if not ascii_word:
        return None
    if t is not None and len(t.text) >= 4:
        return "homoglyph", t
    if "-" in word:
        joined = word.replace("-", "")
        t = _TOKENS.get(joined)
        if t is not None and t.primary and len(joined) >= 6:
            return "hyphenation", t
        return None
    t2 = _typo(word) if typos else _typo(word, min_token=min_typo_token)
    if t2 is None and typos:
        t2 = _typo2(word)
    if t2 is not None:
        return "typo", t2
    return None


def _parts(label: str) -> list[str]:
    return [p for p in _SPLIT.split(label) if p]


# Words scammers glue onto a short brand name (dhlexpress, itaucard, upstracking): with one of
# these the short name counts even without a hyphen.
_GLUE = _words(
    "express card cards trade online login secure track tracking parcel parcels delivery deliveries pay "
    "bank banking app help support service services verify account update official group groups "
    "logistics shop store web mail post care center centre info alert claim refund"
)
_SHORT = {t: v for t, v in _TOKENS.items() if not v.inside and len(t) >= 3 and v.primary}


def _glued(part: str) -> _Token | None:
    for n in (3, 4, 5):
        head, tail = part[:n], part[n:]
        if head in _SHORT and tail in _GLUE:
            return _SHORT[head]
        head, tail = part[:-n], part[-n:]
        if tail in _SHORT and head in _GLUE:
            return _SHORT[tail]
    return None


# Every brand token, in one automaton: ``_combo`` finds a token in the label (or in it with its
# digits dropped) or nothing, so a name holding none (a campaign's fresh subdomain) is answered
# in one or two calls, before the regex of the inside tokens, the parts and the glue words.
_ANY_TOKEN = ahocorasick_rs.AhoCorasick(sorted(_TOKENS))


@lru_cache(maxsize=4096)
def _combo(label: str) -> _Token | None:
    if not _ANY_TOKEN.find_matches_as_indexes(label) and not (
        any(c.isdigit() for c in label) and _ANY_TOKEN.find_matches_as_indexes(_DIGITS.sub("", label))
    ):
        return None
    for m in _INSIDE.finditer(label):
        if not _in_a_word(label, m.start(), m.end()):
            return _TOKENS[m.group(0)]
    for part in _parts(label):
        bare = _DIGITS.sub("", part)
        if bare in ORDINARY_WORDS:
            continue
        t = _TOKENS.get(part) or _TOKENS.get(bare) or _glued(bare)
        if t is not None:
            return t
    return None


# A digit written inside a word for the letter it looks like (micr0soft, sharepo1nt): one or two
# digits with letters on both sides, so numbers beside a name (paypal2024, 1und1) stay numbers.
_DIGIT_IN_WORD = re.compile(r"(?<=[a-z])([01345]{1,2})(?=[a-z])")
_DIGIT_LETTERS = (str.maketrans("01345", "olesa"), str.maketrans("01345", "oiesa"))


def _digit_combo(label: str) -> _Token | None:
    """A brand spelled with digits for letters inside a longer name (``micr0softsupport``)."""
    if not _DIGIT_IN_WORD.search(label):
        return None
    for table in _DIGIT_LETTERS:
        folded = "".join(seg.translate(table) if i % 2 else seg for i, seg in enumerate(_DIGIT_IN_WORD.split(label)))
        t = _combo(folded) if folded != label else None
        if t is not None and len(t.text) >= 5 and t.text in folded:
            return t
    return None


def _words_holding() -> dict[str, tuple[str, ...]]:
    """brand token -> the ordinary words that contain it ("revolut" -> "revolution", ...)."""
    out: dict[str, list[str]] = {}
    for w in ORDINARY_WORDS:
        for m in _INSIDE.finditer(w):
            out.setdefault(m.group(0), []).append(w)
    return {t: tuple(ws) for t, ws in out.items()}


_HOLDING = _words_holding()


def _in_a_word(label: str, start: int, end: int) -> bool:
    """Whether the brand token at ``label[start:end]`` is part of an ordinary word there: the word
    found within those bounds always covers the token."""
    return any(label.find(w, max(0, end - len(w)), start + len(w)) != -1 for w in _HOLDING.get(label[start:end], ()))


def find_imitation(label: str, suffix: str, subdomain: str) -> Imitation | None:
    """The brand a host imitates, judged on its registrable label, suffix and subdomain.

    ``label`` and ``subdomain`` are in Unicode form (lower case). The caller has already ruled out
    the brand's own domains, so an exact brand label here means the brand under another suffix.

    What the label and suffix alone say is kept per pair (``_label_imitation``): a new host is mostly
    a new subdomain of a name seen before, and only the subdomain's steps run again.
    """
    first, combo = _label_imitation(label, suffix)
    if first is not None:
        return first
    if subdomain:
        sub = subdomain.lower()
        inner = _subdomain_domains(sub)
        if inner:
            return Imitation(inner[0].brand, "domain-in-subdomain", inner[0].text, subdomain)
    if combo is not None:
        return combo
    if subdomain:
        t = _combo(subdomain)
        if t is None:
            for part in _parts(subdomain):
                if len(part) >= 6:
                    h = _lookalike(part, typos=False, min_typo_token=6)
                    if h is not None:
                        t = h[1]
                        break
        if t is not None:
            return Imitation(t.brand, "subdomain", t.text, subdomain)
    return None


@lru_cache(maxsize=4096)
def _label_imitation(label: str, suffix: str) -> tuple[Imitation | None, Imitation | None]:
    """``find_imitation``'s answers from the label and suffix alone: the one that goes before the
    subdomain's (the brand under another suffix, a look-alike label or part) and the one that goes
    after a brand's domain written in the subdomain (a combosquat, digits for letters)."""
    if label in _DOMAIN_LABELS:
        return Imitation(_TOKENS[label].brand, "tld-swap", label, f"{label}.{suffix}"), None
    hit = _lookalike(label)
    if hit is None:
        for part in _parts(label):
            if len(part) >= 5 and part != label:
                hit = _lookalike(part, typos=False)
                if hit is not None:
                    break
    if hit is not None:
        return Imitation(hit[1].brand, hit[0], hit[1].text, label), None
    # A name registered under a government-only ending (amazon-basin.gov.br) was chosen by a
    # government body, not by a stranger copying a brand: no combosquat. Its subdomains still count.
    if not is_government_suffix(suffix):
        t = _combo(label)
        if t is not None:
            return None, Imitation(t.brand, "combo", t.text, label)
        t = _digit_combo(label)
        if t is not None:
            return None, Imitation(t.brand, "homoglyph", t.text, label)
    return None, None


_IN_SUB = re.compile(r"([a-z0-9-]+)\.(?:com|net|org|co|gov|edu)(?=$|[.-])")


def _subdomain_domains(sub: str) -> list[_Token]:
    """Brand tokens written as a domain inside the subdomain: ``paypal.com.evil.top``."""
    out: list[_Token] = []
    for m in _IN_SUB.finditer(sub):
        word = m.group(1).rsplit(".", 1)[-1].rsplit("-", 1)[-1]
        t = _TOKENS.get(word) or _SKELETONS.get(skeleton(word))
        if t is None:
            lk = _lookalike(word)
            t = None if lk is None else lk[1]
        if t is not None:
            out.append(t)
    return out


# Brand tokens that are also the everyday name of a site's own section: a hotel's or a clinic's
# /booking/, a bank's /treasury/, an insurer's /medicare/ or /healthcare/, a school's or a boat
# hire's /charter/. In a path they name the section, not the brand (a hotel's /booking/confirm
# scored 75); the brand's address written there (/booking.com/) is still read
# (URL_BRAND_ADDRESS_ELSEWHERE), and in a host name they are still the brand.
SECTION_WORDS = _words("booking treasury healthcare medicare charter")
_LONG = frozenset(t for t, v in _TOKENS.items() if v.inside and len(t) >= 8) - SECTION_WORDS
_WHOLE = frozenset(t for t in _TOKENS if len(t) >= 4 and re.fullmatch(r"[a-z0-9]+", t)) - SECTION_WORDS
_IN_TEXT = sorted(_LONG | _WHOLE)
_IN_TEXT_AUTOMATON = ahocorasick_rs.AhoCorasick(_IN_TEXT, matchkind=ahocorasick_rs.MatchKind.Standard)
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


@lru_cache(maxsize=1024)  # kept per path: a campaign's path under many fresh hosts; ~4 MB at worst
def brand_token_in(text: str) -> Brand | None:
    """A brand named in lower-case text such as a link path (``/boa_online/bankofamerica/``).

    Stricter than host matching: paths are full of ordinary words, so a brand must be a whole word
    (a run of ``[a-z0-9]``, the first that is a token of four letters or more), or for long names
    (8+ letters) the start of one (``/wellsfargoverify``), which wins: the leftmost, the longest
    there. One Aho-Corasick pass finds both kinds; a regex of the long names tried at every letter,
    then every word looked up, cost several times more on a link's path.
    """
    start_at = word_at = len(text) + 1
    start_token = word_token = ""
    for i, start, end in _IN_TEXT_AUTOMATON.find_matches_as_indexes(text, overlapping=True):
        token = _IN_TEXT[i]
        before = text[start - 1] if start else ""
        if (
            token in _LONG
            and not "a" <= before <= "z"
            and (start < start_at or (start == start_at and len(token) > len(start_token)))
        ):
            start_at, start_token = start, token
        if (
            start < word_at
            and token in _WHOLE
            and before not in _WORD_CHARS
            and (end == len(text) or text[end] not in _WORD_CHARS)
        ):
            word_at, word_token = start, token
    token = start_token or word_token
    return _TOKENS[token].brand if token else None


def misspelt_brand(word: str) -> Brand | None:
    """The brand of seven letters or more that ``word`` misspells (``dcusign`` -> DocuSign), or None."""
    hit = _lookalike(word)
    return None if hit is None or len(hit[1].text) < 7 else hit[1].brand


def combo_rest(im: Imitation) -> str:
    """What a combo label adds to the brand: ``-login`` in ``paypal-login``, ``1208`` in ``google1208``."""
    return im.evidence.replace(im.token, " ", 1) if im.technique in ("combo", "subdomain") else ""


def is_brand_label(label: str) -> bool:
    """True when the label is exactly a brand's domain name (``paypal``), not a variation of it."""
    return label in _DOMAIN_LABELS
