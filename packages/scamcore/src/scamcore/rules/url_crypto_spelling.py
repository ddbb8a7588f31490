"""URL rules: a crypto name or word misspelt or written with look-alike letters (group
link_identity), over the names and words of ``url_crypto_terms``.

Why apart from the name rows: a drainer that copies a project's name cannot use the name itself
where the brand's lawyers or the registrars would take it down, so it changes a letter
(``phantorn``), swaps two, or writes ``rn`` for ``m``; the crypto word beside it is often spelt the
same way. The name rows look for the names as they are; these rows for the names as they are bent.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..lookalike import ORDINARY_WORDS, skeleton
from . import url_crypto_terms
from .base import Rule
from .literal_gate import may_match
from .url_crypto_terms import ALL_NAMES, CRYPTO_WORDS, LOOKED_AT, MAX_PARTS, SPLIT, WALLET_ADVICE

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["RULES", "near_name"]

G = "link_identity"


# A coin's or app's name with a letter that looks like another (``phantorn``, ``soiana``, ``sólana``):
# the same skeleton as the name. And, for names of seven letters or more, one letter added, dropped,
# changed or two neighbours swapped (``pancakeswep``), found by the deletion trick: each name's
# one-letter deletions, with the place, looked up. Names that are ordinary words (``hamster``) are left out.
_SKELETONS = {skeleton(n): n for n in sorted(LOOKED_AT) if len(n) >= 5}
_LONG_NAMES = frozenset(n for n in LOOKED_AT if len(n) >= 7 and n.isalpha())
_DELETIONS: dict[str, list[tuple[str, int]]] = {}
for _n in sorted(_LONG_NAMES):
    _DELETIONS.setdefault(_n, []).append((_n, -1))
    for _i in range(len(_n)):
        _DELETIONS.setdefault(_n[:_i] + _n[_i + 1 :], []).append((_n, _i))


# Names of six letters: only two neighbours swapped (``tehter``), since one letter changed in a word
# that short is too often another word.
_SIX_NAMES = frozenset(n for n in LOOKED_AT if len(n) == 6 and n.isalpha())


def _swaps(part: str) -> list[str]:
    return [part[:j] + part[j + 1] + part[j] + part[j + 2 :] for j in range(len(part) - 1) if part[j] != part[j + 1]]


@lru_cache(maxsize=4096)
def _near_name(part: str) -> str | None:
    """The crypto name ``part`` is a look-alike of, or None (a name itself is not one, nor an English
    word). Kept per part, as ``_part_terms`` is: the deletion search is a dozen slices per letter."""
    if part in ALL_NAMES or part in ORDINARY_WORDS or part in url_crypto_terms.PLAIN_WORDS:
        return None
    sk = _SKELETONS.get(skeleton(part))
    if sk is not None:
        return sk
    if len(part) == 6 and part.isalpha():
        return next((n for n in _swaps(part) if n in _SIX_NAMES), None)
    if len(part) < 7 or not part.isalpha():
        return None
    for name, i in _DELETIONS.get(part, ()):
        if i >= 0:
            return name  # a letter dropped
    for j in range(len(part)):
        for name, i in _DELETIONS.get(part[:j] + part[j + 1 :], ()):
            if (i < 0 and part != name + "s") or i == j:
                return name  # a letter added (not a plural: ``bitcoins`` names the thing), or changed
        swapped = part[:j] + part[j + 1 : j + 2] + part[j : j + 1] + part[j + 2 :]
        if swapped != part and swapped in _LONG_NAMES:
            return swapped  # two neighbours swapped
    return None


near_name = _near_name


def _name_lookalike(ctx: UrlContext) -> str | None:
    """A crypto name misspelt or with a look-alike letter, in the host's chosen words."""
    if ctx.official is not None or ctx.parsed.ip or not ctx.parts.label:
        return None
    for part in SPLIT.split(ctx.host_words)[:MAX_PARTS]:
        name = _near_name(part) if len(part) >= 5 else None
        if name is not None:
            return f"{part} ({name})"
    return None


# Crypto, claim and wallet-fix words with a letter doubled, dropped or swapped for a look-alike
# (``tokken``, ``rnainnet``, ``stakking``): compared with doubled letters squeezed to one and each
# l, o, m, e, a allowed its look-alike (i or 1, 0, rn, 3, 4; a doubled l may keep one l beside
# its look-alike: ``aliocation``). The names of coins are
# URL_CRYPTO_NAME_LOOKALIKE's.
_SQUEEZE = re.compile(r"([a-z])\1+")
_LOOKS = {"l": "[li1]{1,2}", "o": "[o0]", "m": "(?:m|rn)", "e": "[e3]", "a": "[a4]"}
_MISSPELT_WORDS = sorted(
    {w for w in CRYPTO_WORDS.split() if len(w) >= 5}
    | {"wallet", "allocation", "allocate", "rectify", "mainnet"}
    # the claim page's and the fix page's own words (not "connect": Spanish "conectar" is no slip)
    | {"claim", "reward", "network", "protocol", "validate", "migrate", "restore", "resolve"},
    # longest first, then in letter order: the pattern's text is the same in every process (a set's
    # order follows the string hash), so data/prefilters.json keeps its literals (literal_gate below)
    key=lambda w: (-len(w), w),
)


def _squeeze(word: str) -> str:
    return _SQUEEZE.sub(r"\1", word)


_MISSPELT_RE = re.compile(
    "|".join(f"(?P<m{i}>{''.join(_LOOKS.get(ch, ch) for ch in _squeeze(w))})" for i, w in enumerate(_MISSPELT_WORDS))
)

_MAY_MISSPELL = may_match(_MISSPELT_RE)


def _misspelt_crypto(ctx: UrlContext) -> str | None:
    """A crypto or wallet-fix word spelt wrong in the host's chosen words (the word itself is not there)."""
    if ctx.official is not None or ctx.imitation is not None or ctx.parsed.ip or not ctx.parts.label:
        return None
    for part in SPLIT.split(ctx.host_words)[:MAX_PARTS]:
        word = _misspelt_in(part) if len(part) >= 5 else None
        if word is not None:
            return f"{part} ({word})"
    return None


@lru_cache(maxsize=4096)
def _misspelt_in(part: str) -> str | None:
    """The word ``part`` misspells, kept per part as ``_near_name`` is: the alternation of every
    word is tried at each letter, and a new host is mostly parts seen in others. A part that holds
    none of the alternation's required literals (a fresh subdomain's ``b1234``, ``x7kq2``) is not
    searched: one automaton call (``literal_gate``) instead of ~9 µs of the regex."""
    squeezed = _squeeze(part)
    if not _MAY_MISSPELL(squeezed):
        return None
    for m in _MISSPELT_RE.finditer(squeezed):
        word = _MISSPELT_WORDS[int((m.lastgroup or "m0")[1:])]
        if word not in part:
            return word
    return None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_CRYPTO_NAME_LOOKALIKE",
        group=G,
        weight=45,
        description="A crypto coin, wallet or app name misspelt or written with look-alike letters",
        fires=(
            "https://phantorn-wallet.com/",
            "https://pancakeswep.net/",
            "https://soiana-app.net/",
            "https://sólana-drop.org/",
            "https://gemnii-wallet.com/",
        ),
        quiet=(
            "https://pancakeswap.finance/",
            "https://solana.com/",
            "https://finance.example.com/",
            "https://mantra.example.com/",
            "https://bitcoins.example.com/",
            "https://ahamster.com/",
            "https://citizen.com/",
            "https://circuit.example.org/",
        ),
        check=_name_lookalike,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
    Rule(
        id="URL_CRYPTO_WORD_MISSPELT",
        group=G,
        weight=45,
        description="The web address misspells a crypto or wallet word, or uses look-alike letters",
        fires=(
            "https://tokken-bridge.com/",
            "https://rnainnet-bridge.org/",
            "https://stakking-pool.net/",
            "https://c1aim-portal.net/",
            "https://netw0rk-velmo.com/",
        ),
        quiet=(
            "https://wallet.example.com/",
            "https://mainnet.example.org/",
            "https://mywalletapp.com/",
            "https://protocollo.it/",
            "https://conectar.es/",
        ),
        check=_misspelt_crypto,
        category="crypto",
        advice=WALLET_ADVICE,
        source="url",
    ),
)
