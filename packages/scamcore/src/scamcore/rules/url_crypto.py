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
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING

import ahocorasick_rs

from ..domains import ACCOUNT_HOSTS, SUSPICIOUS_TLDS, data_lines, without_www
from .base import Rule, per_context

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = [
    "ALL_NAMES",
    "INSIDE_NAMES",
    "LURE_TLDS",
    "APP_WORDS",
    "CRYPTO_WORDS",
    "LOOKED_AT",
    "MAX_PARTS",
    "PLAIN_WORDS",
    "RULES",
    "SPLIT",
    "STRONG_CRYPTO",
    "TOPIC_CRYPTO",
    "WORD_NAMES",
    "app_word",
    "crypto_on_hosting",
    "crypto_terms",
    "distinct_terms",
    "not_words",
    "terms_of",
]

G = "link_identity"

_NAMES = data_lines(files("scamcore").joinpath("data/crypto_names.txt").read_text("utf-8"))
# Names that may sit inside a longer label (``airdropzksync``), names that count only as a whole
# part or at either end of one (``eth``, ``starknetpay``), and words that count only as a whole part.
# Of those, the dictionary words and common names (``atomic``, ``leather``, ``euler``) name a
# tannery or a maths club as often as a wallet: they count only beside a claim, fix or wallet word.
_INSIDE_NAMES = frozenset(f[0] for f in _NAMES if len(f) == 1)
_PART_NAMES = frozenset(f[0] for f in _NAMES if len(f) > 1 and f[1] == "part")
_WORD_NAMES = frozenset(f[0] for f in _NAMES if len(f) > 1 and f[1] == "word")
# Ordinary words a shop or an app is named too (``safe``, ``eclipse``, ``stellar``): beside a
# service word (``safe-app``, ``eclipse-network``) they are that business's name, unless the page
# sits on free hosting or a cheap ending, where a drainer's copy does.
_COMMON_NAMES = frozenset(f[0] for f in _NAMES if len(f) > 1 and f[1] == "common")
_WHOLE_NAMES = frozenset(f[0] for f in _NAMES if len(f) > 1 and f[1] == "whole") | _WORD_NAMES | _COMMON_NAMES
_ALL_NAMES = _INSIDE_NAMES | _PART_NAMES | _WHOLE_NAMES
# A short name at the start or end of a part that is a longer whole-part name (``atom`` in
# ``atomicexchange``) is that word, not the short name.
_LONGER = {
    n: tuple(w for w in _WHOLE_NAMES if w != n and (w.startswith(n) or w.endswith(n))) for n in sorted(_PART_NAMES)
}


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that only crypto sites use: the kind of site it is.
_CRYPTO_WORDS = (
    "dapp defi web3 nft usdt btc token blockchain onchain crypto coin chain wallet swap bridge stake staking mint "
    "minting dex rpc node validator mainnet testnet dao airdrop fairdrop retrodrop presale tge "
    "memecoin metaverse seedphrase decentral"
)
# What the visitor is sent to do there: claim, check eligibility, connect, fix, migrate, in the
# languages drainer sites are written in.
_LURE_WORDS = (
    "claim airdrop fairdrop retrodrop drop allocat eligib elegib rectif migrat migrac revoke reward "
    "recompens ricompens belohn beloning bonus bono gift cadeau regalo geschenk giveaway vesting unlock "
    "fix resolv resolution repair recover restor sync synchron connect conectar verbind validat verif "
    "auth kyc aml refund compensat withdraw points portal dashboard checker snapshot voting vote "
    "proposal governance quest seed rescue presale tge rebuild troubleshoot debug refix"
)
# Crypto words no ordinary business names itself with: two of them together name a drainer's
# cover story (``dapps-bridge``, ``rpc-node``), while ``nft`` or ``blockchain`` beside ``coin`` may be a shop.
_STRONG_CRYPTO = _words(
    "dapp defi web3 rpc node validator mainnet dao airdrop fairdrop retrodrop presale tge onchain "
    "seedphrase bridge stake staking decentral"
)
# The lure words only a wallet "fix" or claim page uses; ``verify`` or ``dashboard`` on a
# developer's preview host is left to the sign-in rows.
_FIX_WORDS = _words(
    "claim drop airdrop fairdrop retrodrop allocat eligib elegib rectif migrat migrac revoke sync synchron "
    "resolv resolution fix repair rescue vesting presale tge snapshot voting rebuild troubleshoot debug refix"
)
# Hosts where the tenant is a code account (``ethereum.github.io``) or a docs space
# (``<project>.gitbook.io``, where most projects keep their docs): a project holds its own name there.
_PROJECT_ACCOUNT = re.compile(r"^[a-z0-9]+(?:-(?:labs|foundation|org|team|dev|protocol|network|hq|docs))?$")
_PROJECT_HOSTS = ACCOUNT_HOSTS | {"gitbook.io"}
# How a project names its company or foundation (``<name>labs.com``, ``<name>foundation.org``,
# ``<name>protocol.com``): that name joined to one of these words, and nothing else, on an ending a
# project keeps, is the project's own house, not a copy (a copy hyphenates, adds words, or picks
# ``network``, which a project puts in its ending: ``<name>.network``).
_HOUSE_WORDS = ("labs", "foundation", "protocol")
_HOUSE_ENDINGS = frozenset({"com", "org", "io", "xyz", "foundation", "dev"})
# Lure words too ordinary beside a crypto word to mean a drainer (``stakingrewards``, ``nft-dashboard``);
# beside a coin's own name they still count.
_COMMON_LURE = _words("reward bonus points dashboard portal vote voting proposal governance quest")
# Top-level domains that are themselves a lure word (``zksync.claims``).
_LURE_TLDS = frozenset({"claims", "gift", "gifts", "gives"})
_SPLIT = re.compile(r"[-.]+")
_MAX_PARTS = 12
# Words that end in "dex" without naming an exchange (``index``; a search engine's and a courier's names).
_NOT_DEX = ("index", "codex", "yandex", "fedex", "rolodex", "pokedex", "vindex", "cordex")
# Words that end in a lure word's letters without being one (``prefix``).
_NOT_FIX = ("prefix", "suffix", "crucifix", "affix")


# Words a drainer adds to a coin's name so that its copy looks like the project's own site
# (``orbit-network``, ``launchpad-orbit``, ``dappzonehub``, ``chainverifypro``), and ``fi`` as a
# part of its own (``<coin>-fi``), the DeFi ending a copy puts after a project's name.
_SERVICE_WORDS = (
    "network protocol apps app web hub pro tool tools support secure official foundation launch launchpad "
    "event events season earn earning join enter portal labs io world center centre help live site "
    "online server system systems access dev devs hq team fi"
)
# Service words a crypto project calls itself by and a shop does not (``<name>-foundation``,
# ``<name>-labs``): beside them an ordinary-word name counts on any ending.
_PROJECT_SERVICE = _words("network protocol foundation labs launch launchpad season earn earning official io")
# Short words with no ordinary word around them: found anywhere, like the long ones.
_ANYWHERE = frozenset({"dapp", "web3", "nft", "usdt", "btc"})
# ``dapp`` after a word ending in "d" is that word and "app" (``cloudapp``, ``boardapps``, ``readapp``).
_D_WORDS = tuple(
    sorted(
        _words("clou wor boar foo car han min ban bir fiel bol kin sen shiel gol goo lan san win tren gri frien a e")
    )
)


class _Finder:
    """Every word of a list inside a part, leftmost-longest, in one Aho-Corasick pass (a regex
    alternation of a few hundred words costs a try per word at every letter)."""

    def __init__(self, words: frozenset[str]) -> None:
        self._words = sorted(words)
        self._ac = ahocorasick_rs.AhoCorasick(self._words, matchkind=ahocorasick_rs.MatchKind.LeftmostLongest)

    def find(self, part: str) -> list[str]:
        out = []
        for i, start, end in self._ac.find_matches_as_indexes(part):
            w = self._words[i]
            if w == "dapp" and (part[:start].endswith(_D_WORDS) or part[end : end + 2] in ("er", "le")):
                continue
            out.append(w)
        return out

    def remainders(self, part: str) -> list[str]:
        """The pieces of ``part`` around the words found in it (``keynox`` and ``shield`` around
        ``web3``): the words glued to a found word, for the edge probes."""
        pieces, last = [], 0
        for _, start, end in self._ac.find_matches_as_indexes(part):
            pieces.append(part[last:start])
            last = end
        if not last:
            return []
        pieces.append(part[last:])
        return [p for p in pieces if len(p) >= 3]


def _matcher(words: str) -> tuple[_Finder, frozenset[str]]:
    """Long words match anywhere in a part; words of four letters or fewer only at a part's start or
    end, so ``dex`` is not found in ``index`` nor ``mint`` in ``mintel``'s middle."""
    ws = set(words.split())
    long = frozenset(w for w in ws if len(w) > 4 or w in _ANYWHERE)
    return _Finder(long), frozenset(ws - long)


_CRYPTO_LONG, _CRYPTO_SHORT = _matcher(_CRYPTO_WORDS)
_LURE_LONG, _LURE_SHORT = _matcher(_LURE_WORDS)
_SERVICE_LONG, _SERVICE_SHORT = _matcher(_SERVICE_WORDS)
_INSIDE = _Finder(_INSIDE_NAMES)
# English words that hold a name without naming it (``automatic``, ``diagnosis``) or are one slip
# from one (``citizen``): scripts/gen_crypto_plain_words.py makes the list from a public word list.
PLAIN_WORDS = frozenset(f[0] for f in data_lines(files("scamcore").joinpath("data/crypto_plain_words.txt").read_text()))


class _Edges:
    """Words found as a whole part, or at the start or end of one, by a few set probes per part (one
    per word length), not a loop over the words. Those of ``whole_only`` letters or fewer must be
    the whole part; those shorter than ``end`` may start it but not end it (``dex`` is not in
    ``index``); a plural ``s`` after a word at the end is allowed."""

    def __init__(self, words: frozenset[str], whole_only: int = 0) -> None:
        self._words = words
        self._lengths = tuple(sorted({len(w) for w in words if len(w) > whole_only}))

    def find(self, part: str, end: int = 4) -> list[str]:
        words = self._words
        out = [part] if part in words else []
        plural = part[:-1] if part.endswith("s") else ""
        for n in self._lengths:
            if n >= len(part):
                break
            if part[:n] in words:
                out.append(part[:n])
            if n >= end:
                if part[-n:] in words:
                    out.append(part[-n:])
                elif len(plural) > n and plural[-n:] in words:
                    out.append(plural[-n:])
        return out


_PART_EDGES = _Edges(_PART_NAMES, whole_only=3)
_CRYPTO_EDGES = _Edges(_CRYPTO_SHORT)
_LURE_EDGES = _Edges(_LURE_SHORT)
_SERVICE_EDGES = _Edges(_SERVICE_SHORT - {"io", "fi"})


Terms = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]


@lru_cache(maxsize=2048)
def crypto_terms(host_words: str, label: str) -> Terms:
    """(crypto names, crypto words, lure words, service words) found in a host's chosen words.
    Service words count in the registrable label only: a company's own ``support.`` or ``app.``
    subdomain is ordinary."""
    found: tuple[list[str], list[str], list[str], list[str]] = ([], [], [], [])
    names, crypto, lure, service = found
    label_parts = frozenset(_SPLIT.split(label))
    # A real name has a handful of parts; a hostile one with hundreds is judged on its first ones.
    for part in _SPLIT.split(host_words)[:_MAX_PARTS]:
        if not part:
            continue
        n, c, lu, sv = _part_terms(part, part in label_parts)
        names += n
        crypto += c
        lure += lu
        service += sv
    n, c, lu, sv = (tuple(dict.fromkeys(x)) for x in found)
    return n, c, lu, sv


# Every name and word ``_part_terms`` looks for, in one automaton: a part holding none of them
# (most parts: a campaign's fresh subdomain, a shop's name) holds no terms, known in one call.
_ANY_TERM = ahocorasick_rs.AhoCorasick(
    sorted(_ALL_NAMES | set(f"{_CRYPTO_WORDS} {_LURE_WORDS} {_SERVICE_WORDS} dex".split()))
)
_NO_TERMS: Terms = ((), (), (), ())


@lru_cache(maxsize=4096)
def _part_terms(part: str, in_label: bool) -> Terms:
    """What one part of a host holds, in ``crypto_terms``' order: kept per part, since a host never
    seen before is mostly made of parts seen in others ("secure", "login", "wallet", a campaign's
    domain under a new subdomain), and each part costs four automaton calls and the edge probes."""
    if not _ANY_TERM.find_matches_as_indexes(part):
        return _NO_TERMS
    edges = [n for n in _PART_EDGES.find(part) if not any(part.startswith(w) or part.endswith(w) for w in _LONGER[n])]
    names = [] if part in PLAIN_WORDS else [*_INSIDE.find(part), *edges, *([part] if part in _WHOLE_NAMES else [])]
    crypto = _CRYPTO_LONG.find(part) + _CRYPTO_EDGES.find(part)
    if len(part) > 5 and part.endswith("dex") and not part.endswith(_NOT_DEX):
        crypto.append("dex")  # a made-up exchange's name: <name>dex
    lure = _LURE_LONG.find(part) + _LURE_EDGES.find(part, end=3 if not part.endswith(_NOT_FIX) else 4)
    # The short words glued to a long one count at its edges too (``web3auth...``, ``...coinclaim``).
    for piece in _CRYPTO_LONG.remainders(part) + _LURE_LONG.remainders(part):
        crypto += _CRYPTO_EDGES.find(piece)
        lure += _LURE_EDGES.find(piece, end=3 if not piece.endswith(_NOT_FIX) else 4)
    service: list[str] = []
    if in_label:
        service += _SERVICE_LONG.find(part) + _SERVICE_EDGES.find(part, end=3)
        service += [part] if part in ("io", "fi") else []
    return tuple(names), tuple(crypto), tuple(lure), tuple(service)


# Cheap endings genuine projects launch on (``<name>.xyz``, ``pump.fun``, a DEX's ``<name>.trade``): their
# own site may be there.
_PROJECT_ENDINGS = frozenset({"xyz", "fun", "trade"})


def _odd_ending(ctx: UrlContext) -> bool:
    """Whether a host whose label is a project's full name (of five letters or more, found inside
    labels: not a ticker or an ordinary word) sits on a cheap ending no project uses for its own
    site (``<name>.live``, ``<name>.cc``): a copy, not the project."""
    p = ctx.parts
    return (
        p.label in _INSIDE_NAMES
        and len(p.label) >= 5
        and p.suffix == ctx.tld
        and ctx.tld in SUSPICIOUS_TLDS
        and ctx.tld not in _PROJECT_ENDINGS
    )


# Names of five letters or more that are no ordinary word: found also across two or three parts.
_SPLIT_NAMES = frozenset(n for n in _ALL_NAMES - _WHOLE_NAMES if len(n) >= 5)


@lru_cache(maxsize=2048)
def _split_name(host_words: str, label: str) -> str | None:
    """A name written across parts (``meta-mask``, ``hub-collab.land``), not the project's own
    name split by its ending (``docs.chain.link``): a copy, which the project's own site never is."""
    parts = [x for x in _SPLIT.split(host_words) if x][:_MAX_PARTS]
    for i in range(len(parts) - 1):
        for j in range(i + 2, min(i + 4, len(parts) + 1)):
            joined = "".join(parts[i:j])
            if joined in _SPLIT_NAMES and joined != label + parts[-1]:
                return joined
    return None


@per_context
def _terms(ctx: UrlContext) -> Terms | None:
    """The host's crypto names and words, or None where they say nothing: a brand's own site, an IP,
    or the project's own domain (its whole registrable label is the name: ``stake.lido.fi``)."""
    if ctx.official is not None or ctx.parsed.ip or not ctx.parts.label:
        return None
    p = ctx.parts
    sub = without_www(p.subdomain)
    lure_tld = p.suffix in _LURE_TLDS
    if p.label in _ALL_NAMES and not lure_tld and ctx.free_host is None and not _odd_ending(ctx):
        return None
    if p.label + p.suffix in _ALL_NAMES and ctx.free_host is None:
        return None  # the name split by its own ending: chain.link, collab.land, ether.fi
    # The tenant: the label on a host the public suffix list splits (github.io), else the subdomain's last part.
    tenant = sub.rsplit(".", 1)[-1] if p.registrable == ctx.free_host else p.label
    if ctx.free_host in _PROJECT_HOSTS and _PROJECT_ACCOUNT.match(tenant) and tenant.split("-")[0] in _ALL_NAMES:
        return None  # ethereum.github.io, solana-labs.github.io, <name>.gitbook.io: the project's own
    if _house_name(p.label) and p.suffix in _HOUSE_ENDINGS and sub in ("", "app", "docs", "blog"):
        return None  # aptoslabs.com, renzoprotocol.com
    words = f"{sub}.{p.label}" if sub else p.label
    if lure_tld:
        words += "." + p.suffix
    t = crypto_terms(words, p.label)
    split = _split_name(f"{words}.{p.suffix}", p.label)
    return t if split is None or split in t[0] else ((*t[0], split), *t[1:])


def _house_name(label: str) -> bool:
    """Whether ``label`` is a crypto name joined to a house word and nothing else (``aptoslabs``)."""
    return any(label.endswith(w) and label[: -len(w)] in _ALL_NAMES for w in _HOUSE_WORDS)


def _distinct(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, str] | None:
    """A word of ``first`` and a different word of ``second`` that is not part of it (``airdrop``
    is both a crypto and a lure word; ``drop`` inside it is not a second word)."""
    for a in first:
        for b in second:
            if a != b and a not in b and b not in a:
                return a, b
    return None


def _not_words(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names that are not ordinary words: those that count beside a service word or ending, on
    free hosting, or beside another name."""
    return tuple(n for n in names if n not in _WORD_NAMES)


terms_of = _terms
distinct_terms = _distinct
not_words = _not_words
STRONG_CRYPTO = _STRONG_CRYPTO
INSIDE_NAMES = _INSIDE_NAMES
LURE_TLDS = _LURE_TLDS
WORD_NAMES = _WORD_NAMES
# For the spelling rows (url_crypto_spelling): every name, those looked at for misspellings (not the
# ordinary words), the crypto words, and how a host is cut into parts.
ALL_NAMES = _ALL_NAMES
LOOKED_AT = frozenset(_ALL_NAMES - _WHOLE_NAMES)
CRYPTO_WORDS = _CRYPTO_WORDS
SPLIT = _SPLIT
MAX_PARTS = _MAX_PARTS


# The crypto words beside which an ordinary-word name (``atomic-wallet``, ``leather-dapp``) is the
# wallet's: a coin's topic words (``coin``, ``nft``, ``chain``) may be a shop's or a jeweller's.
_WALLET_WORDS = _STRONG_CRYPTO | _words("wallet swap token dex")


def _name_with_lure(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    names, crypto, lure, service = t
    words = tuple(n for n in names if n in _WORD_NAMES)
    beside_word = tuple(w for w in lure if w not in _COMMON_LURE) + tuple(w for w in crypto if w in _WALLET_WORDS)
    named = _not_words(names)
    cheap = ctx.free_host is not None or ctx.tld in SUSPICIOUS_TLDS
    plain = tuple(n for n in named if n not in _COMMON_NAMES)
    common = tuple(n for n in named if n in _COMMON_NAMES)
    trade = service if cheap else tuple(w for w in service if w in _PROJECT_SERVICE)
    pair = (
        _distinct(named, lure + crypto)
        or _distinct(plain, service)
        or _distinct(common, trade)
        or _distinct(words, beside_word)
    )
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _drainer_words(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    _, crypto, lure, service = t
    strong = tuple(w for w in crypto if w in _STRONG_CRYPTO)
    fixes = tuple(w for w in lure if w in _FIX_WORDS)
    pair = (
        _distinct(crypto, tuple(w for w in lure if w not in _COMMON_LURE))
        or _service_pair(strong, service)
        or _distinct(fixes, fixes)
    )
    return None if pair is None else f"{pair[0]} + {pair[1]}"


def _crypto_pair(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
    if t is None:
        return None
    crypto = t[1]
    strong = tuple(w for w in crypto if w in _STRONG_CRYPTO)
    pair = _distinct(strong, crypto)
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# Crypto words that name the app a drainer copies and no ordinary trade: beside a service word
# they are URL_CRYPTO_APP_SERVICE_NAME's (url_crypto_pairs), not this weaker row's.
APP_WORDS = frozenset({"chain", "swap", "token", "dex", "usdt", "btc"})
# Service words beside which ``wallet`` and ``node`` are a personal-finance or web-building site's
# name (``wallethub``, ``webnode``, ``nodeapp``), not a crypto service's.
_ORDINARY_BESIDE = {
    "wallet": _words("hub app apps pro tools web site online"),
    "node": _words("web app apps site online hub tools"),
}


def _service_pair(crypto: tuple[str, ...], service: tuple[str, ...]) -> tuple[str, str] | None:
    """A crypto word and a service word that are not an ordinary site's name together."""
    for c in crypto:
        pair = _distinct((c,), tuple(s for s in service if s not in _ORDINARY_BESIDE.get(c, ())))
        if pair is not None:
            return pair
    return None


def _crypto_service(ctx: UrlContext) -> str | None:
    """A crypto word dressed as a service (``coinsupport``, ``nft-official``): weaker than a name
    or a claim word, since exchanges and news sites are named this way too (``coinsmart``)."""
    t = _terms(ctx)
    if t is None:
        return None
    crypto = tuple(w for w in t[1] if w not in APP_WORDS and _app_word(w, ctx.host_words))
    pair = _service_pair(crypto, t[3])
    return None if pair is None else f"{pair[0]} + {pair[1]}"


# Words that name a token giveaway whatever surrounds them: no other trade puts them in a web address.
_GIVEAWAY = ("airdrop", "fairdrop", "retrodrop", "presale")


def _giveaway(ctx: UrlContext) -> str | None:
    t = _terms(ctx)
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


def _crypto_on_hosting(ctx: UrlContext) -> str | None:
    """A crypto name or word in a page's name on free hosting or a cheap ending: a drainer's
    throwaway copy of a dapp, made in minutes. On an ending that also hosts many ordinary sites
    (``.live``, ``.site``), only a coin's name or an app's word (token, swap, dex, chain, wallet),
    not a topic a shop or a news site is named for (``nft``, ``crypto``, ``coin``), nor ``mint``
    (``mintcomics.live`` is a comics site)."""
    t = _terms(ctx)
    if t is None:
        return None
    names, crypto, lure, _ = t
    fixes = tuple(w for w in lure if w in _FIX_WORDS and w != "drop")  # raindrop.pages.dev
    host = ctx.first_evidence(_HOSTING)
    names = _not_words(names)
    words = names + crypto + fixes
    if host is None:
        host = ctx.first_evidence(("URL_RISKY_TLD",))
        words = names + tuple(w for w in crypto if w not in _TOPIC_CRYPTO and _app_word(w, ctx.host_words)) + fixes
    if host is None or not words:
        return None
    return f"{words[0]} + {host}"


crypto_on_hosting = _crypto_on_hosting


# Crypto words shops, media and fan sites also put in their names (``nftblockchain``, ``coinmetaverse``):
# two of these together are a topic, not an app. Any other pair names the app a drainer copies
# (``token-swapper``, ``btc-token``, ``stake-bridge``).
_TOPIC_CRYPTO = _words("nft blockchain crypto coin metaverse")
TOPIC_CRYPTO = _TOPIC_CRYPTO


def _crypto_word_pair(ctx: UrlContext) -> str | None:
    """Two different crypto words in a host's chosen words, not both topic words."""
    t = _terms(ctx)
    if t is None:
        return None
    crypto = t[1]
    pair = _distinct(crypto, crypto)
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
            "https://www.stakingrewards.com/",
            "https://tokenmetrics.com/",
            "https://wallet.example.com/",
            "https://www.mintel.com/",
            "https://index-fix.com/",
            "https://webnode.com/",
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
        fires=("https://dapps-swap.org/", "https://stake-nodes.com/", "https://web3-rpc.net/"),
        quiet=("https://coinshop.com/", "https://nftblockchain.com/", "https://node.example.com/"),
        check=_crypto_pair,
        category="crypto",
        advice="Never connect your wallet or type a recovery phrase on a site a message sent you to.",
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
            "https://dot.tk/",
            "https://etherfi.gitbook.io/",
            "https://docs.chain.link/",
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
        advice="Never connect your wallet or type a recovery phrase on a site a message sent you to.",
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
)
