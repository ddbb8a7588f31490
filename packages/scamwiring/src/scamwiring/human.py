"""Human checks for browser use: ALTCHA proof of work (default, self-hosted) or Cloudflare Turnstile.

ALTCHA: ``challenge()`` issues an HMAC-signed challenge that expires; ``verify()`` checks it with
the ``altcha`` library and then claims its signature in the replay store, so each solution is
accepted once. The library itself keeps no memory of used solutions.
"""

from __future__ import annotations

import asyncio
import base64
import datetime as dt
import hashlib
import hmac
import json
import logging
import time
from typing import Any

import altcha
import httpx

from scamservice import ReplayStore

__all__ = ["AltchaCheck", "TurnstileCheck"]

log = logging.getLogger("scamwiring.human")

_MAX_TOKEN_CHARS = 8_192


class AltchaCheck:
    name = "altcha"

    def __init__(self, secret: bytes, replay: ReplayStore, *, cost: int = 5_000, ttl_seconds: int = 300) -> None:
        self._secret = hmac.new(secret, b"altcha-challenge", hashlib.sha256).hexdigest()
        self._key_secret = hmac.new(secret, b"altcha-key", hashlib.sha256).hexdigest()
        self._replay = replay
        self._cost = cost
        self._ttl = ttl_seconds

    def challenge(self) -> dict[str, Any]:
        """A fresh challenge in the shape the ALTCHA widget (v3) fetches."""
        expires = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self._ttl)
        ch = altcha.create_challenge(
            "PBKDF2/SHA-256",
            self._cost,
            expires_at=expires,
            hmac_secret=self._secret,
            hmac_key_secret=self._key_secret,
        )
        result: dict[str, Any] = ch.to_dict()
        return result

    async def verify(self, token: str) -> bool:
        if len(token) > _MAX_TOKEN_CHARS:
            return False
        try:
            result = await asyncio.to_thread(
                altcha.verify_solution, token, self._secret, hmac_key_secret=self._key_secret
            )
        except Exception as exc:  # the library parses untrusted input; treat any surprise as a refusal
            log.info("altcha verification raised %s", type(exc).__name__)
            return False
        if not result.verified:
            return False
        signature, expires_at = _signature_and_expiry(token)
        if signature is None:
            return False
        return await self._replay.first_use(f"altcha:{signature}", expires_at or time.time() + self._ttl)


def _signature_and_expiry(token: str) -> tuple[str | None, float | None]:
    try:
        challenge = json.loads(base64.b64decode(token))["challenge"]
        signature = challenge["signature"]
        expires = challenge["parameters"].get("expiresAt")
    except (ValueError, KeyError, TypeError, AttributeError):
        return None, None
    if not isinstance(signature, str):
        return None, None
    return signature, float(expires) if isinstance(expires, int | float) else None


class TurnstileCheck:
    """Cloudflare Turnstile, verified server-side at ``verify_url`` (the client IP is not sent)."""

    name = "turnstile"

    def __init__(self, secret: str, site_key: str | None, replay: ReplayStore, *, verify_url: str) -> None:
        self._secret = secret
        self.site_key = site_key
        self._replay = replay
        self._url = verify_url

    def challenge(self) -> dict[str, Any]:
        return {"provider": "turnstile", "siteKey": self.site_key}

    async def verify(self, token: str) -> bool:
        if len(token) > 2048:  # Turnstile tokens are at most 2048 characters
            return False
        try:
            async with httpx.AsyncClient(timeout=5.0) as client:
                response = await client.post(self._url, data={"secret": self._secret, "response": token})
            body = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("turnstile verification unavailable: %s", type(exc).__name__)
            return False
        if not (isinstance(body, dict) and body.get("success") is True):
            return False
        token_id = "turnstile:" + hashlib.sha256(token.encode()).hexdigest()
        return await self._replay.first_use(token_id, time.time() + 300)
