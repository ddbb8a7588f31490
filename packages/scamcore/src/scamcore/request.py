"""Turning untrusted input into a CheckRequest, with one stable error code per problem.

Every adapter calls ``parse_request`` on the decoded JSON so every protocol refuses the same
inputs with the same codes. Messages never echo the input (privacy, and log safety).
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from .errors import ImageTooLarge, InvalidRequest, MissingField, SenderTooLong, TextTooLong, UnknownKind, UrlTooLong
from .limits import LIMITS
from .models import CheckRequest

__all__ = ["parse_request", "refuse_invalid_unicode", "validate_request"]

_KINDS = ("text", "url", "image")
# base64 inflates by 4/3; allow the header and a little slack.
_MAX_IMAGE_CHARS = LIMITS.max_image_bytes * 4 // 3 + 256


def refuse_invalid_unicode(*values: str | None) -> None:
    """Refuse a lone surrogate (``'caf\\udce9'``) with ``invalid_request``, as every adapter does.

    Why refuse rather than read it as U+FFFD: a result quotes its input (evidence, links, the text
    read), and a string holding a lone surrogate can't be written as UTF-8 or JSON, so it either
    broke deep in the engine or would come back changed from what was sent; and every protocol
    already refuses it with this code. Python makes such strings from undecodable bytes
    (``surrogateescape``: file names, command-line arguments), so a caller that reads bytes should
    decode them as UTF-8 first. An ASCII string is never looked at further.
    """
    for value in values:
        if value is not None and not value.isascii():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise InvalidRequest("A field contains invalid Unicode (a lone surrogate).") from None


def parse_request(payload: Any) -> CheckRequest:
    """Validate a decoded JSON value as a CheckRequest, raising an InputError with a stable code."""
    if not isinstance(payload, dict):
        raise InvalidRequest("The request body must be a JSON object with a 'kind' field.")
    kind = payload.get("kind")
    if kind is None:
        raise MissingField("The field 'kind' is required: one of text, url, image.")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise UnknownKind("The field 'kind' must be one of text, url, image.")
    for name in ("text", "url", "image", "sender", "human_check"):
        value = payload.get(name)
        if value is not None and not isinstance(value, str):
            raise InvalidRequest(f"The field '{name}' must be a string.")
    try:
        request = CheckRequest.model_validate(payload)
    except ValidationError as exc:  # pragma: no cover - the checks above catch the known shapes
        raise InvalidRequest("The request does not match the CheckRequest schema.") from exc
    validate_request(request)
    return request


def validate_request(request: CheckRequest) -> None:
    """Check the kind-specific field is present and within its size limit, and the sender too."""
    value = getattr(request, request.kind)
    if value is None or not value.strip():
        raise MissingField(f"The field '{request.kind}' is required when kind is '{request.kind}'.")
    if request.kind == "text" and len(value) > LIMITS.max_text_chars:
        raise TextTooLong(f"The text is longer than {LIMITS.max_text_chars} characters; send the part that matters.")
    if request.kind == "url" and len(value) > LIMITS.max_url_chars:
        raise UrlTooLong(f"The link is longer than {LIMITS.max_url_chars} characters.")
    if request.kind == "image" and len(value) > _MAX_IMAGE_CHARS:
        raise ImageTooLarge(
            f"The image is larger than {LIMITS.max_image_bytes // (1024 * 1024)} MB; send a smaller one."
        )
    if request.sender is not None and len(request.sender) > LIMITS.max_sender_chars:
        raise SenderTooLong(
            f"The sender is longer than {LIMITS.max_sender_chars} characters; send the number, name or address only."
        )
    refuse_invalid_unicode(value, request.sender)
