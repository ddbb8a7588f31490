"""What a link with a new host reuses from its parent, or skips in one automaton call, gives what
the whole walk gives (docs/performance.md, "A link with a new host"): each shortcut beside the way
it replaced, on made-up hosts built from the lists' own entries and near misses."""

from __future__ import annotations

import itertools

import pytest

from scamcore import brands, domains, lookalike
from scamcore.rules import url_crypto_terms as terms
from scamcore.rules import url_lexical

_HEADS = ["b1", "b2.x", "login", "secure-wallet", "www", "m", "", "-", "a..b", "verify-account1"]


_walk_in = domains._parent_in.__wrapped__
"""``host_in`` as it was: every parent walked, with no cache (the cached walk's own body)."""


def _hosts(entries: list[str]) -> list[str]:
    out = []
    for entry, head in itertools.product(entries, _HEADS):
        out += [entry, f"{head}.{entry}", f"{head}{entry}", f"{head}.x{entry}", f"{head}.{entry}.com"]
    return out


@pytest.mark.parametrize(
    "suffixes", [domains.FREE_HOSTS, domains.SHORTENERS, domains.LINK_SERVICES, domains.MAIL_TRACKERS]
)
def test_host_in_with_the_parents_kept_is_the_walk(suffixes: frozenset[str]) -> None:
    for host in _hosts(sorted(suffixes)[:60] + ["example.com", "co.uk", ""]):
        assert domains.host_in(host, suffixes) == _walk_in(host, suffixes), host


def _walk_brand(host: str, registrable: str) -> brands.Brand | None:
    h = host.lower().rstrip(".")
    while h.endswith("." + registrable):
        hit = brands._EXACT.get(h)
        if hit is not None:
            return hit
        h = h.partition(".")[2]
    return None


def test_brand_for_host_with_the_parents_kept_is_the_walk() -> None:
    sites = [d for d in brands._EXACT if d.count(".") >= 2][:80]
    for site in sites:
        registrable = site.split(".", 1)[1]
        for host in [site, *(f"{head}.{site}" for head in _HEADS), f"b1.x.{registrable}", registrable, "B1." + site]:
            for reg in (registrable, site.rsplit(".", 2)[-2] + "." + site.rsplit(".", 1)[-1]):
                assert brands.brand_for_host(host, reg) == _walk_brand(host, reg), (host, reg)


def _split_name_walk(host_words: str, label: str) -> str | None:
    """``_split_name`` as it was: every run of two or three parts joined and probed."""
    parts = [x for x in terms._SPLIT.split(host_words) if x][: terms._MAX_PARTS]
    for i in range(len(parts) - 1):
        for j in range(i + 2, min(i + 4, len(parts) + 1)):
            joined = "".join(parts[i:j])
            if joined in terms._SPLIT_NAMES and joined != label + parts[-1]:
                return joined
    return None


def _crypto_terms_walk(host_words: str, label: str) -> terms.Terms:
    """``crypto_terms`` as it was: every part's terms joined, then each list without repeats."""
    found: tuple[list[str], list[str], list[str], list[str]] = ([], [], [], [])
    label_parts = frozenset(terms._SPLIT.split(label))
    for part in terms._SPLIT.split(host_words)[: terms._MAX_PARTS]:
        if part:
            for kept, new in zip(found, terms._part_terms(part, part in label_parts), strict=True):
                kept.extend(new)
    n, c, lu, sv = (tuple(dict.fromkeys(x)) for x in found)
    return n, c, lu, sv


def _crypto_hosts() -> list[tuple[str, str]]:
    names = sorted(terms._SPLIT_NAMES)[:40] + ["wallet", "claim", "airdrop", "swap"]
    out = []
    for name in names:
        cut = len(name) // 2
        for head in _HEADS:
            for label in (f"{name[:cut]}-{name[cut:]}", name, "shop", f"{name}-claim", "x" + name):
                words = f"{head}.{name[:cut]}.{name[cut:]}.{label}" if head else label
                out += [(words, label), (f"{words}.land", label), (f"{name[:cut]}-{name[cut:]}.{label}", label)]
    many = ".".join(f"p{i}" for i in range(terms._MAX_PARTS - 1))
    out += [(f"{many}.meta.mask", "mask"), ("meta..mask", "mask"), ("-meta-mask-", "x"), ("", "")]
    return out


def test_split_name_with_one_automaton_call_first_is_the_walk() -> None:
    for words, label in _crypto_hosts():
        assert terms._split_name.__wrapped__(words, label) == _split_name_walk(words, label), words


def test_crypto_terms_without_parts_that_hold_none_is_the_join() -> None:
    for words, label in _crypto_hosts():
        assert terms.crypto_terms.__wrapped__(words, label) == _crypto_terms_walk(words, label), words


def test_name_words_of_the_label_alone_where_the_subdomain_adds_nothing() -> None:
    labels = ["paypal", "secure-login", "verify-account", "acc0unt-verlfied", "shop", "secureupdate2024", "x"]
    subs = ["", "b1", "login", "secure", "www.login", "verify.b1", "acc0unt", "update-billing", "m"]
    for label, sub in itertools.product(labels, subs):
        assert url_lexical.name_words.__wrapped__(label, sub) == url_lexical._name_words(label, sub), (label, sub)


def test_misspelt_crypto_word_skipped_without_the_literals_is_the_search() -> None:
    from scamcore.rules import url_crypto_spelling as spelling

    def searched(part: str) -> str | None:
        for m in spelling._MISSPELT_RE.finditer(spelling._squeeze(part)):
            word = spelling._MISSPELT_WORDS[int((m.lastgroup or "m0")[1:])]
            if word not in part:
                return word
        return None

    parts = ["b1234", "x7kq2pzt", "securelogin", "stakking", "rnetamask", "wa11et", "aliocation", "c1aim", "c1a1m"]
    for word in spelling._MISSPELT_WORDS:
        for i in range(len(word)):
            parts += [word[:i] + word[i] + word[i:], word[:i] + word[i + 1 :], word.replace(word[i], "1")]
            parts += [word[:i] + "0" + word[i + 1 :], word[:i] + "rn" + word[i + 1 :], word[:i] + "3" + word[i + 1 :]]
    hits = 0
    for part in parts:
        got = spelling._misspelt_in.__wrapped__(part)
        assert got == searched(part), part
        hits += got is not None
    assert hits > 100  # the parts above do hold misspellings: the gate is tested where it lets the search run


def _imitation_walk(label: str, suffix: str, subdomain: str) -> lookalike.Imitation | None:
    """``find_imitation`` as it was, every step in one walk."""
    lk = lookalike
    if label in lk._DOMAIN_LABELS:
        return lk.Imitation(lk._TOKENS[label].brand, "tld-swap", label, f"{label}.{suffix}")
    hit = lk._lookalike(label)
    if hit is None:
        for part in lk._parts(label):
            if len(part) >= 5 and part != label:
                hit = lk._lookalike(part, typos=False)
                if hit is not None:
                    break
    if hit is not None:
        return lk.Imitation(hit[1].brand, hit[0], hit[1].text, label)
    if subdomain:
        inner = lk._subdomain_domains(subdomain.lower())
        if inner:
            return lk.Imitation(inner[0].brand, "domain-in-subdomain", inner[0].text, subdomain)
    if not lk.is_government_suffix(suffix):
        t = lk._combo(label)
        if t is not None:
            return lk.Imitation(t.brand, "combo", t.text, label)
        t = lk._digit_combo(label)
        if t is not None:
            return lk.Imitation(t.brand, "homoglyph", t.text, label)
    if subdomain:
        t = lk._combo(subdomain)
        if t is None:
            for part in lk._parts(subdomain):
                if len(part) >= 6:
                    h = lk._lookalike(part, typos=False, min_typo_token=6)
                    if h is not None:
                        t = h[1]
                        break
        if t is not None:
            return lk.Imitation(t.brand, "subdomain", t.text, subdomain)
    return None


def test_find_imitation_from_the_label_kept_is_the_walk() -> None:
    labels = ["paypal", "paypa1", "paypal-login", "micr0softsupport", "secure-chase", "amazon-basin", "shop"]
    labels += ["appleid-verify", "netflixx", "example", "wellsfargo", "revolution", "x7kq2pzt", "dhlexpress"]
    suffixes = ["com", "top", "co.uk", "gov.br", "xyz"]
    subs = ["", "b1", "www", "paypal.com.secure", "login-chase", "b1.microsoft-support", "appleid", "amazon"]
    fired = 0
    for label, suffix, sub in itertools.product(labels, suffixes, subs):
        got = lookalike.find_imitation(label, suffix, sub)
        assert got == _imitation_walk(label, suffix, sub), (label, suffix, sub)
        fired += got is not None
    assert fired > 200  # most of these imitate a brand one way or another: every branch is reached


def test_the_tuples_built_in_one_call_hold_each_field_in_its_place() -> None:
    """``ParsedUrl`` and ``UrlAnalysis`` are built from their fields in order (``urls._new_tuple``):
    a field added or moved must move there too."""
    from scamcore.urls import analyse_url, parse_url

    p = parse_url("https://me@b1.Example.com:8080/a\\b?q=1#top")
    assert (p.raw, p.scheme, p.userinfo, p.host, p.host_ascii, p.raw_host) == (
        "https://me@b1.Example.com:8080/a\\b?q=1#top",
        "https",
        "me",
        "b1.example.com",
        "b1.example.com",
        "b1.Example.com",
    )
    assert (p.port, p.path, p.query, p.fragment, p.backslash, p.ip) == ("8080", "/a/b", "q=1", "top", True, None)
    assert parse_url("http://3232235777/").ip == "obfuscated"
    a = analyse_url("http://b1.paypal-login.top/verify")
    assert (a.url, a.host, a.registrable_domain, a.imitates, a.official) == (
        "http://b1.paypal-login.top/verify",
        "b1.paypal-login.top",
        "paypal-login.top",
        "PayPal",
        False,
    )
    assert a.score > 0 and a.findings and isinstance(a.score, int)
    assert analyse_url("https://b1.paypal.com/").official is True


def test_skeleton_of_an_ascii_label_in_one_translate_is_the_fold() -> None:
    import string
    import unicodedata

    def folded(label: str) -> str:
        s = unicodedata.normalize("NFKD", label.lower())
        s = "".join(lookalike._FOLD.get(ch, ch) for ch in s if not unicodedata.combining(ch))
        for a, b in lookalike._ASCII_TRICKS:
            s = s.replace(a, b)
        return s

    chars = string.printable
    labels = [a + b + c for a in chars for b in "rn1l0vcx" for c in "nvlio3"] + ["PayPa1", "rnicrosoft", "b1234", ""]
    # not ASCII: the NFKD way, as before
    labels += ["p\u0430ypal", "\uff30\uff41\uff59", "paypa\u0327l", "\u00dftra\u00dfe"]
    for label in labels:
        assert lookalike.skeleton.__wrapped__(label) == folded(label), label
