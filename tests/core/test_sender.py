"""The sender extension: parsing a sender, its limits, and that it only ever adds warning signs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scamcore
from scamcore.errors import InputError
from scamcore.evaluate import assess_record
from scamcore.limits import LIMITS
from scamcore.models import CheckRequest
from scamcore.rules.text_sender import RULES as SENDER_RULES
from scamcore.sender import clean_sender, name_brand, parse_sender, sender_id_imitation

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures"))
from make_screens import screenshot_url

PARSED = [
    ("+44 7700 900123", "phone", "+447700900123", True),
    ("07700 900123", "phone", "07700900123", True),
    ("0044 7700 900123", "phone", "+447700900123", True),
    ("(212) 555-0142", "phone", "2125550142", True),
    ("+1 800 555 0100", "phone", "+18005550100", False),
    ("+49 30 1234567", "phone", "+49301234567", False),
    ("72786", "short_code", "72786", False),
    ("AMAZON", "sender_id", "", False),
    ("Royal Mail", "sender_id", "", False),
    ("PayPal Service", "name", "", False),
    ("alerts@paypa1-secure.com", "email", "alerts@paypa1-secure.com", False),
    ("PayPal Service <Alerts@PayPa1-Secure.com>", "email", "alerts@paypa1-secure.com", False),
    ('"Chase" <chase.alerts@gmail.com>', "email", "chase.alerts@gmail.com", False),
]


@pytest.mark.parametrize(("raw", "kind", "address", "personal"), PARSED, ids=[p[0] for p in PARSED])
def test_senders_are_classified(raw: str, kind: str, address: str, personal: bool) -> None:
    s = parse_sender(raw)
    assert s is not None
    assert (s.kind, s.address, s.personal_number) == (kind, address, personal)


def test_display_name_and_domain_are_split_from_the_address() -> None:
    s = parse_sender("PayPal Service <alerts@paypa1-secure.com>")
    assert s is not None and s.link is not None
    assert (s.name, s.domain, s.link.imitates) == ("PayPal Service", "paypa1-secure.com", "PayPal")
    gmail = parse_sender('"Chase" <chase.alerts@gmail.com>')
    assert gmail is not None and gmail.freemail == "gmail.com" and gmail.name == "Chase"


@pytest.mark.parametrize(
    "raw",
    [
        "=?UTF-8?B?UGF5UGFsIFNlcnZpY2U=?= <alerts@paypa1-secure.com>",
        "=?utf-8?q?PayPal_Service?= <alerts@paypa1-secure.com>",
    ],
)
def test_an_encoded_display_name_is_read_as_a_mail_program_shows_it(raw: str) -> None:
    s = parse_sender(raw)
    assert s is not None and (s.name, s.address) == ("PayPal Service", "alerts@paypa1-secure.com")
    assert s.text == raw  # the evidence quotes what was given


@pytest.mark.parametrize("raw", ["=?x-unknown?B?QUJD?= <a@b.com>", "=?utf-8?B?###?= <a@b.com>", "=?= <a@b.com>"])
def test_malformed_encoded_words_are_read_as_they_are(raw: str) -> None:
    s = parse_sender(raw)
    assert s is not None and s.address == "a@b.com"


def test_control_characters_are_stripped_and_blank_is_no_sender() -> None:
    assert clean_sender("  +44 7700\t900123\r\n") == "+44 7700 900123"
    assert clean_sender("PAY\x00PAL\x1b") == "PAYPAL"
    assert parse_sender(" \n\t ") is None
    assert parse_sender("\u200b") is None
    assert parse_sender(None) is None


def test_a_brand_name_needs_service_words_around_a_bare_token() -> None:
    assert name_brand("Chase") is not None and name_brand("Chase").name == "Chase"  # type: ignore[union-attr]
    assert name_brand("PayPal Service") is not None
    assert name_brand("Chase Miller") is None
    assert name_brand("Ann Smith") is None


def test_sender_id_twists_but_not_the_brand_itself() -> None:
    assert sender_id_imitation("PAYPA1") is not None
    assert sender_id_imitation("Amaz0n") is not None
    for genuine in ("PAYPAL", "Royal Mail", "RoyalMail", "INFO", "HMRC", "Amazon Pay", "Verify"):
        assert sender_id_imitation(genuine) is None, genuine


# Hand-written borderline messages: each is below 'suspicious' alone, and crosses with its sender.
LIFTS = [
    ("Amazon: your order #2231 could not be shipped. Call 0800 555 0100.", "+44 7700 900123"),
    ("Amazon: your order #2231 could not be shipped. Call 0800 555 0100.", "AMAZ0N"),
]


@pytest.mark.parametrize(("text", "sender"), LIFTS, ids=[s for _, s in LIFTS])
def test_sender_evidence_lifts_a_borderline_message(text: str, sender: str) -> None:
    alone = scamcore.check_text(text)
    with_sender = scamcore.check_text(text, sender=sender)
    assert alone.level.id == "caution"
    assert with_sender.level.id == "suspicious"
    assert any(f.source == "sender" for f in with_sender.flags)


@pytest.mark.parametrize(
    "sender",
    ["Amazon <shipment-tracking@amazon.com>", "AMAZON", "62262", "PayPal <service@paypal.com>", "HMRC"],
)
def test_an_official_looking_sender_never_lowers_the_score(sender: str) -> None:
    text = "Amazon: your order #2231 could not be shipped. Call 0800 555 0100."
    assert scamcore.check_text(text, sender=sender).score == scamcore.check_text(text).score


def test_no_sender_rule_can_remove_points() -> None:
    assert all(r.weight > 0 for r in SENDER_RULES)


MESSAGES = [
    "Amazon: your order #2231 could not be shipped. Call 0800 555 0100.",
    "Your bank card has been blocked. Reply YES to unlock it.",
    "USPS: your package is on hold, update your address at https://usps.com/redeliver",
    "See you at 6 for dinner?",
    "Your PayPal receipt: you sent 20.00 EUR to Ann.",
]
SENDERS = [
    "+44 7700 900123",
    "AMAZ0N",
    "PayPal <service@paypal.com>",
    "Chase <chase.alerts@gmail.com>",
    "ann@example.org",
    "28777",
]
_piece = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)) | st.sampled_from('.-<>" '), max_size=30
)
any_sender = (
    st.sampled_from(SENDERS)
    | st.text(max_size=80)
    | st.builds(lambda name, local, host: f"{name} <{local}@{host}>", _piece, _piece, _piece)
    | st.from_regex(r"\+?[0-9 ()-]{3,20}", fullmatch=True)
)
any_text = st.sampled_from(MESSAGES) | st.text(max_size=200)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(any_text, any_sender)
def test_adding_any_sender_never_lowers_the_score(text: str, sender: str) -> None:
    assert scamcore.check_text(text, sender=sender).score >= scamcore.check_text(text).score


def test_check_passes_the_sender_for_text_and_ignores_it_for_links() -> None:
    text = LIFTS[0][0]
    req = scamcore.parse_request({"kind": "text", "text": text, "sender": "+44 7700 900123"})
    assert req.sender == "+44 7700 900123"
    assert scamcore.check(req).score == scamcore.check_text(text, sender="+44 7700 900123").score
    link = CheckRequest(kind="url", url="https://example.org/", sender="AMAZ0N")
    assert scamcore.check(link) == scamcore.check_url("https://example.org/")


def test_sender_length_is_capped_at_the_limit() -> None:
    at_limit = "a" * LIMITS.max_sender_chars
    scamcore.parse_request({"kind": "text", "text": "hello", "sender": at_limit})
    with pytest.raises(InputError) as exc:
        scamcore.parse_request({"kind": "text", "text": "hello", "sender": at_limit + "a"})
    assert exc.value.code == "sender_too_long"


def test_a_sender_must_be_a_string() -> None:
    with pytest.raises(InputError) as exc:
        scamcore.parse_request({"kind": "text", "text": "hello", "sender": 447700900123})
    assert exc.value.code == "invalid_request"


class _ReadsText:
    def __init__(self, text: str) -> None:
        self.text = text

    def read(self, image: bytes) -> str:
        return self.text


def test_a_screenshot_is_checked_with_its_sender() -> None:
    ocr = _ReadsText(LIFTS[0][0])
    req = CheckRequest(kind="image", image=screenshot_url(), sender="+44 7700 900123")
    result = scamcore.check(req, ocr=ocr)
    assert result.kind == "image"
    assert "SENDER_BRAND_FROM_MOBILE" in {s.id for s in result.signals}


def test_eval_passes_a_records_sender_only_when_asked() -> None:
    record = {"text": LIFTS[0][0], "label": "smishing", "sender": "+44 7700 900123"}
    plain, with_sender = assess_record(record), assess_record(record, with_sender=True)
    assert plain is not None and with_sender is not None
    assert plain == scamcore.check_text(LIFTS[0][0])
    assert with_sender == scamcore.check_text(LIFTS[0][0], sender="+44 7700 900123")
