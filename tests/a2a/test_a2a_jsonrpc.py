"""Raw JSON-RPC over HTTP against a real ``scama2a``: the 0.3 dialect, task life, and every error path.

Protocol errors must come back as HTTP 200 with a JSON-RPC error carrying a google.rpc ErrorInfo.
"""

from __future__ import annotations

import socket
import time
import uuid
from pathlib import Path
from typing import Any

import localhttp
import pytest
from a2akit import LINK, PLAIN_TEXT, SCAM_TEXT, Agent, error_of, make_key, rpc, text_message
from inprocess import serving
from starlette.applications import Starlette

from scama2a.server import build_a2a
from scamservice import MemoryQuota
from scamwiring import build_service
from scamwiring.settings import Settings

pytestmark = pytest.mark.e2e

PUBLIC = "https://scamcheck.example"


def poll_task(agent: Agent, task_id: str, method: str = "tasks/get") -> dict[str, Any]:
    """GetTask until the task is terminal (bounded), as a client that did not wait would."""
    deadline = time.monotonic() + 20
    while True:
        answer = rpc(agent.url, method, {"id": task_id})
        task: dict[str, Any] = answer["result"]
        if task["status"]["state"] in ("completed", "failed", "rejected", "canceled", "TASK_STATE_COMPLETED"):
            return task
        assert time.monotonic() < deadline, task
        time.sleep(0.02)


# --- 0.3 dialect ------------------------------------------------------------------------------


def test_0_3_message_send_returns_at_once_then_completes(agent: Agent) -> None:
    answer = rpc(agent.url, "message/send", {"message": text_message(SCAM_TEXT, dialect="0.3")})
    task = answer["result"]
    assert task["kind"] == "task" and "task" not in task  # bare, not wrapped as in 1.0
    assert task["status"]["state"] in ("submitted", "working", "completed")
    assert task["history"][0]["kind"] == "message" and task["history"][0]["role"] == "user"
    done = poll_task(agent, task["id"])
    assert done["status"]["state"] == "completed"
    [artifact] = done["artifacts"]
    kinds = [p["kind"] for p in artifact["parts"]]
    assert kinds == ["data", "text"]
    assert artifact["parts"][0]["data"]["level"]["id"] in ("suspicious", "high")
    assert done["status"]["message"]["role"] == "agent"


def test_0_3_blocking_true_waits(agent: Agent) -> None:
    params = {"message": text_message(PLAIN_TEXT, dialect="0.3"), "configuration": {"blocking": True}}
    task = rpc(agent.url, "message/send", params)["result"]
    assert task["status"]["state"] == "completed"
    assert task["artifacts"][0]["parts"][0]["data"]["kind"] == "text"


def test_1_0_without_version_header_and_return_immediately(agent: Agent) -> None:
    params = {"message": text_message(LINK), "configuration": {"returnImmediately": True}}
    task = rpc(agent.url, "SendMessage", params)["result"]["task"]
    assert task["status"]["state"] in ("TASK_STATE_SUBMITTED", "TASK_STATE_WORKING", "TASK_STATE_COMPLETED")
    assert task["history"][0]["role"] == "ROLE_USER"
    done = poll_task(agent, task["id"], "GetTask")
    assert done["status"]["state"] == "TASK_STATE_COMPLETED"
    assert done["artifacts"][0]["parts"][0]["data"]["kind"] == "url"


def test_1_0_with_version_header_and_history_length(agent: Agent) -> None:
    params = {"message": text_message(SCAM_TEXT), "configuration": {"historyLength": 0}}
    task = rpc(agent.url, "SendMessage", params, headers={"A2A-Version": "1.0"})["result"]["task"]
    assert task["status"]["state"] == "TASK_STATE_COMPLETED" and "history" not in task
    full = rpc(agent.url, "GetTask", {"id": task["id"]})["result"]
    assert [m["role"] for m in full["history"]] == ["ROLE_USER", "ROLE_AGENT"]
    last = rpc(agent.url, "GetTask", {"id": task["id"], "historyLength": 1})["result"]
    assert [m["role"] for m in last["history"]] == ["ROLE_AGENT"]


def test_data_part_with_a_check_request(agent: Agent) -> None:
    message = {
        "role": "ROLE_USER",
        "messageId": "m-data",
        "parts": [{"text": "is this a scam?"}, {"data": {"kind": "url", "url": "http://secure-paypa1.top/login"}}],
    }
    task = rpc(agent.url, "SendMessage", {"message": message})["result"]["task"]
    data = task["artifacts"][0]["parts"][0]["data"]
    assert data["kind"] == "url" and data["urls"][0]["host"] == "secure-paypa1.top"


def test_trends_and_guide_skills(agent: Agent) -> None:
    trends = {"role": "ROLE_USER", "messageId": "t", "parts": [{"data": {"skill": "scam_trends", "country": "gb"}}]}
    task = rpc(agent.url, "SendMessage", {"message": trends})["result"]["task"]
    assert task["artifacts"][0]["name"] == "scam-trends"
    assert task["artifacts"][0]["parts"][0]["data"]["country"] == "GB"
    guide = {"role": "ROLE_USER", "messageId": "g", "parts": [{"data": {"skill": "scam_guide", "topic": "parcel"}}]}
    task = rpc(agent.url, "SendMessage", {"message": guide})["result"]["task"]
    data = task["artifacts"][0]["parts"][0]["data"]
    assert data["id"] == "delivery" and data["url"].endswith("/guides/delivery")


def _check_data(agent: Agent) -> dict[str, Any]:
    task = rpc(agent.url, "SendMessage", {"message": text_message(SCAM_TEXT)})["result"]["task"]
    data: dict[str, Any] = task["artifacts"][0]["parts"][0]["data"]
    return data


def test_result_links_are_absolute_from_the_request_url(agent: Agent) -> None:
    """An agent has no page to resolve ``/guides/...`` against; a loopback address becomes localhost."""
    data = _check_data(agent)
    base = f"http://localhost:{agent.port}/"
    assert data["category"]["guide"].startswith(base + "guides/"), data["category"]
    assert data["links"] and all(link["href"].startswith(("http://", "https://")) for link in data["links"])


def test_result_links_use_the_configured_public_base_url(tmp_path: Path) -> None:
    server = Agent(cwd=tmp_path, env={"SCAMCHECK_DATA_DIR": str(tmp_path)}, args=["--public-base-url", PUBLIC])
    server.start()
    try:
        data = _check_data(server)
    finally:
        server.stop()
    assert data["category"]["guide"].startswith(PUBLIC + "/guides/"), data["category"]
    hrefs = [link["href"] for link in data["links"]]
    assert any(h.startswith(PUBLIC + "/guides/") for h in hrefs) and not any(h.startswith("/") for h in hrefs), hrefs


def test_list_tasks_filters_and_pages(agent: Agent) -> None:
    context = f"ctx-{uuid.uuid4()}"
    ids = [
        rpc(agent.url, "SendMessage", {"message": text_message(f"note {i}", contextId=context)})["result"]["task"]["id"]
        for i in range(3)
    ]
    first = rpc(agent.url, "ListTasks", {"contextId": context, "pageSize": 2})["result"]
    assert first["totalSize"] == 3 and first["pageSize"] == 2 and first["nextPageToken"]
    assert all("artifacts" not in t for t in first["tasks"])  # includeArtifacts defaults to false
    second = rpc(agent.url, "ListTasks", {"contextId": context, "pageSize": 2, "pageToken": first["nextPageToken"]})[
        "result"
    ]
    assert second["pageSize"] == 1 and second["nextPageToken"] == ""
    listed = [t["id"] for t in first["tasks"] + second["tasks"]]
    assert listed == list(reversed(ids))  # newest status first, no overlap
    default = rpc(agent.url, "ListTasks", {"contextId": context, "includeArtifacts": True})["result"]
    assert default["pageSize"] == 3 and default["nextPageToken"] == "" and "artifacts" in default["tasks"][0]
    done = rpc(agent.url, "ListTasks", {"contextId": context, "status": "TASK_STATE_COMPLETED"})["result"]
    assert done["totalSize"] == 3
    none = rpc(agent.url, "ListTasks", {"contextId": context, "status": "TASK_STATE_WORKING"})["result"]
    assert none == {"tasks": [], "nextPageToken": "", "pageSize": 0, "totalSize": 0}


def test_tasks_are_private_to_their_caller(agent: Agent) -> None:
    task = rpc(agent.url, "SendMessage", {"message": text_message(PLAIN_TEXT)})["result"]["task"]
    other = {"X-Api-Key": make_key(agent)}
    assert error_of(rpc(agent.url, "GetTask", {"id": task["id"]}, headers=other)) == (-32001, "TASK_NOT_FOUND")
    listed = rpc(agent.url, "ListTasks", {"pageSize": 100}, headers=other)["result"]
    assert task["id"] not in [t["id"] for t in listed["tasks"]]
    assert rpc(agent.url, "GetTask", {"id": task["id"]})["result"]["id"] == task["id"]


@pytest.mark.parametrize(
    "bogus",
    [{"Authorization": "Bearer sck_bogus_bogus"}, {"X-Api-Key": "sck_000000000000_wrong"}],
    ids=["bearer", "x-api-key"],
)
def test_a_wrong_key_is_refused_on_every_method_and_never_names_an_owner(agent: Agent, bogus: dict[str, str]) -> None:
    """Issue 22: a bogus key was taken as an owner name on GetTask, ListTasks and CancelTask."""
    key = {"Authorization": f"Bearer {make_key(agent)}"}
    params = {"message": text_message(PLAIN_TEXT), "configuration": {"returnImmediately": True}}
    mine = rpc(agent.url, "SendMessage", params, headers=key)["result"]["task"]
    params_0_3 = {"message": text_message(PLAIN_TEXT, dialect="0.3")}
    old = rpc(agent.url, "message/send", params_0_3, headers=bogus, status=403)
    assert error_of(old) == (-32000, "INVALID_API_KEY")  # refused at once, not a rejected task filed under it
    calls = [
        ("GetTask", {"id": mine["id"]}),
        ("tasks/get", {"id": mine["id"]}),
        ("ListTasks", {}),
        ("tasks/list", {}),
        ("CancelTask", {"id": mine["id"]}),
        ("tasks/cancel", {"id": mine["id"]}),
        ("SendMessage", {"message": text_message(LINK)}),
        ("SendStreamingMessage", {"message": text_message(LINK)}),
        ("GetTaskPushNotificationConfig", {"id": mine["id"]}),
    ]
    for method, call_params in calls:
        answer = rpc(agent.url, method, call_params, headers=bogus, status=403)  # A2A 0.3 section 4.4
        assert error_of(answer) == (-32000, "INVALID_API_KEY"), method
        assert answer["error"]["data"][0]["metadata"]["httpStatus"] == "403"
    listed = rpc(agent.url, "ListTasks", {"pageSize": 100}, headers=key)["result"]["tasks"]
    assert [t["id"] for t in listed] == [mine["id"]]  # its owner still has it, uncanceled
    assert listed[0]["status"]["state"] != "TASK_STATE_CANCELED"


def test_a_wrong_key_is_refused_not_treated_as_anonymous(agent: Agent) -> None:
    headers = {"Authorization": "Bearer not-a-key-anyone-has"}
    answer = rpc(agent.url, "SendMessage", {"message": text_message(PLAIN_TEXT)}, headers=headers, status=403)
    assert error_of(answer) == (-32000, "INVALID_API_KEY")
    assert answer["error"]["data"][0]["metadata"]["code"] == "invalid_api_key"
    assert answer["error"]["data"][0]["domain"] == "scamcheck"
    basic = {"Authorization": "Basic x"}
    malformed = rpc(agent.url, "SendMessage", {"message": text_message(LINK)}, headers=basic, status=403)
    assert error_of(malformed) == (-32000, "INVALID_API_KEY")


def test_trailing_slash_works_without_redirect(agent: Agent) -> None:
    body = {"jsonrpc": "2.0", "id": "s", "method": "SendMessage", "params": {"message": text_message(LINK)}}
    response = localhttp.post(agent.url + "/a2a/", json=body, timeout=30)
    assert response.status_code == 200
    assert response.json()["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"


# --- errors -----------------------------------------------------------------------------------


def raw(agent: Agent, body: bytes, content_type: str = "application/json", **headers: str) -> dict[str, Any]:
    response = localhttp.post(agent.url + "/a2a", content=body, headers={"Content-Type": content_type, **headers})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    assert answer["jsonrpc"] == "2.0"
    return answer


def test_parse_error(agent: Agent) -> None:
    answer = raw(agent, b'{"jsonrpc": "2.0", "method": ')
    assert error_of(answer) == (-32700, "PARSE_ERROR") and answer["id"] is None


@pytest.mark.parametrize(
    "body",
    [
        b"[]",
        b'"just a string"',
        b'{"jsonrpc": "1.0", "id": 1, "method": "GetTask"}',
        b'{"id": 1, "method": "GetTask"}',
        b'{"jsonrpc": "2.0", "id": 1}',
        b'{"jsonrpc": "2.0", "id": 1, "method": 5}',
        b'{"jsonrpc": "2.0", "id": {"bad": "type"}, "method": "GetTask"}',
        b'{"jsonrpc": "2.0", "id": [1], "method": "GetTask"}',
        b'{"jsonrpc": "2.0", "id": true, "method": "GetTask"}',
        b'{"jsonrpc": "2.0", "id": 1, "method": "GetTask", "params": "x"}',
    ],
    ids=[
        "batch",
        "string",
        "jsonrpc-1.0",
        "no-jsonrpc",
        "no-method",
        "method-int",
        "id-object",
        "id-array",
        "id-bool",
        "params-string",
    ],
)
def test_invalid_request(agent: Agent, body: bytes) -> None:
    assert error_of(raw(agent, body))[0] == -32600


def test_invalid_request_keeps_a_valid_id(agent: Agent) -> None:
    answer = raw(agent, b'{"jsonrpc": "1.0", "id": "keep-me", "method": "GetTask"}')
    assert answer["id"] == "keep-me" and answer["error"]["code"] == -32600


def test_method_not_found(agent: Agent) -> None:
    assert error_of(rpc(agent.url, "tasks/explode", {})) == (-32601, "METHOD_NOT_FOUND")


@pytest.mark.parametrize(
    ("method", "shown"), [("m" * 8_000, "m" * 64), ("tasks/\x1b[2Jexplode", "(unprintable)")], ids=["long", "control"]
)
def test_an_unknown_method_is_quoted_back_only_as_a_printable_excerpt(agent: Agent, method: str, shown: str) -> None:
    """The same 64-character cut MCP makes (scamservice.echo_excerpt), so no protocol sends a name back whole."""
    answer = rpc(agent.url, method, {})
    assert error_of(answer) == (-32601, "METHOD_NOT_FOUND")
    assert answer["error"]["message"] == f"Method not found: {shown}."


def test_non_json_content_type(agent: Agent) -> None:
    body = b'{"jsonrpc": "2.0", "id": 1, "method": "GetTask", "params": {"id": "x"}}'
    assert error_of(raw(agent, body, "text/plain")) == (-32005, "CONTENT_TYPE_NOT_SUPPORTED")


def test_unsupported_version_header(agent: Agent) -> None:
    answer = rpc(agent.url, "SendMessage", {"message": text_message(LINK)}, headers={"A2A-Version": "99.0"})
    assert error_of(answer) == (-32009, "VERSION_NOT_SUPPORTED")
    assert answer["error"]["data"][0]["domain"] == "a2a-protocol.org"


@pytest.mark.parametrize(
    "method", ["SendStreamingMessage", "SubscribeToTask", "message/stream", "tasks/resubscribe", "GetExtendedAgentCard"]
)
def test_streaming_is_unsupported(agent: Agent, method: str) -> None:
    assert error_of(rpc(agent.url, method, {"message": text_message(LINK)}))[0] == -32004


@pytest.mark.parametrize(
    "method",
    [
        "CreateTaskPushNotificationConfig",
        "GetTaskPushNotificationConfig",
        "ListTaskPushNotificationConfigs",
        "DeleteTaskPushNotificationConfig",
        "tasks/pushNotificationConfig/set",
        "tasks/pushNotificationConfig/get",
    ],
)
def test_push_notifications_are_unsupported(agent: Agent, method: str) -> None:
    assert error_of(rpc(agent.url, method, {"taskId": "x"})) == (-32003, "PUSH_NOTIFICATION_NOT_SUPPORTED")


def test_push_config_in_send_is_refused(agent: Agent) -> None:
    config = {"taskPushNotificationConfig": {"url": "https://example.com/hook"}}
    answer = rpc(agent.url, "SendMessage", {"message": text_message(LINK), "configuration": config})
    assert error_of(answer)[0] == -32003


MESSAGE = {"role": "ROLE_USER", "messageId": "m", "parts": [{"text": "hello"}]}


@pytest.mark.parametrize(
    ("method", "params"),
    [
        ("SendMessage", {}),
        ("SendMessage", []),
        ("SendMessage", {"message": "hello"}),
        ("SendMessage", {"message": {k: v for k, v in MESSAGE.items() if k != "messageId"}}),
        ("SendMessage", {"message": {k: v for k, v in MESSAGE.items() if k != "role"}}),
        ("SendMessage", {"message": {**MESSAGE, "role": "ROLE_AGENT"}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": "invalid"}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": []}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": ["text"]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"text": 5}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"raw": "not base64 !"}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"url": "https://example.com/shot.png"}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"data": [1, 2]}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"data": {"kind": "video"}}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"data": {"skill": "scam_trends", "country": "GBR"}}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"text": "   "}]}}),
        ("SendMessage", {"message": {**MESSAGE, "parts": [{"text": "x" * 50_001}]}}),
        ("SendMessage", {"message": MESSAGE, "configuration": {"historyLength": -1}}),
        ("SendMessage", {"message": MESSAGE, "configuration": {"returnImmediately": "yes"}}),
        ("message/send", {"message": {**MESSAGE, "role": "user", "parts": [{"kind": "file", "file": {}}]}}),
        ("GetTask", {}),
        ("GetTask", {"id": 5}),
        ("GetTask", {"id": "x", "historyLength": -1}),
        ("GetTask", {"id": "x", "historyLength": "many"}),
        ("tasks/cancel", {}),
        ("ListTasks", {"pageSize": 0}),
        ("ListTasks", {"pageSize": 101}),
        ("ListTasks", {"pageSize": -1}),
        ("ListTasks", {"pageSize": True}),
        ("ListTasks", {"pageToken": "invalid-token-xyz"}),
        ("ListTasks", {"status": "INVALID_STATUS"}),
        ("ListTasks", {"historyLength": -1}),
        ("ListTasks", {"statusTimestampAfter": "yesterday"}),
        ("ListTasks", {"includeArtifacts": "yes"}),
    ],
)
def test_invalid_params(agent: Agent, method: str, params: Any) -> None:
    assert error_of(rpc(agent.url, method, params))[0] == -32602


def _log_marker(agent: Agent) -> None:
    """Make uvicorn write its fixed warning and wait until it is read: every line the requests
    before it caused has been read by then (the server writes its output in order)."""
    seen = sum("Invalid HTTP request" in line for line in agent.log)
    with socket.create_connection(("127.0.0.1", agent.port), timeout=10) as sock:
        sock.sendall(b"NOT HTTP\r\n\r\n")
        sock.recv(1024)
    deadline = time.monotonic() + 10
    while sum("Invalid HTTP request" in line for line in agent.log) == seen:
        assert time.monotonic() < deadline, "the marker warning never reached the log"
        time.sleep(0.02)


@pytest.mark.parametrize(
    ("method", "params"),
    [
        ("ListTasks", {"lastUpdatedAfter": 10**30}),  # OverflowError in fromtimestamp
        ("ListTasks", {"lastUpdatedAfter": 10**15}),  # past the year 9999: ValueError
        ("ListTasks", {"lastUpdatedAfter": "9" * 5_000}),  # int() refuses more than 4,300 digits
        ("ListTasks", {"pageSize": "9" * 5_000}),
        ("ListTasks", {"historyLength": "9" * 5_000}),
        ("GetTask", {"id": "x", "historyLength": "9" * 5_000}),
        ("SendMessage", {"message": MESSAGE, "configuration": {"historyLength": "9" * 5_000}}),
        ("ListTasks", {"pageSize": "--5"}),  # lstrip("-") let it through to int()
        ("ListTasks", {"pageSize": "\u00b2"}),  # a digit to str.isdigit, not to int()
        ("ListTasks", {"pageSize": "\u0663"}),  # an Arabic-Indic 3: ProtoJSON integers are ASCII
    ],
)
def test_integers_the_parser_cannot_hold_are_invalid_params_and_unlogged(
    agent: Agent, method: str, params: dict[str, Any]
) -> None:
    """attack21 F4: these were -32603 internal errors, each with an ERROR line."""
    before = len(agent.log)
    answer = rpc(agent.url, method, params)
    assert error_of(answer) == (-32602, "INVALID_PARAMS")
    assert "9" * 30 not in answer["error"]["message"]
    _log_marker(agent)
    assert not [line for line in agent.log[before:] if "failed" in line or "ERROR" in line]


def test_integers_in_strings_and_the_last_millisecond_are_read(agent: Agent) -> None:
    for params in ({"pageSize": " 7 "}, {"historyLength": "0"}, {"lastUpdatedAfter": "253402300799999"}):
        assert "result" in rpc(agent.url, "ListTasks", params)


def test_input_errors_keep_their_stable_code(agent: Agent) -> None:
    answer = rpc(agent.url, "SendMessage", {"message": {**MESSAGE, "parts": [{"text": "x" * 50_001}]}})
    assert error_of(answer) == (-32602, "TEXT_TOO_LONG")
    assert answer["error"]["data"][0]["metadata"] == {"code": "text_too_long"}
    assert "x" * 20 not in answer["error"]["message"]  # never echoes the input


def test_the_result_data_carries_the_message_type_in_both_dialects(agent: Agent) -> None:
    """Issue 19: the artifact's data part is the whole CheckResult, messageType included."""
    text = "Your verification code is 482913. Do not share it with anyone."
    params = {"message": text_message(text), "configuration": {"returnImmediately": False}}
    task = rpc(agent.url, "SendMessage", params, headers={"A2A-Version": "1.0"})["result"]["task"]
    old = rpc(agent.url, "message/send", {"message": text_message(text, dialect="0.3")})["result"]
    old_task = poll_task(agent, old["id"])
    for done in (task, old_task):
        data = done["artifacts"][0]["parts"][0]["data"]
        assert data["messageType"] == "otp" and "genuine" in {f["family"] for f in data["flags"]}


def test_a_sender_in_message_metadata_adds_its_evidence_in_both_dialects(agent: Agent) -> None:
    text = "Amazon: your order #2231 could not be shipped. Call 0800 555 0100."
    meta = {"metadata": {"sender": "+44 7700 900123"}}
    params = {"message": text_message(text, **meta), "configuration": {"returnImmediately": False}}
    task = rpc(agent.url, "SendMessage", params, headers={"A2A-Version": "1.0"})["result"]["task"]
    data = task["artifacts"][0]["parts"][0]["data"]
    old = rpc(agent.url, "message/send", {"message": text_message(text, dialect="0.3", **meta)})["result"]
    old_data = poll_task(agent, old["id"])["artifacts"][0]["parts"][0]["data"]
    for result in (data, old_data):
        assert "SENDER_BRAND_FROM_MOBILE" in {s["id"] for s in result["signals"]}
        assert result["score"] == max(0, min(100, round(sum(f["weight"] for f in result["flags"]))))
        assert result["messageType"] == "unknown"
    too_long = rpc(agent.url, "SendMessage", {"message": text_message(text, metadata={"sender": "x" * 321})})
    assert error_of(too_long) == (-32602, "SENDER_TOO_LONG")


def test_unknown_task(agent: Agent) -> None:
    for method in ("GetTask", "CancelTask", "tasks/get", "tasks/cancel"):
        assert error_of(rpc(agent.url, method, {"id": str(uuid.uuid4())})) == (-32001, "TASK_NOT_FOUND")
    follow_up = text_message("more", taskId=str(uuid.uuid4()))
    assert error_of(rpc(agent.url, "SendMessage", {"message": follow_up}))[0] == -32001


def test_finished_task_cannot_be_canceled_or_continued(agent: Agent) -> None:
    task = rpc(agent.url, "SendMessage", {"message": text_message(LINK)})["result"]["task"]
    assert task["status"]["state"] == "TASK_STATE_COMPLETED"
    assert error_of(rpc(agent.url, "CancelTask", {"id": task["id"]})) == (-32002, "TASK_NOT_CANCELABLE")
    same = text_message("and this?", taskId=task["id"], contextId=task["contextId"])
    assert error_of(rpc(agent.url, "SendMessage", {"message": same})) == (-32004, "UNSUPPORTED_OPERATION")
    other = text_message("and this?", taskId=task["id"], contextId="another-context")
    assert error_of(rpc(agent.url, "SendMessage", {"message": other}))[0] == -32602


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b'{"jsonrpc":"2.0","id":"\\ud800","method":"GetTask","params":{"id":"x"}}', -32600),
        (b'{"jsonrpc":"2.0","id":1e999,"method":"GetTask","params":{"id":"x"}}', -32600),
        (
            b'{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"role":"ROLE_USER",'
            b'"messageId":"m","parts":[{"text":"hi \\udc00 there"}]}}}',
            -32602,
        ),
        (
            b'{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"role":"ROLE_USER",'
            b'"messageId":"m","parts":[{"data":{"kind":"url","url":"a.io","n":1e999}}]}}}',
            -32602,
        ),
    ],
    ids=["surrogate-id", "infinite-id", "surrogate-text", "infinite-number"],
)
def test_values_json_lets_in_but_cannot_go_out(agent: Agent, body: bytes, code: int) -> None:
    assert error_of(raw(agent, body))[0] == code


def test_deep_nesting_is_refused_before_it_is_parsed(agent: Agent) -> None:
    """100,000 brackets are more JSON structure than any request needs: the raw-bytes shape check
    (scamcore.body) refuses them with HTTP 400 before the parser ever recurses into them."""
    response = localhttp.post(agent.url + "/a2a", content=b"[" * 100_000, headers={"Content-Type": "application/json"})
    assert response.status_code == 400, response.text
    answer = response.json()
    assert (answer["jsonrpc"], answer["id"], answer["error"]["code"]) == ("2.0", None, -32600)
    assert answer["error"]["data"][0]["metadata"]["code"] == "invalid_request"


@pytest.mark.parametrize("dialect", ["1.0", "0.3"])
def test_quota_refused_sends_make_no_task(tmp_path: Path, dialect: str) -> None:
    """An anonymous send over the quota became an empty rejected task when the caller did not wait,
    kept ten minutes in its owner's share of the store; now it is only the JSON-RPC error.

    The quota's clock stands still (one window for the whole test): on the wall clock the sends
    could straddle a minute boundary, and a fresh window let a second send through."""
    settings = Settings(data_dir=tmp_path / "var", anon_per_minute=1)
    service = build_service(settings)
    service.quota = MemoryQuota(clock=lambda: 1_000_000.0)
    app = Starlette(routes=build_a2a(service, public_base_url=None))
    with serving(app, ready_path="/.well-known/agent-card.json") as base:
        send, listing = ("SendMessage", "ListTasks") if dialect == "1.0" else ("message/send", "tasks/list")
        params = {"message": text_message(PLAIN_TEXT, dialect=dialect), "configuration": {"returnImmediately": True}}
        if dialect == "0.3":
            params["configuration"] = {"blocking": False}
        first = rpc(base, send, params)
        assert "result" in first
        for _ in range(3):
            assert error_of(rpc(base, send, params)) == (-32000, "RATE_LIMITED")
        assert len(rpc(base, listing, {})["result"]["tasks"]) == 1  # the admitted send's task only


def test_the_standalone_agent_answers_only_the_hosts_it_is_given(tmp_path: Path) -> None:
    """``scama2a`` answered any Host; it answers the loopback names and ``--allowed-host`` now."""
    server = Agent(cwd=tmp_path, env={"SCAMCHECK_DATA_DIR": str(tmp_path)}, args=["--allowed-host", "a2a.example.org"])
    server.start()
    try:
        for host, status in (("a2a.example.org", 200), ("a2a.example.org:8443", 200), ("a2a.example.net", 421)):
            answer = rpc(server.url, "ListTasks", {}, headers={"Host": host}, status=status)
            assert ("result" in answer) == (status == 200), host
    finally:
        server.stop()
