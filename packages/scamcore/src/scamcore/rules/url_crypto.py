"""URL rules: wallet-drainer, fake-airdrop and "fix your wallet" sites (group link_identity).

Why names and words together: a drainer site must tell its visitor which token or wallet it is
about and what to do there (claim the airdrop, connect the wallet, fix a sync error), so its web
address carries both: ``starknet-airdrop``, ``claim-zksync``, ``dappsconnect-rectify``. A crypto
name alone is no sign (exchanges, docs, explorers and fan sites use them), nor is a crypto word
alone (``tokenmetrics``): the rows below need a name or crypto word beside a claim, connect or fix
word. The project's own site (``app.aave.com``, ``bridge.arbitrum.io``) holds the name as its whole
registrable label, and the words of its subdomains are its own pages, so it is left alone.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..domains import SUSPICIOUS_TLDS
from .base import Rule
from .url_crypto_terms import (
    ALL_NAMES,
    COMMON_LURE,
    COMMON_NAMES,
    FIX_WORDS,
    INSIDE_NAMES,
    PLAIN_PLURALS,
    PLAIN_WORDS,
    PROJECT_SERVICE,
    STRONG_CRYPTO,
    WALLET_ADVICE,
    WORD_NAMES,
    distinct_terms,
    not_words,
    terms_of,
    word_set,
)

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["APP_WORDS", "RULES", "TOPIC_CRYPTO", "app_word", "crypto_on_hosting"]

G = "link_identity"


# The crypto words beside which an ordinary-word name (``atomic-wallet``, ``leather-dapp``) is the
# wallet's: a coin's topic words (``coin``, ``nft``, ``chain``) may be a shop's or a jeweller's.
_WALLET_WORDS = STRONG_CRYPTO | word_set("wallet swap token dex")


def _name_with_lure(ctx: UrlContext) -> str | None:
    t = terms_of(ctx)
    if t is None:
        return None
    names, crypto, lure, service = t
    words = tuple(n for n in names if n in WORD_NAMES)
    beside_word = tuple(w for w in lure if w not in COMMON_LURE) + tuple(w for w in crypto if w in _WALLET_WORDS)
    named = not_words(names)
    cheap = ctx.free_host is not None or ctx.tld in SUSPICIOUS_TLDS
    plain = tuple(n for n in named if n not in COMMON_NAMES)
    common = tuple(n for n in named if n in COMMON_NAMES)
    trade = service if cheap else tuple(w for w in service if w in PROJECT_SERVICE)
    pair = (
        distinct_terms(named, lure + crypto)
        or distinct_terms(plain, service)
        or distinct_terms(common, trade)
        or distinct_terms(words, beside_word)
    )
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# The trades that file claims for a living, named beside "claim" in their own web address
# (``bridge-claims-solicitors``, ``chain-injury-claims``): there "claim" is the trade's word, and
# ``bridge``, ``chain`` or ``stake`` its own name, not a token's.
_LEGAL_CLAIM = re.compile(r"solicit|lawyer|attorney|legal|insur|injur|accident|compens|warrant")
# The crypto words a claims trade may be named by; beside any other (``token``, ``airdrop``,
# ``defi``) "claim" stays a drainer's, whatever trade the address names.
_TRADE_NAMES = frozenset({"bridge", "chain", "stake"})


def _drainer_words(ctx: UrlContext) -> str | None:
    t = terms_of(ctx)
    if t is None:
        return None
    _, crypto, lure, service = t
    if "claim" in lure and set(crypto) <= _TRADE_NAMES and _LEGAL_CLAIM.search(ctx.parts.label):
        lure = tuple(w for w in lure if w != "claim")  # a law firm's or insurer's claims
    strong = tuple(w for w in crypto if w in STRONG_CRYPTO)
    fixes = tuple(w for w in lure if w in FIX_WORDS)
    pair = (
        distinct_terms(crypto, tuple(w for w in lure if w not in COMMON_LURE))
        or _service_pair(strong, service)
        or distinct_terms(fixes, fixes)
    )
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _crypto_pair(ctx: UrlContext) -> str | None:
    t = terms_of(ctx)
    if t is None:
        return None
    crypto = t[1]
    strong = tuple(w for w in crypto if w in STRONG_CRYPTO)
    pair = distinct_terms(strong, crypto)
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# Crypto words that name the app a drainer copies and no ordinary trade: beside a service word
# they are URL_CRYPTO_APP_SERVICE_NAME's (url_crypto_pairs), not this weaker row's.
APP_WORDS = frozenset({"chain", "swap", "token", "dex", "usdt", "btc"})
# Service words beside which ``wallet`` and ``node`` are a personal-finance or web-building site's
# name (``wallethub``, ``webnode``, ``nodeapp``), not a crypto service's.
_ORDINARY_BESIDE = {
    "wallet": word_set("hub app apps pro tools web site online"),
    "node": word_set("web app apps site online hub tools"),
}


def _service_pair(crypto: tuple[str, ...], service: tuple[str, ...]) -> tuple[str, str] | None:
    """A crypto word and a service word that are not an ordinary site's name together."""
    for c in crypto:
        pair = distinct_terms((c,), tuple(s for s in service if s not in _ORDINARY_BESIDE.get(c, ())))
        if pair is not None:
            return pair
    return None


def _crypto_service(ctx: UrlContext) -> str | None:
    """A crypto word dressed as a service (``coinsupport``, ``nft-official``): weaker than a name
    or a claim word, since exchanges and news sites are named this way too (``coinsmart``)."""
    t = terms_of(ctx)
    if t is None:
        return None
    crypto = tuple(w for w in t[1] if w not in APP_WORDS and _app_word(w, ctx.host_words))
    pair = _service_pair(crypto, t[3])
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# Words that name a token giveaway whatever surrounds them: no other trade puts them in a web address.
_GIVEAWAY = ("airdrop", "fairdrop", "retrodrop", "presale")


def _giveaway(ctx: UrlContext) -> str | None:
    t = terms_of(ctx)
    return None if t is None else next((w for w in t[1] if w in _GIVEAWAY), None)


_HOSTING = ("URL_FREE_HOSTING", "URL_CHEAP_TLD")


# Ordinary words that hold "chain" (a hardware shop's ``chainsaw.store``, a ``keychain.shop``, a
# logistics firm's ``coldchain``).
_CHAIN_WORDS = re.compile(r"chainsaw|keychain|supplychain|chainmail|chainlink-fence|snowchain|tirechain|coldchain")


def _app_word(word: str, host_words: str) -> bool:
    """Whether a crypto word names the app a drainer copies rather than the site's trade: not
    ``mint`` (mintcomics), and ``chain`` not inside a hardware word."""
    return word not in ("mint", "minting") and (word != "chain" or not _CHAIN_WORDS.search(host_words))


app_word = _app_word


def _only_nodejs(words: tuple[str, ...], host_words: str) -> bool:
    """Whether the only crypto word is the ``node`` of Node.js (``nodejs-api-demo``), the server
    developers name their deployments after. A drainer's ``nodes``, ``super-node`` or
    ``nodepoint-api`` still counts: only the runtime's own name is set aside."""
    return set(words) == {"node"} and host_words.count("node") == host_words.count("nodejs")


def _crypto_on_hosting(ctx: UrlContext) -> str | None:
    """A crypto name or word in a page's name on free hosting or a cheap ending: a drainer's
    throwaway copy of a dapp, made in minutes. On an ending that also hosts many ordinary sites
    (``.live``, ``.site``), only a coin's name or an app's word (token, swap, dex, chain, wallet),
    not a topic a shop or a news site is named for (``nft``, ``crypto``, ``coin``), nor ``mint``
    (``mintcomics.live`` is a comics site)."""
    t = terms_of(ctx)
    if t is None:
        return None
    names, crypto, lure, _ = t
    fixes = tuple(w for w in lure if w in FIX_WORDS and w != "drop")  # raindrop.pages.dev
    host = ctx.first_evidence(_HOSTING)
    names = not_words(names)
    words = names + crypto + fixes
    if host is None:
        host = ctx.first_evidence(("URL_RISKY_TLD",))
        words = names + tuple(w for w in crypto if w not in _TOPIC_CRYPTO and _app_word(w, ctx.host_words)) + fixes
    if host is None or not words or _only_nodejs(words, ctx.host_words):
        return None
    return f"{words[0]} + {host}"


crypto_on_hosting = _crypto_on_hosting


# Crypto words shops, media and fan sites also put in their names (``nftblockchain``, ``coinmetaverse``):
# two of these together are a topic, not an app. Any other pair names the app a drainer copies
# (``token-swapper``, ``btc-token``, ``stake-bridge``).
_TOPIC_CRYPTO = word_set("nft blockchain crypto coin metaverse")
TOPIC_CRYPTO = _TOPIC_CRYPTO


def _crypto_word_pair(ctx: UrlContext) -> str | None:
    """Two different crypto words in a host's chosen words, not both topic words."""
    t = terms_of(ctx)
    if t is None:
        return None
    crypto = t[1]
    pair = distinct_terms(crypto, crypto)
    if pair is None or (pair[0] in _TOPIC_CRYPTO and pair[1] in _TOPIC_CRYPTO):
        return None
    return f"{pair[0]} + {pair[1]}"


# "QFS", the Quantum Financial System: a scam that sells a secret gold-backed crypto ledger and
# asks its victims to "connect" their wallets or buy its assets. Its sites are named after it.
_QFS = re.compile(r"^qfs[a-z]{3,}|(?:^|-)qfs-|-qfs(?:-|$)")


def _qfs_name(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.parsed.ip:
        return None
    m = _QFS.search(ctx.parts.label)
    return None if m is None else ctx.parts.registrable


def _name_plural(ctx: UrlContext) -> str | None:
    """A project's name with an "s" added as the whole registrable label (``<name>s.org``): the
    drainer's way round a name the project holds. The project's own site is its name, and a fan,
    news or price site adds a word to it, not a letter. Names of five letters or more found
    inside labels only, and not an English plural (``polygons``, ``tethers``): a ticker's or an
    ordinary word's plural (``apes``) is no copy."""
    p = ctx.parts
    if ctx.official is not None or ctx.parsed.ip or ctx.free_host is not None or not p.label.endswith("s"):
        return None
    name = p.label[:-1]
    if len(name) < 5 or name not in INSIDE_NAMES or p.label in ALL_NAMES or p.label in PLAIN_WORDS | PLAIN_PLURALS:
        return None
    return f"{name} + s"


# An "AML check" or "KYC check" of a wallet: the pretext of drainers that promise to tell a
# holder whether their coins are "clean" and ask them to connect the wallet to find out. The
# check word sits beside the AML or KYC word (``aml-scanner``, ``check-kyc``, ``aml<x>-app``); a
# compliance firm names itself for screening, analytics, reporting or risk, not for an app that
# scans a visitor's wallet, so those words do not count.
_CHECKS = r"(?:check|scan|analy[sz]er|score|verif|app)"
_AML_CHECK = re.compile(
    rf"(?:^|[-.])(?:aml|kyc)-?(?:[a-z]{{0,8}}-?)?{_CHECKS}"  # aml-scanner, amlwallet-app
    rf"|{_CHECKS}[a-z]{{0,8}}-?(?:aml|kyc)(?:[-.]|$)"  # usdtcheck-aml, check-kyc
)


def _aml_check(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.parsed.ip:
        return None
    m = _AML_CHECK.search(ctx.host_words)
    return None if m is None else m.group(0).strip("-.")


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CRYPTO_NAME_CLAIM",
        group=G,
        weight=45,
        description="The web address pairs a crypto coin or wallet name with claim or fix words",
        fires=(
            "https://claim-zksync-allocation.com/",
            "https://starknet-airdrop.org/",
            "https://metamask-rectify.pages.dev/",
            "https://aave.linkdapp.pro/",
            "https://zksync.claims/",
            "https://zksync-fi.com/",
            "https://hub-collab.land/",
            "https://pancake-swap-hub.com/",
            "https://polygon-mainnet.swiftnode.net/claim",  # an endpoint's host, a drainer's step
        ),
        quiet=(
            "https://stake.lido.fi/",
            "https://bridge.arbitrum.io/",
            "https://www.coinbase.com/claim",
            "https://ethereum-magicians.org/",
            "https://solana.com/",
            "https://www.index-funds.com/reward",
            "https://fi.example.com/",
            "https://aptoslabs.com/",
            "https://renzoprotocol.com/",
            "https://collab.land/",
            "https://polygon-mainnet.infura.io/v3/",  # a node provider's endpoint names the chain
        ),
        check=_name_with_lure,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_DRAINER_WORDS",
        group=G,
        weight=45,
        description="The web address pairs crypto wallet words with claim, connect or fix words",
        fires=(
            "https://dappsconnect-auth.com/",
            "https://wallet-rectify.xyz/",
            "https://nft-rewards-claim.net/",
            "https://multidapp-sync.app/",
            "https://nft-claims-insurance.net/",  # a trade's word beside a token's, not bridge or chain
        ),
        quiet=(
            "https://www.stakingrewards.com/",
            "https://tokenmetrics.com/",
            "https://wallet.example.com/",
            "https://www.mintel.com/",
            "https://index-fix.com/",
            "https://webnode.com/",
            "https://learn-defi.com/",  # "learn" holds "earn": a course's name
            "https://bridge-claims-solicitors.co.uk/",  # a law firm's claims
        ),
        check=_drainer_words,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_WORDS_STACKED",
        group=G,
        weight=45,
        description="The web address stacks crypto app words such as dapp, node, bridge or staking",
        fires=("https://dapps-swap.org/", "https://stake-nodes.com/", "https://web3-rpc.net/"),
        quiet=(
            "https://coinshop.com/",
            "https://nftblockchain.com/",
            "https://node.example.com/",
            "https://bsc-rpc.publicnode.com/",  # a node provider's endpoint
        ),
        check=_crypto_pair,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_SERVICE_NAME",
        group=G,
        weight=35,
        description="The web address pairs coin, nft or crypto with network, support or official",
        fires=("https://nftofficial-network.com/", "https://coinsupport.net/", "https://cryptoverifypro.com/"),
        quiet=(
            "https://coinsmart.com/",
            "https://support.coinjar.com/",
            "https://chain.example.com/",
            "https://wallethub.com/",
            "https://quorachain-network.com/",
        ),
        check=_crypto_service,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_GIVEAWAY_NAME",
        group=G,
        weight=20,
        description="The web address names a token airdrop or presale",
        fires=("https://pixelairdrop.com/", "https://presale.example.garden/", "https://goldairdrops.dev/"),
        quiet=("https://dropbox.com/", "https://drop.example.com/", "https://raindrops.com/"),
        check=_giveaway,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_ON_HOSTING",
        group=G,
        weight=35,
        description="A crypto coin, wallet or app name on free hosting or a cheap web ending",
        fires=(
            "https://multichain-app.pages.dev/",
            "https://solana-app.xyz/",
            "https://dapp-web.vercel.app/",
            "https://zorblytoken.site/",
            "https://fastswap-hub.online/",
            "https://starknet.cc/",
            "https://pancakeswap.pro/claim",  # a name on .pro with a claim step: a copy
        ),
        quiet=(
            "https://multichain-app.com/",
            "https://mintcomics.live/",
            "https://coinshop.online/",
            "https://chainsawparts.store/",
            "https://my-blog.pages.dev/",
            "https://solana.com/",
            "https://raindrop.pages.dev/",
            "https://starknet.xyz/",
            "https://tokenpocket.pro/",  # a wallet's own site on an ending projects keep
            "https://dot.tk/",
            "https://etherfi.gitbook.io/",
            "https://docs.chain.link/",
            "https://nodejs-api-demo.netlify.app/",  # Node.js, the server, not a crypto node
        ),
        check=_crypto_on_hosting,
        category="crypto",
        reads=frozenset((*_HOSTING, "URL_RISKY_TLD")),
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_WORD_PAIR",
        group=G,
        weight=45,
        description="The web address joins two crypto app words, such as chain and swap",
        fires=("https://chainswap-hub.com/", "https://btc-token-rally.net/", "https://token-swapper.example.org/"),
        quiet=("https://nftblockchain.com/", "https://coinmetaverse.com/", "https://chain.example.com/"),
        check=_crypto_word_pair,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_QFS_NAME",
        group=G,
        weight=45,
        description="The web address names the Quantum Financial System, a crypto investment scam",
        fires=("https://qfsgoldvault.com/", "https://my-qfs-ledger.net/"),
        quiet=("https://qfs.com/", "https://example.com/qfs", "https://qfsa.org/"),
        check=_qfs_name,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_NAME_PLURAL",
        group=G,
        weight=45,
        description="The web address is a crypto project's name with an s added",
        fires=("https://starknets.org/", "https://metamasks.net/"),
        quiet=(
            "https://starknet.io/",
            "https://apes.com/",
            "https://metamask.io/",
            "https://starknets.pages.dev/",
            "https://polygons.com/",
        ),
        check=_name_plural,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_AML_CHECK",
        group=G,
        weight=45,
        description="The web address offers an AML or KYC check of a wallet",
        fires=("https://aml-scanner.app/", "https://usdtcheck-aml.com/", "https://kycverify-portal.net/"),
        quiet=(
            "https://amlcompliance.com/",
            "https://example.com/aml-check",
            "https://kyc.example.com/",
            "https://scandal-news.com/",
            "https://aml-analytics.com/",
            "https://amlrisk-reporting.com/",
        ),
        check=_aml_check,
        category="crypto",
        advice="Never connect your wallet to a site that offers to check it: it empties the wallet.",
        source="url",
    ),
)
