"""Reading the text of a screenshot: decode, check, preprocess, OCR, repair links.

The OCR engine is a port (``OcrEngine``): the engine core stays free of I/O and tests pass a fake.
``default_engine()`` is the one place that wires the real adapter (``tesseract.TesseractOcr``).

Privacy: the image and its text live only in memory for the length of one check; nothing here
logs, stores or sends them.

Languages: English only by default. On a 1080x2400 SMS screenshot (tesseract alone, median of 5,
2-core VM, ``OMP_THREAD_LIMIT=1``), ``-l eng`` took 0.25 s, ``eng+spa`` 0.31 s and all seven
installed languages 0.68 s, which breaks the 0.4 s target for a whole check. With ``eng`` alone,
Spanish, French and German scam screenshots still gave their links exactly; only some accents were
lost (``está`` -> ``esta``, ``zurück`` -> ``zuruck``). An operator who needs accents sets
``SCAMCHECK_OCR_LANGUAGES=eng+spa`` (read once, by ``default_engine``) or passes
``TesseractOcr(languages="eng+spa")`` as ``ocr=``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from .errors import OcrUnavailable
from .images import decode_data_url, open_image, preprocess, to_png
from .limits import LIMITS
from .ocr_repair import repair_ocr_text
from .qr import blank_codes, read_codes

__all__ = ["OcrEngine", "Screenshot", "default_engine", "image_text", "read_image", "read_screenshot"]

_LANGUAGES = re.compile(r"[a-z_]{3,16}(?:\+[a-z_]{3,16}){0,9}")


class OcrEngine(Protocol):
    """Reads the text in one image. ``image`` is PNG bytes, already preprocessed for OCR."""

    def read(self, image: bytes) -> str: ...


def default_engine() -> OcrEngine:
    """The tesseract adapter, built on first use so a bad image is refused as bad input even where
    tesseract is missing; its ``read`` raises OcrUnavailable when tesseract is not installed."""
    return _DEFAULT


class _FirstUseTesseract:
    def read(self, image: bytes) -> str:
        return _tesseract().read(image)


_DEFAULT = _FirstUseTesseract()


@cache
def _tesseract() -> OcrEngine:  # a failure is not cached: functools.cache only stores return values
    from .tesseract import DEFAULT_LANGUAGES, TesseractOcr

    languages = os.environ.get("SCAMCHECK_OCR_LANGUAGES", "").strip() or DEFAULT_LANGUAGES
    if not _LANGUAGES.fullmatch(languages):
        raise OcrUnavailable("SCAMCHECK_OCR_LANGUAGES must look like 'eng' or 'eng+spa' (tesseract --list-langs).")
    return TesseractOcr(languages=languages)


@dataclass(frozen=True, slots=True)
class Screenshot:
    text: str
    """What the OCR engine read, as it read it (bounded like a pasted message)."""
    codes: tuple[str, ...]
    """The payloads of the QR codes in the image, in reading order."""


def read_screenshot(data_url: str, engine: OcrEngine) -> Screenshot:
    """The text and the QR codes of the screenshot in ``data_url`` (see ``read_image``)."""
    return read_image(decode_data_url(data_url, LIMITS), engine)


def read_image(data: bytes, engine: OcrEngine) -> Screenshot:
    """The text and the QR codes of the screenshot in the image file bytes ``data``.

    Raises ImageTooLarge or ImageUnreadable (input errors the caller can fix) before any pixel is
    decoded for OCR or QR, and OcrUnavailable from the engine. The codes are read from the image
    prepared for OCR (bounded in size, dark mode inverted), then painted over so their modules do
    not reach the OCR engine as noise.
    """
    image = open_image(data, LIMITS)
    try:
        gray = preprocess(image, LIMITS)
    finally:
        image.close()
    codes = read_codes(gray, LIMITS)
    text = engine.read(to_png(blank_codes(gray, codes)))[: LIMITS.max_text_chars]
    return Screenshot(text=text, codes=tuple(c.payload for c in codes))


def image_text(data_url: str, engine: OcrEngine) -> str:
    """The text of the screenshot in ``data_url``, with OCR damage in links repaired."""
    return repair_ocr_text(read_screenshot(data_url, engine).text).strip()
