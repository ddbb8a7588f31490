"""``scamcheck check``: a message, a link or a screenshot, human-readable or as the API's JSON.

Exit codes work like a linter's, so a script or a mail filter can act on the level without parsing
the output: 0 a result below the line (``--fail-on``, ``suspicious`` by default), 1 a result at or
above it, 2 the input was refused (the error code is printed), 3 OCR is not available here.
"""

from __future__ import annotations

import argparse
import base64
import sys
from pathlib import Path
from typing import Any

from .engine import check, check_image
from .errors import InputError, InvalidRequest, OcrUnavailable
from .models import CheckRequest, CheckResult
from .scoring import BANDS

__all__ = [
    "EXIT_AT_OR_ABOVE",
    "EXIT_BAD_INPUT",
    "EXIT_BELOW",
    "EXIT_NO_OCR",
    "data_url_for",
    "exit_code",
    "register",
    "render",
]

EXIT_BELOW, EXIT_AT_OR_ABOVE, EXIT_BAD_INPUT, EXIT_NO_OCR = 0, 1, 2, 3
_LEVELS: list[str] = [band.id for band in reversed(BANDS)]
"""Level ids from lowest to highest: clear, caution, suspicious, high."""
_NEVER = "never"
_EPILOG = f"""exit status:
  {EXIT_BELOW}  the result is below the --fail-on level
  {EXIT_AT_OR_ABOVE}  the result is at or above the --fail-on level (suspicious or high by default)
  {EXIT_BAD_INPUT}  the input was refused (empty, too long, not UTF-8, not an image, unreadable file)
  {EXIT_NO_OCR}  a screenshot cannot be read: tesseract is not installed"""

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
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("text", nargs="?", help="message text, or - to read it from standard input")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--url", help="check a link or bare domain")
    what.add_argument("--image", type=Path, metavar="PATH", help="check a screenshot (PNG, JPEG, WebP or GIF)")
    p.add_argument("--json", action="store_true", help="print the CheckResult exactly as the API returns it")
    p.add_argument(
        "--fail-on",
        choices=[*_LEVELS[1:], _NEVER],
        default="suspicious",
        metavar="LEVEL",
        help=f"exit {EXIT_AT_OR_ABOVE} when the level is LEVEL or higher: {', '.join(_LEVELS[1:])} or {_NEVER} "
        "(default: suspicious)",
    )
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
    """Standard input is read as bytes and decoded as UTF-8 here, whatever the locale says, so input
    that is not UTF-8 is refused (exit 2) like an argument that is not: the engine refuses the lone
    surrogates Python makes of an argument's undecodable bytes."""
    for argument in (args.url, args.text):
        if argument is not None and not argument.isascii():
            try:
                argument.encode("utf-8")
            except UnicodeEncodeError:
                raise InvalidRequest("The argument is not UTF-8; pass the text in UTF-8.") from None
    if args.url is not None:
        return CheckRequest(kind="url", url=args.url)
    if args.text not in (None, "-"):
        return CheckRequest(kind="text", text=args.text)
    try:
        text = sys.stdin.buffer.read().decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidRequest("The input is not UTF-8; convert it first (e.g. iconv -f latin1 -t utf-8).") from None
    return CheckRequest(kind="text", text=text)


def _run(args: argparse.Namespace) -> int:
    try:
        result = check_image(args.image) if args.image is not None else check(_request(args))
    except InputError as exc:
        print(f"scamcheck: {exc.code}: {exc.message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OcrUnavailable as exc:
        print(f"scamcheck: {exc.code}: {exc.message}", file=sys.stderr)
        return EXIT_NO_OCR
    print(result.model_dump_json(by_alias=True, indent=2) if args.json else render(result))
    return exit_code(result.level.id, args.fail_on)


def exit_code(level: str, fail_on: str) -> int:
    """0 below the ``fail_on`` level, 1 at or above it; ``never`` always gives 0."""
    if fail_on == _NEVER or _LEVELS.index(level) < _LEVELS.index(fail_on):
        return EXIT_BELOW
    return EXIT_AT_OR_ABOVE


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
