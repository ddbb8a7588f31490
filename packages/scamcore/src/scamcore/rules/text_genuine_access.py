"""Text rules: a bank's notice of a change to how the account is reached, with its time and no lure.

A bank tells you when someone signed in from a new device, when the password or PIN was changed or
the app was registered on a phone, and says whom to call if it was not you. Those are the words a
sign-in phish uses too ("new sign-in", "password changed"), so alone they read as a pretext
(``EMAIL_SECURITY_PRETEXT``, ``TEXT_ACCOUNT_ALERT``) and, beside the bank's name and its number, as
a combination of signs. What the notice adds is the record of the event (when it happened, as a
system writes it), and what it leaves out is the lure: the scam has to send its reader somewhere
(a link off the brand's site), ask for the code or a secret, push the call at once, threaten the
account. ``TEXT_GENUINE_ACCESS_NOTICE`` reads the event and its time together, and gives way to any
lure of ``text_genuine_lures.LURES``, as the transaction alert's reassurance does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..limits import LONG_TEXT
from ._phrases import fast
from .base import Rule
from .model import Composite, rows
from .table import digits
from .text_genuine import MONTH
from .text_genuine_lures import LURES

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

G = "genuine"

# What was reached or changed: a sign-in, a device, a secret, the contact details a bank sends codes to.
_SECRET = (
    r"(?:password|passcode|pin|mpin|m-pin|upi pin|t-?pin|ipin|contrase[nñ]a|clave|senha|mot de passe|code secret|"
    r"passwort|kennwort|wachtwoord|pincode|(?:mobile|phone|registered mobile) number|e-?mail(?: address| id)?)"
)
# An access event stated as done, in the seven languages: "new sign-in", "logged in from a new device",
# "your password was changed", "registered for mobile banking", "nuevo inicio de sesión",
# "novo acesso", "nouvelle connexion", "neue Anmeldung", "nuovo accesso", "nieuwe inlog".
_ACCESS_EVENT = fast(
    r"\bnew (?:sign[- ]?in|log[- ]?in|login|device)\b"
    r"|\b(?:signed|logged) (?:in|on)\b[^.\n]{0,40}?\b(?:new|another|unrecogni[sz]ed) (?:device|browser|phone)\b"
    rf"|\b{_SECRET} (?:was|has been|is|successfully) (?:successfully )?(?:changed|reset|updated|set|generated|"
    r"created|registered|modified)\b"
    r"|\b(?:successfully )?(?:registered|activated|enabled) (?:for|on) (?:mobile|internet|net|online) ?banking\b"
    # a payee added: who the account may now send money to
    r"|\b(?:payee|beneficiary|biller)\b[^.\n]{0,40}?\b(?:was|has been|is|successfully) (?:successfully )?"
    r"(?:added|registered|activated)\b"
    r"|\bnuevo (?:inicio de sesi[oó]n|acceso|dispositivo)\b"
    r"|\b(?:contrase[nñ]a|clave|pin) (?:fue|ha sido) (?:cambiad|modificad|actualizad|restablecid)[ao]\b"
    r"|\bnov[oa] (?:acesso|dispositivo|login|in[ií]cio de sess[aã]o)\b"
    r"|\b(?:senha|pin) (?:foi )?(?:alterad|redefinid|atualizad|modificad)[ao]\b"
    r"|\bnouvel(?:le)? (?:connexion|appareil)\b"
    r"|\b(?:mot de passe|code secret|code pin) (?:a [ée]t[ée] )?(?:modifi|chang|r[ée]initialis)[ée]\b"
    r"|\bneue[nr]? (?:anmeldung|ger[äa]t|login)\b"
    r"|\b(?:passwort|kennwort|pin) (?:wurde )?(?:ge[äa]ndert|zur[üu]ckgesetzt)\b"
    r"|\bnuovo (?:accesso|dispositivo|login)\b"
    r"|\b(?:password|pin) (?:[èe] stat[oa] )?(?:modificat|cambiat|reimpostat)[oa]\b"
    r"|\bnieuwe? (?:inlog|aanmelding|login|apparaat)\b"
    r"|\b(?:wachtwoord|pincode) (?:is )?(?:gewijzigd|aangepast|gereset)\b"
)

_MONTH = rf"{MONTH}\.?"  # a statement's month, and "Nov." as a notice abbreviates it
# When it happened, as a system writes it: a clock time (10:02, 10h02, 9:14 PM) or a date (12-11-26,
# 12/11, 12.11., 3 Nov 2026, Nov 3, 12-Nov-26). A phish rarely bothers; a notice records the event.
_EVENT_TIME = fast(
    r"(?<![\d.,:])\d{1,2}[:h]\d{2}(?![\d.,]?\d)|(?<![\d.,])\d{1,2} ?[ap]\.?m\b"
    r"|(?<![\d.,/-])\d{1,2}[-/]\d{1,2}(?:[-/]\d{2,4})?(?![\d,]|\.\d)"
    # with dots, the day's and the month's closing dot: "12.11." (a bare "2.1" is a version or a sum)
    r"|(?<![\d.,/-])\d{1,2}\.\d{1,2}\.(?:\d{2,4}(?![\d,]|\.\d))?"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th|er)?[- ](?:de |di )?{_MONTH}(?![a-z])|\b{_MONTH} \d{{1,2}}\b"
)
# In a text message, the same forms apart. Every form but the month-first one opens with a digit:
# written digit first (each look-behind moved after the digit, one character wider: "(?<![\d.,:])\d"
# is "\d(?<![\d.,:]\d)"), ``re`` skips to the digits in C, where the family, behind the look-ahead
# of its first characters, tried every form at every "a", "d", "m", "n", "o", "s"... as well.
_EVENT_DIGIT_LED = re.compile(
    r"\d(?:(?<![\d.,:]\d)\d?[:h]\d{2}(?![\d.,]?\d)|(?<![\d.,]\d)\d? ?[ap]\.?m\b"
    r"|(?<![\d.,/-]\d)\d?[-/]\d{1,2}(?:[-/]\d{2,4})?(?![\d,]|\.\d)"
    # with dots, the day's and the month's closing dot: "12.11." (a bare "2.1" is a version or a sum)
    r"|(?<![\d.,/-]\d)\d?\.\d{1,2}\.(?:\d{2,4}(?![\d,]|\.\d))?"
    rf"|(?<=\b\d)\d?(?:st|nd|rd|th|er)?[- ](?:de |di )?{_MONTH}(?![a-z]))"
)
_EVENT_MONTH_LED = fast(rf"\b{_MONTH} \d{{1,2}}\b")


def _event_time(ctx: TextContext) -> str | None:
    """``_EVENT_TIME``'s first match. A text message takes the earlier of the digit-led forms' first
    match and the month-first form's (a letter where the others have a digit: at one start only one
    can match): ~20 -> ~12 µs a text message holding a digit (``tests/core/test_long_rows.py``). A
    long text is searched whole, as before: there the month-first form alone, searched to its first
    match or the end, cost more than the family stopping at its first match of either kind."""
    text = ctx.subject
    if len(text) >= LONG_TEXT:
        return _EVENT_TIME(ctx)
    led = _EVENT_DIGIT_LED.search(text)
    month = _EVENT_MONTH_LED.search(text)
    if month is None or (led is not None and led.start() < month.start()):
        return None if led is None else led.group(0)
    return month.group(0)


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_GEN_ACCESS_EVENT",
        group=G,
        weight=0,
        description="A new sign-in, device, password or payee on the account, stated as done",
        fires=(
            "New sign-in to Online Banking from a new device",
            "Your Internet Banking password was changed",
            "You have successfully registered for Mobile Banking",
            "A new payee was added to your account ending 1234",
            "Nuevo inicio de sesión en tu app",
            "A sua senha foi alterada",
            "Nouvelle connexion à votre espace client",
            "Neue Anmeldung im Online-Banking",
            "La password è stata modificata",
            "Je wachtwoord is gewijzigd",
        ),
        quiet=(
            "Sign in to see your new offers",
            "Change your password now",
            "New arrivals in store",
            "Add a new payee in the app",
        ),
        check=_ACCESS_EVENT,
    ),
    Rule(
        id="_GEN_EVENT_TIME",
        group=G,
        weight=0,
        description="When an event happened, as a system writes it: a clock time or a date",
        fires=("on 12-11-26", "at 9:14 PM", "le 12/11 à 10h02", "on 3 Nov 2026", "am 12.11. um 10:02", "Nov 3"),
        quiet=("Call 1800 123 4567", "INR 1,250.00", "version 2.1", "a 2.5 rate"),
        check=digits(1, _event_time),  # every alternative holds a digit: most text messages hold none
    ),
    # The reassurance: the event and when it happened, in a short text, and no lure beside it.
    Composite(
        id="TEXT_GENUINE_ACCESS_NOTICE",
        group=G,
        weight=-30,
        description="Laid out like a bank's sign-in or password-change notice, timed, with no lure",
        fires=(
            "Acme Bank: New sign-in to Online Banking from a new device on 11/03 at 9:14 PM. If this was you, no "
            "action is needed. If not, call 1-800-555-0199.",
            "Dear Customer, your Internet Banking password was changed on 12-Nov-2026. If not done by you, please "
            "call 0700 123 4567.",
            "Nuevo inicio de sesión en tu Banca Móvil desde un dispositivo nuevo el 12/11 a las 10:02. Si no fuiste "
            "tú, llama al 800 123 4567.",
            "Novo acesso à sua conta no app em um novo dispositivo em 12/11 às 10:02. Se não foi você, ligue 0800 "
            "123 4567.",
        ),
        quiet=(
            # the scam's versions: a link off the bank's site, the code asked back, a mobile to call at once
            "Acme Bank: New sign-in from a new device on 11/03 at 9:14 PM. Not you? Secure your account at "
            "https://acme-secure-login.top/v",
            "Acme Bank: New sign-in from a new device on 11/03 at 9:14 PM. If this was not you, reply with the code "
            "we sent you to block it.",
            "Acme Bank: New sign-in from a new device on 11/03 at 9:14 PM. If this was not you, call 07700 900123 now.",
            "Acme Bank: New sign-in from a new device on 11/03 at 9:14 PM. Your account will be suspended unless "
            "you verify your identity.",
            # the event without its time
            "Acme Bank: a new sign-in on a new device was detected. Wasn't you? Call 1-800-555-0199.",
        ),
        needs=("_GEN_ACCESS_EVENT", "_GEN_EVENT_TIME", "_GEN_MESSAGE_SIZED"),
        unless=LURES,
        quote=("_GEN_ACCESS_EVENT",),
    ),
)
