"""Every error leaves as ``{"ok": false, "error": {"code", "message"}}`` with one status per code.

The table is the single source for docs/api.md ("Error codes") and the OpenAPI responses.
"""

from __future__ import annotations

from collections.abc import Mapping

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from scamcore.models import Error, ErrorBody
from scamservice import INVALID_HOST_MESSAGE

__all__ = ["ERROR_CODES", "ApiError", "error_bytes", "error_response", "http_exception_handler"]

ERROR_CODES: dict[str, tuple[int, str]] = {
    "invalid_json": (400, "The body is not valid JSON, or not UTF-8."),
    "invalid_http": (400, "The request is not valid HTTP/1.1 (answered by the server before any endpoint)."),
    "invalid_request": (400, "The JSON is not a CheckRequest object, or a field has the wrong type."),
    "missing_field": (400, "`kind`, or the field named by `kind`, is missing or empty."),
    "unknown_kind": (400, "`kind` is not one of text, url, image."),
    "text_too_long": (400, "`text` is longer than the limit."),
    "url_too_long": (400, "`url` is longer than the limit."),
    "sender_too_long": (400, "`sender` is longer than the limit."),
    "image_too_large": (400, "The image is larger than the limit."),
    "image_unreadable": (400, "The image is not a data: URL of a PNG, JPEG, WebP or GIF that can be decoded."),
    "invalid_country": (400, "`country` is not two letters."),
    "human_check_required": (403, "No API key and no `human_check` token."),
    "human_check_failed": (403, "The `human_check` token is invalid, expired or already used."),
    "invalid_api_key": (403, "The key in X-Api-Key or Authorization: Bearer is unknown or revoked."),
    "cross_origin_refused": (403, "A browser sent the request from another site's page, not one the operator allows."),
    "not_found": (404, "No such path."),
    "method_not_allowed": (405, "The path exists but not with this method (see the Allow header)."),
    "body_too_large": (413, "The request body is larger than the limit."),
    "invalid_host": (421, INVALID_HOST_MESSAGE),
    "headers_too_large": (431, "The request line and headers are larger than the limit."),
    "rate_limited": (429, "Quota exhausted; retry after Retry-After seconds."),
    "internal_error": (500, "A bug on our side; it is logged without your input."),
    "ocr_unavailable": (503, "Screenshots can't be read on this server (OCR is not installed)."),
    "server_busy": (503, "This worker is answering as many requests as it may at once; retry shortly."),
    "store_unavailable": (503, "The server's store (SQLite or Redis) can't be used for a moment; retry shortly."),
    "quota_unavailable": (503, "Anonymous use while the shared quota store is unreachable; retry after Retry-After."),
}


class ApiError(Exception):
    def __init__(self, code: str, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status if status is not None else ERROR_CODES[code][0]


def error_response(code: str, message: str, status: int, headers: Mapping[str, str] | None = None) -> Response:
    body = Error(error=ErrorBody(code=code, message=message)).model_dump(mode="json")
    return JSONResponse(body, status_code=status, headers=dict(headers or {}))


_REASONS = {
    400: b"Bad Request",
    413: b"Content Too Large",
    431: b"Request Header Fields Too Large",
    503: b"Service Unavailable",
}


def error_bytes(code: str, message: str, *, close: bool = True) -> bytes:
    """A whole HTTP/1.1 error response in the Error shape, for the server layer to write on the
    socket itself when it answers before (or instead of) the app: bad HTTP, oversized headers."""
    status = ERROR_CODES[code][0]
    body = Error(error=ErrorBody(code=code, message=message)).model_dump_json().encode()
    head = [
        b"HTTP/1.1 %d %s" % (status, _REASONS.get(status, b"Error")),
        b"content-type: application/json",
        b"content-length: %d" % len(body),
        b"cache-control: no-store",
    ]
    if close:
        head.append(b"connection: close")
    return b"\r\n".join(head) + b"\r\n\r\n" + body


_STATUS_CODES = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}


async def http_exception_handler(request: Request, exc: Exception) -> Response:
    """Starlette's own 404/405/413 as JSON errors, so every path answers in the same shape."""
    assert isinstance(exc, HTTPException)
    code = _STATUS_CODES.get(exc.status_code, "invalid_request" if exc.status_code < 500 else "internal_error")
    message = {
        "not_found": "No such path. The API is POST /api/check, GET /api/weather, GET /api/health.",
        "method_not_allowed": "This method is not allowed here; see the Allow header.",
        "body_too_large": "The request body is too large.",
    }.get(code, str(exc.detail))
    return error_response(code, message, exc.status_code, exc.headers)
