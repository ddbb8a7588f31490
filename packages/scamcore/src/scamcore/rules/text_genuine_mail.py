"""Text rules: an organisation's own mail, every link on the site it signs with and no lure beside it.

A university's IT notice ("sign in to the staff portal to renew your MFA"), a SaaS bill ("payment
failed, update your card in your billing settings"), a shop's order confirmation: each says the
pretexts credential phishing copies, because they are the sender's real business. What phishing
cannot copy is where its links go. A kit's link is on a stranger's host, a hacked site or a
look-alike, which the mail's words do not name; the organisation's own mail links to the domain it
signs with ("Northfield University" and northfield.ac.uk, "Notely" and notely.io). So where every
link is on one such domain (or a known brand's own, as a payment processor's receipt is), none
imitates a brand or sits on a host anyone can use, and no lure stands beside them, the layout is
one reduction (``scoring.one_layout_reduction``) and the pretexts it explains count less: the
phishing script's count (``text_phishing``) and the six languages' claim-plus-step notices
(``text_notice_foreign``) read it.

The lures here are those of a genuine layout (``text_genuine_lures``) as they apply to mail. A
request for a password, a secret or personal details, an unusual way to pay, a callback script or
a call pushed at once, another story (a prize, a refund, a held parcel), or a rush (urgency, a
deadline counted in hours or "today", a closure or legal threat) turns it off. Two of the alert
lures are not lures here: "update your card" or "confirm your details" (``TEXT_ASK_VERIFY``) and a
payment asked for (``TEXT_ASK_PAYMENT``) are what a bill says, and they go to the sender's own
site; "payment failed" read as an account threat is the bill's fact, not a threat, unless rushed.

A mail whose links are only big brands' own (a template's footer, its button's link lost in
copying) is not reassured: that is how a copied brand template reads once pasted.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..brands import brand_for_domain
from ._call_push import CALL_AT_ONCE
from ._odd_links import odd_link, signed_by
from .base import Rule
from .text_genuine_lures import groups_of, lure_in_language
from .text_phishing import PHISH_TIERS, STRONG_SCRIPTS

if TYPE_CHECKING:
    from ..text import TextContext
    from ..urls import UrlAnalysis

__all__ = ["OWN_SITE_MAIL", "RULES"]

OWN_SITE_MAIL = "TEXT_GENUINE_OWN_SITE_MAIL"
"""The row's id, which the phishing script's discount and the foreign notice rows read."""

# Link signs an organisation's own link carries: an account or billing page, a "password." host of
# its own, a long tracked or tokenised address. A look-alike, a shared host, a kit's folder is none.
_ORDINARY_LINK_SIGNS = frozenset(
    {"URL_CREDENTIAL_PATH", "URL_CREDENTIAL_HOST", "URL_VERY_LONG", "URL_SESSION_TOKEN", "URL_RANDOM_FOLDER"}
)

_SECRET = ("TEXT_ASK_CREDENTIALS", "TEXT_REPLY_TO_ACTIVATE", "EMAIL_MAIL_PASSWORD", "TEXT_ASK_PERSONAL")
_PAYMENT = (
    "TEXT_ASK_MONEY",
    "TEXT_PAY_GIFT_CARD",
    "TEXT_PAY_CRYPTO",
    "TEXT_PAY_WALLET",
    "TEXT_PAY_WIRE",
    "TEXT_PREMIUM_RATE",
    "TEXT_MONEY_TO_NUMBER",
    "TEXT_FEE_DUE",
    "TEXT_SENT_BY_MISTAKE",
)
# the phishing tiers are what this layout discounts, so they are not its lures
_SCRIPTS = (
    *(s for s in STRONG_SCRIPTS if not s.startswith("EMAIL_PHISH")),
    "INVOICE_CALLBACK_BRAND",
    "TECH_SUPPORT_LOCK",
)
_RUSH = ("TEXT_URGENCY", "TEXT_LEGAL_THREAT", "EMAIL_CANCEL_PROMPT")
# Rows of the fraud group this row does not count as lures: the pretexts it explains, which read it.
_EXPLAINED = (
    *PHISH_TIERS,
    "TEXT_NOTICE_PARCEL_STEP",
    "TEXT_NOTICE_FINE_STEP",
    "TEXT_NOTICE_MAILBOX_STEP",
    "TEXT_NOTICE_CARD_STEP",
    "TEXT_NOTICE_RENEWAL_STEP",
    "TEXT_NOTICE_TAX_REFUND_STEP",
    "TEXT_NOTICE_SIGN_IN_STEP",
    # a sign-in alert whose link no brand owns: its link is odd, so this row is quiet beside it anyway
    "TEXT_SIGN_IN_OFF_BRAND",
)
_STORY = (
    "TEXT_MOVE_TO_APP",
    "TEXT_CLAIM_PRIZE",
    "TEXT_CLAIM_REFUND",
    "TEXT_CLAIM_GOVERNMENT",
    "TEXT_DELIVERY_PROBLEM",
    "TEXT_SHORTCODE",
    "TEXT_LOAN_OFFER",
    "EMAIL_GIVEAWAY_LURE_2",
    "EMAIL_GIVEAWAY_LURE_3",
    "EMAIL_GIVEAWAY_LURE_4",
    "TEXT_BALANCE_SEIZED",
    "TEXT_CRYPTO_SUM_LAPSING",
)
_LURES = (*_SECRET, *_PAYMENT, *_SCRIPTS, *_RUSH, *_STORY)
_SLOTS = (
    "ASK_CREDENTIALS",
    "ASK_MONEY",
    "MONEY_TO_NUMBER",
    "PAY_GIFT_CARD",
    "PAY_CRYPTO",
    "PAY_WIRE",
    "URGENT",
    "LEGAL_THREAT",
    "CLAIM_PRIZE",
    "CLAIM_REFUND",
    "CLAIM_GOVERNMENT",
    "DELIVERY_PROBLEM",
    "MOVE_TO_APP",
    "NEW_NUMBER",
)
_DEADLINE_SLOT = "DEADLINE"

# A deadline that rushes: counted in hours or minutes, or "today", "now". A bill's "within 7 days"
# or a notice's "before 15 December" leaves time to check; a kit's "within 24 hours" does not.
_RUSHED = re.compile(
    r"\d+ ?(?:h\b|hrs?\b|hours?|minutes?|mins?)|\b(?:hours?|minutes?|today|tonight|midnight|now|immediately)\b"
    r"|\b(?:twenty|forty)[- ](?:four|eight)\b|\b(?:stunden?|heute|sofort|horas?|hoy|hoje|heures?|aujourd'hui"
    r"|ore|oggi|uur|vandaag|direct|minut[oio]s?)\b"
)


# "If you do not verify, ... will", "failure to comply would lead to": a consequence is a lure when it is
# the account's loss; a trial that "will switch to the free plan" is the bill's fact.
_HARSH = re.compile(r"permanent|clos|deactivat|de-activat|terminat|delet|suspen|lock|block|disabl|los[et]\b|loss")
_CONSEQUENCE = 120

# A step whose link the mail does not show: "click here", "click below", "click the button" with no
# address after it. A kit's button hides its host; an organisation's own mail, pasted, shows it, and
# where it does not either, the links shown say nothing about the one to click.
_HIDDEN_STEP = re.compile(
    r"\b(?:click|tap)(?:ping|ing)? (?:on )?(?:here|below|the|this|to|link|button|[\"'“])"
    r"|\b(?:log ?in|sign ?in|log ?on|verify|confirm)(?: (?:your|my|the) (?:account|mailbox|e-?mail|details|identity))?"
    r" (?:here|below)\b"
    # a sign-in step, or an attachment to open: "Login to My Account", "double-click the encrypted attachment"
    r"|\b(?:log ?in|sign ?in|log ?on) (?:to|into)\b"
    r"|\b(?:double-?)?click(?: on)? (?:the |this )?(?:[a-z]+ )?(?:attachment|attached)"
)
_LINK_AFTER = 120

# A secret asked to be written back ("reply with your username and password"): no site is involved,
# so where the links go says nothing. A notice that it will never be asked is no ask.
_SECRET_BACK = re.compile(
    r"\b(?:reply|respond|send|e-?mail|provide|give|forward)\b[^.\n]{0,60}?"
    r"\b(?:password|passcode|pin|login details|log-?in details|credentials)\b"
)
_NEGATED = re.compile(r"\b(?:never|not|n't)\b")


def _secret_back(text: str) -> str | None:
    for m in _SECRET_BACK.finditer(text):
        if _NEGATED.search(text, max(0, m.start() - 30), m.end()) is None:
            return m.group(0)
    return None


_PARAGRAPH_END = re.compile(r"[.!?]\s*\n\s*\n")


def _hidden_step(text: str) -> str | None:
    """The step's address, if any, follows it in its own paragraph ("click the link below:" and the link
    on the next line); the footer's links further down are not the button's."""
    for m in _HIDDEN_STEP.finditer(text):
        after = text[m.end() : m.end() + _LINK_AFTER]
        end = _PARAGRAPH_END.search(after)
        if end is not None:
            after = after[: end.start()]
        if "://" not in after and "www." not in after:
            return m.group(0)
    return None


def _harsh_consequence(ctx: TextContext) -> bool:
    f = ctx.hits.get("EMAIL_FAILURE_TO_COMPLY")
    if f is None:
        return False
    text = ctx.subject
    at = text.find(f.evidence.lower()) if f.evidence else -1
    span = text[max(at, 0) : max(at, 0) + len(f.evidence) + _CONSEQUENCE] if at >= 0 else text
    return _HARSH.search(span) is not None


# The same rush said in a phrase the deadline rows do not know: "in 24 hours", "only 12 hours", "binnen 48 uur".
_HOURS = re.compile(
    r"\b(?:in|within|only|next|binnen|innerhalb von|dentro de|en|em|sous|entro|nelle prossime) "
    r"(?:\d{1,2}|twenty[- ]four|forty[- ]eight) ?(?:hours?|hrs?|h|stunden|horas|heures|ore|uur)\b"
)


def _own_site(ctx: TextContext) -> str | None:
    """The one domain the mail signs with, when every link is on it or on a brand's own site, at least
    one is on it, and no link imitates a brand or carries a sign beyond an ordinary page's."""
    own: str | None = None
    for link in ctx.links:
        if link.imitates or any(f.weight > 0 and f.rule_id not in _ORDINARY_LINK_SIGNS for f in link.findings):
            return None
        if _brands_own(link):
            continue
        if not signed_by(link, ctx) or own not in (None, link.registrable_domain) or _scanner_footer(link, ctx):
            return None
        own = link.registrable_domain
    if own is None or odd_link(ctx) is not None:  # odd_link: a brand's open platform or relay is no one's own
        return None
    return own


# An antivirus program's line under the mail (scanned for viruses by <maker>, a "virus-free" badge) and its
# maker's link: it names the program the sender uses, not the sender.
_SCANNER = re.compile(r"virus")
_FOOTER_REACH = 100


def _scanner_footer(link: UrlAnalysis, ctx: TextContext) -> bool:
    text = ctx.subject
    needle = link.host.removeprefix("www.")
    at = text.find(needle)
    while at >= 0:
        if _SCANNER.search(text, max(0, at - _FOOTER_REACH), at) is not None:
            return True
        at = text.find(needle, at + 1)
    return False


def _brands_own(link: UrlAnalysis) -> bool:
    return link.official or brand_for_domain(link.registrable_domain) is not None


def _not_rushed(ctx: TextContext, rid: str, evidence: str) -> bool:
    return _RUSHED.search(evidence.lower()) is None


_NAMED_LURE = lure_in_language(_LURES, _SLOTS)
_RUSHED_DEADLINE = lure_in_language(("TEXT_DEADLINE",), (_DEADLINE_SLOT,), _not_rushed)


def _lure(ctx: TextContext) -> str | None:
    """The first lure that stands beside the links, in English or in the message's own language."""
    for named in (_NAMED_LURE, _RUSHED_DEADLINE):
        found = named(ctx)
        if found is not None:
            return found
    for rid, f in ctx.hits.items():  # another known scam script
        if f.group == "fraud" and f.weight > 0 and rid not in _EXPLAINED:
            return rid
    if _harsh_consequence(ctx):
        return "EMAIL_FAILURE_TO_COMPLY"
    hours = _HOURS.search(ctx.subject)
    if hours is not None:
        return hours.group(0)
    secret = _secret_back(ctx.subject)
    if secret is not None:
        return secret
    hidden = _hidden_step(ctx.subject)
    if hidden is not None:
        return hidden
    return "a call pushed at once" if CALL_AT_ONCE(ctx) is not None else None


def _own_site_mail(ctx: TextContext) -> str | None:
    own = _own_site(ctx)
    if own is None or _lure(ctx) is not None:
        return None
    return f"every link on {own}"


_MFA = (
    "Dear colleague,\n\nPlease sign in to the staff portal at https://portal.northfield.ac.uk and re-register your "
    "authenticator app before 15 December. Guidance: https://www.northfield.ac.uk/it/mfa\n\nIT Service Desk\n"
    "Northfield University"
)
_BILL = (
    "Payment failed\n\nHi Sam, we could not charge your card ending 5100 for your Pro plan ($29.00, invoice "
    "2026-3318). Update your card in your billing settings: https://app.notely.io/settings/billing\n\nWe will "
    "retry in 3 days.\nThe Notely team"
)

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id=OWN_SITE_MAIL,
        group="genuine",
        weight=-30,
        description="Every link goes to the site the mail signs with, and nothing rushes you",
        fires=(_MFA, _BILL),
        quiet=(
            # a stranger's host, a rush, a password asked for, a brand's template alone
            _MFA.replace("portal.northfield.ac.uk", "northfield-ac-uk.mfa-renew.com"),
            _BILL.replace("We will retry in 3 days.", "Update it in 24 hours, or we suspend your workspace."),
            _MFA + "\nReply with your username and password to confirm.",
            "Your PayPal account is limited. Log in to restore it.\nhttps://www.paypal.com/privacy\nPayPal",
        ),
        check=_own_site_mail,
        reads=frozenset({*_LURES, "TEXT_DEADLINE", "EMAIL_FAILURE_TO_COMPLY", "TEXT_HAS_LINK", "_GEN_TRANSFER"}),
        reads_groups=groups_of((*_SLOTS, _DEADLINE_SLOT)) | {"fraud"},
        reads_but=_EXPLAINED,
    ),
)
