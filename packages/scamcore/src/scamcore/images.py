"""Turning an untrusted ``data:`` URL into a small grayscale image that OCR reads well.

Why so careful: the image comes from whoever sent the request, so a few kilobytes must not be able
to cost gigabytes (a PNG can declare 100,000 x 100,000 pixels; a GIF can hold 1,000 frames). Every
size is checked on the header before a single pixel is decoded, Pillow is limited to the four
formats a phone produces, and only the first frame of an animation is ever read.

Privacy: the bytes stay in memory; nothing here writes a file.

Preprocessing follows the OCR measurements in the project research (stack notes, section 2):
grayscale (coloured links hurt at low resolution), dark mode inverted to dark-on-light, small
images upscaled (at most 2x, never past ``max_ocr_side``) and sharpened, huge ones scaled down to
``max_ocr_side``. Fixed binarisation thresholds were measured to turn ``https://`` into
``https.//``, so there are none.
"""

from __future__ import annotations

import base64
import binascii
import io
import os
import re
import warnings

from PIL import Image, ImageFilter, ImageOps, ImageStat

from .errors import ImageTooLarge, ImageUnreadable, InvalidRequest
from .limits import LIMITS, Limits

__all__ = [
    "MEDIA_TYPES",
    "ImageSource",
    "check_dimensions",
    "check_jpeg_scans",
    "check_png_chunks",
    "decode_data_url",
    "image_bytes",
    "open_image",
    "preprocess",
    "to_png",
]

ImageSource = str | bytes | bytearray | memoryview | os.PathLike[str]
"""What ``scamcore.check_image`` takes: a ``data:`` URL, the file's bytes, or a path to the file."""

MEDIA_TYPES: dict[str, str] = {
    "image/png": "PNG",
    "image/jpeg": "JPEG",
    "image/jpg": "JPEG",  # not registered, but some encoders write it
    "image/webp": "WEBP",
    "image/gif": "GIF",
}
"""Accepted media types and the only Pillow decoder each may use."""

_FORMATS = sorted(set(MEDIA_TYPES.values()))
_HEADER = re.compile(r"data:(?P<type>[a-z]+/[a-z0-9.+-]+)?(?P<params>(?:;[a-z0-9=._+-]+)*?);base64,", re.I)
_MAX_URL_SLACK = 1.1
"""Room for line breaks that some encoders put every 76 base64 characters."""
_JPEG_MARKER = re.compile(rb"\xff[^\x00\x01\xd0-\xd7\xff]")
"""A JPEG marker that starts a segment or ends the image: 0xFF, then neither a stuffed zero, nor
another 0xFF (fill), nor a marker that stands alone (TEM, restarts), which the walk can step over."""
_SOS = 0xDA
_EOI = 0xD9
_MAX_SEGMENTS = 10_000
"""A camera or screenshot JPEG has a few dozen segments (APPn, tables, one frame, its scans), a PNG a
few chunks and its image data cut in pieces (an 8 MB image in 8 kB pieces: about a thousand)."""
_PNG = b"\x89PNG\r\n\x1a\n"
_DARK_MEAN = 110
"""Mean gray level below which a screenshot is taken to be in dark mode (measured in research)."""
_UPSCALE_BELOW_WIDTH = 800
"""Narrower images are re-shared or cropped screenshots whose text is too small for tesseract."""


def decode_data_url(data_url: str, limits: Limits = LIMITS) -> bytes:
    """Return the image bytes of a base64 ``data:`` URL of an accepted image type.

    The encoded length is checked before decoding so an oversized payload is refused without
    allocating its decoded copy.
    """
    if len(data_url) > _MAX_URL_SLACK * _encoded_length(limits.max_image_bytes) + 256:
        raise ImageTooLarge(_too_many_bytes(limits))  # before any copy of a huge string
    head = _HEADER.match(data_url.lstrip()[:200])
    if head is None:
        raise ImageUnreadable(
            "The image must be a base64 data: URL, like data:image/png;base64,iVBOR... (PNG, JPEG, WebP or GIF)."
        )
    media_type = (head.group("type") or "").lower()
    if media_type not in MEDIA_TYPES:
        raise ImageUnreadable("Unsupported image type; send a PNG, JPEG, WebP or GIF screenshot.")
    payload = "".join(data_url.lstrip()[head.end() :].split())  # MIME-style line breaks; 30 ms for 11 MB
    if len(payload) > _encoded_length(limits.max_image_bytes):
        raise ImageTooLarge(_too_many_bytes(limits))
    try:
        data = base64.b64decode(payload, validate=True)  # strict: no stray characters, correct padding
    except (binascii.Error, ValueError) as exc:
        raise ImageUnreadable("The image data is not valid base64; encode the whole file again.") from exc
    if len(data) > limits.max_image_bytes:
        raise ImageTooLarge(_too_many_bytes(limits))
    if not data:
        raise ImageUnreadable("The image is empty.")
    return data


def image_bytes(source: object, limits: Limits = LIMITS) -> bytes:
    """The bytes of an image given as a ``data:`` URL, raw bytes, or a path (str or ``os.PathLike``).

    For Python callers only: a string that is not a ``data:`` URL is read as a path, so request
    fields from the network must go through ``decode_data_url`` instead (``engine.check`` does).
    Anything else is an InputError rather than a TypeError, so callers handle one kind of refusal.
    """
    if isinstance(source, str) and source.lstrip()[:5].lower() == "data:":
        return decode_data_url(source, limits)
    if isinstance(source, bytes | bytearray | memoryview):
        return _bounded(bytes(source), limits)
    if isinstance(source, str | os.PathLike):
        return _read_file(source, limits)
    raise InvalidRequest(
        "check_image takes a data: URL (data:image/png;base64,...), the image file's bytes, or a path to it."
    )


def _read_file(path: str | os.PathLike[str], limits: Limits) -> bytes:
    """Read at most one byte over the limit, so a huge file is refused without loading it."""
    try:
        with open(path, "rb") as file:
            data = file.read(limits.max_image_bytes + 1)
    except (OSError, ValueError) as exc:  # missing, a folder, no permission, a NUL in the path
        raise ImageUnreadable(
            "No readable image file at that path; pass a path to a PNG, JPEG, WebP or GIF file, or its bytes."
        ) from exc
    return _bounded(data, limits)


def _bounded(data: bytes, limits: Limits) -> bytes:
    if len(data) > limits.max_image_bytes:
        raise ImageTooLarge(_too_many_bytes(limits))
    if not data:
        raise ImageUnreadable("The image is empty.")
    return data


def open_image(data: bytes, limits: Limits = LIMITS) -> Image.Image:
    """Decode the first frame of ``data``, refusing anything over the size limits before decoding.

    ``Image.open`` only reads the header, so the dimensions are known and checked before ``load``
    decodes pixels. Pillow's own decompression-bomb check (a warning, then an error, at its much
    higher global limit) is turned into the same refusal. The warning is caught as an exception
    too, not only filtered: ``warnings.catch_warnings`` changes process-wide state and checks run
    in worker threads, so at that moment the filter in force may be another thread's.
    """
    if data[:2] == b"\xff\xd8":
        check_jpeg_scans(data, limits)  # before open: Pillow reads a JPEG's header segments in Python
    elif data[:8] == _PNG:
        check_png_chunks(data)  # and a PNG's chunks
    elif data[:3] == b"GIF":
        check_gif_blocks(data)  # and the blocks before a GIF's first frame
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Corrupt EXIF data", "Invalid APNG": noise about untrusted metadata
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(data), formats=_FORMATS)
        except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
            raise ImageTooLarge(_too_many_pixels(limits)) from exc
        except (OSError, SyntaxError, ValueError, EOFError) as exc:
            raise ImageUnreadable("The file is not a readable PNG, JPEG, WebP or GIF image.") from exc
        check_dimensions(image.width, image.height, limits)
        if image.format == "WEBP" and "A" in image.mode and image.width * image.height > limits.max_webp_alpha_pixels:
            raise ImageTooLarge(
                f"A WebP image with transparency may have at most {limits.max_webp_alpha_pixels // 1_000_000} "
                "million pixels; send it as PNG or JPEG, or crop it around the message."
            )
        try:
            image.load()  # the first frame only: GIF/WebP/APNG frames load lazily on seek, which never happens
        except (OSError, SyntaxError, ValueError, EOFError) as exc:
            raise ImageUnreadable("The image file is truncated or damaged; send the whole screenshot again.") from exc
    return image


def check_dimensions(width: int, height: int, limits: Limits = LIMITS) -> None:
    """Refuse a declared size over the side or pixel limits (inclusive limits: at the limit is fine)."""
    if width < 1 or height < 1:
        raise ImageUnreadable("The image has no pixels.")
    if max(width, height) > limits.max_image_side:
        raise ImageTooLarge(
            f"The image is wider or taller than {limits.max_image_side} pixels; crop it around the message."
        )
    if width * height > limits.max_image_pixels:
        raise ImageTooLarge(_too_many_pixels(limits))


def check_jpeg_scans(data: bytes, limits: Limits = LIMITS) -> None:
    """Refuse a JPEG with more scans than ``max_jpeg_scans``, counted from its markers before decoding.

    Why: the pixel limits bound one pass over the image, but libjpeg makes one pass per scan, and a
    scan can be 30 bytes long, so the byte limit bounds nothing (K repeated scans cost K passes).
    The walk follows libjpeg's reading: length-prefixed segments are skipped whole (a 0xFFDA inside
    an EXIF thumbnail or an ICC profile is not a scan), and after a scan its entropy-coded data runs
    to the next 0xFF that is not a stuffed zero or a restart marker. Bytes after the end-of-image
    marker are never decoded and not counted. Segments are counted too, so a file of millions of
    tiny segments cannot make this walk itself the slow part.
    """
    scans = segments = 0
    pos = 2
    while (found := _JPEG_MARKER.search(data, pos)) is not None:
        marker = data[found.start() + 1]
        if marker == _EOI:
            return
        segments += 1
        if segments > _MAX_SEGMENTS:
            raise ImageUnreadable("The JPEG is built of too many segments to be a photo or a screenshot.")
        if found.end() + 2 > len(data):
            return  # truncated: Pillow refuses it as damaged
        pos = found.end() + int.from_bytes(data[found.end() : found.end() + 2], "big")
        if marker == _SOS:
            scans += 1
            if scans > limits.max_jpeg_scans:
                raise ImageUnreadable(
                    f"The JPEG has more than {limits.max_jpeg_scans} scans; save it again as an ordinary JPEG or PNG."
                )


def check_png_chunks(data: bytes) -> None:
    """Refuse a PNG of more chunks than a picture has, or of more than one colour profile, before decoding.

    Why: Pillow walks a PNG's chunks in Python (700,000 empty ones, 8 MB, took 2-7 s) and inflates
    every colour profile it meets (8,000 of 1 MB each took 8.6 s), while the format allows one.
    """
    chunks = profiles = 0
    pos = len(_PNG)
    while pos + 8 <= len(data):
        kind = data[pos + 4 : pos + 8]
        if kind == b"IEND":
            return
        chunks += 1
        profiles += kind == b"iCCP"
        if chunks > _MAX_SEGMENTS or profiles > 1:
            raise ImageUnreadable("The PNG is built of more pieces than a picture has; save it again as a plain PNG.")
        pos += 12 + int.from_bytes(data[pos : pos + 4], "big")


def check_gif_blocks(data: bytes) -> None:
    """Refuse a GIF whose first frame comes after more pieces than a picture has, before decoding.

    Why: Pillow walks the extension blocks before a frame in Python, one sub-block at a time
    (2.7 million empty comments took 1.9 s, one comment of 4 million one-byte sub-blocks 2.5 s), and
    skips a stray byte between blocks one at a time (8 MB of them: 2 s). The walk follows Pillow's
    up to the first frame or the trailer, as that is all Pillow reads: the frame's own data is
    decoded in C, and later frames are never loaded. A stray byte counts as a piece.
    """
    if len(data) < 13:
        return  # too short for a header: Pillow refuses it
    flags = data[10]
    pos = 13 + (3 << ((flags & 7) + 1) if flags & 0x80 else 0)  # after the global colour table
    pieces = 0
    while pos < len(data) and data[pos] not in (0x2C, 0x3B):  # up to the first frame, or the trailer
        if data[pos] == 0x21 and pos + 1 < len(data):  # an extension: its label, then sub-blocks to an empty one
            pos += 2
            while pos < len(data):
                size = data[pos]
                pos += 1 + size
                pieces += 1
                if size == 0 or pieces > _MAX_SEGMENTS:
                    break
        else:
            pos += 1  # a stray byte, which Pillow skips
            pieces += 1
        if pieces > _MAX_SEGMENTS:
            raise ImageUnreadable("The GIF is built of more pieces than a picture has; save it again as a PNG.")


def preprocess(image: Image.Image, limits: Limits = LIMITS) -> Image.Image:
    """Return a dark-on-light grayscale image sized for tesseract.

    Gray and on white first, at one byte a pixel, then scaled down, then turned upright on the
    small image. Turned and flattened in RGBA at full size, a blank transparent 4000 x 4000 PNG of
    62 kB cost 308 MB and 0.7 s of CPU holding the GIL, a WebP 440 MB and 1.1 s.
    """
    gray = _gray(image)
    longest = max(gray.size)
    if longest > limits.max_ocr_side:
        gray = _resize(gray, limits.max_ocr_side / longest)
    turn = _turn(image)
    if turn is not None:
        gray = gray.transpose(turn)
    if ImageStat.Stat(gray).mean[0] < _DARK_MEAN:
        gray = ImageOps.invert(gray)
    upscale = min(2.0, limits.max_ocr_side / max(gray.size))
    if gray.width < _UPSCALE_BELOW_WIDTH and upscale > 1:
        # Small text needs both the upscale and the sharpening; on full-size screenshots the
        # unsharp mask changed nothing measurable and cost ~30 ms, so it is skipped there.
        gray = _resize(gray, upscale).filter(ImageFilter.UnsharpMask(radius=2, percent=150, threshold=3))
    return gray


def to_png(image: Image.Image) -> bytes:
    """Encode for the OCR port; the lowest compression level because the bytes only cross a pipe."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


# EXIF orientation -> the turn that shows the image upright (the table ImageOps.exif_transpose uses).
_TURNS = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
_ORIENTATION = 0x0112


def _turn(image: Image.Image) -> Image.Transpose | None:
    """The turn that shows the image upright, from the EXIF rotation phone photos of a screen carry;
    best effort, since EXIF is untrusted.

    Only the orientation tag is read: ``ImageOps.exif_transpose`` also writes every other tag into
    the turned copy, in Python, and a PNG's or WebP's EXIF has no size limit (a JPEG's is 64 kB),
    so a 10x10 PNG with 8 MB of EXIF held a screenshot place for 30 s.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "Corrupt EXIF data": the rotation is then simply unknown
            orientation = image.getexif().get(_ORIENTATION)
    except Exception:  # any parser error in metadata only costs the rotation, never the check
        return None
    return _TURNS.get(orientation) if isinstance(orientation, int) else None


def _gray(image: Image.Image) -> Image.Image:
    """Luminance on white, at one byte a pixel: transparent pixels (often stored black) must not
    read as ink. The luminance and the alpha are taken apart and composited in gray (luminance is
    linear in R, G, B, so this is the gray of the image put on white), never as a second RGBA copy."""
    if image.mode in ("RGBA", "LA"):
        luminance, alpha = image.convert("L"), image.getchannel("A")
    elif image.mode == "PA" or (image.mode == "P" and "transparency" in image.info):
        luminance, alpha = image.convert("LA").split()
    elif image.mode.startswith("I;16") or image.mode == "I":  # 16-bit PNGs: "L" would clip them to white
        return image.convert("I").point(_SIXTEEN_TO_EIGHT_BITS, "L")
    else:
        return image.convert("L")
    return Image.composite(luminance, Image.new("L", image.size, 255), alpha)


_SIXTEEN_TO_EIGHT_BITS = [min(255, v >> 8) for v in range(65536)]


def _resize(image: Image.Image, factor: float) -> Image.Image:
    size = (max(1, round(image.width * factor)), max(1, round(image.height * factor)))
    return image.resize(size, Image.Resampling.LANCZOS)


def _encoded_length(n_bytes: int) -> int:
    return 4 * ((n_bytes + 2) // 3)


def _too_many_bytes(limits: Limits) -> str:
    return f"The image is larger than {limits.max_image_bytes // (1024 * 1024)} MB; send a smaller screenshot."


def _too_many_pixels(limits: Limits) -> str:
    return (
        f"The image has more than {limits.max_image_pixels // 1_000_000} million pixels; "
        "send a screenshot or crop it around the message."
    )
