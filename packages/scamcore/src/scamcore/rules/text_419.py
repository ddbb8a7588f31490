"""Text rules: advance-fee (419) fraud. Its stock phrases (text_419_phrases.py) are weightless
and only their *count* scores, in graded tiers, as in SpamAssassin's ``20_advance_fee.cf``:
``ADVANCE_FEE_2/3/5/8``; marks of genuine mail halve the count (a discussion that quotes a scam is not
one). Then the rows that combine the count with a sum of millions or a form to fill in, and the
money-mule job, the 419 letter's cousin.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated, needing
from .base import Rule
from .model import Composite, Discount, Row, Script, Tier, rows
from .text_419_phrases import PHRASES
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["ADVANCE_FEE", "RULES"]

_AF = "advance_fee"

_AF_SCRIPT = "; ".join(
    (
        "Dear Friend, I am Mrs. Grace Bello, the widow of the late Mr. Bello, who died in a plane crash.",
        "He left the sum of US$8.5 million (eight million five hundred thousand dollars) in a bank.",
        "My doctor told me I have a few months to live, so I want you to donate it to charity homes.",
        "You will stand as the next of kin and beneficiary; keep this strictly confidential.",
        "Kindly reply with your full name, address, age, occupation and phone number. God bless you.",
    )
)
_AF_FEW = "Dear Friend, I have a business proposal for you."
_AF_THREE = "Dear Friend, I have a business proposal. Keep this strictly confidential. You are the beneficiary."
_AF_FIVE = _AF_THREE + " The sum of $5.5 million is in Lagos, Nigeria. God bless."

_AF_GENUINE = (
    "Hi Tom, the solicitor says my late father's estate will take months; the inheritance tax form is "
    "attached. Mum sends her love. Speak soon, Anna"
)

_AF_ADVICE = "Nobody shares millions with a stranger; a fee to release money is the scam."

ADVANCE_FEE = Script(
    group="fraud",
    category=_AF,
    members=PHRASES,
    discount=Discount(GENUINE_MARKS, divide=2, subtract=1),
    say_count=True,
    tiers=(
        Tier(
            8,
            "ADVANCE_FEE_8",
            55,
            "Many stock phrases of advance-fee (419) fraud",
            fires=(_AF_SCRIPT,),
            quiet=(_AF_FIVE, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            5,
            "ADVANCE_FEE_5",
            45,
            "Several stock phrases of advance-fee (419) fraud",
            fires=(_AF_FIVE,),
            quiet=(_AF_THREE, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            3,
            "ADVANCE_FEE_3",
            40,
            "Some stock phrases of advance-fee (419) fraud",
            fires=(_AF_THREE,),
            quiet=(_AF_FEW, _AF_GENUINE),
            advice=_AF_ADVICE,
        ),
        Tier(
            2,
            "ADVANCE_FEE_2",
            8,
            "Two stock phrases of advance-fee (419) fraud",
            fires=(_AF_FEW,),
            quiet=("Dear Friend, see you soon.",),
            advice=_AF_ADVICE,
        ),
    ),
)
_AF_THREE_OR_MORE = ("ADVANCE_FEE_3", "ADVANCE_FEE_5", "ADVANCE_FEE_8")


# Money-mule recruitment, the "financial courier" or "regional financial manager" vacancy: you
# receive the company's money in your own account and pass it on for a percentage (the FBI's and
# Europol's money-mule warnings). Both halves must be there: a job, and that way of handling money.
_MULE_JOB = gated(
    r"financial (?:courier|manager|agent|representative|assistant|officer)s?|payment (?:agent|processor)s?|"
    r"money transfer agents?|(?:our |a )representatives? in your (?:country|region|area)|"
    r"(?:hot |open )?vacanc(?:y|ies)|new (?:employees|staff|representatives|agents)|"
    r"(?:searching|looking|seeking) for (?:an? )?(?:[a-z]+ ){0,2}(?:representatives?|agents?)\b"
)
_MULE_MONEY = gated(
    r"receive (?:the )?(?:money|payments?|funds|remittances?) (?:in|into|on|to|through) (?:your|their) "
    r"(?:own |personal )?(?:bank )?accounts?|"
    r"(?:transfer|forward|send|wire|remit)(?:ing)? (?:it|them|the money|money|the funds|funds|payments?)"
    r"(?: resources)? (?:on )?to (?:our|the company'?s) (?:representatives?|account|office)|"
    r"\d{1,2} ?(?:%|per ?cent) (?:of|from) (?:the sum of )?(?:each|every) (?:remittance|payment|transfer|"
    r"operation|transaction)|(?:making|make|receiving|receive) payments? through you"
)


_MULE_NEAR = 300
"""The job and the money handling belong to one offer: a payout notice with "we are looking for
agents in your area" in its footer is two messages' worth of words, not a mule job."""


def _money_mule(ctx: TextContext) -> str | None:
    if _MULE_JOB(ctx) is None or _MULE_MONEY(ctx) is None:
        return None
    # both halves occur (rare): find a pair of them near each other
    jobs = [(m.start(), m.group(0)) for m in _MULE_JOB.finditer_in(ctx)]
    for money in _MULE_MONEY.finditer_in(ctx):
        for at, job in jobs:
            if abs(money.start() - at) <= _MULE_NEAR:
                return f"{job} + {money.group(0)}"
    return None


_COMBOS: tuple[Row, ...] = (
    Rule(
        id="TEXT_MONEY_MULE",
        group="fraud",
        weight=40,
        description="A job receiving money in your account to pass on (money mule)",
        fires=(
            "Vacancy: financial courier. You receive payments into your own bank account and transfer "
            "them to our representatives, keeping 5% of each transfer.",
            "We are looking for honest representatives in Europe, making payments through you to us.",
        ),
        quiet=(
            "We are hiring an accounts receivable clerk to process payments from our clients.",
            "New employees receive their first salary into their bank account at the end of the month.",
            "Your claim is approved: you will receive the funds into your bank account within 3 working "
            "days. Thank you for choosing us; our team answers every call within a minute, day and night, "
            "and our guides explain each step of a claim. Read our blog for tips on travel, pets, homes "
            "and cars, and follow us for news of our products and our charity work across the country. "
            "PS: We are looking for local agents in your area.",
        ),
        # The check needs a job phrase, so the table skips it unless one of those words occurs.
        check=needing(_money_mule, _MULE_JOB, space="flat"),
        category="job",
        advice="A job that passes money through your account is money laundering; you would be liable.",
    ),
    Composite(
        id="ADVANCE_FEE_MONEY",
        group="fraud",
        weight=10,
        description="Offers you a share of millions held somewhere far away",
        fires=(_AF_SCRIPT,),
        quiet=(_AF_FIVE.replace("$5.5 million", "money"), "Revenue reached $10.5 million this quarter."),
        needs=("_AF_BIG_MONEY", _AF_THREE_OR_MORE),
        category=_AF,
    ),
    Composite(
        id="ADVANCE_FEE_FORM",
        group="fraud",
        weight=8,
        description="Asks a stranger for name, address and phone to receive money",
        fires=(_AF_SCRIPT,),
        quiet=("Please send your full name, address, age and phone number for the club register.",),
        needs=("_AF_FILL_FORM", _AF_THREE_OR_MORE, ("_AF_BIG_MONEY", "_AF_US_DOLLARS")),
        category=_AF,
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(ADVANCE_FEE, *_COMBOS)
