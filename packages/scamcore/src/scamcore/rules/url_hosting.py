"""URL rules: phishing pages on hosting anyone can use (IPFS gateways, site builders, docs hosts).

Why these and not "free hosting" alone: most pages on pages.dev or weebly.com are harmless, so the
platform is a mild sign (``URL_FREE_HOSTING``). What a phishing page there cannot do without is to
name its target, and wallet-drainer pages on site builders spell the wallet's name loosely
(``meitamusk``, ``trezzor``) so that the platform's own brand filters miss them. A page served raw
from IPFS is the other case: content-addressed, it cannot be taken down at one host, which is why
kits moved there; genuine sites rarely send people to a bare gateway page.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS
from ..lookalike import ORDINARY_WORDS, token_brand
from .base import Rule
from .url_identity import STRONG_CRED

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

# An IPFS content id: CIDv0 (base58, "Qm" + 44), CIDv1 in base32 ("b" + 50 or more), or in base36
# ("k" + 50 or more), the form an IPNS name (a key, ``/ipns/k51...``) is written in.
_CID = r"(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{50,}|k[0-9a-z]{50,})"
_IPFS_PATH = re.compile(r"^/ip[fn]s/(" + _CID + r"|[a-z0-9-]+\.[a-z0-9.-]+)(/[^?#]*)?$", re.I)
_IPFS_SUB = re.compile(r"^(" + _CID + r")\.ip[fn]s\.", re.I)
# What NFT and dapp links fetch from a gateway: an image, a video, metadata.
_MEDIA = re.compile(r"\.(?:png|jpe?g|gif|webp|svg|avif|mp4|webm|mp3|json|glb|gltf|woff2?|ttf|css|js)$", re.I)


def _ipfs_page(ctx: UrlContext) -> str | None:
    """A page (not an image or metadata file) served straight from IPFS, path or subdomain style."""
    p = ctx.parsed
    m = _IPFS_PATH.match(p.path)
    rest = (m.group(2) or "") if m else p.path
    if m is None and _IPFS_SUB.match(p.host_ascii) is None:
        return None
    if _MEDIA.search(rest) or _MEDIA.search(p.query):
        return None
    return p.host if m is None else f"{p.host}/{p.path.split('/')[1]}/"


# Wallet and exchange names as drainer pages spell them to slip past filters: a letter added,
# doubled, dropped or swapped, the shape kept (maytmask, meitamusk, trezzor, krakin, exiodus).
_SCRAMBLED = {
    "MetaMask": r"m[a-z]{0,2}t[a-z]{0,3}m[a-z]{0,2}[sc]{1,2}[a-z]?k",
    "Trezor": r"tr[a-z]?[eo]?z[a-z]{0,2}r|trez[o0]|te?rz[o0]r",
    "Ledger": r"l[ae][a-z]?d?g[a-z]?[ae]r|legder",
    "Exodus": r"ex[a-z]{0,2}d[a-z]{0,2}s",
    "Kraken": r"kr[a-z]{0,2}k[a-z]?n",
    "Coinbase": r"c[io0]{1,2}[i1l]{0,2}n[a-z]?b[a-z]?[acs]{1,2}e",
    "Blockchain": r"bl[o0]c?k?ch[a-z]{0,2}n",
    "Phantom": r"ph[a-z]?nt[o0]m",
    "Trust Wallet": r"trust[a-z]{1,2}wal|trustwal(?!let)",
    "Uniswap": r"un[a-z]?sw[a-z]?p",
    "Gemini": r"ge{1,2}m[ie]{1,2}n[ie]{1,2}[a-z]?l[o0]?g",
}
_SCRAMBLED_RE = re.compile("|".join(f"(?P<n{i}>{rx})" for i, rx in enumerate(_SCRAMBLED.values())))
_SCRAMBLED_NAMES = tuple(_SCRAMBLED)
# The names spelt right: on an account host (metamask.github.io) that is the brand's own page, and
# elsewhere the look-alike rows have judged it already.
_TRUE_SPELLINGS = frozenset({"metamask", "trezor", "ledger", "exodus", "kraken", "coinbase", "blockchain", "phantom"})


def _risky_place(ctx: UrlContext) -> str | None:
    """Free hosting, a cheap ending, or sign-in words in the host: where a copied wallet page lives."""
    if ctx.free_host is not None:
        return ctx.free_host
    if SUSPICIOUS_TLDS.get(ctx.tld) == "strong":
        return f".{ctx.tld}"
    m = STRONG_CRED.search(ctx.host_words)
    return None if m is None else m.group(0)


def _tenant_words(ctx: UrlContext) -> str | None:
    """The words a page's owner chose (the tenant's name on free hosting, else the host's words),
    or None where a brand's name there is judged already: a brand's own site, a look-alike, an IP."""
    if ctx.official is not None or ctx.imitation is not None or ctx.parsed.ip:
        return None
    if ctx.free_host is not None:
        return ctx.parsed.host.removesuffix("." + ctx.free_host)
    return ctx.host_words


def _scrambled_wallet(ctx: UrlContext) -> str | None:
    """A wallet's name spelt loosely in a page name on free hosting, a cheap ending, or beside sign-in
    words. The exact name is the look-alike rows' work (``ctx.imitation``)."""
    words = _tenant_words(ctx)
    if words is None:
        return None
    m = _SCRAMBLED_RE.search(words.replace("-", ""))  # meta-mask, trust-wallet
    if m is None or m.group(0) in _TRUE_SPELLINGS:
        return None
    place = _risky_place(ctx)
    if place is None:
        return None
    name = _SCRAMBLED_NAMES[int((m.lastgroup or "n0")[1:])]
    return f"{m.group(0)} ({name}) + {place}"


# Path shapes only one brand's site has: a Steam account id (always 7656119 and ten digits), an
# Amazon product page (/dp/ and a ten-character ASIN starting B0), Facebook's appeal form
# (/help/contact/ and a long form number). Kits copy the whole path so that the page looks right.
_BRAND_PATHS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("Steam", re.compile(r"/(?:profiles/7656119\d{10}|tradeoffer/new/?$)|[?&]partner=\d{6,}&token=", re.I)),
    ("Amazon", re.compile(r"/dp/b0[a-z0-9]{8}(?:/|$)", re.I)),
    ("Facebook", re.compile(r"/help/contact/\d{9,}", re.I)),
)


def _brand_path(ctx: UrlContext) -> str | None:
    """A path shape only one brand's own site has, on a host that is not the brand's."""
    if ctx.official is not None:
        return None
    p = ctx.parsed
    where = f"{p.path}?{p.query}" if p.query else p.path
    for name, rx in _BRAND_PATHS:
        m = rx.search(where)
        if m is not None:
            return f"{m.group(0)} ({name})"
    return None


_PARTS = re.compile(r"[-.]")


def _split_brand(ctx: UrlContext) -> str | None:
    """A brand's name cut in two by a hyphen inside a longer page name (``face-book-web``,
    ``meta-mask-login``) on free hosting, a cheap ending or beside sign-in words: the look-alike rows
    read a hyphenated name only when the whole label is the brand (``pay-pal.com``)."""
    words = _tenant_words(ctx)
    if words is None or words.count("-") < 2:
        return None  # a brand cut in two and one more part: face-book-web
    parts = [p for p in _PARTS.split(words)[:12] if p]
    for a, b in zip(parts, parts[1:], strict=False):
        joined = a + b
        if len(joined) < 6 or joined in ORDINARY_WORDS:
            continue
        brand = token_brand(joined)
        if brand is not None:
            place = _risky_place(ctx)
            return None if place is None else f"{a}-{b} ({brand.name}) + {place}"
    return None


# A registrable name that starts the way a subdomain does (www-paypal.com, app-uniswap.org): made
# to be read as "www." or "app." in front of the real site's name.
_SUBDOMAIN_PREFIX = re.compile(r"^(?:www|www\d|app|apps|dapp|dapps|web)-[a-z0-9]")


def _subdomain_prefix(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.parsed.ip or ctx.free_host is not None:
        return None
    label = ctx.parts.label
    return ctx.parts.registrable if _SUBDOMAIN_PREFIX.match(label) else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_IPFS_PAGE",
        group="link_structure",
        weight=25,
        description="A web page served straight from IPFS, where a copied page cannot be taken down",
        fires=(
            "https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
            "https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi.ipfs.dweb.link/index.html",
            "https://ipfs.io/ipns/k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8",
        ),
        quiet=(
            "https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png",
            "https://ipfs.io/",
            "https://docs.ipfs.tech/concepts/what-is-ipfs/",
            "https://ipfs.io/ipns/k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8/logo.png",
        ),
        check=_ipfs_page,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_WALLET_NAME_SCRAMBLED",
        group="link_identity",
        weight=30,
        description="A wallet's name misspelt on purpose, on free hosting or with sign-in words",
        fires=(
            "https://meitamusk-app.weebly.com/",
            "https://trezzor-start-page.github.io/",
            "https://maytmask-login.example.com/",
            "https://maytimosk-logon.mystrikingly.com/",
            "https://c0inbace-signon.gitbook.io/us",
        ),
        quiet=(
            "https://metamask.io/",
            "https://metamask.github.io/test-dapp/",
            "https://my-blog.weebly.com/",
            "https://timemask.com/",
            "https://exodus-tours.com/",
        ),
        check=_scrambled_wallet,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_BRAND_PATH_ELSEWHERE",
        group="link_identity",
        weight=35,
        description="The page copies the address layout of a well-known site, on a different website",
        fires=(
            "https://example.com/profiles/76561198000000000",
            "https://shop.example.net/Some-Product/dp/B0ABCDEFGH/ref=sr_1_1",
            "https://example.pages.dev/help/contact/123456789012345",
        ),
        quiet=(
            "https://steamcommunity.com/profiles/76561198000000000",
            "https://www.amazon.com/Some-Product/dp/B0ABCDEFGH/",
            "https://www.facebook.com/help/contact/123456789012345",
            "https://example.com/help/contact/",
        ),
        check=_brand_path,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_SUBDOMAIN_LOOK_NAME",
        group="link_identity",
        weight=25,
        description="The site's name starts with www- or app- so it reads like part of another site",
        fires=("https://www-paypal-login.com/", "https://app-uniswap.org/", "https://dapp-aave.net/"),
        quiet=(
            "https://www.example.com/",
            "https://app.uniswap.org/",
            "https://apple-pie.com/",
            "https://webshop.com/",
        ),
        check=_subdomain_prefix,
        source="url",
    ),
    Rule(
        id="URL_BRAND_SPLIT_NAME",
        group="link_identity",
        weight=30,
        description="A brand's name split by a hyphen, on free hosting or with sign-in words",
        fires=("http://face-book-login-7qx2.vercel.app/", "https://net-flix-billing.example.top/"),
        quiet=("https://face-book-club.example.com/", "https://pay-pal.com/", "https://my-face.vercel.app/"),
        check=_split_brand,
        category="account",
        source="url",
    ),
)
