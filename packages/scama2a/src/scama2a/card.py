"""The agent card: what this agent does, where, in which dialects, and how to present a key.

Two shapes, chosen by the version the caller asks for (``A2A-Version`` header, or the
``A2A-Version`` query parameter), because no single card satisfies both specs: the 1.0 schema
allows no field it does not define, and 0.3 requires ``url`` and ``protocolVersion``.

- ``1.0`` (or ``1.0.x``): the strict 1.0 card (``supportedInterfaces``, ``securityRequirements``,
  wrapped security schemes) and nothing else.
- anything else, including no version: the same card plus the 0.3 fields (``url``,
  ``preferredTransport``, ``protocolVersion``, ``security``, flat scheme fields), as a2a-sdk 1.x
  emits it. A2A 1.0 reads an absent version as 0.3, and 0.3 clients and kits send none.

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
from typing import Any, Literal

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from scamcore.links import public_base
from scamservice import INVALID_HOST_BODY, LOCAL_HOSTS, HostPolicy

from . import __version__

__all__ = ["CARD_MAX_AGE", "CardEndpoint", "CardVersion", "agent_card", "base_url_for", "requested_version"]

CARD_MAX_AGE = 3600

CardVersion = Literal["1.0", "0.3"]

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


def agent_card(base_url: str, version: CardVersion = "0.3") -> dict[str, Any]:
    """The 1.0 card; for ``0.3`` with the 0.3 fields added, so a client of either version reads it."""
    endpoint = f"{base_url}/a2a"
    card: dict[str, Any] = {
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
        "securitySchemes": {"bearer": {"httpAuthSecurityScheme": {"scheme": "bearer", "description": _KEY_HELP}}},
        "securityRequirements": [{"schemes": {"bearer": {"list": []}}}, {}],
        "defaultInputModes": ["text/plain", "application/json", *_IMAGES],
        "defaultOutputModes": ["application/json", "text/plain"],
        "skills": SKILLS,
    }
    if version == "0.3":
        card["securitySchemes"]["bearer"].update({"type": "http", "scheme": "bearer", "description": _KEY_HELP})
        card.update(url=endpoint, preferredTransport="JSONRPC", protocolVersion="0.3.0", security=[{"bearer": []}, {}])
    return card


def requested_version(request: Request) -> CardVersion:
    """``1.0`` when the caller asks for 1.0 (header or query), else ``0.3``: A2A 1.0 reads no version as 0.3."""
    asked = (request.headers.get("a2a-version") or request.query_params.get("A2A-Version") or "").strip()
    return "1.0" if asked == "1.0" or asked.startswith("1.0.") else "0.3"


class CardEndpoint:
    """GET (and HEAD) of the card with Cache-Control, a strong ETag and Last-Modified; 304 when unchanged."""

    def __init__(
        self, public_base_url: str | None, *, hosts: HostPolicy = LOCAL_HOSTS, started: dt.datetime | None = None
    ) -> None:
        self._configured = public_base_url
        self._hosts = hosts
        self._modified = (started or dt.datetime.now(dt.UTC)).replace(microsecond=0)
        self._cache: dict[tuple[str, CardVersion], tuple[bytes, str]] = {}

    def _body(self, base_url: str, version: CardVersion) -> tuple[bytes, str]:
        found = self._cache.get((base_url, version))
        if found is None:
            card = agent_card(base_url, version)
            body = json.dumps(card, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            found = (body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')
            if len(self._cache) < 64:  # the Host header is caller-chosen: bound the cache
                self._cache[(base_url, version)] = found
        return found

    async def handle(self, request: Request) -> Response:
        if not self._hosts.allows_host(request.headers.get("host")):
            return JSONResponse(INVALID_HOST_BODY, 421, headers={"Cache-Control": "no-store"})
        body, etag = self._body(base_url_for(request, self._configured), requested_version(request))
        headers = {
            "Cache-Control": f"public, max-age={CARD_MAX_AGE}",
            "ETag": etag,
            "Last-Modified": format_datetime(self._modified, usegmt=True),
            "Vary": "A2A-Version" if self._configured else "A2A-Version, Host",
        }
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
