"""Text rules: callback scams. A fake invoice or subscription renewal with a number to call to
cancel it, and the tech-support scare with a support line to call.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Composite, Row, rows
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES", "phone_to_call"]

_PHONE = re.compile(
    r"(?:\+?1[\s.-]{0,2})?\(?8[0-9]{2}\)?[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}|\+\d{1,3}[\s.(-]{0,3}\d{2,4}[\s.)-]{0,3}"
    r"\d{3}[\s.-]{0,2}\d{3,4}|\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}"
)


def phone_to_call(ctx: TextContext) -> str | None:
    if ctx.entities.phones:
        return ctx.entities.phones[0]
    m = _PHONE.search(ctx.subject)
    return None if m is None else m.group(0)


_INV_CHARGED = gated(
    r"(?:subscription|membership|plan|licen[cs]e|protection|renewal|order|service|account|package|"
    r"purchase|payment|invoice|transaction)s? (?:[a-z]{1,12} ){0,3}(?:has been |have been |was |is |will be |"
    r"got |successfully )?(?:renewed|auto[- ]?renewed|activated|processed|charged|debited|deducted|billed|"
    r"confirmed|completed|approved|upgraded|extended)|auto[- ]?renew(?:al|ed)|(?:has|have) been (?:charged|"
    r"debited|billed)|(?:charged|debited|billed|deducted) (?:to|from|on) your|(?:order|invoice|transaction|"
    r"receipt|billing|customer) (?:id|number|no|#|date|details)|(?:subscription|membership|plan|licen[cs]e|"
    r"protection|service)s? (?:[a-z]{1,14} ){0,2}(?:will|shall) (?:[a-z]{1,14} )?renew\b"
)

_INV_CALL_CANCEL = gated(
    r"(?:call|contact|reach|dial|ring|speak (?:to|with))(?: us| our| the)?(?: [a-z]{1,12}){0,4}"
    r"[^\n]{0,60}(?:to (?:cancel|dispute|stop|claim (?:a |your )?refund|get (?:a |your )?refund|"
    r"request (?:a )?refund)|for (?:a )?(?:refund|cancellation))"
    r"|(?:to|if you (?:wish|want|would like) to|in case you (?:wish|want) to|for) (?:(?:open|file|raise) a )?"
    r"(?:cancel|dispute|"
    r"stop|claim a refund|get a refund|request a refund|cancellation|refund)[^\n]{0,80}"
    r"(?:call|dial|contact|toll[- ]free|helpline|help ?desk|support (?:line|number|team)|billing "
    r"(?:department|team|support))"
    r"|(?:did ?n[o']t|do not|don'?t|didn'?t) (?:authori[sz]e|make|request|recogni[sz]e|place)"
    r" (?:this|these|the) (?:purchase|transaction|charge|order|payment|renewal)"
    # "to cancel ... you may do so by calling our team at +1-888-..."
    r"|cancel[^\n]{0,80}?by (?:reaching|calling|contacting|phoning|dialing|dialling)"
)

_INV_BRAND = gated(
    r"norton|mcafee|geek ?squad|best ?buy|paypal|avast|kaspersky|bitdefender|lifelock|webroot|malwarebytes|"
    r"windows defender|microsoft|apple care|applecare|amazon prime|totaltech|quickbooks|coinbase|"
    r"ebay|netflix|zelle|venmo|cash app"
)


def _has_phone(ctx: TextContext) -> str | None:
    """Agrees (adding nothing to the evidence) when the text gives a phone number."""
    return None if phone_to_call(ctx) is None else ""


_CALLBACK_SCRIPT = (
    "Thank you for your order. Your Norton 360 subscription has been renewed and $399.99 was charged to "
    "your account. Invoice number: 88301. If you did not authorize this purchase, call our billing "
    "department at +1 (808) 555-0143 to cancel and get a refund."
)

_INV_RULES: tuple[Row, ...] = (
    Rule(
        id="_INV_CHARGED",
        group="fraud",
        weight=0,
        description="Says a subscription renewed or you were charged",
        fires=("Your subscription has been renewed",),
        quiet=("I renewed my library card",),
        check=_INV_CHARGED,
        category="invoice",
    ),
    Rule(
        id="_INV_CALL_CANCEL",
        group="fraud",
        weight=0,
        description="Tells you to call to cancel or get a refund",
        fires=(
            "If you did not authorize this purchase, call us",
            "call our helpline to cancel the order",
            "You have 10 days to open a dispute. For more information call us: +1 (808) 555-0143",
        ),
        quiet=("Call me when you land",),
        check=_INV_CALL_CANCEL,
        category="invoice",
    ),
    Composite(
        id="INVOICE_CALLBACK",
        group="fraud",
        weight=32,
        description="Unexpected charge or renewal with a number to call to cancel it",
        fires=(
            _CALLBACK_SCRIPT,
            "Your security plan will automatically renew on 7 Oct for $499. If you wish to cancel, you may do so "
            "by calling our team at +1 (888) 555-0143.",
        ),
        quiet=(
            "Your subscription has been renewed. Manage or cancel it any time in your account settings.",
            "Call +1 808 555 0143 to book a table.",
        ),
        needs=("_INV_CHARGED", "_INV_CALL_CANCEL"),
        unless=GENUINE_MARKS,
        quote=("_INV_CALL_CANCEL",),
        check=phone_to_call,
        category="invoice",
        advice="Do not call the number in the message; check the charge in your account or bank app.",
    ),
    Composite(
        id="INVOICE_CALLBACK_BRAND",
        group="fraud",
        weight=12,
        description="Names a well-known security or payment brand in a callback invoice",
        fires=(_CALLBACK_SCRIPT,),
        quiet=(_CALLBACK_SCRIPT.replace("Norton 360", "gym"),),
        needs=("INVOICE_CALLBACK",),
        quote=(),
        check=_INV_BRAND,
        category="invoice",
    ),
)

# --- tech support ----------------------------------------------------------------------------------

_TS_INFECTED = gated(
    r"(?:computer|pc|device|system|windows|laptop|mac|phone|browser|network|ip address|ip)(?: has| is| was| "
    r"may be| might be| has been| have been| are| got)(?: [a-z]{1,10}){0,2} (?:infected|compromised|hacked|"
    r"at risk|blocked|locked|disabled|under attack)|(?:virus(?:es)?|trojans?|spyware|malware|threats?|"
    r"pornographic spyware|infections?) (?:have been |has been |were |was )?(?:detected|found|discovered)"
    r"|(?:security|virus|malware|firewall) (?:alert|warning|breach)|(?:windows|microsoft|apple) "
    r"(?:defender )?(?:security )?(?:alert|warning)"
)

_TS_CALL_SUPPORT = gated(
    r"(?:call|contact|dial|reach)(?: the| our| a)? (?:microsoft|windows|apple|norton|mcafee|certified|technical|"
    r"tech|customer|toll[- ]free|geek squad)? ?(?:support|technicians?|help ?desk|helpline|experts?|"
    r"engineers?|agents?)|(?:support|helpline|help ?desk|technician|toll[- ]free) (?:number|line|no|#)"
    r"|(?:microsoft|windows|apple) (?:certified |technical |tech )?(?:support|technicians?)"
)

_TS_LOCK = gated(
    r"(?:do not|don'?t|never) (?:shut ?down|restart|turn off|close|reboot)(?: your| this| the)? "
    r"(?:computer|pc|device|window|browser|page)|error (?:code|#|no)\s?:?\s?[#0-9a-z]{0,3}\d|"
    r"0x[0-9a-f]{6,8}|(?:windows|license|licence|firewall|registration|antivirus) (?:has |have )?"
    r"(?:expired|been (?:disabled|blocked|deactivated))|remote (?:access|session|assistance|desktop)|"
    r"anydesk|teamviewer|ultraviewer"
)


_TS_SCRIPT = (
    "Windows security alert: your computer has been infected with a virus. Do not shut down your computer. "
    "Call Microsoft support now at +1-844-555-0199."
)

_TS_RULES: tuple[Row, ...] = (
    Rule(
        id="_TS_INFECTED",
        group="fraud",
        weight=0,
        description="Says your computer is infected or hacked",
        fires=("your computer is infected",),
        quiet=("the computer is slow today",),
        check=_TS_INFECTED,
        category="tech_support",
    ),
    Rule(
        id="_TS_CALL_SUPPORT",
        group="fraud",
        weight=0,
        description="Tells you to call a support line",
        fires=("call Microsoft support",),
        quiet=("call me later",),
        check=_TS_CALL_SUPPORT,
        category="tech_support",
    ),
    Rule(
        id="_TS_LOCK",
        group="fraud",
        weight=0,
        description="Lock-screen language: do not shut down, error codes, remote access",
        fires=("Do not shut down your computer",),
        quiet=("please shut the door",),
        check=_TS_LOCK,
        category="tech_support",
    ),
    Composite(
        id="TECH_SUPPORT_CALL",
        group="fraud",
        weight=35,
        description="Says your computer is infected and gives a support number to call",
        fires=(_TS_SCRIPT,),
        quiet=(
            "Our support number is +1-844-555-0199 if the printer jams.",
            "Your computer is infected, please call support.",
        ),
        needs=("_TS_INFECTED", "_TS_CALL_SUPPORT"),
        unless=GENUINE_MARKS,
        check=_has_phone,
        category="tech_support",
        advice="Microsoft, Apple and antivirus firms never ask you to call about an infection.",
    ),
    Composite(
        id="TECH_SUPPORT_LOCK",
        group="fraud",
        weight=12,
        description="Tells you not to restart, quotes error codes or wants remote access",
        fires=(_TS_SCRIPT,),
        quiet=("Error code 404 means the page is missing. Restart the router.",),
        needs=("TECH_SUPPORT_CALL", "_TS_LOCK"),
        quote=("_TS_LOCK",),
        category="tech_support",
    ),
)

RULES: tuple[Rule[TextContext], ...] = rows(*_INV_RULES, *_TS_RULES)
