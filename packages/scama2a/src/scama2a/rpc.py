"""The JSON-RPC 2.0 endpoint: envelope, dispatch on the method name, and the dialect of the answer.

Protocol errors always come back with HTTP 200 and a JSON-RPC error object. The method name
alone chooses the dialect (``SendMessage`` is 1.0, ``message/send`` is 0.3), so a 1.0 request
without an ``A2A-Version`` header still works; only an explicit version we do not speak is
refused (-32009).
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response

from scamcore.body import BodyRefused, check_shape, read_bounded
from scamservice import LOCAL_HOSTS, Caller, HostPolicy

from . import errors
from .agent import Agent
from .caller import caller_of
from .card import base_url_for
from .dialects import Dialect, parse_message, render_task
from .params import history_length_of, list_query, params_object, send_options, task_id_of

__all__ = ["MAX_BODY_BYTES", "RpcEndpoint"]

log = logging.getLogger("scama2a")

MAX_BODY_BYTES = 12 * 1024 * 1024
"""An 8 MB screenshot in base64 plus the envelope; the host may set a lower limit of its own."""

_REFUSAL_STATUS = {"body_too_large": 413, "invalid_request": 400, "invalid_json": 400}
"""A body refused before parsing: the statuses the host and /api/check give for the same body."""
_SUPPORTED_VERSIONS = ("1.0", "0.3")
_JSON_TYPES = ("application/json", "application/a2a+json", "application/json-rpc")

Handler = Callable[[Request, Caller, dict[str, Any]], Awaitable[Any]]


class RpcEndpoint:
    def __init__(self, agent: Agent, public_base_url: str | None, hosts: HostPolicy = LOCAL_HOSTS) -> None:
        self._agent = agent
        self._configured = public_base_url
        self._hosts = hosts
        unsupported_stream = errors.unsupported_operation("Streaming is not supported by this agent; use SendMessage.")
        unsupported_card = errors.unsupported_operation("This agent has no extended agent card.")
        self._methods: dict[str, tuple[Dialect, Handler]] = {
            "SendMessage": ("1.0", self._send),
            "GetTask": ("1.0", self._get),
            "CancelTask": ("1.0", self._cancel),
            "ListTasks": ("1.0", self._list),
            "message/send": ("0.3", self._send),
            "tasks/get": ("0.3", self._get),
            "tasks/cancel": ("0.3", self._cancel),
            "tasks/list": ("0.3", self._list),
        }
        self._refusals: dict[str, errors.RpcError] = {
            "SendStreamingMessage": unsupported_stream,
            "SubscribeToTask": unsupported_stream,
            "message/stream": unsupported_stream,
            "tasks/resubscribe": unsupported_stream,
            "GetExtendedAgentCard": unsupported_card,
            "agent/getAuthenticatedExtendedCard": unsupported_card,
        }
        for name in (
            "CreateTaskPushNotificationConfig",
            "GetTaskPushNotificationConfig",
            "ListTaskPushNotificationConfigs",
            "ListTaskPushNotificationConfig",
            "DeleteTaskPushNotificationConfig",
            "tasks/pushNotificationConfig/set",
            "tasks/pushNotificationConfig/get",
            "tasks/pushNotificationConfig/list",
            "tasks/pushNotificationConfig/delete",
        ):
            self._refusals[name] = errors.push_not_supported()

    async def handle(self, request: Request) -> Response:
        if not self._hosts.allows_host(request.headers.get("host")):
            # Before the body is read: a page re-pointed here by DNS rebinding gets nothing, and no
            # link in an answer is built from a Host the operator did not list.
            # Connection: close, as the body is left unread: the client sends its next request anew.
            answer = _answer({"jsonrpc": "2.0", "id": None, "error": errors.invalid_host().to_json()}, 421)
            answer.headers["Connection"] = "close"
            return answer
        request_id: str | int | float | None = None
        try:
            _check_content_type(request)
            body = await read_bounded(request.stream(), MAX_BODY_BYTES, request.headers.get("content-length"))
            check_shape(body)  # before json.loads: a million-element array would hold the event loop
            if not body or body.isspace():
                # No request at all, where the description says a body is required: a 4XX, unlike
                # a body that is not JSON, which JSON-RPC over HTTP answers with 200 and -32700.
                return _answer({"jsonrpc": "2.0", "id": None, "error": errors.parse_error().to_json()}, 400)
            try:
                envelope = json.loads(body)
            except (ValueError, RecursionError):
                raise errors.parse_error() from None
            request_id = _request_id(envelope)
            method = _method(envelope)
            if _unrepresentable(envelope):
                raise errors.invalid_params("a string has a lone surrogate, or a number is not finite.")
            _check_version(request)
            try:
                caller = caller_of(request)
                await self._agent.verify_key(caller)  # every method: a wrong key never names an owner
            except errors.RpcError as exc:
                # A2A 0.3 section 4.4: a refused credential SHOULD be an HTTP 401/403; the status is
                # the one /api/check gives, and the body stays the JSON-RPC error.
                status = int(exc.metadata.get("httpStatus", "403"))
                return _answer({"jsonrpc": "2.0", "id": request_id, "error": exc.to_json()}, status)
            if method in self._refusals:
                raise self._refusals[method]
            found = self._methods.get(method)
            if found is None:
                raise errors.method_not_found(method)
            dialect, handler = found
            request.state.a2a_dialect = dialect
            result = await handler(request, caller, params_object(envelope.get("params")))
        except errors.RpcError as exc:
            return _answer({"jsonrpc": "2.0", "id": request_id, "error": exc.to_json()})
        except BodyRefused as exc:  # before parsing: no id is known yet
            error = errors.refused_body(exc.code, exc.message)
            return _answer({"jsonrpc": "2.0", "id": None, "error": error.to_json()}, _REFUSAL_STATUS[exc.code])
        except ClientDisconnect:
            return Response(status_code=400)  # nobody is listening; not a failure worth a log line
        except Exception as exc:  # a bug: answer in protocol, log the type only (never the request)
            log.error("a2a request failed: %s", type(exc).__name__)
            return _answer({"jsonrpc": "2.0", "id": request_id, "error": errors.internal_error().to_json()})
        return _answer({"jsonrpc": "2.0", "id": request_id, "result": result})

    async def _send(self, request: Request, caller: Caller, params: dict[str, Any]) -> Any:
        dialect: Dialect = request.state.a2a_dialect
        if "message" not in params:
            raise errors.invalid_params("'message' is required.")
        message = parse_message(params["message"])
        options = send_options(params, dialect)
        task = await self._agent.send(message, options, caller, base_url=base_url_for(request, self._configured))
        rendered = render_task(task, dialect, history_length=options.history_length, output_modes=options.output_modes)
        return {"task": rendered} if dialect == "1.0" else rendered

    async def _get(self, request: Request, caller: Caller, params: dict[str, Any]) -> Any:
        task_id, history = task_id_of(params), history_length_of(params)
        task = await self._agent.get(caller, task_id)
        return render_task(task, request.state.a2a_dialect, history_length=history)

    async def _cancel(self, request: Request, caller: Caller, params: dict[str, Any]) -> Any:
        task = await self._agent.cancel(caller, task_id_of(params))
        return render_task(task, request.state.a2a_dialect)

    async def _list(self, request: Request, caller: Caller, params: dict[str, Any]) -> Any:
        query = list_query(params)
        page = await self._agent.list(caller, query)
        dialect: Dialect = request.state.a2a_dialect
        return {
            "tasks": [
                render_task(t, dialect, history_length=query.history_length, include_artifacts=query.include_artifacts)
                for t in page.tasks
            ],
            "nextPageToken": page.next_page_token,
            "pageSize": len(page.tasks),
            "totalSize": page.total_size,
        }


def _answer(body: dict[str, Any], status: int = 200) -> Response:
    try:
        return JSONResponse(body, status, headers={"Cache-Control": "no-store"})
    except (TypeError, ValueError):  # cannot be serialized: a bug, never a 500 without a JSON-RPC body
        log.error("a2a answer could not be serialized")
        error = {"jsonrpc": "2.0", "id": None, "error": errors.internal_error().to_json()}
        return JSONResponse(error, headers={"Cache-Control": "no-store"})


def _unrepresentable(value: Any) -> bool:
    """Values JSON lets in but that cannot go back out: lone surrogates, and numbers too large to be finite."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, float):
            if not math.isfinite(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _check_content_type(request: Request) -> None:
    content_type = request.headers.get("content-type")
    if content_type is None:
        return  # lenient: a bare POST with a JSON body is still read as JSON
    media = content_type.split(";")[0].strip().lower()
    if media not in _JSON_TYPES and not media.endswith("+json"):
        raise errors.content_type_not_supported()


def _check_version(request: Request) -> None:
    version = request.headers.get("a2a-version") or request.query_params.get("A2A-Version") or ""
    version = version.strip()
    if version and not any(version == v or version.startswith(v + ".") for v in _SUPPORTED_VERSIONS):
        raise errors.version_not_supported(version)


def _request_id(envelope: Any) -> str | int | float | None:
    """The id to answer with, once the body is known to be one request object; else -32600."""
    if isinstance(envelope, list):
        raise errors.invalid_request("batch requests are not supported; send one request object.")
    if not isinstance(envelope, dict):
        raise errors.invalid_request("the body must be a JSON-RPC 2.0 request object.")
    request_id = envelope.get("id")
    if isinstance(request_id, bool) or not (request_id is None or isinstance(request_id, str | int | float)):
        raise errors.invalid_request("'id' must be a string, a number or null.")
    if _unrepresentable(request_id):
        raise errors.invalid_request("'id' has invalid Unicode (a lone surrogate) or is not a finite number.")
    return request_id


def _method(envelope: dict[str, Any]) -> str:
    if envelope.get("jsonrpc") != "2.0":
        raise errors.invalid_request("'jsonrpc' must be exactly \"2.0\".")
    method = envelope.get("method")
    if not isinstance(method, str) or not method:
        raise errors.invalid_request("'method' is required and must be a string.")
    if "params" in envelope and not isinstance(envelope["params"], dict | list | None):
        raise errors.invalid_request("'params' must be an object.")
    return method
