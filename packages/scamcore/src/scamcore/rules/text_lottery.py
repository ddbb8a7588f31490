"""Text rules: lottery and award notifications. "You have won" beside a draw scores on its own; the
claim steps (an agent, ticket numbers, secrecy) are a script counted in one tier.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, Discount, Member, Row, Script, Tier, rows
from .text_claims import OTHERS_CONGRATULATED
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_LOT_CORE: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_LOT_LOTTERY",
        group="fraud",
        weight=0,
        description="Lottery, sweepstake or prize draw",
        category="prize",
        check=gated(
            r"lotter(?:y|ies)|lotto|sweepstakes?|jackpot|(?:prize|award|promo(?:tion(?:al)?)?|e-?mail|online|"
            r"internet|computer|random|annual|bonanza|final) (?:draws?|ballot|lottery|raffle)|raffle|bonanza"
        ),
        fires=("results of the international lottery program",),
        quiet=("we drew a picture",),
    ),
    Rule(
        id="_LOT_WON",
        group="fraud",
        weight=0,
        description="Says you won or were selected",
        category="prize",
        check=gated(
            r"you(?:r (?:e-?mail|name|address|ticket|number))? (?:have |has |had )?(?:just )?(?:won|emerged|"
            r"been (?:selected|chosen|picked|drawn|approved|awarded))|(?:lucky |grand |category [a-z0-9] )?"
            r"winners?\b|winning (?:number|ticket|notification|sum|amount|prize|e-?mail)|you are (?:a |one of "
            r"(?:the|our) )?(?:lucky )?winners?"
        ),
        fires=("you have won 1,000,000 pounds",),
        quiet=("they won the match",),
    ),
)

_LOT_PREDICATES: tuple[Member, ...] = (
    Member(
        "_LOT_NUMBERS",
        "Quotes ticket, batch or reference numbers",
        gated(
            r"(?:ticket|batch|serial|reference|ref|lucky|winning|file|claims?|security|award|pin|certificate) "
            r"(?:number|no|num|#|code)s?\s?[.:#]?\s?[a-z]{0,5}[-/ ]?\d"
        ),
        "Ticket number: 56475600545 188",
        "the phone number is on the site",
    ),
    Member(
        "_LOT_CLAIM_AGENT",
        "Names a claims agent or processing officer",
        gated(
            r"(?:claims?|fiduciary|processing|payment|remittance|foreign transfer|verification|paying) "
            r"(?:agent|officer|department|manager|director|unit|bureau|dept|agency)|claims? (?:form|requirements?|"
            r"procedure|processing)|(?:file|process) (?:your|for your) claim"
        ),
        "contact our claims agent, Mr. Lee",
        "our agent will visit the house",
    ),
    Member(
        "_LOT_AWARD",
        "Award notification or prize sum",
        gated(
            r"award (?:notification|letter|winner|sum|prize|money|fund)|(?:prize|winning|cash) (?:money|award|sum|"
            r"fund|payment|amount)|lump sum|(?:final|official) notification|notification of (?:award|winning|"
            r"prize)|congratulat[a-z]*\b" + OTHERS_CONGRATULATED
        ),
        "AWARD NOTIFICATION: final notice",
        "she got an award at school",
    ),
    Member(
        "_LOT_SELECTED_EMAIL",
        "Your e-mail address was drawn at random",
        gated(
            r"(?:e-?mail|address|name)(?: address)?(?:es)? (?:was |were |has been |have been )?(?:selected|"
            r"drawn|picked|chosen)|(?:e-?mail|address) (?:attached to|on the winning)"
            r"|(?:random|computer) (?:selection|ballot|draw|balloting|selected)|"
            r"(?:randomly|automatically|electronically) (?:selected|drawn|generated|chosen)|"
            r"(?:e-?mail|internet) (?:users?|addresses) (?:from|around|all over) the world"
        ),
        "your email address was selected in a random ballot",
        "the address on the letter",
    ),
    Member(
        "_LOT_KEEP_SECRET",
        "Asks you to keep your win secret",
        gated(
            r"(?:keep|treat) (?:your |this )?(?:win(?:ning)?s?|award|prize|information|notification|lottery) "
            r"(?:[a-z]{1,12} ){0,3}(?:confidential|secret|private|from the public)|(?:double|multiple) claim|"
            r"unwarranted (?:abuse|taking advantage)|misuse of (?:this|the) program"
        ),
        "keep your winning information confidential until claimed",
        "keep the receipt",
    ),
)


_LOTTERY_SCRIPT = (
    "FINAL NOTIFICATION. Your email address was selected in our international lottery draw and you have "
    "won the sum of 850,000 pounds. Ticket number: 4451-22. Contact our claims agent and keep your "
    "winning information confidential."
)

_LOT_RULES: tuple[Row, ...] = (
    Composite(
        id="LOTTERY_WIN_NOTICE",
        group="fraud",
        weight=22,
        description="Says you won a lottery or prize draw",
        fires=(_LOTTERY_SCRIPT, "Congratulations! You have won our sweepstakes."),
        quiet=("The lottery jackpot rolled over again this week.", "Our team won the trophy."),
        needs=("_LOT_LOTTERY", "_LOT_WON"),
        category="prize",
        advice="You cannot win a draw you never entered.",
    ),
    Script(
        group="fraud",
        category="prize",
        members=_LOT_PREDICATES,
        needs=(("_LOT_LOTTERY", "_LOT_WON"),),
        discount=Discount(GENUINE_MARKS, subtract=2),
        tiers=(
            Tier(
                2,
                "LOTTERY_CLAIM_STEPS",
                18,
                "Describes how to claim a prize: agent, ticket numbers, secrecy",
                fires=(_LOTTERY_SCRIPT,),
                quiet=(
                    "Lottery ticket number 12 is on the fridge.",
                    "Contact our claims agent about your car insurance.",
                ),
            ),
        ),
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(*_LOT_CORE, *_LOT_RULES)
