"""Errors scamcore raises, each with a stable ``code`` that adapters put on the wire.

    ScamcoreError
     └── InputError(ValueError)            bad input: the caller can fix it
          ├── MissingField                 missing_field
          ├── UnknownKind                  unknown_kind
          ├── TextTooLong                  text_too_long
          ├── UrlTooLong                   url_too_long
          ├── SenderTooLong                sender_too_long
          ├── ImageTooLarge                image_too_large
          └── ImageUnreadable              image_unreadable
     └── OcrUnavailable(RuntimeError)      ocr_unavailable: the operator must install tesseract

Each adapter maps every InputError to its protocol's invalid-input error and OcrUnavailable to
its server-side one (the mapping is in each adapter and in docs/api.md, not here). Messages say
how to fix the problem and never echo the input.
"""

from __future__ import annotations

__all__ = [
    "ImageTooLarge",
    "ImageUnreadable",
    "InputError",
    "InvalidRequest",
    "MissingField",
    "OcrUnavailable",
    "ScamcoreError",
    "SenderTooLong",
    "TextTooLong",
    "UnknownKind",
    "UrlTooLong",
]


class ScamcoreError(Exception):
    code = "internal"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InputError(ScamcoreError, ValueError):
    code = "invalid_request"


class InvalidRequest(InputError):
    code = "invalid_request"


class MissingField(InputError):
    code = "missing_field"


class UnknownKind(InputError):
    code = "unknown_kind"


class TextTooLong(InputError):
    code = "text_too_long"


class UrlTooLong(InputError):
    code = "url_too_long"


class SenderTooLong(InputError):
    code = "sender_too_long"


class ImageTooLarge(InputError):
    code = "image_too_large"


class ImageUnreadable(InputError):
    code = "image_unreadable"


class OcrUnavailable(ScamcoreError, RuntimeError):
    code = "ocr_unavailable"
