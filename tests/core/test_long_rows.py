"""Rows rewritten for long texts give the matches the pattern they replaced gives.

On a 20 kB e-mail a few rows each cost a millisecond or more because their pattern could only be
searched whole (issue 21). Each rewrite is compared here with the pattern as it was, on made-up long
texts holding the pieces that matter and hostile runs of one class.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.limits import LONG_TEXT
from scamcore.normalize import normalize
from scamcore.rules import text_genuine
from scamcore.text import TextContext


def _ctx(text: str) -> TextContext:
    return TextContext(normalize(text), None, [])  # type: ignore[arg-type]  # these rows need no entities


def _long(pieces: list[str], filler: str) -> str:
    """The pieces apart in a text past ``LONG_TEXT``, so that the long path runs."""
    text = " ".join(pieces)
    pad = (filler * (LONG_TEXT // max(1, len(filler)) + 1))[: LONG_TEXT + 1]
    return pad + " " + text if len(pieces) % 2 else text + " " + pad


_TRACKING_AS_IT_WAS = re.compile(
    r"\b(?:tracking (?:number|no\.?|id|code)|track(?:ing)? ?#|awb|n[uú]mero de (?:seguimiento|rastreio|"
    r"rastreamento|env[ií]o|seguimento|objeto)|c[oó]digo de (?:rastreio|seguimiento|rastreamento)|"
    r"num[eé]ro de suivi|sendungs(?:nummer|verfolgung)|codice di (?:tracciamento|spedizione)|"
    r"track ?(?:&|and|en) ?trace|volgcode|zendingnummer|trackingnummer)\b"
    r"|\b1z[0-9a-z]{16}\b|\b[a-z]{2}\d{9}[a-z]{2}\b"
)

_TRACKING_PIECES = [
    "AB123456789CD",
    "xAB123456789CD",
    "AB1234567890CD",
    "AB12345678CD",
    "ab123456789cde",
    "a_b123456789cd",
    "AB١٢٣٤٥٦٧٨٩CD",
    "é",
    "1Z999AA10123456784",
    "1z999aa1012345678",
    "tracking number",
    "trackingnumber",
    "número de rastreio",
    "numero de envio",
    "código de seguimiento",
    "numéro de suivi",
    "track & trace",
    "volgcode",
    "awb",
    "track#",
    "sendungsnummer",
    "AB",
    "123456789",
    "CD",
    "_",
    "0" * 40,
]


@settings(max_examples=300)
@given(
    st.lists(st.sampled_from(_TRACKING_PIECES), max_size=8),
    st.sampled_from(["lorem ipsum ", "9", "ab", "a1", "zz12345678"]),
    st.sampled_from(["", " ", "-"]),
)
def test_the_tracking_row_gives_the_first_match_of_its_pattern_as_it_was(
    pieces: list[str], filler: str, glue: str
) -> None:
    ctx = _ctx(_long([glue.join(pieces[: len(pieces) // 2]), *pieces[len(pieces) // 2 :]], filler))
    m = _TRACKING_AS_IT_WAS.search(ctx.subject)
    assert text_genuine._tracking(ctx) == (None if m is None else m.group(0))
    short = _ctx(" ".join(pieces))
    m = _TRACKING_AS_IT_WAS.search(short.subject)
    assert text_genuine._tracking(short) == (None if m is None else m.group(0))


def test_the_tracking_row_finds_the_s10_form_from_its_digits_in_a_long_text() -> None:
    ctx = _ctx("lorem ipsum " * 200 + "Parcel RR123456789GB is on its way; tracking number below")
    assert text_genuine._tracking(ctx) == "rr123456789gb"


_EVENT_PIECES = [
    "10:02",
    "9h30",
    "123:45",
    "1:234",
    ".5:30",
    "9 pm",
    "11a.m.",
    "12-11-26",
    "5/9",
    "1/2/2026,",
    "12.11.",
    "2.1",
    "12.11.2026",
    "3rd",
    "3 nov",
    "21st-de ",
    "nov. 3",
    "déc 12",
    "mär",
    "september",
    "x5",
    "é",
    "-",
    ".",
    ",",
    "١٢:٣٠",
]


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_EVENT_PIECES), max_size=8), st.sampled_from(["", " ", "-", "/", "."]))
def test_the_event_time_row_gives_the_first_match_of_its_pattern_as_it_was(pieces: list[str], glue: str) -> None:
    from scamcore.rules import text_genuine_access

    for text in (glue.join(pieces), " ".join(pieces), _long([glue.join(pieces)], "lorem ipsum ")):
        ctx = _ctx(text)
        m = text_genuine_access._EVENT_TIME.search(ctx.subject)  # the one pattern, as long texts use it
        assert text_genuine_access._event_time(ctx) == (None if m is None else m.group(0)), text


def test_mandate_named_once_per_message_as_per_link() -> None:
    """``_alert_links.mandate_page`` asks once per message whether it names a mandate (it searched the
    whole text again for every link): the answer kept is the search's, for each text."""
    from scamcore.rules import _alert_links

    texts = [
        "To manage your e-mandate visit https://bank.example/m",
        "standing instruction executed",
        "autopay set up",
        "nothing here at all",
        _long(["recurring payments", "view at https://x.example"], "word "),
        _long(["no such thing"], "mandat "),
    ]
    for text in texts:
        ctx = _ctx(text)
        expected = _alert_links._MANDATE.search(ctx.subject) is not None
        assert _alert_links._names_mandate(ctx) is expected
        assert _alert_links._names_mandate(ctx) is expected  # the kept answer


def _charge_as_it_was(ctx: TextContext) -> str | None:
    """``text_claims._charge`` as it was: the family's regex over the whole text."""
    from scamcore.rules import text_claims

    text = ctx.subject
    for m in text_claims._CHARGE.regex.finditer(text):
        if m.group(0).startswith("payment of") and (
            text_claims._OWN_PAYMENT_BEFORE.search(text, max(0, m.start() - 24), m.start())
            or text_claims._OWN_PAYMENT_AFTER.match(text, m.end())
        ):
            continue
        return m.group(0)
    return None


_CHARGE_PIECES = [
    "Your card was charged $49.99 for the renewal",
    "Thank you for your payment of $120.00",
    "payment of $250.00 was received",
    "Rs 5,000 has been debited",
    "€ 12,50 will be charged",
    "order #AB1234 was cancelled and charged",
    "sent a payment to John for $20",
    "charged",
    "$",
    "1,000,000",
]


@settings(max_examples=120)
@given(st.lists(st.sampled_from(_CHARGE_PIECES), min_size=1, max_size=8), st.booleans(), st.booleans())
def test_the_charge_row_finds_from_the_matcher_what_the_whole_regex_found(
    pieces: list[str], scanned: bool, long: bool
) -> None:
    from scamcore.rules import text_claims
    from scamcore.text import text_table

    text = _long(pieces, "the weather is fine today. ") if long else " ".join(pieces)
    ctx = _ctx(text)
    if scanned:  # the table's scan leaves its places in the memo, as in a check
        text_table("en").candidates(ctx)
    assert text_claims._charge(ctx) == _charge_as_it_was(_ctx(text))


_DOOR_PIECES = [
    "please pay the driver on delivery",
    "Zahlung bei Zustellung nicht möglich",
    "Pago contra reembolso no disponible",
    "pagamento na entrega",
    "payment on delivery is not available",
    "Nachnahme",
    "al repartidor",
    "pay",
    "on delivery",
    "cash on delivery",
]


@settings(max_examples=120)
@given(st.lists(st.sampled_from(_DOOR_PIECES), min_size=1, max_size=8), st.booleans(), st.booleans())
def test_the_paid_at_door_row_finds_from_the_matcher_what_the_whole_regex_found(
    pieces: list[str], scanned: bool, long: bool
) -> None:
    """``text_notice_own_way._paid_at_door`` takes the family's matches in the plain text from the
    matcher: the same list as the regex over the whole plain text."""
    from scamcore.rules import _lang, text_notice_own_way
    from scamcore.rules.matcher import finditer
    from scamcore.text import text_table

    text = _long(pieces, "the weather is fine today. ") if long else " ".join(pieces)
    ctx = _ctx(text)
    if scanned:  # the table's scan leaves its places in the memo, as in a check
        text_table("en").candidates(ctx)
    family = text_notice_own_way._PAID_AT_DOOR
    plain = _lang.plain_text(ctx)
    got = finditer(family.regex, plain, text_notice_own_way._PAID_AT_DOOR_PLAIN.prefilter, ctx, "plain")
    assert [m.span() for m in got] == [m.span() for m in family.regex.finditer(plain)]


def _long_and_short(pieces: list[str], filler: str, glue: str) -> tuple[TextContext, TextContext]:
    """The pieces in a long text (half of them glued by ``glue``, the filler before or after) and
    in a short one: a row's long path and its short one."""
    half = len(pieces) // 2
    return _ctx(_long([glue.join(pieces[:half]), *pieces[half:]], filler)), _ctx(" ".join(pieces))


def _first(regex: re.Pattern[str], ctx: TextContext) -> str | None:
    """The first match of ``regex`` searched through the whole text, as the row must give it."""
    m = regex.search(ctx.subject)
    return None if m is None else m.group(0)


_AMOUNT_PIECES = [
    "r1,250.00",
    "r 1,250.00",
    "r 1,250.0",
    "r12.345",
    "xr1.00",
    "$r1.00",
    "_r9.99",
    "rs. 500",
    "rs 50",
    "r$ 5",
    "rm5.00",
    "rub 7",
    "rwf 100",
    "5 eur",
    "5,00eur",
    "1.500,00 mt",
    "debited by 500.0",
    "credited for 1200.00",
    "usd5",
    "€5",
    "r",
    "r ",
    "1,250.00",
    ".",
    "٣.٤٥",
    "r٣.٤٥",
    "payment",
]


@settings(max_examples=300)
@given(
    st.lists(st.sampled_from(_AMOUNT_PIECES), max_size=8),
    st.sampled_from(["lorem ipsum ", "9", "r", "r1", "payments "]),
    st.sampled_from(["", " ", "r", ","]),
)
def test_the_amount_row_gives_the_first_match_of_its_pattern(pieces: list[str], filler: str, glue: str) -> None:
    """A long text takes the earlier of the named currencies' first match (near their literals)
    and the rand's (from its "r"): the first match of ``_AMOUNT``, rand included."""
    for ctx in _long_and_short(pieces, filler, glue):
        assert text_genuine._amount(ctx) == _first(text_genuine._AMOUNT.regex, ctx)


def test_the_amount_row_finds_the_rand_before_a_later_currency_in_a_long_text() -> None:
    ctx = _ctx("lorem ipsum " * 200 + "Paid R1,250.00 at ACME; balance USD 40")
    assert text_genuine._amount(ctx) == "r1,250.00"


_CALL_PIECES = [
    "call us on",
    "call",
    "on",
    "at",
    "no",
    "0800 123 4567",
    "+1 (888) 555-0100",
    "12-10-2026",
    "127.0.0.1",
    "9.78 -2.30",
    "press 1",
    "press 9 now",
    "xpress 1",
    "press one",
    "press",
    "send stop to",
    "08001234567",
    ".",
    "\n",
    "٠٨٠٠١٢٣٤٥٦٧",
]


@settings(max_examples=300)
@given(
    st.lists(st.sampled_from(_CALL_PIECES), max_size=8),
    st.sampled_from(["lorem ipsum ", "on at ", "press ", "é "]),
    st.sampled_from(["", " ", "x"]),
)
def test_the_call_row_gives_the_first_match_of_its_pattern(pieces: list[str], filler: str, glue: str) -> None:
    """The family from the table's places and "press 1" only where "press " occurs: the first match
    of ``_CALL`` searched whole, in long and short texts."""
    from scamcore.rules import text_channel

    for ctx in _long_and_short(pieces, filler, glue):
        assert text_channel._call_number(ctx) == _first(text_channel._CALL.regex, ctx)
