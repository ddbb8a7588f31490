"""The wire models every adapter serializes unchanged.

Field names follow ``shared/spec/interface.md`` (camelCase on the wire, snake_case in Python);
everything the spec leaves "not shown" is decided in ``docs/api.md``. Adapters must dump with
``by_alias=True`` (``model_dump(mode="json", by_alias=True)``) so every protocol shows the same result.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

__all__ = [
    "AiStatus",
    "Category",
    "CheckRequest",
    "CheckResult",
    "Error",
    "ErrorBody",
    "Flag",
    "Kind",
    "Level",
    "LevelId",
    "Link",
    "MessageType",
    "Severity",
    "Signal",
    "UrlVerdict",
    "trusted",
]

Kind = Literal["text", "url", "image"]
MessageType = Literal["otp", "transaction_alert", "delivery_update", "appointment", "marketing", "personal", "unknown"]
LevelId = Literal["clear", "caution", "suspicious", "high"]
Severity = Literal["info", "low", "medium", "high"]
AiStatus = Literal["not_run", "not_configured", "done", "failed", "timed_out", "skipped"]


class _Wire(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True)


class CheckRequest(_Wire):
    """What a caller asks us to assess. Unknown extra fields are ignored (forward compatibility)."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True, extra="ignore")

    kind: Kind = Field(description="What is being checked: a message, a link or a screenshot.")
    text: str | None = Field(default=None, description="Message text; required when kind is 'text'.")
    url: str | None = Field(default=None, description="A link or a bare domain; required when kind is 'url'.")
    image: str | None = Field(
        default=None, description="A screenshot as a data: URL (PNG, JPEG, WebP or GIF); required when kind is 'image'."
    )
    sender: str | None = Field(
        default=None,
        description=(
            "Extension: who the message came from as the phone showed it: a phone number, short code, sender "
            "name, e-mail address or 'Name <address>'. Used for text and image, ignored for url. It can only "
            "add warning signs, never remove them (a sender can be forged)."
        ),
    )
    human_check: str | None = Field(
        default=None,
        alias="human_check",
        description="Token from the human-verification challenge (browser use without an API key).",
    )


class Level(_Wire):
    id: LevelId = Field(description="One of clear, caution, suspicious, high.")
    label: str = Field(description="Short name of the level, for a badge.")
    headline: str = Field(description="One calm sentence saying what the level means for the reader.")


class Flag(_Wire):
    """One distinct warning sign: a family of rules, with the points it adds after its cap, so the
    flags of a result add up to its score (negative weight: a reassuring sign, or a ceiling)."""

    id: str = Field(description="Rule id of the strongest rule that fired in this family, e.g. URL_BRAND_LOOKALIKE.")
    family: str = Field(
        description="The family of warning signs, e.g. link_identity or pressure (docs/scoring.md lists them); "
        "at most one flag per family."
    )
    label: str = Field(description="One-line description of the sign, in plain words, shown to users.")
    detail: str = Field(description="A plain sentence saying what was found.")
    weight: float = Field(
        description="Points this family adds to the score after its cap (negative: points removed). The weights of "
        "all flags add up to the score (clamped to 0-100, rounded)."
    )
    severity: Severity = Field(description="info (reassuring or neutral), low, medium or high.")
    evidence: str = Field(
        default="",
        description="Words quoted exactly from the message, link or sender (whole words and amounts); empty when "
        "the sign quotes nothing.",
    )
    source: Literal["text", "url", "image", "review", "sender"] = Field(
        default="text",
        description="Which analyser found it: text rules, link analysis, screenshot OCR, AI review or the sender.",
    )


class Signal(_Wire):
    """One rule that fired, before family caps: the full list behind the flags."""

    id: str = Field(description="Stable rule id, e.g. URL_BRAND_LOOKALIKE.")
    family: str = Field(description="The family (flag) this rule counts towards.")
    label: str = Field(description="One-line description of the rule, in plain words.")
    points: float = Field(description="The rule's own points, before its family's cap (negative: reassuring).")
    evidence: str = Field(
        default="", description="Words quoted exactly from the message, link or sender; empty when none."
    )
    source: Literal["text", "url", "image", "review", "sender"] = Field(
        default="text", description="Which analyser found it."
    )


class Category(_Wire):
    id: str = Field(description="Scam category id, e.g. delivery, bank, none.")
    label: str = Field(description="Human name of the category.")
    guide: str = Field(
        description="The guide for this category: a site-relative path (/guides/delivery), or an absolute URL "
        "where the result goes to an assistant with no page to resolve a path against."
    )


class Link(_Wire):
    label: str = Field(description="Link text.")
    href: str = Field(description="Site-relative path or absolute URL.")
    rel: Literal["guide", "report", "about"] = Field(description="What the link is for.")


class UrlVerdict(_Wire):
    url: str = Field(description="The link as found (defanging undone).")
    host: str = Field(description="Host name, Unicode form when it is an IDN.")
    registrable_domain: str = Field(description="Registrable domain (public suffix + one label), empty for IPs.")
    score: int = Field(ge=0, le=100, description="Risk score of this link on its own, 0-100.")
    level: LevelId = Field(description="Level of this link on its own.")
    flags: list[str] = Field(description="Ids of the rules this link triggered.")
    imitates: str | None = Field(default=None, description="Brand this link appears to imitate, if any.")
    official: bool = Field(
        default=False,
        description="True when the domain is one a known brand lists as its own. Not a guarantee of anything.",
    )


class CheckResult(_Wire):
    score: int = Field(ge=0, le=100, description="Risk score 0-100; higher means more warning signs.")
    level: Level
    summary: str = Field(description="A calm plain-language summary of the assessment.")
    flags: list[Flag] = Field(
        description="The distinct warning signs, one per family, strongest first, at most 6; their weights add up to "
        "the score (clamped to 0-100)."
    )
    advice: list[str] = Field(description="What to do, most important first.")
    category: Category
    ai_status: AiStatus = Field(description="Status of the AI review step; see docs/api.md for each value.")
    disclaimer: str = Field(description="Reminder that this is an automated risk assessment, not proof.")
    links: list[Link] = Field(description="Helpful links: the guide for the category and where to report.")
    urls: list[UrlVerdict] = Field(default_factory=list, description="Every link analysed, with its own verdict.")
    kind: Kind = Field(default="text", description="What was checked.")
    extracted_text: str | None = Field(
        default=None, description="For screenshots: the text read from the image (it is not stored)."
    )
    language: str = Field(
        default="und",
        description="Language detected in the message (en, es, fr, de, pt, it, nl) or und; the result's texts are "
        "written in it (English for und).",
    )
    message_type: MessageType = Field(
        default="unknown",
        description="What the message is laid out as, from its structure: otp, transaction_alert, delivery_update, "
        "appointment, marketing, personal or unknown (always unknown for a link). A type is not a verdict: a scam "
        "copying a bank alert's layout is a transaction_alert with a high score; docs/api.md says what each means.",
    )
    signals: list[Signal] = Field(
        default_factory=list,
        description="Extension: every rule that fired, strongest first, with its family and its points before the "
        "family's cap.",
    )


class ErrorBody(BaseModel):
    code: str = Field(description="Stable machine-readable error code; see docs/api.md.")
    message: str = Field(description="What went wrong and how to fix it.")


class Error(BaseModel):
    ok: Literal[False] = False
    error: ErrorBody


_M = TypeVar("_M", bound=BaseModel)
_set = object.__setattr__


def trusted(model: type[_M], fields: dict[str, Any]) -> _M:
    """``model(**fields)`` without validation, for values the engine made with every field's own
    type (a float a float, never an int) and nested models already built: what ``model_construct``
    does without its walk over aliases and defaults, which made it cost more than the validation
    it skips. ``fields`` holds every field, in the model's order, and becomes the model's own.
    tests/core/test_trusted_models.py checks that a result built so equals the validated one and
    dumps to the same JSON."""
    built = model.__new__(model)
    _set(built, "__dict__", fields)
    _set(built, "__pydantic_fields_set__", set(fields))
    _set(built, "__pydantic_extra__", None)
    _set(built, "__pydantic_private__", None)
    return built
