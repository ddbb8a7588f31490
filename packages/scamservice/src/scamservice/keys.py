"""Reading the API key a caller presents: one rule for REST, MCP and A2A.

Either ``X-Api-Key: <key>`` or ``Authorization: Bearer <key>`` (the spec's two alternatives). A
malformed, empty or conflicting key is refused with ``invalid_api_key``, never treated as anonymous:
a caller who meant to use a key must learn that it did not work.
"""

from __future__ import annotations

from .contract import ServiceError

__all__ = ["presented_key"]


def _refuse(message: str) -> ServiceError:
    return ServiceError("invalid_api_key", message, 403)


def presented_key(x_api_key: str | None, authorization: str | None) -> str | None:
    """The key from the two headers' values (None when neither is sent); raises ServiceError."""
    bearer = None
    if authorization is not None:
        scheme, _, value = authorization.strip().partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            raise _refuse("Authorization must be 'Bearer <key>'.")
        bearer = value.strip()
    if x_api_key is not None and bearer is not None and x_api_key.strip() != bearer:
        raise _refuse("X-Api-Key and Authorization carry different keys; send one.")
    key = x_api_key.strip() if x_api_key is not None else bearer
    if key is not None and not key:
        raise _refuse("The API key is empty.")
    return key
