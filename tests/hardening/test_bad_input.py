"""The bad-input matrix: every hostile input over REST, MCP and A2A against one real server.

Each answer is the documented error code (or a correct result) within a time bound, never a 500,
and the server keeps answering other clients while a hostile request is in flight.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from hardkit import MCP_HEADERS, SURFACES, Outcome, Server, envelope, path_of, post_raw, read, send
from hostile import (
    REGEX_WORST,
    animated_gif,
    bomb_png,
    data_url,
    nested,
    small_png,
    truncated_png,
    wide_png,
)

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

RESULT = "result"
SCAM = "Your parcel is on hold. Pay the $1.99 fee now at https://usps-redelivery.top/pay"
# What MCP's SDK answers when an argument does not fit the tool's schema (before our code runs).
MCP_SCHEMA = "tool_error"
IMAGE_REFUSED = {"image_unreadable", "image_too_large"}

# name -> (payload builder, accepted outcomes, seconds allowed)
Case = tuple[Callable[[], Any], set[str], float]
CASES: dict[str, Case] = {
    "wrong type text": (lambda: {"kind": "text", "text": 5}, {"invalid_request", MCP_SCHEMA}, 5),
    "wrong type url": (lambda: {"kind": "url", "url": ["x.com"]}, {"invalid_request", MCP_SCHEMA}, 5),
    "wrong type image": (lambda: {"kind": "image", "image": {"a": 1}}, {"invalid_request", MCP_SCHEMA}, 5),
    "missing text": (lambda: {"kind": "text"}, {"missing_field", MCP_SCHEMA}, 5),
    "missing url": (lambda: {"kind": "url"}, {"missing_field", MCP_SCHEMA}, 5),
    "extra fields": (lambda: {"kind": "text", "text": SCAM, "zzz": [1, 2]}, {RESULT, "invalid_request"}, 5),
    "empty text": (lambda: {"kind": "text", "text": ""}, {"missing_field", "invalid_request"}, 5),
    "empty url": (lambda: {"kind": "url", "url": ""}, {"missing_field", "invalid_request"}, 5),
    "empty image": (lambda: {"kind": "image", "image": ""}, {"missing_field", "invalid_request"}, 5),
    "10 MB text": (lambda: {"kind": "text", "text": "a" * 10_000_000}, {"text_too_long", "body_too_large"}, 20),
    "10 MB url": (
        lambda: {"kind": "url", "url": "https://a.com/" + "a" * 10_000_000},
        {"url_too_long", "body_too_large"},
        20,
    ),
    "NUL bytes": (lambda: {"kind": "text", "text": "Pay\x00 now\x00 " + SCAM}, {RESULT}, 5),
    "NUL url": (lambda: {"kind": "url", "url": "https://exa\x00mple.com/"}, {RESULT, "invalid_request"}, 5),
    "RTL override": (lambda: {"kind": "text", "text": "\u202epay.exe\u202c " + SCAM + " \u202egnp.lleh"}, {RESULT}, 5),
    "RTL url": (lambda: {"kind": "url", "url": "https://\u202emoc.lapyap\u202c.top/"}, {RESULT, "invalid_request"}, 5),
    "100,000 URLs": (
        lambda: {"kind": "text", "text": " ".join(f"a{i}.io" for i in range(100_000))},
        {"text_too_long", "body_too_large"},  # REST: ~700 kB without a screenshot, refused before parsing
        10,
    ),
    "URLs up to the text cap": (
        lambda: {"kind": "text", "text": " ".join(f"x{i}.top" for i in range(5_000))},
        {RESULT},
        10,
    ),
    "100 kB url": (lambda: {"kind": "url", "url": "https://a.com/?" + "q=1&" * 25_000}, {"url_too_long"}, 5),
    "100 kB url in text": (
        lambda: {"kind": "text", "text": "see https://a.com/?" + "q=1&" * 25_000},
        {"text_too_long"},
        5,
    ),
    "40 kB url in text": (lambda: {"kind": "text", "text": "see https://a.com/?" + "q=1&" * 10_000}, {RESULT}, 10),
    "data: not base64": (lambda: {"kind": "image", "image": "data:image/png;base64,!!!!"}, IMAGE_REFUSED, 5),
    "data: no comma": (lambda: {"kind": "image", "image": "data:image/png;base64"}, IMAGE_REFUSED, 5),
    "data: bare": (lambda: {"kind": "image", "image": "data:,"}, IMAGE_REFUSED, 5),
    "data: html": (lambda: {"kind": "image", "image": data_url(b"<script>", "text/html")}, IMAGE_REFUSED, 5),
    "data: wrong type": (
        lambda: {"kind": "image", "image": data_url(small_png(), "image/svg+xml")},
        IMAGE_REFUSED | {RESULT},
        15,
    ),
    "not a data: URL": (
        lambda: {"kind": "image", "image": "https://example.com/a.png"},
        IMAGE_REFUSED | {"invalid_request"},
        5,
    ),
    "non-image bytes": (lambda: {"kind": "image", "image": data_url(b"\x00\x01hello" * 100)}, IMAGE_REFUSED, 5),
    "truncated PNG": (lambda: {"kind": "image", "image": data_url(truncated_png())}, IMAGE_REFUSED, 10),
    "decompression bomb": (lambda: {"kind": "image", "image": data_url(bomb_png())}, IMAGE_REFUSED, 5),
    "30,000 px wide": (lambda: {"kind": "image", "image": data_url(wide_png())}, IMAGE_REFUSED, 5),
    "1,000-frame GIF": (
        lambda: {"kind": "image", "image": data_url(animated_gif(), "image/gif")},
        IMAGE_REFUSED | {RESULT},
        20,
    ),
    "unknown kind": (
        lambda: {"kind": "video", "text": "x"},
        {"unknown_kind", "invalid_request", MCP_SCHEMA, RESULT},
        5,
    ),
    **{
        f"regex worst case {i}": ((lambda s=s: {"kind": "text", "text": s}), {RESULT}, 5)  # type: ignore[misc]
        for i, s in enumerate(REGEX_WORST)
    },
    **{
        f"regex worst case url {i}": (
            (lambda s=s: {"kind": "url", "url": s[:4000]}),
            {RESULT, "invalid_request", "missing_field"},
            5,
        )  # type: ignore[misc]
        for i, s in enumerate(REGEX_WORST)
    },
}


def _accepted(outcome: Outcome, accepted: set[str]) -> bool:
    if outcome.status >= 500:
        return False
    if outcome.ok:
        return RESULT in accepted
    if outcome.surface == "mcp" and MCP_SCHEMA in accepted and outcome.code is not None:
        return True  # the SDK's own argument validation: an isError result the model can read
    return outcome.code in accepted


@pytest.mark.parametrize("surface", SURFACES)
@pytest.mark.parametrize("name", list(CASES))
def test_each_hostile_input_gets_its_documented_answer_in_time(server: Server, surface: str, name: str) -> None:
    build, accepted, seconds = CASES[name]
    outcome = send(server, surface, build(), timeout=seconds + 30)
    assert _accepted(outcome, accepted), (name, outcome.status, outcome.code, str(outcome.body)[:300])
    assert outcome.seconds < seconds, (name, outcome.seconds)
    assert server.alive()


# Envelopes that are broken before any field is read: bytes as they arrive on the wire.
RAW: dict[str, Callable[[str], bytes]] = {
    "invalid JSON": lambda s: b'{"kind": "text", "text": ',
    "not an object": lambda s: b'"just a string"',
    "empty body": lambda s: b"",
    "invalid UTF-8": lambda s: (
        json.dumps(envelope(s, {"kind": "text", "text": "X"})).encode().replace(b"X", b"\xff\xfe\xc3")
    ),
    "lone surrogate": lambda s: json.dumps(envelope(s, {"kind": "text", "text": "\ud800 pay"})).encode(),
    "deeply nested": lambda s: nested(100_000).encode(),
    "deeply nested field": lambda s: (
        json.dumps(envelope(s, {"kind": "text", "text": "x"})).encode().replace(b'"x"', nested(50_000).encode())
    ),
    "NaN": lambda s: json.dumps(envelope(s, {"kind": "text", "text": float("nan")})).encode(),
}
RAW_OK = {"invalid_json", "invalid_request", "missing_field", "rpc_-32700", "rpc_-32600", "rpc_-32602", MCP_SCHEMA}


@pytest.mark.parametrize("surface", SURFACES)
@pytest.mark.parametrize("name", list(RAW))
def test_each_broken_envelope_gets_a_parse_or_request_error(server: Server, surface: str, name: str) -> None:
    outcome = post_raw(server, surface, RAW[name](surface), timeout=30)
    assert outcome.status < 500, (name, outcome.status, str(outcome.body)[:300])
    assert outcome.code is not None, (name, outcome.body)
    # REST's codes, or JSON-RPC's own: -32700 parse error, -32600 invalid request, -32602 invalid params
    assert outcome.code in RAW_OK or outcome.code.startswith("rpc_-32"), (name, outcome.code)
    assert outcome.seconds < 5
    assert server.alive()


def _probe(server: Server) -> float:
    """Health and a short text check from another client; returns how long both took."""
    started = time.monotonic()
    with httpx.Client(timeout=10, verify=False) as c:
        assert c.get(server.url + "/api/health").status_code == 200
        answer = c.post(server.url + "/api/check", json={"kind": "text", "text": SCAM}, headers=server.headers)
        assert answer.status_code == 200 and answer.json()["level"]["id"] == "high"
    return time.monotonic() - started


HEAVY = ["10 MB text", "1,000-frame GIF", "decompression bomb", "100,000 URLs", "URLs up to the text cap"]


@pytest.mark.parametrize("surface", SURFACES)
@pytest.mark.parametrize("name", HEAVY)
def test_other_clients_are_answered_while_a_hostile_request_is_in_flight(
    server: Server, surface: str, name: str
) -> None:
    """The hostile body is held open before its last byte until the probe has answered, so the
    probe provably ran while the hostile request was in flight; then it is finished and judged."""
    build, accepted, seconds = CASES[name]
    body = json.dumps(envelope(surface, build())).encode()
    probed = threading.Event()
    probe_seconds: list[float] = []

    def slow_body() -> Iterator[bytes]:
        for i in range(0, len(body) - 1, 1 << 20):
            yield body[i : min(i + (1 << 20), len(body) - 1)]
        probed.wait(30)
        yield body[-1:]

    answer: list[Outcome] = []

    def hostile() -> None:
        started = time.monotonic()
        headers = {**server.headers, **MCP_HEADERS}
        with httpx.Client(timeout=seconds + 30, verify=False) as c:
            response = c.post(server.url + path_of(surface), content=slow_body(), headers=headers)
        answer.append(read(surface, response, time.monotonic() - started))

    worker = threading.Thread(target=hostile)
    worker.start()
    try:
        probe_seconds.append(_probe(server))
    finally:
        probed.set()
    worker.join(seconds + 40)
    assert probe_seconds[0] < 3, probe_seconds
    assert answer and _accepted(answer[0], accepted), (name, answer)
    # and once more while it is being processed (it may already be done for the cheap ones)
    worker = threading.Thread(target=lambda: answer.append(send(server, surface, build(), timeout=seconds + 30)))
    worker.start()
    assert _probe(server) < 3
    worker.join(seconds + 40)
    assert _accepted(answer[-1], accepted)


@pytest.mark.parametrize(
    "arguments",
    [{"text": ["SECRET-4417 pay now"]}, {"text": {"a": "SECRET-4417"}}, {"text": 4417}, {"url": "SECRET-4417"}],
    ids=["list", "object", "number", "wrong field"],
)
def test_mcp_argument_errors_name_the_field_and_echo_nothing(server: Server, arguments: dict[str, Any]) -> None:
    """The SDK's validation error quoted the rejected value back (``input_value=...``)."""
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
    call["params"] = {"name": "check_message", "arguments": arguments}
    outcome = post_raw(server, "mcp", json.dumps(call).encode())
    assert outcome.code == "invalid_request", outcome.body
    text = outcome.body["content"][0]["text"]
    assert "4417" not in text and "SECRET" not in text, text
    assert "'text'" in text
