"""The REST endpoints: parse, call the service, serialize. Each maps errors to one JSON shape.

Each endpoint takes the app's ``ApiContext`` first, bound once when the routes are built
(``functools.partial``), rather than looking it up in ``request.app.state`` on every request.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from scamcore import InputError, parse_request
from scamcore.body import BodyRefused, check_shape, read_bounded
from scamservice import Caller, Service, ServiceError

from .client import Network, api_key, client_ip, country
from .errors import ERROR_CODES, ApiError, error_response
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


def _client(request: Request, ctx: ApiContext) -> tuple[str | None, str | None]:
    """The client IP and country ClientInfo resolved for this request, else resolved here (an app
    built without that middleware): the proxy rules run once per request, not twice."""
    state = request.scope.get("state")
    if state is not None and "client_ip" in state:
        return state["client_ip"], state["country"]
    return client_ip(request, ctx.proxies), country(request, ctx.country_header, ctx.proxies)


def _json(model_json: str, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(model_json, status_code=status, media_type="application/json", headers=headers)


async def check(ctx: ApiContext, request: Request) -> Response:
    try:
        body = await read_bounded(request.stream(), ctx.max_body_bytes, request.headers.get("content-length"))
        check_shape(body, b"data:")  # order: size, shape, then parse; quota, human check, engine in the service
        payload = _decode(body)
        _valid_unicode(payload)
        req = parse_request(payload)
        ip, where = _client(request, ctx)
        caller = Caller(
            channel="api", client_ip=ip, api_key=api_key(request), human_check=req.human_check, country=where
        )
        outcome = await ctx.service.check(req, caller, human_check_required=True)
    except ApiError as exc:
        return error_response(exc.code, exc.message, exc.status, _NO_STORE)
    except BodyRefused as exc:
        return error_response(exc.code, exc.message, ERROR_CODES[exc.code][0], _NO_STORE)
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
