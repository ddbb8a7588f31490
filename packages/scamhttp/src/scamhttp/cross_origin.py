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
URL's origin. Default ports (``:443`` for https, ``:80`` for http) are dropped on both sides, as
browsers drop them.

Not covered, as in Go: a page on a foreign name that resolves to us (DNS rebinding, plain HTTP
only) is same-origin to the browser; a browser extension's origin (``chrome-extension://<id>``)
is refused unless listed.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["CrossOrigin"]

_SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
_DEFAULT_PORTS = ((b"https://", b":443"), (b"http://", b":80"))


def _bare(origin: bytes) -> bytes:
    """The origin in lower case without its scheme's default port, as a browser writes it."""
    origin = origin.lower().rstrip(b"/")
    for scheme, port in _DEFAULT_PORTS:
        if origin.startswith(scheme) and origin.endswith(port):
            return origin[: -len(port)]
    return origin


class CrossOrigin:
    """``refuses(method, headers)``: True for a browser request from a site not trusted (see the module)."""

    def __init__(self, trusted: Iterable[str]) -> None:
        origins = {origin.strip() for origin in trusted if origin.strip()}
        self.any = "*" in origins
        self.trusted = frozenset(_bare(origin.encode("latin-1", "replace")) for origin in origins)

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
        if host is not None:
            scheme, _, _ = origin.partition(b"://")
            if _bare(origin) == _bare(scheme + b"://" + host):
                return False
        return not self._trusted(origin)

    def _trusted(self, origin: bytes | None) -> bool:
        return origin is not None and _bare(origin) in self.trusted
