"""The engine's entry points: one request in, one explained CheckResult out.

Pure and deterministic: no network, no clock, no writes. The only side effect anywhere below is
the OCR engine, which is a port (``ocr.OcrEngine``) passed in by the caller or built on demand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .explain import advice_for, choose_category, flags_for, level_text, links_for, summary_for
from .extract import extract
from .language import UNDETERMINED, detect_language
from .limits import LIMITS
from .locales import locale_for
from .models import CheckRequest, CheckResult, Kind, UrlVerdict
from .normalize import normalize
from .ocr import OcrEngine, default_engine, image_text
from .request import validate_request
from .rules.base import Finding
from .scoring import level_for, score_findings
from .sender import parse_sender
from .text import analyse_text
from .urls import UrlAnalysis, analyse_url

__all__ = ["check", "check_image", "check_text", "check_url"]


def check(request: CheckRequest, *, ocr: OcrEngine | None = None) -> CheckResult:
    """Assess one request. Raises an InputError subclass for input the caller must fix."""
    validate_request(request)
    if request.kind == "text":
        assert request.text is not None
        return check_text(request.text, sender=request.sender)
    if request.kind == "url":
        assert request.url is not None
        return check_url(request.url)
    assert request.image is not None
    return check_image(request.image, ocr=ocr, sender=request.sender)


def check_text(text: str, *, sender: str | None = None) -> CheckResult:
    """``sender`` (a number, name or address) can only add warning signs: a sender can be forged."""
    return _assess_message(text, kind="text", sender=sender)


def check_url(url: str) -> CheckResult:
    link = analyse_url(url.strip())
    return _result(list(link.findings), [link], kind="url")


def check_image(data_url: str, *, ocr: OcrEngine | None = None, sender: str | None = None) -> CheckResult:
    text = image_text(data_url, ocr if ocr is not None else default_engine())
    return _assess_message(text, kind="image", extracted_text=text, sender=sender)


def _assess_message(
    text: str, *, kind: Kind, extracted_text: str | None = None, sender: str | None = None
) -> CheckResult:
    norm = normalize(text[: LIMITS.max_analysed_chars])
    entities = extract(text)
    links = [analyse_url(u) for u in entities.urls[: LIMITS.max_urls_per_text]]
    language = detect_language(norm.folded)
    findings = analyse_text(norm, entities, links, language, sender=parse_sender(sender))
    findings.extend(_strongest_per_rule(f for link in links for f in link.findings))
    return _result(findings, links, kind=kind, extracted_text=extracted_text, language=language)


def _strongest_per_rule(findings: Iterable[Finding]) -> list[Finding]:
    best: dict[str, Finding] = {}
    for f in findings:
        if f.rule_id not in best or f.weight > best[f.rule_id].weight:
            best[f.rule_id] = f
    return list(best.values())


def _result(
    findings: list[Finding],
    links: Sequence[UrlAnalysis],
    *,
    kind: Kind,
    extracted_text: str | None = None,
    language: str = UNDETERMINED,
) -> CheckResult:
    loc = locale_for(language)
    score = score_findings(findings)
    cat = choose_category(findings, score, loc)
    return CheckResult(
        score=score,
        level=level_text(score, loc),
        summary=summary_for(findings, cat.label, score, kind, loc),
        flags=flags_for(findings, loc),
        advice=advice_for(findings, cat.id, score, loc),
        category=cat,
        ai_status="not_run",
        disclaimer=loc.disclaimer,
        links=links_for(cat.id, loc),
        urls=[_verdict(link) for link in links],
        kind=kind,
        extracted_text=extracted_text,
        language=language,
    )


def _verdict(link: UrlAnalysis) -> UrlVerdict:
    return UrlVerdict(
        url=link.url,
        host=link.host,
        registrable_domain=link.registrable_domain,
        score=link.score,
        level=level_for(link.score).id,
        flags=[f.rule_id for f in link.findings],
        imitates=link.imitates,
        official=link.official,
    )
