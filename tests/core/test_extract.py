"""extract(): links, addresses, numbers and payment asks, found without mistaking prose for them."""

from __future__ import annotations

import pytest
from cpukit import cpu_seconds
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore import crypto
from scamcore.extract import Entities, Wallet, extract
from scamcore.extract_emails import _AT_DOMAIN, _EMAIL
from scamcore.extract_links import _DEFANGED
from scamcore.extract_payments import _ALNUM_RUN, _PAY_WORDS, _alnum_runs
from scamcore.extract_phones import _PHONE, _phone_matches
from scamcore.limits import LIMITS, LONG_TEXT

# --- links ------------------------------------------------------------------------------------

URLS = [
    ("scheme", "Visit https://paypal-verify.top/login now", ["https://paypal-verify.top/login"]),
    ("trailing-punctuation", "Go to http://evil.example.com/a?b=1.", ["http://evil.example.com/a?b=1"]),
    ("balanced-parens", "(see https://en.wikipedia.org/wiki/Foo_(bar))", ["https://en.wikipedia.org/wiki/Foo_(bar)"]),
    ("angle-brackets", "<https://example.org/x>", ["https://example.org/x"]),
    ("bare-with-path", "paypal-verify.top/login or bit.ly/abc", ["paypal-verify.top/login", "bit.ly/abc"]),
    ("bare-domain", "Log in at secure-paypal.com today", ["secure-paypal.com"]),
    ("www", "Visit www.example.co.uk.", ["www.example.co.uk"]),
    ("port", "open evil.top:8080/x", ["evil.top:8080/x"]),
    ("hxxp", "hxxps://evil[.]com/path", ["https://evil.com/path"]),
    ("hxxp-colon", "hxxp[:]//bad.site", ["http://bad.site"]),
    ("paren-dot", "bad(.)site{.}xyz", ["bad.site.xyz"]),
    ("word-dot", "paypal[dot]com and google dot com", ["paypal.com", "google.com"]),
    ("ideographic-stop", "paypal\u3002com/login", ["paypal.com/login"]),
    ("ocr-wrap", "Visit https://usps-track-\nredelivery.com/x now", ["https://usps-track-redelivery.com/x"]),
    ("ocr-wrap-www", "www.usps-track-\n  redelivery.com", ["www.usps-track-redelivery.com"]),
    ("idn-lookalike-kept", "p\u0430ypal.com/login", ["p\u0430ypal.com/login"]),
    ("zero-width-removed", "pay\u200bpal-help.com/x", ["paypal-help.com/x"]),
    ("dedupe-in-order", "b.com/x a.com/y b.com/x", ["b.com/x", "a.com/y"]),
    ("word-tld-with-path", "wa.me/447911123456 and t.co/abc", ["wa.me/447911123456", "t.co/abc"]),
    ("word-tld-with-hyphen", "claim at usps-help.me now", ["usps-help.me"]),
    ("not-email-domain", "write to help@paypal-support.com", []),
    ("trailing-slash", "tap u.airtel.in/ now", ["u.airtel.in/"]),
    ("decimal-ip-host", "http://3260518391/co.php", ["http://3260518391/co.php"]),
    ("inner-fake-tld", "go to itunes.apple.com.security", ["itunes.apple.com.security"]),
    ("long-made-up-name", "visit servicescve.world", ["servicescve.world"]),
    ("second-level-suffix", "see bbc.co.uk", ["bbc.co.uk"]),
    ("host-without-dot", "http://doit and Http://www", []),
    ("scheme-dropped", "Click here> //sl.example.id/1spp", ["sl.example.id/1spp"]),
    ("scheme-dropped-colon", "renew at ://bit.ly/abc or http //renew-now.top/x", ["bit.ly/abc", "renew-now.top/x"]),
    ("double-slash-in-a-path", "see /usr//lib.so/x and http://a.com//b.com/x", ["http://a.com//b.com/x"]),
    ("double-slash-in-a-word", "ratio 1.2//3.4, and/or//example.com", []),
    ("address-typed-with-a-space", "mail me at ada@ example.com or see example.org", ["example.org"]),
]


@pytest.mark.parametrize(("text", "urls"), [c[1:] for c in URLS], ids=[c[0] for c in URLS])
def test_urls(text: str, urls: list[str]) -> None:
    assert list(extract(text).urls) == urls


NOT_DOMAINS = [
    ("eg", "e.g. this"),
    ("am-pm", "at 10 a.m. or p.m."),
    ("file-txt", "open file.txt and notes.docx"),
    ("file-like-tld", "run setup.py, read README.md, unzip report.zip"),
    ("version", "update to v1.2.3 or 10.0.19045"),
    ("title", "Mr.Smith and Dr.Who and St.Louis"),
    ("run-together-sentence", "I went to the store.It was shut. Call me.Thanks"),
    ("word-like-cctld", "ok.so we are.in it"),
    ("tech-term", "built on ASP.NET and node.js"),
    ("ip-like", "192.168.1.1 is the router"),
    ("ellipsis", "wait...what"),
    ("sms-run-ons", "ok.lol see u tomorrow.call me 1.how r u ah.now Wife.how U.CALL a.m.to"),
]


@pytest.mark.parametrize("text", [c[1] for c in NOT_DOMAINS], ids=[c[0] for c in NOT_DOMAINS])
def test_prose_is_not_a_link(text: str) -> None:
    assert extract(text).urls == ()


# --- e-mail and phones ------------------------------------------------------------------------


def test_emails() -> None:
    e = extract("Mail support@paypal-help.com or First.Last@gmail.com, not a@b or x@y.notatld; z[at]evil.com")
    assert e.emails == ("support@paypal-help.com", "First.Last@gmail.com", "z@evil.com")


def test_a_payment_address_is_not_a_link() -> None:
    """A UPI address ("shop.store.98765@bank") starts like a domain; its local part is no link (issue 19)."""
    assert extract("Rs 1250 debited to VPA shop.store.98765@okbank. Ref 7654").urls == ()
    assert extract("Visit shop.example.com. Mail me@example.org").urls == ("shop.example.com",)


PHONES = [
    ("intl-uk", "Call +44 7911 123456", ["+44 7911 123456"]),
    ("intl-us", "Call +1 (555) 123-4567 now", ["+1 (555) 123-4567"]),
    ("intl-ng", "WhatsApp +2348031234567", ["+2348031234567"]),
    ("intl-00", "Dial 0044 20 7946 0958", ["0044 20 7946 0958"]),
    ("uk-national", "ring 07911 123456", ["07911 123456"]),
    ("uk-unbroken", "ring 07911123456", ["07911123456"]),
    ("freephone", "call 0800 123 456", ["0800 123 456"]),
    ("nanp", "Call (555) 123-4567 or 555-987-6543", ["(555) 123-4567", "555-987-6543"]),
    ("toll-free", "Call 1-800-555-0199", ["1-800-555-0199"]),
    ("dedupe", "Call 555-123-4567 or (555) 123-4567", ["555-123-4567"]),
]


@pytest.mark.parametrize(("text", "phones"), [c[1:] for c in PHONES], ids=[c[0] for c in PHONES])
def test_phones(text: str, phones: list[str]) -> None:
    assert list(extract(text).phones) == phones


NOT_PHONES = [
    ("short-code", "Text STOP to 88353 or 61998"),
    ("years", "from 2024 2025 2026 on"),
    ("card-number", "card 4111 1111 1111 1111"),
    ("dates", "on 2024-01-15 or 15/01/2024 or 01.02.2025"),
    ("ip", "server 192.168.100.100"),
    ("reference", "ref 1234567890 order 98765432"),
    ("amount", "win $1 000 000 or 1,000,000 USD"),
    ("in-url", "https://x.com/0800123456789"),
    ("decimals", "load 0.08 0.42 0.84 and 0.000 10.413"),
]


@pytest.mark.parametrize("text", [c[1] for c in NOT_PHONES], ids=[c[0] for c in NOT_PHONES])
def test_not_phones(text: str) -> None:
    assert extract(text).phones == ()


# --- wallets ----------------------------------------------------------------------------------

VALID_WALLETS = [
    ("btc-genesis-p2pkh", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "bitcoin"),
    ("btc-p2sh", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "bitcoin"),
    ("bip173-p2wpkh-upper", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "bitcoin"),
    ("bip173-p2wsh", "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", "bitcoin"),
    ("bip350-v1", "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y", "bitcoin"),
    ("bip350-v16", "BC1SW50QGDZ25J", "bitcoin"),
    ("bip350-v2", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", "bitcoin"),
    ("bip350-taproot", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", "bitcoin"),
    ("eip55-1", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "ethereum"),
    ("eip55-2", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "ethereum"),
    ("eip55-3", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "ethereum"),
    ("eip55-4", "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb", "ethereum"),
    ("eth-lower-unverifiable", "0x52908400098527886e0f7030069857d2e4169ee7", "ethereum"),
    ("tron-usdt-contract", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "tron"),
]


@pytest.mark.parametrize(("address", "chain"), [c[1:] for c in VALID_WALLETS], ids=[c[0] for c in VALID_WALLETS])
def test_valid_wallets(address: str, chain: str) -> None:
    assert extract(f"Send 0.5 to {address} today.").wallets == (Wallet(chain, address),)


INVALID_WALLETS = [
    ("btc-last-char", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"),
    ("btc-swapped", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivNfa"),
    ("p2sh-corrupt", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz"),
    ("bech32-corrupt", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"),
    ("bech32-mixed-case", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4"),
    ("bip350-v1-with-bech32", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd"),
    ("bip350-v0-with-bech32m", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh"),
    ("bip350-v16-with-bech32", "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL"),
    ("testnet-hrp", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"),
    ("eip55-wrong-case", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"),
    ("eth-too-long", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00"),
    ("tron-corrupt", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u"),
    ("random-base58", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3"),
]


@pytest.mark.parametrize("address", [c[1] for c in INVALID_WALLETS], ids=[c[0] for c in INVALID_WALLETS])
def test_corrupted_wallets_are_not_wallets(address: str) -> None:
    assert extract(f"Send it to {address} now").wallets == ()


def test_keccak256_known_vectors() -> None:
    assert crypto.keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert crypto.keccak256(b"abc").hex() == "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"
    assert crypto.keccak256(b"a" * 200).hex() != crypto.keccak256(b"a" * 201).hex()  # multi-block input


def test_eip55_spelling() -> None:
    assert crypto.eip55_checksum("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == (
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    )


# --- amounts and gift cards -------------------------------------------------------------------

AMOUNTS = [
    ("dollar-cents", "only $1.99 fee", ["$1.99"]),
    ("pound", "win \u00a3500 today", ["\u00a3500"]),
    ("code-after", "send 1,000 USD now", ["1,000 USD"]),
    ("euro", "pay \u20ac20", ["\u20ac20"]),
    ("words-scale", "inherit 5 million dollars", ["5 million dollars"]),
    ("spelled", "five million dollars is yours", ["five million dollars"]),
    ("code-before", "USD 2,500.00 awaits", ["USD 2,500.00"]),
    ("us-dollar", "claim US$300", ["US$300"]),
    ("k-suffix", "earn $5k a week", ["$5k"]),
    ("crypto", "send 0.5 BTC", ["0.5 BTC"]),
    ("naira", "N50,000 or \u20a650,000", ["\u20a650,000"]),
]


@pytest.mark.parametrize(("text", "amounts"), [c[1:] for c in AMOUNTS], ids=[c[0] for c in AMOUNTS])
def test_amounts(text: str, amounts: list[str]) -> None:
    assert list(extract(text).amounts) == amounts


def test_no_amounts_in_plain_numbers() -> None:
    assert extract("Meet at 10:30 on 12/05, room 101, 3 people").amounts == ()


def test_gift_cards() -> None:
    e = extract(
        "Buy Apple gift cards, an iTunes card, a Google Play gift card, Steam card, the voucher code, "
        "a Razer Gold pin and an eGift card; apple gift cards again"
    )
    assert e.gift_cards == (
        "Apple gift cards",
        "iTunes card",
        "Google Play gift card",
        "Steam card",
        "voucher code",
        "Razer Gold pin",
        "eGift card",
    )
    assert extract("Thanks for the gift, I used my card").gift_cards == ()


# --- robustness and bounds --------------------------------------------------------------------


@settings(max_examples=300)
@given(
    st.text(alphabet=st.one_of(st.characters(), st.sampled_from(list("hxp:/.[]()@$0123 -\n\u200bwcom"))), max_size=120)
)
def test_never_raises(s: str) -> None:
    e = extract(s)
    assert isinstance(e, Entities)
    assert all(isinstance(u, str) and u for u in e.urls)


def test_lone_surrogates() -> None:
    assert extract("\ud800 https://a.com/\udfff x").urls


def test_link_count_is_bounded() -> None:
    text = " ".join(f"https://host{i}.example.com/p" for i in range(5_000))
    urls = extract(text).urls
    assert LIMITS.max_urls_per_text <= len(urls) <= LIMITS.max_urls_per_text * 4
    assert urls[0] == "https://host0.example.com/p"


HOSTILE = [
    ("dots", "a." * 50_000),
    ("labels-then-at", "a." * 49_999 + "a@"),
    ("digit-groups", "1,111" * 20_000),
    ("scheme-repeat", "http://" * 15_000),
    ("spaced-digits", "1 " * 50_000),
    ("long-word", "a" * 100_000),
    ("at-signs", "a@" * 50_000),
    ("wrapped-links", "https://a-\n" * 9_000),
    ("dollars", "$1,000 " * 14_000),
    ("hex", "0x" + "a" * 99_998),
    ("base58", "1" * 100_000),
    ("spoken-dots", "a dot " * 16_000 + "com"),
    ("bracket-dots", "[.]" * 33_000),
    ("currency-words", "1 USD " * 16_000),
    ("domains", "ab.com " * 14_000),
    ("dash-digits", "0-" * 50_000),
]


@pytest.mark.parametrize("text", [c[1] for c in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_hostile_100kb_input_stays_linear(text: str) -> None:
    assert cpu_seconds(extract, text) < 3.0  # measured <= 0.25 s; quadratic would take minutes


_WORDISH = st.lists(st.sampled_from(["usd", "rs", "gift", "[.]", " dot ", "hours", "x" * 40, " ", "\ud800", "€"]))


@settings(max_examples=200)
@given(_WORDISH.map("".join), st.integers(0, 60))
def test_strings_present_are_found_in_one_pass_as_by_in(text: str, pad: int) -> None:
    """Long texts look for currency codes, defanging hints and gift words with one automaton; the
    answer is that of ``in`` for each, lone surrogates (which the automaton refuses) included."""
    for present in (_PAY_WORDS, _DEFANGED):
        for t in (text, text + " filler" * (LONG_TEXT // 7 + pad)):
            assert present(t) == [s for s in present.strings if s in t]


_NUMBERISH = st.lists(
    st.sampled_from(
        ["+44", "(0)", "20 7946 0958", "0800-123-456", "1.2", "x", "call", " ", "\n", "٣", "abcdefghijklmnop"]
    )
).map("".join)


@settings(max_examples=300)
@given(_NUMBERISH)
def test_letter_digit_runs_are_the_same_looked_for_word_by_word(text: str) -> None:
    """(The phone pattern's ASCII twin is tested with its kind, in test_digit_led.py.)"""
    assert [m.group(0) for m in _alnum_runs(text)] == [m.group(0) for m in _ALNUM_RUN.finditer(text)]


_PHONEISH = st.lists(
    st.sampled_from(
        [
            "0",
            "07911 123456",
            "+44 20 7946 0958",
            "(0)",
            "-",
            "/",
            ".",
            " ",
            "\u00a0",
            "x",
            "\n",
            "٣",
            "1" * 30,
            "0-" * 9,
        ]
    ),
    max_size=400,
).map("".join)


@settings(max_examples=150)
@given(_PHONEISH, st.integers(0, 40))
def test_phone_numbers_are_searched_for_only_where_one_can_end(text: str, pad: int) -> None:
    """A long text searches the phone pattern only in the windows before a digit that may close a
    number: the matches are exactly the pattern's own, in order, packed or far apart."""
    for t in (text, text + " filler" * (LONG_TEXT // 7 + pad), "0" * (LONG_TEXT + pad) + text):
        got = [(m.span(), m.group(0)) for m in _phone_matches(t)]
        assert got == [(m.span(), m.group(0)) for m in _PHONE.regex.finditer(t)]


@settings(max_examples=200)
@given(
    st.lists(st.sampled_from(["a", "b.c", "@", "x-y", "_", ".", "%", "é", " ", "\n", "1", "com", "@@"]), max_size=60)
)
def test_addresses_are_found_from_the_signs_a_domain_follows(pieces: list[str]) -> None:
    """Only an "@" followed by a domain is looked at: at any other, no address can have its "@"."""
    text = "".join(pieces)
    looked_at = {m.start() for m in _AT_DOMAIN.finditer(text)}
    for at in (i for i, c in enumerate(text) if c == "@" and i not in looked_at):
        for start in range(max(0, at - 64), at):
            m = _EMAIL.match(text, start)
            assert m is None or start + m.group(0).index("@") != at, text


@given(st.text(alphabet=st.sampled_from("aAzZ .1İıßΣσǅ\u212aÉé\u00a0\udc80\ud800"), max_size=40) | st.text(max_size=40))
def test_ascii_lowering_changes_only_a_to_z_and_keeps_every_place(text: str) -> None:
    """``_lower`` lowers the text's UTF-8 bytes: it must equal the per-character table, for any
    string ("İ" lowers to two characters under ``str.lower``; a lone surrogate has no UTF-8)."""
    from scamcore.extract_scan import _ASCII_LOWER, _lower

    assert _lower(text) == text.translate(_ASCII_LOWER)
