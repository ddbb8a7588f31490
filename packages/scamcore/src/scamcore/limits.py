"""Every resource limit of the engine, in one place, so each can be tested at its boundary.

Why limits at all: the engine reads what scammers write, so a hostile input must cost a bounded
amount of time and memory (rspamd's url_suspect keeps the same kind of table).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LIMITS", "LONG_TEXT", "MAX_BODY_BYTES", "Limits"]

LONG_TEXT = 1_500
"""From this length a text is e-mail-sized: extraction, normalisation and the rule table find
what they look for from literals located in one pass instead of scanning every character, which
costs more than it saves on a text message. One number, so the rule table's scan and the checks
that use its results agree on which texts it covered."""


@dataclass(frozen=True, slots=True)
class Limits:
    max_text_chars: int = 50_000
    """Longer text is refused with text_too_long (a long e-mail is ~20 kB)."""
    max_analysed_chars: int = 20_000
    """Only this much of a text runs through the phrase rules; links are still extracted from all of it."""
    max_url_chars: int = 4_096
    """Longer links are refused with url_too_long when checked on their own."""
    max_sender_chars: int = 320
    """Longer senders are refused with sender_too_long (an e-mail address is at most 254, plus a name)."""
    max_urls_per_text: int = 50
    """Links analysed per message; the rest are counted but not analysed."""
    max_image_bytes: int = 8 * 1024 * 1024
    """Decoded image bytes; the data: URL itself may be a third larger (base64)."""
    max_image_pixels: int = 16_000_000
    """Width x height; refuses decompression bombs before decoding."""
    max_webp_alpha_pixels: int = 4_000_000
    """Width x height of a WebP with transparency. libwebp's decoder, as Pillow drives it, holds
    about 16 bytes a pixel for one (a blank 4000 x 4000 WebP of 676 bytes: 257 MB; 6 million
    pixels: 105 MB) against 5-6 without; a phone's screenshot is opaque, so this refuses only what a
    screenshot is not."""
    max_image_side: int = 10_000
    """Longest side in pixels."""
    max_jpeg_scans: int = 100
    """Scans in one JPEG. libjpeg walks the whole image once per scan (~7 ms at 16 million pixels),
    so a JPEG repeating a tiny scan thousands of times costs minutes in a few hundred kilobytes. A
    baseline JPEG has 1 scan, libjpeg's progressive script 10 (6 in grey), optimising encoders a
    few more; 100 costs at most ~0.7 s. libjpeg-turbo's djpeg ``-maxscans`` guards the same thing."""
    max_ocr_side: int = 2_400
    """Images are scaled down to this longest side before OCR (speed; text stays legible)."""
    ocr_timeout_seconds: float = 10.0
    max_topic_chars: int = 200
    """A guide's topic: a category id or a few words. ``find_guide`` reads no further, and the
    adapters refuse a longer one: unbounded, one 10 MB topic held a worker's event loop 14-20 s."""
    max_qr_codes: int = 5
    """QR codes read from one screenshot; a page of fifty codes is not a message."""
    max_qr_payload_chars: int = 2_000
    """Each QR payload is cut here (a QR code holds up to ~4,300 characters; a link rarely 200)."""


LIMITS = Limits()

MAX_BODY_BYTES = LIMITS.max_image_bytes * 4 // 3 + 64 * 1024
"""The largest request body an adapter reads: a data: URL of the largest accepted image (base64
is a third larger) plus room for the JSON around it. Every adapter shares it, so a screenshot that
fits one fits the others."""
