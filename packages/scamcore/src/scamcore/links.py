"""Absolute links for results that leave the web site (assistants, agents): a path like
``/guides/bank`` is useless to an assistant, which has no page to resolve it against.

The base is the operator's configured public URL when there is one; otherwise the URL the request
came to, with a loopback or private IP replaced by ``localhost`` so no internal address is
handed out. Plain strings in and out, so every adapter shares it whatever its HTTP library.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from .models import CheckResult

__all__ = ["absolute", "public_base", "with_absolute_links"]


def public_base(request_base: str, configured: str | None) -> str:
    """The public base URL (no trailing slash) for a request that arrived at ``request_base``."""
    if configured:
        return configured.rstrip("/")
    parts = urlsplit(request_base)
    host = parts.hostname or "localhost"
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None and not address.is_global:
        host = "localhost"
    elif address is not None and address.version == 6:
        host = f"[{host}]"
    netloc = f"{host}:{parts.port}" if parts.port else host
    return f"{parts.scheme}://{netloc}{parts.path}".rstrip("/")


def absolute(href: str, base_url: str | None) -> str:
    """A site-relative path made absolute against the public base URL, when one is known."""
    if base_url and href.startswith("/") and not href.startswith("//"):
        return base_url.rstrip("/") + href
    return href


def with_absolute_links(result: CheckResult, base_url: str | None) -> CheckResult:
    """The result with its guide and helpful links made absolute; nothing else changes."""
    if not base_url:
        return result
    category = result.category.model_copy(update={"guide": absolute(result.category.guide, base_url)})
    links = [link.model_copy(update={"href": absolute(link.href, base_url)}) for link in result.links]
    return result.model_copy(update={"category": category, "links": links})
