"""The routes the host mounts: POST /a2a (and /a2a/, no redirect) and the agent card at two paths.

Contract for the host (scamhttp):

    build_a2a(service, *, public_base_url, hosts) -> list of Starlette routes serving POST /a2a, /a2a/
    and the agent card at /.well-known/agent-card.json and /a2a/.well-known/agent-card.json.

``hosts`` is the Host policy MCP shares (``scamservice.HostPolicy``, loopback names by default): a
request with another Host is refused with 421 ``invalid_host`` before anything is read.

The card is served under /a2a as well because conformance kits look for it next to the endpoint.
"""

from __future__ import annotations

from starlette.routing import BaseRoute, Route

from scamservice import LOCAL_HOSTS, CheckService, HostPolicy

from .agent import DEFAULT_WAIT_SECONDS, Agent
from .card import CardEndpoint
from .rpc import RpcEndpoint
from .store import InMemoryTaskStore, TaskStore

__all__ = ["build_a2a"]


def build_a2a(
    service: CheckService,
    *,
    public_base_url: str | None,
    hosts: HostPolicy = LOCAL_HOSTS,
    store: TaskStore | None = None,
    wait_seconds: float = DEFAULT_WAIT_SECONDS,
) -> list[BaseRoute]:
    """Routes for the A2A agent; ``store`` defaults to an in-memory store (10 minutes, 1000 tasks)."""
    agent = Agent(service, store if store is not None else InMemoryTaskStore(), wait_seconds=wait_seconds)
    rpc = RpcEndpoint(agent, public_base_url, hosts)
    card = CardEndpoint(public_base_url, hosts=hosts)
    return [
        Route("/a2a", rpc.handle, methods=["POST"], name="a2a"),
        Route("/a2a/", rpc.handle, methods=["POST"], name="a2a_slash"),
        Route("/.well-known/agent-card.json", card.handle, methods=["GET"], name="agent_card"),
        Route("/a2a/.well-known/agent-card.json", card.handle, methods=["GET"], name="a2a_agent_card"),
    ]
