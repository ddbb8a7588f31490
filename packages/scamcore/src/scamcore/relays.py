"""Links on a brand's own host that show somebody else's page: a search engine's redirect, an AMP
viewer, a translator's proxy, a cloud provider's customer buckets.

Why: a brand's own domain lowers a message's score (``URL_OFFICIAL_DOMAIN``, ``TEXT_OFFICIAL_LINK``)
because only the brand puts pages there. These links are on the brand's host, but the page they
open is whatever site the link names: ``google.com/amp/s/<site>/``, ``translate.google.com/
translate?u=<site>``, ``bing.com/ck/a?u=<site in base64>``, ``<bucket>.s3.<region>.amazonaws.com``.
Phishing mail uses them exactly because the brand's name is on them. They are never the brand's
official link; the page they carry is judged as what it is (the nested-link rules read it).

What counts, and why a genuine link keeps its reassurance:

* a link whose query or fragment carries a web address, written plainly, %-encoded or in base64,
  on a registrable domain other than the link's own: ``accounts.google.com/...?continue=
  https://mail.google.com/`` stays the brand's;
* a path that starts with an AMP viewer's or a translator's folder followed by a host name;
* any host under a cloud provider's customer domain (``amazonaws.com``): the provider's own site is
  elsewhere; a file under a storage's browser address (``storage.cloud.google.com/<bucket>/...``);
* a social network's profile or page (``facebook.com/<name>``, ``linkedin.com/company/<name>``):
  anyone can open one under any name, so it names its owner, not the network, as ``wa.me`` links
  do (urls._OPEN_LINK_HOSTS). The network's own sections (help, policies, settings) stay its own.

What does not count: an OAuth or OpenID sign-in request (``oauth_request``), an authorize path with
a ``client_id``, on a listed provider's host. Its ``redirect_uri`` is another site, but the
provider opens its own sign-in page and returns only to an address registered for that app: no
open redirect. It is no reassurance either, since consent phishing sends such links (an app that
asks for a mailbox); the rows that read the carried host judge the ``redirect_uri``.
"""

from __future__ import annotations

import base64
import binascii
import re
from functools import lru_cache
from urllib.parse import unquote

from .brands import brand_for_domain
from .domains import split_host

__all__ = ["carries_other_page", "link_carries_other_page", "oauth_request", "path_carried_url"]

# Every host under these is a customer's machine, bucket or API, never the provider's own page.
_CUSTOMER_ZONES = ("amazonaws.com",)
# A cloud storage's browser address, whose first folder is a customer's bucket
# (``storage.cloud.google.com/<bucket>/<file>``): the file is the customer's, under the provider's name.
_BUCKET_BROWSERS = frozenset({"storage.cloud.google.com"})
# Social networks whose first path folder is a member's name, and the folders that are the network's own.
_PROFILE_SITES = frozenset(
    {
        "facebook.com",
        "instagram.com",
        "twitter.com",
        "x.com",
        "linkedin.com",
        "tiktok.com",
        "pinterest.com",
        "threads.net",
        "youtube.com",
    }
)
_PROFILE_FOLDERS = frozenset({"company", "in", "school", "showcase", "pages", "pg", "people", "c", "channel", "user"})
_NETWORK_OWN = frozenset(
    {
        "",
        "help",
        "legal",
        "policies",
        "policy",
        "privacy",
        "terms",
        "about",
        "settings",
        "login",
        "security",
        "business",
        "ads",
        "careers",
        "safety",
        "support",
        "account",
        "accounts",
        "watch",
        "search",
        "i",
        "home",
        "share",
        "sharer",
        "sharer.php",
        "intent",
        "feed",
        "notifications",
        "messages",
        "hashtag",
        "explore",
    }
)
# The network's main site, where members' pages live (www., m., a language's de-de.); its other
# subdomains (support., business., developers.) are its own sections.
_MEMBER_HOST = re.compile(r"(?:(?:www|m|mobile|web|mbasic|[a-z]{2}(?:-[a-z]{2})?)\.)?")
_ADDRESS = re.compile(r"(?:https?:/{1,3}|www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)+)", re.I)
# An AMP viewer's or a translator's folder, then the carried host: /amp/s/example.com/...
_PATH_HOST = re.compile(r"^/(?:amp|translate|proxy)/(?:s/)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?:[/?#]|$)", re.I)
# A translator's page parameter may omit the scheme: translate?sl=auto&u=example.com/page
_BARE_HOST_PARAM = re.compile(r"(?:^|[?&])(?:u|url)=([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?:[/?&#]|$)", re.I)
# A query value that is a web address in base64 ("aHR0c" is "http"), after an optional short tag.
_BASE64_VALUE = re.compile(r"(?:^|[?&=])(?:[a-z][0-9])?(aHR0c[A-Za-z0-9+/_-]{8,})", re.I)


# An authorization endpoint's path as the providers write it: .../authorize (Microsoft, GitHub, Okta,
# Apple, Dropbox, Discord, Slack), .../authorization (LinkedIn), Microsoft's oauth20_authorize.srf,
# Google's /o/oauth2/v2/auth, an OpenID Connect server's /protocol/openid-connect/auth, Facebook's
# /dialog/oauth, Amazon's /ap/oa.
_OAUTH_PATH = re.compile(
    r"(?:/authori[sz]e|/authorization|/oauth20_authorize\.srf|/o/oauth2(?:/v\d)?/auth|/openid-connect/auth|/dialog/oauth|/ap/oa)/?$",
    re.I,
)
_OAUTH_PARAM = re.compile(r"(?:^|&)(client_id|response_type|redirect_uri|scope)=([^&#]*)", re.I)


@lru_cache(maxsize=1024)
def oauth_request(path: str, query: str) -> str | None:
    """The scopes an OAuth/OpenID authorize request asks for ("" when it names none), or None when
    the link is no such request: an authorize path, a ``client_id`` and a ``response_type`` or a
    ``redirect_uri`` (GitHub and Facebook leave the response type out)."""
    if _OAUTH_PATH.search(path) is None:
        return None
    params = {m.group(1).lower(): m.group(2) for m in _OAUTH_PARAM.finditer(query)}
    if not params.get("client_id") or not ("response_type" in params or "redirect_uri" in params):
        return None
    return " ".join(unquote(params.get("scope", "").replace("+", " ")).replace(",", " ").split())


def _other_site(host: str, own: str) -> bool:
    """Another registrable domain, and not one the same brand lists (amazon.com to amazon.co.uk)."""
    other = split_host(host.lower().rstrip(".")).registrable
    if not other or other == own:
        return False
    brand = brand_for_domain(other)
    return brand is None or brand is not brand_for_domain(own)


def _from_base64(value: str) -> str:
    padded = value.replace("-", "+").replace("_", "/")
    padded += "=" * (-len(padded) % 4)
    try:
        return base64.b64decode(padded, validate=False).decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        return ""


def _member_page(path: str) -> bool:
    folders = path.lower().strip("/").split("/")
    first = folders[0]
    if first in _PROFILE_FOLDERS:
        return len(folders) > 1 and bool(folders[1])
    return first not in _NETWORK_OWN and not first.endswith(".php")


@lru_cache(maxsize=1024)
def carries_other_page(host: str, registrable: str, path: str, tail: str) -> bool:
    """Whether a link on ``registrable`` (the link's own registrable domain) opens a page of
    another site. ``tail`` is the query and fragment as written."""
    if any(host.endswith("." + zone) for zone in _CUSTOMER_ZONES):
        return True
    if host in _BUCKET_BROWSERS and path.strip("/"):
        return True
    # (on a social network, only under its oauth folders: /<name>/authorize is a member's page)
    if oauth_request(path, tail.partition("#")[0]) is not None and (
        registrable not in _PROFILE_SITES or "oauth" in path.lower()
    ):
        return False  # the provider's own sign-in page, which returns only to the app's registered address
    if registrable in _PROFILE_SITES and _MEMBER_HOST.fullmatch(host.removesuffix(registrable)) and _member_page(path):
        return True
    m = _PATH_HOST.match(path)
    if m is not None and _other_site(m.group(1), registrable):
        return True
    if not tail.strip("?#"):
        return False
    plain = unquote(unquote(tail))
    for found in _ADDRESS.finditer(plain):
        if _other_site(found.group(1), registrable):
            return True
    m = _BARE_HOST_PARAM.search(plain)
    if m is not None and _other_site(m.group(1), registrable):
        return True
    for found in _BASE64_VALUE.finditer(plain):
        inner = _ADDRESS.match(_from_base64(found.group(1)))
        if inner is not None and _other_site(inner.group(1), registrable):
            return True
    return False


def path_carried_url(path: str) -> str | None:
    """The page an AMP viewer's or a translator's path carries (``/amp/s/example.com/x`` ->
    ``https://example.com/x``), or None: read as the link's nested address, so that the brand's
    host is judged as a springboard and the carried page as what it is."""
    m = _PATH_HOST.match(path)
    return None if m is None else "https://" + path[m.start(1) :]


def link_carries_other_page(url: str, registrable: str) -> bool:
    """``carries_other_page`` for a link already analysed (``UrlAnalysis.url`` and its registrable
    domain): the text rules that read a brand's domain straight from the link ask it. An OAuth
    request counts here too: it signs the reader in to somebody else's app, so the provider's name on
    it does not stand for the sender."""
    from .urls import parse_url  # urls imports this module

    parsed = parse_url(url)
    if oauth_request(parsed.path, parsed.query) is not None:
        return True
    return carries_other_page(parsed.host, registrable, parsed.path, f"{parsed.query}#{parsed.fragment}")
