"""The official a2a-sdk client, as an independent peer, against a real ``scama2a`` process.

1.0 goes through the SDK's own client (card resolution, ``A2A-Version: 1.0``, ProtoJSON); 0.3
through the SDK's compat transport (``message/send``, ``kind`` parts, no 1.0 shapes).
"""

from __future__ import annotations

import asyncio
import io
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import httpx
import pytest
from a2a.client import ClientConfig, create_client
from a2a.client.card_resolver import A2ACardResolver
from a2a.compat.v0_3.jsonrpc_transport import CompatJsonRpcTransport
from a2a.types.a2a_pb2 import (
    CancelTaskRequest,
    GetTaskRequest,
    ListTasksRequest,
    Message,
    Part,
    Role,
    SendMessageRequest,
    Task,
    TaskState,
)
from a2a.utils.errors import TaskNotCancelableError, TaskNotFoundError, UnsupportedOperationError
from a2akit import LINK, SCAM_TEXT, Agent
from google.protobuf.json_format import MessageToDict
from PIL import Image, ImageDraw, ImageFont

from scamcore import CheckRequest, check
from scamcore.links import public_base, with_absolute_links

pytestmark = pytest.mark.e2e

T = TypeVar("T")


def _engine_result(agent_url: str) -> dict[str, Any]:
    """The engine's result as A2A sends it: guide links absolute from the request's own URL."""
    result = check(CheckRequest(kind="text", text=SCAM_TEXT))
    return with_absolute_links(result, public_base(agent_url, None)).model_dump(mode="json", by_alias=True)


def run(factory: Callable[[], Awaitable[T]]) -> T:
    async def main() -> T:
        return await factory()

    return asyncio.run(main())


def user_text(text: str, **fields: Any) -> Message:
    return Message(role=Role.ROLE_USER, message_id=str(uuid.uuid4()), parts=[Part(text=text)], **fields)


def result_data(task: Task) -> dict[str, Any]:
    [artifact] = task.artifacts
    assert artifact.name == "scam-check-result"
    data = [MessageToDict(p)["data"] for p in artifact.parts if p.HasField("data")]
    assert len(data) == 1
    found: dict[str, Any] = data[0]
    return found


def test_sdk_1_0_send_waits_for_the_verdict_and_it_matches_the_engine(agent: Agent) -> None:
    async def go() -> Task:
        client = await create_client(agent.url, ClientConfig(streaming=False))
        try:
            [event] = [e async for e in client.send_message(SendMessageRequest(message=user_text(SCAM_TEXT)))]
        finally:
            await client.close()
        return event.task

    task = run(go)
    assert task.status.state == TaskState.TASK_STATE_COMPLETED
    expected = _engine_result(agent.url)
    assert result_data(task) == expected  # proto Value turns ints into floats; == still holds (100 == 100.0)
    assert task.history[0].role == Role.ROLE_USER
    assert task.status.message.role == Role.ROLE_AGENT
    summary = task.status.message.parts[0].text
    assert expected["summary"] in summary
    assert "safe" not in summary.lower()


def test_sdk_1_0_link_get_list_and_cancel(agent: Agent) -> None:
    async def go() -> tuple[Task, Task, list[str], Exception, Exception]:
        client = await create_client(agent.url, ClientConfig(streaming=False))
        try:
            context = f"ctx-{uuid.uuid4()}"
            [event] = [
                e async for e in client.send_message(SendMessageRequest(message=user_text(LINK, context_id=context)))
            ]
            sent = event.task
            got = await client.get_task(GetTaskRequest(id=sent.id, history_length=1))
            listed = await client.list_tasks(ListTasksRequest(context_id=context))
            with pytest.raises(TaskNotCancelableError) as not_cancelable:
                await client.cancel_task(CancelTaskRequest(id=sent.id))
            with pytest.raises(TaskNotFoundError) as not_found:
                await client.get_task(GetTaskRequest(id=str(uuid.uuid4())))
            return sent, got, [t.id for t in listed.tasks], not_cancelable.value, not_found.value
        finally:
            await client.close()

    sent, got, listed, _, _ = run(go)
    assert result_data(sent)["kind"] == "url"  # a bare domain is checked as a link
    assert got.id == sent.id and len(got.history) == 1 and got.history[0].role == Role.ROLE_AGENT
    assert listed == [sent.id]


def test_sdk_1_0_follow_up_to_a_finished_task_is_refused(agent: Agent) -> None:
    async def go() -> None:
        client = await create_client(agent.url, ClientConfig(streaming=False))
        try:
            [event] = [e async for e in client.send_message(SendMessageRequest(message=user_text("hello there")))]
            follow_up = user_text("and this?", task_id=event.task.id)
            with pytest.raises(UnsupportedOperationError):
                [e async for e in client.send_message(SendMessageRequest(message=follow_up))]
        finally:
            await client.close()

    run(go)


def test_sdk_0_3_compat_transport_speaks_0_3(agent: Agent) -> None:
    async def go() -> tuple[Task, Task]:
        async with httpx.AsyncClient() as http:
            card = await A2ACardResolver(http, agent.url).get_agent_card()
            legacy = [i for i in card.supported_interfaces if i.protocol_version == "0.3"]
            assert legacy and legacy[0].url.endswith("/a2a")
            transport = CompatJsonRpcTransport(http, card, legacy[0].url)
            request = SendMessageRequest(message=user_text(SCAM_TEXT))
            request.configuration.return_immediately = False  # 0.3 "blocking": true
            sent = (await transport.send_message(request)).task
            got = await transport.get_task(GetTaskRequest(id=sent.id))
            with pytest.raises(TaskNotCancelableError):
                await transport.cancel_task(CancelTaskRequest(id=sent.id))
            return sent, got

    sent, got = run(go)
    assert sent.status.state == TaskState.TASK_STATE_COMPLETED
    assert got.status.state == TaskState.TASK_STATE_COMPLETED
    expected = _engine_result(agent.url)
    assert result_data(got) == expected


def screenshot() -> bytes:
    """A screenshot of a scam text, drawn at test time (no binary fixture in the repository)."""
    image = Image.new("RGB", (900, 200), "white")
    draw = ImageDraw.Draw(image)
    try:
        font: ImageFont.FreeTypeFont | ImageFont.ImageFont = ImageFont.truetype("DejaVuSans.ttf", 28)
    except OSError:
        font = ImageFont.load_default(28)
    draw.text((20, 40), "Your parcel is on hold. Pay the 1.99 fee", fill="black", font=font)
    draw.text((20, 100), "now at https://parcel-fee.top/pay", fill="black", font=font)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def test_sdk_1_0_screenshot_is_read_and_not_kept(agent: Agent) -> None:
    png = screenshot()

    async def go() -> Task:
        client = await create_client(agent.url, ClientConfig(streaming=False))
        try:
            message = Message(
                role=Role.ROLE_USER,
                message_id=str(uuid.uuid4()),
                parts=[Part(text="Is this a scam?"), Part(raw=png, media_type="image/png", filename="shot.png")],
            )
            [event] = [e async for e in client.send_message(SendMessageRequest(message=message))]
        finally:
            await client.close()
        return event.task

    task = run(go)
    assert task.status.state == TaskState.TASK_STATE_COMPLETED
    data = result_data(task)
    assert data["kind"] == "image"
    assert "parcel" in data["extractedText"].lower()
    assert data["level"]["id"] in ("suspicious", "high")
    kept = [p for p in task.history[0].parts if p.HasField("raw")]
    assert kept == []  # the screenshot's bytes are not held in the task
    assert "not kept" in task.history[0].parts[1].text
