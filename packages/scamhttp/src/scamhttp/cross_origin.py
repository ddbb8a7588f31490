"""A browser's request from another site is refused unless the operator lists that site.

Why: a page on any site could make its visitors' browsers call us. ``POST /api/check`` read a
``text/plain`` body as JSON and ``/a2a`` a body with no type, and a browser sends both without
asking first (no CORS preflight): the visitor's anonymous quota was spent (one bucket for REST, MCP
and A2A) and the public trends counted the page's checks, with the visitors' addresses lent for
free. Reading a response needs CORS, but the request itself had already done its work.

Browsers say where a request comes from (``Sec-Fetch-Site``, and ``Origin`` before it existed);
servers, scripts and agents send neither and are not affected. The algorithm is Go's
``net/http.CrossOriginProtection``: safe methods pass; ``Sec-Fetch-Site: same-origin`` or ``none``
passes; without that header an ``Origin`` whose host is the request's own ``Host`` passes; any
other browser request passes only from an origin in ``SCAMCHECK_CORS_ORIGINS`` or the public base
URL's origin.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["CrossOrigin"]

_SAFE = frozenset({"GET", "HEAD", "OPTIONS"})


class CrossOrigin:
    """``refuses(scope)``: True for a browser request from a site not trusted (see the module)."""

    def __init__(self, trusted: Iterable[str]) -> None:
        origins = {origin.strip().rstrip("/").lower() for origin in trusted if origin.strip()}
        self.any = "*" in origins
        self.trusted = frozenset(origin.encode("latin-1", "replace") for origin in origins)

    def refuses(self, method: str, headers: Iterable[tuple[bytes, bytes]]) -> bool:
        if method in _SAFE or self.any:
            return False
        site = origin = host = None
        for name, value in headers:
            if name == b"sec-fetch-site":
                site = value
            elif name == b"origin":
                origin = value
            elif name == b"host":
                host = value
        if site is not None:
            return site not in (b"same-origin", b"none") and not self._trusted(origin)
        if origin is None:
            return False  # not a browser, or one too old to say: nothing to go by
        if host is not None and origin.partition(b"://")[2].lower() == host.lower():
            return False
        return not self._trusted(origin)

    def _trusted(self, origin: bytes | None) -> bool:
        return origin is not None and origin.lower() in self.trusted
