"""URL rules: the words and shape of the name a scammer chose (phishing_catcher-style lexical signs).

Why weights per word: a phishing domain is registered for one campaign, so its name is made of the
asks the page makes (``device-process-security``, ``confirm-mynewdevices``), often misspelt so the
name is still free (``support-serrvice``), and stamped with a campaign number
(``page-center482071``). Each word is weighed (x0rz/phishing_catcher's ``suspicious.yaml`` idea,
with our own list and weights) and only a name that stacks several such words, or adds a number
or hyphens to them, is a finding. Subdomain words count half: a company's own ``support.`` or
``login.`` host is ordinary. A brand's own domain is never judged here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..domains import ACCOUNT_HOSTS, FREE_HOST_KIND, SUSPICIOUS_TLDS, is_government_suffix, without_www
from . import url_disguise, url_host, url_identity, url_structure
from .base import Rule, needs
from .literal_gate import may_match
from .url_facts import FREE_HOST

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "NameWords", "chosen_name_words", "name_words"]

# Words a sign-in, payment or "fix your account" page is named after, with their weight; also as the
# other languages' kits name them (validar, konfirmasi, desbloqueo, cuenta, akun, atualizar).
_HEAVY = (
    "login log-in logon signin sign-in verif verifikasi account password passwd credential security "
    "authenticat wallet alert recover unlock webscr suspend validat confirm unusual activity authoriz "
    "unblock konfirm valida desbloque bestatig bestaetig sblocc "
    # "login" with a letter dropped or swapped: the free name a kit takes when "login" is gone
    "lgin logn loign lgoin"
)
_LIGHT = (
    "support service secure billing payment invoice portal manage customer client profile notice notif "
    "helpdesk online banking refund reward claim bonus prize gift delivery parcel package tracking "
    "reschedul redeliver device assist access update renew resolve webmail mailbox official center centre "
    "member session appeal copyright violation restore auth seguro segur cancel blocked limited locked "
    "review identif check help payee information bill required reject unpaid overdue "
    "secured safety verified akun cuenta acceso acesso actualiza atualiza aggiorna reembols inmediat imediat "
    "promocion pagament aktivasi tagihan"
)
_WEIGHT: dict[str, int] = {w: 25 for w in _HEAVY.split()} | {w: 15 for w in _LIGHT.split()}
_WORD = re.compile("|".join(sorted(map(re.escape, _WEIGHT), key=len, reverse=True)))
_MAY_WORD = may_match(_WORD)
# The same words misspelt with a doubled or dropped letter, the cheapest way to find a free name
# (serrvice, profiile, acount, suport): compared with runs of repeated letters squeezed to one.
_SQUEEZE = re.compile(r"([a-z])\1+")
_SQUEEZABLE = tuple(
    sorted(
        {
            _SQUEEZE.sub(r"\1", w)
            for w in (
                "service",
                "profile",
                "account",
                "support",
                "security",
                "verif",
                "billing",
                "confirm",
                "password",
                "payment",
                "update",
                "unlock",
                "recover",
                "wallet",
                "customer",
                "delivery",
                "access",
                "appeal",
            )
        },
        key=len,
        reverse=True,
    )
)
_SQUEEZED_WORD = re.compile("|".join(map(re.escape, _SQUEEZABLE)))
# 1 or l for i, 0 for o inside a word: "verlfied", "acc0unt".
_LOOKALIKE = str.maketrans({"1": "i", "0": "o"})
_DIGIT_RUN = re.compile(r"\d{4,}")
_LETTERS = re.compile(r"[a-z]{3,}")


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class NameWords:
    score: int
    words: tuple[str, ...]
    misspelt: tuple[str, ...]


def _scan(name: str, factor: float, seen: set[str], out: list[str]) -> int:
    total = 0
    for w in _words_in(name):
        if w not in seen:
            seen.add(w)
            out.append(w)
            total += round(_WEIGHT[w] * factor)
    return total


@lru_cache(maxsize=4096)
def _words_in(name: str) -> tuple[str, ...]:
    """The weighed words in one label or subdomain. Kept per name, like the two steps below: a
    host never seen before is mostly a known name under a new subdomain, or the reverse, and
    ``name_words`` is kept only per pair."""
    if not _MAY_WORD(name):
        return ()  # none of the words' required literals: the search finds nothing (literal_gate)
    return tuple(m.group(0) for m in _WORD.finditer(name))


@lru_cache(maxsize=4096)
def _squeezed(word: str) -> str:
    return _SQUEEZE.sub(r"\1", word)


@lru_cache(maxsize=4096)
def _squeezed_words(part: str) -> tuple[str, ...]:
    """The lure words in ``part`` once doubled letters are squeezed or digits read as letters."""
    looks = part.translate(_LOOKALIKE)
    variants = {_squeezed(v) for v in (part, looks, looks.replace("l", "i"))}
    return tuple(m.group(0) for variant in variants for m in _SQUEEZED_WORD.finditer(variant))


def _misspelt(name: str, seen: set[str]) -> list[str]:
    """Lure words that appear only once doubled letters are squeezed or digits read as letters."""
    found: list[str] = []
    for part in re.split(r"[-.]+", name):
        if len(part) < 6:
            continue
        for w in _squeezed_words(part):
            # "services" or "accounts" squeezed is still the word itself: not a misspelling.
            if any(_squeezed(s) == w for s in seen) or w in part:
                continue
            found.append(part)
            seen.add(w)
    return found


@lru_cache(maxsize=4096)
def name_words(label: str, subdomain: str) -> NameWords:
    """Weigh the lure words in a registrable label (full weight) and its subdomain (half).

    A new host is mostly a known label under a new subdomain that holds no word the label lacks:
    then the subdomain adds nothing to weigh and nothing to ``_misspelt``'s ``seen``, and the answer
    is the label's alone, kept per label."""
    alone = _label_words(label)
    if not subdomain or all(w in alone.words for w in _words_in(subdomain)):
        return alone
    return _name_words(label, subdomain)


@lru_cache(maxsize=4096)
def _label_words(label: str) -> NameWords:
    return _name_words(label, "")


def _name_words(label: str, subdomain: str) -> NameWords:
    seen: set[str] = set()
    words: list[str] = []
    score = _scan(label, 1.0, seen, words)
    score += _scan(subdomain, 0.5, seen, words)
    miss = _misspelt(label, seen)
    score += 25 * len(miss)
    if score:
        # Words strung together with hyphens or stamped with a number: made in bulk for a campaign.
        score += 5 * min(label.count("-"), 3) + (10 if _DIGIT_RUN.search(label) else 0)
    return NameWords(score, tuple(words), tuple(miss))


# Platforms where the tenant's name is in the path rather than the host.
_PATH_TENANTS = frozenset({"sites.google.com"})
_PATH_TENANT = re.compile(r"/(?:view|site)/([a-z0-9-]{3,63})(?:/|$)")


def _chosen_name(ctx: UrlContext) -> tuple[str, str] | None:
    """(label, subdomain) a scammer chose: the tenant's name on a free host, else the domain's."""
    if ctx.official is not None or ctx.parsed.ip or not ctx.parsed.host:
        return None
    host = ctx.parsed.host
    if ctx.free_host in _PATH_TENANTS:
        # sites.google.com/view/<name>: the page's chosen name is the first folder after view/site.
        m = _PATH_TENANT.match(ctx.parsed.path.lower())
        return (m.group(1), "") if m else None
    if ctx.free_host is not None:
        tenant = host[: -len(ctx.free_host) - 1] if host.endswith("." + ctx.free_host) else ""
        label, _, sub = tenant.rpartition(".")[::-1] if tenant else ("", "", "")
        return (label, sub.removeprefix("www").strip(".")) if label else None
    sub = ctx.parts.subdomain
    sub = "" if sub == "m" else without_www(sub)
    return ctx.parts.label, sub


def _words(ctx: UrlContext) -> NameWords | None:
    name = _chosen_name(ctx)
    return None if name is None else name_words(*name)


chosen_name_words = _words
"""The weighed lure words of the name a scammer chose (``name_words`` of ``_chosen_name``), for other
families' rows."""


def _lure_name(at_least: int) -> Callable[[UrlContext], str | None]:
    def check(ctx: UrlContext) -> str | None:
        nw = _words(ctx)
        if nw is None or nw.score < at_least:
            return None
        return ", ".join(nw.words + nw.misspelt)

    return check


def _misspelt_name(ctx: UrlContext) -> str | None:
    nw = _words(ctx)
    return None if nw is None or not nw.misspelt else ", ".join(nw.misspelt)


def _numbered_name(ctx: UrlContext) -> str | None:
    """A campaign number glued to words in the chosen name (``page-center482071``, ``orange1451``)."""
    name = _chosen_name(ctx)
    if name is None:
        return None
    label = name[0]
    m = _DIGIT_RUN.search(label)
    if m is None or "xn--" in label:
        return None
    letters = _LETTERS.search(label)
    # A year on its own (shop2024) is a name people choose; a long or hyphen-joined run is not.
    year = len(m.group(0)) == 4 and m.group(0)[:2] in ("19", "20") and "-" not in label
    return label if letters is not None and not year else None


def _hyphen_words(ctx: UrlContext) -> str | None:
    """Two or more hyphens joining words in the chosen name (``device-process-security``)."""
    name = _chosen_name(ctx)
    if name is None:
        return None
    label = name[0]
    return label if label.count("-") >= 2 and "xn--" not in label else None


def _quote(ctx: UrlContext, signs: list[str]) -> str:
    """Evidence people can read: a rule id becomes what that rule found; plain words stay."""
    return ", ".join(dict.fromkeys(ctx.hits[x].evidence or x if x in ctx.hits else x for x in signs))


def _cheap_tld_plus(ctx: UrlContext) -> str | None:
    """A free or very cheap ending with anything else odd about the link: alone it is caution only."""
    if "URL_CHEAP_TLD" not in ctx.hits or SUSPICIOUS_TLDS.get(ctx.tld) != "strong":
        return None
    name = _chosen_name(ctx)
    label = name[0] if name else ""
    signs = [i for i in _OTHER_SIGNS if i in ctx.hits]
    if ctx.tld in _FREE_TLDS and _HOSTNAME.fullmatch(label):
        # Names that were free to register: a hyphen or a number is enough on top.
        if "-" in label:
            signs.append("a hyphen")
        if re.search(r"\d", label):
            signs.append("digits")
    p = ctx.parsed
    if _SCRIPT_OR_LOGIN.search(f"{p.path}?{p.query}".lower()):
        signs.append("a script or sign-in page")
    return _quote(ctx, signs) if signs else None


# The former free-registration ccTLDs (Freenom): far more throwaway sites than any paid ending.
_FREE_TLDS = frozenset({"tk", "ml", "ga", "cf", "gq"})
# The signs URL_CHEAP_TLD_PLUS takes as "anything else odd": the identity, host, structure and
# disguise families' and this file's own, but the cheap ending itself and a campaign number
# (URL_NUMBERED_NAME, left out of the list).
_OTHER_SIGNS = (
    *(
        r.id
        for family in (url_identity, url_host, url_structure, url_disguise)
        for r in family.RULES
        if not r.is_predicate and r.id != "URL_CHEAP_TLD"
    ),
    "URL_LURE_NAME",
    "URL_LURE_NAME_MANY",
    "URL_MISSPELT_LURE_WORD",
    "URL_FREE_HOST_ODD_NAME",
    "URL_THROWAWAY_HOST",
    "URL_BRAND_COMBO_PLUS",
    "URL_BRAND_SUBDOMAIN_PLUS",
)
_HOSTNAME = re.compile(r"[a-z0-9][a-z0-9-]*")
_SCRIPT_OR_LOGIN = re.compile(r"\.(?:php\d?|aspx?|cgi)\b|log-?in|sign-?in|verif|account|secur|auth|pass")


_LETTER_DIGIT_LETTER = re.compile(r"[a-z]\d[a-z]")
# A short number after a name of five letters or more (``harbourlane42``): pages made in bulk for
# one campaign are told apart by it. On a code host the name is its owner's user name, and on a
# blog service its writer's, where a number after a name is how people find a free one.
_NUMBER_AFTER_NAME = re.compile(r"[a-z][a-z-]{3,}[a-z]\d{2,3}")


def _numbered_page_name(ctx: UrlContext, name: tuple[str, str]) -> bool:
    free = ctx.free_host
    if free in ACCOUNT_HOSTS or free in _PATH_TENANTS or FREE_HOST_KIND.get(free or "") == "blog":
        return False
    return not name[1] and _NUMBER_AFTER_NAME.fullmatch(name[0]) is not None


# Words that are written with a digit (a 3d printer, a 4k film, an mp3, a k9 unit): at the end of
# a name or of one of its hyphenated words they are the page's topic, not a letter swapped away.
_DIGIT_WORD_END = re.compile(r"(?:3d|2d|4k|8k|mp3|mp4|b2b|b2c|h2o|k9)(?=-|$)")


def _mixed_name(ctx: UrlContext, label: str) -> bool:
    """A digit inside letters (ar3lejuw, amig0slivechats): typed to find a free name, or a letter
    swapped for a look-alike digit; "anna1985" keeps its number at the end. On a code host the name
    is its owner's user name (pr0xima), and people write those so. A blog's name stays judged: blog
    services hosted such names for phishing in the URL sets, at no cost to a code host's."""
    if ctx.free_host in ACCOUNT_HOSTS:
        return False
    return _LETTER_DIGIT_LETTER.search(_DIGIT_WORD_END.sub("", label)) is not None


_TENANT_SIGNS = ("URL_NUMBERED_NAME", "URL_LURE_NAME", "URL_MISSPELT_LURE_WORD")


def _tenant_signs(ctx: UrlContext) -> str | None:
    """A free-hosting page whose tenant name carries a campaign number or lure words. One light
    word is enough on a site builder or app platform (``order-cancel``, ``apply-refund``): a page
    made there is named for the one thing it asks. On a blog service a name is its writer's topic
    (``igiftyou``), so there it takes a heavy word or two."""
    if ctx.free_host is None:
        return None
    hits: list[str] = [i for i in _TENANT_SIGNS if i in ctx.hits]
    nw = _words(ctx)
    least = 25 if FREE_HOST_KIND.get(ctx.free_host) == "blog" else 15
    if not hits and nw is not None and nw.words and nw.score >= least:
        hits.append(nw.words[0])
    name = _chosen_name(ctx)
    if not hits and name is not None and _mixed_name(ctx, name[0]):
        hits.append(f"{name[0]} (letters and digits mixed)")
    if not hits and name is not None and _numbered_page_name(ctx, name):
        hits.append(f"{name[0]} (a number after the name)")
    return _quote(ctx, hits) if hits else None


def _throwaway(ctx: UrlContext) -> str | None:
    """A tenant page on anonymous free hosting, a tunnel or dynamic DNS: made and dropped in minutes."""
    if ctx.free_host is None or FREE_HOST_KIND.get(ctx.free_host) != "throwaway":
        return None
    return ctx.parsed.host


# What brands call their own side domains (apple-dns, youtube-nocookie, cdn-apple): not a lure.
_INFRA_WORDS = _word_set(
    "cdn dns static storage cloud cloudkit mapkit api apis sso nocookie kit sites content usercontent media "
    "img images assets apps app dev developer developers labs status analytics ads tag metrics hardware "
    "card cards mail email research careers jobs press news blog stories"
)


# Letters glued to a brand with no vowel among four or more (googleplhjk): typed at random to
# find a free name, unlike the words brands glue to their own names (googletagmanager).
_RANDOM_TAIL = re.compile(r"[bcdfghjklmnpqrstvwxz]{4,}")


_HOST_SIGNS = ("URL_CHEAP_TLD", "URL_RISKY_TLD", "URL_NO_PUBLIC_SUFFIX")


def _brand_plus(technique: str) -> Callable[[UrlContext], str | None]:
    """A brand's name in someone else's domain, plus one more made-for-a-campaign trait of the name."""

    def check(ctx: UrlContext) -> str | None:
        im = ctx.imitation
        if im is None or im.technique != technique or ctx.free_host is not None:
            return None
        name = _chosen_name(ctx)
        if name is None:
            return None
        label, sub = name
        signs: list[str] = []
        nw = name_words(label, sub)
        # One light word (service, online, card) is how brands name their own side domains.
        if nw.score >= 25:
            signs.extend(nw.words + nw.misspelt)
        if technique == "combo" and _RANDOM_TAIL.search(label.replace(im.token, " ", 1)):
            signs.append("random letters")
        if _DIGIT_RUN.search(label) or (technique == "subdomain" and re.search(r"\d{2,}", label)):
            signs.append("number")
        # The brand must be a whole hyphen part: "revolution-os" holds "revolut" only by accident.
        if technique == "combo" and im.token in label.split("-"):
            rest = [p for p in label.split("-") if im.token not in p and p not in _INFRA_WORDS and len(p) > 1]
            if rest:
                signs.append("hyphen")
        # Labels stacked before a stranger's name; a government body stacks its own (a city's
        # outlook.office365.<city>.sp.gov.br webmail), where only the brand's name itself counts.
        deep = sub.count(".") >= 1 and sub.split(".")[0] not in ("www", "m", "mail")
        if technique == "subdomain" and deep and not is_government_suffix(ctx.parts.suffix):
            signs.append("deep")
        for i in _HOST_SIGNS:
            if i in ctx.hits:
                signs.append(i)
        return f"{im.brand.name}: {_quote(ctx, signs)}" if signs else None

    return check


G = "link_identity"

RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_LURE_NAME",
        group=G,
        weight=25,
        description="The website name is built from several sign-in, payment or alert words",
        fires=(
            "https://device-review-security.com/",
            "https://renew-billing.net/",
            "https://confirmdevices.com/",
            "https://konfirm-pagamento.net/",
        ),
        quiet=(
            "https://accounts.google.com/",
            "https://secure.chase.com/",
            "https://support.apple.com/",
            "https://login.microsoftonline.com/",
            "https://securityweek.com/",
        ),
        check=_lure_name(30),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_LURE_NAME_MANY",
        group=G,
        weight=20,
        description="The website name stacks many sign-in, payment or alert words",
        fires=("https://secure-account-verification-alert.com/", "https://device-review-security.com/"),
        quiet=("https://renew-billing.com/", "https://accounts.google.com/"),
        check=_lure_name(45),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_MISSPELT_LURE_WORD",
        group=G,
        weight=20,
        description="The website name misspells a word such as service, account or profile",
        fires=("https://support-serrvice.com/", "https://home-profiile-listing.com/", "https://acc0unt-help.net/"),
        quiet=("https://services.example.com/", "https://accounts.example.org/", "https://profile.example.com/"),
        check=_misspelt_name,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_NUMBERED_NAME",
        group="link_host",
        weight=10,
        description="The website name has a long number glued to words, as mass-made sites do",
        fires=("http://page-center482071.com/", "https://orange90317.yolasite.com/"),
        quiet=("https://shop2024.example.com/", "https://example.com/", "https://www.example.com/12345"),
        check=_numbered_name,
        source="url",
    ),
    Rule(
        id="_URL_HYPHENATED_NAME",
        group="link_host",
        weight=0,
        description="A site name made of several words joined by hyphens",
        fires=("https://device-review-security.com/",),
        quiet=("https://my-site.example.com/", "https://example.com/"),
        check=_hyphen_words,
        source="url",
    ),
    Rule(
        id="URL_FREE_HOST_ODD_NAME",
        group=G,
        weight=25,
        description="A free-hosting page whose name has a campaign number or sign-in words",
        fires=(
            "https://orange90317.yolasite.com/",
            "https://secure-login-verify.weebly.com/",
            "https://sites.google.com/view/account-unlock-help/home",
            "https://sites.google.com/view/ar3lejuw",
            "https://order-cancel.weebly.com/",
            "https://reembolso-rapido.weebly.com/",
            "https://harbourlane42.weebly.com/",
            "https://tallpinestudio381.pages.dev/",
            "https://acme-lgin.weebly.com/",
        ),
        quiet=(
            "https://my-garden-diary.weebly.com/",
            "https://www.weebly.com/",
            "https://anna1985.blogspot.com/",
            "https://igiftyou.blogspot.com/",
            "https://sites.google.com/view/smith-family-recipes/home",
            "https://harbourlane42.github.io/",
            "https://harbourlane42.blogspot.com/",
            "https://lane42.weebly.com/",
            "https://harbourlane2024.weebly.com/",
            "https://pr0xima.github.io/",
            "https://mossgarden3d.weebly.com/",
        ),
        check=needs(_tenant_signs, FREE_HOST),
        reads=_TENANT_SIGNS,
        source="url",
    ),
    Rule(
        id="URL_THROWAWAY_HOST",
        group=G,
        weight=25,
        description="The page sits on anonymous free hosting, a tunnel or a home-server address",
        fires=("https://x.000webhostapp.com/", "https://abc.ngrok-free.app/login", "http://x.duckdns.org/"),
        quiet=("https://my-page.weebly.com/", "https://www.000webhost.com/"),
        check=needs(_throwaway, FREE_HOST),
        source="url",
    ),
    Rule(
        id="URL_BRAND_COMBO_PLUS",
        group=G,
        weight=10,
        description="A brand's name in another domain's name, with lure words, numbers or hyphens",
        fires=(
            "https://paypal-records.com/",
            "https://paypalverifyaccount.com/",
            "https://netflix20245.com/",
            "https://googlexkrtq.com/",
        ),
        quiet=(
            "https://paypal.com/",
            "https://apple-dns.net/",
            "https://cdn-apple.com/",
            "https://klarnaservices.com/",
        ),
        check=_brand_plus("combo"),
        reads=_HOST_SIGNS,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_SUBDOMAIN_PLUS",
        group=G,
        weight=10,
        description="A brand's name in front of another website, which adds more odd signs",
        fires=("http://app.apple.example.net/", "http://paypal.secure-check.example.com/", "http://apple.x123.com/"),
        quiet=(
            "http://xbox-linux.example.net/",
            "https://www.apple.com/",
            "http://paypal.example.com/",
            "https://outlook.office365.campinas.sp.gov.br/",  # a city's own stacked host names
        ),
        check=_brand_plus("subdomain"),
        reads=_HOST_SIGNS,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_CHEAP_TLD_PLUS",
        group=G,
        weight=20,
        description="A free or very cheap web ending together with other odd signs in the link",
        fires=("http://verify-gv.tk/", "https://example.ml/?login=do", "http://example.top/o.php"),
        quiet=("https://example.tk/", "https://example.com/login.php"),
        check=_cheap_tld_plus,
        reads=(*_OTHER_SIGNS, "URL_CHEAP_TLD"),
        source="url",
    ),
)
