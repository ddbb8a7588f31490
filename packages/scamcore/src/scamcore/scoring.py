"""From findings to a score and a level: additive points, capped per group, never averaged.

Every rule weight is in points. Findings are summed per group, each group's sum is clamped to
the group's cap (a negative floor for dampeners), and the groups are added and clamped to 0-100.
The bands below are the only place thresholds live; ``docs/scoring.md`` explains them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .models import Level, LevelId
from .rules.base import Finding
from .rules.groups import GROUPS

__all__ = ["BANDS", "clamp_score", "group_points", "level_for", "level_model", "score_findings"]


@dataclass(frozen=True, slots=True)
class Band:
    id: LevelId
    minimum: int
    label: str
    headline: str


# Ordered from the highest band down; a score belongs to the first band whose minimum it reaches.
BANDS: tuple[Band, ...] = (
    Band("high", 70, "High risk", "This has strong signs of a scam. Do not reply, click, call or pay."),
    Band(
        "suspicious", 45, "Suspicious", "This has several warning signs of a scam. Check it another way before acting."
    ),
    Band("caution", 20, "Caution", "This has some warning signs. Be careful before you click, reply or pay."),
    Band(
        "clear",
        0,
        "No warning signs found",
        "We found no common warning signs, but no check can prove a message is genuine.",
    ),
)


def level_for(score: int) -> Band:
    for band in BANDS:
        if score >= band.minimum:
            return band
    return BANDS[-1]


def level_model(score: int) -> Level:
    band = level_for(score)
    return Level(id=band.id, label=band.label, headline=band.headline)


# --- points per family (h-results): the flags of a result show these, so they add up to its score ---


def group_points(findings: Iterable[Finding]) -> dict[str, float]:
    """Each group's points after its cap (or floor), in the order the groups first fired."""
    per_group: dict[str, float] = {}
    for f in findings:
        per_group[f.group] = per_group.get(f.group, 0.0) + f.weight
    return {gid: max(GROUPS[gid].floor, min(GROUPS[gid].cap, points)) for gid, points in per_group.items()}


def clamp_score(total: float) -> int:
    """A sum of points as a score: rounded, then clamped to 0-100."""
    return max(0, min(100, round(total)))


def score_findings(findings: Iterable[Finding]) -> int:
    """Sum points per group, clamp each group to its cap, then clamp the total to 0-100."""
    return clamp_score(sum(group_points(findings).values()))


# --- end of points per family ---
