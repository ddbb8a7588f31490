"""The calm plain-text reply an agent can pass straight to a person.

Built only from the CheckResult's own wording (summary, advice, guide, disclaimer), which
never calls anything safe; this module adds structure, not judgement.
"""

from __future__ import annotations

from scamcore import CheckResult
from scamcore.guides import Guide, guide_markdown
from scamcore.links import absolute
from scamservice import Weather

__all__ = ["absolute", "guide_text", "summary_text", "trends_text"]


def summary_text(result: CheckResult, base_url: str | None) -> str:
    lines = [result.summary]
    if result.advice:
        lines += ["", "What to do:"] + [f"- {line}" for line in result.advice]
    guide = absolute(result.category.guide, base_url)
    lines += ["", f"More about this: {guide}", "", result.disclaimer]
    return "\n".join(lines)


def trends_text(weather: Weather) -> str:
    where = weather.country or "worldwide"
    period = f"{weather.since.isoformat()} to {weather.until.isoformat()}"
    lines = [f"Scam trends {where}, {period}: {weather.total} warnings."]
    for i, cat in enumerate(weather.categories[:5], 1):
        lines.append(f"{i}. {cat.label}: {cat.count} ({round(cat.share * 100)}%)")
    lines += ["", weather.note]
    return "\n".join(lines)


def guide_text(guide: Guide, base_url: str | None) -> str:
    return f"{guide_markdown(guide)}\nFull guide: {absolute(guide.path, base_url)}\n"
