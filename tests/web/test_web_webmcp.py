"""WebMCP: every page registers the four tools with a test-provided model context (injected before
any page script runs), each with a description, a JSON input schema and honest read-only hints,
and each one executes against the real server, the human check included."""

from __future__ import annotations

import re
from typing import Any

import pytest
from httpkit import Server
from playwright.sync_api import Browser, BrowserContext, Page, expect
from webkit import MODEL_CONTEXT

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

TOOLS = {"check_message_for_scam", "find_scam_guide", "where_to_report_scam", "open_scam_checker"}
READ_ONLY = {"check_message_for_scam", "find_scam_guide", "where_to_report_scam"}


def _context(browser: Browser, where: str) -> BrowserContext:
    ctx = browser.new_context()
    ctx.add_init_script(script=MODEL_CONTEXT % where)
    return ctx


def _tools(page: Page) -> list[dict[str, Any]]:
    page.wait_for_function("window.__webmcpTools && window.__webmcpTools.length === 4")
    tools: list[dict[str, Any]] = page.evaluate(
        "window.__webmcpTools.map(t => ({name: t.name, title: t.title, description: t.description,"
        " inputSchema: t.inputSchema, annotations: t.annotations, execute: typeof t.execute}))"
    )
    return tools


def _run(page: Page, name: str, args: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = page.evaluate(
        "([name, args]) => window.__webmcpTools.find(t => t.name === name).execute(args)", [name, args]
    )
    return out


@pytest.fixture
def tool_page(browser: Browser) -> Any:
    ctx = _context(browser, "document")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert not errors, errors


@pytest.mark.parametrize(
    "path", ["/", "/guides/", "/guides/bank", "/report", "/report/de", "/trends", "/about", "/developers"]
)
def test_every_page_registers_the_four_tools(server: Server, tool_page: Page, path: str) -> None:
    tool_page.goto(server.url + path)
    tools = _tools(tool_page)
    assert {t["name"] for t in tools} == TOOLS
    for tool in tools:
        assert tool["execute"] == "function"
        assert len(tool["description"]) > 40 and tool["title"]
        schema = tool["inputSchema"]
        assert schema["type"] == "object" and isinstance(schema["properties"], dict)
        assert set(schema.get("required", [])) <= set(schema["properties"])
        assert tool["annotations"]["readOnlyHint"] is (tool["name"] in READ_ONLY)
        assert not re.search(r"\bsafe\b", tool["description"], re.IGNORECASE)


def test_the_navigator_form_of_the_older_draft_is_used_when_document_has_none(server: Server, browser: Browser) -> None:
    ctx = _context(browser, "navigator")
    try:
        page = ctx.new_page()
        page.goto(server.url + "/about")
        assert {t["name"] for t in _tools(page)} == TOOLS
    finally:
        ctx.close()


def test_without_a_model_context_nothing_is_registered_and_nothing_breaks(server: Server, page: Page) -> None:
    page.goto(server.url + "/about")
    page.wait_for_load_state("load")
    assert page.evaluate("window.__webmcpTools === undefined && typeof window.ScamCheck === 'object'")


def test_check_message_for_scam_runs_a_real_check_from_a_page_without_the_checker(
    server: Server, tool_page: Page
) -> None:
    tool_page.goto(server.url + "/guides/")
    _tools(tool_page)
    out = _run(
        tool_page,
        "check_message_for_scam",
        {"text": "Your account is suspended. Verify your password now at http://secure-login-verify.top"},
    )
    assert not out.get("isError"), out
    text = out["content"][0]["text"]
    result = out["structuredContent"]
    assert result["level"]["id"] in ("suspicious", "high")
    assert f"score {result['score']} of 100" in text
    assert "Warning signs:" in text and result["disclaimer"] in text
    assert server.url + result["category"]["guide"] in text


def test_check_message_for_scam_checks_a_link_too(server: Server, tool_page: Page) -> None:
    tool_page.goto(server.url + "/")
    _tools(tool_page)
    out = _run(tool_page, "check_message_for_scam", {"text": "paypa1-secure-login.top", "kind": "url"})
    assert out["structuredContent"]["kind"] == "url"
    assert out["structuredContent"]["level"]["id"] != "clear"


def test_check_message_for_scam_passes_the_sender_on(server: Server, tool_page: Page) -> None:
    tool_page.goto(server.url + "/")
    _tools(tool_page)
    message = "Chase Bank: a payment of $950 was sent from your account. If this was not you, call 0800 123 4567."
    plain = _run(tool_page, "check_message_for_scam", {"text": message})["structuredContent"]
    sent = _run(tool_page, "check_message_for_scam", {"text": message, "sender": "+44 7700 900123"})
    sent = sent["structuredContent"]
    sender_flags = [f["id"] for f in sent["flags"] if f["source"] == "sender"]
    assert sender_flags and not [f for f in plain["flags"] if f["source"] == "sender"]
    assert sent["score"] >= plain["score"]


def test_find_scam_guide_matches_free_text_to_the_closest_guide(server: Server, tool_page: Page) -> None:
    tool_page.goto(server.url + "/report")
    _tools(tool_page)
    out = _run(tool_page, "find_scam_guide", {"topic": "a text about a parcel redelivery fee"})
    text = out["content"][0]["text"]
    assert text.startswith("# Parcel delivery scams\n")
    assert "## What to do now" in text


def test_where_to_report_scam_gives_the_country_and_the_fallback(server: Server, tool_page: Page) -> None:
    tool_page.goto(server.url + "/about")
    _tools(tool_page)
    gb = _run(tool_page, "where_to_report_scam", {"country": "GB"})["content"][0]["text"]
    assert gb.startswith("# Where to report a scam: United Kingdom")
    assert "7726" in gb
    anywhere = _run(tool_page, "where_to_report_scam", {})["content"][0]["text"]
    assert anywhere.startswith("# Where to report a scam\n") and "## Anywhere else" in anywhere
    bad = _run(tool_page, "where_to_report_scam", {"country": "Britain"})["content"][0]["text"]
    assert "two-letter" in bad


def test_open_scam_checker_fills_in_the_checker_here_and_from_another_page(server: Server, tool_page: Page) -> None:
    tool_page.goto(server.url + "/")
    _tools(tool_page)
    out = _run(tool_page, "open_scam_checker", {"kind": "url", "text": "parcel-fee.top"})
    assert "url tab" in out["content"][0]["text"]
    expect(tool_page.locator("#tab-url")).to_have_attribute("aria-selected", "true")
    expect(tool_page.get_by_label("Paste the link or web address")).to_have_value("parcel-fee.top")
    expect(tool_page.get_by_label("Paste the link or web address")).to_be_focused()

    tool_page.goto(server.url + "/guides/bank")
    _tools(tool_page)
    with tool_page.expect_navigation():
        _run(tool_page, "open_scam_checker", {"kind": "text", "text": "Hi Mum, new number"})
    expect(tool_page.get_by_label("Paste the message")).to_have_value("Hi Mum, new number")
    expect(tool_page.get_by_label("Paste the message")).to_be_focused()
