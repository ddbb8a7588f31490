"""Text rules: the sender. The number or address a message came from does not fit who it claims to be.

Only where the caller gives a ``sender`` (CheckRequest extension, see docs/api.md). Companies text
from short codes or their name and write from their own domains; a bank notice from an ordinary
mobile number, "PayPal" on a free-mail address or on a domain PayPal does not use is evidence the
text alone cannot give. A sender can be forged (SMS sender IDs and e-mail From lines both are), so
these rules only add points: a sender that looks official never lowers a score, and no dampener
reads it.

Examples carry their sender as ``Sent(sender, text)``; the rule-example walker passes it on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..brands import Brand
from ..sender import Sender, name_brand, sender_id_imitation
from ._phrases import mentioned
from .base import Finding, Rule, Sent
from .table import present
from .text_claims import named_brand

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

G = "sender"

# Signs that a message acts as a notice from the brand it names, not a chat that mentions one
# ("watching Netflix tonight?"): any pressure, ask, channel or payment sign, or a claim of an event.
_NOTICE_GROUPS = frozenset({"pressure", "ask", "channel", "payment", "obfuscation"})
_NOTICE_CLAIMS = frozenset(
    {
        "TEXT_DELIVERY_PROBLEM",
        "TEXT_ACCOUNT_ALERT",
        "TEXT_CLAIM_CHARGE",
        "TEXT_MESSAGE_WAITING",
        "TEXT_CLAIM_REFUND",
        "TEXT_CLAIM_PRIZE",
        "TEXT_CLAIM_TOLL",
    }
)
# Link-analysis signs of the sender's domain: letters changed (strong) or the brand's name used whole.
_LETTER_TRICKS = frozenset({"URL_IDN_HOMOGRAPH", "URL_BRAND_LOOKALIKE", "URL_BRAND_DOMAIN_IN_SUBDOMAIN"})
_NAME_IN_DOMAIN = frozenset({"URL_BRAND_COMBO", "URL_BRAND_OTHER_SUFFIX", "URL_BRAND_IN_SUBDOMAIN"})


def _notice(hit: Finding) -> bool:
    return not hit.rule_id.startswith("_") and (hit.group in _NOTICE_GROUPS or hit.rule_id in _NOTICE_CLAIMS)


# Claims to be an institution ("Chase:", "IRS", "your bank card"), as worded by the claim rules.
_INSTITUTION_CLAIMS = ("TEXT_CLAIM_BANK", "TEXT_CLAIM_GOVERNMENT", "TEXT_CLAIM_TOLL")


# What ``_brand_notice`` reads: the shown hits of the notice groups, and these claims by id.
_BRAND_NOTICE_READS = (*_NOTICE_CLAIMS, *_INSTITUTION_CLAIMS)


# Where a message says who it is from: "USPS: your parcel...", an e-mail's subject line. A brand
# named further down a long e-mail is usually talked about, not speaking (measured on ham e-mail).
_OPENING_CHARS = 160


def _brand_notice(ctx: TextContext) -> str | None:
    """Who a message speaks as: a brand it names, or a bank or agency it claims to be, in its
    opening, in a message that acts as a notice."""
    if not any(_notice(h) for h in ctx.hits.values()):
        return None
    opening = ctx.subject[:_OPENING_CHARS]
    brand = named_brand(opening)
    if brand is not None:
        return brand
    for rule_id in _INSTITUTION_CLAIMS:
        claim = ctx.hits.get(rule_id)
        if claim is not None and claim.evidence.casefold() in opening:
            return claim.evidence
    return None


def _display_brand(sender: Sender) -> Brand | None:
    return name_brand(sender.name) if sender.name else None


def _domain_trick(rule_ids: frozenset[str], *, claimed: bool) -> Callable[[TextContext], str | None]:
    """``claimed``: only when the display name or the message also names the brand the domain uses;
    a brand's name inside a domain (dmv.com, a list at ryanairmail.com) is otherwise often innocent."""

    def check(ctx: TextContext) -> str | None:
        s = ctx.sender
        if s is None or s.link is None or s.link.imitates is None:
            return None
        if not any(f.rule_id in rule_ids for f in s.link.findings):
            return None
        if claimed and not _names(ctx, s, s.link.imitates):
            return None
        return f"{s.address} (imitates {s.link.imitates})"

    return check


def _names(ctx: TextContext, sender: Sender, brand_name: str) -> bool:
    shown = _display_brand(sender)
    return (shown is not None and shown.name == brand_name) or any(b.name == brand_name for b in mentioned(ctx.subject))


def _name_not_address(ctx: TextContext) -> str | None:
    s = ctx.sender
    if s is None or s.kind != "email" or s.freemail is not None:
        return None
    brand = _display_brand(s)
    if brand is None or s.owned_by(brand.name) or (s.link is not None and s.link.imitates is not None):
        return None
    return f"{s.name} <{s.address}>"


def _freemail_name(ctx: TextContext) -> str | None:
    s = ctx.sender
    if s is None or s.freemail is None:
        return None
    brand = _display_brand(s)
    # The provider's own service mail (Apple on icloud.com) can't be told from a user's: no points.
    if brand is None or s.owned_by(brand.name):
        return None
    return f"{s.name} <{s.address}>"


def _freemail_claim(ctx: TextContext) -> str | None:
    s = ctx.sender
    if s is None or s.freemail is None or "SENDER_FREEMAIL_NAME" in ctx.hits:
        return None
    brand = _brand_notice(ctx)
    if brand is None or s.owned_by(brand):
        return None
    return f"{brand}, from {s.address}"


def _id_lookalike(ctx: TextContext) -> str | None:
    s = ctx.sender
    if s is None or s.kind != "sender_id":
        return None
    brand = sender_id_imitation(s.name)
    return None if brand is None else f"{s.name} (imitates {brand.name})"


def _brand_from_personal_number(ctx: TextContext) -> str | None:
    s = ctx.sender
    if s is None or not s.personal_number:
        return None
    brand = _brand_notice(ctx)
    return None if brand is None else f"{brand}, from {s.text}"


_FORGED = "Contact the company through its app or a number or address you know, not through this message."
_BANK_TEXT = "Barclays: your card has been blocked. Verify your details now at http://barclays-verify.top"
_PARCEL_TEXT = "USPS: your package could not be delivered. Update your address: https://usps-redeliver.top/a"

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="SENDER_DOMAIN_LOOKALIKE",
        group=G,
        weight=35,
        description="The sender's e-mail address copies a brand's domain with changed letters",
        fires=(
            Sent("PayPal Service <alerts@paypa1.com>", "Your account has been limited."),
            Sent("security@rnicrosoft.com", "Hello"),
        ),
        quiet=(
            Sent("PayPal <service@paypal.com>", "Your account has been limited."),
            Sent("ann@example.org", "Lunch?"),
            "Your account has been limited.",
        ),
        check=present("sender", _domain_trick(_LETTER_TRICKS, claimed=False)),
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_DOMAIN_BRAND_NAME",
        group=G,
        weight=20,
        description="The sender's e-mail domain uses a brand's name but is not the brand's",
        fires=(
            Sent("PayPal Service <alerts@paypal-secure-center.com>", "Your account has been limited."),
            Sent("notice@usps-parcel.info", "USPS: your parcel is on hold"),
        ),
        quiet=(
            Sent("Facebook <notification@facebookmail.com>", "You have a new friend request"),
            Sent("sven@dmv.com", "The kernel build is broken again"),
            Sent("PayPal Service <alerts@paypa1.com>", "Your account has been limited."),
        ),
        check=present("sender", _domain_trick(_NAME_IN_DOMAIN, claimed=True)),
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_NAME_NOT_ADDRESS",
        group=G,
        weight=20,
        description="The sender's name is a brand, but the address is not on the brand's domain",
        fires=(
            Sent("PayPal Service <alerts@mailer-notice.net>", "Your account has been limited."),
            Sent('"Wells Fargo Online" <support@secure-notices.org>', "Hello"),
        ),
        quiet=(
            Sent("PayPal <service@paypal.com>", "Receipt for your payment"),
            Sent("HMRC <noreply@tax.service.gov.uk>", "Your tax account"),
            Sent("Chase Miller <chase@millerphotography.com>", "Photos from Saturday"),
            Sent("PayPal Service <alerts@paypa1.com>", "Your account has been limited."),
        ),
        check=present("sender", _name_not_address),
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_FREEMAIL_NAME",
        group=G,
        weight=25,
        description="The sender's name is a company, but the address is a free personal mailbox",
        fires=(
            Sent('"Chase" <chase.alerts.team@gmail.com>', "Hello"),
            Sent("Amazon Support <amazonsupport1984@outlook.com>", "Your order"),
        ),
        quiet=(
            Sent("Chase Miller <chase.miller@gmail.com>", "Photos from Saturday"),
            Sent("iCloud <noreply@icloud.com>", "Your storage is almost full"),
            Sent("Amazon Support <support@amazon.com>", "Your order"),
        ),
        check=present("sender", _freemail_name),
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_FREEMAIL_CLAIM",
        group=G,
        weight=12,
        description="A notice from a company or agency, sent from a free personal mailbox",
        fires=(Sent("jdoe.8812@gmail.com", _PARCEL_TEXT), Sent("irs.refunds@yahoo.com", "IRS: claim your refund now")),
        quiet=(
            Sent("ann@gmail.com", "Watching Netflix tonight?"),
            Sent("alerts@usps.com", _PARCEL_TEXT),
            Sent("Amazon Support <amazonsupport1984@outlook.com>", "Your Amazon order is on hold, pay now"),
        ),
        check=present("sender", _freemail_claim),
        reads=("SENDER_FREEMAIL_NAME", *_BRAND_NOTICE_READS),
        reads_groups=_NOTICE_GROUPS,
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_ID_LOOKALIKE",
        group=G,
        weight=30,
        description="The sender's name copies a brand's name with changed letters",
        fires=(Sent("PAYPA1", "Your account is limited"), Sent("Amaz0n", "Your order is on hold")),
        quiet=(
            Sent("PAYPAL", "Your account is limited"),
            Sent("Royal Mail", "Your parcel is on its way"),
            Sent("INFO", "Your code is 1234"),
        ),
        check=present("sender", _id_lookalike),
        advice=_FORGED,
        source="sender",
    ),
    Rule(
        id="SENDER_BRAND_FROM_MOBILE",
        group=G,
        weight=15,
        description="A notice from a bank, agency or company, sent from an ordinary mobile number",
        fires=(Sent("+44 7700 900123", _BANK_TEXT), Sent("(212) 555-0142", _PARCEL_TEXT)),
        quiet=(
            Sent("+44 7700 900123", "Watching Netflix tonight?"),
            Sent("BARCLAYS", _BANK_TEXT),
            Sent("28777", _PARCEL_TEXT),
            Sent("+1 800 555 0100", _PARCEL_TEXT),
            _BANK_TEXT,
        ),
        notes="Brands text from short codes or their name; US toll-free numbers are used by businesses.",
        check=present("sender", _brand_from_personal_number),
        reads=_BRAND_NOTICE_READS,
        reads_groups=_NOTICE_GROUPS,
        advice=_FORGED,
        source="sender",
    ),
)
