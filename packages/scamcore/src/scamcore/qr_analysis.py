"""Checking QR payloads with the same engine as the message, without hiding where they came from.

Each payload goes where its kind belongs (``qr_payload``): a link to link analysis, the words of an
SMS, e-mail or plain-text payload to the message rules, a wallet to the crypto rule. Every finding
made on a payload carries ``QR code:`` in its evidence, so a flag never passes a QR code's content
off as the message's own text. The QR rules (``rules/qr_codes.py``) then read the message and the
codes together: a risky link behind a code, a message asking to scan and pay.

The message body and the payloads are analysed apart: a phrase never spans the message and a
payload (they are not one text), and the combination signs are the QR rules' job.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .extract import Entities, extract
from .language import detect_language
from .limits import LIMITS
from .normalize import Normalized, normalize
from .qr_payload import QrPayload, parse_payload
from .rules.base import Finding, run_rules
from .text import analyse_text
from .urls import UrlAnalysis, analyse_url

__all__ = ["NO_CODES", "QR_MARK", "QrAnalysis", "QrContext", "analyse_codes", "qr_hits", "with_codes"]

QR_MARK = "[QR code] "
"""How a payload is shown in ``extractedText`` (one line per code, after the OCR text)."""


_NOTHING_TO_ACT_ON = frozenset({"TEXT_NO_ASK", "TEXT_PERSONAL_CHAT"})
"""Message dampeners that say there is nothing to click, call or pay: untrue beside a code that does it."""


@dataclass(frozen=True, slots=True)
class QrAnalysis:
    findings: tuple[Finding, ...] = ()
    """QR rule findings, and message-rule findings on the words of SMS, e-mail and text payloads."""
    links: tuple[UrlAnalysis, ...] = ()
    """The links the codes lead to, analysed; the message counts them among its own links."""
    numbers: tuple[str, ...] = ()
    """The numbers ``tel:`` and ``sms:`` codes call or text; the message counts them among its own."""
    voids: frozenset[str] = frozenset()
    """Ids of message findings the codes make untrue (see ``_NOTHING_TO_ACT_ON``)."""

    def joined(self, entities: Entities, links: list[UrlAnalysis]) -> tuple[Entities, list[UrlAnalysis]]:
        """The message's entities and links with the codes' links and numbers added after its own."""
        if not (self.links or self.numbers):
            return entities, links
        known = {link.url for link in links}
        extra = [link for link in self.links if link.url not in known][: max(0, LIMITS.max_urls_per_text - len(links))]
        urls = entities.urls + tuple(link.url for link in extra)
        return replace(entities, urls=urls, phones=entities.phones + self.numbers), [*links, *extra]

    def marked(self, finding: Finding, link: UrlAnalysis | None = None) -> Finding:
        """``finding`` with ``QR code:`` before its evidence when it rests on a code's link.

        A link's own finding is marked when the link came from a code. A message finding is marked
        when its evidence quotes a code's link or host (TEXT_HAS_LINK quotes the link it saw).
        """
        if not self.links:
            return finding
        if link is not None:
            from_code = any(link.url == own.url for own in self.links)
        else:
            quoted = finding.evidence
            from_code = any(own.url in quoted or (own.host and own.host in quoted) for own in self.links)
        return _mark(finding) if from_code else finding


NO_CODES = QrAnalysis()


@dataclass(slots=True)
class QrContext:
    norm: Normalized
    """The message body the codes came with."""
    payloads: tuple[QrPayload, ...]
    links: tuple[UrlAnalysis, ...]
    """The links the codes open, analysed."""
    hits: dict[str, Finding] = field(default_factory=dict)

    @property
    def subject(self) -> str:
        return self.norm.folded


def analyse_codes(codes: Sequence[str], body: str) -> QrAnalysis:
    """Findings and links for the payloads in ``codes``, read beside the message ``body``."""
    return _analyse(codes, body)[0] if codes else NO_CODES


def _analyse(codes: Sequence[str], body: str) -> tuple[QrAnalysis, dict[str, Finding]]:
    from .rules.qr_codes import RULES

    payloads = tuple(parse_payload(c) for c in codes[: LIMITS.max_qr_codes])
    findings: list[Finding] = []
    links: list[UrlAnalysis] = []
    for p in payloads:
        if p.kind == "link" and p.url is not None:
            links.append(analyse_url(p.url))
        elif p.text:  # the words of an SMS, e-mail or plain-text code: a message of their own
            entities = extract(p.text)
            own_links = [analyse_url(u) for u in entities.urls[: LIMITS.max_urls_per_text]]
            links.extend(own_links)
            norm = normalize(p.text[: LIMITS.max_analysed_chars])
            findings.extend(map(_mark, analyse_text(norm, entities, own_links, detect_language(norm.folded))))
    ctx = QrContext(normalize(body[: LIMITS.max_analysed_chars]), payloads, tuple(links))
    findings.extend(run_rules(RULES, ctx))
    numbers = tuple(p.number for p in payloads if p.number)
    acts = any(p.kind in ("link", "phone", "sms", "email", "crypto") for p in payloads) or links
    voids = _NOTHING_TO_ACT_ON if acts else frozenset()
    return QrAnalysis(tuple(findings), tuple(links), numbers, voids), ctx.hits


def with_codes(text: str, codes: Sequence[str]) -> str:
    """The screenshot's text as shown to the reader: the OCR text, then one marked line per code."""
    lines = [QR_MARK + " ".join(c.split()) for c in codes]
    return "\n".join([text, *lines] if text else lines)


def qr_hits(example: str) -> dict[str, Finding]:
    """Every QR rule hit for an example written like ``extractedText`` (message, then marked lines)."""
    body = [line for line in example.splitlines() if not line.startswith(QR_MARK)]
    codes = [line[len(QR_MARK) :] for line in example.splitlines() if line.startswith(QR_MARK)]
    return _analyse(codes, "\n".join(body))[1]


def _mark(finding: Finding) -> Finding:
    return finding._replace(evidence=f"QR code: {finding.evidence}" if finding.evidence else "QR code")
