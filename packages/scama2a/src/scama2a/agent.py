"""The agent: a message becomes a task, the task runs one check, the result becomes an artifact.

Dialect-free: ``rpc`` parses and spells; this module decides. A check runs as a background
asyncio task so a caller that asked not to wait gets the task at once (``submitted``/``working``)
and polls with GetTask; a caller that waits gets it finished. A send the service refuses before
letting it through (key, quota) makes no task: every caller gets the JSON-RPC error. Refusals
after that (no place for a long check) and input the check refuses end the task
``rejected``/``failed`` and, for a caller who waited, become the JSON-RPC error instead.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scamcore import CheckRequest, InputError, OcrUnavailable
from scamcore.guides import find_guide
from scamcore.links import with_absolute_links
from scamservice import Caller, CheckService, ServiceError, quota_identity

from . import errors
from .dialects import format_timestamp
from .inputs import GuideJob, Job, TrendsJob, to_job
from .model import Artifact, Message, Part, Task, TaskState, new_id, utc_now
from .params import ListQuery, SendOptions, encode_page_token
from .store import TaskStore
from .summary import absolute, guide_text, summary_text, trends_text

__all__ = ["DEFAULT_WAIT_SECONDS", "Agent", "Page"]

log = logging.getLogger("scama2a")

DEFAULT_WAIT_SECONDS = 30.0
"""How long a waiting send holds the request open before answering with the task still working."""

RESULT_ARTIFACT = "scam-check-result"
TRENDS_ARTIFACT = "scam-trends"
GUIDE_ARTIFACT = "scam-guide"


@dataclass(frozen=True, slots=True)
class Page:
    tasks: list[Task]
    next_page_token: str
    total_size: int


class Agent:
    def __init__(self, service: CheckService, store: TaskStore, *, wait_seconds: float = DEFAULT_WAIT_SECONDS) -> None:
        self._service = service
        self._store = store
        self._wait_seconds = wait_seconds
        self._running: dict[str, asyncio.Task[None]] = {}
        self._salt = secrets.token_bytes(16)

    def owner_of(self, caller: Caller) -> str:
        """Tasks are visible only to who created them: the same key, or without one the same address as
        the quota counts it (IPv6 by /64): one subscriber's block is one owner with one share of the
        store, not 2^64 owners who together could push every other caller's tasks out."""
        who = f"key:{caller.api_key}" if caller.api_key else f"ip:{quota_identity(caller.client_ip)}"
        return hashlib.sha256(self._salt + who.encode("utf-8", "surrogatepass")).hexdigest()

    async def verify_key(self, caller: Caller) -> None:
        """A wrong key is refused on every method, before it could name an owner or see a task."""
        try:
            await self._service.verify_key(caller)
        except ServiceError as exc:
            raise errors.service_refused(exc.code, exc.message, exc.status) from None

    async def send(self, message: Message, options: SendOptions, caller: Caller, *, base_url: str | None) -> Task:
        owner = self.owner_of(caller)
        if message.task_id is not None:
            await self._refuse_follow_up(owner, message)
        job_input = _job_or_error(message)
        context_id = message.context_id or new_id()
        task = Task(id=new_id(), context_id=context_id, owner=owner, state=TaskState.SUBMITTED, timestamp=utc_now())
        task.history.append(_kept(message, task, job_input))
        admitted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        job = asyncio.create_task(self._run(task, job_input, caller, base_url, admitted))
        self._running[task.id] = job
        job.add_done_callback(lambda _: self._running.pop(task.id, None))
        # The task exists once the service lets the caller through (key, quota): a refusal is the
        # JSON-RPC error, whether the caller waits or not, and leaves nothing in the store, as the
        # a2a-sdk makes a task only from the executor's first event. A refused flood filled the
        # store with empty rejected tasks, pushing out the caller's own.
        await asyncio.wait({job, admitted}, return_when=asyncio.FIRST_COMPLETED)
        if not admitted.done():
            assert task.error is not None  # _run admits on success; it ended before: refused
            raise errors.RpcError.from_json(task.error)
        await self._store.save(task)
        if options.wait:
            await asyncio.wait({job}, timeout=self._wait_seconds)
            if task.error is not None:
                raise errors.RpcError.from_json(task.error)
        return task

    async def get(self, caller: Caller, task_id: str) -> Task:
        task = await self._store.get(self.owner_of(caller), task_id)
        if task is None:
            raise errors.task_not_found(task_id)
        return task

    async def cancel(self, caller: Caller, task_id: str) -> Task:
        task = await self.get(caller, task_id)
        if task.terminal:
            raise errors.task_not_cancelable(task.state.value)
        job = self._running.get(task.id)
        _finish(task, TaskState.CANCELED, "The check was canceled at the caller's request; no result was kept.")
        if job is not None:
            job.cancel()
        await self._store.save(task)
        return task

    async def list(self, caller: Caller, query: ListQuery) -> Page:
        tasks = [
            t
            for t in await self._store.list(self.owner_of(caller))
            if (query.context_id is None or t.context_id == query.context_id)
            and (query.state is None or t.state == query.state)
            and (query.updated_after is None or t.timestamp > query.updated_after)
        ]
        tasks.sort(key=_sort_key, reverse=True)
        start = 0
        if query.after is not None:
            after = query.after
            start = next((i for i, t in enumerate(tasks) if _sort_key(t) < after), len(tasks))
        page = tasks[start : start + query.page_size]
        more = start + len(page) < len(tasks)
        return Page(tasks=page, next_page_token=encode_page_token(page[-1]) if more else "", total_size=len(tasks))

    async def _refuse_follow_up(self, owner: str, message: Message) -> None:
        assert message.task_id is not None
        task = await self._store.get(owner, message.task_id)
        if task is None:
            raise errors.task_not_found(message.task_id)
        if message.context_id is not None and message.context_id != task.context_id:
            raise errors.invalid_params("'message.contextId' does not match the context of 'message.taskId'.")
        if task.terminal:
            raise errors.unsupported_operation(
                f"The task is already {task.state.value}: send a new message without taskId to check something else."
            )
        raise errors.unsupported_operation(
            "This agent takes no follow-up messages for a task; poll it with GetTask, or send a new message "
            "without taskId to check something else."
        )

    async def _run(
        self, task: Task, job: Job, caller: Caller, base_url: str | None, admitted: asyncio.Future[None]
    ) -> None:
        def admit() -> None:
            if not admitted.done():
                task.state, task.timestamp = TaskState.WORKING, utc_now()
                admitted.set_result(None)

        try:
            name, data, text = await self._perform(job, caller, base_url, admit)
        except ServiceError as exc:
            retry = exc.quota.reset_seconds if exc.quota is not None and exc.code == "rate_limited" else exc.retry_after
            failure = errors.service_refused(exc.code, exc.message, exc.status, retry)
            # Refused before the check (quota, key, human check): the input was never read, so the
            # task keeps none of it; a flood of refused sends then costs only their small replies.
            task.history = [kept for kept in task.history if kept.role != "user"]
            _fail(task, TaskState.REJECTED, failure)
        except InputError as exc:
            _fail(task, TaskState.FAILED, errors.invalid_params(exc.message, code=exc.code))
        except OcrUnavailable as exc:
            _fail(task, TaskState.FAILED, errors.service_refused(exc.code, exc.message, 503))
        except Exception as exc:  # a bug: keep the task honest, log the type only (never the input)
            log.error("a2a task failed: %s", type(exc).__name__)
            _fail(task, TaskState.FAILED, errors.internal_error())
        else:
            if task.state is TaskState.CANCELED:
                return
            parts = [Part(data=data, is_data=True, media_type="application/json"), Part(text=text)]
            task.artifacts = [Artifact(new_id(), name, _DESCRIPTIONS[name], parts)]
            _finish(task, TaskState.COMPLETED, text)
            admit()  # a service that never said: it answered, so it let the caller through
        if admitted.done():  # else refused before a task existed: send() answers with the error
            await self._store.save(task)

    async def _perform(
        self, job: Job, caller: Caller, base_url: str | None, admit: Callable[[], None]
    ) -> tuple[str, Any, str]:
        """Run one job: (artifact name, JSON data, plain text); ``admit`` once the caller is let through."""
        if not isinstance(job, CheckRequest):
            admit()  # trends and guides take no quota
        if isinstance(job, TrendsJob):
            weather = await self._service.weather(job.country)
            return TRENDS_ARTIFACT, weather.model_dump(mode="json", by_alias=True), trends_text(weather)
        if isinstance(job, GuideJob):
            guide = find_guide(job.topic)
            data = {"id": guide.id, "title": guide.title, "url": absolute(guide.path, base_url)}
            return GUIDE_ARTIFACT, data, guide_text(guide, base_url)
        outcome = await self._service.check(job, caller, on_admitted=admit)
        result = with_absolute_links(outcome.result, base_url)  # an agent has no page to resolve a path against
        return RESULT_ARTIFACT, result.model_dump(mode="json", by_alias=True), summary_text(result, base_url)


_DESCRIPTIONS = {
    RESULT_ARTIFACT: "Automated risk assessment (the CheckResult of POST /api/check, links absolute) and its text.",
    TRENDS_ARTIFACT: "Trending scam types over the last 7 days (identical to GET /api/weather) and its text.",
    GUIDE_ARTIFACT: "The closest scam guide: its id, title and address, and the guide as Markdown.",
}


def _job_or_error(message: Message) -> Job:
    try:
        return to_job(message)
    except InputError as exc:
        raise errors.invalid_params(exc.message, code=exc.code) from None


def _sort_key(task: Task) -> tuple[str, str]:
    return format_timestamp(task.timestamp), task.id


def _finish(task: Task, state: TaskState, text: str) -> None:
    reply = Message(
        message_id=new_id(), role="agent", parts=[Part(text=text)], context_id=task.context_id, task_id=task.id
    )
    task.state, task.timestamp, task.status_message = state, utc_now(), reply
    task.history.append(reply)


def _fail(task: Task, state: TaskState, error: errors.RpcError) -> None:
    if task.state is TaskState.CANCELED:
        return
    task.error = error.to_json()
    _finish(task, state, error.message)
    assert task.status_message is not None
    code = error.metadata.get("code", error.reason.lower())
    task.status_message.parts.append(Part(data={"code": code, "message": error.message}, is_data=True))


def _kept(message: Message, task: Task, job: Job) -> Message:
    """The caller's message as the task keeps it: what was checked, and no more.

    Why: a task lives ten minutes and the store holds a thousand, so each must stay small whatever
    the caller sent (the store's bound, ``store.DEFAULT_MAX_TASKS``). A data part keeps only the
    fields the check read (a 600 kB field it ignores would otherwise be held per task), files and
    screenshots are dropped at once, and text beside a data part or an image (an instruction, not
    checked, so never measured) is kept only when short. Text that was checked is within the
    engine's text limit; the ids were held to ``dialects.MAX_ID_CHARS`` when the message was read.
    """
    checked_texts = isinstance(job, CheckRequest) and job.kind != "image" and not any(p.is_data for p in message.parts)
    budget = _MAX_KEPT_TEXT_BYTES
    parts: list[Part] = []
    for part in message.parts:
        if part.raw is not None:
            parts.append(Part(text=f"(file of {len(part.raw)} bytes: not kept)"))
        elif part.url is not None:
            parts.append(Part(text="(inline file: not kept)"))
        elif part.is_data:
            data = _checked_fields(part.data, job, budget)
            budget -= sum(sys.getsizeof(v) for v in data.values())
            parts.append(Part(data=data, is_data=True, media_type=_short(part.media_type)))
        elif part.text is not None and (checked_texts or len(part.text) <= _MAX_NOTE_CHARS):
            text = _within(part.text, budget)
            budget -= sys.getsizeof(text)
            parts.append(Part(text=text, media_type=_short(part.media_type)))
        else:
            parts.append(Part(text=f"(instruction of {len(part.text or '')} characters: not kept)"))
    return Message(
        message_id=message.message_id,
        role=message.role,
        parts=parts,
        context_id=task.context_id,
        task_id=task.id,
        reference_task_ids=message.reference_task_ids,
    )


_MAX_KEPT_TEXT_BYTES = 64 * 1024
"""Memory for the text a task keeps. 50,000 characters of checked text take 50 kB when they are
ASCII or Latin-1 but 100 kB in Cyrillic or CJK and 200 kB in emoji (Python stores a string at the
width of its widest character); past this the kept text is cut, so the store's bound holds."""
_MAX_NOTE_CHARS = 1_000
"""Instruction text kept beside a data part or a screenshot ("is this a scam?" is a few words)."""
_MAX_MEDIA_TYPE_CHARS = 127
"""RFC 6838 allows 127 characters for a type and for a subtype; a longer value is not one."""


def _checked_fields(data: Any, job: Job, budget: int) -> dict[str, Any]:
    """The fields of a data part the job was built from, as the caller spelled them; the checked
    text and the sender within the budget a checked text part has."""
    if isinstance(job, TrendsJob):
        return {"skill": "scam_trends", **({"country": job.country} if job.country else {})}
    if isinstance(job, GuideJob):
        return {"skill": "scam_guide", "topic": job.topic}
    value = "(screenshot: not kept)" if job.kind == "image" else _within(getattr(job, job.kind), budget)
    kept = {"kind": job.kind, job.kind: value}
    if isinstance(data, dict) and isinstance(data.get("sender"), str):
        # the data part's own sender wins, and was measured with the check
        kept["sender"] = _within(data["sender"], max(0, budget - sys.getsizeof(value)))
    return kept


def _within(text: str, budget: int) -> str:
    """``text``, or its beginning and a note saying it was cut, in at most ``budget`` bytes of memory."""
    if sys.getsizeof(text) <= budget:
        return text
    widest = ord(max(text))
    width = 1 if widest < 0x100 else 2 if widest < 0x10000 else 4
    return text[: max(0, budget - 200) // width] + f" [cut here: {len(text)} characters were checked]"


def _short(media_type: str | None) -> str | None:
    return media_type if media_type is None or len(media_type) <= _MAX_MEDIA_TYPE_CHARS else None
