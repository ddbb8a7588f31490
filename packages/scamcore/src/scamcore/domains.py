"""Public-suffix splitting of host names, strictly offline.

Why a wrapper: the module-level ``tldextract.extract()`` fetches the Public Suffix List over the
network and writes a cache under the home directory. Here one extractor is built with no list URLs
and no cache directory, so only the snapshot bundled inside the tldextract wheel is read.

Private suffixes (blogspot.com, web.app, pages.dev, github.io) are honoured, so the registrable
domain of ``shop.web.app`` is ``shop.web.app``: the tenant, not the platform that hosts it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files
from typing import NamedTuple

import tldextract

__all__ = [
    "ACCOUNT_HOSTS",
    "FREE_HOSTS",
    "FREE_HOST_KIND",
    "SHORTENERS",
    "SUSPICIOUS_TLDS",
    "MAIL_TRACKERS",
    "OWN_NAME_HOSTS",
    "TOPIC_SITES",
    "LINK_SERVICES",
    "HostParts",
    "data_lines",
    "host_in",
    "is_government_suffix",
    "is_institution_suffix",
    "split_host",
    "without_www",
]

ACCOUNT_HOSTS = frozenset({"github.io", "gitlab.io"})
"""Hosts where a tenant's name is the account that owns it, and big brands hold their own names."""
LINK_SERVICES = frozenset({"app.link", "test-app.link", "onelink.me", "sng.link", "go.link"})
"""Deep-link services: an app's marketer picks a subdomain (``<name>.app.link``) and every link
there opens the app or a page they chose. Anyone can open an account, so the name is first come.
From the services' own help pages, 2026-11-29. Firebase's ``page.link`` is not one: its links stopped
working when Google shut Dynamic Links down in August 2025."""
OWN_NAME_HOSTS = ACCOUNT_HOSTS | LINK_SERVICES
"""Services whose subdomain is an account's own name, taken first come (a code account, a deep-link
name): a brand that uses one holds its name there (google.github.io, spotify.app.link), so the
brand's exact name as the whole subdomain is its account, not a look-alike. On a deep-link service
only where the path asks for no sign-in, payment or shared document (urls.py): a name the brand left
free is anyone's, and a kit's link says what it wants. Not form and document services
(``<brand>.typeform.com/to/<id>``): their paths are opaque ids, so nothing tells the brand's survey
from a stranger's sign-in form under the brand's free name. A name that adds words
(paypal-verify.app.link) is anyone's and is judged like any tenant's. Never official."""
TOPIC_SITES = frozenset(
    {
        "stackexchange.com",  # a Q&A network: each site is a topic the company opens
        "slashdot.org",
        "gadgethacks.com",
        "wonderhowto.com",
    }
)
"""Sites that name their subdomains for topics they open themselves (``apple.stackexchange.com``)
and whose pages are questions and articles: a brand there is the subject, whether as the topic's
subdomain or in a question's title, not a disguise. Not wiki farms (``fandom.com``), where anyone
may start a wiki under a brand's name."""


def data_lines(text: str) -> list[list[str]]:
    """The entries of a data list: one per line, whitespace-separated fields, ``#`` comments dropped."""
    out: list[list[str]] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if line:
            out.append(line.lower().split())
    return out


def _read(name: str) -> list[list[str]]:
    return data_lines(files("scamcore").joinpath("data", name).read_text("utf-8"))


SUSPICIOUS_TLDS: dict[str, str] = {f[0]: (f[1] if len(f) > 1 else "strong") for f in _read("suspicious_tlds.txt")}
"""TLD -> "strong" or "mild"."""
SHORTENERS: frozenset[str] = frozenset(f[0] for f in _read("shorteners.txt"))
MAIL_TRACKERS: frozenset[str] = frozenset(f[0] for f in _read("mail_trackers.txt"))
_FREE = _read("free_hosts.txt")
FREE_HOSTS: frozenset[str] = frozenset(f[0] for f in _FREE)
FREE_HOST_KIND: dict[str, str] = {f[0]: f[1] for f in _FREE if len(f) > 1}
"""Free host -> "throwaway" for anonymous free hosting, tunnels and dynamic DNS; "blog" for blog services."""


def host_in(host: str, suffixes: frozenset[str]) -> str | None:
    """The entry of ``suffixes`` that ``host`` equals or is a subdomain of, or None.

    A new host is mostly a new label before a parent seen before, and a link's context and rows ask
    about one host several times (``LINK_SERVICES`` three times): the parent's answer is kept
    (``_parent_in``), so a new host costs one set probe and a cache hit instead of a walk."""
    if host in suffixes:
        return host
    i = host.find(".")
    return None if i == -1 else _parent_in(host[i + 1 :], suffixes)


@lru_cache(maxsize=8192)
def _parent_in(host: str, suffixes: frozenset[str]) -> str | None:
    """``host_in`` walking every parent (a frozenset keeps its hash, so the key costs a probe)."""
    if host in suffixes:
        return host
    i = host.find(".")
    while i != -1:
        rest = host[i + 1 :]
        if rest in suffixes:
            return rest
        i = host.find(".", i + 1)
    return None


_EXTRACT = tldextract.TLDExtract(
    suffix_list_urls=(),
    cache_dir=None,
    fallback_to_snapshot=True,
    include_psl_private_domains=True,
)


class HostParts(NamedTuple):
    """A host split at its public suffix. A named tuple, as ``urls.ParsedUrl`` is: a new host
    builds one, and a frozen dataclass sets each field through ``object.__setattr__``."""

    subdomain: str
    """Labels left of the registrable domain, dot-joined ("" when none)."""
    label: str
    """The registrable label: ``paypal`` in ``www.paypal.co.uk``, ``shop`` in ``shop.web.app``."""
    suffix: str
    """The public suffix, private ones included: ``co.uk``, ``web.app``; "" for IPs and bare names."""
    registrable: str
    """label + "." + suffix, or the whole host when there is no known suffix."""
    icann_registrable: str
    """The registrable domain ignoring private suffixes: ``web.app`` for ``shop.web.app``."""
    is_private: bool


def _rule_paths() -> tuple[frozenset[str], frozenset[str]]:
    """Every public suffix rule (private ones included) and every tail of one (``uk``, ``co.uk``,
    ``salesforce.com`` of ``*.platform.salesforce.com``); and what the wildcard rules stand on
    (``ck`` of ``*.ck``). A host that is none of the first, and whose labels after its first are
    none of the second, is no public suffix and cannot be matched whole by a rule: labels put
    before it leave its suffix and registrable domain as they are (tldextract's walk from the
    right stops inside it)."""
    paths: set[str] = set()
    for rule in _EXTRACT.tlds:
        labels = rule.removeprefix("!").split(".")
        paths.update(".".join(labels[i:]) for i in range(len(labels)))
    return frozenset(paths), frozenset(rule[2:] for rule in _EXTRACT.tlds if rule.startswith("*."))


_RULE_PATHS, _WILDCARD_BASES = _rule_paths()
_LABEL_CHAR = r"[^./?#@:\[\]\s\u3002\uff0e\uff61]"
_PLAIN_HOST = re.compile(rf"(?<!{_LABEL_CHAR}){_LABEL_CHAR}++(?:\.{_LABEL_CHAR}++)+")
"""Labels joined by single dots, none empty, with nothing tldextract reads as a URL's other parts
(``/``, ``@``, a port, brackets, spaces) or as another dot: a host it splits as written. Used with
``fullmatch``; the runs are possessive and a match starts only where a label does, so a search over a
hostile string is linear too."""


@lru_cache(maxsize=4096)
def split_host(host: str) -> HostParts:
    """Split a lower-case host (Unicode or ASCII) into subdomain, label and suffix.

    A new host is mostly a new subdomain of a domain seen before (a campaign's ``<random>.<domain>``):
    its parts are the parent's with the first label added to the subdomain, so tldextract runs once
    per parent, not once per host. Exact: only where no suffix rule can reach past the parent."""
    head, _, parent = host.partition(".")
    low = parent.lower()
    if (
        low not in _RULE_PATHS
        and low.partition(".")[2] not in _WILDCARD_BASES
        and "xn--" not in low
        and _PLAIN_HOST.fullmatch(host)
        and host == host.strip()
    ):
        up = _extracted(parent)
        if up.suffix and parent == (f"{up.subdomain}.{up.registrable}" if up.subdomain else up.registrable):
            # A suffix was found and the parent is not one: tldextract's own split of the parent.
            sub = f"{head}.{up.subdomain}" if up.subdomain else head
            return HostParts(sub, up.label, up.suffix, up.registrable, up.icann_registrable, up.is_private)
    return _extracted(host)


@lru_cache(maxsize=4096)
def _extracted(host: str) -> HostParts:
    r = _EXTRACT.extract_str(host)
    icann = _EXTRACT.extract_str(host, include_psl_private_domains=False) if r.is_private else r
    icann_reg = icann.top_domain_under_public_suffix or host
    if r.domain and r.suffix:
        return HostParts(r.subdomain, r.domain, r.suffix, f"{r.domain}.{r.suffix}", icann_reg, r.is_private)
    if r.suffix and not r.domain:
        # The host is itself a public suffix (s3.amazonaws.com): fall back to the ICANN view.
        return HostParts(icann.subdomain, icann.domain, icann.suffix, icann_reg, icann_reg, False)
    return HostParts(r.subdomain, r.domain or host, r.suffix, host, host, False)


def without_www(subdomain: str) -> str:
    """``subdomain`` without a leading ``www`` label: "www." before a name is a habit of web
    addresses, not a word the owner chose, so rules reading the chosen words leave it out."""
    return "" if subdomain == "www" else subdomain.removeprefix("www.")


# Public suffixes that only a government's own bodies may register under (the US .gov and .mil,
# gov.uk, gouv.fr, gob.mx, go.jp, govt.nz, gc.ca, gv.at, a Brazilian state's sp.gov.br, ...): no
# stranger can hold a name there. "go." and "gv." are also open endings in some countries (go.it is
# a province, gv.vc a hosting firm's), so only the governments' own are listed; and a "gov." under
# a country ending sold worldwide as a generic one (.io, .ws, .cx, ...) may be anyone's.
_GOVERNMENT_SUFFIX = re.compile(
    r"gov|mil|gc\.ca|gv\.at|go\.(?:jp|kr|th|id|ke|tz|ug|cr)"
    r"|(?:[a-z]{2}\.)?(?:gov|gob|gouv|govt|mil)\.(?!(?:io|ws|cx|nr|vc|tv|cc|me|to|fm|ai|gg|la|sh|ac)$)[a-z]{2}"
)


def is_government_suffix(suffix: str) -> bool:
    """Whether names under ``suffix`` are a government's alone, so a brand's name in one is no
    combosquat. Only the registered name: a subdomain under it (``paypal.<city>.gov.br``) is the
    host's to name and is still read."""
    return _GOVERNMENT_SUFFIX.fullmatch(suffix) is not None


# Public suffixes only accredited schools and universities may register under (the US .edu, and a
# country's ac. or edu.: ac.uk, ac.jp, edu.au), with the same generic-sold endings left out.
_ACADEMIC_SUFFIX = re.compile(r"edu|(?:ac|edu)\.(?!(?:io|ws|cx|nr|vc|tv|cc|me|to|fm|ai|gg|la|sh|ac)$)[a-z]{2}")


def is_institution_suffix(suffix: str) -> bool:
    """Whether names under ``suffix`` belong to a government body or an accredited school alone: the
    names of hosts under such a name are that body's IT department's to choose."""
    return is_government_suffix(suffix) or _ACADEMIC_SUFFIX.fullmatch(suffix) is not None
