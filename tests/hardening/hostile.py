"""Hostile inputs, made at test time: images with Pillow (small on disk, huge when decoded) and strings."""

from __future__ import annotations

import base64
import io

from PIL import Image


def data_url(raw: bytes, media_type: str = "image/png") -> str:
    return f"data:{media_type};base64,{base64.b64encode(raw).decode('ascii')}"


def png(img: Image.Image) -> bytes:
    out = io.BytesIO()
    img.save(out, format="PNG", compress_level=9)
    return out.getvalue()


def small_png() -> bytes:
    return png(Image.new("RGB", (64, 64), (255, 255, 255)))


def truncated_png() -> bytes:
    raw = png(Image.effect_noise((200, 200), 64).convert("RGB"))
    return raw[: len(raw) // 2]


def bomb_png() -> bytes:
    """6,000 x 6,000 one-bit pixels: a few kB on disk, 36 megapixels (over the cap) once decoded."""
    return png(Image.new("1", (6_000, 6_000), 1))


def wide_png() -> bytes:
    """30,000 pixels wide, 8 high: under the pixel cap, over the longest side."""
    return png(Image.new("L", (30_000, 8), 255))


def animated_gif(frames: int = 1_000) -> bytes:
    images = []
    for i in range(frames):  # each frame differs, so Pillow keeps every one
        frame = Image.new("L", (32, 32), 255)
        frame.putpixel((i % 32, (i // 32) % 32), 0)
        images.append(frame)
    out = io.BytesIO()
    images[0].save(out, format="GIF", save_all=True, append_images=images[1:], duration=10, loop=0)
    return out.getvalue()


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# Strings that make a naive regex backtrack: long runs of what a pattern repeats, with no end it accepts.
REGEX_WORST = (
    "a" * 20_000 + "!",
    "http://" + "a." * 8_000 + "!",
    "https://" + "a-" * 8_000,
    "@" * 20_000,
    "1" * 20_000 + "x",
    " " * 20_000 + "x",
    ("pay " * 5_000) + "!",
    "www." * 5_000,
    "x" * 5_000 + "@" + "y." * 5_000,
    "$" + "9" * 10_000 + "." + "9" * 9_000,
    "%" + "A" * 20_000,
    "\u200b" * 20_000,
    "xn--" + "a" * 19_000,
    "a@" * 10_000,
    "https://a.com/" + "/" * 20_000,
    "+" + "1 " * 10_000,
)
