"""The REST endpoints: parse, call the service, serialize. Each maps errors to one JSON shape."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from scamcore import InputError, parse_request
from scamcore.limits import LIMITS
from scamservice import Caller, Service, ServiceError

from .client import Network, api_key, client_ip, country
from .errors import ApiError, error_response
from .headers import rate_limit_headers
from .health import HealthProbe

__all__ = ["ApiContext", "challenge", "check", "health", "weather"]

log = logging.getLogger("scamhttp.api")

_NO_STORE = {"Cache-Control": "no-store"}


@dataclass
class ApiContext:
    service: Service
    probe: HealthProbe
    proxies: Sequence[Network]
    country_header: str | None
    max_body_bytes: int


def _ctx(request: Request) -> ApiContext:
    ctx: ApiContext = request.app.state.api
    return ctx


async def _read_body(request: Request, limit: int) -> bytes:
    """Read at most ``limit`` bytes, refusing as soon as the declared or received size passes it."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise ApiError("body_too_large", f"The request body is larger than {limit} bytes.")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise ApiError("body_too_large", f"The request body is larger than {limit} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


_ESCAPED = 12
"""Bytes a character may take in JSON: a non-BMP one escaped as a surrogate pair (\\ud83d\\ude00)."""
MAX_PLAIN_BODY = _ESCAPED * (LIMITS.max_text_chars + LIMITS.max_url_chars + LIMITS.max_sender_chars) + 16_384
"""The largest body a check without a screenshot can need (~650 kB): only an image may be larger."""
MAX_STRUCTURE = 65_536
"""``{ [ : ,`` outside the image: a CheckRequest has a handful of fields, and even a text made of
commas stops at 50,000; a million-element array is refused before it costs seconds to build."""


def _check_shape(body: bytes) -> None:
    """Size and shape from the raw bytes, before ``json.loads`` builds anything.

    Parsing 10 MB of ``[1,1,...]`` or of an object with a million keys took seconds, and 10 MB of
    text ~50 ms, all before the quota. Here a large body must be a screenshot: its one large run is
    a ``data:`` string (found with memchr-speed ``find``), and what is around it is held to the
    plain-body size; the structure is counted outside that run only, so the cost is a few
    milliseconds whatever arrives, and the one large thing ever parsed is a legitimate image's size.
    """
    rest = body
    if len(body) > MAX_PLAIN_BODY:
        start, end = _longest_data_url(body)
        if len(body) - (end - start) > MAX_PLAIN_BODY:
            raise ApiError(
                "body_too_large",
                f"Only a screenshot (kind image, a data: URL) may make a body larger than {MAX_PLAIN_BODY} bytes.",
            )
        rest = body[:start] + body[end:]
    if sum(rest.count(c) for c in (b",", b":", b"[", b"{")) > MAX_STRUCTURE:
        raise ApiError("invalid_request", "The body must be a CheckRequest object with a few fields.")


def _longest_data_url(body: bytes, tries: int = 8) -> tuple[int, int]:
    """Where the longest quote-free run starting with ``data:`` is (a few ``data:`` in other
    fields before the image must not hide it); (0, 0) when there is none."""
    best = (0, 0)
    start = body.find(b"data:")
    for _ in range(tries):
        if start < 0:
            break
        end = body.find(b'"', start)
        end = len(body) if end < 0 else end
        if end - start > best[1] - best[0]:
            best = (start, end)
        start = body.find(b"data:", end)
    return best


def _decode(body: bytes) -> Any:
    try:  # decoded here, not by json.loads(bytes), which would also take UTF-16 and UTF-32
        return json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError):
        raise ApiError("invalid_json", "The body must be a JSON object (UTF-8).") from None


def _valid_unicode(payload: Any) -> None:
    """Lone surrogates (legal in JSON escapes) can't be encoded back out, so refuse them up front."""
    if isinstance(payload, dict):
        for value in payload.values():
            if isinstance(value, str):
                try:
                    value.encode("utf-8")
                except UnicodeEncodeError:
                    raise ApiError("invalid_request", "A field contains invalid Unicode (a lone surrogate).") from None


def _json(model_json: str, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(model_json, status_code=status, media_type="application/json", headers=headers)


async def check(request: Request) -> Response:
    ctx = _ctx(request)
    try:
        body = await _read_body(request, ctx.max_body_bytes)
        _check_shape(body)  # order: size, shape, then parse; quota, human check, engine in the service
        payload = _decode(body)
        _valid_unicode(payload)
        req = parse_request(payload)
        caller = Caller(
            channel="api",
            client_ip=client_ip(request, ctx.proxies),
            api_key=api_key(request),
            human_check=req.human_check,
            country=country(request, ctx.country_header, ctx.proxies),
        )
        outcome = await ctx.service.check(req, caller, human_check_required=True)
    except ApiError as exc:
        return error_response(exc.code, exc.message, exc.status, _NO_STORE)
    except InputError as exc:
        return error_response(exc.code, exc.message, 400, _NO_STORE)
    except ServiceError as exc:
        headers = dict(_NO_STORE)
        if exc.quota is not None:
            headers.update(rate_limit_headers(exc.quota, limited=exc.status in (429, 503)))
        return error_response(exc.code, exc.message, exc.status, headers)
    except ClientDisconnect:
        return Response(status_code=400)  # nobody is listening; not a bug worth a log line
    except Exception as exc:  # a bug; the input is never logged, only that it happened
        log.error("check failed with %s", type(exc).__name__)
        return error_response("internal_error", "The check failed on our side; please try again later.", 500)
    headers = dict(_NO_STORE)
    if outcome.quota is not None:
        headers.update(rate_limit_headers(outcome.quota))
    return _json(outcome.result.model_dump_json(by_alias=True), headers=headers)


async def weather(request: Request) -> Response:
    ctx = _ctx(request)
    try:
        result = await ctx.service.weather(request.query_params.get("country"))
    except ServiceError as exc:
        return error_response(exc.code, exc.message, exc.status)
    return _json(result.model_dump_json(by_alias=True), headers={"Cache-Control": "public, max-age=60"})


async def health(request: Request) -> Response:
    result = await _ctx(request).probe.health()
    return _json(result.model_dump_json(by_alias=True), headers=_NO_STORE)


async def challenge(request: Request) -> Response:
    human = _ctx(request).service.human
    issue = getattr(human, "challenge", None)
    if issue is None:
        return error_response("not_found", "This server has no human-check challenge.", 404)
    return JSONResponse(issue(), headers=_NO_STORE)
