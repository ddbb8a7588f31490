"""URL rules: how a link hides what it is (group link_structure).

A link or an e-mail address nested inside the link, hyphen and subdomain stuffing, machine-made host
names, pages planted in hidden, hashed or reserved folders, sign-in scripts and very long links. Each
alone is weak evidence; the group cap keeps it so. Runs after url_structure.py, whose kit folders and
files some of these read.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from .base import Rule, needs
from .url_dampeners import oauth_sign_in
from .url_facts import EMAIL_MARK, PATH, QUERY_OR_FRAGMENT, TAIL_12
from .url_identity import CRED_WORDS, STRONG_CRED
from .url_structure import G, segments

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "entropy"]


_NESTED = re.compile(r"(?:https?|ftp)(?::|%3a)(?:/|%2f){1,2}[a-z0-9]|(?:^|[=&?/])www\.[a-z0-9-]+\.[a-z]{2,}", re.I)
# Bounded and anchored at the start of the local part, so a 4 kB run of letters costs linear time.
_EMAIL = re.compile(
    r"(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}(?:@|%40)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,12}", re.I
)
_DIGIT_RUN = re.compile(r"\d+")


def _nested(ctx: UrlContext) -> str | None:
    q = ctx.parsed.query + "#" + ctx.parsed.fragment
    if len(q) < 6 or oauth_sign_in(ctx) is not None:
        return None  # an OAuth request's redirect_uri is where the provider returns, when it does
    m = _NESTED.search(q)
    return None if m is None else m.group(0)


def _email(ctx: UrlContext) -> str | None:
    if ctx.list_page:
        return None  # the reader's own address on the list's unsubscribe or preferences page
    m = _EMAIL.search(ctx.parsed.path + "?" + ctx.parsed.query + "#" + ctx.parsed.fragment)
    return None if m is None else m.group(0)


def _many_hyphens(ctx: UrlContext) -> str | None:
    words = ctx.host_words
    return words if words.count("-") >= 4 and "xn--" not in words else None


def _deep_subdomain(ctx: UrlContext) -> str | None:
    sub = ctx.parts.subdomain
    if ctx.official is not None or not sub:
        return None
    return sub if sub.count(".") >= 3 else None


def entropy(s: str) -> float:
    """Shannon entropy of ``s``'s characters, in bits per character (``UrlContext.entropy``)."""
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in Counter(s).values()) if n else 0.0


_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{6}")


def _random_label(ctx: UrlContext) -> str | None:
    """A long machine-made label: high character entropy and few vowels (``x7k2qz9w4f1hjd``)."""
    if ctx.official is not None or ctx.parsed.ip:
        return None
    for label in ctx.host_words.split("."):
        for part in label.split("-"):
            if len(part) >= 8 and part.isascii() and _machine_made(part):
                return part
    return None


@lru_cache(maxsize=4096)
def _machine_made(part: str) -> bool:
    """Whether one part of a host name (ASCII, 8 characters or more) reads as made by a machine.
    Kept per part, as the other host rows' per-part steps are: a new host is mostly parts seen."""
    letters = sum(ch.isalpha() for ch in part)
    digits = sum(ch.isdigit() for ch in part)
    vowels = sum(ch in "aeiouy" for ch in part)
    # Letters and digits shuffled together (x7k2qz9w4f1h), not a name plus a number (office365).
    runs = len(_DIGIT_RUN.findall(part))
    if len(part) >= 12 and digits >= 3 and letters >= 3 and runs >= 2 and entropy(part) >= 3.3:
        return True
    # No pronounceable word has 8+ letters with (almost) no vowels: "ryldsbtqxt".
    if letters >= 8 and vowels / letters < (0.2 if len(part) >= 12 else 0.1):
        return True
    # Nor six consonants in a row ("ukdgndwofoulxaybxlvk"); English tops out at five (angsts).
    return len(part) >= 12 and _CONSONANT_RUN.search(part) is not None


def _cred_path(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.list_page:
        return None  # a list page has no sign-in word (list_pages); "update", "account" are its own
    return _cred_words(ctx.plain_path)


# A folder named "security" above a page that names no sign-in word (/it/security/esp/duo.php): a
# section of an organisation's site about security, as its help and policy pages are filed. A kit's
# folder of that name holds the form itself (/security/login.php), whose name still counts.
_SECTION_WORDS = frozenset({"security"})


# A sign-in word hyphenated to a word that names a topic, as help centres name their articles.
_TOPIC = re.compile(
    r"[-_](?:settings|options|methods|faqs?|guide|troubleshooting|requirements|policy|tips|overview)(?:[-_.]|$)"
)


@lru_cache(maxsize=1024)  # as _email_in_tail
def _cred_words(plain_path: str) -> str | None:
    """The sign-in words of a path, kept per path (a campaign's path under many fresh hosts)."""
    words: set[str] = set()
    segs = segments(plain_path)
    section = len(segs) >= 3 and not CRED_WORDS.search(segs[-1])
    for seg in segs[:-1] if section else segs:
        if section and seg in _SECTION_WORDS:
            continue  # a section of the site above a page that asks nothing
        if _TOPIC.search(seg):
            continue  # a help page about signing in ("login-settings", "password-faq"), not a form
        # An article slug ("att-will-begin-offering-hulu-to-customers") is prose: only the words
        # that really mean signing in count there, not "update" or "support".
        slug = seg.count("-") + seg.count("_") >= 4
        words.update(m.group(0) for m in CRED_WORDS.finditer(seg) if not slug or STRONG_CRED.match(m.group(0)))
    return ", ".join(sorted(words)) if words else None


# What /.well-known/ is for (RFC 8615 registry): anything else there, above all a web page, was
# planted by someone who could write to the folder, a favourite hiding place on hacked sites.
_WELL_KNOWN_OK = re.compile(
    r"/\.well-known/(?:acme-challenge|pki-validation|security\.txt|apple-app-site-association|"
    r"assetlinks\.json|openid-configuration|oauth-authorization-server|change-password|"
    r"mta-sts\.txt|webfinger|host-meta|nodeinfo|matrix|dnt-policy\.txt|gpc\.json|ai-plugin\.json|"
    r"traffic-advice|carddav|caldav|microsoft-identity-association\.json|jwks\.json|keybase\.txt|"
    r"brave-rewards-verification\.txt|nostr\.json|did\.json|did-configuration|ads\.txt|"
    r"trust\.txt|privacy-sandbox-attestations\.json|appspecific|passkey-endpoints|"
    r"resource-that-should-not-exist|time|core|csaf|xrp-ledger\.toml|stellar\.toml)"
)


def _well_known_page(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    path = ctx.parsed.path.lower()
    i = path.find("/.well-known/")
    if i == -1 or len(path) <= i + 13 or _WELL_KNOWN_OK.match(path, i):
        return None
    return path[i : i + 60]


# A kit copied into a folder named by a hash, opened at the folder itself or its index page; a
# hash in the middle of a path (/author/<md5>/sortby/date) or under an avatar or file store is not.
_HASH_END = re.compile(
    r"(?:/([^/]*))?/((?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)(?:[0-9a-f]{32}|[0-9a-f]{40}))/?(?:index\d?\.(?:php|html?))?$"
)
_HASH_STORES = frozenset(
    str.split(
        "avatar avatars gravatar img image images file files download downloads d media static assets cdn cache "
        "thumb thumbs thumbnails photo photos u uploads attachment attachments"
    )
)


def _hash_folder_end(ctx: UrlContext) -> str | None:
    if "URL_RANDOM_FOLDER" not in ctx.hits:
        return None
    m = _HASH_END.search(ctx.parsed.path.lower())
    if m is None or m.group(1) in _HASH_STORES:
        return None
    return m.group(2)


# A folder whose name starts with a dot is hidden in file listings; only /.well-known/ is meant
# to be opened from a link.
_DOT_FOLDER = re.compile(r"/(\.(?!well-known(?:/|$))[a-z0-9_-]+)(?:/|$)", re.I)


def _hidden_folder(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.platform is not None:
        return None
    m = _DOT_FOLDER.search(ctx.parsed.path)
    return None if m is None else m.group(1)


_B64_TOKEN = re.compile(r"[A-Za-z0-9+/_-]{12,200}={0,2}")
_BARE_EMAIL = re.compile(r"[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,12}")


def _b64_email(ctx: UrlContext) -> str | None:
    """The recipient's e-mail address written in base64 into the link (``#am9obkBleGFtcGxlLmNvbQ==``):
    the page fills in the victim's address so the fake sign-in looks expected (peers.md B7)."""
    if ctx.official is not None:
        return None
    p = ctx.parsed
    return _email_in_tail(f"{p.path}?{p.query}#{p.fragment}")


@lru_cache(maxsize=1024)  # a key is at most a link's 4,096 characters: ~4 MB at worst
def _email_in_tail(tail: str) -> str | None:
    """Kept per path, query and fragment: a campaign sends one path under many fresh hosts, and
    decoding every base64-looking token of it was the costliest step of a new host's rows."""
    for m in _B64_TOKEN.finditer(tail):
        found = _email_in_b64(m.group(0))
        if found is not None:
            return found
    return None


def _email_in_b64(token: str) -> str | None:
    """The token as one piece, then each of its ``/`` parts: a path's folders run into one token
    (``/bin/jane/amFuZUBleGFtcGxlLm9yZw==``), since ``/`` is a base64 letter too."""
    parts = [t for t in token.split("/") if len(t) >= 12] if "/" in token else []
    for tok in (token, *parts):
        try:
            raw = base64.b64decode(tok.replace("-", "+").replace("_", "/") + "=" * (-len(tok) % 4), validate=True)
        except (ValueError, binascii.Error):
            continue
        try:
            text = raw.decode("ascii").strip().lower()
        except UnicodeDecodeError:
            continue
        if _BARE_EMAIL.fullmatch(text):
            return f"{tok[:24]}… (an e-mail address)"
    return None


_SCRIPT_PAGE = re.compile(r"\.(?:php\d?|aspx?|jsp|cgi)$")


def _signin_script(ctx: UrlContext) -> str | None:
    """A sign-in, verify or payment script on a site that is not a brand's: the form a kit posts to."""
    if ctx.official is not None or ctx.platform is not None or "URL_KIT_FILE" in ctx.hits:
        return None  # a kit file name (login.php) is already its own finding
    n = ctx.nested
    if n is not None and n.registrable_domain == ctx.parts.registrable:
        return None  # a site's own sign-in page that sends you back to it afterwards
    segs = segments(ctx.plain_path)
    if not segs or not _SCRIPT_PAGE.search(segs[-1]):
        return None
    # The script's own name, or the folder it sits in, names the ask (/security_update/index.php).
    # A page named for a help topic (login-faqs.aspx) is no form by its name: only its folder counts
    # (/verify_account/confirm-policy.php still does).
    near = "/".join(segs[-2:-1]) if _TOPIC.search(segs[-1]) else "/".join(segs[-2:])
    m = STRONG_CRED.search(near) or _PAY_SCRIPT.search(near)
    return None if m is None else near[:80]


_PAY_SCRIPT = re.compile(r"pagamento|payment|billing|card|cartao|tarjeta|karte|update|secur|identifica|confirm")


# A link that ends in a file's name used as a folder (robots.txt/, pay.php/): the server still answers
# with the file, while a scanner that fetches the plain name, or reads the link, sees another page.
# In the middle of a path (index.php/route, service.html/123/...) it is how some sites route.
_FILE_AS_FOLDER = re.compile(r"/(?!index\.)[a-z0-9_-]{1,60}\.(?:php\d?|html?|aspx?|txt|js|download)/$", re.I)


def _file_as_folder(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    m = _FILE_AS_FOLDER.search(ctx.parsed.path)
    return None if m is None else m.group(0)


def _long(ctx: UrlContext) -> str | None:
    n = len(ctx.parsed.raw)
    return f"{n} characters" if n > 2048 else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_NESTED_LINK",
        group=G,
        weight=10,
        description="Another web address is tucked inside this link",
        fires=("http://example.com/r?u=https://evil.example/", "http://example.com/?https:/x.example.net/a"),
        quiet=(
            "https://example.com/search?q=cats",
            "https://accounts.google.com/o/oauth2/v2/auth?client_id=1-a&response_type=code&redirect_uri=https://app.example.com/cb",
        ),
        check=needs(_nested, QUERY_OR_FRAGMENT),
        source="url",
    ),
    Rule(
        id="URL_EMAIL_IN_LINK",
        group=G,
        weight=20,
        description="The link carries an e-mail address, as personalised phishing links do",
        fires=("http://example.com/login?email=jane@example.org",),
        quiet=("https://example.com/contact",),
        check=needs(_email, EMAIL_MARK),
        source="url",
    ),
    Rule(
        id="URL_MANY_HYPHENS",
        group=G,
        weight=10,
        description="The website name strings many words together with hyphens",
        fires=("http://secure-account-update-login-now.example.com/",),
        quiet=("https://my-site.example.com/",),
        check=_many_hyphens,
        source="url",
    ),
    Rule(
        id="URL_DEEP_SUBDOMAIN",
        group=G,
        weight=10,
        description="The website name has many dot-separated parts",
        fires=("http://a.b.c.d.example.com/",),
        quiet=("https://www.example.com/", "https://a.b.example.co.uk/"),
        check=_deep_subdomain,
        source="url",
    ),
    Rule(
        id="URL_RANDOM_NAME",
        group=G,
        weight=20,
        description="The website name looks machine-made rather than chosen by a person",
        fires=(
            "http://x7k2qz9w4f1hjd.example.com/",
            "https://bcdfghjklmnpq.com/",
            "https://ukdgndwofoulxaybxl-dot-app.example.com/",
        ),
        quiet=("https://internationalbusiness.com/", "https://example.com/"),
        check=_random_label,
        source="url",
    ),
    Rule(
        id="URL_CREDENTIAL_PATH",
        group=G,
        weight=15,
        description="The link's path asks you to sign in, verify or update an account",
        fires=("http://example.com/secure/login/", "http://example.com/account/verify"),
        quiet=(
            "https://example.com/news/2024/cats",
            "https://www.paypal.com/signin",
            "https://docs.example.com/password-reset-faq/",
            "https://www.example.edu/it/security/mfa/duo.php",
        ),
        check=needs(_cred_path, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_WELL_KNOWN_PAGE",
        group=G,
        weight=45,
        description="A page hidden in a website's /.well-known/ folder, which is not meant for pages",
        fires=("http://example.com/.well-known/x/login.html", "http://example.org/.well-known/clear"),
        quiet=(
            "https://example.com/.well-known/acme-challenge/abc",
            "https://example.com/.well-known/security.txt",
            "https://example.com/.well-known/",
        ),
        check=_well_known_page,
        source="url",
    ),
    Rule(
        id="URL_HASH_FOLDER_PAGE",
        group=G,
        weight=20,
        description="The link opens a folder named by a random code, as phishing kits are copied",
        fires=(
            "http://example.com/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/",
            "http://example.com/x/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/index.php",
        ),
        quiet=(
            "http://example.com/author/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/sortby/date",
            "https://example.com/avatar/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e",
        ),
        check=_hash_folder_end,
        reads=("URL_RANDOM_FOLDER",),
        source="url",
    ),
    Rule(
        id="URL_ENCODED_EMAIL",
        group=G,
        weight=30,
        description="The link hides an e-mail address in code, as personalised phishing does",
        fires=(
            "http://example.com/x/index.html#am9obkBleGFtcGxlLmNvbQ==",
            "http://example.com/a/?u=am9obkBleGFtcGxlLmNvbQ",
            "http://example.com/files/inbox/jane.doe/amFuZS5kb2VAZXhhbXBsZS5vcmc=",
        ),
        quiet=("https://example.com/a/TkRBNE5UTXpNVFl3TlRjPQ==", "https://example.com/?id=abcdefghijklmnop"),
        check=needs(_b64_email, TAIL_12),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_HIDDEN_FOLDER",
        group=G,
        weight=30,
        description="The page sits in a hidden folder (its name starts with a dot)",
        fires=("http://example.com/.secure/login.html", "http://example.org/x/.abc/"),
        quiet=("https://example.com/.well-known/security.txt", "https://example.com/a.b/c"),
        check=_hidden_folder,
        source="url",
    ),
    Rule(
        id="URL_SIGNIN_SCRIPT",
        group=G,
        weight=15,
        description="The link runs a sign-in, verify or payment script on an unrelated website",
        fires=(
            "http://example.com/x/verifylogin.php",
            "http://example.com/security_update/index.php",
            "http://example.com/mod/verify_account/confirm-policy.php",  # the folder names the ask
        ),
        quiet=(
            "https://github.com/login",
            "https://example.com/index.php",
            "https://www.paypal.com/signin.php",
            "https://example.com/auth/login.php?url=https%3A%2F%2Fexample.com%2Fnews",
            "https://www.example.com/MyAccount/help/pages/login-faqs.aspx",
        ),
        check=_signin_script,
        reads=("URL_KIT_FILE",),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_FILE_AS_FOLDER",
        group=G,
        weight=25,
        description="The link ends in a file's name used as a folder (robots.txt/), to fool scanners",
        fires=("https://example.pages.dev/robots.txt/", "http://example.com/a/pay.php/"),
        quiet=(
            "https://example.com/index.php/news/1",
            "https://example.com/robots.txt",
            "https://example.com/a/",
            "https://example.com/service.html/12/a-b",
        ),
        check=needs(_file_as_folder, PATH),
        source="url",
    ),
    Rule(
        id="URL_VERY_LONG",
        group=G,
        weight=5,
        description="The link is extremely long, which can hide its real destination",
        fires=("http://example.com/" + "a" * 2100,),
        quiet=("https://example.com/",),
        check=_long,
        source="url",
    ),
)
