"""Brands most impersonated by scammers, with their official domains (STUB: replaced by the full
implementation backed by ``data/brands.txt``).

Contract: ``BRANDS`` (tuple of Brand), ``brand_for_domain(registrable_domain)`` -> the brand that
lists that domain as its own, or None; ``brands_mentioned(folded_text)`` -> brands whose name or
alias appears as a word in the text (case-folded input).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BRANDS", "Brand", "brand_for_domain", "brands_mentioned"]


@dataclass(frozen=True, slots=True)
class Brand:
    name: str
    category: str  # a scam category id: bank, delivery, government, toll, account, crypto, marketplace...
    domains: tuple[str, ...]
    aliases: tuple[str, ...] = ()


BRANDS: tuple[Brand, ...] = (
    Brand("PayPal", "account", ("paypal.com", "paypal.me"), ("paypal",)),
    Brand("USPS", "delivery", ("usps.com",), ("usps",)),
)


def brand_for_domain(registrable_domain: str) -> Brand | None:
    for b in BRANDS:
        if registrable_domain in b.domains:
            return b
    return None


def brands_mentioned(folded_text: str) -> tuple[Brand, ...]:
    return tuple(b for b in BRANDS if any(a in folded_text for a in b.aliases))
