"""Brands most impersonated by scammers, with their official domains (``data/brands.txt``).

Why a curated table: no maintained open list maps brands to the domains they really use, and the
look-alike checks need to know both what to protect (``paypal``) and what is genuine
(``paypal.com``). The file records its own source and date.

``brands_mentioned`` runs one precompiled alternation of every alias over case-folded text, so the
cost does not grow with one regex per brand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

from .domains import SUSPICIOUS_TLDS

__all__ = ["BRANDS", "Brand", "brand_for_domain", "brands_mentioned", "parse_brands"]


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


_ALIAS_BRAND: dict[str, Brand] = {}
for _b in BRANDS:
    for _a in _b.aliases:
        _ALIAS_BRAND.setdefault(_a, _b)

# Longest first so "bank of america" wins over a shorter alias starting at the same place.
_ALIASES = re.compile(
    r"(?<![\w@&+-])(?:"
    + "|".join(re.escape(a) for a in sorted(_ALIAS_BRAND, key=len, reverse=True))
    + r")(?![\w&+]|-\w)"
)


@lru_cache(maxsize=256)
def brands_mentioned(folded_text: str) -> tuple[Brand, ...]:
    """Brands whose alias appears as a whole word in case-folded text, in order of first mention."""
    seen: dict[str, Brand] = {}
    for m in _ALIASES.finditer(folded_text):
        b = _ALIAS_BRAND[m.group(0)]
        seen.setdefault(b.name, b)
    return tuple(seen.values())
