"""MCP mounted in the real web service (``scamcheck serve``): shared keys and quotas, refusals the
model can act on, and the cross-adapter contract: REST and MCP give identical results.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import localhttp
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcpkit import PLAIN_TEXT, SCAM_LINK, SCAM_TEXT, Process, scamcheck_serve

from scamcore.limits import LIMITS, MAX_BODY_BYTES
from scamcore.links import with_absolute_links
from scamcore.models import CheckResult
from scamwiring.keys import SqliteKeyStore
from scamwiring.settings import Settings

pytestmark = pytest.mark.e2e
ANON_PER_MINUTE = 3
PUBLIC = "https://scamcheck.example"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("scamcheck-data")


@pytest.fixture(scope="module")
def hosted(data_dir: Path) -> Iterator[Process]:
    env = {
        "SCAMCHECK_DATA_DIR": str(data_dir),
        "SCAMCHECK_ANON_PER_MINUTE": str(ANON_PER_MINUTE),
        "SCAMCHECK_PUBLIC_BASE_URL": PUBLIC,
        "SCAMCHECK_PRIVACY_FLOOR": "1",  # so a few checks show in the trends
        "SCAMCHECK_TREND_FLUSH_SECONDS": "0",
    }
    server = scamcheck_serve(env).start(data_dir)
    yield server
    server.stop()


def make_key(data_dir: Path, per_minute: int) -> str:
    store = SqliteKeyStore(Settings(data_dir=data_dir).database_path)
    try:
        return store.create("mcp-test", per_minute)[1]
    finally:
        store.close()


def mcp_call(server: Process, tool: str, args: dict[str, Any], headers: dict[str, str], era: str = "auto") -> Any:
    async def main() -> Any:
        async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
            transport = streamable_http_client(server.url + "/mcp", http_client=http)
            async with Client(transport, mode=era) as client:
                return await client.call_tool(tool, args)

    return anyio.run(main)


CASES = [("text", SCAM_TEXT), ("text", PLAIN_TEXT), ("url", SCAM_LINK), ("url", "example.com")]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
@pytest.mark.parametrize(("kind", "value"), CASES, ids=[f"{k}-{i}" for i, (k, _) in enumerate(CASES)])
def test_rest_and_mcp_give_identical_results(hosted: Process, data_dir: Path, era: str, kind: str, value: str) -> None:
    key = make_key(data_dir, 1000)
    rest = localhttp.post(hosted.url + "/api/check", json={"kind": kind, kind: value}, headers={"X-Api-Key": key})
    assert rest.status_code == 200, rest.text
    tool = "check_message" if kind == "text" else "check_link"
    via_mcp = mcp_call(hosted, tool, {kind: value}, {"Authorization": f"Bearer {key}"}, era)
    assert via_mcp.is_error is False
    # The same result; MCP's guide links are absolute, from the configured public URL.
    absolute = with_absolute_links(CheckResult.model_validate(rest.json()), PUBLIC)
    assert via_mcp.structured_content == absolute.model_dump(mode="json", by_alias=True)
    assert via_mcp.structured_content["category"]["guide"].startswith(PUBLIC + "/guides/")


def test_size_and_shape_come_before_the_quota(hosted: Process, data_dir: Path) -> None:
    """parse -> size and shape -> quota -> engine, as on REST and A2A: a refused input costs no
    quota, and an exhausted quota does not hide what is wrong with the input."""
    key = {"X-Api-Key": make_key(data_dir, 1)}
    too_long = {"text": "x" * (LIMITS.max_text_chars + 1)}
    for _ in range(2):
        refused = mcp_call(hosted, "check_message", too_long, key)
        assert refused.meta["scamcheck/error"]["code"] == "text_too_long"
    assert mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, key).is_error is False  # the one check
    assert mcp_call(hosted, "check_message", too_long, key).meta["scamcheck/error"]["code"] == "text_too_long"
    limited = mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, key)
    assert limited.meta["scamcheck/error"]["code"] == "rate_limited"


HOSTILE_PARAMS: dict[str, tuple[Callable[[], bytes], int, str]] = {  # made when sent, not at collection
    "array": (lambda: b"[" + b"1," * 5_000_000 + b"1]", 413, "body_too_large"),
    "many-keys": (lambda: b"{" + b",".join(b'"k%d":1' % i for i in range(900_000)) + b"}", 413, "body_too_large"),
}


def test_a_body_shaped_unlike_a_check_costs_no_quota_on_mcp_or_a2a(hosted: Process, data_dir: Path) -> None:
    """A 10 MB array or a million keys in ``params`` is refused from the raw bytes, in each
    protocol's refusal shape, before the key's quota is touched (the key is shared by both)."""
    key = make_key(data_dir, 1)
    headers = {"X-Api-Key": key, "Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    for path, method in (("/mcp", b'"tools/call"'), ("/a2a", b'"SendMessage"')):
        for make, status, code in HOSTILE_PARAMS.values():
            body = b'{"jsonrpc":"2.0","id":1,"method":' + method + b',"params":' + make() + b"}"
            response = localhttp.post(hosted.url + path, content=body, headers=headers, timeout=30)
            assert response.status_code == status, response.text
            error = response.json()["error"]
            assert error["code"] == -32600
            assert (error["data"] if path == "/mcp" else error["data"][0]["metadata"]) == {"code": code}
    assert mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, {"X-Api-Key": key}).is_error is False
    limited = mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, {"X-Api-Key": key})
    assert limited.meta["scamcheck/error"]["code"] == "rate_limited"


def test_the_mcp_body_limit_answers_in_json_rpc_behind_the_web_service(hosted: Process) -> None:
    """The web service's own body limit answers in the REST shape; /mcp keeps the JSON-RPC one."""
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    too_big = localhttp.post(hosted.url + "/mcp", content=b"x" * (MAX_BODY_BYTES + 1), headers=headers, timeout=30)
    assert too_big.status_code == 413
    assert too_big.json()["error"] == {
        "code": -32600,
        "message": f"The request body is larger than {MAX_BODY_BYTES} bytes.",
        "data": {"code": "body_too_large"},
    }
    rest = localhttp.post(hosted.url + "/api/check", content=b"x" * (MAX_BODY_BYTES + 1), timeout=30)
    assert rest.status_code == 413 and rest.json()["error"]["code"] == "body_too_large"


def test_trend_guides_are_absolute_urls(hosted: Process, data_dir: Path) -> None:
    key = {"X-Api-Key": make_key(data_dir, 100)}
    assert mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, key).is_error is False
    weather = mcp_call(hosted, "scam_trends", {}, {}).structured_content
    assert weather["categories"], weather
    assert all(c["guide"] == f"{PUBLIC}/guides/{c['id']}" for c in weather["categories"])


def test_the_server_card_uses_the_public_url(hosted: Process) -> None:
    card = localhttp.get(hosted.url + "/mcp/server-card").json()
    assert card["remotes"][0]["url"] == PUBLIC + "/mcp"
    assert card["name"] == "example.scamcheck/scam-check"


def test_anonymous_quota_exhaustion_is_explained_to_the_model(hosted: Process) -> None:
    results = [mcp_call(hosted, "check_link", {"url": "example.org"}, {}) for _ in range(ANON_PER_MINUTE + 1)]
    refused = [r for r in results if r.is_error]
    assert refused, "the anonymous quota was never reached"
    text = refused[0].content[0].text
    assert text.startswith("Error (rate_limited):")
    assert "Try again in" in text and "X-Api-Key" in text and "do not retry in a loop" in text
    assert refused[0].meta["scamcheck/error"]["code"] == "rate_limited"


def test_a_key_quota_exhaustion_names_the_key(hosted: Process, data_dir: Path) -> None:
    key = make_key(data_dir, 1)
    first = mcp_call(hosted, "check_link", {"url": "example.net"}, {"X-Api-Key": key})
    second = mcp_call(hosted, "check_link", {"url": "example.net"}, {"X-Api-Key": key})
    assert first.is_error is False
    assert second.is_error is True
    assert "This API key's quota is used up" in second.content[0].text


@pytest.mark.parametrize(
    "headers",
    [
        {"X-Api-Key": "sk-not-a-real-key"},
        {"Authorization": "Basic abc"},
        {"X-Api-Key": "a", "Authorization": "Bearer b"},
    ],
    ids=["unknown", "not-bearer", "conflicting"],
)
def test_a_bad_key_is_refused_with_what_to_do(hosted: Process, headers: dict[str, str]) -> None:
    result = mcp_call(hosted, "check_message", {"text": SCAM_TEXT}, headers)
    assert result.is_error is True
    text = result.content[0].text
    assert text.startswith("Error (invalid_api_key):")
    assert "remove the header" in text and "X-Api-Key" in text
