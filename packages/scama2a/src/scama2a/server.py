"""A2A adapter (STUB). Contract for the host (scamhttp):

    build_a2a(service, *, public_base_url) -> list of Starlette routes serving POST /a2a, /a2a/
    and the agent card at /.well-known/agent-card.json and /a2a/.well-known/agent-card.json.
"""

from __future__ import annotations

from starlette.routing import BaseRoute

from scamcore.service import CheckService

__all__ = ["build_a2a"]


def build_a2a(service: CheckService, *, public_base_url: str | None) -> list[BaseRoute]:
    return []
