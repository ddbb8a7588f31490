"""Brands most impersonated by scammers, with their official domains (``data/brands.txt``).

Why a curated table: no maintained open list maps brands to the domains they really use, and the
look-alike checks need to know both what to protect (``paypal``) and what is genuine
(``paypal.com``). The file records its own source and date.

``brands_mentioned`` runs one precompiled alternation of every alias over case-folded text, so the
cost does not grow with one regex per brand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

import ahocorasick_rs

from .domains import SUSPICIOUS_TLDS

__all__ = [
    "BRANDS",
    "Brand",
    "aliases_where",
    "brand_for_domain",
    "brand_for_host",
    "brands_mentioned",
    "parse_brands",
]


@dataclass(frozen=True, slots=True)
class Brand:
    name: str
    category: str  # a scam category id: bank, delivery, government, toll, account, crypto, marketplace...
    domains: tuple[str, ...]
    aliases: tuple[str, ...] = ()


def parse_brands(text: str) -> tuple[Brand, ...]:
    """Parse the ``name | category | domains | aliases`` table; blank lines and ``#`` comments skipped."""
    out: list[Brand] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split(" | ")]
        if len(fields) != 4:
            raise ValueError(f"brands line {n}: expected 4 fields separated by ' | ', got {len(fields)}")
        name, cat, doms, aliases = fields
        domains = tuple(d.strip().lower() for d in doms.split(",") if d.strip())
        names = tuple(a.strip().lower() for a in aliases.split(",") if a.strip())
        if not name or not cat or not domains:
            raise ValueError(f"brands line {n}: name, category and at least one domain are required")
        out.append(Brand(name, cat, domains, names))
    return tuple(out)


BRANDS: tuple[Brand, ...] = parse_brands(files("scamcore").joinpath("data/brands.txt").read_text("utf-8"))

_EXACT: dict[str, Brand] = {}
_ANY_CC: dict[str, Brand] = {}  # "google" -> Google, from "google.*"
for _b in BRANDS:
    for _d in _b.domains:
        if _d.endswith(".*"):
            _ANY_CC.setdefault(_d[:-2], _b)
        else:
            _EXACT.setdefault(_d, _b)


def _country_suffix(suffix: str) -> bool:
    """``de``, ``co.uk``, ``com.au``: a country-code suffix, except the free ones scammers favour (.tk)."""
    parts = suffix.split(".")
    return len(parts[-1]) == 2 and len(parts) <= 2 and parts[-1] not in SUSPICIOUS_TLDS


def brand_for_domain(registrable_domain: str) -> Brand | None:
    """The brand that lists this registrable domain as its own, or None."""
    d = registrable_domain.lower().rstrip(".")
    hit = _EXACT.get(d)
    if hit is not None:
        return hit
    label, _, suffix = d.partition(".")
    if suffix and _country_suffix(suffix):
        return _ANY_CC.get(label)
    return None


def brand_for_host(host: str, registrable_domain: str) -> Brand | None:
    """The brand that lists ``host`` or one of its parents above ``registrable_domain`` as its own
    site (``dmv.ca.gov``, ``consumer.ftc.gov``): a body that shares its registered name with others
    (a state's ``ca.gov``) lists the host it runs, which ``brand_for_domain`` never sees.

    The parents' answer is kept (``_brand_above``): a new host is mostly a new label before one seen."""
    h = host.lower().rstrip(".")
    if not h.endswith("." + registrable_domain):
        return None
    hit = _EXACT.get(h)
    return hit if hit is not None else _brand_above(h.partition(".")[2], registrable_domain)


@lru_cache(maxsize=4096)
def _brand_above(h: str, registrable_domain: str) -> Brand | None:
    """``brand_for_host``'s walk from ``h`` up."""
    while h.endswith("." + registrable_domain):
        hit = _EXACT.get(h)
        if hit is not None:
            return hit
        h = h.partition(".")[2]
    return None


_ALIAS_BRAND: dict[str, Brand] = {}
for _b in BRANDS:
    for _a in _b.aliases:
        _ALIAS_BRAND.setdefault(_a, _b)

# Every alias in one Aho-Corasick automaton (a compiled DFA): one pass over a 20 kB e-mail costs
# microseconds, where a regex alternation of ~800 aliases tried at every position cost milliseconds.
_ALIAS_LIST = sorted(_ALIAS_BRAND, key=len, reverse=True)
_ALIAS_AUTOMATON = ahocorasick_rs.AhoCorasick(_ALIAS_LIST, matchkind=ahocorasick_rs.MatchKind.Standard)


def aliases_where(keep: Callable[[Brand], bool]) -> frozenset[str]:
    """The aliases through which ``brands_mentioned`` can name a brand that ``keep`` accepts: a check
    on such brands cannot fire on a text holding none of them (the rule table's prefilter)."""
    return frozenset(alias for alias, brand in _ALIAS_BRAND.items() if keep(brand))


def _word_alone(text: str, start: int, end: int) -> bool:
    """The alias is a whole word: not glued to a letter, digit, "@", "&", "+" or a hyphenated word."""
    if start and (text[start - 1].isalnum() or text[start - 1] in "_@&+-"):
        return False
    if end < len(text):
        nxt = text[end]
        if nxt.isalnum() or nxt in "_&+" or (nxt == "-" and end + 1 < len(text) and _is_word(text[end + 1])):
            return False
    return True


def _is_word(char: str) -> bool:
    return char.isalnum() or char == "_"


@lru_cache(maxsize=256)
def brands_mentioned(folded_text: str) -> tuple[Brand, ...]:
    """Brands whose alias appears as a whole word in case-folded text, in order of first mention."""
    hits = [
        (start, -(end - start), i)
        for i, start, end in _ALIAS_AUTOMATON.find_matches_as_indexes(folded_text, overlapping=True)
        if _word_alone(folded_text, start, end)
    ]
    hits.sort()
    seen: dict[str, Brand] = {}
    done = 0
    for start, neg_len, i in hits:
        if start < done:
            continue  # as a regex scan would: the longest whole-word alias at a place, then on past it
        done = start - neg_len
        b = _ALIAS_BRAND[_ALIAS_LIST[i]]
        seen.setdefault(b.name, b)
    return tuple(seen.values())
