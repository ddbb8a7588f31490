"""Tasks, messages and parts as this agent keeps them: one shape for both A2A dialects.

1.0 and 0.3 only differ in spelling (``TASK_STATE_COMPLETED`` / ``completed``, ``{"text"}`` /
``{"kind": "text"}``), so the store and the agent work on these neutral dataclasses and
``dialects`` spells them for the caller at the edge.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

__all__ = ["TERMINAL", "Artifact", "Message", "Part", "Role", "Task", "TaskState", "new_id", "utc_now"]

Role = Literal["user", "agent"]


class TaskState(StrEnum):
    """Values are the 0.3 spellings; 1.0 adds ``TASK_STATE_`` and upper-cases them."""

    SUBMITTED = "submitted"
    WORKING = "working"
    INPUT_REQUIRED = "input-required"
    AUTH_REQUIRED = "auth-required"
    COMPLETED = "completed"
    CANCELED = "canceled"
    FAILED = "failed"
    REJECTED = "rejected"


TERMINAL = frozenset({TaskState.COMPLETED, TaskState.CANCELED, TaskState.FAILED, TaskState.REJECTED})


def new_id() -> str:
    return str(uuid.uuid4())


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass(slots=True)
class Part:
    """One part of a message or artifact. Exactly one of text, data, raw, url is set."""

    text: str | None = None
    data: Any = None
    raw: bytes | None = None
    url: str | None = None
    media_type: str | None = None
    filename: str | None = None
    is_data: bool = False
    """True for a data part (its value may legitimately be null or falsy)."""


@dataclass(slots=True)
class Message:
    message_id: str
    role: Role
    parts: list[Part]
    context_id: str | None = None
    task_id: str | None = None
    reference_task_ids: list[str] = field(default_factory=list)
    sender: str | None = None
    """``metadata.sender`` of a user message: who the message to check came from (docs/a2a.md)."""


@dataclass(slots=True)
class Artifact:
    artifact_id: str
    name: str
    description: str
    parts: list[Part]


@dataclass(slots=True)
class Task:
    id: str
    context_id: str
    owner: str
    """Who may see this task: a salted hash of the caller's key or address, never the key itself."""
    state: TaskState
    timestamp: dt.datetime
    """When the status last changed (UTC); ListTasks sorts on it."""
    history: list[Message] = field(default_factory=list)
    artifacts: list[Artifact] = field(default_factory=list)
    status_message: Message | None = None
    error: dict[str, Any] | None = None
    """For a task that did not complete: the JSON-RPC error (``RpcError.to_json``) a waiting caller gets."""

    @property
    def terminal(self) -> bool:
        return self.state in TERMINAL
