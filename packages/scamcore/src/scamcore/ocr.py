"""Reading text from screenshots (STUB: replaced by the full implementation).

Contract: ``OcrEngine`` is the port (``read(image_png_bytes) -> str``); ``TesseractOcr`` the real
adapter; ``image_text(data_url, engine)`` decodes and validates a ``data:`` URL (raising
ImageTooLarge / ImageUnreadable), preprocesses, runs OCR and repairs common OCR damage in URLs.
"""

from __future__ import annotations

from typing import Protocol

from .errors import OcrUnavailable

__all__ = ["OcrEngine", "default_engine", "image_text"]


class OcrEngine(Protocol):
    def read(self, image: bytes) -> str: ...


def default_engine() -> OcrEngine:
    raise OcrUnavailable("OCR is not available yet.")


def image_text(data_url: str, engine: OcrEngine) -> str:
    return engine.read(data_url.encode())
