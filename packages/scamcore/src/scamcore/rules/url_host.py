"""URL rules: where the link is hosted (group link_host).

Cheap TLDs, free hosting and shorteners are where most throwaway scam pages live, but also where
plenty of harmless pages live, so each is a mild signal and the group cap stays below "suspicious".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS
from ..lookalike import is_brand_label
from .base import Rule

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_host"


def _tld(strength: str) -> Callable[[UrlContext], str | None]:
    """A deep-link service's ending (``app.link``) is the service's, not a name registered for one
    campaign; a name anyone picked there is read by ``_link_service_name`` instead. Shorteners keep
    the sign (dropping it for tiny.cc and the like put a phishing link of half B below suspicious)."""

    def check(ctx: UrlContext) -> str | None:
        if ctx.official is not None or not ctx.tld or ctx.link_service is not None:
            return None
        return f".{ctx.tld}" if SUSPICIOUS_TLDS.get(ctx.tld) == strength else None

    return check


def _free_host(ctx: UrlContext) -> str | None:
    return ctx.free_host


def _shortener(ctx: UrlContext) -> str | None:
    return ctx.shortener


def _link_service_name(ctx: UrlContext) -> str | None:
    """A name on a deep-link service (``verify-account.app.link``) other than a brand's own: anyone
    can open an account and pick a free name, as on free hosting, and its ending is the service's,
    so the cheap-ending signs that mark such a host elsewhere are quiet there (``_tld``). Unlike a
    shortener's path (``bit.ly/StudentPortalLogin``), the name is a host the account chose."""
    host, service = ctx.parsed.host, ctx.link_service
    if service is None or host == service:
        return None
    tenant = host[: -len(service) - 1]
    return None if is_brand_label(tenant) else host


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
        quiet=("https://example.com/", "https://example.top/", "https://spotify.app.link/abc123"),
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
        id="_URL_LINK_SERVICE_NAME",
        group=G,
        weight=0,
        description="A name anyone could pick on a deep-link service",
        fires=("https://verify-account.app.link/", "https://x7k2qz9w.onelink.me/verify"),
        quiet=("https://spotify.app.link/abc123", "https://bit.ly/3abcd", "https://app.link/"),
        check=_link_service_name,
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
