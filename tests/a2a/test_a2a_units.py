"""Unit tests of the pieces: link detection, parts to a job, the task store, page tokens, dialects."""

from __future__ import annotations

import base64
import datetime as dt

import pytest

from scama2a import errors, inputs
from scama2a.agent import Agent
from scama2a.dialects import parse_message, parse_state, render_task
from scama2a.inputs import GuideJob, TrendsJob, looks_like_link, to_job
from scama2a.model import Message, Part, Task, TaskState
from scama2a.params import decode_page_token, encode_page_token
from scama2a.store import InMemoryTaskStore
from scamcore import CheckRequest, InputError
from scamservice import Caller, LocalService

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32


@pytest.mark.parametrize(
    ("text", "is_link"),
    [
        ("example.com", True),
        ("  https://x.io/a?b=1  ", True),
        ("hxxps://evil[.]com/login", True),
        ("www.bank.co.uk", True),
        ("bit.ly/abc", True),
        ("1.2.3.4:8080/x", True),
        ("xn--80ak6aa92e.com", True),
        ("https://x.io/a b", False),
        ("Your parcel is held: pay at example.com", False),
        ("3.14", False),
        ("user@example.com", False),
        ("hello", False),
        ("e.g.", False),
        ("", False),
    ],
)
def test_looks_like_link(text: str, is_link: bool) -> None:
    assert looks_like_link(text) is is_link


def msg(*parts: Part) -> Message:
    return Message(message_id="m", role="user", parts=list(parts))


def test_text_parts_are_joined_and_checked_as_a_message() -> None:
    job = to_job(msg(Part(text="Your parcel is held."), Part(text="Pay at example.com")))
    assert job == CheckRequest(kind="text", text="Your parcel is held.\n\nPay at example.com")


def test_a_bare_link_is_checked_as_a_link() -> None:
    assert to_job(msg(Part(text=" paypa1.com "))) == CheckRequest(kind="url", url="paypa1.com")


def test_an_image_is_checked_as_a_screenshot_and_text_beside_it_is_an_instruction() -> None:
    job = to_job(msg(Part(text="is this a scam?"), Part(raw=PNG, media_type="image/png")))
    assert isinstance(job, CheckRequest) and job.kind == "image"
    assert job.image == "data:image/png;base64," + base64.b64encode(PNG).decode()


def test_image_type_is_sniffed_when_not_declared_and_inline_data_urls_work() -> None:
    job = to_job(msg(Part(raw=PNG)))
    assert isinstance(job, CheckRequest) and job.image is not None and job.image.startswith("data:image/png;")
    inline = "data:image/png;base64," + base64.b64encode(PNG).decode()
    assert to_job(msg(Part(url=inline))) == CheckRequest(kind="image", image=inline)


def test_a_text_file_is_read_as_text() -> None:
    job = to_job(msg(Part(raw=b"Hello from a file", media_type="text/plain")))
    assert job == CheckRequest(kind="text", text="Hello from a file")


def test_data_parts_hold_a_check_request_or_a_skill() -> None:
    assert to_job(msg(Part(data={"kind": "url", "url": "a.io"}, is_data=True))) == CheckRequest(kind="url", url="a.io")
    assert to_job(msg(Part(data={"skill": "scam_trends", "country": "us"}, is_data=True))) == TrendsJob("US")
    assert to_job(msg(Part(data={"skill": "scam_trends"}, is_data=True))) == TrendsJob(None)
    assert to_job(msg(Part(data={"skill": "scam_guide", "topic": " parcel "}, is_data=True))) == GuideJob("parcel")


def test_the_message_metadata_sender_goes_with_text_and_images_and_a_data_part_keeps_its_own() -> None:
    def sent(*parts: Part) -> Message:
        return Message(message_id="m", role="user", parts=list(parts), sender="+44 7700 900123")

    assert to_job(sent(Part(text="Your parcel is held."))) == CheckRequest(
        kind="text", text="Your parcel is held.", sender="+44 7700 900123"
    )
    image = to_job(sent(Part(raw=PNG, media_type="image/png")))
    assert isinstance(image, CheckRequest) and image.sender == "+44 7700 900123"
    own = to_job(sent(Part(data={"kind": "text", "text": "hi", "sender": "AMAZ0N"}, is_data=True)))
    assert isinstance(own, CheckRequest) and own.sender == "AMAZ0N"
    inherited = to_job(sent(Part(data={"kind": "text", "text": "hi"}, is_data=True)))
    assert isinstance(inherited, CheckRequest) and inherited.sender == "+44 7700 900123"


def test_parse_message_reads_the_sender_from_metadata_only_as_a_string() -> None:
    base = {"role": "ROLE_USER", "messageId": "a", "parts": [{"text": "hi"}]}
    assert parse_message({**base, "metadata": {"sender": "72786", "other": 1}}).sender == "72786"
    assert parse_message({**base, "metadata": {"other": 1}}).sender is None
    with pytest.raises(errors.RpcError) as caught:
        parse_message({**base, "metadata": {"sender": 72786}})
    assert caught.value.code == -32602


@pytest.mark.parametrize(
    "parts",
    [
        [Part(raw=PNG), Part(raw=PNG)],
        [Part(data={"kind": "url", "url": "a.io"}, is_data=True), Part(raw=PNG)],
        [Part(data="text", is_data=True)],
        [Part(data={"skill": "weather"}, is_data=True)],
        [Part(url="https://example.com/screenshot.png")],
        [Part(url="https://example.com/screenshot.png", media_type="image/png")],
        [Part(raw=b"\xff\xfe\x00", media_type="text/plain")],
    ],
    ids=["two-images", "data-and-image", "data-not-object", "unknown-skill", "fetch-url", "fetch-image", "bad-utf8"],
)
def test_refused_inputs(parts: list[Part]) -> None:
    with pytest.raises(errors.RpcError) as caught:
        to_job(msg(*parts))
    assert caught.value.code == -32602


@pytest.mark.parametrize(
    "part",
    [
        Part(raw=b"%PDF-1.4", media_type="application/pdf"),
        Part(raw=b"tck", media_type="application/x-unsupported-tck-type"),
        Part(url="data:application/pdf;base64,JVBERi0xLjQ="),
        Part(url="https://example.com/a.pdf", media_type="application/pdf"),
    ],
    ids=["pdf-bytes", "unknown-bytes", "pdf-data-url", "pdf-by-url"],
)
def test_a_media_type_the_agent_cannot_read_is_content_type_not_supported(part: Part) -> None:
    """A2A 1.0 section 3.1.1 and 0.3 section 8.2: -32005, not -32602 (conformance kit CORE-SEND-003)."""
    with pytest.raises(errors.RpcError) as caught:
        to_job(msg(part))
    assert (caught.value.code, caught.value.reason) == (-32005, "CONTENT_TYPE_NOT_SUPPORTED")


def test_an_oversized_text_is_refused_before_it_is_scanned(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: a 10 MB text part was scanned for a bare link before the 50,000-character check."""
    scanned: list[int] = []
    real = inputs.looks_like_link
    monkeypatch.setattr(inputs, "looks_like_link", lambda text: scanned.append(len(text)) or real(text))
    with pytest.raises(InputError) as caught:
        to_job(msg(Part(text="a" * 10_000_000)))
    assert caught.value.code == "text_too_long"
    assert scanned == []
    assert to_job(msg(Part(text="paypa1.com"))) == CheckRequest(kind="url", url="paypa1.com")
    assert scanned == [len("paypa1.com")]


def test_a_link_message_is_validated_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text is validated (its size before any scan), then the link only checked for its limits."""
    validations: list[object] = []
    real = CheckRequest.model_validate
    monkeypatch.setattr(CheckRequest, "model_validate", lambda value: validations.append(value) or real(value))
    assert to_job(msg(Part(text=" paypa1.com "))) == CheckRequest(kind="url", url="paypa1.com")
    assert len(validations) == 1
    with pytest.raises(InputError) as caught:
        to_job(msg(Part(text="https://example.com/" + "a" * 5000)))
    assert caught.value.code == "url_too_long"


def test_bad_check_requests_raise_input_errors_with_their_codes() -> None:
    with pytest.raises(InputError) as caught:
        to_job(msg(Part(data={"kind": "text", "text": ""}, is_data=True)))
    assert caught.value.code == "missing_field"


def test_parse_message_accepts_both_spellings() -> None:
    one = parse_message({"role": "ROLE_USER", "messageId": "a", "parts": [{"text": "hi"}, {"raw": "AAE="}]})
    old = parse_message(
        {
            "kind": "message",
            "role": "user",
            "messageId": "a",
            "parts": [{"kind": "text", "text": "hi"}, {"kind": "file", "file": {"bytes": "AAE="}}],
        }
    )
    assert one.parts[0].text == old.parts[0].text == "hi"
    assert one.parts[1].raw == old.parts[1].raw == b"\x00\x01"


@pytest.mark.parametrize("value", ["TASK_STATE_INPUT_REQUIRED", "input-required"])
def test_parse_state(value: str) -> None:
    assert parse_state(value) is TaskState.INPUT_REQUIRED


def make_task(task_id: str, owner: str = "o", seconds: int = 0) -> Task:
    when = dt.datetime(2026, 1, 1, tzinfo=dt.UTC) + dt.timedelta(seconds=seconds)
    return Task(id=task_id, context_id="c", owner=owner, state=TaskState.COMPLETED, timestamp=when)


def test_render_task_spells_each_dialect() -> None:
    task = make_task("t")
    task.history = [Message("u", "user", [Part(text="hi")]), Message("a", "agent", [Part(data={"x": 1}, is_data=True)])]
    one = render_task(task, "1.0")
    old = render_task(task, "0.3")
    assert one["status"]["state"] == "TASK_STATE_COMPLETED" and old["status"]["state"] == "completed"
    assert one["status"]["timestamp"] == "2026-01-01T00:00:00.000Z"
    assert [m["role"] for m in one["history"]] == ["ROLE_USER", "ROLE_AGENT"]
    assert old["kind"] == "task" and old["history"][1]["parts"] == [{"kind": "data", "data": {"x": 1}}]
    assert one["history"][1]["parts"] == [{"data": {"x": 1}}]
    assert "history" not in render_task(task, "1.0", history_length=0)
    assert [m["messageId"] for m in render_task(task, "1.0", history_length=1)["history"]] == ["a"]


@pytest.mark.anyio
async def test_store_expires_tasks_after_their_lifetime() -> None:
    now = [0.0]
    store = InMemoryTaskStore(ttl_seconds=600, clock=lambda: now[0])
    await store.save(make_task("a"))
    now[0] = 599.0
    assert await store.get("o", "a") is not None
    await store.save(make_task("b"))
    now[0] = 600.0
    assert await store.get("o", "a") is None  # 600 s after its last change
    assert await store.get("o", "b") is not None
    now[0] = 1198.0
    assert [t.id for t in await store.list("o")] == ["b"]
    now[0] = 1199.0  # b was saved at 599
    assert len(store) == 0


@pytest.mark.anyio
async def test_store_cap_drops_the_oldest_of_the_biggest_owner_and_scopes_by_owner() -> None:
    store = InMemoryTaskStore(max_tasks=2)
    for task_id in ("a", "b", "c"):
        await store.save(make_task(task_id, owner="me" if task_id != "b" else "you"))
    assert await store.get("me", "a") is None  # "me" held two: its oldest goes, not the oldest of all
    assert await store.get("me", "b") is None and await store.get("you", "b") is not None
    assert [t.id for t in await store.list("me")] == ["c"]


@pytest.mark.anyio
async def test_many_owners_filling_their_shares_cannot_push_a_caller_out() -> None:
    # eleven addresses sending a hundred refused messages each emptied everyone else's tasks
    store = InMemoryTaskStore(max_tasks=30, max_per_owner=10)
    await store.save(make_task("theirs", owner="you"))
    for flooder in range(11):
        for i in range(10):
            await store.save(make_task(f"f{flooder}-{i}", owner=f"flood{flooder}"))
    assert await store.get("you", "theirs") is not None
    assert len(store) == 30


@pytest.mark.anyio
async def test_one_owner_cannot_push_the_others_tasks_out() -> None:
    store = InMemoryTaskStore(max_tasks=10, max_per_owner=3)
    await store.save(make_task("theirs", owner="you"))
    for i in range(50):
        await store.save(make_task(f"flood{i}", owner="me"))
    assert await store.get("you", "theirs") is not None
    assert sorted(t.id for t in await store.list("me")) == ["flood47", "flood48", "flood49"]
    assert len(store) == 4
    await store.save(make_task("theirs", owner="you"))  # saved again: still one entry
    assert len(store) == 4


def test_store_refuses_nonsense_limits() -> None:
    with pytest.raises(ValueError, match="ttl_seconds"):
        InMemoryTaskStore(ttl_seconds=0)


def test_page_token_round_trip_and_garbage() -> None:
    task = make_task("abc", seconds=5)
    assert decode_page_token(encode_page_token(task)) == ("2026-01-01T00:00:05.000Z", "abc")
    for garbage in ("invalid-token-xyz", "!!!", "eA"):
        with pytest.raises(errors.RpcError):
            decode_page_token(garbage)


def test_anonymous_callers_in_one_ipv6_block_are_one_owner() -> None:
    """The quota's unit: 2^64 owners from one subscriber's block could together push every other
    caller's tasks out of the store, on one quota."""
    agent = Agent(LocalService(), InMemoryTaskStore())
    one = agent.owner_of(Caller(client_ip="2001:db8:1:2::1"))
    assert agent.owner_of(Caller(client_ip="2001:db8:1:2:ffff::9")) == one
    assert agent.owner_of(Caller(client_ip="2001:db8:1:3::1")) != one
    assert agent.owner_of(Caller(client_ip="192.0.2.1")) != agent.owner_of(Caller(client_ip="192.0.2.2"))
