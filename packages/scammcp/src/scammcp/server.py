"""MCP adapter (STUB). Contract for the host (scamhttp):

    build_mcp(service, *, allowed_hosts, allowed_origins) -> McpMount
        .routes    Starlette routes serving POST /mcp and /mcp/ (GET/DELETE 405)
        .lifespan  an async context manager factory the host enters in its own lifespan
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field

from starlette.routing import BaseRoute

from scamcore.service import CheckService

__all__ = ["McpMount", "build_mcp"]


@contextlib.asynccontextmanager
async def _nothing() -> AsyncIterator[None]:
    yield


@dataclass
class McpMount:
    routes: list[BaseRoute] = field(default_factory=list)
    lifespan: Callable[[], AbstractAsyncContextManager[None]] = _nothing


def build_mcp(service: CheckService, *, allowed_hosts: Sequence[str], allowed_origins: Sequence[str]) -> McpMount:
    return McpMount()
