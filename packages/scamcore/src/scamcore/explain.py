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
from .signs import OTHER_FAMILY, FlagFields

__all__ = [
    "DISCLAIMER",
    "advice_for",
    "choose_category",
    "level_text",
    "links_for",
    "summary_for",
]

_EN = locale_for("en")
DISCLAIMER = _EN.disclaimer
_MAX_ADVICE = 5


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


def advice_for(
    findings: Sequence[Finding],
    category_id: str,
    score: int,
    loc: Locale = _EN,
    *,
    kind: str = "text",
    link: bool = True,
) -> list[str]:
    """At most five lines, each about what was found, none saying again what another says.

    The category's own lines come first; a rule's line is added only when its category is not the
    result's (that category's lines already cover it: a "new number" text is told once to call the
    relative back) and only one per family. "Do not click links" is said only where there is one.
    """
    lines: list[str] = []
    band = level_for(score).id
    info = category(category_id)
    if band in ("high", "suspicious"):
        lines.append(loc.do_not_act_link if kind == "url" else loc.do_not_act if link else loc.do_not_act_no_link)
    if not (lines and info.id == "general"):  # the general category's line says what that first line says
        lines.extend(loc.categories[info.id][1])
    families: set[str] = set()
    # A rule's own advice is written in its rule's language, so only rules of the result's language add theirs.
    for f in sorted(findings, key=lambda f: -f.weight):
        if (
            f.advice
            and f.weight > 0
            and f.category != category_id
            and f.group not in families
            and rule_language(f.rule_id) == loc.code
        ):
            families.add(f.group)
            lines.append(f.advice)
    if band != "clear":
        lines.append(loc.already_paid)
    return list(dict.fromkeys(lines))[:_MAX_ADVICE]


def summary_for(flags: Sequence[FlagFields], category_label: str, score: int, kind: str, loc: Locale = _EN) -> str:
    """One sentence naming the level, the score, how many distinct signs and the three strongest."""
    band = level_for(score)
    signs = [f for f in flags if f["weight"] > 0]
    this = loc.this[kind]
    if band.id == "clear":
        return _capital((loc.summary_minor if signs else loc.summary_clear).format(this=this, score=score))
    named = [f["label"].rstrip(".") for f in signs if f["family"] != OTHER_FAMILY][:3]
    if loc.lowercase:
        named, category_label = [n.lower() for n in named], category_label.lower()
    else:  # German: nouns keep their capital; every family label starts with an article or adjective
        named = [n[:1].lower() + n[1:] for n in named]
    top = _listed(named, loc)
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


def _listed(items: Sequence[str], loc: Locale) -> str:
    """ "a", "a and b", "a, b and c" in the locale's words."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {loc.and_word} {items[-1]}"


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def links_for(category_id: str, loc: Locale = _EN) -> list[Link]:
    return list(_link_models(category_id, loc.code))
