"""The MCP tools: parse the arguments, call the service once, return structured result + text.

Each tool's description is written for a model choosing a tool: what it checks,
when to use it and that the answer is a risk assessment, never proof. Structured output is the
REST model serialized by alias, so MCP and ``/api/check`` agree field for field.

No ``from __future__ import annotations`` here: the SDK reads the annotations at registration to
build the JSON schemas, and real objects keep that independent of module globals.
"""

from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from scamcore.errors import ScamcoreError
from scamcore.guides import find_guide
from scamcore.limits import LIMITS
from scamcore.links import absolute, public_base, with_absolute_links
from scamcore.models import CheckResult
from scamcore.reporting import reporting_for
from scamcore.request import parse_request
from scamservice import CheckService, ServiceError, Weather

from .caller import caller_from, request_from
from .errors import error_result, refusal_result
from .models import GuideResult, ImageArg
from .render import GUIDE_URI, render_check, render_guide, render_weather

__all__ = ["TOOL_NAMES", "register_tools"]

TOOL_NAMES = ("check_message", "check_link", "check_screenshot", "scam_trends", "scam_guide")

_COUNTRY_PATTERN = r"^[A-Za-z]{2}$"
_ASSESS = (
    "Returns a risk assessment, never proof: a score 0-100, a level (clear, caution, suspicious, high), the "
    "warning signs found with their evidence, advice, the scam category and its guide. Present it calmly; a "
    "'clear' level only means no common warning signs were found."
)


_SENDER = Field(
    description=(
        "Optional: who the message came from, as the phone or mail program showed it: a phone number, short "
        "code, sender name, e-mail address or 'Name <address>'. It can add warning signs (a bank writing from a "
        "mobile number, a brand's name on a free-mail address), never remove them. At most 320 characters."
    ),
)


def _titled(title: str) -> dict[str, Any]:
    """``title`` at the top level (what 2025-06-18+ clients show) and in the annotations (older ones)."""
    annotations = ToolAnnotations(title=title, read_only_hint=True, idempotent_hint=True, open_world_hint=False)
    return {"title": title, "annotations": annotations}


def _base_url(ctx: Context[Any, Any], configured: str | None) -> str | None:
    """Where guide links point: the configured public URL, else the URL the request came to (None on stdio)."""
    request = request_from(ctx)
    if configured or request is not None:
        return public_base(str(request.base_url) if request is not None else "", configured)
    return None


def _structured(model: Any, text: str) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=model.model_dump(mode="json", by_alias=True),
    )


def register_tools(mcp: MCPServer[Any], service: CheckService, public_base_url: str | None = None) -> None:
    """Order per call: the SDK parses and checks the argument types, ``parse_request`` checks sizes
    (no scan of the content), then the service takes the quota, then runs the engine."""

    async def _check(payload: dict[str, Any], ctx: Context[Any, Any]) -> CallToolResult:
        try:
            request = parse_request(payload)
            outcome = await service.check(request, caller_from(ctx))
        except (ServiceError, ScamcoreError) as exc:
            return refusal_result(exc)
        result = with_absolute_links(outcome.result, _base_url(ctx, public_base_url))
        return _structured(result, render_check(result))

    @mcp.tool(
        description=(
            "Check a message (SMS, e-mail, chat or social media text) for scam and phishing warning signs. "
            "Pass the full text as received, including any links. " + _ASSESS
        ),
        **_titled("Check a message for scam signs"),
    )
    async def check_message(
        text: Annotated[str, Field(description="The message text exactly as received, links included.")],
        ctx: Context[Any, Any],
        sender: Annotated[str | None, _SENDER] = None,
    ) -> Annotated[CallToolResult, CheckResult]:
        return await _check({"kind": "text", "text": text, "sender": sender}, ctx)

    @mcp.tool(
        description=(
            "Check one link or bare domain for phishing warning signs: look-alike brand domains, risky hosting, "
            "obfuscation. The link is analysed offline and never visited. " + _ASSESS
        ),
        **_titled("Check a link for phishing signs"),
    )
    async def check_link(
        url: Annotated[str, Field(description="A link (https://...) or a bare domain such as example.com.")],
        ctx: Context[Any, Any],
    ) -> Annotated[CallToolResult, CheckResult]:
        return await _check({"kind": "url", "url": url}, ctx)

    @mcp.tool(
        description=(
            "Check a screenshot of a message for scam warning signs: the text is read from the image (OCR) and "
            "assessed like check_message; extractedText shows what was read. Pass MCP image content "
            '({"type": "image", "data": <base64>, "mimeType": "image/png"}) or a data: URL. ' + _ASSESS
        ),
        **_titled("Check a screenshot for scam signs"),
    )
    async def check_screenshot(
        image: Annotated[
            ImageArg | str,
            Field(description="MCP image content, or a data: URL (data:image/png;base64,...). PNG, JPEG, WebP, GIF."),
        ],
        ctx: Context[Any, Any],
        sender: Annotated[str | None, _SENDER] = None,
    ) -> Annotated[CallToolResult, CheckResult]:
        data_url = image.data_url() if isinstance(image, ImageArg) else image
        if not data_url.startswith("data:"):
            return error_result(
                "invalid_request",
                "image must be MCP image content or a data: URL; links to images are not fetched.",
            )
        return await _check({"kind": "image", "image": data_url, "sender": sender}, ctx)

    @mcp.tool(
        description=(
            "Scam types trending over the last 7 days, worldwide or for one country, from checks made on this "
            "service (counts below a privacy floor are hidden). Use it to tell a user what scams are going round."
        ),
        **_titled("Scam trends"),
    )
    async def scam_trends(
        ctx: Context[Any, Any],
        country: Annotated[
            str | None,
            Field(
                description="Two-letter ISO country code such as US or GB; omit for worldwide.",
                pattern=_COUNTRY_PATTERN,
            ),
        ] = None,
    ) -> Annotated[CallToolResult, Weather]:
        try:
            weather = await service.weather(country.upper() if country else None)
        except ServiceError as exc:
            return refusal_result(exc)
        base = _base_url(ctx, public_base_url)
        categories = [c.model_copy(update={"guide": absolute(c.guide, base)}) for c in weather.categories]
        weather = weather.model_copy(update={"categories": categories})
        return _structured(weather, render_weather(weather))

    @mcp.tool(
        description=(
            "Plain-language guide to one kind of scam: how it works, the signs, what to do now, what to do if "
            "money was paid or a link clicked, and where to report (per country). topic is a category id from a "
            "check result (e.g. delivery, bank, tech_support) or free text such as 'parcel text' or 'someone "
            "asking for gift cards'."
        ),
        **_titled("Scam guide and where to report"),
    )
    async def scam_guide(
        topic: Annotated[
            str,
            Field(
                description="A category id or a few words describing the scam.",
                min_length=1,
                max_length=LIMITS.max_topic_chars,
            ),
        ],
        ctx: Context[Any, Any],
        country: Annotated[
            str | None,
            Field(
                description="Two-letter ISO country code for where to report; omit for general advice.",
                pattern=_COUNTRY_PATTERN,
            ),
        ] = None,
    ) -> Annotated[CallToolResult, GuideResult]:
        guide = find_guide(topic)
        page = absolute(guide.path, _base_url(ctx, public_base_url))
        result = GuideResult.of(guide, GUIDE_URI.format(id=guide.id), reporting_for(country), page=page)
        return _structured(result, render_guide(result))

    _published_not_revalidated(mcp)


def _published_not_revalidated(mcp: MCPServer[Any]) -> None:
    """Each tool keeps its output schema, and the SDK stops validating its structured content again.

    The structured content is always the dump of a model of the tool's declared output type,
    already validated where it was built (a CheckResult by the engine), so the SDK's check of it
    against that model (FuncMetadata.convert_result) was a second validation of every result
    (~90 us of CPU for a phishing SMS's result, measured on the loaded 2-CPU machine). The SDK
    publishes a schema that has no model without validating against it, and reads these fields on
    each call.
    """
    for name in TOOL_NAMES:
        tool = mcp._tool_manager.get_tool(name)  # the SDK has no public accessor for a registered tool
        if tool is not None:
            tool.fn_metadata.output_model = None
