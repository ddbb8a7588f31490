"""What a QR code's payload asks the phone to do, so each part reaches the check that fits it.

A phone treats a payload by its scheme: ``https:`` opens a page, ``tel:`` dials, ``sms:``/``smsto:``
writes a text (number and body), ``mailto:``/``MATMSG:`` writes an e-mail, ``bitcoin:`` and the
other wallet schemes start a payment, ``WIFI:``/``BEGIN:VCARD`` and the like configure the phone.
Plain text is shown as text. The parse is pure string work, follows the de-facto formats the
common generators write (ZXing's "barcode contents" conventions), and never fails: anything it
does not recognise is plain text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal
from urllib.parse import parse_qs, unquote

from .extract import extract

__all__ = ["PayloadKind", "QrPayload", "parse_payload"]

PayloadKind = Literal["link", "phone", "sms", "email", "crypto", "structured", "text"]


@dataclass(frozen=True, slots=True)
class QrPayload:
    kind: PayloadKind
    raw: str
    url: str | None = None
    """The link a ``link`` payload opens."""
    number: str | None = None
    """The number a ``phone`` or ``sms`` payload dials or texts."""
    address: str = ""
    """The e-mail address of an ``email`` payload, or the wallet address of a ``crypto`` one."""
    text: str = ""
    """Words the phone would show or send: an SMS or e-mail body, or the whole of a plain-text payload."""


_SCHEME = re.compile(r"([a-z][a-z0-9+.-]{1,30}):", re.I)
_WALLET_SCHEMES = frozenset({"bitcoin", "bitcoincash", "litecoin", "ethereum", "tron", "dogecoin", "monero", "usdt"})
_STRUCTURED = frozenset(
    {"wifi", "mecard", "begin", "geo", "otpauth", "bizcard", "upi", "market", "intent", "spotify", "whatsapp"}
)
"""Payloads that configure the phone or open an app with data, never a message to read."""
_MATMSG = re.compile(r"(TO|SUB|BODY):((?:\\.|[^;\\])*)", re.I)


def parse_payload(raw: str) -> QrPayload:
    """Classify one payload (already bounded by ``LIMITS.max_qr_payload_chars``)."""
    text = raw.strip()
    m = _SCHEME.match(text)
    scheme = m.group(1).lower() if m else ""
    rest = text[m.end() :] if m else text
    if scheme in ("http", "https") and not any(c.isspace() for c in text):
        return QrPayload("link", raw, url=text)
    if scheme == "tel":
        return QrPayload("phone", raw, number=unquote(rest).strip())
    if scheme in ("sms", "smsto", "mms", "mmsto"):
        return _sms(raw, scheme, rest)
    if scheme == "mailto":
        address, _, query = rest.partition("?")
        fields = parse_qs(query)
        words = " ".join([*fields.get("subject", []), *fields.get("body", [])])
        return QrPayload("email", raw, address=unquote(address), text=words)
    if scheme == "matmsg":
        parts = {k.upper(): v.replace("\\", "") for k, v in _MATMSG.findall(rest)}
        words = " ".join(w for w in (parts.get("SUB", ""), parts.get("BODY", "")) if w)
        return QrPayload("email", raw, address=parts.get("TO", ""), text=words)
    if scheme in _WALLET_SCHEMES:
        return QrPayload("crypto", raw, address=unquote(rest.lstrip("/").split("?", 1)[0]))
    if scheme in _STRUCTURED:
        return QrPayload("structured", raw)
    return _bare(raw, text)


def _sms(raw: str, scheme: str, rest: str) -> QrPayload:
    if scheme in ("smsto", "mmsto"):  # SMSTO:+15550100199:message text
        number, _, body = rest.partition(":")
    else:  # sms:+15550100199?body=message%20text (also ";?body=" and "&body=" variants)
        number, _, query = rest.partition("?")
        body = " ".join(parse_qs(query).get("body", []))
        number = number.rstrip(";&")
    return QrPayload("sms", raw, number=unquote(number).strip(), text=body.strip())


def _bare(raw: str, text: str) -> QrPayload:
    """No scheme the phone acts on: a bare domain, a bare wallet address, or plain text."""
    if not any(c.isspace() for c in text):
        found = extract(text)
        if found.wallets and found.wallets[0].address == text:
            return QrPayload("crypto", raw, address=text)
        if found.urls and len(found.urls[0]) >= len(text.rstrip("/.")) - 1:
            return QrPayload("link", raw, url=found.urls[0])
    return QrPayload("text", raw, text=text)
