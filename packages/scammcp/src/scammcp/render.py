"""Short text renderings for the model to read next to the structured result.

Clients that ignore ``structuredContent`` show only this text, so it carries the level, the
strongest signs, the advice, the guide and the disclaimer, and never calls anything safe.
"""

from __future__ import annotations

from scamcore.models import CheckResult
from scamservice import Weather

from .models import GuideResult

__all__ = ["GUIDE_URI", "render_check", "render_guide", "render_weather"]

GUIDE_URI = "scamcheck://guides/{id}"
_MAX_FLAGS = 5


def render_check(result: CheckResult) -> str:
    lines = [
        f"{result.level.label} — risk score {result.score}/100 ({result.category.label}).",
        result.summary,
    ]
    signs = [f for f in result.flags if f.weight > 0][:_MAX_FLAGS]
    if signs:
        lines.append("Warning signs found:")
        lines.extend(f"- {f.label}: {f.detail}" + (f" (“{f.evidence}”)" if f.evidence else "") for f in signs)
    if result.advice:
        lines.append("What to do:")
        lines.extend(f"- {a}" for a in result.advice)
    lines.append(
        f"Guide: {result.category.guide} (MCP resource {GUIDE_URI.format(id=result.category.id)}); "
        "where to report: scam_guide tool."
    )
    lines.append(result.disclaimer)
    return "\n".join(lines)


def render_weather(weather: Weather) -> str:
    where = weather.country or "worldwide"
    head = f"Scam trends {where}, {weather.since} to {weather.until}: {weather.total} checks with warning signs."
    if not weather.categories:
        return f"{head}\nNo trend data to show. {weather.note}"
    rows = [f"- {c.label} ({c.id}): {c.count} ({c.share:.0%})" for c in weather.categories]
    return "\n".join([head, *rows, weather.note])


def render_guide(guide: GuideResult) -> str:
    def bullets(items: list[str]) -> list[str]:
        return [f"- {i}" for i in items]

    report = guide.report
    where = [f"Where to report ({report.country_name}):"]
    for c in report.channels:
        contact = ", ".join(x for x in (c.url, c.phone, c.email) if x)
        where.append(f"- {c.name}: {c.purpose}" + (f" ({contact})" if contact else ""))
    return "\n".join(
        [
            f"{guide.title}",
            guide.how_it_works,
            "Signs:",
            *bullets(guide.signs),
            "What to do now:",
            *bullets(guide.do_now),
            "If you already paid or clicked:",
            *bullets(guide.if_paid_or_clicked),
            f"Scam texts: {report.forward_texts}",
            *where,
            f"Emergency: {report.emergency}",
            f"Full guide: {guide.guide} (MCP resource {guide.resource}).",
        ]
    )
