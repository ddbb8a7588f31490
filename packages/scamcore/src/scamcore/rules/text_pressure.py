"""Text rules: pressure. Urgency, deadlines and threats (suspension, legal action, arrest).

Pressure alone is common in ordinary messages ("call me asap"), so these rules are light and the
group is capped at 20: they matter when they come with a claim and an ask (see text_combos).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._asked import ASIDES, first_unasked
from ._phrases import Gated, fast, phrase
from .base import Rule
from .prefilter import Prefilter

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_URGENT = phrase(
    r"urgent(?:ly)?",
    # "For immediate release" heads a press release: it dates the news, it does not rush the reader.
    # "immediately preceding the benefit" places an event in time; it rushes nobody either.
    r"(?<!for )immediate(?:ly)?(?! release| preceding| following| adjacent)",
    r"act now",
    r"respond now",
    r"call now",
    r"final (?:notice|reminder|warning|attempt|notification)",
    r"last (?:chance|warning|reminder|attempt|notice)",
    r"important (?:notice|message|information|alert)",
    r"(?:alert|warning|attention|notice)\s?[:!]",
    r"time[- ]sensitive",
    r"do not ignore",
    r"without delay",
    r"hurry(?: up)?",
    r"act fast",
    r"limited[- ](?:time|number|offer|spots?|stock)",
    r"don'?t miss (?:out|this)",
)

_DEADLINE = phrase(
    r"within (?:the next )?(?:\d{1,2}|twenty[- ]four|forty[- ]eight|one|two|three) ?"
    r"(?:hours?|hrs?|h|days?|business days?|minutes?|mins?)",
    r"(?:expires?|expiring|ends?|valid|closes?)\s(?:today|tonight|soon|in \d{1,2}|within|for \d{1,2})",
    r"valid (?:for )?(?:\d{1,2} ?(?:hours?|hrs?|days?)|today only)",
    r"before (?:midnight|the lines close|it'?s too late|it expires)",
    r"(?:today|tonight) only",
    r"by (?:end of (?:the )?day|midnight|tomorrow)",
    r"(?:\d{1,2}|24|48) ?(?:hours?|hrs?) (?:only|left|remaining)",
    r"(?:hours?|days?) left",
    r"as soon as possible",
)

_ACCOUNT_THREAT = fast(
    r"\b(?:account|card|debit|access|membership|subscription|wallet|profile)\b[^!?\n]{0,15}?\b(?:temporarily |"
    r"permanently |currently )?(?:locked|suspended|blocked|frozen|disabled|deactivated|on hold|restricted)\b"
    r"|\b(?:placed|put) (?:a |an )?(?:temporary )?(?:hold|restriction|limit(?:ation)?|block) on your (?:account|card)"
    r"|\b(?:account|card|debit|service|access|membership|subscription|wallet|profile|number|sim|line|kyc|bvn|"
    r"id|payments?|banking|apple ?id|icloud|mailbox|email)\b[^!?\n]{0,40}?"
    r"\b(?:has|have|had|is|was|were|will|are|being|got|gets|may|might|could|shall)\b[^!?\n]{0,20}?"
    r"\b(?:suspend(?:ed)?|lock(?:ed)?|block(?:ed)?|bl[o0]cked|limit(?:ed)?|disabled?|de-?activated?|deactivate|"
    r"frozen|freeze|on hold|restrict(?:ed)?|terminated?|closed|cancell?ed|expired?|revoked|compromised|"
    r"deleted|removed|flagged|put on hold)\b"
    r"|\b(?:to avoid|prevent|avoid)\b[^!?\n]{0,25}\b(?:suspension|deactivation|being (?:locked|blocked|suspended)|"
    r"termination|closure|permanent(?:ly)? (?:lock|block|suspension|closure)|losing access|disconnection|"
    r"service interruption|shutdown|shut down)"
    r"|\b(?:account|mailbox|e-?mail|card|profile) (?:suspension|deactivation|termination|closure|shutdown)\b"
    # the same threat said by its actor: "we will suspend your account", "result in termination of your card"
    r"|\bwe(?: will| would| shall| may|'ll| have to| will have to)? (?:be forced to )?(?:permanently |temporarily )?"
    r"(?:suspend|lock|block|close|disable|deactivate|terminate|freeze|restrict|limit|delete) (?:your|ur) "
    r"(?:account|card|access|mailbox|e-?mail|profile|membership)\b"
    r"|\bwe(?:'ve| have| had)? (?:temporarily |permanently )?(?:suspended|locked|blocked|closed|disabled|deactivated"
    r"|terminated|frozen|restricted|limited) (?:your|ur) (?:account|card|access|mailbox|e-?mail|profile|membership)\b"
    r"|\bresult (?:in|to) (?:the )?(?:termination|suspension|closure|deactivation|cancell?ation|blocking|loss) of "
    r"(?:your|ur)\b"
    r"|\b(?:deactivation|suspension|termination|closure) (?:warning|notice|notification)\b"
    r"|\bon the verge of (?:closure|suspension|deactivation|being closed)"
    r"|\bqueued for (?:deactivation|deletion|closure|termination)"
    r"|\b(?:problem|issue|trouble)s? (?:with )?(?:your )?(?:current |recent )?(?:billing|payment)"
    r"|\bbilling (?:problem|issue|error|failure)"
    r"|\bpayment (?:was )?(?:declined|failed|unsuccessful)"
    r"|\b(?:could not|couldn'?t|unable to|failed to|failed \d+ times to) "
    r"(?:process|extend|renew|charge|verify) your\b|\bdid not process\b"
    r"|\b(?:unusual|suspicious|unauthori[sz]ed|unrecogni[sz]ed|irregular|fraudulent)\s(?:activity|activities|behaviou?r|"
    r"sign-?in|log-?in|login|access|attempts?|transactions?|charges?|purchases?|payments?|device)"
)

_LEGAL_THREAT = phrase(
    r"legal (?:action|proceedings?|steps?|consequences)",
    r"(?:arrest|bench) warrant",
    r"warrant (?:for|of) (?:your )?arrest",
    r"(?:be|being|get) arrested",
    r"lawsuit (?:filed|against you)",
    r"court (?:summons|order|case|hearing)",
    # said of the reader; "a new federal investigation has begun" or "pleaded guilty to criminal charges"
    # is news about someone else
    r"(?:criminal|federal) (?:charges?|case|investigation)s?[^.!?\n]{0,30}? against you",
    r"(?:you are|you're|you will be|you'll be|you may be|you could be) (?:now )?(?:under|subject(?:ed)? to|facing)"
    r"(?: an?)? (?:criminal|federal)",
    r"face (?:criminal|federal) (?:charges?|prosecution|investigation)",
    r"(?:sent|send|refer(?:red)?|forward(?:ed)?) to (?:a )?(?:collections?|debt collect(?:or|ion)s?)",
    r"(?:suspension|revocation) of (?:your )?(?:driver'?s )?licen[cs]e",
    r"licen[cs]e (?:will be )?(?:suspended|revoked)",
    r"(?:late|additional|extra) (?:fees?|penalt(?:y|ies)|fines?|charges?) (?:will|may) (?:be|apply)",
    r"(?:penalt(?:y|ies)|fines?) (?:will|may) (?:be )?(?:applied|added|charged|incurred)",
    r"avoid (?:a |any |further |additional )?(?:penalt(?:y|ies)|fines?|late fees?|prosecution)",
    r"(?:issuing|issued|issue) you (?:with )?(?:a )?(?:formal warning|fine|penalty)",
    r"penalty (?:notice|charge) (?:has been |was )?issued",
    r"(?:police|law enforcement|sheriff) (?:will|are)",
    r"investigation (?:division|unit|department)",
    # the jury-duty scam: a missed summons, a warrant, "call back to avoid arrest"
    r"missed (?:your )?jury (?:duty|service|summons)",
    r"fail(?:ed|ure) to appear (?:for|in|at|before) (?:court|jury|the court)",
    r"(?:warrant|case) (?:in|against|under) your name",
)


class _Unasked:
    """The threat's first match that the text does not say the reader asked for (``_asked``: "blocked
    as requested"), unless it also says "if you did not request this" (the callback scam's way out).
    Its ``prefilter`` is the threat family's own: the rule table skips it where none of its literals occurs."""

    __slots__ = ("pattern",)

    def __init__(self, pattern: Gated) -> None:
        self.pattern = pattern

    @property
    def prefilter(self) -> Prefilter | None:
        return self.pattern.prefilter

    def __call__(self, ctx: TextContext) -> str | None:
        m = first_unasked(ASIDES["en"], ctx.subject, self.pattern.finditer_in(ctx))
        return None if m is None else m.group(0)


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_URGENCY",
        group="pressure",
        weight=6,
        description="Pushes you to act urgently",
        fires=("URGENT: your parcel is waiting", "Please respond immediately to keep your account"),
        quiet=(
            "See you at lunch tomorrow",
            "The urgency of the matter was discussed at the meeting",
            "PRESS RELEASE. FOR IMMEDIATE RELEASE: the institute opens in July",
            "The party is immediately preceding the benefit concert.",
        ),
        check=_URGENT,
        advice="Scammers rush you so you act before you think; take your time.",
    ),
    Rule(
        id="TEXT_DEADLINE",
        group="pressure",
        weight=6,
        description="Sets a short deadline",
        fires=("Pay within 24 hours to avoid extra fees", "This offer is valid 12 hrs only"),
        quiet=("I will be there in 24 minutes", "The shop is open all day"),
        check=_DEADLINE,
    ),
    Rule(
        id="TEXT_ACCOUNT_THREAT",
        group="pressure",
        weight=12,
        description="Says your account or card is blocked, suspended or at risk",
        fires=(
            "Your account has been suspended",
            "Your card will be blocked today",
            "We detected unusual activity on your profile",
            "verify now to avoid permanent suspension",
            "Update within 3 days or we will suspend your account",
            "Failure to act will result in termination of your card services",
            "For your protection your account is now locked",
            "Your card has been blocked as requested. If you did not request this, call 1-800-555-0100",
            "Your card has been blocked as requested. To unblock it call 0800 123 4567 now",
            "Your card has been blocked as requested by the fraud department. Call 0800 123 4567",
            "Your account has been suspended as requested. Verify your details at https://acct-help.example/v",
        ),
        quiet=(
            "My phone battery died, sorry",
            "The shop is closed on Sundays",
            "We will close the office early on Friday",
            "Your card ending 1234 has been blocked as requested. For a replacement call 1800 123 4567",
            "At your request, your debit card XX1234 has been blocked",
        ),
        check=_Unasked(_ACCOUNT_THREAT),
        category="account",
        advice="Check your account by opening the official app or website yourself, not through the message.",
    ),
    Rule(
        id="TEXT_LEGAL_THREAT",
        group="pressure",
        weight=12,
        description="Threatens legal action, arrest, fines or collections",
        fires=(
            "Failure to pay will result in legal action",
            "A warrant for your arrest has been issued",
            "A federal case has been filed against you",
        ),
        quiet=(
            "We watched a legal drama last night",
            "The court was busy this morning",
            "A new federal investigation into the collapse has begun",
        ),
        check=_LEGAL_THREAT,
        category="government",
        advice="Agencies and courts do not threaten arrest by text or demand payment on the spot.",
    ),
)
