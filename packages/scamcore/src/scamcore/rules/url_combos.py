"""URL rules: combinations of link signs that together make a phishing pattern.

Each single lexical sign (a free host, a cheap TLD, a sign-in word, a CMS folder) is common on
harmless links; phishing links are the ones where they meet. Composites run after the single
rules and read ``ctx.hits``. They count in link_identity (or link_structure for kit layouts) so the
combined weight can pass the "suspicious" band while any one family stays capped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING
from urllib.parse import unquote

from ..brands import Brand, brand_for_domain
from ..domains import TOPIC_SITES, split_host
from ..lookalike import SECTION_WORDS, brand_token_in, misspelt_brand, token_brand
from ..scoring import band_minimum
from .base import Rule, needs
from .model import Composite, Spread, Tier, rows
from .url_dampeners import oauth_sign_in
from .url_facts import PATH, QUERY_OR_FRAGMENT
from .url_identity import STRONG_CRED

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["KIT_SIGNS", "RULES"]

_RISKY_HOST = (
    "URL_CHEAP_TLD",
    "URL_RISKY_TLD",
    "URL_FREE_HOSTING",
    "URL_IP_HOST",
    "URL_IP_DISGUISED",
    "URL_NO_PUBLIC_SUFFIX",
    "URL_RANDOM_NAME",
    "_URL_LINK_SERVICE_NAME",
)
# The layout of a phishing kit unpacked onto someone's website, as opposed to how the site names
# its own pages. URL_PLAIN_HTTP_WITH_SIGNS counts these too.
KIT_SIGNS = (
    "URL_KIT_FOLDER",
    "URL_KIT_FILE",
    "URL_KIT_MARKER",
    "URL_RANDOM_FOLDER",
    "URL_CMS_SYSTEM_PATH",
    "URL_PAGE_IN_ASSET_FOLDER",
    "URL_ASSET_FOLDER_ASKED",
    "URL_SAVED_PAGE_NAME",
    "URL_SIGNIN_IN_FILE_FOLDER",
    "URL_EMAIL_PLACEHOLDER",
)
_KIT = (*KIT_SIGNS, "URL_DEEP_SCRIPT", "URL_SESSION_TOKEN", "URL_ENCODED_SEGMENT")
_CRED = ("URL_CREDENTIAL_HOST", "URL_CREDENTIAL_PATH")


def _is_slug(segment: str) -> bool:
    """An article slug ("google-launches-security-feature-for-chrome") is prose, not a kit folder."""
    return segment.count("-") + segment.count("_") >= 4


# Query keys that name where a visitor came from (``utm_source=facebook``, ``ref=google``): a
# campaign's or a referrer's name, which every marketing link carries, not the page's subject.
_REFERRAL_KEY = re.compile(r"utm_\w*|ref|referr?er|source|src|via")


def _about_brands(ctx: UrlContext) -> bool:
    """The site is the brand's, imitates one, or is a topic site whose questions and articles name
    brands as their subject (TOPIC_SITES): a brand in its path is no sign."""
    return ctx.official is not None or ctx.imitation is not None or ctx.parts.registrable in TOPIC_SITES


def _brand_in_path(ctx: UrlContext) -> str | None:
    return None if _about_brands(ctx) else _brand_named_in(ctx.plain_path, ctx.parsed.query)


# The path rows' work on the path alone, kept per path (1,024 each; the keys are the link's own
# strings, shared by every cache): a campaign sends one path under many fresh hosts, and a new host
# then costs a lookup per row instead of the row's splits and searches.


@lru_cache(maxsize=1024)
def _brand_named_in(plain_path: str, query: str) -> str | None:
    path = "/".join(seg for seg in plain_path.split("/") if not _is_slug(seg))
    query = "&".join(pair for pair in query.lower().split("&") if not _REFERRAL_KEY.fullmatch(pair.split("=", 1)[0]))
    text = path + "?" + query
    b = brand_token_in(text)
    return None if b is None else b.name


_PAGE_EXT = re.compile(r"\.(?:php\d?|html?|aspx?)$")
_NAME = re.compile(r"[a-z][a-z0-9_-]{2,40}")


def _brand_segment(seg: str) -> Brand | None:
    stem = _PAGE_EXT.sub("", seg)
    if not _NAME.fullmatch(stem):
        return None
    word = stem.rstrip("0123456789_-").replace("-", "").replace("_", "")
    return None if word in SECTION_WORDS else token_brand(word)


def _brand_folder(ctx: UrlContext) -> str | None:
    """A brand's name as a whole folder or file name (``/chase/``, ``/microsoft.html``) on a site that
    is not the brand's: kits are unpacked into folders named after their target."""
    return None if _about_brands(ctx) else _brand_folder_in(ctx.plain_path)


@lru_cache(maxsize=1024)
def _brand_folder_in(plain_path: str) -> str | None:
    for seg in plain_path.split("/"):
        b = _brand_segment(seg)
        if b is not None:
            return f"/{seg} ({b.name})"
    return None


def _brand_typo_folder(ctx: UrlContext) -> str | None:
    """A folder or page named with a brand's name misspelt (``/dcusign/``, ``/Netflixx``): kits name
    their folder after the target and misspell it so that scanners looking for the name miss it."""
    return None if _about_brands(ctx) else _brand_typo_in(ctx.plain_path)


@lru_cache(maxsize=1024)
def _brand_typo_in(plain_path: str) -> str | None:
    for seg in plain_path.split("/"):
        stem = _PAGE_EXT.sub("", seg)
        if not _NAME.fullmatch(stem):
            continue
        word = stem.rstrip("0123456789_-").replace("-", "").replace("_", "")
        if len(word) < 7 or token_brand(word) is not None or word.removesuffix("s") in SECTION_WORDS:
            continue  # /bookings/ is the plural of a section's name, not Booking misspelt
        b = misspelt_brand(word)
        if b is not None:
            return f"/{seg} ({b.name})"
    return None


# Card schemes are named on every bank's and shop's card pages (/cards/mastercard/...).
_CARD_SCHEMES = frozenset({"Visa", "Mastercard", "American Express"})
# Folders under which a brand's name is a topic or a catalogue entry, not a copied site.
_LISTING = frozenset(
    str.split("tag tags topic topics category categories brand brands shop store stores search wiki news blog c t")
)


def _brand_folder_path(ctx: UrlContext, most: int) -> list[str] | None:
    """The path's segments when a brand folder fired off a shared platform and the path has at most
    ``most`` of them: the two refinements below only read short paths (a long one is an article)."""
    if "URL_BRAND_FOLDER" not in ctx.hits or ctx.platform is not None:
        return None
    segs = [s for s in ctx.plain_path.split("/") if s]
    return segs if len(segs) <= most else None


def _brand_top_folder(ctx: UrlContext) -> str | None:
    """The brand's folder is the site's first or second folder in a short path (``/chase/``,
    ``/bofs/bankofamerica/x``): where a kit's zip is unpacked at the top of a hacked site. A brand
    deep in a long path (``/2015/05/story/Apple/Beats``) is an article's tag, one under ``/tag/``
    or ``/brands/`` a catalogue page, and a page named after it (``/blogger.html``) a page about it.
    Alone it stays below "suspicious": a software shop may file pages under /microsoft/. A bank's
    name (URL_BANK_PAGE_ELSEWHERE) or a page sent over plain http adds what is missing."""
    segs = _brand_folder_path(ctx, 4)
    if segs is None:
        return None
    folder = ctx.plain_path.endswith("/")
    for i, seg in enumerate(segs[:2]):
        if i and (segs[0] in _LISTING or _is_slug(segs[0])):
            return None
        b = _brand_segment(seg)
        if b is None or b.category == "marketplace" or b.name in _CARD_SCHEMES:
            continue  # shops file their pages under the marketplaces and card schemes they sell through
        # A folder with more below it: "/walmart" or "/blogger.html" alone is a page about the brand.
        if (i + 1 < len(segs) or folder) and not _PAGE_EXT.search(seg):
            return f"/{'/'.join(segs[: i + 1])}/ ({b.name})"
    return None


def _bank_page(ctx: UrlContext) -> str | None:
    """A bank's name as a page or folder anywhere in a short path of another website (``/natwest``,
    ``/calendar/absa.htm``): nobody but a kit names a page on a flooring shop's site after a bank,
    while shops and blogs do name pages after tech and retail brands."""
    segs = _brand_folder_path(ctx, 5)
    if segs is None:
        return None
    for i, seg in enumerate(segs):
        if i and (segs[i - 1] in _LISTING or _is_slug(segs[i - 1])):
            return None
        b = _brand_segment(seg)
        if b is not None and b.category == "bank" and b.name not in _CARD_SCHEMES:
            return f"/{seg} ({b.name})"
    return None


def _imitation_plus(ids: tuple[str, ...]) -> Callable[[UrlContext], str | None]:
    def check(ctx: UrlContext) -> str | None:
        if ctx.imitation is None:
            return None
        y = ctx.first_evidence(ids)
        return None if y is None else f"{ctx.imitation.brand.name} + {y}"

    return check


# Signs that are not themselves combinations, host reputation or reassurance: several of these in
# one link is how kit links differ from ordinary deep links (SpamAssassin-style count meta rule).
_NOT_COUNTED = frozenset(
    {
        "URL_SHORTENER",
        "URL_OFFICIAL_DOMAIN",
        "URL_NESTED_LINK",
        "URL_OAUTH_APP_SIGN_IN",
        "URL_OAUTH_ODD_RETURN",
        "URL_RISKY_TLD",
        "URL_CREDENTIAL_HOST_MANY",
        "URL_KIT_LAYOUT",
        "URL_BRAND_ON_RISKY_HOST",
        "URL_SIGNIN_ON_RISKY_HOST",
        "URL_BRAND_PAGE_ELSEWHERE",
        "URL_SEVERAL_SIGNS",
        "URL_MANY_SIGNS",
        # refinements of a sign already counted: counting them again would count one sign twice
        "URL_PAGE_IN_STATIC_FOLDER",
        "URL_BRAND_WITH_LURE_WORD",
        "URL_IP_WITH_PAGE",
        "URL_HOSTING_ACCOUNT_PAGE",
        "URL_BRAND_SIGNIN_ADDRESS_ELSEWHERE",
        "URL_BRAND_SITE_COPY",
        "URL_LURE_NAME_MANY",
        "URL_CHEAP_TLD_PLUS",
        "URL_FREE_HOST_ODD_NAME",
        "URL_THROWAWAY_HOST",
        "URL_BRAND_COMBO_PLUS",
        "URL_BRAND_SUBDOMAIN_PLUS",
        "URL_NUMBERED_NAME",
        "URL_BRAND_TOP_FOLDER",
        "URL_BANK_PAGE_ELSEWHERE",
        "URL_SIGNIN_FORM_LURE_HOST",
        # a crypto word on free hosting or a cheap ending: the hosting sign is already counted
        "URL_CRYPTO_ON_HOSTING",
    }
)


# A page file named for signing in (login.php: URL_KIT_FILE; wp-login.php: URL_SIGNIN_SCRIPT) is also
# where URL_CREDENTIAL_PATH reads its word: one fact, so a site's own https sign-in page is not
# "several signs" (/account/login.html included). Account words beside a file that is no sign-in page
# (/account/update/sms2.html, an SMS-code page) are a second sign.
_SIGNIN_FILES = ("URL_KIT_FILE", "URL_SIGNIN_SCRIPT")


def _same_signin_word(ctx: UrlContext) -> bool:
    path = ctx.hits.get("URL_CREDENTIAL_PATH")
    files = [ctx.hits[i].evidence for i in _SIGNIN_FILES if i in ctx.hits]
    return path is not None and any(w in f for f in files for w in path.evidence.split(", "))


def _one_signin_word(ctx: UrlContext, counted: dict[str, str]) -> None:
    if _same_signin_word(ctx):
        counted.pop("URL_CREDENTIAL_PATH", None)


_DOMAIN_IN_TEXT = re.compile(r"(?<![a-z0-9.-])(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,12}(?=[/?&#:]|$)")


def _brand_address_elsewhere(ctx: UrlContext) -> str | None:
    """A brand's own web address written into another site's path or query (kit decoys such as
    ``/js/?us.battle.net/login/en``): the page wants to look like it belongs to the brand."""
    return None if ctx.official is not None else _brand_address_in(ctx.plain_path, ctx.parsed.query)


@lru_cache(maxsize=1024)
def _brand_address_in(plain_path: str, query: str) -> str | None:
    text = plain_path + "?" + unquote(query).lower()
    if "." not in text:
        return None
    for m in _DOMAIN_IN_TEXT.finditer(text):
        dom = m.group(0)
        if dom.rsplit(".", 1)[-1] in _FILE_EXTENSIONS:
            dom = dom.rsplit(".", 1)[0]  # a page named after the address (paypal.com.html)
            if "." not in dom:
                continue
        b = brand_for_domain(split_host(dom).registrable)
        if b is not None:
            after = text[m.end() : m.end() + 60]
            return f"{dom}{after.split('?', 1)[0][:40]} ({b.name})"
    return None


def _brand_signin_address_elsewhere(ctx: UrlContext) -> str | None:
    """The brand address written into the link continues with a sign-in path (``us.battle.net/login``):
    a decoy, unlike a review or archive page that merely names the brand's site."""
    hit = ctx.hits.get("URL_BRAND_ADDRESS_ELSEWHERE")
    if hit is None:
        return None
    return hit.evidence if STRONG_CRED.search(hit.evidence.split(" (", 1)[0]) else None


_SNAPSHOT = re.compile(r"\d{4,14}[a-z_*]*")
_PAGE_FILE = re.compile(r"\.(?:s?html?|php\d?|aspx?|jsp)$")


def _brand_site_copy(ctx: UrlContext) -> str | None:
    """A folder named with a brand's web address holding a page (``/www.linkedin.com/index.html``,
    ``/Westpac.com.au/index.htm``): the layout a site copier leaves (it names its folder after the
    host it copied), unpacked on another website. A site-report tool names a domain as its last
    folder or puts a report code under it (``/reports/www.x.com/AbC12/``), never a page file; an
    archive writes the address after a snapshot's timestamp or whole, with its scheme."""
    if ctx.official is not None or ctx.parts.registrable in TOPIC_SITES:
        return None
    return _brand_site_copy_in(ctx.plain_path)


@lru_cache(maxsize=1024)
def _brand_site_copy_in(plain_path: str) -> str | None:
    segs = plain_path.split("/")
    for i, seg in enumerate(segs[:-1]):
        written_whole = "/".join(segs[:i]).rstrip("/").endswith(":") or any(map(_SNAPSHOT.fullmatch, segs[:i]))
        if i == 0 or "." not in seg or written_whole or seg.rsplit(".", 1)[-1] in _FILE_EXTENSIONS:
            continue
        if _DOMAIN_IN_TEXT.fullmatch(seg.lstrip(".")) is None:
            continue
        b = brand_for_domain(split_host(seg.lstrip(".")).registrable)
        below = [s for s in segs[i + 1 :] if s]
        if b is not None and below and _PAGE_FILE.search(below[-1]):
            return f"/{seg}/{'/'.join(below)[:40]} ({b.name})"
    return None


_FILE_EXTENSIONS = frozenset(
    [
        "php",
        "html",
        "htm",
        "asp",
        "aspx",
        "jsp",
        "js",
        "css",
        "png",
        "jpg",
        "jpeg",
        "gif",
        "svg",
        "pdf",
        "zip",
        "exe",
        "dll",
        "cgi",
        "json",
        "xml",
        "txt",
    ]
)


_SUSPICIOUS = band_minimum("suspicious")
_CAUTION = band_minimum("caution")


def _redirects_to_risky(ctx: UrlContext) -> str | None:
    n = ctx.nested
    if n is None or n.official or (n.score < _SUSPICIOUS and n.imitates is None):
        return None
    return n.host + (f" (imitates {n.imitates})" if n.imitates else "")


def _brand_redirect(ctx: UrlContext) -> str | None:
    """A brand's own site used as a springboard (google.com/url?q=..., open redirects)."""
    n = ctx.nested
    if ctx.host_brand is None or n is None or not n.host or n.official or oauth_sign_in(ctx) is not None:
        return None  # (an OAuth provider returns only to the redirect_uri registered for the app)
    if n.registrable_domain in (ctx.parts.registrable, ctx.parts.icann_registrable):
        return None
    return f"{ctx.parts.registrable} -> {n.host}"


def _oauth_app(ctx: UrlContext) -> str | None:
    scopes = oauth_sign_in(ctx)
    if scopes is None or ctx.official is None:
        return None
    return f"{ctx.official.name}: " + (scopes[:80] if scopes else "no scope named")


def _oauth_odd_return(ctx: UrlContext) -> str | None:
    """Consent phishing's app returns to a throwaway site (a cheap ending, free hosting) that is
    short of suspicious alone: the look-alikes are URL_REDIRECTS_TO_RISKY_LINK's."""
    n = ctx.nested
    if n is None or n.official or oauth_sign_in(ctx) is None or "URL_REDIRECTS_TO_RISKY_LINK" in ctx.hits:
        return None
    return n.host if n.score >= _CAUTION else None


RULES: tuple[Rule[UrlContext], ...] = rows(
    Rule(
        id="_URL_BRAND_IN_PATH",
        group="link_identity",
        weight=0,
        description="A brand's name in the link's path",
        fires=("http://example.com/boa_online/bankofamerica/",),
        quiet=("https://example.com/news/",),
        check=needs(_brand_in_path, PATH | QUERY_OR_FRAGMENT),
        source="url",
    ),
    Rule(
        id="URL_BRAND_ON_RISKY_HOST",
        group="link_identity",
        weight=20,
        description="A brand look-alike on cheap or free hosting, or with sign-in words",
        fires=("https://paypal-secure.web.app/", "https://usps-parcel.top/", "http://netflix-login.example.com/"),
        quiet=("https://paypal-secure.com/", "https://www.paypal.com/signin"),
        check=_imitation_plus(_RISKY_HOST + _CRED + _KIT),
        reads=_RISKY_HOST + _CRED + _KIT,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_FOLDER",
        group="link_identity",
        weight=15,
        description="A folder or page named after a brand, on a website that is not the brand's",
        fires=("http://example.com/chase/", "http://example.org/x/microsoft.html", "http://example.net/Adobe1/doc"),
        quiet=(
            "https://www.chase.com/personal/",
            "https://example.com/news/apple-watch-review",
            "https://example.com/",
            "https://www.example-hotel.com/booking/confirm",  # a section's name (SECTION_WORDS)
        ),
        check=needs(_brand_folder, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_TYPO_FOLDER",
        group="link_identity",
        weight=30,
        description="A folder or page named with a brand's name misspelt, on a site not the brand's",
        fires=("http://example.com/x/docusgn/index.html", "https://example.github.io/netfflix"),
        quiet=(
            "https://www.docusign.com/products",
            "https://example.com/docusign/",
            "https://example.com/a/b",
            "https://www.example-bistro.com/bookings/confirm-reservation",
        ),
        check=needs(_brand_typo_folder, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_TOP_FOLDER",
        group="link_identity",
        weight=20,
        description="A brand's name is a top folder on a website that is not the brand's",
        fires=("http://example.com/chase/", "http://example.org/bofs/bankofamerica/x", "https://example.net/paypal/"),
        quiet=(
            "http://example.com/walmart",
            "http://example.com/blogger.html",
            "https://example.com/cards/mastercard/world-card",
            "https://example.com/ebay/listings/",
            "https://example.com/tag/netflix",
            "https://example.com/2015/05/12/story-about-streaming/Apple/Beats",
            "https://www.chase.com/personal/",
            "https://example.com/a/b/c/d/paypal",
        ),
        check=_brand_top_folder,
        reads=("URL_BRAND_FOLDER",),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BANK_PAGE_ELSEWHERE",
        group="link_identity",
        weight=30,
        description="A page or folder named after a bank, on a website that is not the bank's",
        fires=("http://example.com/natwest", "https://example.org/calendar/absa.htm", "http://example.net/x/lloyds/"),
        quiet=(
            "https://example.com/cards/mastercard/world-card",
            "https://example.com/tag/natwest",
            "https://www.natwest.com/personal",
            "https://example.com/walmart",
        ),
        check=_bank_page,
        reads=("URL_BRAND_FOLDER",),
        category="bank",
        source="url",
    ),
    Composite(
        id="URL_BRAND_PAGE_ELSEWHERE",
        group="link_identity",
        weight=30,
        description="A brand's name in the page address of an unrelated website, with sign-in signs",
        fires=("http://example.com/wellsfargo/login.php", "http://example.org/chase/verify/"),
        quiet=(
            "https://example.com/news/apple-watch-review",
            "https://www.chase.com/verify",
            "http://example.org/register/step2.php?utm_source=facebook",
            "https://www.example-hotel.com/booking/confirm",
            "https://www.example-bank.com/treasury/login",
            "https://android.stackexchange.com/questions/2201/google-account-login-loop",
        ),
        needs=(("_URL_BRAND_IN_PATH",), _CRED + _KIT + _RISKY_HOST),
        parts=True,
        category="account",
        source="url",
    ),
    Composite(
        id="URL_SIGNIN_ON_RISKY_HOST",
        group="link_identity",
        weight=20,
        description="Sign-in or account words on cheap, free or numeric hosting",
        fires=("https://secure-login.weebly.com/", "http://203.0.113.9/verify/account"),
        quiet=("https://example.com/login", "https://my-blog.weebly.com/"),
        needs=(_CRED, _RISKY_HOST),
        parts=True,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_ADDRESS_ELSEWHERE",
        group="link_identity",
        weight=15,
        description="A brand's web address is written inside a link to a different website",
        fires=(
            "http://example.com/js/?us.battle.net/login/en/",
            "https://web.archive.org/web/2020/https://www.paypal.com/",
            "http://example.net/x/paypal.com.html",
        ),
        quiet=("https://www.paypal.com/signin", "https://example.com/about.html", "https://example.com/?q=cats"),
        check=_brand_address_elsewhere,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_SIGNIN_ADDRESS_ELSEWHERE",
        group="link_identity",
        weight=30,
        description="A brand's sign-in address is copied into a link to a different website",
        fires=("http://example.com/js/?us.battle.net/login/en/", "http://example.org/www.paypal.com/signin/"),
        quiet=("https://web.archive.org/web/2020/https://www.paypal.com/", "https://www.paypal.com/signin"),
        check=_brand_signin_address_elsewhere,
        reads=("URL_BRAND_ADDRESS_ELSEWHERE",),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_SITE_COPY",
        group="link_identity",
        weight=30,
        description="Pages in a folder named after a brand's web address, on a different website",
        fires=("http://example.com/www.linkedin.com/index.html", "http://example.org/x/paypal.com/signin.php"),
        quiet=(
            "https://www.example-tools.com/website/paypal.com/",
            "https://web.example.org/web/2020/https://www.paypal.com/us/home.html",
            "https://www.paypal.com/us/home.html",
        ),
        check=_brand_site_copy,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_REDIRECTS_TO_RISKY_LINK",
        group="link_identity",
        weight=45,
        description="The link forwards to another web address that has warning signs of its own",
        fires=(
            "https://www.google.com/url?q=http://paypal-login.top/verify",
            "http://example.com/r?u=https://paypa1.com/",
        ),
        quiet=("https://www.google.com/url?q=https://en.wikipedia.org/wiki/X", "https://example.com/?q=cats"),
        check=_redirects_to_risky,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_SITE_REDIRECT",
        group="link_identity",
        weight=20,
        description="A well-known website is used to forward you to a different website",
        fires=(
            "https://www.google.com/url?q=http://example.net/page",
            "https://hangouts.google.com/linkredirect?dest=https://example.org/x",
            "https://www.google.com/amp/s/example-deals.info/offer",
        ),
        quiet=(
            "https://www.google.com/search?q=cats",
            "https://www.google.com/amp/s/www.google.com/maps",
            "https://accounts.google.com/login?continue=https://mail.google.com/",
        ),
        check=_brand_redirect,
        source="url",
    ),
    Rule(
        id="URL_OAUTH_APP_SIGN_IN",
        group="link_identity",
        weight=10,
        description="An app asks to sign in with your account here; check it is an app you use",
        fires=(
            "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=1a2b&response_type=code&scope=Mail.Read",
            "https://github.com/login/oauth/authorize?client_id=abc123&redirect_uri=https://app.example.com/cb",
        ),
        quiet=(
            "https://login.microsoftonline.com/",
            "https://example.com/oauth2/authorize?client_id=1a2b&response_type=code",  # no listed provider
            "https://accounts.google.com/o/oauth2/v2/auth?scope=email",  # no client_id: no app's request
        ),
        check=_oauth_app,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_OAUTH_ODD_RETURN",
        group="link_identity",
        weight=20,
        description="After sign-in the app sends you to a website with warning signs of its own",
        fires=(
            "https://accounts.google.com/o/oauth2/v2/auth?client_id=9-z&response_type=code"
            "&redirect_uri=https://shared-notes-view.top/cb",
        ),
        quiet=(
            "https://accounts.google.com/o/oauth2/v2/auth?client_id=9-z&response_type=code"
            "&redirect_uri=https://app.example.com/auth/google/callback",
        ),
        check=_oauth_odd_return,
        reads=("URL_REDIRECTS_TO_RISKY_LINK",),
        category="account",
        source="url",
    ),
    Spread(
        group="link_identity",
        groups=("link_identity", "link_host", "link_structure"),
        by="rule",
        but=(*_NOT_COUNTED, "URL_SIGNIN_PAGE_NO_TLS", "URL_PLAIN_HTTP_WITH_SIGNS"),
        adjust=_one_signin_word,
        reads=("URL_CREDENTIAL_PATH", *_SIGNIN_FILES),
        stack=True,
        source="url",
        tiers=(
            Tier(
                3,
                id="URL_MANY_SIGNS",
                weight=10,
                description="Many separate warning signs in one link",
                fires=("http://example.com/wp-admin/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/login.php",),
                quiet=("https://example.com/account/a/b/page.php",),
            ),
            Tier(
                2,
                id="URL_SEVERAL_SIGNS",
                weight=15,
                description="Several separate warning signs in one link",
                fires=("http://example.com/a/b/c/login.php", "https://x7k2qz9w4f1hjd.weebly.com/"),
                quiet=("https://example.com/a/b/c/page.php", "https://example.com/login"),
            ),
        ),
    ),
    Composite(
        id="URL_KIT_LAYOUT",
        group="link_structure",
        weight=15,
        description="Several phishing-kit traits in one link path",
        fires=("http://example.com/wp-admin/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/login.php",),
        quiet=("https://example.com/wp-content/uploads/a.jpg",),
        needs=(("URL_KIT_FOLDER", "URL_KIT_MARKER", "URL_RANDOM_FOLDER"), ("URL_KIT_FILE", "URL_CREDENTIAL_PATH")),
        parts=True,
        category="account",
        source="url",
    ),
)
