"""QR rules: what a QR code in a screenshot adds to the message around it ("quishing").

A QR code hides its link until it is scanned, which is why scams use it where a link would be
seen and checked: parking-meter stickers, fake fines and tolls, "scan to verify your account" mails,
invoices, crypto "payment" codes. The payloads themselves are checked like any link or message
(``qr_analysis``); these rows add what only the pair says. Examples are written the way
``extractedText`` shows a screenshot: the message, then one ``[QR code] payload`` line per code.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..scoring import band_minimum
from .base import Rule

if TYPE_CHECKING:
    from ..qr_analysis import QrContext

__all__ = ["RULES"]

_CAUTION = band_minimum("caution")

_SCAN = re.compile(
    r"\bscan(?:ning)?\b[^.\n]{0,40}?\b(?:qr|code|below|here|this|image)\b|\bscan (?:it |me )?to\b|\bqr[ -]?code\b"
)
_TOPIC = re.compile(
    r"\b(?:pay(?:ment|able)?|fines?|penalt(?:y|ies)|tolls?|parking|tax(?:es)?|bank(?:ing)?|account|verif(?:y|ication)|"
    r"deliver(?:y|ies)?|parcel|package|refund|invoice|fees?|unpaid|overdue|outstanding|suspend(?:ed)?|"
    r"confirm|unlock|reactivate|update your|claim)\b"
)


def _first(ctx: QrContext, *kinds: str) -> str | None:
    return next((p.raw for p in ctx.payloads if p.kind in kinds), None)


def _risky_link(ctx: QrContext) -> str | None:
    return next((link.url for link in ctx.links if link.score >= _CAUTION), None)


def _scan_to_pay(ctx: QrContext) -> str | None:
    if _first(ctx, "link", "crypto") is None:
        return None
    scan = _SCAN.search(ctx.subject)
    if scan is None or _TOPIC.search(ctx.subject) is None:
        return None
    return scan.group(0)


RULES: tuple[Rule[QrContext], ...] = (
    Rule(
        id="QR_LINK",
        group="channel",
        weight=0,
        description="A QR code in the screenshot opens a link",
        fires=("Menu\n[QR code] https://example.com/menu",),
        quiet=("Menu: https://example.com/menu", "Guest network\n[QR code] WIFI:S:Cafe;T:WPA;P:secret;;"),
        check=lambda ctx: _first(ctx, "link"),
        source="image",
        notes="Neutral on its own (menus, tickets); it says where the link in the results came from.",
    ),
    Rule(
        id="QR_LINK_RISKY",
        group="channel",
        weight=12,
        description="A QR code hides a link with warning signs (quishing)",
        fires=(
            "Scan to continue\n[QR code] http://paypal.com.account-verify.top/login",
            "[QR code] https://usps-track-redelivery.xyz/pay",
        ),
        quiet=("Our menu\n[QR code] https://www.wikipedia.org/", "[QR code] https://example.com/menu"),
        check=_risky_link,
        source="image",
        advice="Do not open links from QR codes you did not expect; type the organisation's address yourself.",
    ),
    Rule(
        id="QR_SCAN_TO_PAY",
        group="combo",
        weight=18,
        description="The message asks you to scan a QR code to pay, verify or unlock something",
        fires=(
            "PARKING FINE: unpaid penalty. Scan the QR code to pay within 24 hours\n[QR code] https://example.com/p",
            "Your account is suspended. Scan this code to verify\n[QR code] https://example.com/v",
            "Outstanding toll balance, scan here\n[QR code] bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
            "Scan to pay the release fee\n[QR code] https://example.com/fee",
        ),
        quiet=(
            "Scan the QR code to see our menu\n[QR code] https://example.com/menu",
            "Scan the QR code to pay\n[QR code] WIFI:S:Cafe;T:WPA;P:secret;;",
            "Please pay the invoice by Friday",
        ),
        check=_scan_to_pay,
        source="image",
        advice="Pay fines, tolls and bills only on the official website or app, never through a QR code in a message.",
    ),
    Rule(
        id="QR_CRYPTO_PAYMENT",
        group="payment",
        weight=14,
        description="A QR code holds a cryptocurrency payment or wallet address",
        fires=(
            "[QR code] bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=0.05",
            "Send it here\n[QR code] 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
        ),
        quiet=("[QR code] https://example.com/bitcoin", "Bitcoin explained\n[QR code] https://example.com"),
        check=lambda ctx: next((p.address or p.raw for p in ctx.payloads if p.kind == "crypto"), None),
        category="crypto",
        source="image",
        advice="Crypto payments cannot be reversed; never pay a code sent by someone who contacted you.",
    ),
    Rule(
        id="QR_DIALS_OR_TEXTS",
        group="channel",
        weight=5,
        description="A QR code calls or texts a number",
        fires=("[QR code] tel:+15550100199", "[QR code] SMSTO:+15550100199:YES"),
        quiet=("Call us on +1 555 010 0199", "[QR code] https://example.com"),
        check=lambda ctx: next((p.number or p.raw for p in ctx.payloads if p.kind in ("phone", "sms")), None),
        source="image",
    ),
)
