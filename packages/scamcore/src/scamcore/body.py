"""A request body's size and shape, judged from its raw bytes before any parser builds anything.

Every adapter reads a JSON body of up to ~11 MB (a screenshot). Parsing 10 MB of ``[1,1,...]``
or of an object with a million keys takes seconds on the event loop, while every other client
waits, and all of it before the quota is taken. A check needs one large thing at most: the image,
a ``data:`` URL or, where a protocol's image part carries it so, bare base64: one quoted run with a
handful of structural characters (``data:image/png;base64,`` has two). So a body larger than any
check without an image must have one such run, what is around it is held to the plain size, and
the structure is counted outside it: a few milliseconds whatever arrives. Every adapter shares
these rules so a body one accepts the others accept too; the encoding is one of them: JSON that is
not UTF-8 is refused here, from its first bytes, since ``json.loads(bytes)`` and an SDK's parser
would quietly read UTF-16 and UTF-32.
"""

from __future__ import annotations

from collections.abc import AsyncIterable

from .limits import LIMITS

__all__ = ["MAX_PLAIN_BODY", "MAX_STRUCTURE", "BodyRefused", "check_shape", "read_bounded"]

_ESCAPED = 12
"""Bytes a character may take in JSON: a non-BMP one escaped as a surrogate pair (\\ud83d\\ude00)."""
MAX_PLAIN_BODY = _ESCAPED * (LIMITS.max_text_chars + LIMITS.max_url_chars + LIMITS.max_sender_chars) + 16_384
"""The largest body a check without a screenshot can need (~650 kB): only an image may be larger."""
MAX_STRUCTURE = 65_536
"""``{ [ : ,`` outside the image: a request has a few dozen, and even a text made of commas stops
at 50,000; a million-element array is refused before it costs seconds to build."""
_RUN_HEADER = 64
"""Bytes at the start of the long run that may hold ``{ [ : ,``: a data: URL's header has a
colon and a comma (``data:image/png;base64,``); base64 itself has none."""
_STRUCTURE = (b",", b":", b"[", b"{")
_MAX_QUOTES = 2 * MAX_STRUCTURE
"""A text of 50,000 escaped quotes plus a link's and a sender's still fits; a million keys do not."""
_NOT_UTF8 = "The body must be JSON encoded as UTF-8 (this looks like UTF-16 or UTF-32)."


class BodyRefused(Exception):
    """The body is refused before parsing; ``code`` is ``body_too_large``, ``invalid_request`` or
    ``invalid_json`` (not UTF-8): the stable codes every adapter answers with."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


async def read_bounded(chunks: AsyncIterable[bytes], limit: int, declared: str | None) -> bytes:
    """Read at most ``limit`` bytes, refusing on the declared length before reading, else as soon
    as the received size passes it (a chunked body declares nothing)."""
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise _too_large(limit)
    parts: list[bytes] = []
    size = 0
    async for chunk in chunks:
        size += len(chunk)
        if size > limit:
            raise _too_large(limit)
        parts.append(chunk)
    return b"".join(parts)


def _too_large(limit: int) -> BodyRefused:
    return BodyRefused("body_too_large", f"The request body is larger than {limit} bytes.")


def check_shape(body: bytes, image_prefix: bytes = b"") -> None:
    """Raise BodyRefused when ``body`` cannot be a check of plausible shape (see the module).

    ``image_prefix`` is how the one large run must start where the protocol says so (``data:``
    where the image is a data: URL only); where bare base64 is an image too, any quoted run may be.
    """
    if _not_utf8(body):
        raise BodyRefused("invalid_json", _NOT_UTF8)
    rest = body
    if len(body) > MAX_PLAIN_BODY:
        start, end = _longest_run(body, image_prefix)
        if len(body) - (end - start) > MAX_PLAIN_BODY or _structured(body, start + _RUN_HEADER, end):
            raise _not_one_image()
        rest = body[:start] + body[end:]
    if sum(rest.count(c) for c in _STRUCTURE) > MAX_STRUCTURE:
        raise BodyRefused("invalid_request", "The body has far more JSON structure than any request needs.")


def _not_utf8(body: bytes) -> bool:
    """JSON's own encoding sniff (RFC 4627 section 3): a NUL in the first two bytes, or a UTF-16
    byte order mark, is UTF-16 or UTF-32. A UTF-8 JSON text can start with neither."""
    head = body[:2]
    return len(head) == 2 and (0 in head or head in (b"\xff\xfe", b"\xfe\xff"))


def _structured(body: bytes, start: int, end: int) -> bool:
    """Whether ``{ [ : ,`` occurs in body[start:end]; ``find`` is memchr-fast where ``count`` is not."""
    return any(body.find(c, start, end) >= 0 for c in _STRUCTURE)


def _longest_run(body: bytes, prefix: bytes) -> tuple[int, int]:
    """Where the longest quote-free run starting with ``prefix`` is, (0, 0) if none; a body with
    more quotes than any request is refused."""
    best = (0, 0)
    start = 0
    for _ in range(_MAX_QUOTES):
        end = body.find(b'"', start)
        end = len(body) if end < 0 else end
        if end - start > best[1] - best[0] and body.startswith(prefix, start):
            best = (start, end)
        if end == len(body):
            return best
        start = end + 1
    raise _not_one_image()  # a million keys: what makes the body large is not one image


def _not_one_image() -> BodyRefused:
    message = f"Only one image (a data: URL or base64 string) may make a body larger than {MAX_PLAIN_BODY} bytes."
    return BodyRefused("body_too_large", message)
