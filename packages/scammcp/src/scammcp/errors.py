"""Refusals and bad input as MCP tool errors the model can act on.

Per the spec (SEP-1303), input the model can correct is a tool execution error (``isError``),
not a JSON-RPC error, so the model reads it and retries. Each text starts with the stable code
the REST API uses, says what happened and what to do; none echoes the input.
"""

from __future__ import annotations

from mcp_types import CallToolResult, TextContent

from scamcore.errors import ScamcoreError
from scamservice import ServiceError

__all__ = ["error_result", "refusal_result"]

_KEY_HELP = (
    "The user can ask the operator of this service for an API key and add it to the MCP client "
    "configuration as the HTTP header 'X-Api-Key: <key>' (or 'Authorization: Bearer <key>')."
)


def error_result(code: str, text: str) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=f"Error ({code}): {text}")],
        is_error=True,
        _meta={"scamcheck/error": {"code": code}},
    )


def refusal_result(exc: ServiceError | ScamcoreError) -> CallToolResult:
    if isinstance(exc, ScamcoreError):
        if exc.code == "ocr_unavailable":
            return error_result(
                exc.code,
                "This server cannot read screenshots right now (no OCR engine). Ask the user to paste the "
                "message text and use check_message, or the link and use check_link.",
            )
        return error_result(exc.code, f"{exc.message} Fix the argument and call the tool again.")
    if exc.status == 429 and exc.quota is None:  # not the quota: one screenshot of this caller's at a time
        return error_result(exc.code, f"{exc.message} Do not send it again in a loop.")
    if exc.status == 429:
        wait = f"Try again in {exc.quota.reset_seconds} seconds" if exc.quota else "Try again in a minute"
        if exc.quota is not None and exc.quota.policy == "key":
            return error_result(
                exc.code,
                f"This API key's quota is used up for now. {wait}; do not retry in a loop. Tell the user, who "
                "can ask the operator for a higher limit.",
            )
        return error_result(
            exc.code,
            f"The free checks for this address are used up for now. {wait}; do not retry in a loop. "
            f"For a higher limit and AI review: {_KEY_HELP}",
        )
    if exc.status in (401, 403):
        return error_result(
            exc.code,
            f"{exc.message} The check was refused because of the API key. If a key is configured, ask the user "
            "to check it (it may be mistyped, expired or revoked) or remove the header to use the free "
            f"anonymous checks. {_KEY_HELP}",
        )
    if exc.status >= 500:
        return error_result(exc.code, f"{exc.message} The service is temporarily unavailable; try again later.")
    return error_result(exc.code, exc.message)
