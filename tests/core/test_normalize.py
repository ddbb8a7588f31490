"""normalize(): each trick is undone and recorded, and ordinary writing is left exactly as it was."""

from __future__ import annotations

import re
from importlib.resources import files

import pytest
from cpukit import cpu_seconds
from hypothesis import example, given, settings
from hypothesis import strategies as st

from scamcore.normalize import (
    _LEET_HINT,
    _SPACED,
    _may_be_spaced,
    deleet,
    normalize,
    parse_confusables,
    strip_invisibles,
)

# (id, input, expected text, expected obfuscation kinds in order)
UNDONE = [
    ("zero-width-in-word", "Pay\u200bPal", "PayPal", ["invisible"]),
    ("soft-hyphen-in-word", "ver\u00adify", "verify", ["invisible"]),
    ("word-joiner", "acc\u2060ount", "account", ["invisible"]),
    ("bom-in-word", "pass\ufeffword", "password", ["invisible"]),
    ("rlo", "invoice\u202efdp.exe", "invoicefdp.exe", ["bidi"]),
    ("lro", "\u202dpaypal.com\u202c", "paypal.com", ["bidi"]),
    ("cyrillic-a", "p\u0430yp\u0430l", "paypal", ["confusable"]),
    ("cyrillic-capitals", "\u0405\u0435\u0441ur\u0456t\u0443 alert", "Security alert", ["confusable"]),
    ("cyrillic-capital-i", "\u0406nvoice", "Invoice", ["confusable"]),
    ("greek-omicron", "micr\u03bfsoft", "microsoft", ["confusable"]),
    ("small-capitals", "\u1d18\u1d00\u028f\u1d18\u1d00\u029f", "paypal", ["confusable"]),
    ("whole-word-in-latin-text", "Your \u0441\u043e\u0440\u0443 is ready", "Your copy is ready", ["confusable"]),
    ("math-bold", "\U0001d40f\U0001d41a\U0001d432\U0001d40f\U0001d41a\U0001d425", "PayPal", ["styled"]),
    ("fullwidth", "\uff30\uff41\uff59\uff30\uff41\uff4c", "PayPal", ["styled"]),
    ("circled", "\u24c5\u24b6\u24ce", "PAY", ["styled"]),
    ("spaced", "Your P a y P a l account", "Your PayPal account", ["spacing"]),
    ("dashed", "v-e-r-i-f-y now", "verify now", ["spacing"]),
    ("dotted", "B.A.N.K alert", "BANK alert", ["spacing"]),
    ("starred", "l*o*g*i*n", "login", ["spacing"]),
    ("leet-interior", "acc0unt", "account", ["leetspeak"]),
    ("leet-password", "p4ssw0rd", "password", ["leetspeak"]),
    ("leet-dollar", "$ecure", "secure", ["leetspeak"]),
    ("leet-trailing-one", "paypa1", "paypal", ["leetspeak"]),
    ("leet-upper", "B4NK L0GIN", "BANK LOGIN", ["leetspeak", "leetspeak"]),
    ("leet-at", "@pple", "apple", ["leetspeak"]),
    ("leet-plural", "acc0unts", "accounts", ["leetspeak"]),
    (
        "stacked",
        "P a y P \u0430 l acc\u200b0unt",
        "PayPal account",
        ["invisible", "confusable", "spacing", "leetspeak"],
    ),
]


@pytest.mark.parametrize(("raw", "text", "kinds"), [c[1:] for c in UNDONE], ids=[c[0] for c in UNDONE])
def test_tricks_are_undone_and_recorded(raw: str, text: str, kinds: list[str]) -> None:
    n = normalize(raw)
    assert n.original == raw
    assert n.text == text
    assert [k for k, _ in n.obfuscations] == kinds


# Ordinary writing that must come out unchanged, with nothing recorded.
UNCHANGED = [
    ("plain", "See you at the cafe at 10am, ok?"),
    ("amounts", "Pay $1,000.50 or \u00a3500 or 1,000 USD or \u20ac20 by 5pm"),
    ("dates", "Due 2024-01-15, 15/01/2024 and 01.02.2025"),
    ("phones", "Call +44 7911 123456 or (555) 123-4567 or 0800 123 456"),
    ("url-with-digits", "Go to https://acc0unt-paypa1.com/l0gin?id=a1b2 now"),
    ("bare-domain", "see paypa1.com/v-e-r-i-f-y today"),
    ("email", "write to s3cure.l0gin@example.com"),
    ("sms-shorthand", "gr8 c u l8r b4 2nite luv4u some1 any1"),
    ("codes", "Order QX3F7P, ref AB12C3, model X5Y7Z, code A1B2C3"),
    ("versions-ordinals", "win10 mp3 4G 3D 1st 2nd 3rd h264 COVID19 i7 x86"),
    ("two-letters", "O K, e.g. a.m. i.e."),
    ("sms-single-letters", "y r u late? U r a star, W.H.O said"),
    ("technical-names", "pop3proxy on ext3fs, Wallace1s today1s"),
    (
        "russian",
        "\u041f\u0440\u0438\u0432\u0435\u0442, \u043a\u0430\u043a \u0434\u0435\u043b\u0430? \u0441\u043e\u0441\u043e",
    ),
    ("greek", "\u039a\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1 \u03c4\u03bf \u03bf\u03b9\u03ba\u03bf"),
    ("all-lookalike-cyrillic-alone", "\u0441\u043e\u0441\u043e \u0440\u043e\u0441"),
    ("turkish-dotless-i", "K\u0131rm\u0131z\u0131 kalem"),
    ("persian-zwnj", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"),
    ("hebrew-rlm", "\u05e9\u05dc\u05d5\u05dd \u200f\u05e2\u05d5\u05dc\u05dd"),
    ("emoji-sequences", "Love \u2764\ufe0f \U0001f468\u200d\U0001f469\u200d\U0001f467 \U0001f44d\U0001f3fd"),
    ("japanese-fullwidth", "\u6771\u4eac\u3067\uff2f\uff2b"),
]


@pytest.mark.parametrize("raw", [c[1] for c in UNCHANGED], ids=[c[0] for c in UNCHANGED])
def test_ordinary_writing_is_not_mangled(raw: str) -> None:
    import unicodedata

    from scamcore.normalize import strip_invisibles

    n = normalize(raw)
    assert n.obfuscations == ()
    assert n.text == unicodedata.normalize("NFKC", strip_invisibles(raw))


def test_mixed_word_folded_even_in_genuine_cyrillic_text() -> None:
    n = normalize("\u041f\u0440\u0438\u0432\u0435\u0442 \u0434\u0440\u0443\u0433, p\u0430ypal")
    assert n.text.endswith("paypal")
    assert n.text.startswith("\u041f\u0440\u0438\u0432\u0435\u0442")
    assert n.obfuscations == (("confusable", "p\u0430ypal"),)


def test_evidence_shows_invisible_characters() -> None:
    assert normalize("Pay\u200bPal").obfuscations == (("invisible", "Pay<U+200B>Pal"),)


def test_obfuscations_are_bounded() -> None:
    n = normalize("a\u200bb " * 5000)
    assert 0 < len(n.obfuscations) <= 40
    assert "\u200b" not in n.text


def test_lone_surrogates_do_not_raise() -> None:
    n = normalize("\ud800 P a y \udfff")
    assert "\ud800" in n.text


@pytest.mark.parametrize(
    ("token", "word"),
    [
        ("p4ssw0rd", "password"),
        ("PAYPA1", "PAYPAL"),
        ("h0use", "house"),
        ("gr8", None),
        ("b4", None),
        ("10am", None),
        ("ext3fs", None),
    ],
    ids=["known", "upper-known", "interior-zero", "shorthand", "short", "time", "name-with-digit"],
)
def test_deleet(token: str, word: str | None) -> None:
    assert deleet(token) == word


def test_strip_invisibles() -> None:
    assert strip_invisibles("a\u200bb\u202ec\ufe0f") == "abc"
    assert strip_invisibles("plain") == "plain"


def test_parse_confusables() -> None:
    table = parse_confusables("# header\n0430\ta\t# CYRILLIC SMALL LETTER A\n\n0406 I\n")
    assert table == {0x430: "a", 0x406: "I"}


def test_bundled_table_maps_only_to_ascii_letters() -> None:
    text = files("scamcore").joinpath("data/confusables_latin.txt").read_text(encoding="utf-8")
    table = parse_confusables(text)
    assert len(table) > 250
    assert table[0x430] == "a" and table[0x3BF] == "o" and table[0x406] == "I"
    assert all(cp > 127 and len(t) == 1 and t.isascii() and t.isalpha() for cp, t in table.items())
    assert 0x131 not in table  # Turkish dotless i is a letter of a language, never folded


# --- properties ------------------------------------------------------------------------------

_TRICKY = st.sampled_from(
    ["\ud800", "\udfff", "\u200b", "\u00ad", "\u202e", "\ufe0f", "\u0430", "\u043e", "\u0406", "\u0301", "\u1d18",
     "\U0001d40f", "\uff30", " ", "-", ".", "*", "0", "1", "3", "4", "@", "$", "!", "|", "a", "P", "l", "\n"]
)  # fmt: skip
_TEXT = st.text(alphabet=st.one_of(st.characters(), _TRICKY), max_size=80)
_ASCIIISH = st.text(alphabet=st.sampled_from(list("aeiloPsVK01345@$!| .-*_/:x")), max_size=60)


@settings(max_examples=400)
@given(st.one_of(_TEXT, _ASCIIISH))
def test_never_raises_idempotent_and_folded(s: str) -> None:
    n = normalize(s)
    assert n.original == s
    assert n.folded == n.text.casefold()
    assert normalize(n.text).text == n.text
    assert all(isinstance(k, str) and isinstance(e, str) for k, e in n.obfuscations)


# --- speed (generous budgets: they catch a quadratic regression, not machine noise) ---------


def _mean_seconds(text: str, runs: int) -> float:
    normalize(text)
    return cpu_seconds(normalize, text, runs=runs)


def test_sms_is_fast() -> None:
    sms = (
        "URGENT: Your P\u0430yPal account is suspended. Verify at paypal-verify.top/login or call "
        "+44 7911 123456 to avoid losing $1,200. Reply STOP \U0001f642"
    )[:160]
    assert _mean_seconds(sms, 500) < 0.002  # measured ~0.1 ms


def test_long_email_and_hostile_input_stay_linear() -> None:
    email = ("Dear customer, your invoice #12345 for $99.00 is attached. See https://example.com/a?b=c. " * 220)[
        :20_000
    ]
    assert _mean_seconds(email, 5) < 0.2  # measured a few ms
    for hostile in ("a." * 50_000, "a " * 50_000 + "1", "a1" * 50_000, "a\u200b" * 50_000, "p\u0430y " * 25_000):
        assert cpu_seconds(normalize, hostile) < 3.0, hostile[:10]


_LEETISH = st.text(alphabet="aZ09135!@$|. \n-", max_size=60)


@settings(max_examples=500)
@given(_LEETISH)
def test_the_leet_hint_finds_what_the_plain_pattern_finds(text: str) -> None:
    """``_LEET_HINT`` opens with the leet characters, for speed: it must find a leet character next
    to a letter exactly when the plain pattern does."""
    plain = re.compile(r"[A-Za-z][013457@$!|]|[013457@$|][A-Za-z]")
    assert (_LEET_HINT.search(text) is None) == (plain.search(text) is None)


_SPACEY = st.text(alphabet="aBz .-*|~+\u00b7\u2022\n1", max_size=80)


@settings(max_examples=500)
@given(_SPACEY, _SPACEY)
@example("P a y P a l", "")
@example("send v-e-r-i-f-y", "a b c")
@example("a  b  c  d", "x")
@example("I a b", "e.g.")
def test_a_spaced_run_is_looked_for_where_it_can_start(text: str, more: str) -> None:
    """``_may_be_spaced`` (asked first, to skip the substitution) must answer exactly
    whether the spaced-run pattern matches anywhere."""
    for t in (text, more + " " + text, text + "x" * 30 + more):
        assert _may_be_spaced(t) == (_SPACED.search(t) is not None)
