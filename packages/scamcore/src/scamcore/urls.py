"""Link analysis: parse a link the way a browser would, then run the URL rule tables over it.

Contract: ``analyse_url(url)`` never raises on any string and returns ``UrlAnalysis`` with the
host (Unicode form), registrable domain (via tldextract's bundled snapshot, never the network),
findings from the URL rule tables, the brand the link imitates (if any) and whether the domain is
one a brand lists as its own. ``score`` is the link's own score (scoring.score_findings).

Why a hand-written parser: ``urllib.parse.urlsplit`` raises on some hostile inputs (bad ports,
unbalanced brackets) and keeps tricks such as backslashes and ``@`` userinfo that browsers act on.
Parsing here is lenient and records each trick so a rule can flag it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple
from urllib.parse import unquote

import idna

from .brands import Brand, brand_for_domain, brand_for_host
from .domains import (
    ACCOUNT_HOSTS,
    FREE_HOSTS,
    LINK_SERVICES,
    OWN_NAME_HOSTS,
    SHORTENERS,
    TOPIC_SITES,
    HostParts,
    host_in,
    split_host,
)
from .limits import LIMITS
from .lookalike import Imitation, find_imitation, is_brand_label
from .relays import carries_other_page, oauth_request, path_carried_url
from .rules.base import Finding, any_hit, run_rules
from .rules.url_disguise import entropy as _entropy
from .rules.url_identity import IMITATION_RULES, cred_words
from .scoring import score_findings

__all__ = ["UrlAnalysis", "UrlContext", "analyse_url", "parse_url", "url_hits"]


class UrlAnalysis(NamedTuple):
    """A link's analysis. A named tuple, as ``ParsedUrl``: a frozen dataclass sets each field
    through ``object.__setattr__``, and a new host builds one of each."""

    url: str
    host: str
    registrable_domain: str
    findings: tuple[Finding, ...]
    score: int
    imitates: str | None = None
    official: bool = False


class ParsedUrl(NamedTuple):
    """A link split into parts; ``host`` is lower-case Unicode, ``host_ascii`` its IDNA form.

    A named tuple, built in one C call: as a frozen dataclass (a Python ``object.__setattr__`` per
    field) its 13 fields were ~14 µs, two fifths of parsing a link."""

    raw: str
    scheme: str
    userinfo: str | None
    host: str
    host_ascii: str
    raw_host: str
    port: str | None
    path: str
    query: str
    fragment: str
    backslash: bool
    ip: str | None
    """None, "ip" (dotted decimal or IPv6) or "obfuscated" (decimal, hex or octal forms)."""


_new_tuple = tuple.__new__
"""A named tuple built in one C call from all its fields in order, without the keyword ``__new__``'s
Python frame (~3 µs of a new host's ``ParsedUrl`` on the loaded machine, ~0.6 µs this way)."""

_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]{0,15}):")
_HIDDEN = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]")
_DOTTED = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_NUMERIC_PART = re.compile(r"^(?:0x[0-9a-f]+|\d+)$")
_NOT_NUMERIC = re.compile(r"[^\da-fx.\n]")


def _ip_kind(host: str) -> str | None:
    if host.startswith("[") or (":" in host and host.count(":") >= 2):
        return "ip"
    if _NOT_NUMERIC.search(host):
        return None  # a letter past "f" or a hyphen: none of the patterns below can match
    if _DOTTED.match(host) and not any(p.startswith("0") and p != "0" for p in host.split(".")):
        return "ip"
    parts = host.split(".")
    if 1 <= len(parts) <= 4 and all(_NUMERIC_PART.match(p) for p in parts):
        return "obfuscated"
    return None


def _idna_label(label: str) -> tuple[str, str]:
    """(unicode, ascii) forms of one host label; never raises."""
    if label.startswith("xn--"):
        try:
            return idna.decode(label), label
        except (idna.IDNAError, UnicodeError, ValueError):
            try:
                return label[4:].encode("ascii").decode("punycode"), label
            except (UnicodeError, ValueError):
                return label, label
    if label.isascii():
        return label, label
    try:
        return label, idna.encode(label, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        return label, label


def parse_url(url: str) -> ParsedUrl:
    """Split a link or bare domain leniently; never raises."""
    s = url.strip()[: LIMITS.max_url_chars].replace("&amp;", "&")
    m = _SCHEME.match(s)
    scheme = "http"
    rest = s
    if m and (s[m.end() : m.end() + 2] in ("//", "\\\\", "/\\", "\\/") or m.group(1).lower() in ("http", "https")):
        scheme = m.group(1).lower()
        rest = s[m.end() :]
    backslash = "\\" in rest
    rest = rest.replace("\\", "/").lstrip("/")
    cut = len(rest)
    for ch in "/?#":
        i = rest.find(ch)
        if i != -1:
            cut = min(cut, i)
    authority, tail = rest[:cut], rest[cut:]
    userinfo: str | None = None
    if "@" in authority:
        userinfo, authority = authority.rsplit("@", 1)
    port: str | None = None
    hostport = authority
    if hostport.startswith("["):
        end = hostport.find("]")
        host = hostport[: end + 1] if end != -1 else hostport
        after = hostport[end + 1 :] if end != -1 else ""
        if after.startswith(":"):
            port = after[1:]
    else:
        host, sep, p = hostport.rpartition(":")
        if not sep:
            host = hostport
        else:
            port = p
    raw_host = host
    host = unquote(host) if "%" in host else host
    if host.isascii():
        host = host.lower().strip(".")  # NFKC and the hidden characters change nothing in ASCII
    else:
        host = _HIDDEN.sub("", unicodedata.normalize("NFKC", host).lower().strip("."))
    if host.isascii() and "xn--" not in host:
        host_u = host_a = host  # nor does IDNA, without punycode: most hosts
    else:
        labels = [_idna_label(lab) for lab in host.split(".")] if host and not host.startswith("[") else []
        host_u = ".".join(u for u, _ in labels).lower() if labels else host
        host_a = ".".join(a for _, a in labels).lower() if labels else host
    path, query, fragment = tail, "", ""
    if "#" in path:
        path, fragment = path.split("#", 1)
    if "?" in path:
        path, query = path.split("?", 1)
    # raw, scheme, userinfo, host, host_ascii, raw_host, port, path, query, fragment, backslash, ip
    fields = (s, scheme, userinfo, host_u, host_a, raw_host, port, path, query, fragment, backslash, _ip_kind(host_a))
    return _new_tuple(ParsedUrl, fields)


@dataclass(slots=True)
class UrlContext:
    """What URL rules read: the parsed link, its host facts, and the hits so far."""

    parsed: ParsedUrl
    parts: HostParts
    official: Brand | None
    imitation: Imitation | None
    free_host: str | None
    shortener: str | None
    tld: str
    nested: UrlAnalysis | None = None
    """The link carried inside this one's query or fragment (a redirect target), analysed alone."""
    platform: Brand | None = None
    """The brand whose user-content area hosts this page (Google for docs.google.com), if any."""
    list_page: bool = False
    """The message this link came in shows it is its mailing list's own management page (list_pages)."""
    host_brand: Brand | None = None
    """The brand whose host this is, also when the page it shows is another site's (relays); ``official``
    is None then: a redirect rule asks whose springboard it is, every other rule whether it is the
    brand's own page."""
    link_service: str | None = None
    """The deep-link service (``app.link``) this host is or is an account on, if any: found once,
    read by the tenant-name logic here and by two host rows."""
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)
    """Per-link work that several rules share; gone with the context."""
    _plain_path: str | None = field(default=None, repr=False, init=False)
    _subject: str | None = field(default=None, repr=False, init=False)

    def first_evidence(self, rule_ids: tuple[str, ...]) -> str | None:
        """``base.any_hit`` on this link's hits, for the URL composites."""
        return any_hit(self, rule_ids)

    @property
    def subject(self) -> str:
        """The whole link, lower case, with the host in Unicode form. Worked out once: every
        pattern rule of the URL tables searches it."""
        subject = self._subject
        if subject is None:
            p = self.parsed
            subject = self._subject = f"{p.host}{p.path}?{p.query}#{p.fragment}".lower()
        return subject

    @property
    def path_query(self) -> str:
        p = self.parsed
        return f"{p.path}?{p.query}".lower() if p.query else p.path.lower()

    @property
    def plain_path(self) -> str:
        """The path with %-escapes decoded, lower case: what a person would read. Worked out once:
        a dozen path rules read it."""
        path = self._plain_path
        if path is None:
            path = self._plain_path = unquote(self.parsed.path).lower()
        return path

    @property
    def host_words(self) -> str:
        """The host without its public suffix: where a scammer chooses the words."""
        p = self.parts
        return f"{p.subdomain}.{p.label}" if p.subdomain else p.label

    def entropy(self, s: str) -> float:
        return _entropy(s)


_NESTED = re.compile(r"(?:https?|ftp)(?::|%3a)(?:/|%2f){1,2}[^&\s#]+|(?<=[=/])www\.[a-z0-9-]+\.[a-z]{2,}[^&\s#]*", re.I)


def _nested_url(parsed: ParsedUrl) -> str | None:
    tail = f"{parsed.query}#{parsed.fragment}"
    m = _NESTED.search(tail)
    return None if m is None else unquote(m.group(0))


# Links big platforms let anyone make: a chat with any number (wa.me), an invite to any group, a
# redirect to whatever site a post linked (t.co, lnkd.in). The platform's name on them says nothing
# about who sent the message, so they are never the brand's own official page.
# Subdomains every hosting platform keeps for its own documentation and help pages: no tenant can
# register them, so a page there is the platform's, not a user's.
_PLATFORM_OWN = frozenset({"docs", "help", "support", "status", "developers", "community", "learn"})
_OPEN_LINK_HOSTS = frozenset({"wa.me", "chat.whatsapp.com", "t.me", "telegram.me", "t.co", "lnkd.in"})
# Amazon S3's regional endpoints (bucket.s3.eu-west-1.amazonaws.com, bucket.s3-website-us-east-1...):
# each region is its own public suffix, so the free-host entry s3.amazonaws.com does not cover them,
# yet a page there is a storage bucket anyone can fill, like one on the global endpoint.
_REGIONAL_BUCKETS = re.compile(
    r"s3(?:[.-]website)?(?:[.-]dualstack)?[.-][a-z]{2}(?:-gov)?-[a-z]+-[0-9]\.amazonaws\.com"
)


# What a kit's link on a brand-named deep-link account says it wants: a sign-in or a payment (the
# sign-in words of the link rows), or a shared document to open.
_DOCUMENT = re.compile(r"(?<![a-z])(?:documents?|shared|invoices?|voicemail|fax|e-?sign)(?![a-z])")


def _asks(path: str) -> bool:
    plain = unquote(path).lower()
    return bool(cred_words(plain)) or _DOCUMENT.search(plain) is not None


def _context(url: str, depth: int = 0, list_page: bool = False) -> UrlContext:
    parsed = parse_url(url)
    host = parsed.host
    no_suffix = parsed.ip is not None or "." not in host
    parts = HostParts("", host, "", host, host, False) if no_suffix else split_host(host)
    free = host_in(host, FREE_HOSTS) if host else None
    if free is None and parts.is_private and _REGIONAL_BUCKETS.fullmatch(parts.suffix):
        free = parts.suffix  # a bucket on a regional storage endpoint, as on s3.amazonaws.com
    if free is not None and host in (free, "www." + free) and not parsed.path.strip("/"):
        # The platform's own front page, not a tenant's page (sites.google.com/view/x still counts).
        free = None
    if free is not None and host.removesuffix("." + free) in _PLATFORM_OWN:
        free = None  # docs.railway.app, help.tumblr.com: names no tenant can take
    first_folder = parsed.path.strip("/").split("/", 1)[0]
    if free is not None and host in (free, "www." + free) and first_folder in _PLATFORM_OWN:
        free = None  # carrd.co/docs/...: the platform's own help pages on its bare domain
    short = host_in(host, SHORTENERS) if host else None
    link_service = host_in(host, LINK_SERVICES) if host else None
    official = None
    if not parsed.ip and host and free is None and host_in(host, _OPEN_LINK_HOSTS) is None:
        official = (
            brand_for_domain(parts.registrable)
            or brand_for_domain(parts.icann_registrable)
            # gov.uk and nhs.uk are public suffixes themselves: only their bodies can use them
            or (brand_for_domain(parts.suffix) if "." in parts.suffix else None)
            or (brand_for_host(host, parts.registrable) if parts.subdomain else None)
        )
    host_brand = official
    if official is not None and carries_other_page(
        host, parts.registrable, parsed.path, f"{parsed.query}#{parsed.fragment}"
    ):
        # The brand's host shows another site's page (relays): not the brand's link, and it
        # reassures nothing; it is no look-alike either (the host is the brand's).
        official = None
    imitation = None
    if host_brand is None and not parsed.ip and parts.label:
        label, suffix, sub = parts.label, parts.suffix, parts.subdomain
        # foo.weebly.com, bar.sharepoint.com, an app's <name>.app.link: judge the tenant's name,
        # not the platform's.
        service = free if free is not None else link_service
        if service is not None and not parts.is_private:
            tenant = host[: -len(service) - 1] if host.endswith("." + service) else ""
            label, _, sub = tenant.rpartition(".")[::-1] if tenant else ("", "", "")
            suffix = service
        if (
            service in OWN_NAME_HOSTS
            and not sub
            and is_brand_label(label)
            and (service in ACCOUNT_HOSTS or not _asks(parsed.path))
        ):
            label = ""  # google.github.io is Google's own account page, spotify.app.link its app's links
        if parts.registrable in TOPIC_SITES and is_brand_label(sub.partition(".")[0]):
            sub = ""  # apple.stackexchange.com: the Q&A site about Apple
        if label:
            imitation = find_imitation(label, suffix, sub)
    tld = parts.suffix.rsplit(".", 1)[-1] if parts.suffix else ""
    inner = _nested_url(parsed) if depth == 0 else None
    if inner is not None and official is not None and oauth_request(parsed.path, parsed.query) is not None:
        # An app's redirect_uri often names the provider (/auth/google/callback): only its site is
        # judged, where the provider returns the reader, as a look-alike or an odd host.
        back = parse_url(inner)
        inner = f"{back.scheme or 'https'}://{back.host}/" if back.host else None
    if inner is None and depth == 0 and host_brand is not None:
        # google.com/amp/s/<site>/...: the brand's AMP viewer or translator shows the carried site
        inner = path_carried_url(parsed.path)
    nested = _analyse(inner, depth + 1)[0] if inner else None
    platform = brand_for_domain(parts.icann_registrable) if free is not None else None
    return UrlContext(
        parsed, parts, official, imitation, free, short, tld, nested, platform, list_page, host_brand, link_service
    )


@lru_cache(maxsize=2048)
def _analyse(url: str, depth: int = 0, list_page: bool = False) -> tuple[UrlAnalysis, dict[str, Finding]]:
    """``depth`` 1 analyses a link found inside another, without looking for links inside it."""
    from .rules.url_registry import URL_RULES

    ctx = _context(url, depth, list_page)
    findings = tuple(run_rules(URL_RULES, ctx))
    if ctx.imitation is not None:
        # A look-alike of USPS is a delivery scam, of a bank a bank scam: the brand sets the category,
        # also for the generic sign-in signs on the same link.
        cat = ctx.imitation.brand.category
        findings = tuple(
            f._replace(category=cat) if f.rule_id in IMITATION_RULES or f.category == "account" else f for f in findings
        )
        ctx.hits.update({f.rule_id: f for f in findings})
    # url, host, registrable_domain, findings, score, imitates, official
    imitates = ctx.imitation.brand.name if ctx.imitation else None
    score, official = score_findings(findings), ctx.official is not None
    fields = (url, ctx.parsed.host, ctx.parts.registrable, findings, score, imitates, official)
    analysis = _new_tuple(UrlAnalysis, fields)
    return analysis, ctx.hits


def analyse_url(url: str, *, list_page: bool = False) -> UrlAnalysis:
    """Analyse one link or bare domain; never raises, whatever the string.

    ``list_page``: the message shows the link is its mailing list's own management page
    (``list_pages``), so the reader's address in it is not a sign."""
    try:
        return _analyse(url, 0, list_page)[0]
    except Exception:
        return UrlAnalysis(url=url, host="", registrable_domain="", findings=(), score=0)


def url_hits(url: str) -> dict[str, Finding]:
    """Every URL rule hit for a link, predicates included (for rule-example tests)."""
    return dict(_analyse(url, 0, False)[1])  # the same cache key analyse_url uses
