"""Decoding and checking untrusted screenshots (images.py): every refusal, every limit at its boundary."""

from __future__ import annotations

import base64
import io
import struct
import sys
import zlib
from pathlib import Path

import pytest
from PIL import GifImagePlugin, Image, ImageDraw, ImageOps, ImageStat

from scamcore.errors import ImageTooLarge, ImageUnreadable
from scamcore.images import check_jpeg_scans, decode_data_url, open_image, preprocess, to_png
from scamcore.limits import LIMITS, Limits

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fixtures"))
from make_screens import data_url, encode


def png_header(width: int, height: int) -> bytes:
    """A PNG that declares a size and holds no pixels: what a decompression bomb looks like to open()."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grayscale
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b"")


def solid(size: tuple[int, int], colour: int | tuple[int, ...] = 255, mode: str = "L") -> Image.Image:
    return Image.new(mode, size, colour)


# --- data: URLs -------------------------------------------------------------------------------------------------

PNG = encode(solid((8, 8)))


@pytest.mark.parametrize(
    ("media_type", "fmt"),
    [("image/png", "PNG"), ("image/jpeg", "JPEG"), ("image/jpg", "JPEG"), ("image/webp", "WEBP"), ("image/gif", "GIF")],
)
def test_each_accepted_type_decodes_and_opens(media_type: str, fmt: str) -> None:
    raw = encode(solid((20, 10), (200, 30, 30), "RGB"), fmt)
    image = open_image(decode_data_url(data_url(raw, media_type)))
    assert image.size == (20, 10)
    assert image.format == fmt


def test_media_type_parameters_case_and_line_breaks_are_accepted() -> None:
    encoded = base64.encodebytes(PNG).decode()  # MIME style: a line break every 76 characters
    assert decode_data_url(f"  DATA:Image/PNG;name=shot.png;base64,{encoded}") == PNG


@pytest.mark.parametrize(
    "url",
    [
        pytest.param("iVBORw0KGgo=", id="no-data-scheme"),
        pytest.param("data:image/png,iVBORw0KGgo=", id="not-base64"),
        pytest.param("data:image/png;base64", id="no-comma"),
        pytest.param("data:image/png;base64,iVBOR*w0KGgo=", id="bad-character"),
        pytest.param("data:image/png;base64,iVBORw0KGgo", id="bad-padding"),
        pytest.param("data:image/png;base64,", id="empty"),
        pytest.param("https://example.com/shot.png", id="a-link-not-an-image"),
    ],
)
def test_malformed_data_urls_are_unreadable(url: str) -> None:
    with pytest.raises(ImageUnreadable) as caught:
        decode_data_url(url)
    assert caught.value.code == "image_unreadable"


@pytest.mark.parametrize(
    "media_type", ["image/svg+xml", "image/bmp", "image/tiff", "text/plain", "application/pdf", ""]
)
def test_unsupported_types_are_refused_by_name(media_type: str) -> None:
    with pytest.raises(ImageUnreadable, match="Unsupported image type"):
        decode_data_url(data_url(PNG, media_type))


def test_error_messages_never_echo_the_input() -> None:
    secret = base64.b64encode(b"my password is hunter2").decode()
    for url in (f"data:text/plain;base64,{secret}", f"data:image/png;base64,{secret}"):
        with pytest.raises(ImageUnreadable) as caught:
            open_image(decode_data_url(url))
        assert secret not in caught.value.message and "hunter2" not in caught.value.message


# --- what the bytes really are ------------------------------------------------------------------------------------


def test_bytes_that_are_not_an_image_are_unreadable() -> None:
    with pytest.raises(ImageUnreadable):
        open_image(b"<html><body>not a picture</body></html>")


def test_a_bmp_labelled_png_is_refused_because_only_four_decoders_are_allowed() -> None:
    with pytest.raises(ImageUnreadable):
        open_image(decode_data_url(data_url(encode(solid((8, 8)), "BMP"), "image/png")))


def test_a_jpeg_labelled_png_is_read_as_the_jpeg_it_is() -> None:
    """Share sheets mislabel screenshots; the decoder follows the bytes, within the allowed four."""
    assert open_image(decode_data_url(data_url(encode(solid((8, 8)), "JPEG"), "image/png"))).format == "JPEG"


@pytest.mark.parametrize("fmt", ["PNG", "JPEG", "GIF", "WEBP"])
def test_truncated_files_are_unreadable(fmt: str) -> None:
    noisy = Image.effect_noise((300, 300), 80).convert("RGB")  # noise: the file is big enough to cut
    raw = encode(noisy, fmt)
    with pytest.raises(ImageUnreadable) as caught:
        open_image(raw[: len(raw) // 2])
    assert caught.value.code == "image_unreadable"


# --- limits, each at its boundary ---------------------------------------------------------------------------------


def test_decoded_bytes_at_the_limit_pass_and_one_more_is_refused() -> None:
    at_limit = b"\0" * LIMITS.max_image_bytes
    assert len(decode_data_url(data_url(at_limit))) == LIMITS.max_image_bytes
    with pytest.raises(ImageTooLarge) as caught:
        decode_data_url(data_url(at_limit + b"\0"))
    assert caught.value.code == "image_too_large"


def test_a_huge_string_is_refused_on_its_length_before_it_is_parsed() -> None:
    huge = "x" * (LIMITS.max_image_bytes * 2)  # not even a data: URL: parsing it would say image_unreadable
    with pytest.raises(ImageTooLarge):
        decode_data_url(huge)


@pytest.mark.parametrize(
    ("size", "refused"),
    [
        pytest.param((LIMITS.max_image_side, 1), False, id="width-at-limit"),
        pytest.param((LIMITS.max_image_side + 1, 1), True, id="width-one-over"),
        pytest.param((1, LIMITS.max_image_side), False, id="height-at-limit"),
        pytest.param((1, LIMITS.max_image_side + 1), True, id="height-one-over"),
        pytest.param((4_000, LIMITS.max_image_pixels // 4_000), False, id="pixels-at-limit"),
        pytest.param((4_000, LIMITS.max_image_pixels // 4_000 + 1), True, id="pixels-one-row-over"),
    ],
)
def test_default_size_limits_are_checked_on_the_header(size: tuple[int, int], refused: bool) -> None:
    """The header-only PNG has no pixel data, so reaching load() shows up as ImageUnreadable."""
    expected = ImageTooLarge if refused else ImageUnreadable
    with pytest.raises(expected):
        open_image(png_header(*size))


def test_real_images_at_small_custom_limits() -> None:
    limits = Limits(max_image_side=64, max_image_pixels=64 * 32)
    assert open_image(encode(solid((64, 32))), limits).size == (64, 32)
    with pytest.raises(ImageTooLarge):
        open_image(encode(solid((65, 1))), limits)
    with pytest.raises(ImageTooLarge):
        open_image(encode(solid((64, 33))), limits)
    assert open_image(encode(solid((32, 64))), limits).size == (32, 64)


@pytest.mark.parametrize(
    "size",
    [
        pytest.param((9_500, 9_500), id="over-pillow-warning-limit"),
        pytest.param((100_000, 100_000), id="over-pillow-error-limit"),
        pytest.param((0xFFFF_FFF, 0xFFFF_FFF), id="absurd"),
    ],
)
def test_decompression_bombs_are_too_large_and_no_warning_escapes(
    size: tuple[int, int], recwarn: pytest.WarningsRecorder
) -> None:
    with pytest.raises(ImageTooLarge) as caught:
        open_image(png_header(*size))
    assert caught.value.code == "image_too_large"
    assert not [w for w in recwarn if issubclass(w.category, Image.DecompressionBombWarning)]


def test_a_zero_sized_header_is_unreadable() -> None:
    with pytest.raises(ImageUnreadable):
        open_image(png_header(0, 10))


# --- JPEG scans: one pass over the image each ----------------------------------------------------------------------


def progressive_jpeg(size: tuple[int, int] = (640, 480)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (250, 250, 250)).save(buffer, "JPEG", progressive=True)
    return buffer.getvalue()


def with_last_scan_repeated(jpeg: bytes, times: int) -> bytes:
    """The attack: the last scan (its 0xFFDA header and entropy-coded data, up to the end-of-image
    marker) written ``times`` more times. libjpeg decodes each copy over the whole image."""
    start = jpeg.rindex(b"\xff\xda")
    end = jpeg.rindex(b"\xff\xd9")
    return jpeg[:end] + jpeg[start:end] * times + jpeg[end:]


def test_an_ordinary_progressive_jpeg_opens() -> None:
    jpeg = progressive_jpeg()
    assert 5 <= jpeg.count(b"\xff\xda") <= 12  # libjpeg's progressive script
    assert open_image(jpeg).size == (640, 480)


def test_a_jpeg_with_a_scan_repeated_thousands_of_times_is_refused_before_decoding(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bomb = with_last_scan_repeated(progressive_jpeg((4000, 4000)), 5_000)
    monkeypatch.setattr(Image.Image, "load", lambda self: pytest.fail("decoded"))
    with pytest.raises(ImageUnreadable, match="scans"):
        open_image(bomb)


def test_the_scan_limit_is_inclusive() -> None:
    jpeg = progressive_jpeg()
    scans = jpeg.count(b"\xff\xda")
    at_limit = with_last_scan_repeated(jpeg, 100 - scans)
    open_image(at_limit)  # a repeated refinement scan is only a warning to libjpeg
    with pytest.raises(ImageUnreadable, match="scans"):
        open_image(with_last_scan_repeated(jpeg, 101 - scans))
    with pytest.raises(ImageUnreadable, match="scans"):
        open_image(jpeg, Limits(max_jpeg_scans=scans - 1))


def test_scan_markers_inside_metadata_or_after_the_end_are_not_counted() -> None:
    """An EXIF thumbnail is a whole JPEG inside an APP1 segment; bytes after the end are never decoded."""
    jpeg = progressive_jpeg()
    thumbnail = b"Exif\x00\x00" + b"\xff\xda\x00\x08" * 2_000
    app1 = b"\xff\xe1" + struct.pack(">H", len(thumbnail) + 2) + thumbnail
    assert open_image(jpeg[:2] + app1 + jpeg[2:] + b"\xff\xda\x00\x08" * 500).size == (640, 480)


def test_a_jpeg_of_millions_of_empty_segments_is_refused_before_pillow_reads_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Pillow walks a JPEG's header segments in Python: 2 million comments took it 3 s."""
    jpeg = progressive_jpeg()
    monkeypatch.setattr(Image, "open", lambda *args, **kwargs: pytest.fail("opened"))
    with pytest.raises(ImageUnreadable, match="segments"):
        open_image(jpeg[:2] + b"\xff\xfe\x00\x02" * 2_000_000 + jpeg[2:])
    with pytest.raises(ImageUnreadable, match="segments"):
        check_jpeg_scans(b"\xff\xd8" + b"\xff\xfe\x00\x02" * 20_000)


# --- animations ---------------------------------------------------------------------------------------------------


def test_an_animated_gif_gives_its_first_frame_without_visiting_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    frames = [solid((16, 16), (i % 256, 0, 0), "RGB") for i in range(1, 400)]
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=10)
    visited: list[int] = []
    original = GifImagePlugin.GifImageFile._seek

    def spy(self: GifImagePlugin.GifImageFile, frame: int, update_image: bool = True) -> None:
        visited.append(frame)
        original(self, frame, update_image)

    monkeypatch.setattr(GifImagePlugin.GifImageFile, "_seek", spy)
    image = open_image(buffer.getvalue())
    assert image.convert("RGB").getpixel((0, 0)) == (1, 0, 0)
    assert set(visited) == {0}


# --- preprocessing ------------------------------------------------------------------------------------------------


def mean(image: Image.Image) -> float:
    return float(ImageStat.Stat(image).mean[0])


def test_dark_mode_is_inverted_to_dark_text_on_light() -> None:
    dark = solid((900, 100), 20)
    ImageDraw.Draw(dark).text((10, 10), "dark mode", fill=240)
    out = preprocess(dark)
    assert out.mode == "L"
    assert mean(out) > 200
    assert out.getpixel((0, 0)) == 235


def test_light_images_are_not_inverted() -> None:
    assert preprocess(solid((900, 100), 250)).getpixel((0, 0)) == 250


def test_small_images_are_upscaled_twice() -> None:
    assert preprocess(solid((400, 900))).size == (800, 1800)


def test_upscaling_stops_at_the_ocr_side_limit() -> None:
    assert preprocess(solid((720, 1600))).size == (1080, 2400)


def test_a_phone_screenshot_at_the_ocr_side_limit_keeps_its_size() -> None:
    assert preprocess(solid((1080, LIMITS.max_ocr_side))).size == (1080, LIMITS.max_ocr_side)


def test_huge_images_are_scaled_down_to_the_ocr_side_limit() -> None:
    assert preprocess(solid((2000, 4000))).size == (1200, LIMITS.max_ocr_side)


def test_transparent_pixels_become_white_not_black() -> None:
    rgba = solid((900, 100), (0, 0, 0, 0), "RGBA")  # transparent black, as most encoders store it
    ImageDraw.Draw(rgba).text((10, 10), "text", fill=(0, 0, 0, 255))
    assert preprocess(rgba).getpixel((0, 0)) == 255


@pytest.mark.parametrize("mode", ["RGBA", "LA", "PA", "P"])
def test_transparency_of_every_kind_becomes_white_and_ink_stays_dark(mode: str) -> None:
    """Graying and compositing apart (attack23: the RGBA copies cost 308 MB at 16 million pixels)
    must keep what the RGBA composite gave: white where transparent, dark where there is ink."""
    if mode in ("P", "PA"):  # a palette whose entries 0 and 1 are both black, 0 transparent
        image = Image.new(mode, (900, 100), 0 if mode == "P" else (0, 0))
        image.putpalette([0, 0, 0] * 2)
        if mode == "P":
            image.info["transparency"] = 0
        ImageDraw.Draw(image).rectangle((10, 10, 60, 60), fill=1 if mode == "P" else (1, 255))
    else:  # transparent black, as most encoders store it, and black ink
        image = solid((900, 100), (0, 0, 0, 0), "RGBA")
        ImageDraw.Draw(image).rectangle((10, 10, 60, 60), fill=(0, 0, 0, 255))
        image = image.convert(mode)
    gray = preprocess(image)
    assert gray.getpixel((0, 0)) == 255
    assert gray.getpixel((30, 30)) < 60


def test_a_large_transparent_webp_is_refused_from_its_header() -> None:
    """libwebp holds ~16 bytes a pixel for a WebP with transparency: 676 bytes cost 257 MB."""
    blank = Image.new("RGBA", (2500, 2000), (0, 0, 0, 0))
    with pytest.raises(ImageTooLarge, match="WebP image with transparency"):
        open_image(encode(blank, "WEBP", lossless=True))
    opaque = Image.new("RGB", (2500, 2000), (255, 255, 255))
    assert open_image(encode(opaque, "WEBP", lossless=True)).size == (2500, 2000)
    assert open_image(encode(blank.resize((2000, 2000)), "WEBP", lossless=True)).mode == "RGBA"


def test_a_rotated_transparent_image_is_turned_after_it_is_scaled_down() -> None:
    rgba = solid((4000, 1000), (0, 0, 0, 0), "RGBA")
    exif = Image.Exif()
    exif[0x0112] = 6
    gray = preprocess(open_image(encode(rgba, "PNG", exif=exif.tobytes())))
    assert gray.size == (600, LIMITS.max_ocr_side) and gray.getpixel((0, 0)) == 255


def test_sixteen_bit_images_are_scaled_not_clipped() -> None:
    raw = encode(solid((900, 10), 30_000, "I;16"))
    assert preprocess(open_image(raw)).getpixel((0, 0)) == 117  # 30000 / 256; clipping would give 255


def test_exif_rotation_is_applied() -> None:
    photo = solid((1000, 800), (255, 255, 255), "RGB")
    exif = Image.Exif()
    exif[0x0112] = 6  # orientation: rotate 90 degrees clockwise to view
    raw = encode(photo, "JPEG", exif=exif.tobytes())
    assert preprocess(open_image(raw)).size == (800, 1000)


def test_corrupt_exif_neither_warns_nor_fails(recwarn: pytest.WarningsRecorder) -> None:
    # a TIFF block whose first directory claims five entries and holds one: Pillow warns "Corrupt EXIF data"
    tiff = b"MM\x00*" + struct.pack(">IH", 8, 5) + struct.pack(">HHII", 0x0112, 3, 1, 6 << 16)
    raw = encode(solid((1000, 800), (255, 255, 255), "RGB"), "JPEG", exif=b"Exif\x00\x00" + tiff)
    assert preprocess(open_image(raw)).size in {(1000, 800), (800, 1000)}  # the one entry present may rotate it
    assert len(recwarn) == 0


def test_to_png_gives_png_bytes_that_round_trip() -> None:
    image = preprocess(solid((900, 50), 128))
    raw = to_png(image)
    assert raw.startswith(b"\x89PNG\r\n\x1a\n")
    assert Image.open(io.BytesIO(raw)).size == image.size


def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")


def test_a_png_with_megabytes_of_exif_is_turned_by_its_orientation_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    # exif_transpose wrote every tag into the turned copy in Python: 8 MB took 15 s and held a place
    monkeypatch.setattr(ImageOps, "exif_transpose", None)  # a call would fail: the tags are not rewritten
    tiff = b"MM\x00\x2a\x00\x00\x00\x08" + (2).to_bytes(2, "big")
    tiff += struct.pack(">HHII", 0x0112, 3, 1, 6 << 16) + struct.pack(">HHII", 0xC000, 5, 500_000, 34) + b"\0" * 4
    raw = encode(solid((40, 10), (255, 255, 255), "RGB"), "PNG")
    raw = raw[:33] + _png_chunk(b"eXIf", tiff + b"\x00\x00\x00\x01" * 1_000_000) + raw[33:]
    turned = preprocess(open_image(raw))
    assert turned.height > turned.width  # orientation 6 still turns it upright


@pytest.mark.parametrize(
    ("extra", "refused"),
    [
        (_png_chunk(b"tEXt", b"k\x00v") * 3, False),
        (_png_chunk(b"prVt", b"") * 10_001, True),  # more pieces than a picture has
        (_png_chunk(b"iCCP", b"p\x00\x00" + zlib.compress(b"\0" * 1000)) * 2, True),  # the format allows one
    ],
    ids=["a few", "too many", "two profiles"],
)
def test_a_png_is_refused_for_its_chunks_before_decoding(extra: bytes, refused: bool) -> None:
    raw = encode(solid((40, 10), (255, 255, 255), "RGB"), "PNG")
    crafted = raw[:33] + extra + raw[33:]
    if refused:
        with pytest.raises(ImageUnreadable):
            open_image(crafted)
    else:
        assert open_image(crafted).size == (40, 10)


def _gif_with(extensions: bytes) -> bytes:
    """A small GIF with ``extensions`` just before its first frame."""
    raw = encode(solid((40, 10), (255, 255, 255), "RGB"), "GIF")
    frame = raw.index(b"\x21\xf9") if b"\x21\xf9" in raw else raw.index(b"\x2c")
    return raw[:frame] + extensions + raw[frame:]


@pytest.mark.parametrize(
    ("extensions", "refused"),
    [
        (b"\x21\xfe\x05hello\x00" * 3, False),  # a few comments
        (b"\x21\xfe" + b"\x01a" * 20_000 + b"\x00", True),  # one comment of one-byte sub-blocks
        (b"\x21\xfe\x00" * 10_001, True),  # more empty comments than a picture has
        (b"\x00" + b"\x21\xfe\x00" * 10_001, True),  # the same behind a stray byte Pillow skips
        (b"\x00" * 20_000, True),  # stray bytes alone, skipped one at a time
    ],
    ids=["a few", "tiny sub-blocks", "many comments", "after a stray byte", "stray bytes"],
)
def test_a_gif_is_refused_for_its_blocks_before_decoding(extensions: bytes, refused: bool) -> None:
    # Pillow walked them in Python: 8 MB of them held a screenshot place for about 2 s
    crafted = _gif_with(extensions)
    if refused:
        with pytest.raises(ImageUnreadable):
            open_image(crafted)
    else:
        assert open_image(crafted).size == (40, 10)
