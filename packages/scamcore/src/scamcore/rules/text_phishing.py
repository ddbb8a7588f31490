"""Text rules: credential-phishing mail as a whole, and the marks of genuine mail that take points off.

The pretexts of text_email.py, text_email_foreign.py and some of the SMS tables' signs are counted
by one script in the ``EMAIL_PHISH_2/3/4`` tiers (SpamAssassin's 70_phishing.cf phrases, counted the
way 20_advance_fee.cf counts), discounted when the mail carries marks of genuine mail (a quoted
thread, a list footer, a newsletter block; see text_mail_marks.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._mailform import is_digest, is_one_block, sites_linked
from .base import Rule
from .model import Composite, Discount, Script, Tier, rows
from .text_email import ADVICE_LOGIN, SIGNALS
from .text_email_foreign import CJK_TABLE
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["PHISH_TIERS", "RULES", "STRONG_SCRIPTS"]

_ACCOUNT = "account"

# Other tables' phishing signs that count towards the e-mail tiers (their own points are theirs).
_SHARED_IDS = (
    "TEXT_ASK_VERIFY",
    "TEXT_ASK_CREDENTIALS",
    "TEXT_ACCOUNT_THREAT",
    "TEXT_ACCOUNT_ALERT",
    "TEXT_LINK_PROMPT",
    "TEXT_DEADLINE",
    "TEXT_ASK_PERSONAL",
    "TEXT_DELIVERY_PROBLEM",
    # their Chinese and Japanese twins (text_cjk), which fire only where the English row did not
    *CJK_TABLE,
    "CJK_LINK_PROMPT",
)

# A specific script already explains these phrases; counting them again as phishing would double count.
_SCRIPTS = (
    "TECH_SUPPORT_CALL",
    "INVOICE_CALLBACK",
    "SEXTORTION_BLACKMAIL",
    "SEXTORTION_THREAT",
    "LOTTERY_WIN_NOTICE",
    "ADVANCE_FEE_5",
    "ADVANCE_FEE_8",
)


# In a text message, a way to act on it: phishing by SMS always carries one, while a carrier's or a
# bank's own notice ("Dear customer, your bundle expires in 7 days") often gives none. Phishing mail
# whose link was lost in copying still reads as phishing, hence one block only (``is_one_block``).
_WAYS_TO_ACT = (
    "_LINK_PRESENT",
    "TEXT_CALL_NUMBER",
    "TEXT_REPLY_TO_ACTIVATE",
    "TEXT_SHORTCODE",
    "TEXT_MOVE_TO_APP",
    "TEXT_LINK_PROMPT",
    "_EMAIL_CONTACT_ANY",
    "TEXT_ASK_VERIFY",
)


def _with_a_way_to_act(ctx: TextContext) -> bool:
    """Not a digest; and a text of one block only with some way to act on it."""
    if is_digest(ctx):
        return False
    return not is_one_block(ctx) or any(w in ctx.hits for w in _WAYS_TO_ACT)


_PHISH_SCRIPT = (
    "Dear user@example.com, your mailbox is almost full (495MB/500MB). Incoming messages are on hold. "
    "Click here to verify your mailbox. Failure to verify will result in permanent closure. IT Help Desk"
)
_PHISH_THREE = "Dear Valued Customer, your mailbox is almost full. Kindly upgrade your mailbox: https://example.com/m"
_PHISH_TWO = "Dear Valued Customer, your mailbox is almost full: https://example.com/m"

PHISHING = Script(
    group="fraud",
    category=_ACCOUNT,
    members=(),
    also=(
        *(r.id for r in SIGNALS),
        *_SHARED_IDS,
        "_PH_INTL_THREAT",
        "_PH_INTL_VERIFY",
        "_PH_INTL_ACTIVITY",
        "_PH_INTL_GREETING",
        "_PH_INTL_CJK",
    ),
    unless=_SCRIPTS,
    when=_with_a_way_to_act,
    reads=_WAYS_TO_ACT,
    # "click here" counts once however many tables saw it; and one share notice, however it is
    # described: who shared it (nobody) and when it expires are facts about that notice, and genuine
    # transfer mail carries a countdown too
    overlaps=(
        ("EMAIL_LOGIN_PROMPT", ("TEXT_LINK_PROMPT",)),
        ("EMAIL_SHARED_DOCUMENT", ("EMAIL_SHARE_NO_SHARER", "EMAIL_FILE_EXPIRY")),
    ),
    # a sign-in alert's one phrase ("we detected unusual sign-in activity") is read by both the e-mail
    # pretext and the shared alert row: one pretext, counted once
    same_phrase=(("EMAIL_SECURITY_PRETEXT", "TEXT_ACCOUNT_ALERT"),),
    discount=Discount(GENUINE_MARKS, subtract=2),
    tiers=(
        Tier(
            4,
            "EMAIL_PHISH_4",
            36,
            "Reads like a credential-phishing e-mail: many of its stock pretexts",
            fires=(_PHISH_SCRIPT,),
            quiet=(_PHISH_THREE,),
            advice=ADVICE_LOGIN,
        ),
        Tier(
            3,
            "EMAIL_PHISH_3",
            32,
            "Several stock pretexts of credential-phishing e-mail",
            fires=(_PHISH_THREE,),
            quiet=(_PHISH_TWO,),
            advice=ADVICE_LOGIN,
        ),
        Tier(
            2,
            "EMAIL_PHISH_2",
            28,
            "Two stock pretexts of credential-phishing e-mail",
            fires=(_PHISH_TWO,),
            # Without a link, SMS-sized text is a carrier's notice, not phishing (see _WAYS_TO_ACT).
            quiet=("Dear Valued Customer, your mailbox is almost full.",),
            advice=ADVICE_LOGIN,
        ),
    ),
)
PHISH_TIERS = ("EMAIL_PHISH_4", "EMAIL_PHISH_3", "EMAIL_PHISH_2")
"""The ids of the credential-phishing tiers, which other tables read as "this reads like phishing"."""

# --- marks of genuine mail ------------------------------------------------------------------------
# Mailing-list traffic and reply threads are where ordinary mail lives; phishing and 419 mail almost
# never quote a thread or carry a list's footer. The marks are found by text_mail_marks' predicates; they
# lower the score unless one of the strong scripts fired anyway (those already discount the marks).
STRONG_SCRIPTS = (
    "ADVANCE_FEE_8",
    "ADVANCE_FEE_5",
    "SEXTORTION_BLACKMAIL",
    "SEXTORTION_THREAT",
    "LOTTERY_WIN_NOTICE",
    "INVOICE_CALLBACK",
    "TECH_SUPPORT_CALL",
    "EMAIL_PHISH_4",
)


# Signs after which a digest's reassurance does not apply: a request for secrets or an unusual payment.
_NOT_DIGEST = (
    *STRONG_SCRIPTS,
    "TEXT_ASK_CREDENTIALS",
    "EMAIL_MAIL_PASSWORD",
    "TEXT_PAY_GIFT_CARD",
    "TEXT_GIFT_CARD_CODES",
    "TEXT_PAY_CRYPTO",
    "TEXT_PAY_WALLET",
    "TEXT_PAY_WIRE",
)


def _digest(ctx: TextContext) -> str | None:
    """A newsletter's links and stock phrases ("click here", "offer ends") are the norm, and one of its
    many links looking odd says little; phishing mail links to one or two sites."""
    if not is_digest(ctx):
        return None
    return f"{len(ctx.subject):,} characters, links to {sites_linked(ctx)} websites"


_DIGEST_MAIL = "Weekly digest\n" + "".join(
    f"Story {i}: the town fair opens on Saturday with music and food stalls, and the library extends its "
    f"opening hours for the exam season. Read more at https://news{i % 3}.example/story/{i}\n"
    for i in range(20)
)
_THREAD = "Thanks, that fixed it.\n> I still get the error\n> when I run make\n> on the new box"
_LIST = "See you there.\n___\nusers mailing list\nhttps://lists.example.org/mailman/listinfo/users"
_NEWS = "This week's recipes are below. You are receiving this newsletter because you signed up. Unsubscribe."

_MARKS: tuple[Composite, ...] = (
    Composite(
        id="EMAIL_REPLY_THREAD",
        group="dampener",
        weight=-15,
        description="Replies to an earlier message and quotes it, as ordinary mail threads do",
        fires=(_THREAD,),
        quiet=("> " + _PHISH_SCRIPT, "I still get the error when I run make"),
        needs=("_HAM_QUOTED_REPLY",),
        unless=STRONG_SCRIPTS,
    ),
    Composite(
        id="EMAIL_MAILING_LIST",
        group="dampener",
        weight=-15,
        description="Carries a mailing-list footer",
        fires=(_LIST,),
        quiet=("Please add me to your list.",),
        needs=("_HAM_LIST_FOOTER",),
        unless=STRONG_SCRIPTS,
    ),
    Composite(
        id="EMAIL_SIGNATURE",
        group="dampener",
        weight=-8,
        description="Signs off with a mail client's signature block",
        fires=("Fixed in the next release.\n-- \nAnn Smith, build team",),
        quiet=("Price -- as agreed -- is fine",),
        needs=("_HAM_SIGNATURE",),
        unless=STRONG_SCRIPTS,
    ),
    Composite(
        id="EMAIL_DIGEST",
        group="dampener",
        weight=-15,
        description="Reads like a newsletter or digest: a long e-mail linking to many websites",
        fires=(_DIGEST_MAIL,),
        quiet=(_DIGEST_MAIL[:2_000], _DIGEST_MAIL + " Reply with your password to stay subscribed."),
        unless=_NOT_DIGEST,
        check=_digest,
    ),
    Composite(
        id="EMAIL_NEWSLETTER",
        group="dampener",
        weight=-8,
        description="Carries a newsletter's unsubscribe block",
        fires=(_NEWS,),
        quiet=("Reply STOP to unsubscribe",),
        needs=("_HAM_NEWSLETTER",),
        unless=STRONG_SCRIPTS,
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(PHISHING, *_MARKS)
