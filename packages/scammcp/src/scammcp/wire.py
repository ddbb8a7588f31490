"""Every refusal on ``/mcp`` leaves as a JSON-RPC error object, in a bounded time and before any parsing.

The SDK answers some refusals in plain text (its Host, Origin and Content-Type checks, its body
limit), some with an empty body (406 on the modern path), and a batch or malformed envelope on the
legacy path with ``-32602`` and a pydantic dump quoting the input. In front of it this wrapper:

1. answers anything but POST with 405 (``Allow: POST``) itself: a GET would otherwise open an SSE
   stream that never sends anything in stateless mode (SDK issue #3492);
2. refuses a body over the limit by its declared length before reading it, and while reading
   otherwise: the same limit as the REST API, so a screenshot fits through either; then a body
   whose size, structure or encoding no check has (``scamcore.body``: one image at most may be
   large; JSON not in UTF-8 is ``-32700``);
3. refuses a batch (an array: MCP removed batching in 2025-06-18) with ``-32600 Invalid Request``
   before the SDK parses it;
4. rewrites whatever the SDK still refuses without a JSON-RPC body, and its envelope dump, into
   ``{"jsonrpc": "2.0", "id": null, "error": {"code": -32600, "message", "data": {"code"}}}``.

``data.code`` is a stable string per refusal (docs/mcp.md lists them); the message never quotes
what the caller sent. Successful responses pass through untouched and unbuffered.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from mcp_types import INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR
from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scamcore.body import BodyRefused, check_shape, read_bounded
from scamservice import INVALID_HOST_MESSAGE, HostPolicy

__all__ = ["REFUSALS", "JsonRpcRefusals", "refusal"]

REFUSALS: dict[str, tuple[int, str]] = {
    "invalid_json": (400, "The body is not valid JSON (UTF-8)."),
    "invalid_request": (400, "The body must be one JSON-RPC request or notification object; batches are not served."),
    "unsupported_media_type": (400, "Content-Type must be application/json."),
    "invalid_origin": (403, "The Origin header is not allowed here (DNS-rebinding protection)."),
    "method_not_allowed": (405, "Only POST is served at this endpoint (stateless, JSON responses)."),
    "not_acceptable": (406, "The Accept header must include application/json."),
    "body_too_large": (413, "The request body is larger than the limit."),
    "invalid_host": (421, INVALID_HOST_MESSAGE),
}
"""Stable code -> (HTTP status, message). The SDK's plain answers are mapped here by status."""

_BY_STATUS = {status: code for code, (status, _) in REFUSALS.items() if status != 400}


def refusal(code: str, *, message: str | None = None, headers: dict[str, str] | None = None) -> Response:
    status, text = REFUSALS[code]
    rpc_code = PARSE_ERROR if code == "invalid_json" else INVALID_REQUEST
    return _error_response(status, rpc_code, message or text, code, headers)


def _error_response(status: int, rpc_code: int, message: str, code: str, headers: dict[str, str] | None) -> Response:
    body = {"jsonrpc": "2.0", "id": None, "error": {"code": rpc_code, "message": message, "data": {"code": code}}}
    return Response(
        json.dumps(body, separators=(",", ":")), status_code=status, media_type="application/json", headers=headers
    )


class _Gone(Exception):
    """The client left before its body arrived: nothing to answer."""


class JsonRpcRefusals:
    """ASGI wrapper around the SDK's endpoint; ``max_body_bytes`` is the whole request body's cap."""

    def __init__(self, app: ASGIApp, max_body_bytes: int, hosts: HostPolicy | None = None) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] != "POST":
            await refusal("method_not_allowed", headers={"Allow": "POST"})(scope, receive, send)
            return
        if self.hosts is not None:  # the policy A2A shares, before the body is read
            headers = Headers(scope=scope)
            # Connection: close, as for a body too large: the body is left unread.
            if not self.hosts.allows_host(headers.get("host")):
                await refusal("invalid_host", headers={"Connection": "close"})(scope, receive, send)
                return
            if not self.hosts.allows_origin(headers.get("origin")):
                await refusal("invalid_origin", headers={"Connection": "close"})(scope, receive, send)
                return
            scope = _lowercase_host(scope)
        try:
            body = await read_bounded(_chunks(receive), self.max_body_bytes, Headers(scope=scope).get("content-length"))
            check_shape(body)  # before the SDK's parser: a million-element array would hold the event loop
        except BodyRefused as exc:
            # Connection: close on a body too large, so the server stops reading a body nobody will use.
            headers = {"Connection": "close"} if exc.code == "body_too_large" else None
            await refusal(exc.code, message=exc.message, headers=headers)(scope, receive, send)
            return
        except _Gone:
            return
        if body.lstrip()[:1] == b"[":
            await refusal("invalid_request")(scope, receive, send)
            return
        await self.app(scope, _replay(body, receive), _Rewriter(send))


def _lowercase_host(scope: Scope) -> Scope:
    """The scope with ``Host`` and ``Origin`` in lower case, once our policy has allowed them: the
    SDK's own check (kept on behind ours) compares them exactly, and refused ``LOCALHOST:8000``
    or ``Scam.Example.org`` that ours, reading names without regard to case, had let through."""
    headers = [(k, v.lower() if k in (b"host", b"origin") else v) for k, v in scope["headers"]]
    return {**scope, "headers": headers}


async def _chunks(receive: Receive) -> AsyncIterator[bytes]:
    while True:
        message = await receive()
        if message["type"] != "http.request":
            raise _Gone
        yield message.get("body", b"")
        if not message.get("more_body", False):
            return


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


class _Rewriter:
    """Passes the SDK's response through, except an error without a JSON-RPC body, or with the dump."""

    def __init__(self, send: Send) -> None:
        self._send = send
        self._start: Message | None = None
        self._chunks: list[bytes] = []

    async def __call__(self, message: Message) -> None:
        if message["type"] == "http.response.start" and message["status"] >= 400:
            self._start = message  # hold it: the body decides whether it is rewritten
            return
        if self._start is None or message["type"] != "http.response.body":
            await self._send(message)
            return
        self._chunks.append(message.get("body", b""))
        if message.get("more_body", False):
            return
        status = self._start["status"]
        body = b"".join(self._chunks)
        error = _clean_error(body)
        if error is not None:
            fixed = _with_code(body, error, status)
            headers = [(k, v) for k, v in self._start["headers"] if k.lower() != b"content-length"]
            headers.append((b"content-length", str(len(fixed)).encode()))
            await self._send({**self._start, "headers": headers})
            await self._send({"type": "http.response.body", "body": fixed})
            return
        code = _code_for(status, body)
        if status >= 500:
            replacement = _error_response(status, INTERNAL_ERROR, "Internal error.", "internal_error", None)
        else:
            replacement = _error_response(status, INVALID_REQUEST, REFUSALS[code][1], code, None)
        keep = {k: v for k, v in Headers(raw=self._start["headers"]).items() if k in ("allow", "www-authenticate")}
        replacement.init_headers({**keep, "content-type": "application/json"})
        await self._send(
            {"type": "http.response.start", "status": status, "headers": replacement.raw_headers, "trailers": False}
        )
        await self._send({"type": "http.response.body", "body": replacement.body})


def _code_for(status: int, body: bytes) -> str:
    if status == 400 and b"content-type" in body.lower():
        return "unsupported_media_type"
    return _BY_STATUS.get(status, "invalid_request")


def _clean_error(body: bytes) -> dict[str, Any] | None:
    """The JSON-RPC error object, unless it is the legacy path's envelope dump (-32602 "Validation error: ...")."""
    try:
        data: Any = json.loads(body)
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("jsonrpc") != "2.0" or not isinstance(data.get("error"), dict):
        return None
    error: dict[str, Any] = data["error"]
    if error.get("code") == INVALID_PARAMS and str(error.get("message", "")).startswith("Validation error"):
        return None
    return data


def _with_code(body: bytes, data: dict[str, Any], status: int) -> bytes:
    """A refusal of the whole request (no id) gets its stable code in ``data`` like ours; others pass as sent."""
    error = data["error"]
    if data.get("id") is not None or "data" in error:
        return body
    error["data"] = {"code": "invalid_json" if error.get("code") == PARSE_ERROR else _code_for(status, b"")}
    return json.dumps(data, separators=(",", ":")).encode()
