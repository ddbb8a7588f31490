"""The screenshot pipeline behind the OCR port (ocr.py) with a fake engine, and the link repairs (ocr_repair.py)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

import scamcore
from scamcore.errors import ImageTooLarge, ImageUnreadable
from scamcore.limits import LIMITS
from scamcore.ocr import OcrEngine, image_text
from scamcore.ocr_repair import repair_ocr_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures"))
from cpukit import cpu_seconds
from make_screens import data_url, encode, screenshot_url, sms_screenshot


class FakeOcr:
    """Returns canned text and keeps what it was given, like cosmicpython's FakeNotifications."""

    def __init__(self, text: str = "") -> None:
        self.text = text
        self.seen: list[bytes] = []

    def read(self, image: bytes) -> str:
        self.seen.append(image)
        return self.text


def test_fake_satisfies_the_port() -> None:
    engine: OcrEngine = FakeOcr()  # the annotation documents the port; the call checks the shape at runtime
    assert engine.read(b"") == ""


# --- the pipeline -------------------------------------------------------------------------------------------------


def test_the_engine_gets_one_preprocessed_grayscale_png() -> None:
    fake = FakeOcr("hello")
    assert image_text(screenshot_url(dark=True), fake) == "hello"
    (png,) = fake.seen
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG" and image.mode == "L" and image.size == (1080, 2400)
    assert image.getpixel((5, 5)) == 255  # dark mode arrived inverted: black background -> white


def test_ocr_damage_in_the_link_is_repaired_before_scoring() -> None:
    fake = FakeOcr("USPS: your package is on hold.\nPay $1.99 at https.//usps-track-\nredelivery.c0m now\n\f")
    assert image_text(screenshot_url(), fake) == (
        "USPS: your package is on hold.\nPay $1.99 at https://usps-track-redelivery.com now"
    )


@pytest.mark.parametrize(
    ("url", "error"),
    [
        pytest.param("data:text/plain;base64,aGVsbG8=", ImageUnreadable, id="not-an-image-type"),
        pytest.param(data_url(b"not an image at all"), ImageUnreadable, id="not-image-bytes"),
        pytest.param(data_url(encode(sms_screenshot(size=(10_001, 10)))), ImageTooLarge, id="too-wide"),
    ],
)
def test_bad_images_are_refused_before_any_ocr(url: str, error: type[Exception]) -> None:
    fake = FakeOcr("should not be read")
    with pytest.raises(error):
        image_text(url, fake)
    assert fake.seen == []


def test_check_image_scores_the_text_like_a_message() -> None:
    scam = FakeOcr(
        "USPS: Your package is on hold due to an unpaid shipping fee. "
        "Pay $1.99 within 24 hours at https://usps-track-\nredelivery.com"
    )
    result = scamcore.check_image(screenshot_url(), ocr=scam)
    assert result.kind == "image"
    assert result.extracted_text is not None and "https://usps-track-redelivery.com" in result.extracted_text
    assert [u.url for u in result.urls] == ["https://usps-track-redelivery.com"]
    assert result.level.id in {"suspicious", "high"}


SCAM_SCREEN = "USPS: your parcel is on hold. Pay $1.99 at https://usps-redelivery.top/pay"


def _sources(tmp_path: Path) -> dict[str, object]:
    """One screenshot in each form check_image takes."""
    raw = encode(sms_screenshot())
    path = tmp_path / "screenshot.png"
    path.write_bytes(raw)
    return {
        "data-url": data_url(raw),
        "bytes": raw,
        "bytearray": bytearray(raw),
        "memoryview": memoryview(raw),
        "path-str": str(path),
        "path-like": path,
    }


@pytest.mark.parametrize("form", ["data-url", "bytes", "bytearray", "memoryview", "path-str", "path-like"])
def test_check_image_takes_a_data_url_bytes_or_a_path(form: str, tmp_path: Path) -> None:
    fake = FakeOcr(SCAM_SCREEN)
    result = scamcore.check_image(_sources(tmp_path)[form], ocr=fake)  # type: ignore[arg-type]
    assert len(fake.seen) == 1 and result.kind == "image" and result.level.id in {"suspicious", "high"}


@pytest.mark.parametrize(
    "source",
    [None, 42, 3.5, ["data:image/png;base64,"], {"image": "x"}, object()],
    ids=["none", "int", "float", "list", "dict", "object"],
)
def test_check_image_answers_anything_else_with_an_input_error_not_a_type_error(source: object) -> None:
    fake = FakeOcr("should not be read")
    with pytest.raises(scamcore.InputError) as caught:
        scamcore.check_image(source, ocr=fake)  # type: ignore[arg-type]
    assert caught.value.code == "invalid_request" and "data: URL" in caught.value.message
    assert fake.seen == []


def test_check_image_refuses_unreadable_paths_and_files_as_input_errors(tmp_path: Path) -> None:
    text_file = tmp_path / "note.txt"
    text_file.write_text("not an image")
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    cases = [tmp_path / "missing.png", str(tmp_path / "missing.png"), tmp_path, "bad\x00path", text_file, empty, b""]
    for source in cases:
        with pytest.raises(ImageUnreadable):
            scamcore.check_image(source, ocr=FakeOcr("should not be read"))


def test_check_image_refuses_a_file_over_the_size_limit_without_reading_it_all(tmp_path: Path) -> None:
    big = tmp_path / "big.png"
    big.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(LIMITS.max_image_bytes + 1))
    with pytest.raises(ImageTooLarge):
        scamcore.check_image(big, ocr=FakeOcr())


def test_a_request_reads_only_data_urls_never_a_path_on_the_server(tmp_path: Path) -> None:
    """check_image reads a path for Python callers; a request's image field (from the network) must not."""
    path = tmp_path / "screenshot.png"
    path.write_bytes(encode(sms_screenshot()))
    fake = FakeOcr(SCAM_SCREEN)
    with pytest.raises(ImageUnreadable):
        scamcore.check(scamcore.CheckRequest(kind="image", image=str(path)), ocr=fake)
    assert fake.seen == []


def test_an_image_with_no_text_is_a_result_not_an_error() -> None:
    result = scamcore.check_image(screenshot_url(), ocr=FakeOcr(""))
    assert result.level.id == "clear" and result.extracted_text == ""


# --- link repairs, as a case table: (OCR output, repaired) ----------------------------------------------------------

REPAIRED = [
    # wrapped links
    (
        "Pay at https://usps-track-\nredelivery.com now",
        "Pay at https://usps-track-redelivery.com now",
        "wrap-at-hyphen",
    ),
    ("https://usps-track-\n  redelivery.com", "https://usps-track-redelivery.com", "wrap-with-indent"),
    ("https://a-\nb-\nc.com", "https://a-b-c.com", "wrapped-twice"),
    ("https://usps-track-redeli\nvery.com/x", "https://usps-track-redelivery.com/x", "wrap-inside-host"),
    ("https://\nusps.com", "https://usps.com", "wrap-after-scheme"),
    (
        "https://hmrc.gov.uk.refund-clai\nm-online.com/x",
        "https://hmrc.gov.uk.refund-claim-online.com/x",
        "wrap-mid-label",
    ),
    ("https://hmrc.gov.uk.refundcl\naim.com", "https://hmrc.gov.uk.refundclaim.com", "wrap-mid-label-letters"),
    ("https://hmrc.gov.uk.refund\n-claim.com", "https://hmrc.gov.uk.refund-claim.com", "wrap-before-hyphen"),
    ("www.usps-\ntrack.com", "www.usps-track.com", "www-wrap"),
    ("usps-track-\nredelivery.com", "usps-track-redelivery.com", "bare-domain-wrap"),
    ("https://x.com/\ntrack?id=1", "https://x.com/track?id=1", "wrap-after-slash-urlish"),
    ("hi mustard-example.com/\nOuyhk7", "hi mustard-example.com/Ouyhk7", "bare-host-wrap-after-slash"),
    ("Claim Your Prize Qzlink.com/ 7hTrwa", "Claim Your Prize Qzlink.com/7hTrwa", "bare-host-space-after-slash"),
    ("https://x.com/pay?id=\n8842", "https://x.com/pay?id=8842", "wrap-after-equals"),
    ("See https://a.com\n/login", "See https://a.com/login", "wrap-before-slash"),
    ("(https://usps-track-\nredelivery.com)", "(https://usps-track-redelivery.com)", "in-brackets"),
    ("https://paypal-verify.to p/login?s=8f3a", "https://paypal-verify.top/login?s=8f3a", "split-tld-to-p"),
    ("https://usps.co m", "https://usps.com", "split-tld-co-m"),
    ("https://paypal-\nverify, top/login", "https://paypal-verify.top/login", "comma-space-for-dot"),
    ("https://refund-clai\nm-online:com/portal", "https://refund-claim-online.com/portal", "colon-for-dot-after-wrap"),
    ("https://usps\u2014track-\nredelivery.com", "https://usps-track-redelivery.com", "em-dash-in-host"),
    ("https://usps\u2010track.com", "https://usps-track.com", "unicode-hyphen-in-host"),
    # schemes
    ("https.//usps.com", "https://usps.com", "dot-for-colon"),
    ("http: //usps.com", "http://usps.com", "space-after-colon"),
    ("https:/ /usps.com", "https://usps.com", "space-between-slashes"),
    ("https;//usps.com", "https://usps.com", "semicolon"),
    ("https,//usps.com", "https://usps.com", "comma"),
    ("https:\\\\usps.com", "https://usps.com", "backslashes"),
    ("https//usps.com", "https://usps.com", "no-colon"),
    ("https:/usps.com", "https://usps.com", "one-slash"),
    ("HTTPS.//USPS.COM", "HTTPS://USPS.COM", "upper-case"),
    ("https:// usps.com", "https://usps.com", "space-after-scheme"),
    # spaces inside links
    ("https://usps-track. redelivery.com", "https://usps-track.redelivery.com", "space-after-dot-incomplete-host"),
    ("https://usps. com", "https://usps.com", "space-before-tld"),
    ("https://secure.usps. com/track", "https://secure.usps.com/track", "space-before-known-tld"),
    ("https://secure.usps .com", "https://secure.usps.com", "space-before-dot"),
    ("https://usps-track-rede livery.com", "https://usps-track-redelivery.com", "split-host"),
    ("https://usps-track- redelivery.com", "https://usps-track-redelivery.com", "space-after-hyphen"),
    ("https://x.com/ track?id=5", "https://x.com/track?id=5", "space-after-slash-urlish"),
    ("https://x.com/track? id=5", "https://x.com/track?id=5", "space-after-question-mark"),
    # 0/o and comma in the top-level domain
    ("https://usps-track.c0m", "https://usps-track.com", "c0m"),
    ("usps-track.c0m/pay", "usps-track.com/pay", "bare-c0m"),
    ("https://help.0rg", "https://help.org", "0rg"),
    ("HTTPS://USPS.C0M", "HTTPS://USPS.COM", "upper-c0m"),
    ("https://usps,com.", "https://usps.com.", "comma-for-dot"),
]

UNCHANGED = [
    ("A well-\nknown fact", "hyphenated-prose"),
    ("Go to https://a.com. Then pay", "sentence-after-link"),
    ("Open https://a.com. it works", "english-word-that-is-a-tld"),
    ("https://x.com/\nThanks for waiting", "prose-after-slash"),
    ("https://x.com/ to pay", "prose-after-slash-space"),
    ("see example.com/\nThanks for waiting", "bare-host-prose-after-slash"),
    ("and/or example.com/ 2nd floor", "bare-host-ordinal-after-slash"),
    ("https://x.com\nwww.y.com", "two-links"),
    ("https://usps.com\n\nredelivery.com", "paragraph-break"),
    ("http://1.2.3.4 visit b.com", "ip-host-is-complete"),
    ("http://localhost:8080\nfoo.com", "host-ended-by-port"),
    ("http://router.local\nwww.example.com", "second-link-after-unknown-suffix"),
    ("https://usps-track\nhttps://example.com", "second-link-after-incomplete-host"),
    ("https://usps.com\n.hidden file", "dot-word-after-complete-host"),
    ("Version 2.0 and 3.0 and 1.50", "numbers"),
    ("modern burn corner.com", "rn-is-never-touched"),
    ("https://corner.corn", "rn-in-tld-is-never-touched"),
    ("usps.c0m.evil.top", "zero-in-inner-label"),
    ("usps,com and more", "comma-outside-links"),
    ("https://usps.com,then", "comma-word-not-tld"),
    ("We met at 9:41, http is old", "the-word-http"),
    ("Visit https://a.com\u2014it is free", "em-dash-after-a-whole-host"),
    ("https://x.co in 2 days", "split-tld-check-needs-a-tld"),
    ("https://a.com and/or", "word-with-slash-after-link"),
    ("http://user:pass@x.com and https://x.com:443/a", "colons-that-are-not-dots"),
    ("http://bit.ly/3xY\u00a5z9Qa", "yen-sign-is-left-alone"),
    ("Call https or not", "bare-scheme-word"),
]


@pytest.mark.parametrize(("ocr", "expected"), [(a, b) for a, b, _ in REPAIRED], ids=[i for *_, i in REPAIRED])
def test_link_repairs(ocr: str, expected: str) -> None:
    assert repair_ocr_text(ocr) == expected


@pytest.mark.parametrize("text", [t for t, _ in UNCHANGED], ids=[i for _, i in UNCHANGED])
def test_text_that_must_not_be_repaired(text: str) -> None:
    assert repair_ocr_text(text) == text


def test_repair_is_idempotent() -> None:
    for ocr, _, _ in REPAIRED:
        once = repair_ocr_text(ocr)
        assert repair_ocr_text(once) == once


def test_a_link_wrapped_over_many_lines_costs_bounded_work() -> None:
    text = "https://a-" + "\nb-" * 5_000 + "\nc.com"
    assert repair_ocr_text(text).startswith("https://a-b-b-")  # partly joined, and it returned


@pytest.mark.parametrize(
    "hostile",
    ["(www." * 4_000, "(https://" * 3_000, "a-" * 20_000 + " b", "https://x-" * 2_000 + " ", "x.0" + "0" * 20_000],
    ids=["brackets-www", "brackets-scheme", "long-hyphenated-word", "many-links", "long-zero-tld"],
)
def test_repairs_take_linear_time_on_hostile_text(hostile: str) -> None:
    assert cpu_seconds(repair_ocr_text, hostile) < 0.5  # quadratic versions took ~7 s on the first two


URLISH = st.text(
    alphabet=st.sampled_from(list("htps:/w.-,0om \n\u2014abcXY1"))
    | st.characters(codec="utf-8", exclude_categories=("Cs",)),
    max_size=200,
)


@settings(max_examples=300)
@given(URLISH)
def test_repairs_only_remove_whitespace(text: str) -> None:
    """Joins drop spaces and line breaks; every other repair replaces or adds a character, never drops one."""
    out = repair_ocr_text(text)
    assert len("".join(out.split())) >= len("".join(text.split()))
