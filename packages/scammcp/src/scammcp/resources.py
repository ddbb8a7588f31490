"""The guides (and where to report) as MCP resources, so an assistant can read and cite them."""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp_types import Annotations

from scamcore.guides import GUIDES, Guide, guide_markdown
from scamcore.reporting import REPORTING, ReportingInfo

from .render import GUIDE_URI

__all__ = ["REPORTING_URI", "register_resources", "reporting_markdown"]

REPORTING_URI = "scamcheck://reporting"


def reporting_markdown() -> str:
    def section(info: ReportingInfo) -> str:
        rows = []
        for c in info.channels:
            contact = ", ".join(x for x in (c.url, c.phone, c.email) if x)
            rows.append(f"- **{c.name}**: {c.purpose}" + (f" ({contact})" if contact else ""))
        title = f"{info.country_name} ({info.country})" if info.country else info.country_name
        return "\n".join(
            [f"## {title}", "", f"Scam texts: {info.forward_texts}", "", *rows, "", f"Emergency: {info.emergency}"]
        )

    ordered = sorted(REPORTING.values(), key=lambda i: (i.country == "", i.country))
    return "# Where to report a scam\n\n" + "\n\n".join(section(i) for i in ordered) + "\n"


def _guide_reader(guide: Guide) -> Any:
    def read() -> str:
        return guide_markdown(guide)

    return read


def register_resources(mcp: MCPServer[Any]) -> None:
    audience = Annotations(audience=["user", "assistant"])
    for guide in GUIDES.values():
        mcp.resource(
            GUIDE_URI.format(id=guide.id),
            name=f"guide-{guide.id}",
            title=guide.title,
            description=f"Guide: {guide.title.lower()}: how it works, the signs, what to do.",
            mime_type="text/markdown",
            annotations=audience,
        )(_guide_reader(guide))
    mcp.resource(
        REPORTING_URI,
        name="reporting",
        title="Where to report a scam",
        description="Official places to report scams and forward scam texts, per country, with a general fallback.",
        mime_type="text/markdown",
        annotations=audience,
    )(reporting_markdown)
