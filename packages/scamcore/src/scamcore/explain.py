"""Turning findings into what a person reads: flags, category, summary, advice and links.

Every text comes from a ``Locale`` (``locales/``), so a result is written in the message's language;
English when none is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .categories import CATEGORY_IDS, category
from .language import rule_language
from .locales import Locale, locale_for
from .models import Category, Level, LevelId, Link
from .rules.base import Finding
from .scoring import level_for

__all__ = [
    "DISCLAIMER",
    "advice_for",
    "choose_category",
    "flags_for",
    "level_text",
    "links_for",
    "summary_for",
]

_EN = locale_for("en")
DISCLAIMER = _EN.disclaimer
_MAX_ADVICE = 5


def _label(f: Finding, loc: Locale) -> str:
    return loc.flag_labels.get(f.rule_id, f.description)


def _speaks(f: Finding, loc: Locale) -> bool:
    """Whether the result's language has words for this sign (English rows speak English)."""
    return rule_language(f.rule_id) == loc.code or f.rule_id in loc.flag_labels


def flags_for(findings: Sequence[Finding], loc: Locale = _EN) -> list[dict[str, object]]:
    """The flags of a result, strongest first, as the fields of ``models.Flag``: the result is
    validated once as a whole (one call into pydantic-core), which costs half of building each
    flag as a model of its own."""
    out: list[dict[str, object]] = []
    for f in sorted(findings, key=lambda f: (-f.weight, f.rule_id)):
        label = _label(f, loc)
        out.append(
            {
                "id": f.rule_id,
                "label": label,
                "detail": f"{label}: “{f.evidence}”" if f.evidence else label,
                "weight": f.weight,
                "severity": f.severity,
                "evidence": f.evidence,
                "source": f.source,
            }
        )
    return out


# Levels, categories and helpful links are the same few frozen models for every result of a
# language: built once each (per language code), instead of validated anew on every check.
@cache
def _level_model(band_id: LevelId, code: str) -> Level:
    label, headline = locale_for(code).levels[band_id]
    return Level(id=band_id, label=label, headline=headline)


@cache
def _category_model(category_id: str, code: str) -> Category:
    info = category(category_id)
    return Category(id=info.id, label=locale_for(code).categories[info.id][0], guide=info.guide)


@cache
def _link_models(category_id: str, code: str) -> tuple[Link, ...]:
    loc = locale_for(code)
    info = category(category_id)
    guide, report, about = loc.link_labels
    return (
        Link(label=guide.format(category=loc.categories[info.id][0]), href=info.guide, rel="guide"),
        Link(label=report, href="/report", rel="report"),
        Link(label=about, href="/about", rel="about"),
    )


def level_text(score: int, loc: Locale = _EN) -> Level:
    return _level_model(level_for(score).id, loc.code)


def choose_category(findings: Sequence[Finding], score: int, loc: Locale = _EN) -> Category:
    """The category with the most points behind it; 'general' when signs name none; 'none' when clear."""
    if level_for(score).id == "clear":
        return _category_model("none", loc.code)
    votes: dict[str, float] = {}
    for f in findings:
        if f.category and f.weight > 0:
            votes[f.category] = votes.get(f.category, 0.0) + f.weight
    if not votes:
        return _category_model("general", loc.code)
    return _category_model(max(votes.items(), key=lambda kv: (kv[1], -CATEGORY_IDS.index(kv[0])))[0], loc.code)


def advice_for(findings: Sequence[Finding], category_id: str, score: int, loc: Locale = _EN) -> list[str]:
    lines: list[str] = []
    band = level_for(score).id
    if band in ("high", "suspicious"):
        lines.append(loc.do_not_act)
    lines.extend(loc.categories[category(category_id).id][1])
    # A rule's own advice is written in its rule's language, so only rules of the result's language add theirs.
    for f in sorted(findings, key=lambda f: -f.weight):
        if f.advice and f.weight > 0 and rule_language(f.rule_id) == loc.code:
            lines.append(f.advice)
    if band != "clear":
        lines.append(loc.already_paid)
    return list(dict.fromkeys(lines))[:_MAX_ADVICE]


def summary_for(findings: Sequence[Finding], category_label: str, score: int, kind: str, loc: Locale = _EN) -> str:
    band = level_for(score)
    signs = [f for f in findings if f.weight > 0]
    this = loc.this[kind]
    if band.id == "clear":
        return _capital((loc.summary_minor if signs else loc.summary_clear).format(this=this, score=score))
    # The sentence names the strongest signs it can name in its own language (link analysis
    # speaks English only); if none can be, it names the strongest ones as they are.
    named = [f for f in signs if _speaks(f, loc)] or signs
    top = ", ".join(_label(f, loc).rstrip(".") for f in sorted(named, key=lambda f: -f.weight)[:3])
    if loc.lowercase:
        top, category_label = top.lower(), category_label.lower()
    sentence = loc.summary_signs.format(
        level=loc.levels[band.id][0],
        score=score,
        this=this,
        count=len(signs),
        signs=loc.sign_words[0 if len(signs) == 1 else 1],
        category=category_label,
        top=top,
    )
    return _capital(sentence)


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def links_for(category_id: str, loc: Locale = _EN) -> list[Link]:
    return list(_link_models(category_id, loc.code))
