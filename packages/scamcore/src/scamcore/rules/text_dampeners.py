"""Text rules: dampeners. Reassuring signs that take points off (group ``dampener``, floor -40).

Every dampener is gated on the *absence* of strong scam signs, never on their presence, so adding
a scam sign to a message can only remove a dampener, never add one: the score stays monotone.
The ham markers: links only to the named brand's own domain, the "never share this code" notice of
genuine one-time-code texts, a mobile operator's own menu code, a visit to a branch instead of a link,
a message that asks for nothing, and plain personal chat.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..brands import brand_for_domain
from ..relays import link_carries_other_page
from ..scoring import bare_name
from ._phrases import Gated, fast, is_short, mentioned, phrase, requiring
from .base import Rule
from .table import present
from .text_phishing import PHISH_TIERS, STRONG_SCRIPTS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES", "unofficial_links"]

# Hits after which no reassurance applies: the message asks for a secret, a payment by an unusual
# rail, or uses a trick no genuine sender uses.
_STRONG = frozenset(
    {
        "TEXT_ASK_CREDENTIALS",
        "TEXT_REPLY_TO_ACTIVATE",
        "TEXT_PAY_GIFT_CARD",
        "TEXT_GIFT_CARD_CODES",
        "TEXT_PAY_CRYPTO",
        "TEXT_PAY_WALLET",
        "TEXT_PAY_WIRE",
        "TEXT_PREMIUM_RATE",
        *STRONG_SCRIPTS,  # a 419 letter, sextortion or a callback script citing a real website
    }
)
_ACTIONS = frozenset({"ask", "payment", "channel", "fraud"})
# Anyone can open a chat, profile, page or short link on these, so their domain says nothing about the sender.
_OPEN_PLATFORMS = frozenset(
    {"WhatsApp", "Telegram", "Facebook", "Instagram", "LinkedIn", "X (Twitter)", "TikTok", "Snapchat", "Google"}
)


def _strong(ctx: TextContext) -> bool:
    return any(rid in ctx.hits for rid in _STRONG)


def unofficial_links(ctx: TextContext) -> bool:
    if ctx.links:
        return not all(_is_official(link.official, link.registrable_domain, link.url) for link in ctx.links)
    return "TEXT_HAS_LINK" in ctx.hits


def _is_official(official: bool, domain: str, url: str) -> bool:
    brand = brand_for_domain(domain)
    if brand is not None and (brand.name in _OPEN_PLATFORMS or link_carries_other_page(url, domain)):
        return False
    return official or brand is not None


# An e-mail shows the address a link claims, not where its anchor goes: credential phishing copies
# the brand's own template, footer links and all, so beside two or more of its stock pretexts the
# brand's address in the text reassures nothing (the link analysis still sees the address itself).
def _official_link(ctx: TextContext) -> str | None:
    """Every link is on the own domain of a brand the text names (and nothing stronger fired).
    Beyond a text message's length, one link at least must be written as a link: a brand's name
    written bare in prose ("as seen on Example.com") is a mention (``scoring.links_discounted``)."""
    if not ctx.links or _strong(ctx) or any(t in ctx.hits for t in PHISH_TIERS):
        return None
    if not is_short(ctx) and all(bare_name(link.url) for link in ctx.links):
        return None
    named = {b.name for b in mentioned(ctx.subject)}
    for link in ctx.links:
        brand = brand_for_domain(link.registrable_domain)
        if brand is not None and brand.name.casefold() in ctx.subject:
            named.add(brand.name)  # "Amazon" named plainly, even where the alias table wants more
        if brand is None or brand.name not in named or brand.name in _OPEN_PLATFORMS or link.imitates:
            return None
        if link_carries_other_page(link.url, link.registrable_domain):
            return None
    return ctx.links[0].registrable_domain


_NEVER_SHARE = fast(
    r"\b(?:do not|don'?t|never|not to) (?:share|give|tell|disclose|forward|reveal|send)\b[^.!?\n]{0,40}?"
    r"\b(?:code|otp|pin|password|passcode|it|this|details)\b"
    r"|\b(?:will|would|shall) never (?:ask|call|text|email|request|contact)"
    r"|\bnever (?:ask|asks|request|requests) (?:you |for )"
    r"|\bno one (?:from|at) [^.!?\n]{0,30}(?:will|would) (?:ever )?ask"
)


def _reassuring(pattern: Gated, unless: Callable[[TextContext], bool]) -> Callable[[TextContext], str | None]:
    """A reassuring sign: ``pattern``'s wording, unless a strong warning sign fired or ``unless``
    holds. Marked as requiring ``pattern``, so the rule table skips it where the wording is absent."""

    def check(ctx: TextContext) -> str | None:
        return None if _strong(ctx) or unless(ctx) else pattern(ctx)

    return requiring(pattern, check)


_never_share = _reassuring(_NEVER_SHARE, unofficial_links)


_CODE_GIVEN = fast(
    r"\b(?:code|otp|pin|passcode|password)(?: is|:| -)\s?[a-z]?-?\d{4,8}\b"
    r"|\b[a-z]?-?\d{4,8} is your (?:[a-z]+ ){0,3}(?:code|otp|pin|passcode|password)\b"
)


_code_given = _reassuring(_CODE_GIVEN, lambda ctx: unofficial_links(ctx) or "TEXT_CALL_NUMBER" in ctx.hits)


def _no_ask(ctx: TextContext) -> str | None:
    if any(f.weight > 0 and f.group in _ACTIONS for f in ctx.hits.values()):
        return None
    if "_LINK_PRESENT" in ctx.hits or "_EMAIL_CONTACT_ANY" in ctx.hits:
        return None  # in a long text the link sign is not scored, but the link is still there
    return "no link, number, payment or request"


# A mobile operator's own menu code ("dial *828# to subscribe", "*155*3#"): operators in much of Africa
# and Asia sell bundles this way. Codes that forward your calls (*21*, *61*, *62*, *67*, *002*, *004*)
# or carry a phone number or an amount to send money are what scammers ask you to dial, so they never count.
_USSD = fast(r"(?<![\w*#])\*(?!(?:21|61|62|67|002|004)\*)\d{2,4}(?:\*\d{1,4}){0,2}#")


_operator_menu = _reassuring(_USSD, lambda ctx: "TEXT_MOVE_TO_APP" in ctx.hits)


# Sent to a branch, not to a link: "update your e-mail address at any FirstBank branch ONLY". A bank's
# own notice does this; phishing wants the details typed into its page, so a link turns it off.
_IN_PERSON = fast(
    r"\b(?:at|visit|to|in) (?:any|a|your nearest|the nearest|our nearest|your|one of our) (?:[a-z]+ ){0,2}"
    r"branch(?:es)?\b"
)


_in_person = _reassuring(_IN_PERSON, lambda ctx: "_LINK_PRESENT" in ctx.hits)


_CHAT = phrase(
    r"lol",
    r"haha+",
    r"hehe+",
    r"lmao",
    r"omg",
    r"btw",
    r"u r",
    r"luv",
    r"love (?:you|u|ya)",
    r"miss (?:you|u|ya)",
    r"see (?:you|u|ya)",
    r"c u",
    r"gonna",
    r"wanna",
    r"dinner",
    r"lunch",
    r"tmr",
    r"tmrw",
    r"nite",
    r"gud",
    r"hw r u",
    r"how are (?:you|u)",
    r"how r u",
    r"i'?m",
    r"i'?ll",
    r"i was",
    r"wat",
    r"dunno",
    r"ok(?:ay|ie)?",
    r"hey",
    r"babe",
    r"dear",
    r"darling",
    r"sweetie",
    r"tonight",
    r"yesterday",
    r"home",
    r"sleep",
    r"later",
)


_PLAIN_LINK = frozenset({"TEXT_HAS_LINK", "TEXT_LINK_UNEXPLAINED"})
_NOT_CHAT = (
    "TEXT_CLAIM_PRIZE",
    "TEXT_ASK_CREDENTIALS",
    "TEXT_COMBO_FAMILY",
    "TEXT_ADULT_LURE",
    "TEXT_DATING",
    "TEXT_DATING_LINK",
    "TEXT_STRANGER_OPENER",
    "TEXT_PAID_FOR_PHOTO",
    "TEXT_SUGAR_OFFER",
    "TEXT_BOSS_OPENER",
)


def _conversational(ctx: TextContext) -> str | None:
    """Two or more chat markers and nothing that points elsewhere but, at most, a plain link
    (friends share links): no number, app move, payment, prize or lure."""
    for rid, f in ctx.hits.items():
        if f.weight > 0 and (f.group in ("payment", "fraud") or (f.group == "channel" and rid not in _PLAIN_LINK)):
            return None
    if any(rid in ctx.hits for rid in _NOT_CHAT):
        return None
    found: list[str] = []
    for m in _CHAT.finditer_in(ctx):
        if m.group(0) not in found:
            found.append(m.group(0))
            if len(found) == 2:
                return ", ".join(found)
    return None


# A host anyone can publish on, or one that hides where it goes, says nothing about who runs it.
_NOT_OWN = frozenset({"URL_FREE_HOSTING", "URL_SHORTENER", "URL_IP_HOST", "URL_NESTED_LINK", "URL_RANDOM_NAME"})


def _own_site_links(ctx: TextContext) -> str | None:
    """A newsletter's links to its own site: the e-mail names, in its words, every site its risky
    links go to ("Your Daily Dilbert" -> dilbert.com/.../login.html). A kit's host is someone else's
    hacked site or a made-up name, which the lure's words do not name."""
    if is_short(ctx) or _strong(ctx) or any(t in ctx.hits for t in PHISH_TIERS):
        return None
    risky = [link for link in ctx.links if any(f.weight > 0 for f in link.findings)]
    if not risky:
        return None
    text = ctx.subject
    named: list[str] = []
    for link in risky:
        label = link.registrable_domain.split(".", 1)[0]
        if len(label) < 4 or link.imitates or brand_for_domain(link.registrable_domain) is not None:
            return None
        if any(f.rule_id in _NOT_OWN for f in link.findings):
            return None
        if re.search(rf"(?<![\w./@-]){re.escape(label)}(?![\w.@-])", text) is None:
            return None
        named.append(link.registrable_domain)
    return ", ".join(dict.fromkeys(named))


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_OWN_SITE_LINKS",
        group="dampener",
        weight=-20,
        description="An e-mail whose odd links all go to the site it names itself",
        fires=(
            "Your daily Comicstrip, 12 July\n\nYou are subscribed to the HTML edition of Comicstrip. To change "
            "your settings, log in at http://www.comicstrip.com/newsletter/login.html and choose text. "
            + "See you tomorrow. "
            * 40,
        ),
        quiet=(
            "Your mailbox is full\n\nLog in at http://www.example-hosting.com/login.html to keep your mail. "
            + "Thank you. " * 40,
            "Your Comicstrip: log in at http://www.comicstrip.com/login.html",
        ),
        check=present("links", _own_site_links),
        reads=_STRONG | set(PHISH_TIERS),
    ),
    Rule(
        id="TEXT_OFFICIAL_LINK",
        group="dampener",
        weight=-20,
        description="Links only to the named company's own website",
        fires=("USPS: your parcel is out for delivery, track at https://usps.com/track",),
        quiet=(
            "USPS: your parcel is on hold, pay at https://usps-redelivery.top/pay",
            "I am a director of Amazon.com and I chose you for a gift. " + "God bless you. " * 40,
        ),
        check=present("links", _official_link),
        reads=_STRONG | set(PHISH_TIERS),
    ),
    Rule(
        id="TEXT_NEVER_SHARE_NOTICE",
        group="dampener",
        weight=-15,
        description="Warns you never to share your code, as genuine code texts do",
        fires=("Your code is 482913. Do not share it with anyone.", "We will never ask for your PIN."),
        quiet=("Your code is 482913. Reply with it to verify.", "Share the photos with me"),
        check=_never_share,
        reads=_STRONG | {"TEXT_HAS_LINK"},
    ),
    Rule(
        id="TEXT_CODE_NOTICE",
        group="dampener",
        weight=-10,
        description="Gives you a one-time code rather than asking for one",
        fires=("Your verification code is 482913", "482913 is your login code"),
        quiet=("Send us the code you received", "The door code changed"),
        check=_code_given,
        reads=_STRONG | {"TEXT_HAS_LINK", "TEXT_CALL_NUMBER"},
    ),
    Rule(
        id="TEXT_OPERATOR_MENU",
        group="dampener",
        weight=-12,
        description="Points to a mobile operator's own menu code, as operators' notices do",
        fires=("Get the latest videos for N5! Dial *828# to subscribe", "Pick a bundle for the weekend, dial *155*3#"),
        quiet=(
            "To activate, dial *21*07700900123# now",
            "Dial *126*1*1*0241234567*500# to send the fee",
            "Press *828# to pay your fine with gift cards",
        ),
        check=_operator_menu,
        reads=_STRONG | {"TEXT_MOVE_TO_APP"},
    ),
    Rule(
        id="TEXT_IN_PERSON",
        group="dampener",
        weight=-12,
        description="Sends you to a branch in person rather than to a link",
        fires=("Kindly update your email address at any FirstBank branch ONLY",),
        quiet=(
            "Your account is locked. Verify at https://example.top/v or at a local branch",
            "Send your PIN to 0800 123 456 or visit any branch",
        ),
        check=_in_person,
        reads=_STRONG | {"_LINK_PRESENT"},
    ),
    Rule(
        id="TEXT_NO_ASK",
        group="dampener",
        weight=-8,
        description="Asks for nothing: no link, number, payment or request",
        fires=("Your bank branch opens at 9 on Monday",),
        quiet=("Pay the fee at https://example.top/p", "news " * 100 + "https://example.com/a"),
        check=_no_ask,
        reads=("_LINK_PRESENT", "_EMAIL_CONTACT_ANY"),
        reads_groups=_ACTIONS,
    ),
    Rule(
        id="TEXT_PERSONAL_CHAT",
        group="dampener",
        weight=-10,
        description="Reads like a personal chat with nothing to click, call or pay",
        fires=("haha ok see you at dinner tonight",),
        quiet=("lol ok, send 50 via Western Union tonight", "hey, click here https://example.top/x lol"),
        check=requiring(_CHAT, _conversational),
        reads=_NOT_CHAT,
        reads_groups=("payment", "fraud", "channel"),
    ),
)
