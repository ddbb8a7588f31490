"""``scammcp --stdio`` driven by the SDK's stdio client, as a local assistant would launch it."""

from __future__ import annotations

import sys
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcpkit import ROOT, SCAM_TEXT

from scamcore import check_text
from scammcp.tools import TOOL_NAMES

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("era", ["legacy", "auto"])
def test_stdio_server_lists_and_calls_the_tools(era: str) -> None:
    params = StdioServerParameters(command=sys.executable, args=["-m", "scammcp.cli", "--stdio"], cwd=str(ROOT))

    async def main() -> tuple[Any, ...]:
        async with Client(params, mode=era) as client:
            tools = await client.list_tools()
            checked = await client.call_tool("check_message", {"text": SCAM_TEXT})
            guide = await client.call_tool("scam_guide", {"topic": "parcel text", "country": "US"})
            resource = await client.read_resource("scamcheck://guides/delivery")
            return tools, checked, guide, resource

    tools, checked, guide, resource = anyio.run(main)
    assert [t.name for t in tools.tools] == list(TOOL_NAMES)
    assert checked.structured_content == check_text(SCAM_TEXT).model_dump(mode="json", by_alias=True)
    assert guide.structured_content["report"]["country"] == "US"
    assert resource.contents[0].text.startswith("# Parcel delivery scams")


def test_stdio_guide_links_use_the_public_url_when_given() -> None:
    """Over stdio there is no request URL: links stay paths (above) unless --public-base-url says where."""
    args = ["-m", "scammcp.cli", "--stdio", "--public-base-url", "https://scamcheck.example/"]
    params = StdioServerParameters(command=sys.executable, args=args, cwd=str(ROOT))

    async def main() -> Any:
        async with Client(params, mode="legacy") as client:
            return await client.call_tool("check_message", {"text": SCAM_TEXT})

    checked = anyio.run(main)
    category = checked.structured_content["category"]
    assert category["guide"] == f"https://scamcheck.example/guides/{category['id']}"
