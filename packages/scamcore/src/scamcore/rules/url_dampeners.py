"""URL rules: reassuring link signs (group dampener, negative weight).

A brand's own domain lowers the score; it never makes a result "safe": brand sites host user
content, open redirects and compromised pages too, which is why free-host areas of big platforms
(sites.google.com, *.sharepoint.com) are excluded before this rule is reached.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..domains import without_www
from ..relays import oauth_request
from .base import Rule, per_context

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "help_article", "oauth_sign_in"]


@per_context
def oauth_sign_in(ctx: UrlContext) -> str | None:
    """The scopes of an OAuth/OpenID authorize request on a listed provider's own host ("" for
    none), or None (relays.oauth_request): the provider's sign-in page for another company's app."""
    if ctx.official is None:
        return None
    return oauth_request(ctx.parsed.path, ctx.parsed.query)


def _official(ctx: UrlContext) -> str | None:
    b = ctx.official
    if b is None or "URL_BRAND_SITE_REDIRECT" in ctx.hits:
        return None  # the brand's site only forwards elsewhere: its name reassures nothing
    if oauth_sign_in(ctx) is not None:
        return None  # it signs the reader in to somebody else's app, consent phishing's link too
    return f"{ctx.parts.registrable} ({b.name})"


# The subdomain (or the first folder) a company keeps for its own help pages, and an article's
# address there: a help desk's numbered article (``/hc/en-us/articles/360012345``,
# ``/articles/6291629-...``) or a title of three or more words (``/two-factor-authentication/``), a
# few folders deep, with no file, query or fragment. A phishing page is a form to fill in, named
# for its ask (``/login.php``, ``/verify/?id=...``); an article explains, and its title is the
# page's whole name.
_HELP_SUBDOMAINS = frozenset(
    {"support", "help", "docs", "kb", "knowledge", "knowledgebase", "helpcenter", "helpdesk", "faq", "faqs"}
    | {"learn", "guide", "guides", "manual"}
)
_ARTICLE = re.compile(
    r"^/(?:[a-z]{2}(?:-[a-z]{2,4})?/)?"
    r"(?:hc/(?:[a-z]{2}(?:-[a-z]{2,4})?/)?articles/\d{4,}(?:-[a-z0-9-]+)?"
    r"|(?:[a-z0-9-]+/){0,3}(?:articles?/\d{4,}-)?[a-z0-9]+(?:-[a-z0-9]+){2,})/?$"
)
_LANG = re.compile(r"^[a-z]{2}(?:-[a-z]{2,4})?$")


@per_context
def help_article(ctx: UrlContext) -> str | None:
    """An article in a site's help centre: on its help subdomain (``support.example.com/...``), or
    under a help folder of its own bare domain (``example.com/help/...``), on a site that imitates
    no brand and is on no shared host (a brand's own is URL_OFFICIAL_DOMAIN's)."""
    p = ctx.parsed
    if ctx.official is not None or ctx.imitation is not None or ctx.free_host is not None or p.ip or p.query:
        return None
    if p.port or p.fragment and not p.fragment.isalnum():
        return None
    sub = without_www(ctx.parts.subdomain)
    path = p.path.lower()
    if sub in _HELP_SUBDOMAINS:
        return f"{p.host}{p.path}" if _ARTICLE.match(path) else None
    segs = [s for s in path.split("/") if s]
    if segs and _LANG.match(segs[0]):
        segs = segs[1:]
    if sub or len(segs) < 2 or segs[0] not in _HELP_SUBDOMAINS:
        return None
    return f"{p.host}{p.path}" if _ARTICLE.match("/" + "/".join(segs[1:])) else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_OFFICIAL_DOMAIN",
        group="dampener",
        weight=-30,
        description="The link goes to a domain the brand lists as its own",
        fires=(
            "https://www.paypal.com/signin",
            "https://accounts.google.com/",
            "https://amazon.co.uk/",
            "https://www.dmv.ca.gov/portal/",  # a body's own host under a shared registered name
        ),
        quiet=(
            "https://paypal-secure.com/",
            "https://sites.google.com/view/x",
            "https://example.com/",
            "https://www.google.com/url?q=http://example.net/page",
            "https://github.com/login/oauth/authorize?client_id=abc123&redirect_uri=https://app.example.com/cb",
        ),
        check=_official,
        reads=("URL_BRAND_SITE_REDIRECT",),
        source="url",
    ),
    Rule(
        id="URL_HELP_CENTRE_ARTICLE",
        group="dampener",
        weight=-30,
        description="The link opens an article in a company's own help centre",
        fires=(
            "https://support.example-vault.com/hc/en-us/articles/360012345678",
            "https://help.example.pro/en/getting-started/set-up-two-factor-sign-in/",
            "https://example-notes.co/docs/account/turn-on-an-authenticator-app",
        ),
        quiet=(
            "https://support.example-vault.com/login.php",
            "https://help.example.com/verify-your-account?id=42",
            "https://support-paypa1.com/hc/en-us/articles/360012345678",
            "https://help.example.pages.dev/how-to-sign-in-now/",
            "https://example.com/how-to-sign-in-now/",
            "https://example.com/help/login.php",
            "https://shop.example.com/help/how-to-sign-in-now/",
        ),
        check=help_article,
        source="url",
    ),
)
