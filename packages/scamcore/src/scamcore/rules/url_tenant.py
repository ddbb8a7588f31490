"""URL rules: the name a page was given on free or developer hosting (the tenant's name).

Why the tenant's name: on a site builder or an app platform the owner chooses only the first part
of the address (``<name>.weebly.com``), so that part is all a phishing page can use to look right,
and all that shows a page made in bulk. A brand there that the look-alike rows do not take on its
own (a word such as Orange, Steam or Apple, a name glued to others: ``outlookwebmail``) counts beside
a number or an account word (``orange-webmail-3``, ``portailorange21``); a name typed at random to
find a free one has no vowel at all (``qzxwvtk``) or puts letters side by side that no word does
(``tuqdvawjx``). A bare platform domain (``carrd.co``) has no tenant.
"""

from __future__ import annotations

import re
from importlib.resources import files
from typing import TYPE_CHECKING

from ..brands import BRANDS
from ..domains import ACCOUNT_HOSTS, FREE_HOST_KIND, data_lines
from .base import Rule, needs, per_context
from .url_facts import FREE_HOST
from .url_lexical import name_words

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_identity"


def _brand_tokens() -> dict[str, str]:
    """Brand name -> brand: each brand's domain names and one-word aliases of five letters or more
    (shorter ones, ``att`` or ``ing``, are inside too many names)."""
    out: dict[str, str] = {}
    for b in BRANDS:
        words = [d.split(".", 1)[0] for d in b.domains] + [a for a in b.aliases if a.isalpha()]
        for w in words:
            if len(w) >= 5 and w.isascii() and w.isalpha():
                out.setdefault(w, b.name)
    return out


_TOKENS = _brand_tokens()
_LENGTHS = tuple(sorted({len(t) for t in _TOKENS}))
_PARTS = re.compile(r"[-.]+")
_MAX_PARTS = 8
# Account and mailbox words of the languages the engine reads, beside the sign-in words of
# ``url_lexical``: what a copied webmail or customer-area page is called (``espace-client``).
_ACCOUNT_WORDS = re.compile(
    r"mail|messag|vocal|espace|portail|compte|acces|cliente?|konto|conta|cuenta|identif|connex|anmeld|entrar"
)


@per_context
def _tenant(ctx: UrlContext) -> str | None:
    """The tenant's own name on free hosting (``shop12`` in ``shop12.yolasite.com``), or None."""
    free = ctx.free_host
    if free is None or ctx.official is not None or ctx.parsed.ip:
        return None
    host = ctx.parsed.host
    if not host.endswith("." + free):
        return None  # the platform's own domain: no tenant chose it
    tenant = host[: -len(free) - 1]
    return tenant.removeprefix("www.") or None


def _brand_in(part: str) -> str | None:
    """A brand's name as the whole of a part, or at its start or end (digits set aside)."""
    bare = part.strip("0123456789")
    if bare in _TOKENS:
        return bare
    for n in _LENGTHS:
        if n >= len(bare):
            break
        if bare[:n] in _TOKENS:
            return bare[:n]
        if bare[-n:] in _TOKENS:
            return bare[-n:]
    return None


def _brand_tenant(ctx: UrlContext) -> str | None:
    """A brand's name in a free-hosting page's name beside a number or an account word."""
    tenant = _tenant(ctx)
    if tenant is None or ctx.imitation is not None:
        return None  # a brand the look-alike rows found is theirs
    parts = [p for p in _PARTS.split(tenant)[:_MAX_PARTS] if p]
    platform = ctx.platform.name if ctx.platform is not None else None
    for part in parts:
        token = _brand_in(part)
        if token is None or _TOKENS[token] == platform:
            continue
        rest = tenant.replace(token, " ", 1)
        if any(ch.isdigit() for ch in rest):
            return f"{token} ({_TOKENS[token]}) + a number"
        label, _, sub = rest.rpartition(".")[::-1]
        words = name_words(label, sub).words
        m = _ACCOUNT_WORDS.search(rest)
        if words or m is not None:
            return f"{token} ({_TOKENS[token]}) + {words[0] if words else m.group(0) if m else ''}"
    return None


_VOWELS = frozenset("aeiouy")
_REPEAT = re.compile(r"([a-z])\1{3}")
# Letter pairs fewer than 50 words of an English word list hold side by side (qx, vk, jd), less the
# pairs other Latin-script languages spell with (Polish sz, Dutch ij, pinyin zh): a generated list,
# data/rare_letter_pairs.txt (scripts/gen_letter_pairs.py).
_RARE_PAIRS = frozenset(
    f[0] for f in data_lines(files("scamcore").joinpath("data/rare_letter_pairs.txt").read_text("utf-8"))
)
_LETTER_RUN = re.compile(r"[a-z]{6,24}")
# Where the platform or a company, not a page's owner, makes the name: a company's tenant
# (``acmeltd-my.sharepoint.com``), a storage bucket or a build id. The user names of code hosts
# (ACCOUNT_HOSTS) are people's handles, as odd as they like.
_NAMED_FOR_THE_OWNER = frozenset(
    {
        "sharepoint.com",
        "amplifyapp.com",
        "cloudfront.net",
        "azureedge.net",
        "blob.core.windows.net",
        "web.core.windows.net",
        "s3.amazonaws.com",
        "storage.googleapis.com",
        "firebasestorage.googleapis.com",
        "backblazeb2.com",
        "csb.app",
        "codesandbox.io",
    }
)


# A JavaScript framework's name ends in "js" (nextjs, nodejs, threejs), and developers name their
# deployments after it (nextjs-blog-starter): "js" after a word is where two words meet, not
# letters typed at random, so the run is cut there before its pairs are counted.
# The run's last "js" with three letters or more before it, found by ``rfind``: the regex
# ``([a-z]{3,})js`` gave the same cut but tried every "js" from every start, 2.3 s on a run of
# 100,000 letters (tests/hardening/test_regex_worst_case.py).
_LETTER_RUN = re.compile(r"[a-z]+")


def _cut_js(part: str) -> str:
    def cut(run: re.Match[str]) -> str:
        letters = run.group(0)
        at = letters.rfind("js")
        if at >= 3 and _VOWELS.intersection(letters[:at]):
            return f"{letters[:at]}-{letters[at + 2 :]}"
        return letters

    return _LETTER_RUN.sub(cut, part)


def _mashed(free_host: str, part: str) -> bool:
    """Letters mashed on a keyboard (``tuqdvawjx``): a run of six letters or more with two pairs no
    English word has side by side past its first two letters, three on a blog (whose writers name it
    in any language). A name made of words has one at most, where two words meet, and an
    abbreviation leads the name it is in (``bmwclub``, ``vpnguide``)."""
    if free_host in ACCOUNT_HOSTS or free_host in _NAMED_FOR_THE_OWNER or len(part) > 30:
        return False
    least = 3 if FREE_HOST_KIND.get(free_host) == "blog" else 2
    return any(
        sum(run[i : i + 2] in _RARE_PAIRS for i in range(2, len(run) - 1)) >= least
        for run in _LETTER_RUN.findall(_cut_js(part))
    )


def _random_tenant(ctx: UrlContext) -> str | None:
    """A free-hosting page name typed at random: a part of five letters or more with no vowel, one
    letter four times running, or letters mashed on a keyboard (``_mashed``). Words people choose
    have vowels, even short ones (``myblog``), and letters in the orders words have them."""
    tenant = _tenant(ctx)
    if tenant is None or ctx.free_host is None:
        return None
    for part in _PARTS.split(tenant)[:_MAX_PARTS]:
        letters = [ch for ch in part if "a" <= ch <= "z"]
        if (len(letters) >= 5 and not _VOWELS.intersection(letters)) or _REPEAT.search(part):
            return part
        if _mashed(ctx.free_host, part):
            return part
    return None


# The name a developer platform gives a deployment nobody named: two words and a short hex tag
# (``quiet-river-3fa2.<account>.workers.dev``, ``amber-field-07c1.on.fleek.co``). A page put up in a
# hurry keeps it; a project that people are meant to visit gets a name, or its own domain. Some
# dashboards put ``worker-`` in front (``worker-quiet-river-3fa2``).
_GENERATED = re.compile(r"^(?:worker-)?[a-z]{3,}-[a-z]{3,}-(?=[0-9a-f]*\d)[0-9a-f]{4,6}$")


def _generated_tenant(ctx: UrlContext) -> str | None:
    tenant = _tenant(ctx)
    if tenant is None:
        return None
    first = tenant.split(".", 1)[0]
    return first if _GENERATED.match(first) else None


# A copy of a brand's site, named as one: ``netflix-clone``, ``InstagramReplica``. Developers name a
# practice copy of a sign-in page this way, and the copy takes passwords all the same once it is up.
_COPY = re.compile(r"(?<!cy)clone|replica")  # not a cyclone
_TOKEN_RX = re.compile("|".join(sorted(map(re.escape, _TOKENS), key=len, reverse=True)))


def _brand_copy(ctx: UrlContext) -> str | None:
    """A brand's name beside "clone" or "replica" in a free-hosting page's name or first folder."""
    tenant = _tenant(ctx)
    if tenant is None:
        return None
    folder = ctx.parsed.path.lower().lstrip("/").split("/", 1)[0]
    name = f"{tenant}/{folder}".replace("-", "").replace("_", "")
    copy = _COPY.search(name)
    if copy is None:
        return None
    brand = _TOKEN_RX.search(name)
    return None if brand is None else f"{brand.group(0)} ({_TOKENS[brand.group(0)]}) {copy.group(0)}"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_BRAND_IN_TENANT_NAME",
        group=G,
        weight=25,
        description="A free-hosting page named after a brand, with a number or account words added",
        fires=(
            "https://orange-webmail-3.yolasite.com/",
            "https://portailorange21.wixsite.com/",
            "https://outlookwebmail.wixsite.com/",
            "https://espace-client-steam.weebly.com/",
        ),
        quiet=(
            "https://orange-county-gardens.weebly.com/",
            "https://orange.weebly.com/",
            "https://www.orange.fr/portail",
            "https://apple-pie-recipes.blogspot.com/",
            "https://sites.google.com/view/my-site",
        ),
        check=needs(_brand_tenant, FREE_HOST),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_FREE_HOST_RANDOM_NAME",
        group=G,
        weight=25,
        description="A free-hosting page whose name is letters typed at random",
        fires=(
            "https://qzxwvtk7.pages.dev/",
            "https://hjklmnp.weebly.com/",
            "https://trrrrack.pages.dev/",
            "https://tuqdvawjx.weebly.com/",
            "https://ahfgkdqwz.blogspot.com/",
        ),
        quiet=(
            "https://my-garden-diary.weebly.com/",
            "https://strength.pages.dev/",
            "https://bcdfghj.com/",
            "https://pages.dev/",
            "https://bmwclub.weebly.com/",
            "https://szczepanski.weebly.com/",
            "https://tuqdvawjx.github.io/",
            "https://tuqdvawjx.com/",
            "https://acmeqdvltd-my.sharepoint.com/personal/x",
            "https://nextjs-blog-starter.vercel.app/",  # a framework's name, not letters mashed
        ),
        check=needs(_random_tenant, FREE_HOST),
        source="url",
    ),
    Rule(
        id="URL_FREE_HOST_GENERATED_NAME",
        group=G,
        weight=25,
        description="A developer-platform page that keeps the name and tag the platform made up",
        fires=(
            "https://quiet-river-3fa2.someone.workers.dev/",
            "https://amber-field-07c1.on.fleek.co/",
            "https://worker-calm-lake-9b1e.someone.workers.dev/",
        ),
        quiet=(
            "https://quiet-river.pages.dev/",
            "https://my-garden-diary.weebly.com/",
            "https://quiet-river-3fa2.example.com/",
            "https://docs-site-face.pages.dev/",
        ),
        check=needs(_generated_tenant, FREE_HOST),
        source="url",
    ),
    Rule(
        id="URL_BRAND_COPY_PAGE",
        group=G,
        weight=25,
        description="A free-hosting page named as a copy (clone, replica) of a brand's site",
        fires=(
            "https://someone.github.io/netflix-clone/",
            "https://paypal-replica.vercel.app/",
            "https://someone.github.io/InstagramReplica",
        ),
        quiet=(
            "https://someone.github.io/git-clone-guide/",
            "https://netflix-clone.example.com/",
            "https://someone.github.io/netflix-review/",
            "https://cyclone-apple-farm.pages.dev/",
        ),
        check=needs(_brand_copy, FREE_HOST),
        category="account",
        source="url",
    ),
)
