"""URL rules: wallet-drainer, fake-airdrop and "fix your wallet" sites (group link_identity).

Why names and words together: a drainer site must tell its visitor which token or wallet it is
about and what to do there (claim the airdrop, connect the wallet, fix a sync error), so its web
address carries both: ``mantapacific-airdrop``, ``claim-zksync``, ``dappsconnect-rectify``. A crypto
name alone is no sign (exchanges, docs, explorers and fan sites use them), nor is a crypto word
alone (``tokenmetrics``): the rows below need a name or crypto word beside a claim, connect or fix
word. The project's own site (``app.aave.com``, ``bridge.arbitrum.io``) holds the name as its whole
registrable label, and the words of its subdomains are its own pages, so it is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING

from ..domains import data_lines, without_www
from .base import Rule, per_context

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "crypto_terms"]

G = "link_identity"

_NAMES = data_lines(files("scamcore").joinpath("data/crypto_names.txt").read_text("utf-8"))
# Names that may sit inside a longer label (``mantapacific``, ``airdropzksync``) and names that
# count only as a whole part or at either end of one (``eth``, ``ledger``).
_INSIDE_NAMES = frozenset(f[0] for f in _NAMES if len(f) == 1)
_PART_NAMES = frozenset(f[0] for f in _NAMES if len(f) > 1)

# Words that only crypto sites use: the kind of site it is.
_CRYPTO_WORDS = (
    "dapp defi web3 nft token blockchain onchain crypto coin chain wallet swap bridge stake staking mint "
    "minting dex rpc node validator mainnet testnet dao airdrop fairdrop retrodrop presale whitelist tge "
    "memecoin metaverse seedphrase"
)
# What the visitor is sent to do there: claim, check eligibility, connect, fix, migrate, in the
# languages drainer sites are written in.
_LURE_WORDS = (
    "claim airdrop fairdrop retrodrop drop allocat eligib elegib rectif migrat migrac revoke reward "
    "recompens ricompens belohn beloning bonus bono gift cadeau regalo geschenk giveaway vesting unlock "
    "fix resolv resolution repair recover restor sync synchron connect conectar verbind validat verif "
    "auth kyc aml refund compensat withdraw points portal dashboard checker snapshot voting vote "
    "proposal governance quest seed rescue presale whitelist tge"
)
# Crypto words no ordinary business names itself with: two of them together name a drainer's
# cover story (``dapps-bridge``, ``rpc-node``), while ``nft`` or ``blockchain`` beside ``coin`` may be a shop.
_STRONG_CRYPTO = frozenset(
    "dapp defi web3 rpc node validator mainnet dao airdrop fairdrop retrodrop presale whitelist tge onchain "
    "seedphrase bridge stake staking".split()
)
# Lure words that, as a whole part of a hyphenated name, are the drainer's template itself
# (``claim-<token>``, ``<token>-airdrop``, ``allocation-<token>``, ``eligibility-<token>``).
_TEMPLATE_PARTS = frozenset(
    "claim airdrop airdrops fairdrop retrodrop allocation allocations eligibility eligible rectify rectification "
    "revoke vesting whitelist presale tge migrate migration".split()
)
# The lure words only a wallet "fix" or claim page uses; ``verify`` or ``dashboard`` on a
# developer's preview host is left to the sign-in rows.
_FIX_WORDS = frozenset(
    "claim airdrop fairdrop retrodrop allocat eligib elegib rectif migrat migrac revoke sync synchron "
    "resolv resolution fix repair rescue vesting whitelist presale tge snapshot voting".split()
)
# Top-level domains that are themselves a lure word (``manta.claims``).
_LURE_TLDS = frozenset({"claims", "gift", "gifts", "gives"})
_SPLIT = re.compile(r"[-.]+")
# Words that end in a lure word's letters without being one (``prefix``).
_NOT_FIX = ("prefix", "suffix", "crucifix", "affix")


# Short words with no ordinary word around them: found anywhere, like the long ones.
_ANYWHERE = frozenset({"dapp", "web3"})


def _matcher(words: str) -> tuple[re.Pattern[str], frozenset[str]]:
    """Long words match anywhere in a part; words of four letters or fewer only at a part's start or
    end, so ``dex`` is not found in ``index`` nor ``mint`` in ``mintel``'s middle."""
    ws = sorted(set(words.split()), key=len, reverse=True)
    long = [re.escape(w) for w in ws if len(w) > 4 or w in _ANYWHERE]
    return re.compile("|".join(long).replace("dapp", "dapp(?!er|le)")), frozenset(
        w for w in ws if len(w) <= 4 and w not in _ANYWHERE
    )


_CRYPTO_LONG, _CRYPTO_SHORT = _matcher(_CRYPTO_WORDS)
_LURE_LONG, _LURE_SHORT = _matcher(_LURE_WORDS)
_INSIDE_RE = re.compile("|".join(re.escape(w) for w in sorted(_INSIDE_NAMES, key=len, reverse=True)))


def _edge(part: str, words: frozenset[str], whole_only: int = 0, end: int = 4) -> list[str]:
    """Words of ``words`` that are the part, or start or end it. Those of ``whole_only`` letters or
    fewer must be the whole part; those shorter than ``end`` may start it but not end it (``dex`` is
    not in ``index``)."""
    out = []
    for w in words:
        ends = len(w) >= end and (part.endswith(w) or part.endswith(w + "s"))
        if part == w or (len(w) > whole_only and (part.startswith(w) or ends)):
            out.append(w)
    return out


@lru_cache(maxsize=2048)
def crypto_terms(host_words: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(crypto names, crypto words, lure words) found in a host's chosen words, each in order."""
    names: list[str] = []
    crypto: list[str] = []
    lure: list[str] = []
    for part in _SPLIT.split(host_words):
        if not part:
            continue
        names += _INSIDE_RE.findall(part) + _edge(part, _PART_NAMES, whole_only=3)
        crypto += _CRYPTO_LONG.findall(part) + _edge(part, _CRYPTO_SHORT)
        lure += _LURE_LONG.findall(part) + _edge(part, _LURE_SHORT, end=3 if not part.endswith(_NOT_FIX) else 4)
    return tuple(dict.fromkeys(names)), tuple(dict.fromkeys(crypto)), tuple(dict.fromkeys(lure))


@per_context
def _terms(ctx: UrlContext) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None:
    """The host's crypto names and words, or None where they say nothing: a brand's own site, an IP,
    or the project's own domain (its whole registrable label is the name: ``stake.lido.fi``)."""
    if ctx.official is not None or ctx.parsed.ip or not ctx.parts.label:
        return None
    p = ctx.parts
    sub = without_www(p.subdomain)
    lure_tld = p.suffix in _LURE_TLDS
    if (p.label in _INSIDE_NAMES or p.label in _PART_NAMES) and not lure_tld and ctx.free_host is None:
        return None
    words = f"{sub}.{p.label}" if sub else p.label
    if lure_tld:
        words += "." + p.suffix
    return crypto_terms(words)


def _distinct(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, str] | None:
    """A word of ``first`` and a different word of ``second`` that is not part of it (``airdrop``
    is both a crypto and a lure word; ``drop`` inside it is not a second word)."""
    for a in first:
        for b in second:
            if a != b and a not in b and b not in a:
                return a, b
    return None


def _name_with_lure(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    names, crypto, lure = t
    pair = _distinct(names, lure + crypto)
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _drainer_words(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    _, crypto, lure = t
    pair = _distinct(crypto, lure)
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _crypto_pair(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    _, crypto, _ = t
    strong = tuple(w for w in crypto if w in _STRONG_CRYPTO)
    pair = _distinct(strong, crypto)
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _template(ctx: UrlContext) -> str | None:
    """A drainer template word as a whole part of a hyphenated registrable name (``claim-foxy``)."""
    if ctx.official is not None or ctx.parsed.ip:
        return None
    if ctx.parts.suffix in _LURE_TLDS:
        return ctx.parts.registrable
    parts = [p for p in ctx.parts.label.split("-") if p]
    if len(parts) < 2:
        return None
    return next((p for p in parts if p in _TEMPLATE_PARTS), None)


_HOSTING = ("URL_FREE_HOSTING", "URL_CHEAP_TLD", "URL_RISKY_TLD")


def _crypto_on_hosting(ctx: UrlContext) -> str | None:
    """A crypto name or word in a page's name on free hosting or a cheap ending: a drainer's
    throwaway copy of a dapp, made in minutes."""
    t = _terms(ctx)
    host = ctx.first_evidence(_HOSTING)
    if t is None or host is None:
        return None
    word = next(iter(t[0] + t[1] + tuple(w for w in t[2] if w in _FIX_WORDS)), None)
    return None if word is None else f"{word} + {host}"


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CRYPTO_NAME_CLAIM",
        group=G,
        weight=45,
        description="The web address pairs a crypto coin or wallet name with claim, airdrop or fix words",
        fires=(
            "https://claim-zksync-allocation.com/",
            "https://mantapacific-airdrop.org/",
            "https://metamask-rectify.pages.dev/",
            "https://aave.syncdapp.pro/",
            "https://manta.claims/",
        ),
        quiet=(
            "https://stake.lido.fi/",
            "https://bridge.arbitrum.io/",
            "https://www.coinbase.com/claim",
            "https://ethereum-magicians.org/",
            "https://solana.com/",
            "https://www.index-funds.com/reward",
        ),
        check=_name_with_lure,
        category="crypto",
        advice="Never connect your wallet or type a recovery phrase on a site a message sent you to.",
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
        ),
        quiet=(
            "https://tokenmetrics.com/",
            "https://wallet.example.com/",
            "https://www.mintel.com/",
            "https://index-fix.com/",
        ),
        check=_drainer_words,
        category="crypto",
        advice="Never connect your wallet or type a recovery phrase on a site a message sent you to.",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_WORDS_STACKED",
        group=G,
        weight=45,
        description="The web address stacks crypto app words such as dapp, node, bridge or staking",
        fires=("https://dapps-bridge.org/", "https://stake-nodes.com/", "https://web3-rpc.net/"),
        quiet=("https://coinshop.com/", "https://nftblockchain.com/", "https://node.example.com/"),
        check=_crypto_pair,
        category="crypto",
        advice="Never connect your wallet or type a recovery phrase on a site a message sent you to.",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_CLAIM_TEMPLATE",
        group=G,
        weight=45,
        description="The web address is named like an airdrop or token claim page",
        fires=("https://claim-foxy.com/", "https://allocation-orbit.net/", "https://zeta-airdrop.org/"),
        quiet=("https://claim.example.com/", "https://claimsdirect.com/", "https://my-claims.com/"),
        check=_template,
        category="crypto",
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_ON_HOSTING",
        group=G,
        weight=35,
        description="A crypto coin, wallet or app name on free hosting or a cheap web ending",
        fires=("https://multichain-app.pages.dev/", "https://solana-app.xyz/", "https://dapp-web.vercel.app/"),
        quiet=("https://multichain-app.com/", "https://my-blog.pages.dev/", "https://solana.com/"),
        check=_crypto_on_hosting,
        category="crypto",
        reads=frozenset(_HOSTING),
        source="url",
    ),
)
