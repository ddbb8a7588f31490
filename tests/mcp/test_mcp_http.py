"""The SDK's own client against a real ``scammcp --port`` process, in both protocol eras.

``legacy`` is the initialize handshake (2025-11-25 and earlier), ``2026-07-28`` the stateless
modern era, ``auto`` what a current client does (probe server/discover, fall back).
"""

from __future__ import annotations

import base64
import re
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcpkit import PLAIN_TEXT, ROOT, SCAM_LINK, SCAM_TEXT, Process

from scamcore import check_text, check_url
from scamcore.categories import CATEGORY_IDS
from scamcore.links import with_absolute_links
from scamcore.models import CheckResult
from scammcp.models import GuideResult
from scammcp.tools import TOOL_NAMES
from scamservice import Weather

sys.path.insert(0, str(ROOT / "tests" / "fixtures"))
from make_screens import screenshot_url

pytestmark = pytest.mark.e2e
ERAS = ["legacy", "2026-07-28", "auto"]
SAFE = re.compile(r"\bsafe(ly|ty)?\b", re.IGNORECASE)


def session(server: Process, era: str, body: Callable[[Client], Awaitable[Any]]) -> Any:
    async def main() -> Any:
        async with Client(server.url + "/mcp", mode=era) as client:
            return await body(client)

    try:
        return anyio.run(main)
    except BaseExceptionGroup as group:  # the client's task group wraps what the server raised
        leaves = _leaves(group)
        if len(leaves) == 1:
            raise leaves[0] from None
        raise


def _leaves(group: BaseExceptionGroup[BaseException]) -> list[BaseException]:
    out: list[BaseException] = []
    for exc in group.exceptions:
        out.extend(_leaves(exc) if isinstance(exc, BaseExceptionGroup) else [exc])
    return out


def call(server: Process, era: str, tool: str, args: dict[str, Any]) -> Any:
    async def body(client: Client) -> Any:
        return await client.call_tool(tool, args)

    return session(server, era, body)


def text_of(result: Any) -> str:
    return "\n".join(block.text for block in result.content if block.type == "text")


def as_served(result: CheckResult, server: Process) -> dict[str, Any]:
    """The engine's result as MCP serves it: guide links absolute against the URL the client used
    (no public URL configured; a loopback address reads as localhost)."""
    return with_absolute_links(result, f"http://localhost:{server.port}").model_dump(mode="json", by_alias=True)


@pytest.mark.parametrize("era", ERAS)
def test_tools_are_listed_with_descriptions_and_read_only_annotations(local_server: Process, era: str) -> None:
    async def body(client: Client) -> Any:
        return await client.list_tools()

    tools = session(local_server, era, body).tools
    assert [t.name for t in tools] == list(TOOL_NAMES)
    for tool in tools:
        assert tool.title and tool.annotations and tool.title == tool.annotations.title  # new and older clients
        assert tool.description and len(tool.description) > 40
        assert not SAFE.search(tool.description), tool.name
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is True
        assert tool.annotations.idempotent_hint is True
        assert tool.annotations.open_world_hint is False
        assert tool.output_schema is not None


@pytest.mark.parametrize("era", ERAS)
def test_check_message_returns_the_rest_model_and_a_text_rendering(local_server: Process, era: str) -> None:
    result = call(local_server, era, "check_message", {"text": SCAM_TEXT})
    assert result.is_error is False
    expected = as_served(check_text(SCAM_TEXT), local_server)
    assert result.structured_content == expected
    assert CheckResult.model_validate(result.structured_content).level.id in ("suspicious", "high")
    text = text_of(result)
    assert f"{expected['score']}/100" in text
    assert expected["disclaimer"] in text
    assert expected["category"]["guide"] in text
    assert not SAFE.search(text)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_check_message_takes_the_sender_and_matches_the_engine(local_server: Process, era: str) -> None:
    text, sender = "Amazon: your order #2231 could not be shipped. Call 0800 555 0100.", "+44 7700 900123"
    result = call(local_server, era, "check_message", {"text": text, "sender": sender})
    assert result.is_error is False
    assert result.structured_content == as_served(check_text(text, sender=sender), local_server)
    found = result.structured_content
    assert "SENDER_BRAND_FROM_MOBILE" in {s["id"] for s in found["signals"]}
    assert found["score"] == max(0, min(100, round(sum(f["weight"] for f in found["flags"]))))  # the flags add up
    code = call(local_server, era, "check_message", {"text": "Your verification code is 482913. Do not share it."})
    assert code.structured_content["messageType"] == "otp"  # issue 19: MCP carries the type


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_guide_links_are_absolute_urls_an_assistant_can_follow(local_server: Process, era: str) -> None:
    base = f"http://localhost:{local_server.port}"
    result = call(local_server, era, "check_message", {"text": SCAM_TEXT})
    guide = result.structured_content["category"]["guide"]
    assert guide == f"{base}/guides/{result.structured_content['category']['id']}"
    assert all(link["href"].startswith(base + "/") for link in result.structured_content["links"])
    assert f"Guide: {guide} " in text_of(result)
    looked_up = call(local_server, era, "scam_guide", {"topic": "parcel text"})
    assert looked_up.structured_content["guide"] == f"{base}/guides/delivery"
    assert f"Full guide: {base}/guides/delivery " in text_of(looked_up)


def test_a_plain_message_is_not_called_safe(local_server: Process) -> None:
    result = call(local_server, "auto", "check_message", {"text": PLAIN_TEXT})
    assert result.structured_content["level"]["id"] == "clear"
    assert not SAFE.search(text_of(result))
    assert "not proof" in text_of(result)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_check_link_matches_the_engine(local_server: Process, era: str) -> None:
    result = call(local_server, era, "check_link", {"url": SCAM_LINK})
    assert result.is_error is False
    assert result.structured_content == as_served(check_url(SCAM_LINK), local_server)
    assert result.structured_content["kind"] == "url"


def test_check_screenshot_takes_image_content_and_data_urls_alike(local_server: Process) -> None:
    url = screenshot_url()
    data = url.split(",", 1)[1]
    as_content = call(
        local_server, "auto", "check_screenshot", {"image": {"type": "image", "data": data, "mimeType": "image/png"}}
    )
    as_url = call(local_server, "auto", "check_screenshot", {"image": url})
    assert as_content.is_error is False, text_of(as_content)
    assert as_content.structured_content == as_url.structured_content
    assert as_content.structured_content["kind"] == "image"
    assert "usps" in (as_content.structured_content["extractedText"] or "").lower()
    assert as_content.structured_content["level"]["id"] != "clear"


@pytest.mark.parametrize(
    ("image", "code"),
    [
        ("https://example.com/screenshot.png", "invalid_request"),
        ("data:image/png;base64," + base64.b64encode(b"not an image").decode(), "image_unreadable"),
    ],
    ids=["link-not-fetched", "not-an-image"],
)
def test_check_screenshot_refuses_what_it_cannot_read(local_server: Process, image: str, code: str) -> None:
    result = call(local_server, "auto", "check_screenshot", {"image": image})
    assert result.is_error is True
    assert f"Error ({code})" in text_of(result)
    assert result.meta["scamcheck/error"]["code"] == code


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"text": "   "}, "missing_field"),
        ({"text": "x" * 50_001}, "text_too_long"),
        ({"text": "hello", "sender": "x" * 321}, "sender_too_long"),
    ],
    ids=["blank", "too-long", "sender-too-long"],
)
def test_bad_input_is_a_tool_error_with_the_rest_code(local_server: Process, args: dict[str, Any], code: str) -> None:
    result = call(local_server, "2026-07-28", "check_message", args)
    assert result.is_error is True
    assert text_of(result).startswith(f"Error ({code}):")
    assert "x" * 100 not in text_of(result)  # the input is never echoed


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_arguments_that_break_the_schema_are_a_tool_error(local_server: Process, era: str) -> None:
    missing = call(local_server, era, "check_message", {})
    assert missing.is_error is True
    assert "text" in text_of(missing)
    country = call(local_server, era, "scam_trends", {"country": "GBR"})
    assert country.is_error is True


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_an_unknown_tool_is_a_json_rpc_invalid_params_error(local_server: Process, era: str) -> None:
    with pytest.raises(MCPError) as info:
        call(local_server, era, "check_everything", {})
    assert info.value.error.code == -32602
    assert "Unknown tool" in info.value.error.message


@pytest.mark.parametrize(
    ("topic", "guide_id"),
    [("parcel text", "delivery"), ("someone asking for gift cards", "general"), ("hi mum, new number", "family")]
    + [(cid, cid) for cid in CATEGORY_IDS],
)
def test_scam_guide_finds_the_guide_for_ids_and_free_text(local_server: Process, topic: str, guide_id: str) -> None:
    result = call(local_server, "auto", "scam_guide", {"topic": topic})
    guide = GuideResult.model_validate(result.structured_content)
    assert guide.id == guide_id
    assert guide.resource == f"scamcheck://guides/{guide_id}"
    assert guide.report.country == ""
    assert not SAFE.search(text_of(result))


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_scam_guide_refuses_a_topic_longer_than_a_few_words(local_server: Process, era: str) -> None:
    # unbounded, a 10 MB topic held the event loop 14-20 s with no key and no quota
    result = call(local_server, era, "scam_guide", {"topic": "gift card " * 30})
    assert result.is_error
    assert "gift card gift card" not in text_of(result)  # the input is not echoed


def test_scam_guide_says_where_to_report_in_the_country(local_server: Process) -> None:
    result = call(local_server, "legacy", "scam_guide", {"topic": "parcel text", "country": "gb"})
    guide = GuideResult.model_validate(result.structured_content)
    assert guide.report.country == "GB"
    assert "7726" in guide.report.forward_texts
    assert any(c.email == "report@phishing.gov.uk" for c in guide.report.channels)
    assert "7726" in text_of(result)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_scam_trends_returns_the_weather_model(local_server: Process, era: str) -> None:
    result = call(local_server, era, "scam_trends", {"country": "de"})
    weather = Weather.model_validate(result.structured_content)
    assert weather.country == "DE"
    assert weather.total == 0
    assert "No trend data" in text_of(result)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_guides_are_resources_an_assistant_can_list_and_read(local_server: Process, era: str) -> None:
    async def body(client: Client) -> Any:
        listed = await client.list_resources()
        read = await client.read_resource("scamcheck://guides/delivery")
        report = await client.read_resource("scamcheck://reporting")
        return listed, read, report

    listed, read, report = session(local_server, era, body)
    uris = {str(r.uri) for r in listed.resources}
    assert uris == {f"scamcheck://guides/{cid}" for cid in CATEGORY_IDS} | {"scamcheck://reporting"}
    assert all(r.mime_type == "text/markdown" for r in listed.resources)
    text = read.contents[0].text
    assert text.startswith("# Parcel delivery scams")
    assert "## If you already paid or clicked" in text
    assert "reportfraud.ftc.gov" in report.contents[0].text


def test_an_unknown_resource_is_an_error(local_server: Process) -> None:
    async def body(client: Client) -> Any:
        return await client.read_resource("scamcheck://guides/nothing-here")

    with pytest.raises(MCPError) as info:
        session(local_server, "legacy", body)
    assert info.value.error.code == -32602


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
def test_an_unknown_resource_or_tool_is_quoted_back_only_as_an_excerpt(local_server: Process, era: str) -> None:
    """attack21 F7: the SDK quoted an unknown URI whole in the message and in data.uri (a 10 MB
    URI made a 20 MB answer). A short URI is still quoted exactly, as SEP-2164 asks."""
    long_uri = "scamcheck://guides/" + "q" * 8_000  # the 2026-07-28 era repeats it in a header
    short_uri = "scamcheck://guides/nothing-here"

    def read(uri: str) -> MCPError:
        async def body(client: Client) -> Any:
            return await client.read_resource(uri)

        with pytest.raises(MCPError) as info:
            session(local_server, era, body)
        return info.value

    for uri in (long_uri, short_uri):
        error = read(uri)
        assert error.error.code == -32602
        assert error.error.data == {"uri": uri[:64]}
        assert error.error.message == f"Unknown resource: {uri[:64]}"
    with pytest.raises(MCPError) as info:
        call(local_server, era, "t" * 8_000, {})
    assert info.value.error.message == "Unknown tool: " + "t" * 64
