"""Security headers on every response, and the IETF RateLimit headers for quota-bearing ones."""

from __future__ import annotations

import functools

from scamservice import QuotaState

__all__ = ["RAW_SECURITY_HEADERS", "SECURITY_HEADERS", "raw_rate_limit_headers", "rate_limit_headers"]

SECURITY_HEADERS: dict[str, str] = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; "
        "form-action 'self'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
}

RAW_SECURITY_HEADERS = tuple((k.encode("latin-1"), v.encode("latin-1")) for k, v in SECURITY_HEADERS.items())
"""Encoded once: what the fast lane sends as they are, and what ``Front`` adds to other responses."""


def rate_limit_headers(quota: QuotaState, *, limited: bool = False) -> dict[str, str]:
    """draft-ietf-httpapi-ratelimit-headers-10 fields, plus Retry-After when refused."""
    headers = {
        "RateLimit-Policy": f'"{quota.policy}";q={quota.limit};w={quota.window_seconds}',
        "RateLimit": f'"{quota.policy}";r={quota.remaining};t={quota.reset_seconds}',
    }
    if limited:
        headers["Retry-After"] = str(max(1, quota.reset_seconds))
    return headers


@functools.lru_cache(maxsize=256)
def _raw_policy(policy: str, limit: int, window_seconds: int) -> tuple[bytes, bytes]:
    """A policy's header is the same on every answer under it: encoded once per (name, limit, window)."""
    return (b"ratelimit-policy", f'"{policy}";q={limit};w={window_seconds}'.encode("latin-1"))


def raw_rate_limit_headers(quota: QuotaState) -> list[tuple[bytes, bytes]]:
    """``rate_limit_headers`` of an allowed request, as the ASGI header pairs the fast lane sends."""
    return [
        _raw_policy(quota.policy, quota.limit, quota.window_seconds),
        (b"ratelimit", f'"{quota.policy}";r={quota.remaining};t={quota.reset_seconds}'.encode("latin-1")),
    ]
