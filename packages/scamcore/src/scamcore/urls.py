"""Link analysis (STUB: replaced by the full implementation).

Contract: ``analyse_url(url)`` never raises on any string and returns ``UrlAnalysis`` with the
host (Unicode form), registrable domain (via tldextract's bundled snapshot, never the network),
findings from the URL rule tables, the brand the link imitates (if any) and whether the domain is
one a brand lists as its own. ``score`` is the link's own score (scoring.score_findings).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from .rules.base import Finding
from .scoring import score_findings

__all__ = ["UrlAnalysis", "analyse_url", "url_hits"]


@dataclass(frozen=True, slots=True)
class UrlAnalysis:
    url: str
    host: str
    registrable_domain: str
    findings: tuple[Finding, ...]
    score: int
    imitates: str | None = None
    official: bool = False


def analyse_url(url: str) -> UrlAnalysis:
    raw = url if "://" in url else "http://" + url
    try:
        host = urlsplit(raw).hostname or ""
    except ValueError:
        host = ""
    findings: tuple[Finding, ...] = ()
    return UrlAnalysis(url=url, host=host, registrable_domain=host, findings=findings, score=score_findings(findings))


def url_hits(url: str) -> dict[str, Finding]:
    """Every URL rule hit for a link, predicates included (for rule-example tests)."""
    return {f.rule_id: f for f in analyse_url(url).findings}
