"""How service refusals, failures, cancellation and the caller travel through A2A (in process).

A scripted CheckService stands in for the policy layer here, because these tests need refusals
and checks that never finish on demand; the real service is exercised in the e2e tests.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from a2akit import error_of
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.testclient import TestClient
from starlette.types import ASGIApp, Receive, Scope, Send

from scama2a.server import build_a2a
from scamcore import CheckRequest, CheckResult, check
from scamcore.links import with_absolute_links
from scamservice import Caller, CheckOutcome, HostPolicy, QuotaState, ServiceError, Weather


class ScriptedService:
    """Refuses, fails, hangs or answers, as each test sets ``mode``; records the callers it saw."""

    def __init__(self) -> None:
        self.mode = "answer"
        self.callers: list[Caller] = []

    async def check(
        self,
        request: CheckRequest,
        caller: Caller,
        *,
        human_check_required: bool = False,
        on_admitted: Callable[[], None] | None = None,
    ) -> CheckOutcome:
        self.callers.append(caller)
        if self.mode == "refuse":  # before the caller is let through, as the quota refuses
            quota = QuotaState(policy="anon", limit=5, remaining=0, window_seconds=60, reset_seconds=42)
            raise ServiceError("rate_limited", "Too many checks; try again in 42 seconds.", 429, quota)
        if on_admitted is not None:
            on_admitted()
        if self.mode == "busy":  # after it, as a long check's place or OCR refuses
            raise ServiceError("server_busy", "Long checks are busy right now; retry shortly.", 503, retry_after=5)
        if self.mode == "crash":
            raise RuntimeError("secret internals and the user's text")
        if self.mode == "hang":
            await asyncio.Event().wait()
        return CheckOutcome(result=check(request))

    async def verify_key(self, caller: Caller) -> None:
        """Every key is good here; the e2e tests refuse wrong keys with the real service."""

    async def weather(self, country: str | None) -> Weather:
        raise NotImplementedError


class SetClientIp:
    """What a host such as scamhttp does after resolving the address behind trusted proxies."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        scope.setdefault("state", {})["client_ip"] = "203.0.113.9"
        await self.app(scope, receive, send)


@pytest.fixture
def service() -> ScriptedService:
    return ScriptedService()


@pytest.fixture
def client(service: ScriptedService) -> Iterator[TestClient]:
    app = Starlette(
        routes=build_a2a(service, public_base_url=None, hosts=HostPolicy.of(["testserver"]), wait_seconds=5),
        middleware=[Middleware(SetClientIp)],
    )
    with TestClient(app) as test_client:  # one event loop for every request, so background checks live on
        yield test_client


def call(client: TestClient, method: str, params: Any, status: int = 200, **headers: str) -> dict[str, Any]:
    response = client.post(
        "/a2a", json={"jsonrpc": "2.0", "id": 7, "method": method, "params": params}, headers=headers
    )
    assert response.status_code == status
    answer: dict[str, Any] = response.json()
    return answer


def message(text: str, dialect: str = "1.0") -> dict[str, Any]:
    if dialect == "1.0":
        return {"role": "ROLE_USER", "messageId": "m", "parts": [{"text": text}]}
    return {"kind": "message", "role": "user", "messageId": "m", "parts": [{"kind": "text", "text": text}]}


def wait_for_state(client: TestClient, task_id: str, states: set[str]) -> dict[str, Any]:
    deadline = time.monotonic() + 10
    while True:
        task: dict[str, Any] = call(client, "tasks/get", {"id": task_id})["result"]
        if task["status"]["state"] in states:
            return task
        assert time.monotonic() < deadline, task
        time.sleep(0.01)


def test_a_refusal_is_a_json_rpc_error_for_a_waiting_caller(client: TestClient, service: ScriptedService) -> None:
    service.mode = "refuse"
    answer = call(client, "SendMessage", {"message": message("hello")})
    assert error_of(answer) == (-32000, "RATE_LIMITED")
    error = answer["error"]
    assert error["message"] == "Too many checks; try again in 42 seconds."
    assert error["data"][0]["metadata"] == {"code": "rate_limited", "httpStatus": "429", "retryAfterSeconds": "42"}


def test_a_quota_refusal_is_the_error_and_no_task_for_a_caller_that_did_not_wait(
    client: TestClient, service: ScriptedService
) -> None:
    """It became an empty rejected task in the store, held ten minutes: a refused flood filled the
    caller's share with them. The a2a-sdk makes a task only from its executor's first event."""
    service.mode = "refuse"
    params = {"message": message("hello"), "configuration": {"returnImmediately": True}}
    answer = call(client, "SendMessage", params)
    assert error_of(answer) == (-32000, "RATE_LIMITED")
    legacy = call(client, "message/send", {"message": message("hello", "0.3"), "configuration": {"blocking": False}})
    assert error_of(legacy) == (-32000, "RATE_LIMITED")
    assert call(client, "ListTasks", {})["result"]["tasks"] == []


def test_a_refusal_after_admission_rejects_the_task_of_a_caller_that_did_not_wait(
    client: TestClient, service: ScriptedService
) -> None:
    service.mode = "busy"
    task = call(client, "message/send", {"message": message("hello", "0.3"), "configuration": {"blocking": False}})
    done = wait_for_state(client, task["result"]["id"], {"rejected"})
    parts = done["status"]["message"]["parts"]
    assert parts[0] == {"kind": "text", "text": "Long checks are busy right now; retry shortly."}
    assert parts[1]["data"]["code"] == "server_busy"
    assert "artifacts" not in done
    assert [kept["role"] for kept in done["history"]] == ["agent"]  # the caller's message is not kept


def test_a_crash_is_an_internal_error_that_leaks_nothing(client: TestClient, service: ScriptedService) -> None:
    service.mode = "crash"
    answer = call(client, "SendMessage", {"message": message("my bank pin is 1234")})
    assert error_of(answer) == (-32603, "INTERNAL")
    assert "secret" not in answer["error"]["message"] and "1234" not in str(answer)


def test_cancel_a_running_task(client: TestClient, service: ScriptedService) -> None:
    service.mode = "hang"
    params = {"message": message("hello"), "configuration": {"returnImmediately": True}}
    task = call(client, "SendMessage", params)["result"]["task"]
    wait_for_state(client, task["id"], {"working"})
    canceled = call(client, "CancelTask", {"id": task["id"]})["result"]
    assert canceled["status"]["state"] == "TASK_STATE_CANCELED"
    assert call(client, "GetTask", {"id": task["id"]})["result"]["status"]["state"] == "TASK_STATE_CANCELED"
    assert error_of(call(client, "tasks/cancel", {"id": task["id"]})) == (-32002, "TASK_NOT_CANCELABLE")
    listed = call(client, "ListTasks", {"status": "TASK_STATE_CANCELED"})["result"]
    assert [t["id"] for t in listed["tasks"]] == [task["id"]]


def test_a_follow_up_to_a_running_task_is_refused(client: TestClient, service: ScriptedService) -> None:
    service.mode = "hang"
    params = {"message": message("hello"), "configuration": {"returnImmediately": True}}
    task = call(client, "SendMessage", params)["result"]["task"]
    follow_up = {**message("more"), "messageId": "m2", "taskId": task["id"]}
    assert error_of(call(client, "SendMessage", {"message": follow_up}))[0] == -32004


def test_the_caller_comes_from_the_request(client: TestClient, service: ScriptedService) -> None:
    call(client, "SendMessage", {"message": message("hello")}, **{"X-Api-Key": " k-123 "})
    call(client, "SendMessage", {"message": message("hello")}, Authorization="Bearer k-456")
    call(client, "SendMessage", {"message": message("hello")})
    assert [(c.channel, c.client_ip, c.api_key) for c in service.callers] == [
        ("a2a", "203.0.113.9", "k-123"),
        ("a2a", "203.0.113.9", "k-456"),
        ("a2a", "203.0.113.9", None),
    ]


def test_conflicting_keys_are_refused_before_any_check(client: TestClient, service: ScriptedService) -> None:
    answer = call(
        client, "SendMessage", {"message": message("hello")}, 403, **{"X-Api-Key": "a", "Authorization": "Bearer b"}
    )
    assert error_of(answer) == (-32000, "INVALID_API_KEY")
    assert service.callers == []


def test_result_artifact_is_the_check_result(client: TestClient) -> None:
    task = call(client, "SendMessage", {"message": message("Verify your account at paypa1-login.top now")})["result"]
    [artifact] = task["task"]["artifacts"]
    data = artifact["parts"][0]["data"]
    CheckResult.model_validate(data)  # the full model, camelCase on the wire
    expected = check(CheckRequest(kind="text", text="Verify your account at paypa1-login.top now"))
    # the same result, its guide links made absolute from the request's own URL
    assert data == with_absolute_links(expected, "http://testserver").model_dump(mode="json", by_alias=True)
