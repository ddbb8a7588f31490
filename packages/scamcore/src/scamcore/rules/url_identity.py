"""URL rules: the link imitates a brand or hides where it really goes (group link_identity).

The look-alike work is done once per link in ``lookalike.find_imitation``; these rows only turn
its technique into a finding, so each technique has its own id, weight and wording.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS, is_institution_suffix
from ..lookalike import combo_rest
from .base import Rule, needs
from .literal_gate import may_match
from .url_dampeners import help_article
from .url_facts import NON_ASCII

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["CRED_WORDS", "IMITATION_RULES", "RULES", "STRONG_CRED", "cred_words"]

G = "link_identity"

# Words that sign-in, payment and "fix your account" pages put in their addresses.
CRED_WORDS = re.compile(
    r"log-?in|log-?on|sign-?in|signon|verif(?:y|ication|ied)|validat(?:e|ion)|authenticat(?:e|ion)|"
    r"unlock|suspen(?:d|ded|sion)|restor(?:e|ation)|recover(?:y)?|confirm(?:ation)?|authori[sz]|"
    r"webscr|passw(?:or)?d|passcode|credential|wallet|e-?banking|online-?banking|netbanking|"
    r"secure|security|account|update|billing|payment|refund|invoice|webmail|mailbox|"
    r"support|helpdesk|customer|reactivat(?:e|ion)|unusual|"
    r"redeliver(?:y)?|reschedul(?:e|ing)|parcel|tracking|toll|airdrop|claim|reward|"
    # the same asks in the languages phishing kits are most often written for
    r"authentifi|anmeld|identifica|identifiz|connexion|compte|konto|conta(?!ct)|cuenta|acce?sso|ingres[ao]|"
    r"entrar|seguran[cç]a|seguridad|sicurezza|sicherheit|actualiz|atualiz|aktualisier|verifica|"
    r"bestaetig|bestätig|validatie|inloggen|aanmelden|zahlung|pagamento|pago|"
    r"alert|reset|payee|unregister|deregister|soporte|servicio|notification|devicepairing",
)
STRONG_CRED = re.compile(
    r"log-?in|log-?on|sign-?in|signon|verif(?:y|ication)|validat|authenticat|unlock|suspen|webscr|passw|"
    r"credential|wallet|banking|reactivat|redeliver|reschedul|airdrop|authentifi|anmeld|connexion|"
    r"inloggen|aanmelden",
)


# Rules that fire because the host imitates a brand: their findings take the brand's scam category.
IMITATION_RULES = frozenset(
    {
        "URL_IDN_HOMOGRAPH",
        "URL_BRAND_LOOKALIKE",
        "URL_BRAND_OTHER_SUFFIX",
        "URL_BRAND_DOMAIN_IN_SUBDOMAIN",
        "URL_BRAND_COMBO",
        "URL_BRAND_IN_SUBDOMAIN",
        "URL_BRAND_WITH_LURE_WORD",
        "URL_BRAND_ON_RISKY_HOST",
    }
)


_MAY_CRED = may_match(CRED_WORDS)


def cred_words(s: str) -> list[str]:
    if not _MAY_CRED(s):
        return []  # none of the words' required literals: the search finds nothing (literal_gate)
    return sorted({m.group(0) for m in CRED_WORDS.finditer(s)})


def _technique(*names: str) -> Callable[[UrlContext], str | None]:
    def check(ctx: UrlContext) -> str | None:
        im = ctx.imitation
        if im is None or im.technique not in names:
            return None
        p = ctx.parsed
        # Show the xn-- form beside a Unicode host: the look-alike letters are invisible otherwise.
        host = p.host if p.host == p.host_ascii else f"{p.host} = {p.host_ascii}"
        return f"{host} ({im.technique} of {im.brand.name})"

    return check


# Scripts whose letters pass for Latin ones; Latin mixed with one of these in a label is a trick,
# while an accented Latin name (münchen) or an all-Cyrillic one (пример) is just a language.
_LOOKALIKE_SCRIPTS = frozenset({"CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE"})


def _mixed_script(ctx: UrlContext) -> str | None:
    label = ctx.parts.label
    if label.isascii() or (ctx.imitation and ctx.imitation.technique == "homograph"):
        return None
    scripts = {unicodedata.name(ch, "?").split(" ", 1)[0] for ch in label if ch.isalpha()}
    return label if "LATIN" in scripts and scripts & _LOOKALIKE_SCRIPTS else None


def _userinfo(ctx: UrlContext) -> str | None:
    u = ctx.parsed.userinfo
    return None if u is None else f"{u}@"


def _userinfo_domain(ctx: UrlContext) -> str | None:
    u = ctx.parsed.userinfo
    if u is None:
        return None
    if "." in u or re.search(r"[a-z]{4,}", u.lower()) and len(u) > 12:
        return f"{u[:60]}@{ctx.parsed.host}"
    return None


def _hidden_chars(ctx: UrlContext) -> str | None:
    raw = ctx.parsed.raw
    m = re.search("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]", raw)
    return None if m is None else f"U+{ord(m.group(0)):04X}"


def _pct_host(ctx: UrlContext) -> str | None:
    return ctx.parsed.raw_host if "%" in ctx.parsed.raw_host else None


def _cred_host(ctx: UrlContext) -> str | None:
    # On a help centre's article the host's sign-in words are the company's name (a password
    # manager's, a security vendor's), and the page explains signing in rather than asking for it.
    if ctx.official is not None or ctx.parsed.ip or help_article(ctx):
        return None
    # A university's or a government's own sign-in host (login.<name>.edu, signin.<name>.ac.uk):
    # no stranger can register a name under those endings, and a kit on a hacked site of theirs
    # sits in its folders, not on a host name only their IT department can add.
    if is_institution_suffix(ctx.parts.suffix) and not cred_words(ctx.parts.label):
        return None
    words = cred_words(ctx.host_words)
    # On hosting anyone can rent in minutes, any such word counts; elsewhere a lone weak word
    # (update.example.com) is too common to mean anything.
    cheap = ctx.free_host is not None or ctx.tld in SUSPICIOUS_TLDS
    if not words or not cheap and not any(STRONG_CRED.search(w) for w in words) and len(words) < 2:
        return None
    return ", ".join(words)


_LURE = re.compile(
    r"\d{2,}|official|support|help|contact|desk|secure|verif|login|signin|log-in|sign-in|account|"
    r"identity|portal|alert|update|bonus|premio|prize|gift|reward|promo|wallet|browser|info|center|centre|"
    r"care|claim|refund|client|customer|member|user|auth|access|start|2fa|recovery|unlock|billing|invoice|"
    r"track|deliver|parcel|tax"
)


def _combo_lure(ctx: UrlContext) -> str | None:
    im = ctx.imitation
    if im is None:
        return None
    m = _LURE.search(combo_rest(im))
    return None if m is None else f"{im.evidence} ({m.group(0)})"


# Two-letter endings sold worldwide as short generic names (a startup's .io, a channel's .tv) or, as
# .us is, used by a country's firms like a second .com: a brand's name there says nothing of a country.
_GENERIC_CC = frozenset(
    {"ai", "cc", "co", "fm", "gg", "io", "la", "ly", "me", "sh", "so", "to", "tv", "us", "vc", "ws"}
)


def _combo_foreign_cc(ctx: UrlContext) -> str | None:
    """A brand's name glued into a name under a country's ending where the brand runs no site of its
    own: a brand opens a country site under its plain name, while a stranger registering its name
    plus a word picks whatever ending is cheap or free there. A brand that runs sites under every
    country's ending (``label.*`` in brands.txt) is left alone, its partners' country sites too."""
    im = ctx.imitation
    if im is None or im.technique != "combo" or ctx.free_host is not None:
        return None
    cc = ctx.parts.suffix.rpartition(".")[2]
    if len(cc) != 2 or cc in _GENERIC_CC or cc in SUSPICIOUS_TLDS:
        return None
    if any(d.endswith(".*") or d.endswith(f".{cc}") for d in im.brand.domains):
        return None
    return f"{ctx.parts.registrable} ({im.brand.name} runs no .{cc} site)"


def _cred_host_many(ctx: UrlContext) -> str | None:
    if "URL_CREDENTIAL_HOST" not in ctx.hits:
        return None
    words = cred_words(ctx.host_words)
    return ", ".join(words) if len(words) >= 2 else None


_IMITATION_ADVICE = "Type the brand's address yourself or use its app, rather than this link."

RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_IDN_HOMOGRAPH",
        group=G,
        weight=60,
        description="The web address uses look-alike foreign letters to copy a brand's name",
        fires=("http://xn--pple-43d.com/", "https://\u0440\u0430ypal.com/signin"),
        quiet=("https://apple.com/", "https://m\u00fcnchen.de/"),
        check=_technique("homograph"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_LOOKALIKE",
        group=G,
        weight=50,
        description="The web address is a misspelling or look-alike of a well-known brand",
        fires=(
            "https://paypa1.com/",
            "http://rnicrosoft.com/login",
            "https://pay-pal.com",
            "https://wellsfarg0.com",
            "https://micr0softhelpdesk.com/",
            "https://steamcommunnitty.com/",
        ),
        quiet=("https://paypal.com/", "https://wikipedia.org/", "https://chose.com/", "https://kmobile.net/"),
        check=_technique("homoglyph", "typo", "hyphenation"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_OTHER_SUFFIX",
        group=G,
        weight=40,
        description="A brand's name under an ending the brand does not use",
        fires=("https://paypal.xyz/", "http://coinbase.ru/"),
        quiet=(
            "https://paypal.com/",
            "https://google.de/",
            "https://amazon.co.uk/",
            "https://google.github.io/styleguide/",  # the brand's own account name (OWN_NAME_HOSTS)
        ),
        check=_technique("tld-swap"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_DOMAIN_IN_SUBDOMAIN",
        group=G,
        weight=45,
        description="A brand's web address is placed in front of a different website's address",
        fires=("http://paypal.com.evil.top/", "http://facebook.com-retry-xyz.example.com/sign_in"),
        quiet=("https://www.paypal.com/", "https://mail.example.com/"),
        check=_technique("domain-in-subdomain"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_COMBO",
        group=G,
        weight=40,
        description="A website that is not the brand's puts the brand's name in its address",
        fires=(
            "https://secure-paypal-verify.com/",
            "https://usps-parcel.info/",
            "https://coinbaseltd.com",
            "https://mygov-refund.pt/",
        ),
        quiet=(
            "https://paypal.com/",
            "https://pineapple.com/",
            "https://applebees.com/",
            "https://amazon-basin.gov.br/",
            "https://haciendamexicangrill.com/",  # a brand's name that is a word, inside a longer one
        ),
        check=_technique("combo"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_COMBO_FOREIGN_CC",
        group=G,
        weight=10,
        description="A brand's name plus other words under a country ending the brand has no site in",
        fires=("https://bankofamericarewards.ph/", "https://dropboxfiles.nl/"),
        quiet=(
            "https://bankofamericarewards.com/",
            "https://netflixfans.de/",
            "https://dropboxfiles.io/",
            "https://rabobankclub.nl/",
        ),
        check=_combo_foreign_cc,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_BRAND_IN_SUBDOMAIN",
        group=G,
        weight=35,
        description="A brand's name is used as a prefix on someone else's website",
        fires=(
            "http://royalmail.reschedule-parcel.com/",
            "https://netflix-billing.example.net/",
            "https://paypal.campinas.sp.gov.br/",  # a government host is still not the brand's website
        ),
        quiet=(
            "https://www.royalmail.com/",
            "https://blog.example.net/",
            "https://www.dmv.ca.gov/portal/",
            "https://spotify.app.link/abc123",  # the app's own deep-link name (OWN_NAME_HOSTS)
            "https://apple.stackexchange.com/questions/123",  # a topic site's subject (TOPIC_SITES)
        ),
        check=_technique("subdomain"),
        category="account",
        advice=_IMITATION_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_BRAND_WITH_LURE_WORD",
        group=G,
        weight=10,
        description="The brand's name is paired with words such as support, login or numbers",
        fires=("https://helpdesk-coinbase.com/", "https://google4471.com/", "http://netflix-login.example.net"),
        quiet=("https://pineapple.com/", "https://netflixcasino.com/"),
        check=_combo_lure,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_MIXED_SCRIPT",
        group=G,
        weight=35,
        description="The web address mixes letters from different alphabets",
        fires=("https://exa\u043cple.com/",),
        quiet=("https://example.com/", "https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/"),
        check=_mixed_script,
        source="url",
    ),
    Rule(
        id="URL_USERINFO",
        group=G,
        weight=25,
        description="The link hides its real destination after an @ sign",
        fires=("http://user@example.com/", "http://paypal.com@203.0.113.9/login"),
        quiet=("https://example.com/contact?email=a@b.com", "mailto-like.example.com/a@b"),
        check=_userinfo,
        advice="The real website is the part after the @ sign; do not trust the part before it.",
        source="url",
    ),
    Rule(
        id="URL_USERINFO_DOMAIN",
        group=G,
        weight=25,
        description="The part before the @ sign looks like a different web address",
        fires=("http://paypal.com@203.0.113.9/login", "https://www.bank.example.com-secure@evil.example/"),
        quiet=("http://user@example.com/",),
        check=_userinfo_domain,
        source="url",
    ),
    Rule(
        id="URL_HIDDEN_CHARACTERS",
        group=G,
        weight=40,
        description="The link contains invisible or text-reversing characters",
        fires=("https://exam\u200bple.com/", "https://example.com/\u202egpj.exe"),
        quiet=("https://example.com/",),
        check=needs(_hidden_chars, NON_ASCII),
        source="url",
    ),
    Rule(
        id="URL_ENCODED_HOST",
        group=G,
        weight=25,
        description="The website name is disguised with %-codes",
        fires=("http://%70%61%79%70%61%6c.example.com/",),
        quiet=("https://example.com/a%20b",),
        check=_pct_host,
        source="url",
    ),
    Rule(
        id="URL_CREDENTIAL_HOST",
        group=G,
        weight=25,
        description="The website name itself uses sign-in or account words",
        fires=("https://secure-login-verify.com/", "http://account-update.example.net/"),
        quiet=(
            "https://example.com/login",
            "https://accounts.google.com/",
            "https://update.example.com/",
            "https://support.examplepassword.com/reset-a-lost-master-password/",
            "https://login.example.edu/cas/login",  # a university's own sign-in host
            "https://signin.example.ac.uk/",
        ),
        check=_cred_host,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_CREDENTIAL_HOST_MANY",
        group=G,
        weight=20,
        description="The website name stacks several sign-in or account words",
        fires=("https://secure-login-verify.com/",),
        quiet=("https://login.example.com/",),
        check=_cred_host_many,
        reads=("URL_CREDENTIAL_HOST",),
        category="account",
        source="url",
    ),
)
