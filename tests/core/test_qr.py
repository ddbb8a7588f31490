"""QR codes in screenshots: reading (real zxing-cpp on drawn images), payload parsing, and checking
payloads with the engine (qr.py, qr_payload.py, qr_analysis.py, rules/qr_codes.py). OCR is a fake here;
tests/core/test_tesseract.py runs both real engines together."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

import scamcore
from scamcore.engine import check_screenshot_text
from scamcore.errors import ImageTooLarge
from scamcore.images import preprocess
from scamcore.limits import LIMITS
from scamcore.qr import read_codes
from scamcore.qr_analysis import QR_MARK, analyse_codes
from scamcore.qr_payload import QrPayload, parse_payload

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures"))
from make_screens import data_url, encode, qr_code, sms_screenshot, with_qr

RISKY = "http://paypal.com.account-verify.top/login"
PLAIN = "https://example.com/menu"
WALLET = "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"


class FakeOcr:
    def __init__(self, text: str = "") -> None:
        self.text = text
        self.seen: list[bytes] = []

    def read(self, image: bytes) -> str:
        self.seen.append(image)
        return self.text


def _codes(img: Image.Image) -> list[str]:
    return [c.payload for c in read_codes(preprocess(img))]


# --- reading: real zxing-cpp on drawn images -------------------------------------------------------------------------

READABLE = [
    pytest.param(dict(at=(300, 900)), id="clean"),
    pytest.param(dict(at=(250, 900), angle=23), id="rotated"),
    pytest.param(dict(at=(400, 1000), scale=3), id="small"),
    pytest.param(dict(at=(300, 900), dark=True), id="dark-mode"),
]


@pytest.mark.parametrize("place", READABLE)
def test_a_code_in_a_screenshot_is_read(place: dict) -> None:
    dark = bool(place.get("dark"))
    shot = with_qr(sms_screenshot(dark=dark), RISKY, **place)
    assert _codes(shot) == [RISKY]


def test_a_code_on_a_noisy_background_is_read() -> None:
    noise = Image.effect_noise((1080, 2400), 60).convert("RGB")  # grain like a photographed screen
    shot = Image.blend(sms_screenshot(), noise, 0.25)
    assert _codes(with_qr(shot, RISKY, at=(300, 1300))) == [RISKY]


def test_a_reshared_jpeg_keeps_its_code() -> None:
    shot = with_qr(sms_screenshot(size=(540, 1200)), RISKY, at=(150, 450), scale=4)
    assert _codes(Image.open(io.BytesIO(encode(shot, "JPEG", quality=60)))) == [RISKY]


def test_a_screenshot_without_a_code_has_none() -> None:
    assert _codes(sms_screenshot()) == []


def test_a_long_payload_is_cut_to_the_limit() -> None:
    long_link = "HTTPS://EXAMPLE.COM/" + "A" * 4_000  # 4 kB: near a QR code's capacity (alphanumeric, EC level L)
    shot = Image.new("L", (1000, 1000), 255)
    shot.paste(qr_code(long_link, scale=4, ec_level="L"), (40, 40))
    (code,) = read_codes(shot)
    assert len(code.payload) == LIMITS.max_qr_payload_chars and code.payload.startswith("HTTPS://EXAMPLE.COM/AAA")


def test_fifty_codes_are_bounded_in_count_and_time() -> None:
    sheet = Image.new("L", (2000, 2000), 255)
    for i in range(50):
        sheet.paste(qr_code(f"https://example.com/{i}", scale=3), ((i % 7) * 280, (i // 7) * 250))
    started = time.process_time()  # this process's CPU: a neighbour's load does not count
    codes = read_codes(sheet)
    assert len(codes) == LIMITS.max_qr_codes
    assert time.process_time() - started < 2.0  # measured ~0.1 s; the bound is what matters
    assert len({c.payload for c in codes}) == len(codes)


def test_the_same_code_twice_counts_once() -> None:
    shot = with_qr(with_qr(sms_screenshot(), PLAIN, at=(100, 900)), PLAIN, at=(600, 1500))
    assert _codes(shot) == [PLAIN]


# --- the screenshot path with a fake OCR -----------------------------------------------------------------------------


def test_a_code_link_is_checked_like_a_link_and_says_where_it_came_from() -> None:
    shot = with_qr(sms_screenshot(), RISKY, at=(300, 1300))
    result = scamcore.check_image(data_url(encode(shot)), ocr=FakeOcr("Hello, see the attachment."))
    assert [u.url for u in result.urls] == [RISKY]
    assert result.urls[0].level in {"suspicious", "high"}
    ids = {s.id for s in result.signals}
    assert {"QR_LINK", "QR_LINK_RISKY"} <= ids
    link_flags = [f for f in result.flags if f.source == "url"]
    assert link_flags and all(f.evidence and f.evidence in RISKY for f in link_flags)  # quoted from the code's link
    assert result.extracted_text == f"Hello, see the attachment.\n{QR_MARK}{RISKY}"
    assert result.level.id in {"suspicious", "high"}


def test_the_code_is_painted_over_before_ocr() -> None:
    fake = FakeOcr("")
    scamcore.check_image(data_url(encode(with_qr(sms_screenshot(), PLAIN, at=(300, 1300)))), ocr=fake)
    (png,) = fake.seen
    seen = Image.open(io.BytesIO(png))
    assert seen.size == (1080, 2400)
    assert seen.crop((340, 1340, 500, 1500)).getextrema() == (255, 255)  # where the modules were: white


def test_bad_images_are_refused_before_any_code_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*_: object, **__: object) -> None:
        raise AssertionError("QR reading ran on a refused image")

    monkeypatch.setattr("scamcore.ocr.read_codes", never)
    with pytest.raises(ImageTooLarge):
        scamcore.check_image(data_url(encode(sms_screenshot(size=(10_001, 10)))), ocr=FakeOcr())


def test_a_harmless_code_weighs_what_the_same_link_typed_weighs() -> None:
    result = check_screenshot_text("Our new menu is online, enjoy!", codes=[PLAIN])
    typed = scamcore.check_text(f"Our new menu is online, enjoy! {PLAIN}")
    assert result.score == typed.score < 45
    assert [s.id for s in result.signals if s.id.startswith("QR_") and s.points > 0] == []
    assert [u.url for u in result.urls] == [PLAIN]


def test_scan_to_pay_a_fine_through_a_risky_code_is_high() -> None:
    text = "PARKING NOTICE\nUnpaid penalty for your vehicle.\nScan the QR code to pay within 24 hours."
    result = check_screenshot_text(text, codes=["https://city-parking-pay.top/fine"])
    assert {"QR_SCAN_TO_PAY", "QR_LINK_RISKY"} <= {s.id for s in result.signals}
    assert result.level.id == "high"


def test_a_code_voids_the_nothing_to_click_dampener() -> None:
    text = "Your bank branch opens at 9 on Monday"
    assert "TEXT_NO_ASK" in {s.id for s in check_screenshot_text(text).signals}
    assert "TEXT_NO_ASK" not in {s.id for s in check_screenshot_text(text, codes=[RISKY]).signals}


def test_a_link_in_both_the_text_and_a_code_is_listed_once() -> None:
    result = check_screenshot_text(f"Pay here {RISKY}", codes=[RISKY])
    assert [u.url for u in result.urls] == [RISKY]


def test_sms_payload_words_are_analysed_as_a_message_and_marked() -> None:
    body = "URGENT: your account is suspended. Verify now at https://secure-bank-verify.top"
    found = analyse_codes([f"SMSTO:+15550100199:{body}"], "")
    text_flags = [f for f in found.findings if f.source == "text"]
    assert text_flags and all(f.evidence.startswith("QR code: ") for f in text_flags)
    assert [link.url for link in found.links] == ["https://secure-bank-verify.top"]
    assert "QR_DIALS_OR_TEXTS" in {f.rule_id for f in found.findings}


def test_a_crypto_code_is_a_payment_sign() -> None:
    result = check_screenshot_text("Scan to pay the release fee", codes=[f"bitcoin:{WALLET}?amount=0.2"])
    assert {"QR_CRYPTO_PAYMENT", "QR_SCAN_TO_PAY"} <= {s.id for s in result.signals}
    assert result.category.id == "crypto"


@pytest.mark.parametrize(
    "payload",
    ["WIFI:S:Guest;T:WPA;P:hunter22;;", "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nEND:VCARD", "geo:51.5,-0.12"],
    ids=["wifi", "vcard", "geo"],
)
def test_structured_payloads_are_neutral(payload: str) -> None:
    result = check_screenshot_text("Welcome to the cafe", codes=[payload])
    assert result.score == check_screenshot_text("Welcome to the cafe").score
    assert result.urls == []


# --- payload parsing, as a case table -------------------------------------------------------------------------------

PAYLOADS = [
    ("https://a.example/x?y=1", QrPayload("link", "https://a.example/x?y=1", url="https://a.example/x?y=1"), "https"),
    ("paypa1-login.top/x", QrPayload("link", "paypa1-login.top/x", url="paypa1-login.top/x"), "bare-domain"),
    ("tel:+1%20555%20010%200199", QrPayload("phone", "tel:+1%20555%20010%200199", number="+1 555 010 0199"), "tel"),
    ("SMSTO:+15550100199:Win", QrPayload("sms", "SMSTO:+15550100199:Win", number="+15550100199", text="Win"), "smsto"),
    (
        "sms:+15550100199?body=Pay%20now",
        QrPayload("sms", "sms:+15550100199?body=Pay%20now", number="+15550100199", text="Pay now"),
        "sms-query",
    ),
    (
        "mailto:desk@example.com?subject=Refund&body=Send%20ID",
        QrPayload(
            "email",
            "mailto:desk@example.com?subject=Refund&body=Send%20ID",
            address="desk@example.com",
            text="Refund Send ID",
        ),
        "mailto",
    ),
    (
        "MATMSG:TO:desk@example.com;SUB:Fine;BODY:Pay now;;",
        QrPayload(
            "email",
            "MATMSG:TO:desk@example.com;SUB:Fine;BODY:Pay now;;",
            address="desk@example.com",
            text="Fine Pay now",
        ),
        "matmsg",
    ),
    (f"bitcoin:{WALLET}?amount=1", QrPayload("crypto", f"bitcoin:{WALLET}?amount=1", address=WALLET), "bitcoin-uri"),
    (WALLET, QrPayload("crypto", WALLET, address=WALLET), "bare-wallet"),
    ("WIFI:S:Cafe;T:WPA;P:pw;;", QrPayload("structured", "WIFI:S:Cafe;T:WPA;P:pw;;"), "wifi"),
    ("Table 12, thank you", QrPayload("text", "Table 12, thank you", text="Table 12, thank you"), "plain-text"),
    (
        "https://a.example and more",
        QrPayload("text", "https://a.example and more", text="https://a.example and more"),
        "link-in-text",
    ),
]


@pytest.mark.parametrize(("raw", "expected"), [(a, b) for a, b, _ in PAYLOADS], ids=[i for *_, i in PAYLOADS])
def test_payloads_are_classified(raw: str, expected: QrPayload) -> None:
    assert parse_payload(raw) == expected
