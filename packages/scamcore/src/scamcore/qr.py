"""Reading QR codes in a screenshot, with zxing-cpp, from the image OCR already has in memory.

Why QR codes: "quishing" puts the scam's link in a QR code (a parking fine on a windscreen, a
"scan to verify" e-mail, a fake invoice), where the reader cannot see the address before scanning
and where text-only checks never look. zxing-cpp is a maintained C++ decoder with a self-contained
wheel (no system library), reads rotated, small and inverted (dark mode) codes, and several codes
in one image.

Why the QR family only (QR, Micro QR, rMQR): those are what phones open as links; linear and
other 2-D codes in screenshots are product and ticket codes. Restricting the formats also keeps
the read fast (about 20 ms on a 1080x2400 screenshot, against 65 ms for every format).

Bounds: the image is the one prepared for OCR (at most ``max_ocr_side`` pixels on its longest
side), at most ``max_qr_codes`` distinct codes are kept and each payload is cut to
``max_qr_payload_chars``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from .limits import LIMITS, Limits

__all__ = ["QrCode", "blank_codes", "read_codes"]


@dataclass(frozen=True, slots=True)
class QrCode:
    payload: str
    box: tuple[int, int, int, int]
    """Left, top, right and bottom of the code in the image it was read from."""


def read_codes(image: Image.Image, limits: Limits = LIMITS) -> tuple[QrCode, ...]:
    """The QR codes zxing-cpp finds in ``image``, in reading order, de-duplicated and bounded."""
    import zxingcpp  # imported on first screenshot: keeps text checks and the CLI quick to start

    formats = (zxingcpp.BarcodeFormat.QRCode, zxingcpp.BarcodeFormat.MicroQRCode, zxingcpp.BarcodeFormat.RMQRCode)
    codes: dict[str, QrCode] = {}
    for found in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormats(list(formats))):
        payload = found.text[: limits.max_qr_payload_chars].strip()
        if not payload or payload in codes:
            continue
        p = found.position
        corners = (p.top_left, p.top_right, p.bottom_right, p.bottom_left)
        xs, ys = [c.x for c in corners], [c.y for c in corners]
        codes[payload] = QrCode(payload, (min(xs), min(ys), max(xs), max(ys)))
        if len(codes) == limits.max_qr_codes:
            break
    return tuple(sorted(codes.values(), key=lambda c: (c.box[1], c.box[0])))


def blank_codes(image: Image.Image, codes: tuple[QrCode, ...]) -> Image.Image:
    """``image`` with each code painted over in white, so OCR does not read its modules as letters.

    ``image`` is the dark-on-light grayscale prepared for OCR, so white is its background. The box
    is widened by a tenth of its side to cover the quiet zone's stray specks.
    """
    if not codes:
        return image
    out = image.copy()
    draw = ImageDraw.Draw(out)
    for code in codes:
        left, top, right, bottom = code.box
        pad = max(4, (right - left) // 10)
        draw.rectangle((left - pad, top - pad, right + pad, bottom + pad), fill=255)
    return out
