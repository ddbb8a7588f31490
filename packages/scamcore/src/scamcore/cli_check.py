"""``scamcheck check``: a message, a link or a screenshot, human-readable or as the API's JSON.

Exit codes: 0 a result was printed (whatever its level), 2 the input was refused (the error code
is printed), 3 OCR is not available on this machine.
"""

from __future__ import annotations

import argparse
import base64
import sys
from pathlib import Path
from typing import Any

from .engine import check
from .errors import InputError, OcrUnavailable
from .models import CheckRequest, CheckResult

__all__ = ["data_url_for", "register", "render"]

_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)


def register(sub: Any) -> None:
    p: argparse.ArgumentParser = sub.add_parser(
        "check",
        help="check a message, link or screenshot",
        description="Check a message (argument or - for stdin), a link (--url) or a screenshot (--image).",
    )
    p.add_argument("text", nargs="?", help="message text, or - to read it from standard input")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--url", help="check a link or bare domain")
    what.add_argument("--image", type=Path, metavar="PATH", help="check a screenshot (PNG, JPEG, WebP or GIF)")
    p.add_argument("--json", action="store_true", help="print the CheckResult exactly as the API returns it")
    p.set_defaults(func=_run)


def data_url_for(raw: bytes) -> str:
    """A data: URL for image bytes; the media type comes from the file's magic bytes, not its name."""
    media = "application/octet-stream"
    if raw[:4] == b"RIFF" and raw[8:12] == b"WEBP":
        media = "image/webp"
    for magic, kind in _MAGIC:
        if raw.startswith(magic):
            media = kind
    return f"data:{media};base64,{base64.b64encode(raw).decode('ascii')}"


def _request(args: argparse.Namespace) -> CheckRequest:
    if args.url is not None:
        return CheckRequest(kind="url", url=args.url)
    if args.image is not None:
        return CheckRequest(kind="image", image=data_url_for(args.image.read_bytes()))
    text = sys.stdin.read() if args.text in (None, "-") else args.text
    return CheckRequest(kind="text", text=text)


def _run(args: argparse.Namespace) -> int:
    try:
        result = check(_request(args))
    except InputError as exc:
        print(f"scamcheck: {exc.code}: {exc.message}", file=sys.stderr)
        return 2
    except OcrUnavailable as exc:
        print(f"scamcheck: {exc.code}: {exc.message}", file=sys.stderr)
        return 3
    except OSError as exc:
        print(f"scamcheck: cannot read the image: {exc.strerror}", file=sys.stderr)
        return 2
    print(result.model_dump_json(by_alias=True, indent=2) if args.json else render(result))
    return 0


def render(result: CheckResult) -> str:
    """The result as a person reads it in a terminal."""
    lines = [
        f"{result.level.label} — score {result.score}/100 — {result.category.label}",
        result.level.headline,
        "",
        result.summary,
    ]
    if result.flags:
        lines += ["", "Signs found:"]
        lines += [f"  {f.weight:+5.0f}  {f.label}" + (f"  “{f.evidence}”" if f.evidence else "") for f in result.flags]
    if result.urls:
        lines += ["", "Links:"]
        for u in result.urls:
            extra = f", imitates {u.imitates}" if u.imitates else (", a brand's own domain" if u.official else "")
            lines.append(f"  {u.score:3d}/100 {u.level:10} {u.url}{extra}")
    if result.extracted_text:
        lines += ["", "Text read from the image:", *("  " + s for s in result.extracted_text.splitlines() if s)]
    lines += ["", "What to do:", *(f"  - {a}" for a in result.advice)]
    lines += ["", *(f"{link.label}: {link.href}" for link in result.links), "", result.disclaimer]
    return "\n".join(lines)
