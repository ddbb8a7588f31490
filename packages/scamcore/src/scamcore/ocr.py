"""Reading the text of a screenshot: decode, check, preprocess, OCR, repair links.

The OCR engine is a port (``OcrEngine``): the engine core stays free of I/O and tests pass a fake.
``default_engine()`` is the one place that wires the real adapter (``tesseract.TesseractOcr``).

Privacy: the image and its text live only in memory for the length of one check; nothing here
logs, stores or sends them.

Languages: English only by default. Measured on a 1080x2400 SMS screenshot (median of 7, 2-core
VM, ``OMP_THREAD_LIMIT=1``), ``eng`` took ~0.2 s and ``eng+spa+fra+deu+por+ita+nld`` about four
times longer, over the 0.4 s target; Latin-script scam texts in those languages still read well
enough with ``eng`` for the link and most words. An operator can choose languages by building
``TesseractOcr(languages="eng+spa")`` and passing it as ``ocr=``.
"""

from __future__ import annotations

from functools import cache
from typing import Protocol

from .images import decode_data_url, open_image, preprocess, to_png
from .limits import LIMITS
from .ocr_repair import repair_ocr_text

__all__ = ["OcrEngine", "default_engine", "image_text"]


class OcrEngine(Protocol):
    """Reads the text in one image. ``image`` is PNG bytes, already preprocessed for OCR."""

    def read(self, image: bytes) -> str: ...


def default_engine() -> OcrEngine:
    """The tesseract adapter, built once; raises OcrUnavailable when tesseract is not installed."""
    return _tesseract()


@cache
def _tesseract() -> OcrEngine:  # a failure is not cached: functools.cache only stores return values
    from .tesseract import TesseractOcr

    return TesseractOcr()


def image_text(data_url: str, engine: OcrEngine) -> str:
    """The text of the screenshot in ``data_url``, with OCR damage in links repaired.

    Raises ImageTooLarge or ImageUnreadable (input errors the caller can fix) before any OCR runs,
    and OcrUnavailable from the engine.
    """
    image = open_image(decode_data_url(data_url, LIMITS), LIMITS)
    try:
        png = to_png(preprocess(image, LIMITS))
    finally:
        image.close()
    text = engine.read(png)[: LIMITS.max_text_chars]  # the same bound as a pasted message
    return repair_ocr_text(text).strip()
