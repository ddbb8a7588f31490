"""The MCP server card at ``<mcp-url>/server-card`` and the older ``/.well-known/mcp/server-card.json``.

Follows the experimental server-card extension (SEP-2127 draft, see research/protocols.md item 2):
the recommended location is the MCP URL plus ``/server-card`` with media type
``application/mcp-server-card+json``; the ``.well-known`` path is kept as an alias for clients of
the earlier proposal. The card lists no tools, resources or prompts: the draft leaves them out on
purpose (a client reads them live with tools/list), so a card never disagrees with the server.
Its URLs come from the configured public base URL, else from the request (``scamcore.links``).
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
from typing import Any
from urllib.parse import urlsplit

from mcp.server.mcpserver import MCPServer
from mcp_types.version import SUPPORTED_PROTOCOL_VERSIONS
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from scamcore.links import public_base
from scamservice import INVALID_HOST_BODY, LOCAL_HOSTS, HostPolicy

__all__ = ["CARD_PATHS", "card_routes", "server_card"]

SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"
CARD_MEDIA_TYPE = "application/mcp-server-card+json"
CARD_PATHS = ("/mcp/server-card", "/.well-known/mcp/server-card.json")
_CORS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET",
    "Access-Control-Allow-Headers": "Content-Type, If-None-Match",
    "Access-Control-Expose-Headers": "ETag",
}


def _reverse_dns(host: str) -> str:
    """scamcheck.example -> example.scamcheck; an IP address or empty host -> localhost."""
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        labels = [label for label in host.split(".") if label]
        return ".".join(reversed(labels)) or "localhost"
    return "localhost"


def server_card(mcp: MCPServer[Any], base_url: str) -> dict[str, Any]:
    base = base_url.rstrip("/")
    host = urlsplit(base).hostname or ""
    return {
        "$schema": SCHEMA,
        "name": f"{_reverse_dns(host)}/{mcp.name}",
        "version": mcp.version,
        "title": mcp.title or mcp.name,
        "description": "Checks messages, links and screenshots for scam and phishing warning signs.",
        "websiteUrl": base + "/",
        "remotes": [
            {
                "type": "streamable-http",
                "url": base + "/mcp",
                "supportedProtocolVersions": list(SUPPORTED_PROTOCOL_VERSIONS),
            }
        ],
    }


def card_routes(
    mcp: MCPServer[Any], public_base_url: str | None = None, hosts: HostPolicy = LOCAL_HOSTS
) -> list[BaseRoute]:
    """``hosts``: the policy ``/mcp`` and A2A share. The card writes the request's Host into its
    URLs when no public URL is set, so it answers only a Host the policy allows, as the agent
    cards do (it answered any Host and echoed it, for a cache to keep)."""

    async def card(request: Request) -> Response:
        if request.method == "OPTIONS":
            return Response(status_code=204, headers=_CORS)
        if not hosts.allows_host(request.headers.get("host")):
            return JSONResponse(INVALID_HOST_BODY, 421, headers={**_CORS, "Cache-Control": "no-store"})
        body = json.dumps(server_card(mcp, public_base(str(request.base_url), public_base_url)), separators=(",", ":"))
        etag = '"' + hashlib.sha256(body.encode()).hexdigest()[:32] + '"'
        headers = {**_CORS, "ETag": etag, "Cache-Control": "public, max-age=3600", "Vary": "Host"}
        if etag in request.headers.get("if-none-match", ""):
            return Response(status_code=304, headers=headers)
        media = CARD_MEDIA_TYPE if request.url.path.endswith("/server-card") else "application/json"
        return Response(body, media_type=media, headers=headers)

    return [Route(path, card, methods=["GET", "OPTIONS"]) for path in CARD_PATHS]
