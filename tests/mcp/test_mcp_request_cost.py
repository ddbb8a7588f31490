"""A check over MCP validates its request once and its result never: the engine builds the result
from fields of their own types (models.trusted), and the SDK's output check (it validates a tool's
structured content against the declared output model) is switched off for our tools."""

from __future__ import annotations

from collections import Counter
from typing import Any

import anyio
import pytest
from mcp import Client
from pydantic import TypeAdapter

from scamcore.models import CheckRequest, CheckResult
from scammcp.server import build_server
from scamservice import LocalService

SCAM_TEXT = "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay"


def test_a_tool_call_validates_the_request_and_the_result_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    model_validate = CheckResult.model_validate
    request_validate = CheckRequest.model_validate
    adapter_validate = TypeAdapter.validate_python

    def result_validated(*args: Any, **kwargs: Any) -> Any:
        calls["CheckResult"] += 1
        return model_validate(*args, **kwargs)

    def request_validated(*args: Any, **kwargs: Any) -> Any:
        calls["CheckRequest"] += 1
        return request_validate(*args, **kwargs)

    def adapter_validated(self: TypeAdapter[Any], *args: Any, **kwargs: Any) -> Any:
        if self._type in (CheckResult, CheckRequest):  # the SDK's check of structured content
            calls[self._type.__name__] += 1
        return adapter_validate(self, *args, **kwargs)

    monkeypatch.setattr(CheckResult, "model_validate", result_validated)
    monkeypatch.setattr(CheckRequest, "model_validate", request_validated)
    monkeypatch.setattr(TypeAdapter, "validate_python", adapter_validated)

    async def main() -> Any:
        async with Client(build_server(LocalService())) as client:
            calls.clear()  # start-up checks of the SDK's own, if any
            return await client.call_tool("check_message", {"text": SCAM_TEXT})

    result = anyio.run(main)
    assert not result.is_error
    assert result.structured_content is not None and result.structured_content["level"]["id"] != "clear"
    assert calls == {"CheckRequest": 1}  # the result is built trusted (models.trusted), never validated


def test_the_check_tools_still_publish_the_result_schema() -> None:
    async def main() -> Any:
        return await build_server(LocalService()).list_tools()

    tools = {t.name: t for t in anyio.run(main)}
    for name in ("check_message", "check_link", "check_screenshot"):
        assert tools[name].output_schema is not None
        assert set(tools[name].output_schema["properties"]) == set(
            CheckResult.model_json_schema(by_alias=True)["properties"]
        )
