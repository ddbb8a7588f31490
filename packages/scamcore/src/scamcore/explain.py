"""Turning findings into what a person reads: flags, category, summary, advice and links."""

from __future__ import annotations

from collections.abc import Sequence

from .categories import CATEGORIES, CATEGORY_IDS, category
from .models import Category, Flag, Link
from .rules.base import Finding
from .scoring import level_for

__all__ = ["DISCLAIMER", "advice_for", "choose_category", "flags_for", "links_for", "summary_for"]

DISCLAIMER = (
    "This is an automated risk assessment based on warning signs, not proof either way. "
    "A message can look normal and still be a scam; when in doubt, contact the organisation through "
    "its official website or app."
)
_MAX_ADVICE = 5


def flags_for(findings: Sequence[Finding]) -> list[Flag]:
    ordered = sorted(findings, key=lambda f: (-f.weight, f.rule_id))
    return [
        Flag(
            id=f.rule_id,
            label=f.description,
            detail=f"{f.description}: “{f.evidence}”" if f.evidence else f.description,
            weight=f.weight,
            severity=f.severity,
            evidence=f.evidence,
            source=f.source,
        )
        for f in ordered
    ]


def choose_category(findings: Sequence[Finding], score: int) -> Category:
    """The category with the most points behind it; 'general' when signs name none; 'none' when clear."""
    if level_for(score).id == "clear":
        info = CATEGORIES["none"]
    else:
        votes: dict[str, float] = {}
        for f in findings:
            if f.category and f.weight > 0:
                votes[f.category] = votes.get(f.category, 0.0) + f.weight
        if votes:
            best = max(votes.items(), key=lambda kv: (kv[1], -CATEGORY_IDS.index(kv[0])))[0]
            info = category(best)
        else:
            info = CATEGORIES["general"]
    return Category(id=info.id, label=info.label, guide=info.guide)


def advice_for(findings: Sequence[Finding], category_id: str, score: int) -> list[str]:
    lines: list[str] = []
    band = level_for(score).id
    if band in ("high", "suspicious"):
        lines.append("Do not click links, reply, call numbers or pay anything from this message.")
    lines.extend(category(category_id).advice)
    for f in sorted(findings, key=lambda f: -f.weight):
        if f.advice and f.weight > 0:
            lines.append(f.advice)
    if band != "clear":
        lines.append("If you already paid or shared details, contact your bank now and report the scam.")
    return list(dict.fromkeys(lines))[:_MAX_ADVICE]


def summary_for(findings: Sequence[Finding], category_label: str, score: int, what: str) -> str:
    band = level_for(score)
    signs = [f for f in findings if f.weight > 0]
    if band.id == "clear":
        if signs:
            return f"We found only minor signs in this {what} (score {score}/100). Stay alert all the same."
        return f"We found no common warning signs in this {what} (score {score}/100). That is not a guarantee."
    top = ", ".join(f.description.rstrip(".").lower() for f in sorted(signs, key=lambda f: -f.weight)[:3])
    return (
        f"{band.label} ({score}/100): this {what} shows {len(signs)} warning sign"
        f"{'s' if len(signs) != 1 else ''} typical of {category_label.lower()}, including {top}."
    )


def links_for(category_id: str) -> list[Link]:
    info = category(category_id)
    return [
        Link(label=f"Guide: {info.label}", href=info.guide, rel="guide"),
        Link(label="Where to report a scam", href="/report", rel="report"),
        Link(label="How this check works", href="/about", rel="about"),
    ]
