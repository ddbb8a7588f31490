"""Measuring detection quality on labelled JSONL corpora (the format of ``shared/corpora``).

Pure counting: the CLI reads the files and feeds records here. Positive labels should reach
``suspicious``; negative labels should stay below it (and mostly below ``caution``); ``spam`` is
reported on its own because it mixes harmless promotions with scams.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .engine import check_screenshot_text, check_text, check_url
from .models import CheckResult
from .scoring import BANDS

__all__ = [
    "NEGATIVE",
    "POSITIVE",
    "SPAM",
    "Miss",
    "Tally",
    "assess_record",
    "is_miss",
    "role_of",
]

POSITIVE = frozenset({"smishing", "phishing", "scam", "phish"})
NEGATIVE = frozenset({"ham", "benign"})
SPAM = frozenset({"spam"})

_MIN = {b.id: b.minimum for b in BANDS}
SUSPICIOUS = _MIN["suspicious"]
CAUTION = _MIN["caution"]


def role_of(label: str) -> str:
    if label in POSITIVE:
        return "positive"
    if label in NEGATIVE:
        return "negative"
    if label in SPAM:
        return "spam"
    return "other"


def assess_record(record: dict[str, Any], *, with_sender: bool = False, field: str | None = None) -> CheckResult | None:
    """Score one corpus record: ``url`` records as links, ``text`` records as messages.

    ``with_sender`` passes a record's ``sender`` field (the e-mail corpora keep the From line) to
    the check, to measure the sender extension; plain eval leaves it out, as most callers do.
    With ``field`` (e.g. ``ocr_text``, the OCR of the user's screenshot), that field is scored the
    way a screenshot's text is, and records without it are skipped.
    """
    sender = record.get("sender") if with_sender else None
    sender = sender if isinstance(sender, str) else None
    if field is not None:
        value = record.get(field)
        return check_screenshot_text(value, sender=sender) if isinstance(value, str) and value.strip() else None
    if isinstance(record.get("url"), str) and "text" not in record:
        return check_url(record["url"])
    if isinstance(record.get("text"), str):
        return check_text(record["text"], sender=sender)
    return None


def is_miss(label: str, score: int) -> bool:
    """A positive below suspicious, or a negative at caution or above."""
    role = role_of(label)
    return (role == "positive" and score < SUSPICIOUS) or (role == "negative" and score >= CAUTION)


@dataclass
class Tally:
    """Counts for one label in one file (or pooled)."""

    count: int = 0
    suspicious: int = 0
    caution: int = 0
    scores: list[int] = field(default_factory=list, repr=False)

    def add(self, score: int) -> None:
        self.count += 1
        self.suspicious += score >= SUSPICIOUS
        self.caution += score >= CAUTION

    def merge(self, other: Tally) -> None:
        self.count += other.count
        self.suspicious += other.suspicious
        self.caution += other.caution

    def share(self, attr: str) -> float:
        return getattr(self, attr) / self.count if self.count else 0.0


@dataclass(frozen=True, slots=True)
class Miss:
    file: str
    record_id: str
    label: str
    score: int
    level: str
    flags: tuple[str, ...]
    excerpt: str
