"""Whatever JSON arrives, the endpoint answers with a JSON-RPC object and HTTP 200, never a 500."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.applications import Starlette
from starlette.testclient import TestClient

from scama2a.server import build_a2a
from scamservice import HostPolicy, LocalService

ROUTES = build_a2a(LocalService(), public_base_url=None, hosts=HostPolicy.of(["testserver"]))
CLIENT = TestClient(Starlette(routes=ROUTES), raise_server_exceptions=False)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20,
)
part = st.fixed_dictionaries(
    {},
    optional={
        "kind": st.sampled_from(["text", "data", "file", "x"]),
        "text": json_values,
        "data": json_values,
        "raw": json_values,
        "url": json_values,
        "file": json_values,
        "mediaType": json_values,
    },
)
message = st.fixed_dictionaries(
    {},
    optional={
        "role": st.sampled_from(["ROLE_USER", "user", "agent", 1]),
        "messageId": st.text(max_size=5) | json_values,
        "parts": st.lists(part, max_size=3) | json_values,
        "taskId": json_values,
        "contextId": json_values,
    },
)
params = st.fixed_dictionaries(
    {}, optional={"message": message | json_values, "configuration": json_values, "id": json_values}
) | st.dictionaries(
    st.sampled_from(["pageSize", "pageToken", "status", "historyLength", "contextId", "includeArtifacts"]),
    json_values,
)
methods = st.sampled_from(["SendMessage", "message/send", "GetTask", "tasks/get", "CancelTask", "ListTasks", "x"])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(method=methods, params=params | json_values, request_id=json_values)
def test_no_input_breaks_the_endpoint(method: str, params: Any, request_id: Any) -> None:
    body = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    response = CLIENT.post("/a2a", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["jsonrpc"] == "2.0"
    assert ("result" in answer) != ("error" in answer)
    if "error" in answer:
        assert answer["error"]["code"] != -32603, answer  # a -32603 here would be a bug, not bad input
