"""The OpenAPI 3.1 document, built from the pydantic models so it can't drift from the wire."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import models_json_schema

from scamcore.images import MEDIA_TYPES
from scamcore.limits import LIMITS
from scamcore.models import CheckRequest, CheckResult, Error
from scammcp.tools import TOOL_NAMES
from scammcp.wire import REFUSALS
from scamservice import Weather

from .errors import ERROR_CODES
from .health import Health

__all__ = ["API_VERSION", "Challenge", "JsonRpcRequest", "JsonRpcResponse", "openapi_document"]


class Challenge(BaseModel):
    """An ALTCHA v2 challenge as the widget fetches it (Turnstile mode: provider and siteKey instead)."""

    model_config = ConfigDict(extra="allow")

    parameters: dict[str, Any] | None = Field(
        default=None, description="algorithm, cost, keyLength, keyPrefix, nonce, salt, expiresAt."
    )
    signature: str | None = Field(default=None, description="HMAC of the parameters.")


class JsonRpcRequest(BaseModel):
    model_config = ConfigDict(extra="allow")

    jsonrpc: Literal["2.0"] = Field(description='Always "2.0".')
    id: str | int | None = Field(
        default=None, description="String or integer; leave it out for a notification (MCP answers those 202)."
    )
    method: str = Field(description="The method; an unknown one is a JSON-RPC error (-32601).")
    params: dict[str, Any] | None = None


class JsonRpcResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    jsonrpc: str = Field(description='Always "2.0".')
    id: str | int | float | None = Field(default=None, description="The request's id, echoed unchanged.")
    result: Any = None
    error: dict[str, Any] | None = None


API_VERSION = "1.0.0"

_RATE_HEADERS = {
    "RateLimit-Policy": {
        "description": 'Quota policy, e.g. `"key";q=60;w=60` (draft-ietf-httpapi-ratelimit-headers).',
        "schema": {"type": "string"},
    },
    "RateLimit": {
        "description": 'Quota left, e.g. `"key";r=42;t=18` (t: seconds until more quota).',
        "schema": {"type": "string"},
    },
}


def _error(description: str, *codes: str, headers: dict[str, Any] | None = None) -> dict[str, Any]:
    listed = ", ".join(f"`{c}`" for c in codes)
    out: dict[str, Any] = {
        "description": f"{description} Codes: {listed}.",
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
    }
    if headers:
        out["headers"] = headers
    return out


def _codes(status: int) -> list[str]:
    return [code for code, (s, _) in ERROR_CODES.items() if s == status]


def _json_rpc(
    op: str, summary: str, description: str, *, refusals: str | None = None, notification: bool = False
) -> dict[str, Any]:
    refused = refusals or (
        "A JSON-RPC error the transport answers before any method runs (MCP: a parse error or "
        "an invalid envelope is HTTP 400)."
    )
    accepted = {"202": {"description": "A notification (no id) was accepted; the body is empty."}}
    return {
        "post": {
            "operationId": op,
            "summary": summary,
            "description": description,
            "requestBody": {
                "required": True,
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JsonRpcRequest"}}},
            },
            "responses": {
                "200": {
                    "description": "A JSON-RPC 2.0 response.",
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/JsonRpcResponse"}}},
                },
                **(accepted if notification else {}),
                "4XX": {
                    "description": refused
                    + " The server layer's own refusals (413 body_too_large) are in the Error shape.",
                    "content": {
                        "application/json": {
                            "schema": {
                                "oneOf": [
                                    {"$ref": "#/components/schemas/JsonRpcResponse"},
                                    {"$ref": "#/components/schemas/Error"},
                                ]
                            }
                        }
                    },
                },
            },
        }
    }


def _require_the_field_of_each_kind(schema: dict[str, Any]) -> None:
    """The model can't say "text is required when kind is text"; JSON Schema can (if/then), so
    a schema-valid request is one the server accepts (schemathesis found ``{"kind": "url"}``)."""
    limits = {"text": LIMITS.max_text_chars, "url": LIMITS.max_url_chars}
    field = {kind: {"type": "string", "pattern": r"[^\s\x1c-\x1f\x85]", "maxLength": limits[kind]} for kind in limits}
    # only a base64 data: URL of an accepted type (images.py); whether its bytes decode as an image
    # is for the server to find out (400 image_unreadable)
    types = "|".join(sorted(t.removeprefix("image/") for t in MEDIA_TYPES))
    field["image"] = {
        "type": "string",
        "pattern": rf"^\s*data:image/({types})(;[A-Za-z0-9=._+-]+)*;base64,[A-Za-z0-9+/\s]*[A-Za-z0-9+/]={{0,2}}\s*$",
    }
    schema["allOf"] = [
        {
            "if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
            "then": {"required": [kind], "properties": {kind: spec}},
        }
        for kind, spec in field.items()
    ]


def openapi_document(server_url: str | None = None) -> dict[str, Any]:
    _, schemas = models_json_schema(
        [
            (CheckRequest, "validation"),
            (CheckResult, "serialization"),
            (Error, "serialization"),
            (Weather, "serialization"),
            (Health, "serialization"),
            (Challenge, "serialization"),
            (JsonRpcRequest, "validation"),
            (JsonRpcResponse, "serialization"),
        ],
        by_alias=True,
        ref_template="#/components/schemas/{model}",
    )
    _require_the_field_of_each_kind(schemas["$defs"]["CheckRequest"])
    request = schemas["$defs"]["JsonRpcRequest"]["properties"]  # present means not null (both SDKs refuse null)
    request["id"] = {"anyOf": [{"type": "string"}, {"type": "integer"}], "description": request["id"]["description"]}
    request["params"] = {"type": "object"}
    ref = "#/components/schemas/{}".format
    doc: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": "Scam Check",
            "version": API_VERSION,
            "description": (
                "Automated, explained risk assessment of messages, links and screenshots for scam and "
                "phishing warning signs. A result is a risk assessment, never proof."
            ),
        },
        "servers": [{"url": server_url or "/"}],
        "paths": {
            "/api/check": {
                "post": {
                    "operationId": "checkScam",
                    "summary": "Check a message, link or screenshot",
                    "description": (
                        "Send an API key (X-Api-Key or Authorization: Bearer), or, from a browser, a solved "
                        "human check in `human_check`."
                    ),
                    "security": [{"apiKey": []}, {"bearer": []}, {}],
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": ref("CheckRequest")}}},
                    },
                    "responses": {
                        "200": {
                            "description": "Risk assessment",
                            "headers": _RATE_HEADERS,
                            "content": {"application/json": {"schema": {"$ref": ref("CheckResult")}}},
                        },
                        "400": _error("Bad input.", *_codes(400)),
                        "403": _error("Human check or API key required.", *_codes(403)),
                        "413": _error("Body too large.", "body_too_large"),
                        "431": _error("Headers too large.", "headers_too_large"),
                        "429": _error(
                            "Rate limited.",
                            "rate_limited",
                            headers={
                                **_RATE_HEADERS,
                                "Retry-After": {"description": "Seconds to wait.", "schema": {"type": "integer"}},
                            },
                        ),
                        "503": _error(
                            "Screenshots can't be read here, the server is busy, or a store it needs fails.",
                            *_codes(503),
                        ),
                    },
                }
            },
            "/api/weather": {
                "get": {
                    "operationId": "scamWeather",
                    "summary": "Trending scam types over the last 7 days",
                    "parameters": [
                        {
                            "name": "country",
                            "in": "query",
                            "required": False,
                            "description": "Two-letter ISO country code; global when omitted.",
                            "schema": {"type": "string", "pattern": "^[A-Za-z]{2}$"},
                        }
                    ],
                    "responses": {
                        "200": {
                            "description": "Ranked categories with counts, shares and change.",
                            "content": {"application/json": {"schema": {"$ref": ref("Weather")}}},
                        },
                        "400": _error("Bad country.", "invalid_country"),
                        "503": _error("The counts can't be read for a moment.", "store_unavailable"),
                    },
                }
            },
            "/api/health": {
                "get": {
                    "operationId": "health",
                    "summary": "Service status",
                    "responses": {
                        "200": {
                            "description": "Status of the service and each component.",
                            "content": {"application/json": {"schema": {"$ref": ref("Health")}}},
                        }
                    },
                }
            },
            "/api/challenge": {
                "get": {
                    "operationId": "humanCheckChallenge",
                    "summary": "A fresh human-check challenge (ALTCHA v2) for browser use",
                    "responses": {
                        "200": {
                            "description": "An HMAC-signed, expiring ALTCHA challenge (or Turnstile site key).",
                            "content": {"application/json": {"schema": {"$ref": ref("Challenge")}}},
                        }
                    },
                }
            },
            "/mcp": _json_rpc(
                "mcp",
                "MCP server (Streamable HTTP, stateless, JSON-RPC 2.0)",
                f"Tools: {', '.join(TOOL_NAMES)}. Both protocol eras (initialize and 2026-07-28); see docs/mcp.md.",
                refusals=(
                    "A refusal of the whole request, before any method runs: a JSON-RPC error with id null, "
                    "code -32600 (-32700 for a parse error) and a stable `data.code`: "
                    + ", ".join(f"`{code}` ({status})" for code, (status, _) in REFUSALS.items())
                    + ". Errors of a method (unknown tool or prompt -32602, unknown method -32601, and the "
                    "2026-07-28 header and version errors) carry the request's id."
                ),
                notification=True,
            ),
            "/a2a": _json_rpc(
                "a2a",
                "A2A agent endpoint (JSON-RPC 2.0)",
                "Methods SendMessage (A2A 1.0) and message/send (A2A 0.3).",
                refusals=(
                    "A JSON-RPC error answered before any method runs: HTTP 400 (-32700) for an empty body, "
                    "HTTP 403 (-32000) for a refused API key."
                ),
            ),
        },
        "components": {
            "schemas": schemas["$defs"],
            "securitySchemes": {
                "apiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
                "bearer": {"type": "http", "scheme": "bearer"},
            },
        },
    }
    return doc
