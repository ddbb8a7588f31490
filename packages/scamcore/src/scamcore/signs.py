"""From rule findings to what a reader counts: a few distinct warning signs that add up to the score.

A message often fires several rules that say one thing ("sign-in words in the link", "several
sign-in words", "stacks many"); their scoring group caps what they add together. So a result
shows one flag per family (the scoring group, ``rules/groups.py``), with the points that family
adds after its cap: the flags' weights add up to the score, clamped to 0-100. A ceiling that
holds a score down (``scoring.lureless_ceiling``) is a flag too, with the negative weight it takes off;
so is the end of the 0-100 scale once an AI review has moved a score that the clamp alone held (``held_to``).
At most ``MAX_FLAGS`` are shown; the weakest are folded into one "other signs" flag unless
leaving them out changes no point of the score. Every rule that fired stays listed in
``signals``, with its own points before the cap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict

from .language import rule_language
from .locales import Locale, locale_for
from .models import Severity
from .quotes import Quotes
from .rules.base import Finding, Source, severity_for
from .scoring import clamp_score, group_points

__all__ = [
    "CEILING_FAMILY",
    "MAX_FLAGS",
    "OTHER_FAMILY",
    "REVIEW_FAMILY",
    "at_most_six",
    "flags_for",
    "held_to",
    "ranked",
    "rule_label",
    "signals_for",
]

MAX_FLAGS = 6
CEILING_FAMILY = "ceiling"
"""The points a ceiling takes off: the flag that keeps the sum equal to a held-down score."""
REVIEW_FAMILY = "review"
"""What the optional AI review moved (``scamservice.review``)."""
OTHER_FAMILY = "other"
"""The weakest families, folded together when more than ``MAX_FLAGS`` would be shown."""
CEILING_ID = "LINK_SHAPE_ONLY_CEILING"
SCALE_ID = "SCORE_LIMIT"
"""The ceiling flag for the end of the scale: signs worth over 100 (or under 0) under a score a review moved."""
OTHER_ID = "OTHER_SIGNS"
_PLAIN_ENGLISH = locale_for("en").flag_labels


class FlagFields(TypedDict):
    """The fields of a ``models.Flag``, in its order and with its types: the engine builds the flag
    from them unvalidated (``models.trusted``)."""

    id: str
    family: str
    label: str
    detail: str
    weight: float
    severity: Severity
    evidence: str
    source: Source


class SignalFields(TypedDict):
    """The fields of a ``models.Signal``, in its order and with its types (``models.trusted``)."""

    id: str
    family: str
    label: str
    points: float
    evidence: str
    source: Source


def rule_label(f: Finding, loc: Locale) -> str:
    """A rule's one-line description in the result's language, else in plain English, else its own."""
    return loc.flag_labels.get(f.rule_id) or _PLAIN_ENGLISH.get(f.rule_id) or f.description


def _speaks(f: Finding, loc: Locale) -> bool:
    """Whether the result's language has words for this rule (English rows speak English)."""
    return rule_language(f.rule_id) == loc.code or f.rule_id in loc.flag_labels


def _strength(f: Finding) -> tuple[float, str]:
    return (-abs(f.weight), f.rule_id)


def ranked(findings: Sequence[Finding]) -> list[Finding]:
    """Strongest first: the signals' order and, within a family, the order its flag picks from.
    A result sorts once and hands the list to both (``is_ranked=True``)."""
    return sorted(findings, key=_strength)


def signals_for(
    findings: Sequence[Finding], loc: Locale, quote: Quotes, *, is_ranked: bool = False
) -> list[SignalFields]:
    """Every rule that fired, strongest first, as the fields of ``models.Signal``. ``is_ranked``:
    ``findings`` are in ``ranked`` order already."""
    return [
        {
            "id": f.rule_id,
            "family": f.group,
            "label": rule_label(f, loc),
            "points": float(f.weight),
            "evidence": quote(f.evidence),
            "source": f.source,
        }
        for f in (findings if is_ranked else ranked(findings))
    ]


def flags_for(
    findings: Sequence[Finding],
    score: int,
    loc: Locale,
    quote: Quotes,
    points: Mapping[str, float] | None = None,
    *,
    is_ranked: bool = False,
) -> list[FlagFields]:
    """One flag per family that moved the score, as the fields of ``models.Flag``, and the ceiling's
    flag when one held the score down; at most ``MAX_FLAGS``, strongest first. ``points``: the
    families' points (``scoring.group_points``) when the caller has them already; ``is_ranked``:
    ``findings`` are in ``ranked`` order already."""
    members: dict[str, list[Finding]] = {}
    for f in findings if is_ranked else ranked(findings):
        members.setdefault(f.group, []).append(f)
    per_family = group_points(findings) if points is None else points
    flags = [_family_flag(family, pts, members[family], loc, quote) for family, pts in per_family.items() if pts]
    return at_most_six(held_to(flags, score, CEILING_ID, loc.families[CEILING_FAMILY]), score, loc)


def held_to(flags: Sequence[FlagFields], score: int, rid: str, text: tuple[str, str]) -> list[FlagFields]:
    """``flags``, and a ``ceiling`` flag taking off what they carry beyond ``score`` when rounding and
    clamping their sum does not give it. The clamp alone shows a sum over 100 under a score of 100;
    a ceiling below it, or a review that moved such a score, needs the difference shown."""
    total = sum(map(_weight, flags))
    if clamp_score(total) == score:
        return list(flags)
    return [*flags, _flag(rid, CEILING_FAMILY, text=text, weight=score - total)]


def _family_flag(family: str, points: float, found: list[Finding], loc: Locale, quote: Quotes) -> FlagFields:
    label, detail = loc.families[family]
    # The family's strongest rule says what was found, when it has words in the result's language.
    spoken = next((f for f in found if _speaks(f, loc)), None)
    if spoken is not None:
        detail = _sentence(rule_label(spoken, loc))
    evidence = ""
    for f in found:
        evidence = quote(f.evidence)
        if evidence:
            break
    return _flag(
        found[0].rule_id, family, text=(label, detail), weight=points, evidence=evidence, source=found[0].source
    )


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else f"{text}."


def _flag(
    rid: str, family: str, *, text: tuple[str, str], weight: float, evidence: str = "", source: Source = "text"
) -> FlagFields:
    label, detail = text
    return {
        "id": rid,
        "family": family,
        "label": label,
        "detail": detail,
        "weight": float(weight),  # a float as the model has it: the engine builds it unvalidated
        "severity": severity_for(weight),
        "evidence": evidence,
        "source": source,
    }


def _weight(flag: FlagFields) -> float:
    return flag["weight"]


def at_most_six(
    flags: Sequence[FlagFields], score: int, loc: Locale, keep: Sequence[FlagFields] = ()
) -> list[FlagFields]:
    """The strongest ``MAX_FLAGS`` flags, strongest first (positive before negative), still adding
    up to ``score``: the weakest are left out when that changes nothing, else folded into one.
    ``keep`` is shown whatever its weight (an AI review that moved the score: the summary names it)."""
    ranked = sorted(flags, key=lambda f: (-abs(_weight(f)), f["family"]))
    room = MAX_FLAGS - len(keep)
    if len(ranked) > room:
        shown = ranked[:room]
        if clamp_score(sum(map(_weight, [*shown, *keep]))) != score:
            rest = ranked[room - 1 :]
            weight = sum(map(_weight, rest))
            other = _flag(OTHER_ID, OTHER_FAMILY, text=loc.families[OTHER_FAMILY], weight=weight)
            shown = [*ranked[: room - 1], *([other] if weight else [])]
        ranked = shown
    return sorted([*ranked, *keep], key=lambda f: (-_weight(f), f["family"]))
