"""Validating the ``params`` of each method; every problem is a -32602 naming the field.

ProtoJSON lets integers travel as strings ("5"), so integer fields take either form; booleans
are never integers. A string is read only if it is ASCII digits an int64 can hold: ``int()``
refuses more than 4,300 digits and reads "²" as a digit, and either would be an internal error.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from . import errors
from .dialects import Dialect, format_timestamp, parse_state
from .model import Task, TaskState

__all__ = [
    "DEFAULT_PAGE_SIZE",
    "ListQuery",
    "SendOptions",
    "decode_page_token",
    "encode_page_token",
    "list_query",
    "params_object",
    "send_options",
    "task_id_of",
    "history_length_of",
]

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 100

_INT_TEXT = re.compile(r"-?[0-9]{1,19}")
"""An integer as ProtoJSON writes it in a string; no int64 has more digits."""
_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
_MAX_MILLIS = (dt.datetime.max.replace(tzinfo=dt.UTC) - _EPOCH) // dt.timedelta(milliseconds=1)
"""The last millisecond a datetime can hold (year 9999): a later ``lastUpdatedAfter`` is refused."""


@dataclass(frozen=True, slots=True)
class SendOptions:
    wait: bool
    history_length: int | None
    output_modes: frozenset[str] | None


@dataclass(frozen=True, slots=True)
class ListQuery:
    context_id: str | None
    state: TaskState | None
    page_size: int
    after: tuple[str, str] | None
    """The page token's position: (timestamp, task id) of the last task already returned."""
    history_length: int | None
    updated_after: dt.datetime | None
    include_artifacts: bool


def params_object(params: Any) -> dict[str, Any]:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise errors.invalid_params("'params' must be an object.")
    return params


def _int(value: Any, name: str, *, low: int, high: int | None = None) -> int:
    if isinstance(value, str) and _INT_TEXT.fullmatch(value.strip()):
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        bounds = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise errors.invalid_params(f"'{name}' must be an integer {bounds}.")
    return value


def _bool(value: Any, name: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise errors.invalid_params(f"'{name}' must be true or false.")
    return value


def _opt_str(params: dict[str, Any], name: str) -> str | None:
    value = params.get(name)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise errors.invalid_params(f"'{name}' must be a string.")
    return value


def history_length_of(params: dict[str, Any], name: str = "historyLength") -> int | None:
    value = params.get(name)
    return None if value is None else _int(value, name, low=0)


def send_options(params: dict[str, Any], dialect: Dialect) -> SendOptions:
    config = params.get("configuration")
    if config is None:
        config = {}
    if not isinstance(config, dict):
        raise errors.invalid_params("'configuration' must be an object.")
    if config.get("taskPushNotificationConfig") or config.get("pushNotificationConfig"):
        raise errors.push_not_supported()
    if dialect == "1.0":
        wait = not _bool(config.get("returnImmediately"), "configuration.returnImmediately")
    else:
        wait = _bool(config.get("blocking"), "configuration.blocking")
    modes = config.get("acceptedOutputModes")
    if modes is not None and (not isinstance(modes, list) or not all(isinstance(m, str) for m in modes)):
        raise errors.invalid_params("'configuration.acceptedOutputModes' must be an array of strings.")
    return SendOptions(
        wait=wait,
        history_length=history_length_of(config, "historyLength") if config.get("historyLength") is not None else None,
        output_modes=frozenset(m.lower() for m in modes) if modes else None,
    )


def task_id_of(params: dict[str, Any]) -> str:
    task_id = params.get("id")
    if not isinstance(task_id, str) or not task_id:
        raise errors.invalid_params("'id' (the task id) is required and must be a non-empty string.")
    return task_id


def list_query(params: dict[str, Any]) -> ListQuery:
    status = params.get("status")
    state = None if status in (None, "", "TASK_STATE_UNSPECIFIED") else parse_state(status)
    page_size = params.get("pageSize")
    token = _opt_str(params, "pageToken")
    return ListQuery(
        context_id=_opt_str(params, "contextId"),
        state=state,
        page_size=DEFAULT_PAGE_SIZE if page_size is None else _int(page_size, "pageSize", low=1, high=MAX_PAGE_SIZE),
        after=None if token is None else decode_page_token(token),
        history_length=history_length_of(params),
        updated_after=_updated_after(params),
        include_artifacts=_bool(params.get("includeArtifacts"), "includeArtifacts"),
    )


def _updated_after(params: dict[str, Any]) -> dt.datetime | None:
    stamp = params.get("statusTimestampAfter")
    if stamp is not None:
        if not isinstance(stamp, str):
            raise errors.invalid_params("'statusTimestampAfter' must be an RFC 3339 timestamp string.")
        try:
            when = dt.datetime.fromisoformat(stamp)
        except ValueError:
            raise errors.invalid_params("'statusTimestampAfter' must be an RFC 3339 timestamp string.") from None
        return when if when.tzinfo else when.replace(tzinfo=dt.UTC)
    millis = params.get("lastUpdatedAfter")  # the pre-1.0 draft spelling: milliseconds since the epoch
    if millis is None:
        return None
    return _EPOCH + dt.timedelta(milliseconds=_int(millis, "lastUpdatedAfter", low=0, high=_MAX_MILLIS))


def encode_page_token(task: Task) -> str:
    raw = f"{format_timestamp(task.timestamp)}|{task.id}".encode()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_page_token(token: str) -> tuple[str, str]:
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode("utf-8")
        stamp, task_id = raw.split("|", 1)
        dt.datetime.fromisoformat(stamp)
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise errors.invalid_params("'pageToken' is not a token this agent issued.") from None
    if not task_id:
        raise errors.invalid_params("'pageToken' is not a token this agent issued.")
    return stamp, task_id
