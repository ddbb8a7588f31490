"""Security headers on every response, and the IETF RateLimit headers for quota-bearing ones."""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scamcore.service import QuotaState

__all__ = ["SECURITY_HEADERS", "SecurityHeaders", "rate_limit_headers"]

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


class SecurityHeaders:
    """Adds the headers unless a response set its own (a page may need a different CSP)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers.setdefault(name, value)
            await send(message)

        await self.app(scope, receive, send_with_headers)


def rate_limit_headers(quota: QuotaState, *, limited: bool = False) -> dict[str, str]:
    """draft-ietf-httpapi-ratelimit-headers-10 fields, plus Retry-After when refused."""
    headers = {
        "RateLimit-Policy": f'"{quota.policy}";q={quota.limit};w={quota.window_seconds}',
        "RateLimit": f'"{quota.policy}";r={quota.remaining};t={quota.reset_seconds}',
    }
    if limited:
        headers["Retry-After"] = str(max(1, quota.reset_seconds))
    return headers
