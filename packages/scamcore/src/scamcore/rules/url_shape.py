"""URL rules: how phishing links are put together, beyond single words (group link_structure).

Each row is a convention of phishing kits or of the hosting they live on, from public write-ups of
kits and of SpamAssassin's and rspamd's URI tests, not from any list of links:

- a web address spelt inside the host name (``paypal.com.example.net``, ``com-login.example.com``):
  SpamAssassin's SPOOF_COM2OTH and phishing_catcher's ``.com-`` weight;
- a shared-hosting account's or server's technical name (``u0677064.cp.host.example``,
  ``ip-192-0-2-7.ip.host.example``): the preview address a hosting company gives each customer,
  which a real business does not hand out;
- an unfilled e-mail field (``?email=``, ``?email=##email##``): the kit's mailer was meant to add
  the victim's address, as in personalised links (peers.md B7);
- a page saved from the brand's site with the browser's "Save page as" (``Sign%20In.htm``): the file
  keeps the page's title, spaces and all;
- a page file on free hosting, a document extension before a page extension (``invoice.pdf.html``),
  and another website's name used as a folder (``/secure.bank-online.com/``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING
from urllib.parse import unquote

from ..brands import brand_for_domain
from ..domains import FREE_HOST_KIND, MAIL_TRACKERS, host_in, split_host, without_www
from ..lookalike import brand_token_in
from .base import Rule, needs
from .url_facts import FREE_HOST, PATH, QUERY_OR_FRAGMENT
from .url_identity import CRED_WORDS, STRONG_CRED

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_structure"

# "example.com." or "example.com-" inside the host words: a web address spelt before the real one.
_ADDRESS_IN_HOST = re.compile(
    r"[a-z0-9]\.(?:com|net|org|gov|edu|gob|gouv)(?:\.[a-z]{2})?[.-][a-z0-9]|[a-z0-9]\.co\.[a-z]{2}[.-][a-z0-9]"
)
# A subdomain label that starts or ends with a generic ending: "com-verify", "www-bank-com".
_TLD_EDGE = re.compile(r"(?:^|\.)(?:com|net|org)-[a-z0-9]|[a-z0-9]-(?:com|net|org)(?:\.|$)")


def _address_in_host(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.parsed.ip or ctx.free_host is not None:
        return None  # www.example.com.s3.amazonaws.com: a storage bucket named after its owner's site
    if "URL_BRAND_DOMAIN_IN_SUBDOMAIN" in ctx.hits:
        return None
    sub = without_www(ctx.parts.subdomain)  # www.net-a-porter.com: "www." before a name spells no address
    if not sub:
        return None  # net-a-porter.com: a name, not a spoof
    words = f"{sub}.{ctx.parts.label}"
    m = _ADDRESS_IN_HOST.search(words)
    if m is None and _TLD_EDGE.search(sub) is None:
        return None
    return ctx.parsed.host


# u0677064, zap389580-1, km-0955120065: a customer number of five digits or more (ad-4089 is an
# ad server's, shop2024 a name with a year), with an optional server suffix.
_ACCOUNT_LABEL = re.compile(r"\A[a-z]{1,8}-?\d{5,}(?:-\d{1,3})?\Z")
_YEAR_NAME = re.compile(r"\A[a-z]+-?(?:19|20)\d\d\Z")
# A server's default name spelling its IP address: ip-192-0-2-7.ip.example.net, 192-0-2-7.example.fi.
_IP_NAME = re.compile(r"(?:\A|[.-])\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3}(?:[.-]|\Z)")


def _hosting_account(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.parsed.ip or host_in(ctx.parsed.host, MAIL_TRACKERS) is not None:
        return None  # u1234567.ct.sendgrid.net is a mailing service's click tracker for one customer
    sub = ctx.parts.subdomain
    if not sub:
        return None
    first = sub.split(".", 1)[0]
    if _IP_NAME.search(sub) or (_ACCOUNT_LABEL.match(first) and not _YEAR_NAME.match(first)):
        return ctx.parsed.host
    return None


def _hosting_account_page(ctx: UrlContext) -> str | None:
    """Like a page on a bare IP address (URL_IP_WITH_PAGE): the technical name hides who runs it."""
    if "URL_HOSTING_ACCOUNT_NAME" not in ctx.hits or not ctx.parsed.path.strip("/"):
        return None
    return ctx.parsed.path[:60]


_EMAIL_FIELD = r"(?:e-?mail|email_?address|mail|userid|user_?email|login_?email)"
# A mail-merge placeholder that was never filled in: ##email##, [email], {{email}}, *|EMAIL|*.
_PLACEHOLDER = re.compile(
    rf"(?:^|[&;]){_EMAIL_FIELD}=(?:(?:%23|#){{2}}[a-z_]*(?:%23|#){{2}}|(?:%5b|\[)[a-z_]*(?:%5d|\])|"
    rf"(?:%7b|\{{){{1,2}}[a-z_.]*(?:%7d|\}}){{1,2}}|\*\|[a-z_]*\|\*)"
)
# The field left empty at the very end, where the kit's mailer appends each victim's address
# (a newsletter's own "?email=&brand=x" keeps going).
_EMPTY_LAST = re.compile(rf"(?:^|[&;]){_EMAIL_FIELD}=$")


def _email_placeholder(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    for part in (ctx.parsed.query, ctx.parsed.fragment):
        m = _PLACEHOLDER.search(part.lower()) or _EMPTY_LAST.search(part.lower())
        if m is not None:
            return m.group(0).lstrip("&;")[:40]
    return None


_PAGE_EXT = re.compile(r"\.(?:php\d?|html?|aspx?)$")
_SCRIPT = re.compile(r"\.(?:php\d?|aspx?)$")
_SAVED_WORDS = re.compile(r"sign ?in|log ?in|log ?on|online|account|profile|verif|secur|bank|update|welcome|mail")


def _saved_page(ctx: UrlContext) -> str | None:
    """A file named after a page title, with spaces: "Absa Online - Profile.htm"."""
    if ctx.official is not None:
        return None
    last = ctx.parsed.path.rsplit("/", 1)[-1]
    if "%20" not in last and " " not in last:
        return None
    name = unquote(last).lower()
    if not _PAGE_EXT.search(name):
        return None
    if _SAVED_WORDS.search(name) or CRED_WORDS.search(name) or brand_token_in(name) is not None:
        return unquote(last)[:60]
    return None


def _free_host_page(ctx: UrlContext) -> str | None:
    """A script on free hosting, or any page file on throwaway hosting. Static hosts cannot even run
    a ``.php`` file: one there was copied in with a kit. Plain ``.html`` pages on storage buckets
    and blogs are ordinary, as are a platform's own viewer pages (sharepoint's WopiFrame.aspx)."""
    if ctx.free_host is None:
        return None
    path = ctx.plain_path
    last = path.rsplit("/", 1)[-1]
    if ctx.platform is not None and ("/_layouts/" in path or last.endswith(".aspx")):
        return None
    if _SCRIPT.search(last) or (FREE_HOST_KIND.get(ctx.free_host) == "throwaway" and _PAGE_EXT.search(last)):
        return last[:60]
    return None


_DOC_THEN_PAGE = re.compile(
    r"\.(?:pdf|docx?|xlsx?|pptx?|jpe?g|png|zip|rtf|txt)(?:\.[a-z0-9_-]+)?\.(?:php\d?|html?|aspx?)(?:/|$)"
)


def _double_extension(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    m = _DOC_THEN_PAGE.search(ctx.plain_path)
    return None if m is None else m.group(0).rstrip("/")


_DOMAIN_SEGMENT = re.compile(
    r"(?:www\d?\.)?(?:[a-z0-9-]{1,63}\.){1,4}(?:com|net|org|info|biz|co|de|fr|uk|br|it|es|ca|au|jp|ru|us|mx|ar|cl)"
    r"(?:\.[a-z]{2})?(?:[-.][a-z0-9][a-z0-9.-]*)?"
)


def _domain_folder(ctx: UrlContext) -> str | None:
    """Another website's name as a folder with pages below it (``/secure.bank-online.com/login``): a
    kit unpacked into a folder named after the site it copies. A name as the last part of the path
    (``/review/www.example.com``) is what review, archive and lookup sites show, and is left alone."""
    return None if ctx.official is not None else _domain_folder_in(ctx.plain_path)


@lru_cache(maxsize=1024)
def _domain_folder_in(path: str) -> str | None:
    """``_domain_folder``'s work on the path alone, kept per path (as ``url_combos``' path rows)."""
    if "http:/" in path or "https:/" in path:
        return None  # /jump/http://www.example.com is a redirect, not a folder
    segs = path.split("/")
    for i, seg in enumerate(segs[:-1]):
        # A long slug is an article's title ("browse-example.com-for-free-this-week").
        if not segs[i + 1] or seg.count("-") >= 4 or f"//{seg}" in path or _PAGE_EXT.search(seg):
            continue
        if _DOMAIN_SEGMENT.fullmatch(seg) and brand_for_domain(split_host(seg).registrable) is None:
            return seg[:60]
    return None


# Folders that hold a site's files, images, styles or scripts; pages there are not linked to.
_FILE_FOLDER = re.compile(
    r"(?:^|/)(?:images?|img|css|js|fonts|assets|uploads?|files|includes|inc|libraries|lib|"
    r"scripts|static|backup|tmp|temp)/(.+)$"
)
_STATIC_FILE = re.compile(r"\.(?:js|css|png|jpe?g|gif|svg|woff2?|ttf|eot|ico|webp|mp[34]|pdf|zip|xml|json|txt|asc)$")


def _signin_in_file_folder(ctx: UrlContext) -> str | None:
    """Sign-in words or a brand's name below a folder for files or scripts (``/js/Login``,
    ``/includes/Secure/Confirm``): a kit copied into the one folder a hacked site lets it write to."""
    if ctx.official is not None or "URL_KIT_FOLDER" in ctx.hits:
        return None
    m = _FILE_FOLDER.search(ctx.plain_path)
    if m is None or _STATIC_FILE.search(m.group(1)):
        return None
    rest = m.group(1)
    found = STRONG_CRED.search(rest) or CRED_WORDS.search(rest)
    if found is not None:
        return f"{m.group(0)[:60]}"
    b = brand_token_in(rest)
    return None if b is None else f"{m.group(0)[:60]} ({b.name})"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_ADDRESS_IN_HOST",
        group="link_identity",
        weight=45,
        description="The website name spells another web address before the real one",
        fires=(
            "http://secure.example.com.login-check.net/",
            "http://com-read-4417.example.org/sign_in.html",
            "http://www-bank-com.example.net/",
        ),
        quiet=(
            "https://net-a-porter.com/",
            "https://www.net-a-porter.com/",
            "https://www.example.com/",
            "https://bbc.co.uk/news",
        ),
        check=_address_in_host,
        reads=("URL_BRAND_DOMAIN_IN_SUBDOMAIN",),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_HOSTING_ACCOUNT_NAME",
        group=G,
        weight=30,
        description="The website name is a hosting account number, not a name a business chose",
        fires=(
            "http://u0677064.cp.hosting.example/x/",
            "http://zap389580-1.plesk05.example.com/a",
            "http://ip-192-0-2-7.ip.example.net/x/",
        ),
        quiet=(
            "https://www2.example.com/",
            "https://shop2024.example.com/",
            "https://mail.example.com/",
            "https://u1234567.ct.sendgrid.net/ls/click?upn=abc",
        ),
        check=_hosting_account,
        source="url",
    ),
    Rule(
        id="URL_HOSTING_ACCOUNT_PAGE",
        group=G,
        weight=15,
        description="The hosting account's address opens a specific page, not just a home page",
        fires=("http://u0677064.cp.hosting.example/bank/sms.html",),
        quiet=("http://u0677064.cp.hosting.example/", "https://example.com/bank/sms.html"),
        check=needs(_hosting_account_page, PATH),
        reads=("URL_HOSTING_ACCOUNT_NAME",),
        source="url",
    ),
    Rule(
        id="URL_EMAIL_PLACEHOLDER",
        group=G,
        weight=25,
        description="The link has an empty e-mail field for your address, as phishing mailers fill in",
        fires=(
            "http://example.com/a/index.php?email=",
            "http://example.org/x/?email=##email##",
            "http://example.net/r/?id=4&email={{email}}&x=1",
        ),
        quiet=(
            "https://example.com/?email=jane@example.org",
            "https://example.com/contact?mail=yes",
            "http://news.example.com/servlet/url_login?email=&brand=news",
        ),
        check=needs(_email_placeholder, QUERY_OR_FRAGMENT),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_SAVED_PAGE_NAME",
        group=G,
        weight=35,
        description="The page is a copy of a sign-in page, saved under the page's title",
        fires=("http://example.com/x/Online%20Banking%20-%20Sign%20In.htm", "http://example.org/Absa%20Online.html"),
        quiet=("https://example.com/Past%20Events.html", "https://example.com/online-banking.html"),
        check=needs(_saved_page, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_FREE_HOST_PAGE",
        group=G,
        weight=15,
        description="The link opens a script or page file on free hosting",
        fires=("https://x.firebaseapp.com/a/indexx.php", "https://x.webcindario.com/index5.html"),
        quiet=(
            "https://x.firebaseapp.com/",
            "https://example.com/a/index.php",
            "https://someone.blogspot.com/2024/05/holiday.html",
            "https://storage.googleapis.com/bucket/report.html",
        ),
        check=needs(_free_host_page, FREE_HOST),
        source="url",
    ),
    Rule(
        id="URL_SIGNIN_IN_FILE_FOLDER",
        group=G,
        weight=25,
        description="A sign-in or account page hidden in a folder meant for files or scripts",
        fires=("http://example.com/js/Login", "http://example.org/includes/js/Secure/Confirm/info"),
        quiet=(
            "https://example.com/images/login-button.png",
            "https://example.com/files/report.pdf",
            "https://example.com/account/login",
        ),
        check=needs(_signin_in_file_folder, PATH),
        reads=("URL_KIT_FOLDER",),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_DOUBLE_EXTENSION",
        group=G,
        weight=20,
        description="A document's name ends in a web page's extension (invoice.pdf.html)",
        fires=("http://example.com/x/invoice.pdf.html", "http://example.org/google.doc.php"),
        quiet=("https://example.com/report.pdf", "https://example.com/doc.html"),
        check=needs(_double_extension, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_SITE_NAME_AS_FOLDER",
        group=G,
        weight=15,
        description="Another website's name is used as a folder on this one",
        fires=("http://example.com/secure.bank-online.com/login", "http://example.org/x/online.example.com/a/"),
        quiet=(
            "https://example.com/jump/http://www.example.org",
            "https://example.com/news/browse-example.com-for-free-this-week",
            "https://example.com/a/b.html",
            "https://reviews.example.com/review/www.example.org",
        ),
        check=needs(_domain_folder, PATH),
        source="url",
    ),
)
