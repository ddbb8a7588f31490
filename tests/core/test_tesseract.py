"""The real OCR adapter (tesseract.py) on Pillow-drawn phone screenshots. Never skipped: CI installs tesseract."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import scamcore
from scamcore import ocr
from scamcore.errors import ImageUnreadable, OcrUnavailable
from scamcore.images import preprocess, to_png
from scamcore.ocr import default_engine, image_text
from scamcore.tesseract import TesseractOcr, installed_languages

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
sys.path.insert(0, str(FIXTURES))
from make_screens import (  # noqa: E402
    FRIENDLY,
    PARCEL_LINK,
    data_url,
    encode,
    screenshot_url,
    sms_screenshot,
    with_qr,
)

KEY_WORDS = ("USPS", "package", "hold", "unpaid", "shipping fee", "$1.99", "24 hours", "returned")


@pytest.fixture(scope="module")
def engine() -> TesseractOcr:
    return TesseractOcr()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_phone_screenshot_is_read_with_its_wrapped_link_joined(engine: TesseractOcr, dark: bool) -> None:
    text = image_text(screenshot_url(dark=dark), engine)
    assert PARCEL_LINK in text.split()
    for word in KEY_WORDS:
        assert word in text


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_scam_screenshot_reaches_a_warning_level(dark: bool) -> None:
    result = scamcore.check_image(screenshot_url(dark=dark))
    assert result.kind == "image"
    assert [u.url for u in result.urls] == [PARCEL_LINK]
    assert result.level.id in {"suspicious", "high"}


def test_a_friendly_screenshot_stays_clear() -> None:
    result = scamcore.check_image(screenshot_url(lines=FRIENDLY))
    assert result.extracted_text is not None and "dinner" in result.extracted_text
    assert result.level.id == "clear"


@pytest.mark.parametrize(
    ("size", "dark", "quality"),
    [((412, 915), True, 60), ((540, 1200), False, 60), ((720, 1600), True, 70)],
    ids=["412-dark-jpeg60", "540-light-jpeg60", "720-dark-jpeg70"],
)
def test_small_reshared_jpegs_still_give_the_link(
    engine: TesseractOcr, size: tuple[int, int], dark: bool, quality: int
) -> None:
    raw = encode(sms_screenshot(dark=dark, size=size), "JPEG", quality=quality)
    assert PARCEL_LINK in image_text(data_url(raw, "image/jpeg"), engine)


PARKING = ("PARKING NOTICE: unpaid penalty", "for your vehicle. Scan the QR", "code below to pay within 24", "hours.")
PARKING_LINK = "http://city-parking-pay.top/fine"


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_screenshot_with_a_qr_code_is_read_by_both_engines(dark: bool) -> None:
    shot = with_qr(sms_screenshot(PARKING, dark=dark), PARKING_LINK, at=(300, 800), scale=10, dark=dark)
    result = scamcore.check_image(data_url(encode(shot)))
    assert result.extracted_text is not None
    assert "Scan the QR" in result.extracted_text and result.extracted_text.endswith(f"[QR code] {PARKING_LINK}")
    assert [u.url for u in result.urls] == [PARKING_LINK]
    assert {"QR_SCAN_TO_PAY", "QR_LINK_RISKY"} <= {s.id for s in result.signals}
    assert result.level.id == "high"


def test_the_painted_over_code_leaves_the_text_clean(engine: TesseractOcr) -> None:
    shot = with_qr(sms_screenshot(FRIENDLY), "https://example.com/menu", at=(300, 800), scale=10)
    text = image_text(data_url(encode(shot)), engine)
    assert text.splitlines()[-1] == "Text message"  # no line of module noise where the code was
    assert "dinner" in text


def test_an_empty_image_reads_as_no_text(engine: TesseractOcr) -> None:
    blank = sms_screenshot(lines=(), sender="").crop((0, 300, 1080, 1000))
    assert engine.read(to_png(preprocess(blank))).strip() == ""


# --- failures the operator must see -------------------------------------------------------------------------------


def test_a_missing_binary_says_how_to_install_it() -> None:
    with pytest.raises(OcrUnavailable) as caught:
        TesseractOcr(binary="/nonexistent/tesseract")
    assert caught.value.code == "ocr_unavailable"
    assert "apt-get install tesseract-ocr" in caught.value.message


def test_without_tesseract_on_path_a_good_image_is_ocr_unavailable_and_a_bad_one_unreadable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ocr._tesseract.cache_clear()
    monkeypatch.setenv("PATH", "/nonexistent")
    try:
        with pytest.raises(OcrUnavailable) as caught:
            scamcore.check_image(screenshot_url())
        assert caught.value.code == "ocr_unavailable"
        with pytest.raises(ImageUnreadable):  # input errors first: the caller can fix those
            scamcore.check_image(data_url(b"not an image"))
    finally:
        ocr._tesseract.cache_clear()


def test_a_timeout_is_ocr_unavailable_with_advice_to_crop(engine: TesseractOcr) -> None:
    slow = TesseractOcr(timeout_seconds=0.001)
    with pytest.raises(OcrUnavailable, match="crop it"):
        slow.read(to_png(preprocess(sms_screenshot())))


def test_missing_language_data_names_the_check_to_run() -> None:
    with pytest.raises(OcrUnavailable, match="--list-langs"):
        TesseractOcr(languages="zzz").read(to_png(preprocess(sms_screenshot(size=(540, 1200)))))


def test_the_default_engine_builds_tesseract_once() -> None:
    assert default_engine() is default_engine()
    assert default_engine().read(to_png(preprocess(sms_screenshot(lines=("Hello there",), size=(540, 400))))).strip()
    assert ocr._tesseract() is ocr._tesseract()
    assert isinstance(ocr._tesseract(), TesseractOcr)


def test_the_operator_chooses_languages_by_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    ocr._tesseract.cache_clear()
    try:
        monkeypatch.setenv("SCAMCHECK_OCR_LANGUAGES", "eng+spa")
        engine = ocr._tesseract()
        assert isinstance(engine, TesseractOcr) and engine.languages == "eng+spa"
        ocr._tesseract.cache_clear()
        monkeypatch.setenv("SCAMCHECK_OCR_LANGUAGES", "eng; rm -rf /")
        with pytest.raises(OcrUnavailable, match="SCAMCHECK_OCR_LANGUAGES"):
            default_engine().read(b"")
    finally:
        ocr._tesseract.cache_clear()


def test_the_languages_make_install_provides_are_there() -> None:
    assert {"eng", "spa", "fra", "deu", "por", "ita", "nld"} <= set(installed_languages())


# --- privacy: the image never touches the disk ----------------------------------------------------------------------

PROBE = textwrap.dedent(
    """
    import sys
    sys.dont_write_bytecode = True  # the interpreter's own module cache (make test turns it on) is not the check's
    sys.path.insert(0, {fixtures!r})
    from make_screens import screenshot_url
    url = screenshot_url()
    events = []

    def hook(event, args):
        writing = event == "open" and isinstance(args[1], str) and any(c in args[1] for c in "wax+")
        if writing and not isinstance(args[0], int):  # an int is a pipe's file descriptor
            events.append(("write", str(args[0])))
        elif event in ("os.mkdir", "os.remove", "os.rename", "tempfile.mkstemp", "tempfile.mkdtemp"):
            events.append((event, ""))
        elif event == "subprocess.Popen":
            events.append(("popen", " ".join(map(str, args[1])), (args[3] or {{}}).get("OMP_THREAD_LIMIT")))

    sys.addaudithook(hook)
    import scamcore
    scamcore.check_image(url)
    print("EVENTS", events)
    """
)


def test_a_screenshot_check_writes_no_file_and_pipes_the_image_to_tesseract() -> None:
    probe = PROBE.format(fixtures=str(FIXTURES))
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120)
    events = ast.literal_eval(out.stdout.split("EVENTS ", 1)[1])
    assert not [e for e in events if e[0] != "popen"], events
    (popen,) = events
    assert popen[1].endswith("tesseract stdin stdout --psm 6 -l eng")
    assert popen[2] == "1"  # OMP_THREAD_LIMIT: ~5x faster on these machines
