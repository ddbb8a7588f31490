"""Message analysis: runs the text rule tables over a normalised message.

The rule tables live in ``rules/text_*.py``; ``rules/text_registry.py`` fixes their order
(composites and dampeners last, since they read earlier hits).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .extract import Entities, extract
from .normalize import Normalized, normalize
from .rules.base import Finding, run_rules
from .urls import UrlAnalysis, analyse_url

__all__ = ["TextContext", "analyse_text", "text_hits"]


@dataclass(slots=True)
class TextContext:
    norm: Normalized
    entities: Entities
    links: Sequence[UrlAnalysis]
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)
    """Per-message work that several rules share (a tokenisation); gone with the context."""

    @property
    def subject(self) -> str:
        return self.norm.folded


def analyse_text(norm: Normalized, entities: Entities, links: Sequence[UrlAnalysis]) -> list[Finding]:
    from .rules.text_registry import TEXT_RULES

    return run_rules(TEXT_RULES, TextContext(norm, entities, links))


def text_hits(text: str) -> dict[str, Finding]:
    """Every text rule hit for a message, predicates included (for rule-example tests and --misses)."""
    from .rules.text_registry import TEXT_RULES

    entities = extract(text)
    ctx = TextContext(normalize(text), entities, [analyse_url(u) for u in entities.urls])
    run_rules(TEXT_RULES, ctx)
    return ctx.hits
