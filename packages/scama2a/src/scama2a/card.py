"""The agent card: what this agent does, where, in which dialects, and how to present a key.

One card serves both dialects: the 1.0 fields (``supportedInterfaces``, ``securityRequirements``,
wrapped security schemes) plus the 0.3 fields (``url``, ``preferredTransport``,
``protocolVersion``, ``security``, flat scheme fields), as a2a-sdk 1.x emits it. A strict 1.0
schema check rejects the extra fields (the conformance kit's CARD-STRUCT-001); a pure 1.0 card
would lose every 0.3 client instead.

The card never names a private address: its URLs come from the configured public base URL, else
from the request's host with a loopback or private IP replaced by ``localhost``. It avoids words
that public-card scanners treat as leaked secrets, so the key is declared as an HTTP bearer
scheme (the same key also works in ``X-Api-Key``; see docs/a2a.md).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from email.utils import format_datetime, parsedate_to_datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from scamcore.links import public_base

from . import __version__

__all__ = ["CARD_MAX_AGE", "CardEndpoint", "agent_card", "base_url_for"]

CARD_MAX_AGE = 3600

_KEY_HELP = (
    "Optional. A key from the operator, sent as 'Authorization: Bearer <key>', gives higher limits and AI "
    "review. Without one the agent runs rule-based and link checks at a low per-address rate."
)
_ASSESSMENT = "The result is an automated risk assessment, never proof either way."


def base_url_for(request: Request, configured: str | None) -> str:
    """The public base URL (no trailing slash) the card and links should use."""
    return public_base(str(request.base_url), configured)


def _skill(
    skill_id: str, name: str, description: str, *, tags: list[str], examples: list[str], inputs: list[str]
) -> dict[str, Any]:
    return {
        "id": skill_id,
        "name": name,
        "description": description,
        "tags": tags,
        "examples": examples,
        "inputModes": inputs,
        "outputModes": ["application/json", "text/plain"],
    }


_IMAGES = ["image/png", "image/jpeg", "image/webp", "image/gif"]

SKILLS = [
    _skill(
        "check_message",
        "Check a message",
        "Assesses a text, e-mail or chat message (or a screenshot of one) for scam and phishing warning signs, "
        "analysing every link in it. Returns a 0-100 risk score, a level (clear, caution, suspicious, high), the "
        "signs found with their evidence, advice and a guide. Send the message as text, a screenshot as an image "
        "part, or a CheckRequest data part. " + _ASSESSMENT,
        tags=["scam", "phishing", "fraud", "message", "screenshot"],
        examples=[
            "Your parcel could not be delivered. Pay the 1.99 fee within 24h: hxxps://parcel-redelivery[.]top/pay",
            "Is this e-mail from my bank genuine? 'Your account is locked, verify your identity here ...'",
        ],
        inputs=["text/plain", "application/json", *_IMAGES],
    ),
    _skill(
        "check_link",
        "Check a link",
        "Assesses one link or bare domain for look-alike brands, risky hosting and other warning signs, without "
        "visiting it. Send the link alone as text, or a CheckRequest data part with kind 'url'. " + _ASSESSMENT,
        tags=["scam", "phishing", "link", "url", "domain"],
        examples=["paypa1-secure-login.com", "https://bit.ly/3abcDEF"],
        inputs=["text/plain", "application/json"],
    ),
    _skill(
        "scam_trends",
        "Scam trends",
        "Trending scam types over the last 7 days, worldwide or for one country. Send a data part "
        '{"skill": "scam_trends", "country": "GB"} (country optional).',
        tags=["scam", "trends", "statistics"],
        examples=['{"skill": "scam_trends"}', '{"skill": "scam_trends", "country": "US"}'],
        inputs=["application/json"],
    ),
    _skill(
        "scam_guide",
        "Scam guides",
        "The plain-language guide closest to a topic or category: how the scam works, the signs, what to do now "
        'and what to do after paying or clicking. Send a data part {"skill": "scam_guide", "topic": "parcel text"}.',
        tags=["scam", "guide", "advice", "help"],
        examples=['{"skill": "scam_guide", "topic": "delivery"}', '{"skill": "scam_guide", "topic": "fake bank call"}'],
        inputs=["application/json"],
    ),
]


def agent_card(base_url: str) -> dict[str, Any]:
    endpoint = f"{base_url}/a2a"
    return {
        "name": "Scam Check",
        "description": (
            "Checks messages, links and screenshots for scam and phishing warning signs and explains what it "
            "found, offline and without keeping the content. " + _ASSESSMENT
        ),
        "supportedInterfaces": [
            {"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"},
            {"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": "0.3"},
        ],
        "provider": {"organization": "Scam Check", "url": base_url},
        "version": __version__,
        "capabilities": {"streaming": False, "pushNotifications": False, "extendedAgentCard": False},
        "securitySchemes": {
            "bearer": {
                "httpAuthSecurityScheme": {"scheme": "bearer", "description": _KEY_HELP},
                "type": "http",
                "scheme": "bearer",
                "description": _KEY_HELP,
            }
        },
        "securityRequirements": [{"schemes": {"bearer": {"list": []}}}, {}],
        "defaultInputModes": ["text/plain", "application/json", *_IMAGES],
        "defaultOutputModes": ["application/json", "text/plain"],
        "skills": SKILLS,
        # A2A 0.3 fields, for 0.3 clients and conformance kits:
        "url": endpoint,
        "preferredTransport": "JSONRPC",
        "protocolVersion": "0.3.0",
        "security": [{"bearer": []}, {}],
    }


class CardEndpoint:
    """GET (and HEAD) of the card with Cache-Control, a strong ETag and Last-Modified; 304 when unchanged."""

    def __init__(self, public_base_url: str | None, *, started: dt.datetime | None = None) -> None:
        self._configured = public_base_url
        self._modified = (started or dt.datetime.now(dt.UTC)).replace(microsecond=0)
        self._cache: dict[str, tuple[bytes, str]] = {}

    def _body(self, base_url: str) -> tuple[bytes, str]:
        found = self._cache.get(base_url)
        if found is None:
            body = json.dumps(agent_card(base_url), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            found = (body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')
            if len(self._cache) < 64:  # the Host header is caller-chosen: bound the cache
                self._cache[base_url] = found
        return found

    async def handle(self, request: Request) -> Response:
        body, etag = self._body(base_url_for(request, self._configured))
        headers = {
            "Cache-Control": f"public, max-age={CARD_MAX_AGE}",
            "ETag": etag,
            "Last-Modified": format_datetime(self._modified, usegmt=True),
        }
        if self._configured is None:
            headers["Vary"] = "Host"
        if self._not_modified(request, etag):
            return Response(status_code=304, headers=headers)
        return Response(body, media_type="application/json", headers=headers)

    def _not_modified(self, request: Request, etag: str) -> bool:
        if_none_match = request.headers.get("if-none-match")
        if if_none_match is not None:
            tags = [t.strip().removeprefix("W/") for t in if_none_match.split(",")]
            return "*" in tags or etag in tags
        since = request.headers.get("if-modified-since")
        if since is None:
            return False
        try:
            return parsedate_to_datetime(since) >= self._modified
        except (TypeError, ValueError):
            return False
