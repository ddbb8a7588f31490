"""Text rules: channel. Where the message sends you: a link, a phone number, a short code, an
e-mail address, another chat app, or the "reply Y to activate the link" trick. (Premium-rate
lines live here too but score in the ``payment`` group: the call itself is what you pay.)

Links are rare in personal texts (about 0.5% of ham SMS) but present in most smishing, so a link
weighs 16, 22 with hardly any words around it; the group cap of 25 keeps a link, however bare,
below "suspicious" on its own. Link and
e-mail-address signs count only in text messages (``is_text_message``): e-mails carry them by
nature, and the ``_LINK_PRESENT`` predicate lets the phishing composites still see e-mail links.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..digit_led import DigitLed
from . import text_asks, text_claims, text_obfuscation, text_payment, text_pressure
from ._mailform import is_one_block, is_text_message
from ._phrases import fast, needing, phrase, requiring
from .base import Rule
from .table import after

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

# Top-level domains common enough in links that a bare "name.tld" with no scheme, "www." or path is
# taken as a link. Word-like ones (.lol, .how, .today, .see) are left out: in chat, "ok.lol" is typing.
_LINK_TLDS = frozenset(
    [
        "com",
        "net",
        "org",
        "info",
        "biz",
        "top",
        "xyz",
        "site",
        "online",
        "club",
        "shop",
        "store",
        "link",
        "click",
        "icu",
        "vip",
        "cc",
        "co",
        "me",
        "us",
        "io",
        "ly",
        "gd",
        "to",
        "in",
        "uk",
        "ca",
        "ru",
        "cn",
        "tk",
        "ml",
        "ga",
        "cf",
        "gq",
        "app",
        "page",
        "support",
        "services",
        "cloud",
        "buzz",
        "cyou",
        "sbs",
        "bond",
        "pw",
        "de",
        "fr",
        "ng",
        "au",
    ]
)
# Fallback for links the extractor does not report (bare "site.top/abc" forms).
_BARE_LINK = fast(
    r"\b(?:https?://|www\.)\S{3,}"
    r"|\b[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:" + "|".join(sorted(_LINK_TLDS)) + r")/[^\s]{2,}"
)


def _credible(url: str) -> bool:
    """A real link rather than two words joined by a dot ("ok.lol", "k.how")."""
    u = url.casefold()
    if "://" in u or u.startswith("www."):
        return True
    host, slash, path = u.partition("/")
    if slash and len(path) >= 2:
        return True
    return host.rsplit(".", 1)[-1] in _LINK_TLDS


def _any_link(ctx: TextContext) -> str | None:
    for url in ctx.entities.urls:
        if _credible(url):
            return url
    text = ctx.subject
    if "/" not in text and "www" not in text:
        return None  # every bare link has a scheme's "//", a "www." or a path: spare the scan
    m = _BARE_LINK.search(text)
    return m.group(0) if m is not None else None


def _hit_if_short(ctx: TextContext, predicate: str) -> str | None:
    """The evidence of ``predicate`` in a text-message-sized text (in e-mail, links and addresses
    are the norm; see ``is_text_message``)."""
    if not is_text_message(ctx):
        return None
    hit = ctx.hits.get(predicate)
    return None if hit is None else hit.evidence


def _link(ctx: TextContext) -> str | None:
    return _hit_if_short(ctx, "_LINK_PRESENT")


_WORD = re.compile(r"[a-z0-9']+")


_FEW_WORDS = 20  # most smishing texts say little beyond the link; short e-mails say more


# The requests, claims and ways to pay that explain a link, as read since this rule was measured:
# those of the families of claims, asks and payments (not the e-mail scripts' or a language's).
_EXPLAINING = tuple(
    r.id
    for family in (text_obfuscation, text_pressure, text_claims, text_asks, text_payment)
    for r in family.RULES
    if r.weight > 0 and r.group in ("ask", "claim", "payment")
)


_LABEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def _site_name(url: str) -> bool:
    """A host name and nothing else: no scheme, path, query or port ("www.iaeng.org", "iaeng.org")."""
    labels = url.casefold().rstrip("/.").split(".")
    return (
        len(labels) >= 2
        and all(label and _LABEL_CHARS.issuperset(label) for label in labels)
        and labels[-1].isalpha()
        and len(labels[-1]) >= 2
    )


def _only_site_names(ctx: TextContext) -> bool:
    """Every link is a plain site name ("www.redcrossnigeria.org", "iaeng.org"): a web address given
    by name, as people talk about a site, rather than a link to a page."""
    urls = ctx.entities.urls
    return is_one_block(ctx) and bool(urls) and all(_site_name(u) for u in urls)


def _unexplained_link(ctx: TextContext) -> str | None:
    """A link with almost no words around it: nothing tells you who sent it or why."""
    link = _link(ctx)
    if link is None or _only_site_names(ctx):
        return None
    if any(rid in ctx.hits for rid in _EXPLAINING):
        # The only explanation is a request, a claim or a way to pay: still no reason to trust the
        # link. (Counting words alone would let a scam shed this sign by adding its own request.)
        return link
    rest = ctx.subject
    for url in (*ctx.entities.urls, *(m.group(0) for m in _BARE_LINK.finditer(ctx.subject))):
        rest = rest.replace(url.casefold(), " ")
    return link if len(_WORD.findall(rest)) <= _FEW_WORDS else None


_LINK_PROMPT = phrase(
    r"click (?:here|the link|this link|on the link|below|the button|now|to|the url)",
    r"click (?:on )?(?:the|this) (?:secure|following|below) link",
    r"(?:access|see (?:her|me|them|it|more)|find (?:it|them|out more)|details|watch|view) (?:here|below)",
    r"tap (?:here|the link|this link|below|to|on the link|link)",
    r"(?:visit|follow|open|use|via|in|at|on|through) (?:the|this|our) (?:link|url|website below|secure link)",
    r"(?:link|url) (?:below|above)",
    r"log ?in (?:here|now|at|to your account|below|via)",
    r"sign in (?:here|now|at|below|via)",
    r"(?:go|head) to (?:the link|this link)",
)

# A date or a timestamp ("expires on 2014-08-06", "balance as at 12/04/2014 21:19") has the digits of
# a number but is never one to call; carrier and bank notices are full of them. Nor is a price and its
# change in a stock table ("AT&T Corp 9.78 -2.30").
_DATE = r"\d{4}-\d\d-\d\d(?!\d)|\d\d?[/.-]\d\d?[/.-](?:\d{4}|\d\d)(?![\d/-]|\.\d)"
_PRICE_CHANGE = r"\d{1,4}\.\d\d\s{1,3}[-+]?\d{1,4}\.\d\d\b"
_IP_ADDRESS = r"\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?!\d|\.\d)"  # "type in 127.0.0.1": an address, not a number
_PHONE = r"(?:(?!" + _DATE + r"|" + _PRICE_CHANGE + r"|" + _IP_ADDRESS + r")\+?\d[\d ().-]{7,15}\d)"
_PRESS_WORDS = r"\bpress (?:one|1|9|nine)\b"  # the one way to call that names no number
# The first gap is possessive: it holds no digit nor "+" and a number opens with one, so only its
# longest run can end at the number (a lazy gap tried the number at each of its 30 lengths, after
# each of the ~200 "on", "at", "no" of a long e-mail).
_CALL = fast(
    r"\b(?:call|ring|dial|phone|contact|reach|call us|text|txt|send|sms|helpline|hotline|customer (?:care|service|"
    r"support)|support|on|at|number|no|tel|ph)\b[^.!?\n\d+]{0,30}+"
    + _PHONE
    + r"|\b(?:contact|call|ring) us\b[^\n]{0,60}?"
    + _PHONE
    + r"|\b(?:send|text|txt|sms)\b[^\n]{0,25}?\bto\s?"
    + _PHONE
    + r"|"
    + _PRESS_WORDS
)
# Where _PHONE matches, this matches too (at the "+" or at the digit after it); a leading class
# lets the regex engine skip ahead, where "\+?\d" made it try every character of a long text.
_A_PHONE = DigitLed(r"[+\d][\d ().-]{7,15}\d")
_PRESS = re.compile(_PRESS_WORDS)


def _call_number(ctx: TextContext) -> str | None:
    """``_CALL``'s first match. Every alternative but "press 1" ends in a phone number, and most
    texts hold none: one quick look for a number then spares the scan for "call", "on", "at"...
    that each would have to be followed by one; and "press 1" is looked for only where "press " is.
    The family is searched from the places the table's scan found (``requiring`` had it look for
    them), not from a scan of its own: ``_CALL.search`` scanned a long text again."""
    text = ctx.subject
    number = _A_PHONE.on(text).search(text) is not None
    m = next(_CALL.finditer_in(ctx), None) if number else _pressed(text)
    return None if m is None else m.group(0)


def _pressed(text: str) -> re.Match[str] | None:
    """``_PRESS.search(text)``, tried only where "press " occurs: its leading ``\b`` had ``re`` try
    every position of a 20 kB text."""
    at = text.find("press ")
    while at != -1:
        m = _PRESS.match(text, at)
        if m is not None:
            return m
        at = text.find("press ", at + 1)
    return None


# UK premium-rate numbers (09xx) beside a prize or price-per-minute word, and the "call from a
# landline" / price-per-minute small print that goes with them (service numbers: _SERVICE below).
_PREMIUM = fast(
    r"\b(?:prize|award|won|cash|claim|voucher|win|winner)\b[^\n]{0,60}?(?<![\d+])09\d{2}[ -]?\d{3}[ -]?\d{3,4}(?!\d)"
    r"|(?<![\d+])09\d{2}[ -]?\d{3}[ -]?\d{3,4}(?!\d)[^\n]{0,80}?"
    r"(?:land ?line|ppm|p/min|p per min|/min|p/msg|per min|claim|prize|award|won|t&cs?|po ?box|18\+|16\+)"
    r"|\bland ?line\b[^\n]{0,40}?(?<![\d+])09\d{2}[ -]?\d{3}[ -]?\d{3,4}"
    r"|\b(?:from (?:a |your )?land ?line|\d{1,3} ?ppm|\d{1,3} ?p ?/ ?min|\d{1,3}p per min(?:ute)?|"
    r"calls? cost \d{1,3}p)\b"
)
# UK service numbers (0870-0873, 0844-0845) charge the caller too. Prize texts use them bare ("call
# 08712300220 to claim"), but in an e-mail they are how UK firms of the 2000s gave their booking
# and help lines ("Direct Reservations on 0871 246 0002"), so there they need the prize context.
# No end boundary: SMS small print glues the price on ("08700621170150p a msg").
_SERVICE = fast(r"(?<![\d+])08(?:7[0-3]|4[45])[ -]?\d{3}[ -]?\d{3,4}")
# Near the number: a prize or a per-minute price. Not "claim" (an insurer's claims line) nor
# "cash" (a cash machine), and "won" is not "won't".
_PRIZE_NEAR = re.compile(r"\b(?:prizes?|awards?|won(?!['’]t)|vouchers?|win|winners?|rewards?|ppm|per min)\b|/min\b")


_E_MAIL_NOTICE = (
    "From: The Travel Team <travel@example.co.uk>\nSubject: Travel insurance for your trip\n\n"
    "Book online at our website, or call Direct Reservations on\n"
    "0871 246 0002 (UK), Monday to Friday.\n\nThe Travel Team"
)


def _premium(ctx: TextContext) -> str | None:
    found = _PREMIUM(ctx)
    if found is not None:
        return found
    text = ctx.subject
    sms = is_text_message(ctx)
    for m in _SERVICE.finditer_in(ctx):
        # within 80 characters, in the number's own paragraph (a sentence wraps; a blank line ends it)
        par = text.rfind("\n\n", 0, m.start())
        start = max(0 if par < 0 else par + 2, m.start() - 80)
        end = text.find("\n\n", m.end())
        if sms or _PRIZE_NEAR.search(text, start, min(m.end() + 80, len(text) if end < 0 else end)):
            return m.group(0)
    return None


# "STOP", "HELP" and a bank's "BLOCK" (to block a card) are the sender's own keywords, not a lure's.
_SHORTCODE = fast(
    r"\b(?:type|reply|text|txt)\s[\"'“]?[a-z0-9]{1,10}[\"'”]?\s(?:to|2)\s(?:receive|claim|get|transmit|accept|"
    r"collect|activate)\b|"
    r"\b(?:text|txt|send|sms|reply)\s?:?\s(?:the word:?\s|word:?\s|back\s)?[\"'“]?(?!stop\b|help\b|block\b)"
    r"[a-z0-9]{2,12}"
    r"(?:\s[a-z0-9]{2,12}){0,2}[\"'”]?\s(?:to|2)\s(?:no:?\s?)?\d{4,6}\b"
)

_REPLY_ACTIVATE = fast(
    r"\breply\s(?:with\s|back\s|to the number\s)?[\"'“(]{0,2}(?:y|yes|1)\b[\"'”)]{0,2}[^.\n]{0,60}?"
    r"\b(?:link|activate|exit|re-?open|again|browser|receive|access|unlock)"
    r"|\b(?:exit|close|re-?open|reopen|quit) (?:the|this) (?:sms|text|message|imessage|app)\b"
    r"|\b(?:activate|enable) (?:the|this) link\b"
    r"|\bcopy (?:the|this) (?:link|url|address|web ?site) (?:to|into|in|and paste)"
)

_APPS = r"(?:whats ?app|telegram|signal app|wechat|viber|kik|line app|line id)"
_MOVE_APP = fast(
    r"\b(?:add|contact|message|text|chat|reach|dm|join|msg|write|talk|connect|follow|find|"
    r"(?<!i'll )(?<!i will )(?<!will )(?:reply|respond)) "
    r"(?:me |us |with |to us )?"
    r"(?:me |us |(?:our|my) (?:[a-z]+ ){1,2})?"
    r"(?:on|via|through|at|in|using)\s" + _APPS + r"\b"
    r"|\b" + _APPS + r"\b[^!?\n]{0,20}?(?:number|id|account|group|(?<!code):)\s?\+?\d"
    r"|\b(?:wa\.me|t\.me|chat\.whatsapp\.com|telegram\.me)/|\b(?:whatsapp|tg)://"
)

_EMAIL_ASK = fast(r"\b(?:e-?mail|contact|send|reply|write|claims?|details)\b[^!?\n]{0,40}?[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="_LINK_PRESENT",
        group="channel",
        weight=0,
        description="The text holds a link",
        fires=("Track it here: https://example.top/a1", "x " * 150 + "https://example.top/a1"),
        quiet=("See you at the park at 5", "ok.lol see you later"),
        check=_any_link,
    ),
    Rule(
        id="TEXT_HAS_LINK",
        group="channel",
        weight=16,
        description="Contains a link",
        fires=("Track it here: https://example.top/a1", "Go to parcel-help.top/abc now"),
        quiet=("See you at the park at 5", "Meet me at the station.", "ok.lol see you later"),
        check=after(_link, ("_LINK_PRESENT",)),
        reads=("_LINK_PRESENT",),
    ),
    Rule(
        id="TEXT_LINK_UNEXPLAINED",
        group="channel",
        weight=6,
        description="A link with nothing around it to say who sent it, only a request or a claim",
        fires=(
            "hi there example-deals.top/x7Yq",
            "Your gift is waiting https://example.top/g",
            "Hello, we tried to reach you several times this week about your account and we would like you to "
            "verify your identity today at https://example.top/v so that everything keeps working for you",
        ),
        quiet=(
            "Hi Sam, here are the photos from the trip last weekend, I hope you like them, the beach ones "
            "are my favourite and the sunset one is for your mum https://photos.example.com/album/1",
            "See you at 5",
        ),
        check=after(_unexplained_link, ("_LINK_PRESENT",)),
        reads=("_LINK_PRESENT", *_EXPLAINING),
    ),
    Rule(
        id="TEXT_LINK_PROMPT",
        group="channel",
        weight=6,
        description="Pushes you to click or tap a link",
        fires=("Click here to continue", "Please visit the link below"),
        quiet=("I clicked with her at once", "The link between them is strong"),
        check=_LINK_PROMPT,
    ),
    Rule(
        id="TEXT_CALL_NUMBER",
        group="channel",
        weight=8,
        description="Asks you to call or text a phone number",
        fires=(
            "Call us now on 0800 123 4567",
            "Contact customer care +1 (888) 555-0100",
            "Press 1 to speak to an agent",
        ),
        quiet=(
            "Call me when you are free",
            "I have 3 brothers",
            "Press 2 for billing, we call at 9",
            "Quote lookup: AT&T Corp 9.78 -2.30",
            "On your network, enter the server address 127.0.0.1. Then restart.",
            "Your loan EMI is due on 12-10-2026. Thank you",  # a date closing a sentence
        ),
        check=requiring(_CALL, _call_number),
        advice="Do not call numbers given in a message; use the number on the organisation's own website.",
    ),
    Rule(
        id="TEXT_PREMIUM_RATE",
        group="payment",
        weight=18,
        description="Points to a premium-rate number or paid text service",
        fires=(
            "Call 09061234567 from a landline to claim",
            "Calls cost 150ppm",
            "URGENT! Call 08712300220 now",
            _E_MAIL_NOTICE.replace("Direct Reservations", "to claim your prize"),
            "Win big tonight, call 0871 246 0002 now.\n-- \nThe Club",  # the prize word opens the text
        ),
        quiet=(
            "Call me on 07700 900123 tonight",
            "I scored 150 points",
            _E_MAIL_NOTICE,
            _E_MAIL_NOTICE.replace("Book online", "To make a claim, call our claims line or book online"),
            _E_MAIL_NOTICE.replace("(UK)", "(UK). We won't be able to take calls on Sundays."),
        ),
        check=needing(_premium, _PREMIUM, _SERVICE),
        category="prize",
        advice="Premium-rate numbers charge you per minute; do not call them to 'claim' anything.",
    ),
    Rule(
        id="TEXT_SHORTCODE",
        group="channel",
        weight=6,
        description="Asks you to text a keyword to a short number",
        fires=("Text WIN to 80082 now", "Reply CLAIM to 87121"),
        quiet=(
            "Text STOP to 80082 to opt out",
            "Send it to me later",
            # a bank's keyword to block a card, beside its alert (issue 19)
            "Not done by you? Call 1800 555 0100 or SMS BLOCK 4821 to 56161",
        ),
        check=_SHORTCODE,
    ),
    Rule(
        id="TEXT_REPLY_TO_ACTIVATE",
        group="channel",
        weight=15,
        description="Asks you to reply so that a link becomes clickable",
        fires=(
            "Reply Y, then exit the SMS and open it again to activate the link",
            "Please reply 1 to receive a secure link",
            'Reply "1" to this number, then tap the link to enter.',
        ),
        quiet=("Reply Y to confirm your dental appointment on Monday", "Please reply when you can"),
        check=_REPLY_ACTIVATE,
        advice="Replying to an unknown sender makes its links clickable and confirms your number; do not.",
    ),
    Rule(
        id="_EMAIL_CONTACT_ANY",
        group="channel",
        weight=0,
        description="Asks you to write to an e-mail address",
        fires=("For claims e-mail your code to claims@example.net",),
        quiet=("Thanks for the email",),
        check=_EMAIL_ASK,
    ),
    Rule(
        id="TEXT_EMAIL_CONTACT",
        group="channel",
        weight=8,
        description="Asks you to write to an e-mail address",
        fires=("For claims e-mail your code to claims@example.net",),
        quiet=("Her e-mail was long", "Thanks for the email"),
        check=after(lambda ctx: _hit_if_short(ctx, "_EMAIL_CONTACT_ANY"), ("_EMAIL_CONTACT_ANY",)),
        reads=("_EMAIL_CONTACT_ANY",),
    ),
    Rule(
        id="TEXT_MOVE_TO_APP",
        group="channel",
        weight=10,
        description="Moves the conversation to WhatsApp, Telegram or another app",
        fires=("Add me on WhatsApp to continue", "Contact our agent via Telegram", "Interested? Reply on WhatsApp"),
        quiet=(
            "The WhatsApp update changed the colours",
            "I lost my signal on the train",
            "Your WhatsApp code: 482-913. Do not share it.",
            "Sorry, in a meeting. I'll reply on WhatsApp later x",
        ),
        check=_MOVE_APP,
    ),
)
