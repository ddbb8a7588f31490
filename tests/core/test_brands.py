"""The curated brand table: its parser, its lookups and the whole-word alias matcher."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore import brands
from scamcore.brands import BRANDS, brand_for_domain, brand_for_host, brands_mentioned, parse_brands
from scamcore.categories import CATEGORIES
from scamcore.domains import split_host


def test_parse_brands_reads_fields_and_skips_comments() -> None:
    text = "# header\n\nPayPal | account | paypal.com, paypal.* | paypal, pay pal\n"
    (b,) = parse_brands(text)
    assert (b.name, b.category, b.domains, b.aliases) == (
        "PayPal",
        "account",
        ("paypal.com", "paypal.*"),
        ("paypal", "pay pal"),
    )


@pytest.mark.parametrize(
    "line", ["PayPal | account | paypal.com", "PayPal | account |  | paypal"], ids=["3-fields", "no-domain"]
)
def test_parse_brands_rejects_malformed_lines(line: str) -> None:
    with pytest.raises(ValueError, match="brands line 1"):
        parse_brands(line)


def test_table_is_large_and_well_formed() -> None:
    assert len(BRANDS) >= 150
    names = [b.name for b in BRANDS]
    assert len(names) == len(set(names)), "duplicate brand names"
    for b in BRANDS:
        assert b.category in CATEGORIES, f"{b.name}: unknown category {b.category}"
        for d in b.domains:
            assert d == d.lower() and " " not in d, f"{b.name}: bad domain {d!r}"
            if not d.endswith(".*"):
                parts = split_host(d)
                assert parts.suffix, f"{b.name}: {d} has no public suffix"
        for a in b.aliases:
            assert a == a.lower().strip() and a, f"{b.name}: bad alias {a!r}"


def test_table_covers_the_categories_scams_use() -> None:
    cats = {b.category for b in BRANDS}
    assert {"bank", "delivery", "government", "toll", "account", "crypto", "marketplace"} <= cats


def test_data_file_states_its_source_and_date() -> None:
    from importlib.resources import files

    head = files("scamcore").joinpath("data/brands.txt").read_text("utf-8")[:2000]
    assert re.search(r"# source: .+, compiled \d{4}-\d{2}-\d{2}", head)


@pytest.mark.parametrize(
    ("domain", "brand"),
    [
        ("paypal.com", "PayPal"),
        ("amazon.co.uk", "Amazon"),
        ("google.com.au", "Google"),
        ("royalmail.com", "Royal Mail"),
        ("irs.gov", "IRS"),
        ("hmrc.gov.uk", "HMRC"),
        ("coinbase.com", "Coinbase"),
        ("e-zpassny.com", "E-ZPass"),
    ],
    ids=str,
)
def test_brand_for_domain_finds_official_domains(domain: str, brand: str) -> None:
    b = brand_for_domain(domain)
    assert b is not None and b.name == brand


@pytest.mark.parametrize("domain", ["paypal-login.com", "google.tk", "amazon.xyz", "example.com", ""], ids=str)
def test_brand_for_domain_is_none_for_other_domains(domain: str) -> None:
    """Country-code wildcards never cover the free ccTLDs scammers favour (.tk, .ml, .ga...)."""
    assert brand_for_domain(domain) is None


@pytest.mark.parametrize("domain", ["paypal-community.com"], ids=str)
def test_forums_where_anyone_posts_are_not_a_brands_own(domain: str) -> None:
    """A brand's community forum carries what any user posts (a fake support number), so a link there
    is not the brand speaking."""
    assert brand_for_domain(domain) is None


@pytest.mark.parametrize(
    ("host", "registrable", "brand"),
    [
        ("dmv.ca.gov", "ca.gov", "DMV"),
        ("www.dmv.ca.gov", "ca.gov", "DMV"),
        ("consumer.ftc.gov", "ftc.gov", "FTC"),
        ("other.ca.gov", "ca.gov", None),
        ("dmv.ca.gov.toll-payment.top", "toll-payment.top", None),  # the listed host put before another
        ("ca.gov", "ca.gov", None),
    ],
    ids=str,
)
def test_brand_for_host_finds_hosts_a_brand_lists_under_a_shared_name(
    host: str, registrable: str, brand: str | None
) -> None:
    """A state's body runs ``dmv.ca.gov`` under the state's ``ca.gov``: the host it lists is its own."""
    b = brand_for_host(host, registrable)
    assert (b.name if b else None) == brand


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("your usps parcel is held", ["USPS"]),
        ("bank of america alert: sign in", ["Bank of America"]),
        ("pay at www.paypal.com today", ["PayPal"]),
        ("at&t: your bill is ready", ["AT&T"]),
        ("netflix and hmrc", ["Netflix", "HMRC"]),
    ],
    ids=["word", "phrase", "inside-domain", "ampersand", "order"],
)
def test_brands_mentioned_finds_whole_words(text: str, expected: list[str]) -> None:
    assert [b.name for b in brands_mentioned(text)] == expected


@pytest.mark.parametrize(
    "text",
    ["pop-ups and startups", "the paypalish thing", "netflixing tonight", "ups-and-downs"],
    ids=["inside-words", "prefix", "suffix", "hyphen-compound"],
)
def test_brands_mentioned_ignores_parts_of_words(text: str) -> None:
    assert brands_mentioned(text) == ()


def _reference(folded: str) -> tuple[str, ...]:
    """brands_mentioned as a plain regex scan: whole-word aliases, longest first at each place."""
    rx = re.compile(
        r"(?<![\w@&+-])(?:"
        + "|".join(re.escape(a) for a in sorted(brands._ALIAS_BRAND, key=len, reverse=True))
        + r")(?![\w&+]|-\w)"
    )
    return tuple(dict.fromkeys(brands._ALIAS_BRAND[m.group(0)].name for m in rx.finditer(folded)))


_ALIAS_WORDS = sorted(brands._ALIAS_BRAND)[::7]


@settings(max_examples=80)
@given(
    st.lists(
        st.one_of(st.sampled_from(_ALIAS_WORDS), st.sampled_from(["of", "bank", "-", "&", "+", "@", "x", "é", "_"])),
        max_size=40,
    ),
    st.sampled_from(["", " ", "-", "."]),
)
def test_brands_mentioned_equals_a_whole_word_regex_scan(words: list[str], sep: str) -> None:
    """The automaton (one pass, for speed on long e-mails; see make bench) finds what the regex would."""
    text = sep.join(words).casefold()
    assert tuple(b.name for b in brands_mentioned(text)) == _reference(text)


def test_brands_mentioned_on_a_long_text_finds_the_late_mention() -> None:
    text = ("lorem ipsum dolor sit amet consectetur " * 500) + "usps"
    assert [b.name for b in brands_mentioned(text)] == [b.name for b in brands_mentioned("usps")]
