"""Reading and writing A2A's two dialects: 1.0 (ProtoJSON) and 0.3 (``kind`` discriminators).

Reading is lenient about spelling (a 1.0 method may arrive with ``"role": "user"`` or
``{"kind": "text"}`` parts, as some peers and the conformance kit send) but strict about structure;
writing always uses the spelling of the method that was called.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
from typing import Any, Literal

from . import errors
from .model import Artifact, Message, Part, Role, Task, TaskState

__all__ = [
    "Dialect",
    "MAX_ID_CHARS",
    "MAX_PARTS",
    "MAX_REFERENCES",
    "format_timestamp",
    "parse_message",
    "parse_state",
    "render_message",
    "render_task",
]

Dialect = Literal["1.0", "0.3"]

MAX_PARTS = 20
"""Parts per message; one check needs one thing, so more is a mistake or an abuse."""

MAX_ID_CHARS = 256
"""Ids a caller chooses (messageId, contextId, taskId, referenceTaskIds): a UUID is 36 characters.
A task keeps them for its lifetime, so their size is part of the store's bound."""
MAX_REFERENCES = 20
"""referenceTaskIds per message; this agent reads none of them, it only keeps and echoes them."""

_ROLES: dict[str, Role] = {"user": "user", "ROLE_USER": "user", "agent": "agent", "ROLE_AGENT": "agent"}


def format_timestamp(when: dt.datetime) -> str:
    return when.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def parse_state(value: Any) -> TaskState:
    """A task state in either spelling (``TASK_STATE_WORKING`` or ``working``)."""
    if isinstance(value, str):
        name = value.removeprefix("TASK_STATE_").lower().replace("_", "-") if value.isupper() else value
        for state in TaskState:
            if state.value == name:
                return state
    raise errors.invalid_params("'status' must be a task state such as TASK_STATE_COMPLETED.")


def parse_message(value: Any) -> Message:
    """Validate ``params.message`` of a send; raises -32602 naming the first problem found."""
    if not isinstance(value, dict):
        raise errors.invalid_params("'message' is required and must be an object.")
    message_id = value.get("messageId")
    if not isinstance(message_id, str) or not message_id:
        raise errors.invalid_params("'message.messageId' is required and must be a non-empty string.")
    if len(message_id) > MAX_ID_CHARS:
        raise errors.invalid_params(f"'message.messageId' may be at most {MAX_ID_CHARS} characters.")
    raw_role = value.get("role")
    role = _ROLES.get(raw_role) if isinstance(raw_role, str) else None
    if role is None:
        raise errors.invalid_params("'message.role' is required: ROLE_USER (1.0) or user (0.3).")
    if role != "user":
        raise errors.invalid_params("'message.role' must be the user role when sending to this agent.")
    parts = value.get("parts")
    if not isinstance(parts, list) or not parts:
        raise errors.invalid_params("'message.parts' must be a non-empty array of parts.")
    if len(parts) > MAX_PARTS:
        raise errors.invalid_params(f"'message.parts' may hold at most {MAX_PARTS} parts.")
    context_id = _optional_id(value, "contextId")
    task_id = _optional_id(value, "taskId")
    refs = value.get("referenceTaskIds", [])
    if not isinstance(refs, list) or not all(isinstance(r, str) for r in refs):
        raise errors.invalid_params("'message.referenceTaskIds' must be an array of strings.")
    if len(refs) > MAX_REFERENCES or any(len(r) > MAX_ID_CHARS for r in refs):
        raise errors.invalid_params(
            f"'message.referenceTaskIds' may hold at most {MAX_REFERENCES} ids of at most {MAX_ID_CHARS} characters."
        )
    return Message(
        message_id=message_id,
        role=role,
        parts=[_parse_part(p, i) for i, p in enumerate(parts)],
        context_id=context_id,
        task_id=task_id,
        reference_task_ids=list(refs),
        sender=_sender(value.get("metadata")),
    )


def _sender(metadata: Any) -> str | None:
    """``metadata.sender``; other metadata is the caller's own business and is not read."""
    sender = metadata.get("sender") if isinstance(metadata, dict) else None
    if sender is not None and not isinstance(sender, str):
        raise errors.invalid_params("'message.metadata.sender' must be a string: a number, name or address.")
    return sender


def _optional_id(value: dict[str, Any], name: str) -> str | None:
    found = value.get(name)
    if found is None or found == "":
        return None
    if not isinstance(found, str):
        raise errors.invalid_params(f"'message.{name}' must be a string.")
    if len(found) > MAX_ID_CHARS:
        raise errors.invalid_params(f"'message.{name}' may be at most {MAX_ID_CHARS} characters.")
    return found


def _parse_part(value: Any, index: int) -> Part:
    where = f"'message.parts[{index}]'"
    if not isinstance(value, dict):
        raise errors.invalid_params(f"{where} must be an object.")
    kind = value.get("kind")
    media = _str_or_none(value.get("mediaType", value.get("mimeType")), f"{where}.mediaType")
    filename = _str_or_none(value.get("filename"), f"{where}.filename")
    if kind == "text" or (kind is None and "text" in value):
        text = value.get("text")
        if not isinstance(text, str):
            raise errors.invalid_params(f"{where}.text must be a string.")
        return Part(text=text, media_type=media)
    if kind == "data" or (kind is None and "data" in value):
        if "data" not in value:
            raise errors.invalid_params(f"{where}.data is required for a data part.")
        return Part(data=value["data"], is_data=True, media_type=media)
    if kind == "file" or (kind is None and "file" in value):
        return _parse_file(value.get("file"), where)
    if kind is None and "raw" in value:
        return Part(raw=_b64(value["raw"], f"{where}.raw"), media_type=media, filename=filename)
    if kind is None and "url" in value:
        url = value["url"]
        if not isinstance(url, str) or not url:
            raise errors.invalid_params(f"{where}.url must be a non-empty string.")
        return Part(url=url, media_type=media, filename=filename)
    raise errors.invalid_params(f"{where} must be a text, data, file, raw or url part.")


def _parse_file(value: Any, where: str) -> Part:
    if not isinstance(value, dict):
        raise errors.invalid_params(f"{where}.file must be an object with bytes or uri.")
    media = _str_or_none(value.get("mimeType", value.get("mediaType")), f"{where}.file.mimeType")
    name = _str_or_none(value.get("name"), f"{where}.file.name")
    if "bytes" in value:
        return Part(raw=_b64(value["bytes"], f"{where}.file.bytes"), media_type=media, filename=name)
    uri = value.get("uri")
    if isinstance(uri, str) and uri:
        return Part(url=uri, media_type=media, filename=name)
    raise errors.invalid_params(f"{where}.file must hold bytes (base64) or a uri.")


def _str_or_none(value: Any, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value or None
    raise errors.invalid_params(f"{where} must be a string.")


def _b64(value: Any, where: str) -> bytes:
    if not isinstance(value, str):
        raise errors.invalid_params(f"{where} must be a base64 string.")
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        try:
            return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        except (binascii.Error, ValueError):
            raise errors.invalid_params(f"{where} is not valid base64.") from None


# --- writing ---------------------------------------------------------------------------------


def _state(state: TaskState, dialect: Dialect) -> str:
    if dialect == "0.3":
        return state.value
    return "TASK_STATE_" + state.value.upper().replace("-", "_")


def _render_part(part: Part, dialect: Dialect) -> dict[str, Any]:
    out: dict[str, Any]
    if dialect == "1.0":
        if part.text is not None:
            out = {"text": part.text}
        elif part.is_data:
            out = {"data": part.data}
        elif part.raw is not None:
            out = {"raw": base64.b64encode(part.raw).decode("ascii")}
        else:
            out = {"url": part.url or ""}
        if part.media_type:
            out["mediaType"] = part.media_type
        if part.filename:
            out["filename"] = part.filename
        return out
    if part.text is not None:
        return {"kind": "text", "text": part.text}
    if part.is_data:
        return {"kind": "data", "data": part.data}
    file: dict[str, Any] = (
        {"bytes": base64.b64encode(part.raw).decode("ascii")} if part.raw is not None else {"uri": part.url or ""}
    )
    if part.media_type:
        file["mimeType"] = part.media_type
    if part.filename:
        file["name"] = part.filename
    return {"kind": "file", "file": file}


def render_message(message: Message, dialect: Dialect) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "message"} if dialect == "0.3" else {}
    out["messageId"] = message.message_id
    out["role"] = message.role if dialect == "0.3" else f"ROLE_{message.role.upper()}"
    out["parts"] = [_render_part(p, dialect) for p in message.parts]
    if message.context_id:
        out["contextId"] = message.context_id
    if message.task_id:
        out["taskId"] = message.task_id
    if message.reference_task_ids:
        out["referenceTaskIds"] = list(message.reference_task_ids)
    return out


def _render_artifact(artifact: Artifact, dialect: Dialect) -> dict[str, Any]:
    return {
        "artifactId": artifact.artifact_id,
        "name": artifact.name,
        "description": artifact.description,
        "parts": [_render_part(p, dialect) for p in artifact.parts],
    }


def render_task(
    task: Task,
    dialect: Dialect,
    *,
    history_length: int | None = None,
    include_artifacts: bool = True,
    output_modes: frozenset[str] | None = None,
) -> dict[str, Any]:
    """The task as the caller's dialect spells it (bare; 1.0 SendMessage wraps it in ``{"task": ...}``).

    ``history_length`` None means all history, 0 none, n the last n messages (A2A semantics).
    ``output_modes`` drops artifact parts the caller said it cannot take, unless that would drop all.
    """
    out: dict[str, Any] = {"kind": "task"} if dialect == "0.3" else {}
    out["id"] = task.id
    out["contextId"] = task.context_id
    status: dict[str, Any] = {"state": _state(task.state, dialect), "timestamp": format_timestamp(task.timestamp)}
    if task.status_message is not None:
        status["message"] = render_message(task.status_message, dialect)
    out["status"] = status
    if include_artifacts and task.artifacts:
        out["artifacts"] = [_render_artifact(_filtered(a, output_modes), dialect) for a in task.artifacts]
    history = task.history if history_length is None else task.history[max(0, len(task.history) - history_length) :]
    if history and history_length != 0:
        out["history"] = [render_message(m, dialect) for m in history]
    return out


def _filtered(artifact: Artifact, modes: frozenset[str] | None) -> Artifact:
    if not modes or "*/*" in modes:
        return artifact

    def accepted(part: Part) -> bool:
        if part.text is not None:
            return bool({"text/plain", "text/*", "text"} & modes)
        if part.is_data:
            return bool({"application/json", "application/*", "data"} & modes)
        return True

    kept = [p for p in artifact.parts if accepted(p)]
    if not kept:
        return artifact
    return Artifact(artifact.artifact_id, artifact.name, artifact.description, kept)
