"""The engine's entry points: one request in, one explained CheckResult out.

Pure and deterministic: no network, no clock, no writes. The only side effect anywhere below is
the OCR engine, which is a port (``ocr.OcrEngine``) passed in by the caller or built on demand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import lru_cache

from .explain import advice_for, choose_category, level_text, links_for, summary_for
from .extract import Entities, extract
from .images import ImageSource, image_bytes
from .language import UNDETERMINED, detect_language
from .limits import LIMITS
from .list_pages import LIST_PAGE_LIFTS, list_pages
from .locales import locale_for
from .mail_client import client_footer_links
from .models import CheckRequest, CheckResult, Flag, Kind, MessageType, Signal, UrlVerdict, trusted
from .normalize import Normalized, normalize
from .ocr import OcrEngine, default_engine, read_image, read_screenshot
from .ocr_repair import repair_ocr_text
from .phone_ui import split_phone_ui
from .qr_analysis import NO_CODES, QrAnalysis, analyse_codes, with_codes
from .quotes import Quotes
from .request import refuse_invalid_unicode, validate_request
from .rules._phrases import message_sized
from .rules.base import Finding
from .scoring import as_shown, clamp_score, group_points, level_for, links_discounted, message_score
from .sender import Sender, parse_sender
from .signs import flags_for, ranked, signals_for
from .text import TextReading, read_text
from .urls import UrlAnalysis, analyse_url

__all__ = ["check", "check_image", "check_screenshot_text", "check_text", "check_url"]


def check(request: CheckRequest, *, ocr: OcrEngine | None = None) -> CheckResult:
    """Assess one request. Raises an InputError subclass for input the caller must fix."""
    validate_request(request)  # lone surrogates included: the text and link paths below skip that test
    if request.kind == "text":
        assert request.text is not None
        return _assess_message(request.text, kind="text", sender=request.sender)
    if request.kind == "url":
        assert request.url is not None
        return _url_result(request.url)
    assert request.image is not None
    # A request field is a data: URL and nothing else: check_image would read any other string as a path.
    shot = read_screenshot(request.image, ocr if ocr is not None else default_engine())
    return check_screenshot_text(shot.text, codes=shot.codes, sender=request.sender)


def check_text(text: str, *, sender: str | None = None) -> CheckResult:
    """``sender`` (a number, name or address) can only add warning signs: a sender can be forged.
    A lone surrogate in either is an ``InvalidRequest`` (``request.refuse_invalid_unicode``)."""
    refuse_invalid_unicode(text, sender)
    return _assess_message(text, kind="text", sender=sender)


def check_url(url: str) -> CheckResult:
    refuse_invalid_unicode(url)
    return _url_result(url)


@lru_cache(maxsize=1024)
def _url_result(url: str) -> CheckResult:
    """A link's whole result, kept: the same link is checked again and again (a campaign's link in
    every message, a page re-checking what it shows), and building the explained result costs
    several times the lookup of its analysis. Pure (no clock, the result depends on the string
    alone) and bounded: a result with what it holds is up to ~9 kB, so 1,024 links cost a worker
    at most ~9 MB. The result is a frozen model that no caller changes in place."""
    link = analyse_url(url.strip())
    return _result(list(link.findings), [link], kind="url", sources=(url,))


def check_image(image: ImageSource, *, ocr: OcrEngine | None = None, sender: str | None = None) -> CheckResult:
    """``image`` is a ``data:`` URL, the file's bytes, or a path (str or ``os.PathLike``) to a PNG,
    JPEG, WebP or GIF file. Anything else, like an unreadable or oversized file, is an InputError."""
    refuse_invalid_unicode(sender)
    shot = read_image(image_bytes(image), ocr if ocr is not None else default_engine())
    return check_screenshot_text(shot.text, codes=shot.codes, sender=sender)


def check_screenshot_text(ocr_text: str, *, codes: Sequence[str] = (), sender: str | None = None) -> CheckResult:
    """Everything a screenshot check does after the pixels; ``scamcheck eval --field`` scores recorded OCR with it.

    The phone's interface lines are set apart from the message (phone_ui), the QR payloads are
    checked beside it (qr_analysis), and the reader sees the whole OCR text with the codes after it.
    The sender line read from the screen stands in for a ``sender`` the caller did not give.
    """
    refuse_invalid_unicode(ocr_text, sender)
    page = split_phone_ui(ocr_text)
    shown = with_codes(repair_ocr_text(ocr_text).strip(), codes)
    return _assess_message(
        page.body,
        kind="image",
        extracted_text=shown,
        sender=sender if sender is not None else page.sender,
        qr=analyse_codes(codes, page.body),
        codes=codes,
    )


def _assess_message(
    text: str,
    *,
    kind: Kind,
    extracted_text: str | None = None,
    sender: str | None = None,
    qr: QrAnalysis = NO_CODES,
    codes: Sequence[str] = (),
) -> CheckResult:
    norm = normalize(text[: LIMITS.max_analysed_chars])
    entities = extract(text)
    links = [analyse_url(u) for u in entities.urls[: LIMITS.max_urls_per_text]]
    entities, links = _without_client_footer(text, entities, links)
    entities, links = qr.joined(entities, links)  # a QR code's link is one of the message's links
    language = detect_language(norm.folded)
    reading, links = _text_and_links(norm, entities, links, language, parse_sender(sender))
    findings = [qr.marked(f) for f in reading.findings if f.rule_id not in qr.voids]
    discount = links_discounted(links, message_sized(norm.folded))
    findings.extend(qr.marked(f, link) for link in links for f in as_shown(link, discount))
    findings, points, score = message_score(_strongest_per_rule([*findings, *qr.findings]))
    sources = (text, sender or "", *codes)  # what a sign may quote: the words a reader can check it against
    return _result(
        findings,
        links,
        kind=kind,
        extracted_text=extracted_text,
        language=language,
        score=score,
        points=points,
        sources=sources,
        message_type=reading.message_type,
    )


_ASKS = frozenset({"ask", "payment"})


def _without_client_footer(
    text: str, entities: Entities, links: list[UrlAnalysis]
) -> tuple[Entities, list[UrlAnalysis]]:
    """The message without a forwarder's mail-app download link (mail_client): it names the app,
    not the sender, so it neither reassures nor alarms."""
    footer = client_footer_links(text, links)
    if not footer:
        return entities, links
    urls = tuple(u for u in entities.urls if u not in footer)
    return replace(entities, urls=urls), [link for link in links if link.url not in footer]


def _text_and_links(
    norm: Normalized, entities: Entities, links: list[UrlAnalysis], language: str, sender: Sender | None
) -> tuple[TextReading, list[UrlAnalysis]]:
    """The text's findings, and its links as the message shows them: a mailing list's own management
    pages (list_pages) lose the reader's-address sign, unless the text asks for anything at all, in
    which case every link keeps every sign."""
    pages = list_pages(link.url for link in links)
    lifted = {
        link.url for link in links if link.url in pages and any(f.rule_id in LIST_PAGE_LIFTS for f in link.findings)
    }
    if lifted:  # a page showing neither sign would be analysed again to the same findings
        listed = [analyse_url(link.url, list_page=True) if link.url in lifted else link for link in links]
        found = read_text(norm, entities, listed, language, sender=sender)
        if not any(f.group in _ASKS for f in found.findings):
            return found, listed
    return read_text(norm, entities, links, language, sender=sender), links


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
    score: int | None = None,
    points: dict[str, float] | None = None,
    sources: Sequence[str] = (),
    message_type: MessageType = "unknown",
) -> CheckResult:
    loc = locale_for(language)
    if points is None:
        points = group_points(findings)
    if score is None:
        score = clamp_score(sum(points.values()))
    cat = choose_category(findings, score, loc)
    quote = Quotes(sources)
    strongest = ranked(findings)  # sorted once for the flags and the signals
    flags = flags_for(strongest, score, loc, quote, points, is_ranked=True)
    # Built unvalidated (models.trusted): every value below is made here with its field's type,
    # and validating them again was a fifth of a short message's result.
    return trusted(
        CheckResult,
        {
            "score": int(score),
            "level": level_text(score, loc),
            "summary": summary_for(flags, cat.label, score, kind, loc),
            "flags": [trusted(Flag, f) for f in flags],  # type: ignore[arg-type]
            "advice": advice_for(findings, cat.id, score, loc, kind=kind, link=bool(links)),
            "category": cat,
            "ai_status": "not_run",
            "disclaimer": loc.disclaimer,
            "links": links_for(cat.id, loc),
            "urls": [_verdict(link) for link in links],
            "kind": kind,
            "extracted_text": extracted_text,
            "language": language,
            "message_type": message_type,
            "signals": [trusted(Signal, s) for s in signals_for(strongest, loc, quote, is_ranked=True)],  # type: ignore[arg-type]
        },
    )


def _verdict(link: UrlAnalysis) -> UrlVerdict:
    return trusted(
        UrlVerdict,
        {
            "url": link.url,
            "host": link.host,
            "registrable_domain": link.registrable_domain,
            "score": int(link.score),
            "level": level_for(link.score).id,
            "flags": [f.rule_id for f in link.findings],
            "imitates": link.imitates,
            "official": link.official,
        },
    )
