"""URL rules: more shapes of a wallet-drainer's name (group link_identity), over the words
``url_crypto_terms`` finds in a host.

Why these: a drainer's name must say which project it copies and what the visitor does there, but
the second half need not be a claim word. It may be a second project's name (a token beside the
chain it trades on: ``<coin>-eth``, ``<staked-token><protocol>``), the web ending itself
(``<coin>fi.network``, ``<coin>-app.finance``: the ending is the service word), or "protocol", the
word a made-up project calls itself, on an ending a project would not launch on. Or the ending
and the shape say "dapp" for it: ``app-<name>`` on a cheap ending, a name beside a word on ``.app``.
"""

from __future__ import annotations

import re
from importlib.resources import files
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS, data_lines
from .base import Rule
from .url_crypto import APP_WORDS, app_word, crypto_on_hosting
from .url_crypto_terms import INSIDE_NAMES, LURE_TLDS, STRONG_CRYPTO, WALLET_ADVICE, distinct_terms, not_words, terms_of

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES"]

G = "link_identity"


def _two_names(ctx: UrlContext) -> str | None:
    """Two different crypto names in a host's chosen words, neither inside the other, and not both
    ordinary words (``radiant-leather`` is a tannery's)."""
    t = terms_of(ctx)
    if t is None:
        return None
    pair = distinct_terms(not_words(t[0]), t[0])
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# ``wallet`` (``wallethub`` is a personal-finance site), ``node`` (``webnode``) and the topic words
# (``coinsupport``: URL_CRYPTO_SERVICE_NAME) are left out of APP_WORDS; the strong words beside a
# service word are URL_CRYPTO_DRAINER_WORDS'.


def _app_service(ctx: UrlContext) -> str | None:
    """A chain, swap, token or dex word beside a service word (``smartchain-network``, ``dexwebpro``):
    a dapp's cover name."""
    t = terms_of(ctx)
    if t is None:
        return None
    app = tuple(w for w in t[1] if w in APP_WORDS and app_word(w, ctx.host_words))
    pair = distinct_terms(app, t[3])
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# Endings that are themselves a service word: on them the name's own label needs no second word.
_SERVICE_ENDINGS = frozenset(
    {"network", "finance", "exchange", "trading", "money", "tools", "support", "services", "systems", "foundation"}
)


def _name_on_service_ending(ctx: UrlContext) -> str | None:
    """A crypto name, or an app word such as swap, dex or bridge, on an ending such as ``.network``
    or ``.finance``, in a label that is not the name alone (the project's own ``<name>.network`` is
    left alone by ``terms_of``)."""
    if ctx.parts.suffix not in _SERVICE_ENDINGS:
        return None
    t = terms_of(ctx)
    if t is None:
        return None
    # An app word in a subdomain is the page of the label's own project (``swap.<project>.finance``).
    label = ctx.parts.label
    app = tuple(w for w in t[1] if (w in APP_WORDS or w in STRONG_CRYPTO) and w in label and app_word(w, label))
    found = not_words(t[0]) + app
    return f"{found[0]} + .{ctx.parts.suffix}" if found else None


_HOSTING = ("URL_FREE_HOSTING", "URL_CHEAP_TLD", "URL_RISKY_TLD")


def _protocol_on_hosting(ctx: UrlContext) -> str | None:
    """ "protocol" joined to another word in a page's name, on free hosting or a cheap ending: a
    made-up project's dapp copy (a standards body or a network vendor keeps a ``.org`` or ``.com``)."""
    if ctx.official is not None or ctx.parsed.ip:
        return None
    label = ctx.parts.label
    if "protocol" not in label or label in ("protocol", "protocols"):
        return None
    host = ctx.first_evidence(_HOSTING)
    return None if host is None else f"protocol + {host}"


# Lure words that, as a whole part of a hyphenated name, are the drainer's template itself
# (``claim-<token>``, ``<token>-airdrop``, ``allocation-<token>``, ``eligibility-<token>``).
_TEMPLATE_PARTS = frozenset(
    [
        "claim",
        "airdrop",
        "airdrops",
        "fairdrop",
        "retrodrop",
        "allocation",
        "allocations",
        "eligibility",
        "eligible",
        "rectify",
        "rectification",
        "revoke",
        "vesting",
        "presale",
        "tge",
        "migrate",
        "migration",
    ]
)
# The sign-up and hand-out steps of a token campaign, as the first part only (``register-<token>``,
# ``checker-<token>``): after a word they are a trade's own page (``grammar-checker``,
# ``my-registration``). "claims", "reward", "connect" and "sync" are left out even there: an
# insurer's, a loyalty scheme's, a staffing firm's or a cloud tool's name starts so.
_TEMPLATE_FIRST = frozenset(
    ["redeem", "register", "registration", "enlist", "whitelist", "distribution", "checker", "voting"]
)


def _template(ctx: UrlContext) -> str | None:
    """A drainer template word as a whole part of a hyphenated registrable name (``claim-foxy``)."""
    if ctx.official is not None or ctx.parsed.ip:
        return None
    if ctx.parts.suffix in LURE_TLDS:
        return ctx.parts.registrable
    parts = [p for p in ctx.parts.label.split("-") if p]
    if len(parts) < 2:
        return None
    if parts[0] in _TEMPLATE_FIRST and (parts[0] == "redeem" or _signup_beside(ctx, parts)):
        return parts[0]
    return next((p for p in parts if p in _TEMPLATE_PARTS), None)


def _signup_beside(ctx: UrlContext, parts: list[str]) -> bool:
    """A sign-up word (not ``redeem``) counts on free hosting or a cheap ending, or beside a crypto name
    or word of its own (not ``eth`` in ``ethdenver`` nor ``token`` in ``token2049``, conferences)."""
    t = terms_of(ctx)
    own = () if t is None else (*not_words(t[0]), *t[1])
    mine = any(w in INSIDE_NAMES or w in STRONG_CRYPTO or w in parts for w in own)
    return _cheap(ctx) or mine


def _cheap(ctx: UrlContext) -> bool:
    return ctx.free_host is not None or ctx.tld in SUSPICIOUS_TLDS


# Names of the ``common`` and ``word`` kinds in data/crypto_names.txt (``safe``, ``stellar``): a
# business's name, which it numbers as often as a drainer (``safe-7``, ``stellar-cleaning-2``).
_ORDINARY_NAMES = frozenset(
    f[0]
    for f in data_lines(files("scamcore").joinpath("data/crypto_names.txt").read_text("utf-8"))
    if len(f) > 1 and f[1] in ("common", "word")
)


# A run of digits; a four-digit one starting "20" is a year or a conference's name (``token2049``).
_DIGITS = re.compile(r"\d+")
_YEARLIKE = re.compile(r"20\d\d")


def _name_number(ctx: UrlContext) -> str | None:
    """A crypto name or an app word with a number beside it (``<coin>-1``, ``tokens<nnnn>``): the
    project's own site has its name, and a drainer registering the next free copy adds a number."""
    t = terms_of(ctx)
    if t is None:
        return None
    names = t[0] if _cheap(ctx) else tuple(n for n in t[0] if n not in _ORDINARY_NAMES)
    found = names + tuple(w for w in t[1] if (w in APP_WORDS or w in STRONG_CRYPTO))
    if not found:
        return None
    rest = ctx.parts.label
    for w in sorted(found, key=len, reverse=True):
        rest = rest.replace(w, " ")  # the digits of a name itself (``1inch``, ``web3``) are not added
    number = next((d for d in _DIGITS.findall(rest) if not _YEARLIKE.fullmatch(d)), None)
    return None if number is None else f"{found[0]} + {number}"


# What a drainer's page tells its visitor to do, in stems a trade's own page on free hosting rarely
# holds ("fix", "repair" and "recover" name phone and data repair shops, "whitelist" a mail filter's
# page: they are left to the rows that need a crypto word beside them).
_DO_STEMS = ("connect", "rectif", "revoke", "migrat", "validat", "restor", "synchron", "redeem")
_DO_WORD = re.compile("|".join(_DO_STEMS))


def _lure_on_hosting(ctx: UrlContext) -> str | None:
    """A wallet step (connect, whitelist, rectify, migrate, validate, restore) beside any made-up
    name on free hosting or a cheap ending, where no crypto word is needed: a drainer's throwaway
    copy says what to do, and its made-up name is the campaign's."""
    t = terms_of(ctx)
    if t is None or crypto_on_hosting(ctx) is not None:
        return None
    host = ctx.first_evidence(_HOSTING)
    if host is None:
        return None
    words = ctx.host_words if ctx.free_host is not None else ctx.parts.label
    m = _DO_WORD.search(words)
    if m is not None and m.group() == "connect" and t[3]:
        m = _DO_WORD.search(words.replace("connect", " "))  # a trade's ``connect-hub``, ``team-connect-pro``
    return None if m is None else f"{m.group()} + {host}"


# Endings made for apps and developers' sites, where a drainer's dapp copy sits and a shop does
# not: a crypto name or app word beside another word there is the copy (the project's own
# ``<name>.app`` is left alone by ``terms_of``). ``.io`` is left out: genuine crypto tools use it.
_APP_ENDINGS = frozenset({"app", "dev"})


# The crypto words that name a dapp on ``.app`` or ``.dev`` by themselves: no budgeting, notes or
# developers' app is called so. ``wallet``, ``token``, ``node``, ``bridge``, ``stake``, ``swap``,
# ``chain`` and ``dex`` are left out: beside an ordinary word they name such an app
# (``budgetwallet``, ``tokenvault``, ``nodeguide``, ``bridgeclub``, ``stakeholder``, ``dexterity``).
_DAPP_WORDS = frozenset(
    [
        "dapp",
        "defi",
        "web3",
        "rpc",
        "validator",
        "mainnet",
        "testnet",
        "onchain",
        "airdrop",
        "fairdrop",
        "retrodrop",
        "presale",
        "seedphrase",
    ]
)


def _name_on_app_ending(ctx: UrlContext) -> str | None:
    """A crypto name (not an ordinary word) or a dapp word beside another word on ``.app`` or ``.dev``."""
    if ctx.free_host is not None or ctx.parts.suffix not in _APP_ENDINGS:
        return None
    t = terms_of(ctx)
    if t is None:
        return None
    found = not_words(t[0]) + tuple(w for w in t[1] if w in _DAPP_WORDS)
    return f"{found[0]} + .{ctx.parts.suffix}" if found else None


# The trades that name themselves after a claim: insurers, injury lawyers, refund and flight-delay
# agents, tax and benefit advisers, unclaimed-property registers, and "my claims" pages. Beside them
# "claim" is the trade's word; and the words that hold it (a music magazine's ``exclaim``, a
# calendar tool's ``reclaim``, ``claimant``, ``counterclaim``).
_CLAIM_TRADE = re.compile(
    r"insur|injur|accident|legal|law|attorney|solicit|compens|flight|delay|luggage|bag|travel|refund|tax|"
    r"health|medic|auto|car|home|warrant|benefit|process|direct|manag|adjust|cent|cover|help|assist|"
    r"solution|servic|expert|file|track|advoc|group|partner|debt|loan|bank|ppi|pip|"
    r"acclaim|reclaim|disclaim|proclaim|exclaim|declaim|counterclaim|claimant|unclaim"
)
_MY_CLAIM = re.compile(r"^(?:(?:my|your|our|the|e|i|we|get|easy|fast|quick)-?claims?|claimed|claiming)$")


def _claim_glued(ctx: UrlContext) -> str | None:
    """ "claim" joined to a made-up or coin name (``<token>claim``, ``claims-<token>``) where
    URL_CRYPTO_CLAIM_TEMPLATE does not already see it, and no trade that files claims is named."""
    if ctx.official is not None or ctx.parsed.ip:
        return None
    label = ctx.parts.label
    if "claim" not in label or label in ("claim", "claims") or _template(ctx) is not None:
        return None
    if _CLAIM_TRADE.search(label) or _MY_CLAIM.match(label):
        return None
    return label


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CRYPTO_APP_SERVICE_NAME",
        group=G,
        weight=45,
        description="The web address pairs chain, swap, dex or token with network, app or pro",
        fires=(
            "https://zentrachain-network.com/",
            "https://dexlinkpro.net/",
            "https://tokenportal-pro.org/",
            "https://zentradex-app.com/",
        ),
        quiet=(
            "https://wallethub.com/",
            "https://webnode.com/",
            "https://chainsaw-tools.com/",
            "https://coldchain-network.com/",
            "https://findex-app.com/",
            "https://chain.example.com/",
            "https://token-learning.com/",  # "learning" holds "earning": a course's name
            "https://tokenterminal.com/",  # no "enter" across token and terminal
        ),
        check=_app_service,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_TWO_NAMES",
        group=G,
        weight=45,
        description="The web address joins the names of two crypto coins, chains or apps",
        fires=("https://solana-uniswap.net/", "https://arbitrum-polygon.org/", "https://bonk-eth.io/"),
        quiet=("https://solana.com/", "https://bitcoin.example.com/", "https://ethereum.org/"),
        check=_two_names,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_NAME_SERVICE_ENDING",
        group=G,
        weight=45,
        description="A crypto name or app word on a web ending such as .network or .finance",
        fires=("https://zksyncfi.network/", "https://polygon-labs.finance/", "https://quorabridge.network/"),
        quiet=(
            "https://starknet.network/",
            "https://acme-pool.finance/",
            "https://coinlore.network/",
            "https://swap.velmora.finance/",
        ),
        check=_name_on_service_ending,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_PROTOCOL_ON_HOSTING",
        group=G,
        weight=35,
        description="A made-up protocol's name on free hosting or a cheap web ending",
        fires=("https://zorbaprotocol.top/", "https://nexo-protocol.pages.dev/", "https://veltprotocols.pro/"),
        quiet=("https://zorbaprotocol.com/", "https://protocol.club/", "https://mail.example.top/"),
        check=_protocol_on_hosting,
        category="crypto",
        reads=frozenset(_HOSTING),
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_CLAIM_TEMPLATE",
        group=G,
        weight=45,
        description="The web address is named like an airdrop or token claim page",
        fires=("https://claim-foxy.com/", "https://allocation-nebula.net/", "https://zeta-airdrop.org/"),
        quiet=(
            "https://claim.example.com/",
            "https://claimsdirect.com/",
            "https://my-claims.com/",
            "https://register-ethdenver.com/",
            "https://register-token2049.com/",
            "https://register-event2026.com/login",
        ),
        check=_template,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_NAME_NUMBER",
        group=G,
        weight=45,
        description="The web address adds a number to a crypto coin, wallet or app name",
        fires=("https://zksync-2.com/", "https://tokens7310.net/", "https://arbitrum-7.net/"),
        quiet=(
            "https://token2049.com/",
            "https://1inch.io/",
            "https://web3.example.com/",
            "https://route66.com/",
            "https://safe-7.com/",
            "https://stellar-9.com/signin/verify",
            "https://stellar-cleaning-2.co.uk/",
        ),
        check=_name_number,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_STEP_ON_HOSTING",
        group=G,
        weight=35,
        description="A wallet step such as connect or rectify on free hosting or a cheap web ending",
        fires=("https://quillconnect.live/", "https://veltorestore.pages.dev/", "https://mintora-validate.site/"),
        quiet=(
            "https://quillconnect.com/",
            "https://my-blog.pages.dev/",
            "https://phonefix.online/",
            "https://connect-hub.xyz/",
        ),
        check=_lure_on_hosting,
        category="crypto",
        reads=frozenset(_HOSTING),
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_NAME_ON_APP_ENDING",
        group=G,
        weight=45,
        description="A crypto name or dapp word beside another word on an ending like .app or .dev",
        fires=("https://solana-velmo.app/", "https://velmodapp.app/", "https://zorva-web3.dev/"),
        quiet=(
            "https://solana.app/",
            "https://coinnews.app/",
            "https://quorabridge.io/",
            "https://velmo-notes.app/",
            "https://swapdemo.vercel.app/",
            "https://budgetwallet.app/",
            "https://stakeholder.app/",
            "https://nodeguide.dev/",
        ),
        check=_name_on_app_ending,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_CLAIM_JOINED",
        group=G,
        weight=45,
        description="The web address joins claim to a made-up or coin name, as airdrop pages do",
        fires=("https://velmoclaim.com/", "https://claims-merovta.net/", "https://claimvelmonow.org/"),
        quiet=(
            "https://claimsdirect.com/",
            "https://my-claims.com/",
            "https://injuryclaimhelp.com/",
            "https://flightclaim.eu/",
            "https://exclaim.ca/",
            "https://claim-foxy.com/",
            "https://unclaimed.org/",
            "https://claimant.com/",
        ),
        check=_claim_glued,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
)
