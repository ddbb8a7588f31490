"""Text rules: combinations. A verdict needs co-occurring signals, not one keyword.

Two kinds of composite, both reading the hits of the tables before them:

- graded tiers (SpamAssassin's ADVANCE_FEE_n): how many distinct families fired among claim,
  ask, payment, channel, pressure, the fraud scripts and a link that link analysis finds risky.
  The tiers are mutually exclusive, and the lowest needs something to act on (an ask, a payment
  or a channel). In e-mail (``is_text_message`` false) the channel family only counts beside a
  fraud script, an odd link among links to three or more sites is not a family, and mail with marks
  of genuine mail (a quoted thread, a list footer, a signature) needs one family more for each tier.
- known scam shapes (claim + ask + channel of one kind): a failed delivery with a fee and a link,
  an unpaid toll with a link, a prize with a premium-rate number, and so on. They carry the category.

No composite fires in a digest (``is_digest``: a long e-mail linking to many sites), whose signs
come from unrelated stories. The ``combo`` group is capped at 50, so composites can lift a message
with several families into ``high`` but never make one out of nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._mailform import MANY_SITES, is_digest, is_text_message, sites_linked
from ._phrases import phrase
from .base import Rule
from .model import Composite, Spread, Tier, rows
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["FAMILIES", "RULES"]

FAMILIES: tuple[str, ...] = ("claim", "ask", "payment", "channel", "pressure", "fraud", "link")
_ACTIONS = frozenset({"ask", "payment", "channel"})

# How a tier's evidence names the families it counted (people read it, so no internal ids).
_FAMILY_WORDS = {
    "claim": "a claim to be someone",
    "ask": "a request",
    "payment": "an unusual way to pay",
    "channel": "a link, number or app to use",
    "pressure": "pressure to act",
    "fraud": "a known scam script",
    "link": "an odd link",
}

_CHANNEL = ("TEXT_HAS_LINK", "TEXT_CALL_NUMBER", "TEXT_REPLY_TO_ACTIVATE", "TEXT_MOVE_TO_APP", "TEXT_SHORTCODE")
# For the phishing shapes (account, delivery, toll, refund, callback) a link counts in e-mails too:
# those claim + ask pairs rarely meet by chance, unlike offers and prizes in newsletters.
_ACT = ("_LINK_PRESENT", *_CHANNEL[1:])
_ANY_CONTACT = ("_LINK_PRESENT", "_EMAIL_CONTACT_ANY", "TEXT_CALL_NUMBER")
_PAYMENT = ("TEXT_PAY_GIFT_CARD", "TEXT_PAY_CRYPTO", "TEXT_PAY_WALLET", "TEXT_PAY_WIRE")


_CODE_LINKS = ("TEXT_LINK_CODE_PATH", "TEXT_LINK_LONG_CODE", "TEXT_AFFILIATE_CLICK_LINK")
_BULK_KEYS = ("TEXT_LINK_LONG_CODE", "TEXT_AFFILIATE_CLICK_LINK")


# Link signs that explain what a link does rather than doubt it: a provider's sign-in for an app
# (URL_OAUTH_APP_SIGN_IN) is no risky link; its odd return site has its own row.
_EXPLAINING = frozenset({"URL_OAUTH_APP_SIGN_IN"})


def _families_as_read(ctx: TextContext, fams: dict[str, str]) -> None:
    """The families a tier counts, beyond those with a weighted hit.

    A link that link analysis itself finds risky (shortener, cheap TLD, look-alike...) is a family
    of its own, "link": the message pushes a link, and the link's host is a second, independent sign.
    So is a link whose path is a random code (TEXT_LINK_CODE_PATH, TEXT_LINK_LONG_CODE), a private
    shortener's or a bulk sender's mark.
    """
    risky = any(f.weight > 0 and f.rule_id not in _EXPLAINING for link in ctx.links for f in link.findings)
    if risky or any(h in ctx.hits for h in _CODE_LINKS):
        fams["link"] = _FAMILY_WORDS["link"]
    if not is_text_message(ctx):
        # Links, addresses and numbers are part of every e-mail; they count as a way to act only
        # beside a well-known fraud script (write to this address to release the funds), or when
        # the link carries a bulk sender's per-recipient key (TEXT_LINK_LONG_CODE): a mass mailing's
        # click-through, made for this reader to follow.
        if ("fraud" in fams or any(k in ctx.hits for k in _BULK_KEYS)) and any(p in ctx.hits for p in _ANY_CONTACT):
            fams["channel"] = _FAMILY_WORDS["channel"]
        else:
            fams.pop("channel", None)
        if sites_linked(ctx) >= MANY_SITES:
            fams.pop("link", None)


# Words of a list footer that also occur inside plain addresses ("majordomo@..."): address dumps
# sent with scam mail carry them, so on their own they do not mark genuine mail here.
_ADDRESS_WORDS = frozenset({"majordomo", "listserv", "-request@"})
_MARKS = tuple(m for m in GENUINE_MARKS if m != "_HAM_LIST_FOOTER")


def _genuine_mail(ctx: TextContext) -> int:
    """1 for an e-mail with marks of genuine mail (a quoted thread, a list footer, a signature, a
    newsletter): a reply thread or list post needs one family more (SpamAssassin's ADVANCE_FEE gating)."""
    if is_text_message(ctx):
        return 0
    footer = ctx.hits.get("_HAM_LIST_FOOTER")
    return int(any(h in ctx.hits for h in _MARKS) or (footer is not None and footer.evidence not in _ADDRESS_WORDS))


def _not_digest(ctx: TextContext) -> str | None:
    """Agrees (adding nothing to the evidence) unless the text is a digest."""
    return None if is_digest(ctx) else ""


_MONEY_TALK = phrase(
    r"money",
    r"pay(?:ment)?",
    r"transfer",
    r"bills?",
    r"send (?:me )?(?:some|it|cash)",
    r"help me",
    r"a favou?r",
    r"urgent(?:ly)?",
    r"whats ?app",
    r"text me (?:on|here|at)",
    r"save (?:this|my|the) (?:new )?number",
)

RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_MONEY_TALK",
        group="combo",
        weight=0,
        description="Talks about money: a bill, a payment, a loan",
        fires=("Can you help me pay a bill?",),
        quiet=("See you on Sunday",),
        check=_MONEY_TALK,
    ),
    Spread(
        group="combo",
        groups=tuple(f for f in FAMILIES if f != "link"),  # "link" is what link analysis found
        words=_FAMILY_WORDS,
        adjust=_families_as_read,
        discount=_genuine_mail,
        when=lambda ctx: not is_digest(ctx),
        first_needs=tuple(_ACTIONS),  # two families of which none is a way to act are not yet a scam
        reads=(*_CODE_LINKS, *_ANY_CONTACT, *GENUINE_MARKS),
        # With no shown hit of the families, _families_as_read counts at most "link" (a risky link
        # needs no hit), or "channel" beside it through a bulk sender's key: one kind, or none,
        # short of the lowest tier's two. Seven text messages in ten fire none (the bench's sample).
        waits=_BULK_KEYS,
        tiers=(
            Tier(
                4,
                id="TEXT_COMBO_FOUR_SIGNS",
                weight=34,
                description="Four or more kinds of warning sign together",
                fires=(
                    "URGENT: your bank card is locked. Verify your details within 24 hours at https://example.com/a",
                ),
                quiet=("Your bank card is ready. Verify your details at https://example.com/a",),
            ),
            Tier(
                3,
                id="TEXT_COMBO_THREE_SIGNS",
                weight=28,
                description="Three kinds of warning sign together",
                fires=("Your bank card is ready. Verify your details at https://example.com/a",),
                quiet=("Your bank card arrives next week",),
            ),
            Tier(
                2,
                id="TEXT_COMBO_TWO_SIGNS",
                weight=20,
                description="Two kinds of warning sign together",
                fires=("USPS: package on hold. https://example.com/p",),
                quiet=("Your package is on the way", "Urgent! The bank is closed today"),
            ),
        ),
    ),
    Composite(
        id="TEXT_COMBO_DELIVERY",
        group="combo",
        weight=14,
        description="Failed-delivery story with a link, fee or request for details",
        fires=("Your parcel could not be delivered, update your address: https://example.com/u",),
        quiet=("Your parcel could not be delivered, we will try again tomorrow",),
        needs=(
            ("TEXT_DELIVERY_PROBLEM",),
            (*_ACT, "TEXT_ASK_PAYMENT", "TEXT_ASK_VERIFY", "TEXT_ASK_PERSONAL", "TEXT_LINK_PROMPT"),
        ),
        parts=True,
        check=_not_digest,
        category="delivery",
    ),
    Composite(
        id="TEXT_COMBO_TOLL",
        group="combo",
        weight=16,
        description="Unpaid-toll story with a payment demand or a link",
        fires=("Toll notice: pay your outstanding toll balance at https://example.com/t",),
        quiet=("The toll road was quiet this morning, see you soon",),
        needs=(
            ("TEXT_CLAIM_TOLL",),
            ("TEXT_ASK_PAYMENT", "_LINK_PRESENT", "TEXT_LEGAL_THREAT", "TEXT_REPLY_TO_ACTIVATE", "TEXT_LINK_PROMPT"),
        ),
        parts=True,
        check=_not_digest,
        category="toll",
    ),
    Composite(
        id="TEXT_COMBO_PRIZE",
        group="combo",
        weight=14,
        description="Prize or gift with a way to 'claim' it",
        fires=("You have won a $500 prize! Call 09061234567 from a landline to claim",),
        quiet=("You have won the office quiz, well done",),
        needs=(
            ("TEXT_CLAIM_PRIZE", "TEXT_FREE_OFFER"),
            ("TEXT_ASK_CLAIM", "TEXT_PREMIUM_RATE", *_CHANNEL),
        ),
        parts=True,
        check=_not_digest,
        category="prize",
    ),
    Composite(
        id="TEXT_COMBO_ACCOUNT",
        group="combo",
        weight=16,
        description="Account or bank alert asking you to verify or hand over details",
        fires=("Your account has been suspended. Verify your identity: https://example.com/v",),
        quiet=("Your account has been suspended. Visit a branch with your ID.",),
        needs=(
            ("TEXT_ACCOUNT_THREAT", "TEXT_ACCOUNT_ALERT", "TEXT_CLAIM_BANK", "TEXT_CLAIM_BRAND"),
            ("TEXT_ASK_CREDENTIALS", "TEXT_ASK_VERIFY", "TEXT_ASK_PERSONAL"),
            (*_ACT, "TEXT_LINK_PROMPT"),
        ),
        parts=True,
        check=_not_digest,
        category="account",
    ),
    Composite(
        id="TEXT_COMBO_THREAT_LINK",
        group="combo",
        weight=14,
        description="Threat to your account or of legal trouble, with a link or number to fix it",
        fires=("Your account has been locked. Restore access: https://example.com/r",),
        quiet=("Your account has been locked, visit a branch with your ID",),
        needs=(
            ("TEXT_ACCOUNT_THREAT", "TEXT_LEGAL_THREAT"),
            ("_LINK_PRESENT", "TEXT_CALL_NUMBER", "TEXT_REPLY_TO_ACTIVATE", "TEXT_LINK_PROMPT"),
        ),
        parts=True,
        check=_not_digest,
        category="account",
    ),
    Composite(
        id="TEXT_COMBO_CALLBACK",
        group="combo",
        weight=14,
        description="Reports a charge and asks you to call a number to cancel it",
        fires=("Your card was charged $499 for an order. Not you? Call +1 888 555 0100",),
        quiet=("Your card was charged $12 at the cafe",),
        needs=(("TEXT_CLAIM_CHARGE",), ("TEXT_CALL_NUMBER", "_LINK_PRESENT", "TEXT_REPLY_TO_ACTIVATE")),
        parts=True,
        check=_not_digest,
        category="invoice",
    ),
    Composite(
        id="TEXT_COMBO_WAITING_CALLBACK",
        group="combo",
        weight=12,
        description="Says a message or payment is waiting and asks you to call a number for it",
        fires=("You have 1 new voicemail. Call 0207 946 0000 to listen",),
        quiet=("You have 1 new voicemail from mum",),
        needs=(("TEXT_MESSAGE_WAITING",), ("TEXT_CALL_NUMBER", "TEXT_PREMIUM_RATE")),
        parts=True,
        check=_not_digest,
    ),
    Composite(
        id="TEXT_COMBO_LOAN",
        group="combo",
        weight=10,
        description="Unsolicited loan or debt offer with a number or link to act on",
        fires=("Refused a loan? Bad credit OK. Call free now 0800 123 4567",),
        quiet=("Refused a loan? The bank said no, so annoying",),
        needs=(("TEXT_LOAN_OFFER",), _CHANNEL),
        parts=True,
        check=_not_digest,
    ),
    Composite(
        id="TEXT_COMBO_AUTHORITY_PAYMENT",
        group="combo",
        weight=20,
        description="An agency, bank or company asking to be paid in gift cards, crypto or wire",
        fires=("IRS: pay the fine today with Apple gift cards",),
        quiet=("IRS forms are due in April",),
        needs=(
            (
                "TEXT_CLAIM_GOVERNMENT",
                "TEXT_LEGAL_THREAT",
                "TEXT_CLAIM_BANK",
                "TEXT_CLAIM_BRAND",
                "TEXT_CLAIM_TOLL",
                "TEXT_DELIVERY_PROBLEM",
                "TEXT_ACCOUNT_THREAT",
            ),
            _PAYMENT,
        ),
        parts=True,
        check=_not_digest,
        category="government",
    ),
    Composite(
        id="TEXT_COMBO_POLICE",
        group="combo",
        weight=18,
        description="A self-styled officer threatens arrest or a case and wants you to call back",
        fires=(
            "This is Officer Daniels. A warrant for your arrest has been issued, call me back immediately",
            "Deputy Ross here, you missed jury duty. Call 555-201-3344 today",
        ),
        quiet=(
            "This is Officer Daniels, thanks for the coffee this morning",
            "A warrant was issued for the burglar, said the news",
        ),
        needs=(
            ("TEXT_CLAIM_POLICE",),
            ("TEXT_LEGAL_THREAT", "TEXT_URGENCY", "TEXT_DEADLINE"),
            ("TEXT_CALL_NUMBER", "_LINK_PRESENT", "TEXT_ASK_CALL_BACK", "TEXT_REPLY_TO_ACTIVATE", *_PAYMENT),
        ),
        parts=True,
        check=_not_digest,
        category="government",
    ),
    Composite(
        id="TEXT_COMBO_FAMILY",
        group="combo",
        weight=18,
        description="'New number' message from a relative that turns to money or another app",
        fires=("Hi mum, this is my new number. Can you help me pay a bill?",),
        quiet=("Hi mum, got my new phone! See you Sunday",),
        needs=(
            ("TEXT_NEW_NUMBER",),
            ("TEXT_ASK_MONEY", "_MONEY_TALK", "TEXT_ASK_PAYMENT", "TEXT_MOVE_TO_APP", *_PAYMENT),
        ),
        parts=True,
        check=_not_digest,
        category="family",
    ),
    Composite(
        id="TEXT_COMBO_JOB",
        group="combo",
        weight=18,
        description="Job or task offer that moves you to a chat app, link or payment",
        fires=("Part-time remote job, earn $500 per day. Contact us on WhatsApp",),
        quiet=("Part-time remote job at the library, apply at the front desk",),
        needs=(
            ("TEXT_JOB_OFFER", "TEXT_JOB_PAY", "TEXT_TASK_SCAM"),
            ("TEXT_MOVE_TO_APP", "TEXT_HAS_LINK", "TEXT_CALL_NUMBER", "TEXT_REPLY_TO_ACTIVATE", *_PAYMENT),
        ),
        parts=True,
        check=_not_digest,
        category="job",
    ),
    Composite(
        id="TEXT_COMBO_INVESTMENT",
        group="combo",
        weight=18,
        description="Investment pitch that sends you to a link, app or payment",
        fires=("Guaranteed returns every week! Join via https://example.com/i",),
        quiet=("Guaranteed returns are a myth, said the teacher",),
        needs=(("TEXT_INVESTMENT",), (*_CHANNEL, *_PAYMENT)),
        parts=True,
        check=_not_digest,
        category="investment",
    ),
    Composite(
        id="TEXT_COMBO_ROMANCE",
        group="combo",
        weight=10,
        description="Stranger or dating opener that sends you to a link, number or app",
        fires=("You have a secret admirer! Find out who: call 09061234567",),
        quiet=("You have a secret admirer at school, lol",),
        needs=(("TEXT_WRONG_NUMBER", "TEXT_DATING"), (*_CHANNEL, "TEXT_PREMIUM_RATE")),
        parts=True,
        check=_not_digest,
        category="romance",
    ),
    Composite(
        id="TEXT_COMBO_REFUND",
        group="combo",
        weight=14,
        description="Refund or payout that needs your details or a link",
        fires=("You are eligible for a tax refund. Confirm your details at https://example.com/r",),
        quiet=("You are eligible for a tax refund, says the accountant",),
        needs=(
            ("TEXT_CLAIM_REFUND",),
            ("TEXT_ASK_VERIFY", "TEXT_ASK_PERSONAL", "TEXT_ASK_CREDENTIALS", "_LINK_PRESENT", "TEXT_CALL_NUMBER"),
        ),
        parts=True,
        check=_not_digest,
        category="government",
    ),
    Composite(
        id="TEXT_COMBO_ATTACHED_NOTICE",
        group="combo",
        weight=12,
        description="A bank or brand's notice that sends you to an attached file or a download",
        fires=("Barclays Bank: your payment is approved, kindly view attached reference letter.",),
        quiet=("Barclays Bank opens a new branch in Leeds", "Please find attached order and confirm prices"),
        # Banks and shops show notices in their own app or site; a file to open is how the login
        # form of a stripped HTML attachment, or malware, arrives. No ham mail of the corpora has both.
        needs=(("TEXT_CLAIM_BANK", "TEXT_CLAIM_BRAND"), ("EMAIL_ATTACHMENT_LURE",)),
        parts=True,
        check=_not_digest,
        category="account",
    ),
    Composite(
        id="TEXT_COMBO_BROKEN_WORDS",
        group="combo",
        weight=30,
        description="Words broken up with dots ('paymen.t') to slip past filters, next to a link",
        fires=("Your bonu.s for Octob.er is rea.dy. A gif.t awaits you: example.top/8vxy",),
        quiet=("Your bonus for October is ready. Details: example.com/a", "ok.see you tonite.busy lol"),
        needs=(("_DOT_BROKEN_WORDS",), ("_LINK_PRESENT",)),
        parts=True,
        check=_not_digest,
    ),
)
