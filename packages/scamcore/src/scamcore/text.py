"""Message analysis: runs the text rule tables over a normalised message.

The rule tables live in ``rules/text_*.py``; ``rules/text_registry.py`` lists them and picks which
language's table runs; ``rules/model.order`` runs each rule after the rules whose hits it reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .extract import Entities, extract
from .language import detect_language
from .message_type import message_type
from .models import MessageType
from .normalize import Normalized, normalize
from .once import once_per_key
from .rules.base import Finding
from .rules.table import RuleTable
from .sender import Sender, parse_sender
from .urls import UrlAnalysis, analyse_url

__all__ = ["TextContext", "TextReading", "analyse_text", "read_text", "text_hits", "text_table"]


@dataclass(slots=True)
class TextContext:
    norm: Normalized
    entities: Entities
    links: Sequence[UrlAnalysis]
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)
    """Per-message work that several rules share (a tokenisation); gone with the context."""
    language: str = "en"
    """The message's language (``language.detect_language``): which language table ran."""
    sender: Sender | None = None
    """Who the message came from, when the caller said (rules/text_sender.py)."""

    @property
    def subject(self) -> str:
        return self.norm.folded


def text_table(language: str = "en") -> RuleTable[TextContext]:
    """The text rules a message in ``language`` runs, indexed once per language on first use (so
    that importing scamcore stays quick), however many threads ask first."""
    return _table(language)


@once_per_key
def _table(language: str) -> RuleTable[TextContext]:
    from .rules._lang import plain_text
    from .rules._phrases import flat_text
    from .rules.text_registry import rules_for

    spaces = {"subject": lambda ctx: ctx.subject, "flat": flat_text, "plain": plain_text}
    return RuleTable(rules_for(language), spaces)


@dataclass(frozen=True, slots=True)
class TextReading:
    """A message's visible findings, and what its layout says it is (predicates stay inside)."""

    findings: list[Finding]
    message_type: MessageType


def read_text(
    norm: Normalized, entities: Entities, links: Sequence[UrlAnalysis], language: str, *, sender: Sender | None = None
) -> TextReading:
    ctx = TextContext(norm, entities, links, language=language, sender=sender)
    findings = text_table(language).run(ctx)
    return TextReading(findings, message_type(ctx.hits))


def analyse_text(
    norm: Normalized, entities: Entities, links: Sequence[UrlAnalysis], language: str, *, sender: Sender | None = None
) -> list[Finding]:
    return read_text(norm, entities, links, language, sender=sender).findings


def text_hits(text: str, language: str | None = None, *, sender: str | None = None) -> dict[str, Finding]:
    """Every text rule hit for a message, predicates included (for rule-example tests and --misses).

    ``language`` overrides detection, so a rule's short example runs its own language's table."""
    entities = extract(text)
    norm = normalize(text)
    lang = detect_language(norm.folded) if language is None else language
    links = [analyse_url(u) for u in entities.urls]
    ctx = TextContext(norm, entities, links, language=lang, sender=parse_sender(sender))
    text_table(lang).run(ctx)
    return ctx.hits
