"""URL rules: where the link is hosted (group link_host).

Cheap TLDs, free hosting and shorteners are where most throwaway scam pages live, but also where
plenty of harmless pages live, so each is a mild signal and the group cap stays below "suspicious".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS
from .base import Rule

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_host"


def _tld(strength: str) -> Callable[[UrlContext], str | None]:
    def check(ctx: UrlContext) -> str | None:
        if ctx.official is not None or not ctx.tld:
            return None
        return f".{ctx.tld}" if SUSPICIOUS_TLDS.get(ctx.tld) == strength else None

    return check


def _free_host(ctx: UrlContext) -> str | None:
    return ctx.free_host


def _shortener(ctx: UrlContext) -> str | None:
    return ctx.shortener


def _no_tld(ctx: UrlContext) -> str | None:
    h = ctx.parsed.host
    if not h or ctx.parsed.ip or h == "localhost":
        return None
    return h if not ctx.parts.suffix else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CHEAP_TLD",
        group=G,
        weight=25,
        description="The website uses a web ending that is cheap and popular with scammers",
        fires=("https://example.top/", "http://parcel-help.xyz/"),
        quiet=("https://example.com/", "https://example.co.uk/"),
        check=_tld("strong"),
        source="url",
    ),
    Rule(
        id="URL_RISKY_TLD",
        group=G,
        weight=10,
        description="The website uses a web ending often seen on short-lived sites",
        fires=("https://example.online/", "https://example.info/"),
        quiet=("https://example.com/", "https://example.top/"),
        check=_tld("mild"),
        source="url",
    ),
    Rule(
        id="URL_FREE_HOSTING",
        group=G,
        weight=20,
        description="The page sits on a free hosting or site-builder service anyone can use",
        fires=(
            "https://my-page.weebly.com/",
            "https://x.web.app/",
            "https://sites.google.com/view/x",
            "https://parcel-help.s3.eu-west-2.amazonaws.com/track.html",
        ),
        quiet=("https://www.weebly.com/", "https://www.google.com/search?q=x"),
        check=_free_host,
        source="url",
    ),
    Rule(
        id="URL_SHORTENER",
        group=G,
        weight=10,
        description="A link shortener hides where this link really goes",
        fires=("https://bit.ly/3abcd", "https://tinyurl.com/xyz"),
        quiet=("https://example.com/",),
        check=_shortener,
        advice="Shortened links hide their destination; be careful before opening them.",
        source="url",
    ),
    Rule(
        id="URL_NO_PUBLIC_SUFFIX",
        group=G,
        weight=10,
        description="The website name has no recognised ending such as .com",
        fires=("http://paypal.verify/", "http://secure.login.invalidtld/"),
        quiet=("https://example.com/", "http://localhost/"),
        check=_no_tld,
        source="url",
    ),
)
