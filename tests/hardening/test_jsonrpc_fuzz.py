"""Hypothesis over the JSON-RPC envelopes of MCP (/mcp) and A2A (/a2a) on a running server.

Whatever envelope arrives (any id, method, params, version, batch, or junk around a real tool
call or message), the answer is a JSON-RPC object and never a 500; the server keeps serving.
"""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import localhttp
import pytest
from hardkit import MCP_HEADERS, Server
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=15,
)
ids = st.none() | st.integers() | st.text(max_size=10) | json_values
versions = st.sampled_from(["2.0", "2.0", "2.0", "1.0", "", None, 2])

MCP_METHODS = ["initialize", "tools/list", "tools/call", "resources/list", "resources/read", "ping", "server/discover"]
tool_args = st.fixed_dictionaries(
    {},
    optional={
        "text": json_values,
        "url": json_values,
        "image": json_values,
        "topic": json_values,
        "country": json_values,
    },
)
mcp_params = st.one_of(
    json_values,
    st.fixed_dictionaries(
        {
            "name": st.sampled_from(
                ["check_message", "check_link", "check_screenshot", "scam_trends", "scam_guide", "x"]
            )
        },
        optional={"arguments": tool_args | json_values, "_meta": json_values},
    ),
    st.fixed_dictionaries(
        {"protocolVersion": st.sampled_from(["2025-11-25", "2025-06-18", "1999-01-01"]) | json_values},
        optional={"capabilities": json_values, "clientInfo": json_values},
    ),
)

A2A_METHODS = ["SendMessage", "message/send", "GetTask", "tasks/get", "CancelTask", "ListTasks", "SendStreamingMessage"]
part = st.fixed_dictionaries(
    {},
    optional={
        "text": json_values,
        "data": json_values,
        "raw": json_values,
        "url": json_values,
        "mediaType": json_values,
    },
)
message = st.fixed_dictionaries(
    {"role": st.sampled_from(["ROLE_USER", "user", "agent"]) | json_values},
    optional={"messageId": st.uuids().map(str) | json_values, "parts": st.lists(part, max_size=3) | json_values},
)
a2a_params = json_values | st.fixed_dictionaries(
    {}, optional={"message": message | json_values, "configuration": json_values, "id": json_values}
)


def envelopes(methods: list[str], params: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    one = st.fixed_dictionaries(
        {},
        optional={
            "jsonrpc": versions,
            "id": ids,
            "method": st.sampled_from(methods) | st.text(max_size=20) | json_values,
            "params": params,
        },
    )
    return one | st.lists(one, max_size=3) | json_values


def _post(server: Server, path: str, body: Any) -> httpx.Response:
    return localhttp.post(server.url + path, json=body, headers={**server.headers, **MCP_HEADERS}, timeout=30)


def _assert_json_rpc(response: httpx.Response) -> None:
    assert response.status_code < 500, response.text[:500]
    if response.status_code in (202, 204) or not response.content:
        return  # a notification (no id) has no answer
    answer = response.json()
    for item in answer if isinstance(answer, list) else [answer]:
        assert item.get("jsonrpc") == "2.0", item
        assert ("result" in item) != ("error" in item), item


@settings(max_examples=150, suppress_health_check=list(HealthCheck), database=None)
@given(body=envelopes(MCP_METHODS, mcp_params))
def test_mcp_answers_any_envelope_with_json_rpc(server: Server, body: Any) -> None:
    _assert_json_rpc(_post(server, "/mcp", body))


@settings(max_examples=150, suppress_health_check=list(HealthCheck), database=None)
@given(body=envelopes(A2A_METHODS, a2a_params))
def test_a2a_answers_any_envelope_with_json_rpc(server: Server, body: Any) -> None:
    response = _post(server, "/a2a", body)
    _assert_json_rpc(response)
    # A2A's binding: errors travel in the body with 200; only a body that is no JSON-RPC text at all
    # (none, here: httpx sends no body for ``json=None``) is a parse error with HTTP 400 (docs/a2a.md).
    if response.status_code != 200:
        assert (response.status_code, response.json()["error"]["code"]) == (400, -32700), response.text[:500]


def test_both_endpoints_still_check_after_the_fuzzing(server: Server) -> None:
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
    call["params"] = {"name": "check_message", "arguments": {"text": "Pay the $2 fee at https://usps-fee.top now"}}
    assert _post(server, "/mcp", call).json()["result"]["isError"] is False
    msg = {"role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": [{"text": "paypa1-login.top"}]}
    answer = _post(server, "/a2a", {"jsonrpc": "2.0", "id": 2, "method": "SendMessage", "params": {"message": msg}})
    assert "result" in answer.json(), answer.text
    assert server.alive()
