"""Message analysis: runs the text rule tables over a normalised message (STUB).

Contract: ``analyse_text(norm, entities, links)`` returns the findings of the text rules; the
rules may read the extracted entities and the per-link analyses (for dampeners such as "the link
goes to the claimed brand's own domain").
"""

from __future__ import annotations

from collections.abc import Sequence

from .extract import Entities
from .normalize import Normalized
from .rules.base import Finding
from .urls import UrlAnalysis

__all__ = ["analyse_text"]


def analyse_text(norm: Normalized, entities: Entities, links: Sequence[UrlAnalysis]) -> list[Finding]:
    return []
