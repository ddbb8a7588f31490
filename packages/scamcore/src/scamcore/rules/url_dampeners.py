"""URL rules: reassuring link signs (group dampener, negative weight).

A brand's own domain lowers the score; it never makes a result "safe": brand sites host user
content, open redirects and compromised pages too, which is why free-host areas of big platforms
(sites.google.com, *.sharepoint.com) are excluded before this rule is reached.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Rule

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]


def _official(ctx: UrlContext) -> str | None:
    b = ctx.official
    if b is None or "URL_BRAND_SITE_REDIRECT" in ctx.hits:
        return None  # the brand's site only forwards elsewhere: its name reassures nothing
    return f"{ctx.parts.registrable} ({b.name})"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_OFFICIAL_DOMAIN",
        group="dampener",
        weight=-30,
        description="The link goes to a domain the brand lists as its own",
        fires=("https://www.paypal.com/signin", "https://accounts.google.com/", "https://amazon.co.uk/"),
        quiet=(
            "https://paypal-secure.com/",
            "https://sites.google.com/view/x",
            "https://example.com/",
            "https://www.google.com/url?q=http://example.net/page",
        ),
        check=_official,
        reads=("URL_BRAND_SITE_REDIRECT",),
        source="url",
    ),
)
