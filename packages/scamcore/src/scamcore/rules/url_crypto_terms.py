"""How the wallet-drainer rows (``url_crypto*``) read a host: the crypto names of
``data/crypto_names.txt`` and the crypto, claim-or-fix and service words found in its parts.

Why apart from the rows: every drainer row asks the same question of a host (which names and
which words does it hold?), and the answer costs automaton passes and edge probes, so it is worked
out here once per host and part and cached; the rows in ``url_crypto``, ``url_crypto_pairs`` and
``url_crypto_spelling`` only pair what it found. A project's own domain, a brand's official site
or an IP holds no terms (``terms_of`` answers None).
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING

import ahocorasick_rs

from ..domains import ACCOUNT_HOSTS, SUSPICIOUS_TLDS, data_lines, without_www
from .base import per_context

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = [
    "WALLET_ADVICE",
    "ALL_NAMES",
    "COMMON_LURE",
    "COMMON_NAMES",
    "CRYPTO_WORDS",
    "FIX_WORDS",
    "INSIDE_NAMES",
    "LOOKED_AT",
    "LURE_TLDS",
    "MAX_PARTS",
    "PLAIN_PLURALS",
    "PLAIN_WORDS",
    "PROJECT_SERVICE",
    "SPLIT",
    "STRONG_CRYPTO",
    "WORD_NAMES",
    "Terms",
    "crypto_terms",
    "distinct_terms",
    "not_words",
    "terms_of",
    "word_set",
]

# The one step that keeps a wallet safe from every drainer row, whichever fired.
WALLET_ADVICE = "Never connect your wallet or type a recovery phrase on a site a message sent you to."

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
# "learn" and "learning" hold the service words "earn" and "earning": a course's name
# (``learn-defi``, ``chainlearning``, ``learn-nodejs``), not a yield page's. Cut out before the
# service words are looked for, so the letters around it do not join into a word either.
_LEARN = re.compile(r"learn(?:ing)?")


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

    def cut(self, part: str) -> str:
        """``part`` with each word found written as one hyphen, so that no other word is read
        across its edge (``enter`` in ``tokenterminal``, a data firm's token + terminal)."""
        pieces, last = [], 0
        for _, start, end in self._ac.find_matches_as_indexes(part):
            pieces.append(part[last:start])
            last = end
        return "-".join(pieces + [part[last:]]) if last else part

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
# English plurals of the names (``polygons``, ``tethers``): the word, not a name with an "s" added.
PLAIN_PLURALS = frozenset(
    f[0] for f in data_lines(files("scamcore").joinpath("data/crypto_plain_plurals.txt").read_text("utf-8"))
)


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
    head, _, rest = host_words.partition(".")
    if (
        rest
        and head
        and "-" not in head
        and host_words.count(".") + host_words.count("-") < _MAX_PARTS
        and not _ANY_TERM.find_matches_as_indexes(head)
    ):
        # A new label before a name seen before (a campaign's fresh subdomain) that holds no term:
        # the rest's terms, kept, since every part is read (fewer separators than _MAX_PARTS).
        return crypto_terms(rest, label)
    label_parts = frozenset(_SPLIT.split(label))
    # A real name has a handful of parts; a hostile one with hundreds is judged on its first ones.
    held = [_part_terms(part, part in label_parts) for part in _SPLIT.split(host_words)[:_MAX_PARTS] if part]
    held = [t for t in held if t is not _NO_TERMS]
    if not held:
        return _NO_TERMS  # most hosts: no part holds a term, nothing to join
    found: tuple[list[str], list[str], list[str], list[str]] = ([], [], [], [])
    names, crypto, lure, service = found
    for n, c, lu, sv in held:
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
    plain_word = part in PLAIN_WORDS
    names = [] if plain_word else [*_INSIDE.find(part), *edges, *([part] if part in _WHOLE_NAMES else [])]
    crypto = [] if plain_word else _CRYPTO_LONG.find(part) + _CRYPTO_EDGES.find(part)
    if len(part) > 5 and part.endswith("dex") and not part.endswith(_NOT_DEX) and not plain_word:
        crypto.append("dex")  # a made-up exchange's name: <name>dex
        crypto += _CRYPTO_EDGES.find(part[:-3])  # and the short word glued before it (<name>swapdex)
    lure = _LURE_LONG.find(part) + _LURE_EDGES.find(part, end=3 if not part.endswith(_NOT_FIX) else 4)
    # The short words glued to a long one count at its edges too (``web3auth...``, ``...coinclaim``).
    for piece in _CRYPTO_LONG.remainders(part) + _LURE_LONG.remainders(part):
        crypto += [] if plain_word else _CRYPTO_EDGES.find(piece)
        lure += _LURE_EDGES.find(piece, end=3 if not piece.endswith(_NOT_FIX) else 4)
    service: list[str] = []
    if in_label:
        plain = _LEARN.sub("-", part) if "learn" in part else part
        plain = _CRYPTO_LONG.cut(plain)
        service += _SERVICE_LONG.find(plain) + _SERVICE_EDGES.find(plain, end=3)
        service += [part] if part in ("io", "fi") else []
    return tuple(names), tuple(crypto), tuple(lure), tuple(service)


# Cheap endings genuine projects launch on (``<name>.xyz``, ``pump.fun``, a DEX's ``<name>.trade``, a
# wallet's or a node provider's ``<name>.pro``): their own site may be there.
_PROJECT_ENDINGS = frozenset({"xyz", "fun", "trade", "pro"})


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
        and (ctx.tld not in _PROJECT_ENDINGS or (ctx.tld == "pro" and _step_path(ctx)))
    )


# Names of five letters or more that are no ordinary word: found also across two or three parts.
_SPLIT_NAMES = frozenset(n for n in _ALL_NAMES - _WHOLE_NAMES if len(n) >= 5)
# The same names in one automaton: a run of parts joined is a piece of all the parts joined, so where
# that holds none of them (nearly every host) no run can be one, known in one call instead of a
# split, a join and a set probe per run.
_ANY_SPLIT_NAME = ahocorasick_rs.AhoCorasick(sorted(_SPLIT_NAMES))


@lru_cache(maxsize=2048)
def _split_name(host_words: str, label: str) -> str | None:
    """A name written across parts (``meta-mask``, ``hub-collab.land``), not the project's own
    name split by its ending (``docs.chain.link``): a copy, which the project's own site never is."""
    if not _ANY_SPLIT_NAME.find_matches_as_indexes(host_words.replace("-", "").replace(".", "")):
        return None  # every part joined (``_SPLIT``'s separators dropped) holds every run of them
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
    if sub and t is not _NO_TERMS and _endpoint(ctx, sub):
        words = p.label  # <chain>-rpc.<provider>: the endpoint's subdomain names the chain it serves
        t = crypto_terms(words, p.label)
    split = _split_name(f"{words}.{p.suffix}", p.label)
    return t if split is None or split in t[0] else ((*t[0], split), *t[1:])


# The crypto words of an RPC endpoint's host besides the chain's name (``eth-mainnet``,
# ``ethereum-rpc``), and those a node provider names itself with (``<x>node``, ``rpc<x>``,
# ``chain<x>``).
_ENDPOINT_WORDS = frozenset({"rpc", "mainnet", "testnet", "node"})
_PROVIDER_WORDS = _ENDPOINT_WORDS | {"chain"}


def _endpoint(ctx: UrlContext, sub: str) -> bool:
    """Whether the host reads as a node provider's RPC endpoint (``polygon-mainnet.<provider>.io``,
    ``ethereum-rpc.<x>node.com``): the subdomain holds only a chain's name and endpoint words, the
    label no name and no crypto word but a provider's (``node``, ``rpc``, ``chain``), and one of
    the two an endpoint word. A drainer's page names a step (claim, connect, fix); an endpoint
    names the chain it serves, under the provider's own name. Not on free hosting or a cheap
    ending (a mild one such as ``.pro`` hosts providers too), where a drainer's throwaway copy sits."""
    if ctx.free_host is not None or SUSPICIOUS_TLDS.get(ctx.tld) == "strong" or _step_path(ctx):
        return False
    label = ctx.parts.label
    sn, sc, sl, _ = crypto_terms(sub, label)
    ln, lc, ll, _ = crypto_terms(label, label)
    if sl or ll or ln or not set(sc) <= _ENDPOINT_WORDS or not set(lc) <= _PROVIDER_WORDS:
        return False
    return bool(_ENDPOINT_WORDS.intersection(sc + lc)) and bool(sn or sc)


# Steps a drainer's path names besides the claim-or-fix words (``/wallet/connect``, ``/faucet-claim``,
# ``/login``): an endpoint's path holds a version and a key (``/v3/<key>``), or the chain (``/eth``).
_PATH_STEPS = _words("wallet faucet login signin")
_PATH_PARTS = re.compile(r"[^a-z0-9]+")


def _step_path(ctx: UrlContext) -> bool:
    """Whether the path names a step: a claim-or-fix word (the hosts' own list) or a wallet, faucet
    or sign-in word in one of its parts. Where it does, an endpoint's or a project's own reading of
    the host gives way: ``<chain>-mainnet.<x>node.com/claim`` and ``<name>.pro/claim`` are a
    drainer's copy, whatever the host says."""
    for part in _PATH_PARTS.split(ctx.plain_path)[:_MAX_PARTS]:
        if part and (_LURE_LONG.find(part) or _LURE_EDGES.find(part) or any(w in part for w in _PATH_STEPS)):
            return True
    return False


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
# For the rows of url_crypto: the lure words only a fix or claim page uses, those too ordinary
# beside a crypto word, the ordinary-word names, the service words a project calls itself by, and
# how a list of words is written.
FIX_WORDS = _FIX_WORDS
COMMON_LURE = _COMMON_LURE
COMMON_NAMES = _COMMON_NAMES
PROJECT_SERVICE = _PROJECT_SERVICE
word_set = _words
