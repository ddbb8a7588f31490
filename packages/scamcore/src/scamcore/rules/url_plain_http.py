"""URL rules: a page sent over plain ``http://`` (group link_structure).

Why it matters now: browsers have marked password fields on plain-http pages "Not secure" since
2017 (Chrome 56, Firefox 51), and free certificates (Let's Encrypt, 2015) mean a business that asks
people to sign in serves that page over https. Phishing kits planted on neglected or hacked sites
still often run without a certificate. Plain http alone says little (old links, small sites), so
it only counts beside a sign-in page or beside other signs the link already has. Only a scheme the
sender wrote counts: a bare ``example.com/login`` in a message says nothing about TLS.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING
from urllib.parse import unquote

from .base import Rule, per_context
from .url_combos import KIT_SIGNS

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_structure"

# The words of a sign-in form itself, narrower than CRED_WORDS: "banking", "support" or "update"
# name ordinary information pages too.
_SIGNIN = re.compile(
    r"log[-_]?in|log[-_]?on|sign[-_]?in|sign[-_]?on|verif(?:y|ication)|validat(?!or)|authenticat|unlock|passw|"
    r"credential|webscr|reactivat|my[-_]?account|connexion|anmeld|inloggen|aanmelden|"
    # "sign in" where kits are most often written in Spanish, Portuguese, Italian and Polish
    r"iniciar-?sesi[oó]n|acessar|ingresar|accedi|zaloguj|logowanie"
)
# A site's own sign-in page names the page to return to afterwards as a path on the same site
# (?back=/credits, ?url=%2Fhub%2F...): a kit has nowhere of its own to send people back to.
_RETURN_PATH = re.compile(
    r"(?:^|[&;])(?:url|next|back|ref|from|continue|return(?:_?(?:url|to|path))?|redirect(?:_?(?:url|to|uri))?|"
    r"goto|dest(?:ination)?)=/"
)

# Signs counted by URL_PLAIN_HTTP_WITH_SIGNS: the layout of a kit copied onto someone's website.
# Not host reputation (a cheap TLD over http is no worse than over https), not the brand or lure
# words of the host name (old newsletters link http://www.revolution-os.com/), and not the words
# in the path, which URL_SIGNIN_PAGE_NO_TLS already weighs.
_SIGNS = (
    *KIT_SIGNS,
    "URL_HIDDEN_FOLDER",
    "URL_SIGNIN_SCRIPT",
    "URL_DOUBLE_EXTENSION",
    "URL_HASH_FOLDER_PAGE",
    "URL_ENCODED_EMAIL",
    "URL_WELL_KNOWN_PAGE",
    "URL_HOSTING_ACCOUNT_NAME",
    "URL_BRAND_TOP_FOLDER",
    "URL_BANK_PAGE_ELSEWHERE",
)
# Kits are PHP or static HTML, dropped where a hacked or free account lets them write: a sign-in
# page of a Java, .NET or ColdFusion application (/servlet/, .jsp, .do, .aspx, .cfm) is the site's own.
_APP_PAGE = re.compile(r"/servlets?/|\.(?:jsp|do|action|aspx?|cfm)(?:/|$)")


@per_context
def _plain_http_elsewhere(ctx: UrlContext) -> bool:
    """Sent over plain http (as the sender wrote it) to a page that is neither a brand's own nor
    one that forwards back to its own site. Both rules below ask; worked out once per link."""
    return ctx.parsed.raw[:5].lower() == "http:" and ctx.official is None and not _forwards_home(ctx)


def _forwards_home(ctx: UrlContext) -> bool:
    """The link carries a way back to its own site: a sign-in page's "return to", a site's own redirect."""
    n = ctx.nested
    if n is not None and n.registrable_domain == ctx.parts.registrable:
        return True
    return _RETURN_PATH.search(unquote(unquote(ctx.parsed.query)).lower()) is not None


def _signin_no_tls(ctx: UrlContext) -> str | None:
    """A sign-in or verify page on someone's website, sent without TLS."""
    if ctx.platform is not None or ctx.parsed.ip or not _plain_http_elsewhere(ctx):
        return None
    return _signin_segment(ctx.plain_path)


@lru_cache(maxsize=1024)
def _signin_segment(plain_path: str) -> str | None:
    """``_signin_no_tls``'s work on the path alone, kept per path (as ``url_combos``' path rows)."""
    if _APP_PAGE.search(plain_path):
        return None
    for seg in plain_path.split("/"):
        # An article's slug or a non-Latin title ("746508-EyeVerify人眼識別...") is prose.
        if len(seg) > 40 or not seg.isascii() or seg.count("-") + seg.count("_") >= 3:
            continue
        if _SIGNIN.search(seg):
            return f"http://…/{seg}"
    return None


def _http_with_signs(ctx: UrlContext) -> str | None:
    if not _plain_http_elsewhere(ctx):
        return None
    sign = ctx.first_evidence(_SIGNS)
    return None if sign is None else f"http:// + {sign}"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_SIGNIN_PAGE_NO_TLS",
        group=G,
        weight=30,
        description="A sign-in or verify page sent without encryption (plain http://)",
        fires=(
            "http://example.com/secure/login/",
            "http://example.org/x/verification/web/",
            "http://shop.example.net/myaccount/index.html",
            "http://example.com/x/Sign_in.html",
        ),
        quiet=(
            "https://example.com/secure/login/",
            "example.com/login",
            "http://example.com/login?back=%252Fcredits%252Fsend",
            "http://example.com/news/how-to-reset-your-login-password",
            "http://example.com/tools/validator/",
            "http://www.paypal.com/signin",
            "http://news.example.com/servlet/url_login?email=&brand=news",
        ),
        check=_signin_no_tls,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_PLAIN_HTTP_WITH_SIGNS",
        group=G,
        weight=15,
        description="The link has other warning signs and is sent without encryption (http://)",
        fires=("http://example.com/includes/x/index.php", "http://example.org/.secure/x/"),
        quiet=(
            "https://example.com/includes/x/index.php",
            "http://example.com/news/",
            "http://paypal-records.com/",
            "http://example.com/redirect.asp?url=http://forum.example.com/thread.asp?id=1",
        ),
        check=_http_with_signs,
        reads=_SIGNS,
        source="url",
    ),
)
