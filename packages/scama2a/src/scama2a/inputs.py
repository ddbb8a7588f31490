"""What to do, from the parts of an A2A message: one check (or one trends / guide look-up) per message.

- a data part ``{"skill": "scam_trends", "country": "GB"}`` asks for trends (country optional);
- a data part ``{"skill": "scam_guide", "topic": "parcel text"}`` asks for the closest guide;
- a data part holding a CheckRequest (``{"kind": "text", "text": ...}``) is checked as given;
- an image (raw bytes or a ``data:`` URL with an image media type) is checked as a screenshot;
- otherwise the text parts, joined, are checked: as a link when they are one bare link or domain,
  as a message (with its links analysed) when they are anything else.

The message's ``metadata.sender`` (who the message to check came from) goes with a text or image
check; a CheckRequest data part's own ``sender`` field wins over it.

Text next to a data part or an image is the caller's instruction ("is this a scam?"), not
content, and is not checked. Nothing is ever fetched: a part that only points at a file by URL
is refused. Every refusal is a scamcore InputError, a -32602, or (a media type this agent cannot
read, as A2A asks) a -32005, each saying what to send instead. Sizes are checked before the
content is scanned, so an oversized part costs no more than its length.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass
from typing import Any

from scamcore import CheckRequest, parse_request
from scamcore.limits import LIMITS
from scamcore.request import validate_request

from . import errors
from .model import Message, Part

__all__ = ["GuideJob", "Job", "TrendsJob", "looks_like_link", "to_job"]

_IMAGE_TYPES = ("image/png", "image/jpeg", "image/webp", "image/gif")
_MAGIC = ((b"\x89PNG\r\n\x1a\n", "image/png"), (b"\xff\xd8\xff", "image/jpeg"), (b"GIF8", "image/gif"))

_SCHEME_LINK = re.compile(r"(?:https?|hxxps?)(?::|\[:\])//\S+", re.I)
_DOT = r"(?:\.|\[\.\]|\(\.\)|\[dot\])"
_BARE_LINK = re.compile(
    rf"(?:[^\s/@:<>\"'.\[\]()]+{_DOT})+([^\W\d_][^\W_]*|xn--[a-z0-9-]+)\.?(?::\d{{1,5}})?(?:[/?#]\S*)?", re.I
)
_IP_LINK = re.compile(r"(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?:[/?#]\S*)?")


def looks_like_link(text: str) -> bool:
    """True for one bare link or domain (``example.com``, ``hxxps://x[.]io/a``), nothing else."""
    value = text.strip()
    if not value or any(c.isspace() for c in value):
        return False
    if _SCHEME_LINK.fullmatch(value) or _IP_LINK.fullmatch(value):
        return True
    match = _BARE_LINK.fullmatch(value)
    return match is not None and len(match.group(1)) >= 2


@dataclass(frozen=True, slots=True)
class TrendsJob:
    country: str | None


@dataclass(frozen=True, slots=True)
class GuideJob:
    topic: str


Job = CheckRequest | TrendsJob | GuideJob

_COUNTRY = re.compile(r"[A-Za-z]{2}")
MAX_TOPIC_CHARS = LIMITS.max_topic_chars


def _skill_job(data: dict[str, Any]) -> TrendsJob | GuideJob:
    skill = data.get("skill")
    if skill == "scam_trends":
        country = data.get("country")
        if country in (None, ""):
            return TrendsJob(None)
        if not isinstance(country, str) or not _COUNTRY.fullmatch(country):
            raise errors.invalid_params("'country' must be a two-letter ISO country code such as GB, or absent.")
        return TrendsJob(country.upper())
    if skill == "scam_guide":
        topic = data.get("topic")
        if not isinstance(topic, str) or not topic.strip() or len(topic) > MAX_TOPIC_CHARS:
            raise errors.invalid_params(
                f"'topic' must be a category id or a few words (at most {MAX_TOPIC_CHARS} characters)."
            )
        return GuideJob(topic.strip())
    raise errors.invalid_params("'skill' must be scam_trends or scam_guide; to check something send a CheckRequest.")


def to_job(message: Message) -> Job:
    texts: list[str] = []
    data: list[Part] = []
    images: list[str] = []
    for part in message.parts:
        if part.is_data:
            data.append(part)
        elif part.text is not None:
            texts.append(part.text)
        elif part.raw is not None:
            media = _media_of(part.raw, part.media_type)
            if media.startswith("text/"):
                texts.append(_decode_text(part.raw))
            else:
                images.append(f"data:{media};base64,{base64.b64encode(part.raw).decode('ascii')}")
        else:
            images.append(_inline_image_url(part))
    if len(data) > 1 or len(images) > 1 or (data and images):
        raise errors.invalid_params(
            "Send one thing to check per message: text, one screenshot, or one CheckRequest data part."
        )
    if data:
        value = data[0].data
        if not isinstance(value, dict):
            raise errors.invalid_params(
                'A data part must hold a CheckRequest object, e.g. {"kind": "text", "text": "..."}, '
                'or a skill request such as {"skill": "scam_trends"}.'
            )
        if "skill" in value and "kind" not in value:
            return _skill_job(value)
        return parse_request({"sender": message.sender, **value})
    if images:
        return parse_request({"kind": "image", "image": images[0], "sender": message.sender})
    joined = "\n\n".join(texts)
    as_text = parse_request({"kind": "text", "text": joined, "sender": message.sender})  # size first, then scan
    if looks_like_link(joined):
        # the text was validated just above: the link needs its own limits checked, not a second validation
        link = CheckRequest.model_construct(kind="url", url=joined.strip())
        validate_request(link)
        return link
    return as_text


def _media_of(raw: bytes, declared: str | None) -> str:
    media = (declared or "").split(";")[0].strip().lower()
    if media in _IMAGE_TYPES or media.startswith("text/"):
        return media
    for magic, kind in _MAGIC:
        if raw.startswith(magic):
            return kind
    if raw[:4] == b"RIFF" and raw[8:12] == b"WEBP":
        return "image/webp"
    if not media:
        # No declared type and not an image we know: treat it as text if it decodes as such.
        return "text/plain"
    raise _unsupported_media(media)


def _decode_text(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise errors.invalid_params("A text file part must be UTF-8 encoded.") from None


def _unsupported_media(media: str) -> errors.RpcError:
    shown = media[:64] if media.isprintable() else "(unprintable)"
    return errors.content_type_not_supported(
        f"Unsupported media type '{shown}': send text, or a screenshot as PNG, JPEG, WebP or GIF."
    )


def _inline_image_url(part: Part) -> str:
    url = part.url or ""
    inline = url[:5].lower() == "data:"
    if inline and url[5:32].lower().startswith(_IMAGE_TYPES):
        return url
    media = url[5:133].split(",", 1)[0] if inline else part.media_type or ""
    media = media.split(";", 1)[0].strip().lower()
    if media and media not in _IMAGE_TYPES and not media.startswith("text/"):
        raise _unsupported_media(media)
    raise errors.invalid_params(
        "This agent never fetches files: send the screenshot's bytes (a raw or file part with an image media "
        "type), or send a link to check as text."
    )
