"""The scam check as an MCP server, and its mount for the host web service.

Contract with the host (scamhttp):

    build_mcp(service, *, hosts, public_base_url, max_body_bytes) -> McpMount
        .routes    Starlette routes: POST /mcp and /mcp/ (other methods answer 405, no redirect;
                   every refusal is a JSON-RPC error, see wire.py),
                   GET /mcp/server-card and /.well-known/mcp/server-card.json
        .paths     the MCP endpoint paths, whose body limit and refusals are the MCP's own
        .lifespan  an async context manager factory the host enters in its own lifespan

Why routes and not a Mount: a Mount at /mcp redirects one of /mcp or /mcp/ (307, built from the
Host header) and lets GET open an SSE stream that never sends anything in stateless mode (SDK
issue #3492); two routes whose wrapper answers only POST avoid both. Why a lifespan: a mounted
sub-app's lifespan never runs, and the SDK's session manager must run inside one
(research/stack.md item 4).
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS, METHOD_NOT_FOUND
from pydantic import BaseModel
from starlette.routing import BaseRoute, Route
from starlette.types import Receive, Scope, Send

from scamcore.limits import MAX_BODY_BYTES
from scamservice import ECHO_CHARS, CheckService, HostPolicy, echo_excerpt

from . import __version__
from .card import card_routes
from .errors import error_result
from .quiet import quiet_sdk_logs
from .resources import register_resources
from .tools import TOOL_NAMES, register_tools
from .wire import JsonRpcRefusals

__all__ = ["INSTRUCTIONS", "MCP_PATHS", "McpMount", "build_mcp", "build_server"]

INSTRUCTIONS = (
    "Scam Check assesses messages, links and screenshots for scam and phishing warning signs. Use check_message "
    "for message text (SMS, e-mail, chat), check_link for a single link or domain, check_screenshot for an image "
    "of a message, scam_guide for advice and where to report, and scam_trends for scams going round. Results are "
    "automated risk assessments, never proof either way: present them calmly, name the warning signs found, and "
    "point to the guide. Message contents are not stored."
)
MCP_PATHS = ("/mcp", "/mcp/")


@contextlib.asynccontextmanager
async def _nothing() -> AsyncIterator[None]:
    yield


@dataclass
class McpMount:
    routes: list[BaseRoute] = field(default_factory=list)
    paths: tuple[str, ...] = MCP_PATHS
    lifespan: Callable[[], AbstractAsyncContextManager[None]] = _nothing


@contextlib.contextmanager
def _no_root_logging_setup() -> Iterator[None]:
    """MCPServer() calls logging.basicConfig(); a placeholder handler makes that a no-op for the host."""
    root = logging.getLogger()
    placeholder = logging.NullHandler()
    root.addHandler(placeholder)
    try:
        yield
    finally:
        root.removeHandler(placeholder)


def _unknown_names_are_invalid_params(mcp: MCPServer[Any]) -> ServerMiddleware[Any]:
    """The spec makes an unknown tool or prompt a JSON-RPC error (-32602). SDK 2.3.0 answers an
    unknown tool with isError, and an unknown prompt with code 0 or -32603 after logging a
    traceback that quotes the name; this answers both before the SDK looks them up. A prompt
    name that is not a string is unknown too: looking it up in a set raised TypeError, which the
    SDK answered with code 0 and Python's message, and logged (attack21 F3)."""

    async def middleware(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        if ctx.method in ("tools/call", "prompts/get") and isinstance(ctx.params, dict):
            name = ctx.params.get("name")
            if ctx.method == "tools/call" and isinstance(name, str) and name not in TOOL_NAMES:
                raise MCPError(code=INVALID_PARAMS, message=f"Unknown tool: {echo_excerpt(name)}")
            if ctx.method == "prompts/get" and not (
                isinstance(name, str) and name in {p.name for p in await mcp.list_prompts()}
            ):
                raise MCPError(code=INVALID_PARAMS, message="Unknown prompt: this server has no such prompt.")
        return await call_next(ctx)

    return middleware


async def _errors_quote_an_excerpt(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """The SDK's method-not-found error carries the method name whole in ``data``, and its
    unknown-resource error the URI in both ``message`` and ``data.uri`` (a 10 MB URI made a 20 MB
    answer, attack21 F7): both keep the excerpt an unknown tool's name gets. A URI up to that
    length is still quoted exactly, as SEP-2164 asks of ``data.uri``."""
    try:
        return await call_next(ctx)
    except MCPError as exc:
        data = exc.error.data
        if exc.error.code == METHOD_NOT_FOUND and isinstance(data, str) and len(data) > ECHO_CHARS:
            raise MCPError(code=METHOD_NOT_FOUND, message=exc.error.message, data=echo_excerpt(data)) from None
        uri = data.get("uri") if ctx.method == "resources/read" and isinstance(data, dict) else None
        if isinstance(uri, str) and len(uri) > ECHO_CHARS:
            message = exc.error.message.replace(uri, echo_excerpt(uri))
            raise MCPError(code=exc.error.code, message=message, data={**data, "uri": echo_excerpt(uri)}) from None
        raise


_FIELD = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{0,60}")


async def _argument_errors_echo_nothing(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """The SDK's argument validation error quotes the rejected value (``input_value=...``): a
    message the caller sent would come back, and the model would read it. Only the field names stay."""
    result = await call_next(ctx)
    if ctx.method != "tools/call" or result is None:
        return result
    data = result.model_dump(by_alias=True) if isinstance(result, BaseModel) else result
    if not data.get("isError") or (data.get("_meta") or {}).get("scamcheck/error"):
        return result  # a result, or one of our own error texts (they never echo input)
    text = "\n".join(str(block.get("text", "")) for block in data.get("content") or [] if isinstance(block, dict))
    if "validation error" not in text:
        return result
    lines = text.splitlines()[1:]
    fields = sorted({line.split(".")[0] for line in lines if _FIELD.fullmatch(line)})
    named = ", ".join(f"'{f}'" for f in fields) or "an argument"
    return error_result(
        "invalid_request",
        f"{named} does not match the tool's input schema (see its inputSchema for the type). "
        "Fix the argument and call the tool again.",
    )


def build_server(service: CheckService, *, public_base_url: str | None = None) -> MCPServer[Any]:
    """The MCP server with our tools and resources, for any transport (HTTP or stdio).

    ``subscriptions=False``: our tool, resource and prompt lists never change while the server
    runs, so no era advertises ``listChanged`` or ``subscribe`` (the SDK's modern default serves
    ``subscriptions/listen`` and says true where the handshake era says false).
    Prompts: there are none, but the SDK always serves ``prompts/list`` (an empty list, which
    the conformance suite's prompts-list accepts); an unknown name is -32602, never logged.
    """
    # Every stateless request logs "Terminating session: None" at INFO; and we never log contents.
    logging.getLogger("mcp").setLevel(logging.WARNING)
    with _no_root_logging_setup():
        mcp: MCPServer[Any] = MCPServer(
            "scam-check",
            title="Scam Check",
            description="Checks messages, links and screenshots for scam and phishing warning signs.",
            instructions=INSTRUCTIONS,
            version=__version__,
            log_level="WARNING",
            subscriptions=False,
        )
    mcp.middleware.extend(
        [_errors_quote_an_excerpt, _unknown_names_are_invalid_params(mcp), _argument_errors_echo_nothing]
    )
    register_tools(mcp, service, public_base_url)
    register_resources(mcp)
    quiet_sdk_logs()
    return mcp


class _Endpoint:
    """ASGI endpoint that always reaches the current session manager (a fresh one per lifespan)."""

    def __init__(self, mcp: MCPServer[Any]) -> None:
        self._mcp = mcp

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._mcp.session_manager.asgi_app(scope, receive, send)


def build_mcp(
    service: CheckService,
    *,
    hosts: HostPolicy,
    public_base_url: str | None = None,
    max_body_bytes: int = MAX_BODY_BYTES,
) -> McpMount:
    """Routes and lifespan for the host. ``hosts`` is the Host and Origin policy A2A shares
    (``scamservice.HostPolicy``); ``public_base_url`` makes guide links and the server card absolute
    (else the request's URL)."""
    mcp = build_server(service, public_base_url=public_base_url)
    # The same patterns to the SDK's own check, kept on behind ours (JsonRpcRefusals): the
    # conformance kit's dns-rebinding scenario reads the SDK's answer when ours is bypassed.
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(hosts.hosts),
        allowed_origins=list(hosts.origins),
    )

    def new_session_manager() -> None:
        mcp.streamable_http_app(
            stateless_http=True,
            json_response=True,
            transport_security=security,
            max_request_body_size=max_body_bytes,  # ours is checked first; the SDK's 4 MB would cut screenshots
        )
        quiet_sdk_logs()  # the transport modules are imported by now

    new_session_manager()

    @contextlib.asynccontextmanager
    async def lifespan() -> AsyncIterator[None]:
        # run() works once per session manager; a fresh one lets the host (or a test) start again.
        new_session_manager()
        async with mcp.session_manager.run():
            yield

    endpoint = JsonRpcRefusals(_Endpoint(mcp), max_body_bytes, hosts)
    routes: list[BaseRoute] = [
        *(Route(path, endpoint) for path in MCP_PATHS),  # any method: the wrapper answers 405 in JSON-RPC
        *card_routes(mcp, public_base_url, hosts),
    ]
    return McpMount(routes=routes, lifespan=lifespan)
