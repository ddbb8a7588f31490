"""A host's parts taken from its parent's (``domains.split_host``) and the ASCII path of
``urls.parse_url`` give what the whole work gives, on the hosts where a shortcut could go wrong."""

from __future__ import annotations

import pytest

from scamcore import lookalike
from scamcore.domains import _EXTRACT, HostParts, _extracted, split_host
from scamcore.lookalike import brand_token_in
from scamcore.rules import url_crypto_terms
from scamcore.urls import parse_url


def _whole(host: str) -> HostParts:
    """tldextract's split of the whole host, as ``split_host`` made it before parents were reused."""
    return _extracted.__wrapped__(host)


HOSTS = [
    "b1.example.com",
    "b1.b2.shop.example.co.uk",
    "b1.example.co.uk",
    "b1.co.uk",  # the parent is a public suffix
    "b1.a.ck",  # *.ck: a.ck is a suffix, so b1 is the label
    "b1.www.ck",  # !www.ck: www.ck is registrable
    "b1.x.www.ck",
    "b1.mysite.r.appspot.com",  # *.r.appspot.com, a private wildcard
    "b1.rj.r.appspot.com",
    "b1.shop.web.app",  # a private suffix: the tenant is the label
    "B1.SHOP.WEB.APP",
    "b1.city.kawasaki.jp",
    "b1.foo.kawasaki.jp",
    "b1..example.com",
    ".b1.example.com",
    "b1.example.com.",
    "b1.localhost",
    "b1.1.2.3",
    "b1.[::1].example.com",
    "b1.xn--80ak6aa92e.com",
    "b1.XN--80AK6AA92E.a.ck",
    "b1.例え\u3002テスト.jp",
    "b1.ex\uff0eample.com",
    "b1:8080.example.com",
    " b1.example.com",
]


@pytest.mark.parametrize("host", HOSTS)
def test_split_host_is_the_whole_hosts_split(host: str) -> None:
    split_host(host.partition(".")[2])  # the parent first, as a campaign's domain would be
    assert split_host(host) == _whole(host)


def test_a_new_subdomain_reuses_its_parents_split(monkeypatch: pytest.MonkeyPatch) -> None:
    split_host("campaign-example.top")
    whole = type(_EXTRACT).extract_str
    calls: list[str] = []

    def counting(self: object, url: str, *args: object, **kwargs: object) -> object:
        calls.append(url)
        return whole(self, url, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(type(_EXTRACT), "extract_str", counting)
    parts = split_host("k3x9.campaign-example.top")
    assert parts == HostParts("k3x9", "campaign-example", "top", "campaign-example.top", "campaign-example.top", False)
    assert calls == []


@pytest.mark.parametrize(
    ("link", "host", "ascii_host", "ip"),
    [
        ("http://XN--80AK6AA92E.COM/", "\u0430\u0440\u0440\u04cf\u0435.com", "xn--80ak6aa92e.com", None),
        ("http://Example.COM./x", "example.com", "example.com", None),
        ("http://0x7F.1/", "0x7f.1", "0x7f.1", "obfuscated"),
        ("http://127.0.0.1/", "127.0.0.1", "127.0.0.1", "ip"),
        ("http://3232235777/", "3232235777", "3232235777", "obfuscated"),
        ("http://cafe.de/", "cafe.de", "cafe.de", None),
        ("http://ex\u200bample.com/", "example.com", "example.com", None),
    ],
)
def test_parse_url_host_forms(link: str, host: str, ascii_host: str, ip: str | None) -> None:
    parsed = parse_url(link)
    assert (parsed.host, parsed.host_ascii, parsed.ip) == (host, ascii_host, ip)


@pytest.mark.parametrize(
    ("text", "brand"),
    [
        ("/secure/paypal/wellsfargoverify", "Wells Fargo"),  # a long name starting a word outranks an earlier word
        ("/bankofamerica/wellsfargo", "Bank of America"),  # the leftmost long name
        ("/xwellsfargo/", None),  # inside a word: not the start of one
        ("/wellsfargo2/", "Wells Fargo"),
        ("/paypal-login", "PayPal"),  # a whole word
        ("/mypaypal/", None),  # a short name inside a word
        ("/login?next=paypal", "PayPal"),
    ],
)
def test_brand_token_in(text: str, brand: str | None) -> None:
    found = brand_token_in(text)
    assert (found.name if found else None) == brand


def test_every_crypto_term_passes_the_parts_gate() -> None:
    """``_part_terms`` answers "nothing" at once for a part in which ``_ANY_TERM`` finds no word:
    every word any of its finders or edge probes looks for must be in that automaton."""
    looked_for: set[str] = set(url_crypto_terms._ALL_NAMES)
    for value in vars(url_crypto_terms).values():
        if isinstance(value, (url_crypto_terms._Finder, url_crypto_terms._Edges)):
            looked_for.update(value._words)
    missing = [w for w in sorted(looked_for) if not url_crypto_terms._ANY_TERM.find_matches_as_indexes(w)]
    assert missing == []
    assert url_crypto_terms._part_terms("k3x9", False) == ((), (), (), ())
    assert url_crypto_terms._part_terms("claimairdrop", False) != ((), (), (), ())


def test_a_brand_name_broken_by_digits_passes_the_combo_gate() -> None:
    """``_combo`` reads a part with its digits dropped (``pay1pal``): the gate must look there too."""
    assert lookalike._ANY_TOKEN.find_matches_as_indexes("pay1pal") == []
    found = lookalike._combo("pay1pal")
    assert found is not None and found.brand.name == "PayPal"
    assert lookalike._combo("k3x9") is None
