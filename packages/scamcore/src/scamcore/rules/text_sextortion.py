"""Text rules: sextortion. A claimed webcam recording or hacked device, and a demand for bitcoin:
a script scored in two tiers by how many of its stock phrases a message holds.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, Member, Script, Tier, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES", "SEXTORTION"]


_BTC_ADDRESS = re.compile(r"(?<![A-Za-z0-9])(?:bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})(?![A-Za-z0-9])")


def _wallet(ctx: TextContext) -> str | None:
    """A bitcoin wallet: from the extractor when it has one, else a shape match near a bitcoin word."""
    if ctx.entities.wallets:
        return ctx.entities.wallets[0].address
    folded = ctx.subject
    if not any(w in folded for w in ("bitcoin", "btc", "wallet", "crypto")):
        return None
    m = _BTC_ADDRESS.search(ctx.norm.text)
    return None if m is None else m.group(0)


_SX_PREDICATES: tuple[Member, ...] = (
    Member(
        "_SX_RECORDED",
        "Claims a webcam recording of you",
        gated(
            r"(?:i|we|i'?ve|we'?ve)(?: have| had| also)? (?:recorded|filmed|captured|videoed|made (?:a |the )?"
            r"(?:video|recording|screenshots?)) (?:you|a video|the video|a clip|everything|your|of you|it)|"
            r"(?:video|recording|footage|clip|screenshots?) (?:of|showing) you|(?:webcam|camera|cam|front camera)"
            r" (?:recording|footage|video|was (?:on|activated|turned on))|(?:turned|switched) on your "
            r"(?:camera|webcam|cam)|(?:access|control) (?:to|of|over) your (?:camera|webcam)|double[- ]screen|"
            r"split[- ]screen"
        ),
        "I recorded you with your webcam",
        "the band recorded an album",
    ),
    Member(
        "_SX_ADULT",
        "Mentions adult sites or sexual acts",
        gated(
            r"porn|adult (?:web ?sites?|sites?|videos?|content|movies?)|xxx|masturbat|jerk(?:ing)? off|"
            r"(?:sexual|intimate|naked|nude|dirty) (?:video|act|content|fantas|photos?|pictures?|things?|habits?)"
            r"|pleasur(?:e|ing) yourself|satisfy(?:ing)? yourself|self[- ]satisf"
        ),
        "while you were watching adult videos",
        "the adult ticket costs more",
    ),
    Member(
        "_SX_ACCESS",
        "Claims to have hacked your device or password",
        gated(
            r"(?:hacked|compromised|infected|took (?:over|control of)|gained (?:full |remote )?(?:access|control))"
            r" (?:[a-z]{1,10} ){0,2}(?:your|ur) (?:device|computer|pc|phone|e-?mail|account|operating system|system|"
            r"router|smartphone)|(?:i|we) (?:have|got|had) (?:full |total |complete |remote )?(?:access|control)"
            r" (?:to|of|over) (?:your|all your)|(?:malware|trojan|virus|rat|spyware|keylogger|exploit) (?:on|in|to|"
            r"into) your|your (?:password|pass(?:code)?) (?:is|was|for)|(?:know|have) your password|"
            r"(?:password|passwords) (?:of yours|you use)"
        ),
        "I have full access to your device",
        "I have access to the shared drive",
    ),
    Member(
        "_SX_CONTACTS",
        "Threatens to send it to your contacts",
        gated(
            r"(?:send|share|forward|distribute|leak|release|upload|publish|spread)(?:ed|ing)? (?:this |the |that |"
            r"your )?(?:video|recording|footage|clip|evidence|compilation|it|them|everything|photos?|pictures?)"
            r"(?: [a-z]{1,10}){0,3} (?:to |with |on )?(?:all )?(?:of )?your "
            r"(?:contacts|friends|family|colleagues|relatives|"
            r"social (?:network|media)|email contacts|co-?workers)|all (?:of )?your contacts"
        ),
        "I will send this video to all your contacts",
        "send my love to your family",
    ),
    Member(
        "_SX_DEADLINE",
        "Gives hours to pay",
        gated(
            r"(?:you have|within|in|next|only|exactly) (?:\d{1,2}|twenty[- ]four|forty[- ]eight|one|two|three) "
            r"(?:hours|hrs|h|days)|(?:24|48|72|50) ?(?:hours|hrs|h)\b"
        ),
        "You have 48 hours to pay",
        "the shop opens at 9",
    ),
    Member(
        "_SX_BITCOIN",
        "Asks for bitcoin",
        gated(
            r"bitcoin|btc\b|crypto ?currency|(?:crypto|btc|bitcoin) (?:wallet|address)|localbitcoins|"
            r"how to buy bitcoin"
        ),
        "pay in bitcoin to my wallet",
        "we paid the bill",
    ),
    Member(
        "_SX_NO_TRICKS",
        "Says the threat is no bluff and police cannot help",
        gated(
            r"(?:this is not|it is not|it'?s not|not a) (?:a )?(?:joke|bluff|hoax|fake)|(?:don'?t|do not|never) "
            r"(?:try to )?(?:contact|tell|call|inform) (?:the )?(?:police|authorities|anyone)|(?:police|nobody|"
            r"no one) (?:can|will) (?:help|trace|find)|(?:untraceable|cannot be traced|can'?t be traced)|"
            r"(?:pixel|tracking) (?:in|inside) this (?:e-?mail|message)|(?:i will|i'll) (?:know|see) (?:when|if|"
            r"that) you (?:read|open)ed?|(?:professional|experienced|skilled) (?:hacker|programmer)|i am a hacker"
        ),
        "Do not contact the police, nobody can help you",
        "the police station is nearby",
    ),
    Member(
        "_SX_PAY_OR",
        "Pay or it gets shared, pay and it is deleted",
        gated(
            r"(?:once|after|when) (?:i |we )?(?:receive|get|confirm)(?:d)? (?:the )?(?:payment|bitcoin|btc|money"
            r"|funds?)[^.\n]{0,60}(?:delete|destroy|erase|remove)|(?:delete|destroy|erase) (?:the |this |all )?"
            r"(?:video|recording|evidence|footage|data|files?)|(?:if|unless) (?:i|you) (?:don'?t|do not) "
            r"(?:receive|get|pay|send)[^.\n]{0,60}(?:send|share|forward|leak|publish|release)"
        ),
        "once I receive the payment I will delete the video",
        "delete the old photos",
    ),
)


_SEXTORTION_SCRIPT = (
    "I am a hacker and I have full access to your device. I recorded you with your webcam while you were "
    "watching adult videos. Pay $900 in bitcoin within 48 hours or I will send the video to all your contacts. "
    "Do not contact the police. Once I receive the payment I will delete the video."
)

_SX_THREATS = ("_SX_RECORDED", "_SX_ADULT", "_SX_ACCESS")

SEXTORTION = Script(
    group="fraud",
    category="sextortion",
    members=(
        *_SX_PREDICATES,
        # a wallet address where the word "bitcoin" is missing is the payment demand all the same
        Composite(
            id="_SX_WALLET",
            group="fraud",
            weight=0,
            description="A bitcoin wallet to pay into, where the word bitcoin is missing",
            fires=("I recorded you with your webcam. Send it to my wallet 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",),
            quiet=("Send it to my wallet 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",),
            needs=(_SX_THREATS,),
            unless=("_SX_BITCOIN",),
            check=_wallet,
            category="sextortion",
        ),
    ),
    needs=(_SX_THREATS, ("_SX_BITCOIN", "_SX_WALLET")),
    tiers=(
        Tier(
            5,
            "SEXTORTION_BLACKMAIL",
            52,
            "Blackmail: claims a compromising video and demands bitcoin",
            fires=(_SEXTORTION_SCRIPT,),
            quiet=(
                "We will record the webinar and share the video with your colleagues; tickets accept bitcoin.",
                "I recorded the match and sent it to your family, have a look in 24 hours.",
            ),
            advice="Do not pay: these e-mails go out in bulk and the recording is a bluff.",
        ),
        Tier(
            3,
            "SEXTORTION_THREAT",
            30,
            "Claims to have hacked you and demands bitcoin",
            fires=("Your password is hunter2. I have full access to your device. Pay in bitcoin within 48 hours.",),
            quiet=(
                "Reset your password here. Our shop now accepts bitcoin.",
                _SEXTORTION_SCRIPT.replace("bitcoin", "cash"),
            ),
            advice="Change any password the message quotes; do not pay or reply.",
        ),
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(SEXTORTION)
