"""What a task keeps of the caller's message, so the store's bound holds whatever the caller sends.

A store of a thousand tasks that each kept a 600 kB field nobody reads grew a server by 585 MB in
a probe; these fill a store with the largest messages the agent accepts and measure what stays.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Callable
from typing import Any

import pytest

from scama2a import errors
from scama2a.agent import Agent
from scama2a.dialects import MAX_ID_CHARS, parse_message
from scama2a.model import Task
from scama2a.params import SendOptions
from scama2a.store import InMemoryTaskStore
from scamcore import CheckRequest, check
from scamservice import Caller, CheckOutcome, QuotaState, ServiceError, Weather

pytestmark = pytest.mark.anyio

WAIT = SendOptions(wait=True, history_length=None, output_modes=None)
NO_WAIT = SendOptions(wait=False, history_length=None, output_modes=None)
CALLER = Caller(client_ip="198.51.100.7")
PAD = "p" * 600_000
KEPT_TASK_BYTES = 80 * 1024
"""What one task may hold at most, its result included: 1000 of them stay under ~100 MB."""


class Service:
    """Answers with the engine's result, or refuses every check as over the quota."""

    def __init__(self, *, refuse: bool = False) -> None:
        self.refuse = refuse

    async def check(
        self,
        request: CheckRequest,
        caller: Caller,
        *,
        human_check_required: bool = False,
        on_admitted: Callable[[], None] | None = None,
    ) -> CheckOutcome:
        if self.refuse:
            quota = QuotaState(policy="anon", limit=5, remaining=0, window_seconds=60, reset_seconds=42)
            raise ServiceError("rate_limited", "Too many checks; try again in 42 seconds.", 429, quota)
        if on_admitted is not None:
            on_admitted()
        return CheckOutcome(result=check(request))

    async def verify_key(self, caller: Caller) -> None:
        """Every key is good here."""

    async def weather(self, country: str | None) -> Weather:
        raise NotImplementedError


def message(parts: list[dict[str, Any]], n: int = 0, **extra: Any) -> dict[str, Any]:
    return {"role": "ROLE_USER", "messageId": f"m{n}", "parts": parts, **extra}


async def send(agent: Agent, value: dict[str, Any]) -> None:
    with contextlib.suppress(errors.RpcError):  # a refused check leaves no task
        await agent.send(parse_message(value), WAIT, CALLER, base_url=None)


def kept_bytes(task: Task) -> int:
    """The memory of every caller-sized string a task holds, its result as JSON included."""
    size = sys.getsizeof(task.context_id)
    for kept in task.history:
        size += sys.getsizeof(kept.message_id) + sum(sys.getsizeof(r) for r in kept.reference_task_ids)
        for part in kept.parts:
            size += sys.getsizeof(part.text or "") + sys.getsizeof(part.media_type or "")
            size += sum(sys.getsizeof(v) for v in part.data.values()) if part.is_data else 0  # its strings
    for artifact in task.artifacts:
        size += sum(len(json.dumps(p.data)) + sys.getsizeof(p.text or "") for p in artifact.parts)
    return size


async def test_a_data_part_keeps_only_the_fields_that_were_checked() -> None:
    store = InMemoryTaskStore()
    agent = Agent(Service(), store)
    await send(agent, message([{"data": {"kind": "url", "url": "example.com", "text": PAD, "note": PAD}}]))
    await send(agent, message([{"data": {"kind": "text", "text": "Hi, are we still on for lunch?", "sender": "Sam"}}]))
    await send(agent, message([{"data": {"skill": "scam_guide", "topic": "parcel text", "extra": PAD}}]))
    kept = [task.history[0].parts[0].data for task in await store.list(agent.owner_of(CALLER))]
    assert sorted(kept, key=str) == sorted(
        [
            {"kind": "url", "url": "example.com"},
            {"kind": "text", "text": "Hi, are we still on for lunch?", "sender": "Sam"},
            {"skill": "scam_guide", "topic": "parcel text"},
        ],
        key=str,
    )


async def test_text_beside_a_data_part_is_kept_only_when_short() -> None:
    store = InMemoryTaskStore()
    agent = Agent(Service(), store)
    data = {"data": {"kind": "url", "url": "example.com"}}
    await send(agent, message([{"text": "Is this safe?"}, data, {"text": "q" * 5_000}]))
    (task,) = await store.list(agent.owner_of(CALLER))
    texts = [part.text for part in task.history[0].parts if not part.is_data]
    assert texts == ["Is this safe?", "(instruction of 5000 characters: not kept)"]


async def test_a_refused_send_leaves_no_task() -> None:
    """A send refused by the quota made a rejected task all the same, held ten minutes: a flood of
    refused sends filled the caller's share of the store with them."""
    store = InMemoryTaskStore()
    agent = Agent(Service(refuse=True), store)
    with pytest.raises(errors.RpcError) as refused:
        sent = parse_message(message([{"data": {"kind": "url", "url": "example.com"}}]))
        await agent.send(sent, NO_WAIT, CALLER, base_url=None)
    assert refused.value.metadata["code"] == "rate_limited"
    assert await store.list(agent.owner_of(CALLER)) == []


@pytest.mark.parametrize("refuse", [False, True])
async def test_a_store_full_of_the_largest_messages_holds_its_bound(refuse: bool) -> None:
    """Every caller-sized thing at once: the longest ids, the most references, the most parts, a
    checked text of emoji (four bytes a character in memory), and oversized fields beside it."""
    store = InMemoryTaskStore(max_tasks=8)
    agent = Agent(Service(refuse=refuse), store)
    ids = {
        "contextId": "c" * MAX_ID_CHARS,
        "referenceTaskIds": ["r" * MAX_ID_CHARS] * 20,
    }
    for n in range(12):
        mid = f"{n}".ljust(MAX_ID_CHARS, "m")
        emoji = "\U0001f4e6" * 49_000 + f" https://parcel-{n}.example/track"
        await send(agent, {**message([{"text": emoji}], **ids), "messageId": mid})
        await send(agent, {**message([{"data": {"kind": "text", "text": emoji}}], **ids), "messageId": mid})
        parts = [{"data": {"kind": "url", "url": f"example{n}.com", "note": PAD}}] + [{"text": "q" * 900}] * 19
        await send(agent, {**message(parts, **ids), "messageId": mid})
    tasks = await store.list(agent.owner_of(CALLER))
    assert len(tasks) == (0 if refuse else 8)  # a refused send makes no task at all
    assert max((kept_bytes(task) for task in tasks), default=0) <= KEPT_TASK_BYTES


async def test_a_cut_text_says_so() -> None:
    store = InMemoryTaskStore()
    agent = Agent(Service(), store)
    await send(agent, message([{"text": "\u0416" * 49_000}]))  # Cyrillic: two bytes a character
    (task,) = await store.list(agent.owner_of(CALLER))
    kept = task.history[0].parts[0].text or ""
    assert kept.endswith("[cut here: 49000 characters were checked]")
    assert sys.getsizeof(kept) <= 64 * 1024


@pytest.mark.parametrize(
    "extra",
    [
        {"messageId": "m" * (MAX_ID_CHARS + 1)},
        {"contextId": "c" * (MAX_ID_CHARS + 1)},
        {"taskId": "t" * (MAX_ID_CHARS + 1)},
        {"referenceTaskIds": ["r"] * 21},
        {"referenceTaskIds": ["r" * (MAX_ID_CHARS + 1)]},
    ],
)
def test_ids_longer_than_an_id_are_refused(extra: dict[str, Any]) -> None:
    with pytest.raises(errors.RpcError) as refused:
        parse_message({**message([{"text": "hello"}]), **extra})
    assert refused.value.code == -32602
