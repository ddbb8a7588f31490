"""The REST endpoints: parse, call the service, serialize. Each maps errors to one JSON shape.

Each endpoint gets the app's ``ApiContext`` once, when the routes are built (``functools.partial``,
or ``CheckEndpoint``'s own), rather than looking it up in ``request.app.state`` on every request.
``POST /api/check`` is a bare ASGI app, reached through ``Front``'s fast lane (front.py).
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

from starlette.requests import ClientDisconnect, HTTPConnection, Request
from starlette.responses import JSONResponse, Response
from starlette.types import Receive, Scope, Send

from scamcore import InputError, parse_request
from scamcore.body import BodyRefused, check_shape, read_bounded
from scamcore.models import CheckResult
from scamservice import UNREVIEWED, Caller, Service, ServiceError

from .client import Network, api_key, client_ip, country
from .errors import ERROR_CODES, ApiError, error_response
from .headers import RAW_SECURITY_HEADERS, SECURITY_HEADERS, rate_limit_headers, raw_rate_limit_headers
from .health import HealthProbe

__all__ = ["ApiContext", "CheckEndpoint", "challenge", "health", "result_json", "weather"]

log = logging.getLogger("scamhttp.api")

_NO_STORE = {"Cache-Control": "no-store"}


@dataclass
class ApiContext:
    service: Service
    probe: HealthProbe
    proxies: Sequence[Network]
    country_header: str | None
    max_body_bytes: int


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


def _client(scope: Scope, ctx: ApiContext) -> tuple[str | None, str | None]:
    """The client IP and country ``Front`` resolved for this request, else resolved here (an app
    built without it): the proxy rules run once per request, not twice."""
    state = scope.get("state")
    if state is not None and "client_ip" in state:
        return state["client_ip"], state["country"]
    conn = HTTPConnection(scope)
    return client_ip(conn, ctx.proxies), country(conn, ctx.country_header, ctx.proxies)


def _json(model_json: str, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(model_json, status_code=status, media_type="application/json", headers=headers)


_ANSWER_HEADERS = ((b"content-type", b"application/json"), (b"cache-control", b"no-store"), *RAW_SECURITY_HEADERS)
"""What every check answer carries, encoded once (the security headers too: the fast lane's answers
pass no middleware that would add them)."""
_RECENT_MAX = 256
_recent_json: dict[int, tuple[CheckResult, bytes]] = {}


def result_json(result: CheckResult) -> bytes:
    """The result's wire JSON, straight to bytes (``model_dump_json`` makes a str the response
    encodes again). A link's result is one object the engine keeps and returns again
    (``scamcore.engine.check_url``; the service keeps its copies too), so its JSON is kept beside it
    for the next time, for a bounded number of them, each entry holding its result alive: an id
    is not reused while it is here. A message's result is new on every check: not kept; nor is a
    link's result an AI reviewer answered (a new object each time, holding the reviewer's words)."""
    if result.kind != "url" or result.ai_status not in UNREVIEWED:
        return CheckResult.__pydantic_serializer__.to_json(result, by_alias=True)
    hit = _recent_json.get(id(result))
    if hit is not None and hit[0] is result:
        return hit[1]
    data = CheckResult.__pydantic_serializer__.to_json(result, by_alias=True)
    if len(_recent_json) >= _RECENT_MAX:
        _recent_json.clear()
    _recent_json[id(result)] = (result, data)
    return data


def _headers(scope: Scope) -> tuple[str | None, str | None, str | None]:
    """Content-Length, X-Api-Key and Authorization, in one pass, each its first value (as Starlette's
    ``Headers.get``: the server gives the names in lower case)."""
    declared = key = authorization = None
    for name, value in scope["headers"]:
        if name == b"content-length":
            declared = value.decode("latin-1") if declared is None else declared
        elif name == b"x-api-key":
            key = value.decode("latin-1") if key is None else key
        elif name == b"authorization":
            authorization = value.decode("latin-1") if authorization is None else authorization
    return declared, key, authorization


async def _chunks(receive: Receive) -> AsyncIterator[bytes]:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise ClientDisconnect()
        chunk = message.get("body", b"")
        if chunk:
            yield chunk
        if not message.get("more_body", False):
            return


def _refusal(code: str, message: str, status: int, headers: dict[str, str] | None = None) -> Response:
    return error_response(code, message, status, {**SECURITY_HEADERS, **_NO_STORE, **(headers or {})})


class CheckEndpoint:
    """``POST /api/check`` as a bare ASGI app: ``Front`` hands the request straight here (its fast
    lane), so no Starlette request or response object is built for the API's busiest path, and the
    answer's headers are encoded once (``_ANSWER_HEADERS``). It bounds its own body (the same
    ``max_body_bytes`` and 413 as ``Front``) and answers in the same shapes as every other endpoint.
    """

    def __init__(self, ctx: ApiContext) -> None:
        self.ctx = ctx

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        ctx = self.ctx
        declared, x_api_key, authorization = _headers(scope)
        try:
            body = await read_bounded(_chunks(receive), ctx.max_body_bytes, declared)
            check_shape(body, b"data:")  # order: size, shape, then parse; quota, human check, engine in the service
            payload = _decode(body)
            _valid_unicode(payload)
            req = parse_request(payload)
            ip, where = _client(scope, ctx)
            key = api_key(x_api_key, authorization)
            caller = Caller(channel="api", client_ip=ip, api_key=key, human_check=req.human_check, country=where)
            outcome = await ctx.service.check(req, caller, human_check_required=True)
            data = result_json(outcome.result)
            headers = [*_ANSWER_HEADERS, (b"content-length", b"%d" % len(data))]
            if outcome.quota is not None:  # built here, so a fault in it is answered in our shape too
                headers += raw_rate_limit_headers(outcome.quota)
        except ApiError as exc:
            refusal = _refusal(exc.code, exc.message, exc.status)
        except BodyRefused as exc:
            refusal = _refusal(exc.code, exc.message, ERROR_CODES[exc.code][0])
        except InputError as exc:
            refusal = _refusal(exc.code, exc.message, 400)
        except ServiceError as exc:
            if exc.quota is not None:
                extra = rate_limit_headers(exc.quota, limited=exc.status in (429, 503))
            else:
                extra = {"Retry-After": str(exc.retry_after)} if exc.retry_after is not None else None
            refusal = _refusal(exc.code, exc.message, exc.status, extra)
        except ClientDisconnect:
            refusal = Response(status_code=400, headers=SECURITY_HEADERS)  # nobody is listening; no log line
        except Exception as exc:  # a bug; the input is never logged, only that it happened
            log.error("check failed with %s", type(exc).__name__)
            refusal = _refusal("internal_error", "The check failed on our side; please try again later.", 500)
        else:
            await send({"type": "http.response.start", "status": 200, "headers": headers})
            await send({"type": "http.response.body", "body": data})
            return
        await refusal(scope, receive, send)


async def weather(ctx: ApiContext, request: Request) -> Response:
    try:
        result = await ctx.service.weather(request.query_params.get("country"))
    except ServiceError as exc:
        return error_response(exc.code, exc.message, exc.status)
    return _json(result.model_dump_json(by_alias=True), headers={"Cache-Control": "public, max-age=60"})


async def health(ctx: ApiContext, request: Request) -> Response:
    result = await ctx.probe.health()
    return _json(result.model_dump_json(by_alias=True), headers=_NO_STORE)


async def challenge(ctx: ApiContext, request: Request) -> Response:
    human = ctx.service.human
    issue = getattr(human, "challenge", None)
    if issue is None:
        return error_response("not_found", "This server has no human-check challenge.", 404)
    return JSONResponse(issue(), headers=_NO_STORE)
