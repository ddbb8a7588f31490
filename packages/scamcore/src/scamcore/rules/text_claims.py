"""Text rules: claims. The message says it comes from a bank, agency, courier, toll road or brand,
or that something happened to you (a failed delivery, a charge, a prize, a refund).

A claim is not a scam by itself (real banks and couriers send texts), so each rule is worth at most
15 points and the group is capped at 30; the verdict comes from claim + ask + channel (text_combos).
Brand names come from ``brands.brands_mentioned``; generic wording ("your bank") is matched here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..brands import Brand, aliases_where
from ._mailform import is_text_message
from ._phrases import Gated, fast, mentioned, needing, phrase
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["OTHERS_CONGRATULATED", "RULES", "named_brand"]

_BANK = phrase(
    r"your bank",
    r"(?:the|our) bank",
    r"bank (?:alert|notice|security|account|card|department|team|of [a-z]+)",
    r"(?:credit|debit|atm|visa|mastercard|master card|bank|ebt)[ -]?card",
    r"(?<=[a-z]{3} )bank ?[:|-]",
    r"online banking",
    r"(?:mobile|internet) banking",
    r"banking (?:app|application|details|alert|profile|access)",
    r"credit union",
    r"fcu",
    r"bvn",
    r"chase ?(?::|-|bank|alert|card|account|online|mobile|fraud)",
    r"wells ?farg ?o",
    r"navy ?federal",
    r"nfcu",
    r"bofa",
    r"b ?o ?a (?:card|alerts?)",
    r"sort code",
    r"account holder",
)

_GOVERNMENT = phrase(
    r"irs",
    r"i\.r\.s\.?",
    r"hmrc",
    r"dmv",
    r"dvla",
    r"ssa",
    r"social security (?:administration|office|benefits?)",
    r"medicare",
    r"medicaid",
    r"uscis",
    r"centrelink",
    r"tax (?:refund|rebate|return|credit|office|authority|department|agency)",
    r"(?:federal|state|local) government",
    r"gov(?:ernment|t)? (?:grant|payment|relief|benefit|assistance|support)s?",
    r"stimulus (?:check|payment)s?",
    r"unemployment (?:benefits?|claim|insurance)",
    r"edd",
    r"department of (?:motor vehicles|revenue|labou?r|transportation|treasury|health|justice)",
    r"customs and border",
    r"ministry of [a-z]+",
    r"council tax",
    r"(?:vehicle|road|motor) tax",
    r"tv licen[cs]e",
    r"inland revenue",
    r"(?:us |u\.s\. )?treasury(?: department)?",
    r"american rescue plan",
    r"federal (?:relief|grant|assistance|aid)",
    r"cra",
    r"gov\.uk",
)

# Police and federal agents do not open a case by text message. "This is Officer Daniels with the
# sheriff's office", "Deputy Ross here" is how the arrest-warrant, missed-jury-duty and "internet
# crimes" scams open (FTC and FBI warnings about government impersonation): the writer names
# themself as the officer, which news, forwarded stories and family chat about the police do not.
_RANKS = r"(?:officer|deputy|detective|sergeant|sgt|lieutenant|lt|agent|inspector|constable|marshal|investigator)"
_POLICE = phrase(
    rf"(?:this is|i am|i'?m|my name is) (?:police |federal |special |senior |chief )?{_RANKS} [a-z]{{2,}}",
    rf"{_RANKS} [a-z]{{2,}} here",
    r"(?:this is|i am|i'?m|my name is) [a-z]+(?: [a-z]+)? (?:with|from) the (?:[a-z']+ ){0,3}"
    r"(?:police(?: department)?|sheriff'?s (?:office|department)|marshals? service|fbi|dea|homeland security|"
    r"crimes? (?:unit|division|task force)|investigation (?:unit|division))",
)

_DELIVERY_WORDS = r"(?:package|parcel|shipment|delivery|consignment|courier|shipping)"
_DELIVERY_PROBLEM = fast(
    r"\b" + _DELIVERY_WORDS + r"s?\b[^!?\n]{0,60}?\b(?:could ?n[o']t|can ?n[o']t|cannot|was unable|"
    r"were unable|unable to|failed|not (?:be )?delivered|undeliverable|on hold|been (?:held|suspended|"
    r"returned|stopped|detained|seized|blocked|put on hold)|is (?:held|pending|suspended|waiting)|awaiting|"
    r"returned to|has arrived at (?:the|our) (?:warehouse|depot|facility)|(?:in|at) our (?:office|depot|warehouse)|"
    r"lost in transit|"
    r"not (?:being |been )?delivered|(?:was|is|were) (?:held|stopped|detained|returned|suspended)|held at|"
    r"distribution (?:center|centre|hub))"
    r"|\b(?:re-?deliver(?:y|ed)?|reschedule (?:your |the |a )?delivery|incomplete (?:address|information|"
    r"shipping)|arrange (?:a )?(?:new )?delivery|(?:address|zip ?code|post ?code|house number)s? "
    r"(?:format |information |details )?(?:is |was |are )?(?:incorrect|invalid|"
    r"incomplete|wrong|missing|unclear)|(?:customs|delivery|shipping|redelivery|postage|handling|clearance|"
    r"import|parcel) (?:fee|charge|dut(?:y|ies)|payment|cost)s?|missed (?:delivery|parcel|package)|"
    r"tried to deliver|delivery attempt|we missed you|(?:was|came) (?:at|to) your door|"
    r"(?:delivery|shipping) (?:failed|failure|exception|issue|problem))\b"
)

_COURIER = phrase(
    r"(?:your|the|a) (?:[a-z]+ )?(?:package|parcel|shipment|consignment)",
    r"courier",
    r"tracking (?:number|id|code|no)",
    r"postal service",
    r"post office",
    r"fedex",
    r"dhl",
    r"ups",
    r"royal mail",
    r"evri",
    r"hermes",
    r"parcelforce",
    r"canada post",
    r"australia post",
    r"auspost",
    r"usps",
    r"dpd",
    r"yodel",
)

_TOLL = phrase(
    r"e-?z ?pass",
    r"fas ?trak",
    r"sun ?pass",
    r"txtag",
    r"peach pass",
    r"i-?pass",
    r"pike ?pass",
    r"(?:nc )?quick ?pass",
    r"good to go",
    r"the toll roads",
    r"toll ?by ?(?:plate|mail)",
    r"e-?pass",
    r"toll (?:road|service|authority|notice|bill|invoice|charge|balance|payment|violation|fee|due)s?",
    r"(?:unpaid|outstanding|overdue|pending|owed|due) tolls?",
    r"tolls? (?:is |are |remains? )?(?:unpaid|outstanding|overdue|due|owed)",
)

_ACCOUNT_ALERT = phrase(
    r"(?:new|unusual|suspicious|unknown|unrecogni[sz]ed) (?:sign-?in|log-?in|login|device|access)",
    r"(?:sign-?in|log-?in|login) (?:attempt|detected|alert|from)",
    r"someone (?:has )?(?:tried|attempted|is trying) to (?:access|log|sign|use)",
    r"(?:password|passcode|pin) (?:has been |was )?(?:changed|reset|expired?)",
    r"if (?:this|it) (?:was|is) ?n[o']t (?:you|yourself)",
    r"if (?:this|it) (?:was|is) not (?:you|yourself)",
    r"not you\?",
    # "if you did not request it, ignore this e-mail" closes a link or code the reader asked for: it
    # reports nothing that happened, and asks nothing
    r"if (?:you|this) (?:do|did|does|was|is)(?: not|n'?t) (?:recogni[sz]e|authori[sz]e|make|perform|initiate|"
    r"request(?![^.!?\n]{0,60}?\bignore\b)|attempt|you|place|order)",
    r"security (?:alert|notice|warning|check|update)",
    r"account (?:alert|notice|notification|update|review|verification)",
    r"if unrecogni[sz]ed",
    r"(?:attempt|attempted|trying) to charge",
    r"charge attempt",
    r"transaction attempt",
    r"new ip address",
    r"attempting to (?:log ?in|sign ?in|access)",
    r"not made by you",
)

_DEVICE_SCARE = fast(
    r"\b(?:phone|device|iphone|android|computer|pc|mobile|laptop)\b[^!?\n]{0,30}?\b(?:has been |is |are |was )?"
    r"(?:compr[oi]mi[sz]ed|infected|hacked|breach(?:ed|ing))\b"
    r"|\b(?:virus(?:es)?|malware|spyware|trojans?)\b[^!?\n]{0,20}?\b(?:detected|found|infected|alert)"
    r"|\b(?:breaching|breached) (?:its|your) (?:mobile |phone |device )?security"
    r"|\bpotential risk to your (?:confidential |personal )?data"
    r"|\b(?:dangerous|malicious|infected|harmful) (?:files|apps|programs|software)\b"
    r"|\b(?:lost|stolen) (?:iphone|phone|device)\b|\blost mode\b"
    r"|\bsecurity (?:risks?|threats?) (?:detected|found)"
)

_CHARGE = fast(
    r"(?:charged|debited|deducted|billed|withdrawn|payment of|purchase of|order of|transaction of|debit of|"
    r"subscription of|renewed for|renewal of|invoice of)\s(?:for\s|with\s|by\s)?(?:usd\s?|us)?[$£€₦]\s?\d"
    r"|\b(?:rs|inr|rm|usd|gbp)\.? ?\d[\d,.]*\s(?:has been |was |is |have been |has )(?:charged|debited|deducted)"
    r"|[$£€₦]\s?\d[\d,.]*\s?(?:usd\s)?(?:has been |was |is |have been |will be |has |have )?(?:charged|debited|"
    r"deducted|withdrawn|billed|authori[sz]ed)"
    r"|\b(?:was|were|has been) used\b[^!?\n]{0,50}?[$£€₦]\s?\d"
    r"|\bsent (?:a )?payment (?:to [^!?\n]{0,30}?)?(?:for|of) (?:usd\s?)?[$£€₦]\s?\d"
    r"|\b(?:order|purchase|subscription|invoice) (?:id|number|no|#)\s?[:#]?\s?[a-z0-9-]{4,}[^!?\n]{0,60}"
    r"(?:charged|debited|deducted|billed|cancel)"
)

# Your own payment to the card or account, received: "Thank you for your payment of $120.00", "Your
# payment of $250.00 was received", "payment of $150.00 to your card has posted". A receipt of what
# you paid the issuer, not a charge to recognise. Each run is bounded (a few words, a short amount).
_OWN_PAYMENT_BEFORE = re.compile(r"\bthank(?:s| you) for (?:your |the )?$")
_OWN_PAYMENT_AFTER = re.compile(
    r"(?=[\d.,\s])[\d.,]{0,24}+\s?(?:(?!(?:not|yet|never)\b)[\w&'-]{1,20}+\s){0,8}?"
    r"(?:has been |have been |was |is |has )?(?:received|posted|credited|applied)\b"
)


def _charge(ctx: TextContext) -> str | None:
    """``_CHARGE``'s first match that is not the receipt of your own payment. Its matches come from
    the matcher (near the table's places in a long text: searched whole, 1.8 ms a 20 kB e-mail)."""
    text = ctx.subject
    for m in _CHARGE.finditer_in(ctx):
        if m.group(0).startswith("payment of") and (
            _OWN_PAYMENT_BEFORE.search(text, max(0, m.start() - 24), m.start())
            or _OWN_PAYMENT_AFTER.match(text, m.end())
        ):
            continue
        return m.group(0)
    return None


_WAITING = fast(
    r"\byou have (?:\d+|a|an|one) (?:new |unread |urgent |important )?(?:voice ?mails?|messages?|msgs?)\b"
    r"|\b(?:message|voice ?mail|parcel|package|payment|funds?) (?:is |are )?(?:waiting|pending) for you\b"
    r"|\bdeposited a new message\b"
)

_REFUND = fast(
    r"\b(?:refund|rebate|reimbursement|compensation|settlement|payout|cash ?back|grant|relief payment|"
    r"unclaimed (?:funds?|money|property))s?\b[^!?\n]{0,40}?\b(?:pending|approved|available|owed|due|"
    r"eligible|waiting|issued|ready|processed|awaiting|on hold|of [$£€₦]\s?\d)"
    r"|\b(?:eligible|entitled|qualif(?:y|ied)|approved) (?:for|to receive|to get) (?:a |an |your )?"
    r"(?:tax )?(?:refund|rebate|payment|compensation|grant|settlement|reimbursement|cash|loan)"
    r"|\byou (?:will |are going to |can )?(?:receive|get) (?:a |an |your )?(?:tax )?(?:refund|rebate)"
    r"|\b(?:refund|rebate|cash ?back)\b[^!?\n]{0,40}?\b(?:confirm|verif|authenticat|validat|claim)"
    r"|\b(?:been )?over-?charged\b"
    r"|\b(?:potential|possible) (?:[a-z]+ ){0,3}(?:payout|settlement|compensation)\b"
    r"|\b(?:you are|you're|we) (?:possibly |may )?(?:owed|owe you)\b"
)

# Word terms carry their own \b; a currency sign cannot follow \b after a space, so it stands apart.
_PRIZE_TERMS = (
    r"(?:\b(?:prize|cash|award|reward|jackpot|lottery|lotto|draw|sweepstakes?|raffle|giveaway|voucher|"
    r"gift|holiday|cruise|bonus|ipod|iphone|ipad|laptop|macbook|playstation|ps5|"
    r"\d[\d,]* ?(?:pounds|dollars|usd|gbp|naira|inr|euros?))|[$£€₦]\s?\d[\d,.]*)"
)
# "Congratulations to everyone who completed the course": a newsletter cheering others on. A prize
# scam congratulates the reader ("Congratulations! You have won", "congratulations to you").
OTHERS_CONGRATULATED = r"(?! to (?:everyone|everybody|all|each|every|our|the|those|these|this year'?s)\b)"

_PRIZE = fast(
    r"\b(?:won|win|winner|winning|awarded|selected (?:to|2) (?:receive|win|get)|chosen (?:to|2) (?:receive|win|get)|"
    r"been (?:specially )?(?:selected|chosen|picked)|entitled to|"
    r"(?:we have|we've|you were|you are|u r|you have been) (?:randomly |specially )?(?:selected|chosen))\b"
    r"[^!?\n]{0,50}?"
    + _PRIZE_TERMS
    + r"|"
    + _PRIZE_TERMS
    + r"\b[^!?\n]{0,30}?\b(?:winner|won|awarded|await(?:s|ing)? (?:you|collection|"
    r"your)|waiting for you|to be claimed|unclaimed|is yours)"
    r"|\b(?:you(?:'ve| have| are| r|'re)?|u(?: have| r)?|ur (?:mobile|number|phone)(?: number)?(?: has)?)"
    r" (?:just )?(?:won(?!['’]t)|been awarded|a winner|the winner|been selected)\b"  # "you won't go hungry"
    r"|\b(?:prize|cash|award)s? (?:is )?guaranteed\b|\bguaranteed (?:cash )?(?:prize|cash|award)\b"
    r"|\blucky (?:winner|draw|day|customer|number)\b|\bcongrat(?:ulation)?[sz]\b" + OTHERS_CONGRATULATED
)


# Brands so often impersonated that the bare word counts, even where the brand table needs a longer alias.
_BIG_BRANDS = phrase(r"amazon", r"apple (?:id|support|pay|care|store)", r"microsoft", r"netflix", r"walmart", r"costco")


def _brand_claim(categories: frozenset[str] | None) -> Callable[[TextContext], str | None]:
    """A check firing when a brand of one of ``categories`` (None: any other category) is named."""

    def check(ctx: TextContext) -> str | None:
        if categories is None:
            m = _BIG_BRANDS.search(ctx.subject)
            if m is not None:
                return m.group(0)
        for brand in mentioned(ctx.subject):
            if brand.name in _PAYMENT_APPS and _only_as_a_way_to_pay(brand, ctx.subject):
                continue
            if categories is None:
                if brand.category not in _NAMED_CATEGORIES and brand.name not in _CHAT_APPS:
                    return brand.name
            elif brand.category in categories:
                return brand.name
        return None

    return check


_NAMED_CATEGORIES = frozenset({"bank", "government", "delivery", "toll"})
# Person-to-person payment apps are named by friends as the way to pay ("send me $20 on Zelle",
# "te lo paso por Bizum"); that is not a claim to be the app. "Zelle: a payment of $500..." still is.
_PAYMENT_APPS = frozenset({"Zelle", "Venmo", "Cash App", "PayPal", "Bizum", "Revolut"})
_BY_WAY_OF = re.compile(
    r"\b(?:on|via|through|thru|with|using|by|over|in|por|par|con|mit|per|pelo)"
    r"(?: (?:my|your|ur|the|mi|tu|mon|ton|mein|dein|il|o|a))? $"
)


def _only_as_a_way_to_pay(brand: Brand, text: str) -> bool:
    """Every mention of the app follows "on", "via", "by"... (a way to pay, not a sender)."""
    found = False
    for alias in brand.aliases:
        start = text.find(alias)
        while start != -1:
            found = True
            if _BY_WAY_OF.search(text, max(0, start - 16), start) is None:
                return False
            start = text.find(alias, start + len(alias))
    return found


# Chat and social apps are named in ordinary messages as a place to talk ("text me on WhatsApp");
# naming one is not a claim to be it. Moving a chat there is scored by TEXT_MOVE_TO_APP instead.
_CHAT_APPS = frozenset({"WhatsApp", "Telegram", "Snapchat", "Instagram", "Facebook", "TikTok", "X (Twitter)", "Google"})


_any_other_brand = _brand_claim(None)


def named_brand(folded: str) -> str | None:
    """A bank, agency, courier or other brand named in case-folded text (chat apps aside)."""
    for brand in mentioned(folded):
        if brand.name not in _CHAT_APPS:
            return brand.name
    m = _BIG_BRANDS.search(folded)
    return None if m is None else m.group(0)


def _other_brand_named(ctx: TextContext) -> str | None:
    """Naming a brand is a sign in a short text; newsletters and lists name brands all the time."""
    return _any_other_brand(ctx) if is_text_message(ctx) else None


_other_brand = needing(
    _other_brand_named,
    _BIG_BRANDS,
    aliases_where(lambda b: b.category not in _NAMED_CATEGORIES and b.name not in _CHAT_APPS),
)


def _either(pattern: Gated, categories: frozenset[str]) -> Callable[[TextContext], str | None]:
    """The wording of ``pattern``, or a brand of ``categories`` named; the table skips it while
    neither the wording's literals nor one of those brands' aliases occurs."""
    brand = _brand_claim(categories)

    def check(ctx: TextContext) -> str | None:
        found = pattern(ctx)  # from the places the table's scan found: it looked for the wording's literals
        return found if found is not None else brand(ctx)

    return needing(check, pattern, aliases_where(lambda b: b.category in categories))


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_CLAIM_BANK",
        group="claim",
        weight=10,
        description="Claims to come from a bank or card issuer",
        fires=("Dear customer, your bank card needs attention", "Credit union alert: new payee added"),
        quiet=("Meet me by the river bank", "I paid for the taxi already", "can you send me $20 on zelle? pay u back"),
        check=_either(_BANK, frozenset({"bank"})),
        category="bank",
    ),
    Rule(
        id="TEXT_CLAIM_GOVERNMENT",
        group="claim",
        weight=12,
        description="Claims to come from a tax office or government agency",
        fires=("IRS: you have a pending tax refund", "HMRC notice about your tax rebate"),
        quiet=("The first day of term is Monday", "Let us irss the plan later"),
        check=_either(_GOVERNMENT, frozenset({"government"})),
        category="government",
    ),
    Rule(
        id="TEXT_CLAIM_POLICE",
        group="claim",
        weight=12,
        description="The writer says they are a police officer or federal agent",
        fires=(
            "This is Officer Daniels with the county sheriff's office",
            "Deputy Ross here, about your case",
            "I'm Mark from the internet crimes division",
        ),
        quiet=(
            "A police officer came to the school today",
            "I got a letter from the police about the bike",
            "it's detective work, honestly",
        ),
        check=_POLICE,
        category="government",
        advice="Police and courts do not settle warrants or fines by text; call the station's public number yourself.",
    ),
    Rule(
        id="TEXT_CLAIM_COURIER",
        group="claim",
        weight=5,
        description="Mentions a courier or a parcel",
        fires=("USPS: your package is on its way", "Your parcel from the courier"),
        quiet=("The pizza arrived hot", "Dinner is at eight"),
        check=_either(_COURIER, frozenset({"delivery"})),
        category="delivery",
    ),
    Rule(
        id="TEXT_DELIVERY_PROBLEM",
        group="claim",
        weight=14,
        description="Says a delivery failed, is on hold or needs a fee or address",
        fires=(
            "Your package could not be delivered due to an incomplete address",
            "A redelivery fee of $1.99 is required",
            "We tried to deliver your parcel today",
            "You have a package in our office sent to you by a company",
        ),
        quiet=("Your parcel was delivered to your front door", "Thanks for the delivery of the flowers"),
        check=_DELIVERY_PROBLEM,
        category="delivery",
        advice="Track parcels only on the courier's own website or app, typed in yourself.",
    ),
    Rule(
        id="TEXT_CLAIM_TOLL",
        group="claim",
        weight=15,
        description="Claims you owe a road toll",
        fires=("E-ZPass: you have an unpaid toll balance", "Final notice: outstanding toll charges"),
        quiet=("The bridge toll was included in the taxi fare", "Good to see you"),
        check=_either(_TOLL, frozenset({"toll"})),
        category="toll",
        advice="Toll operators' real notices can be checked on their official website, typed in yourself.",
    ),
    Rule(
        id="TEXT_ACCOUNT_ALERT",
        group="claim",
        weight=8,
        description="Looks like a security alert about your account",
        fires=("New sign-in detected from an unknown device", "If this was not you, let us know"),
        quiet=(
            "I signed the card for her birthday",
            "Was that you at the cinema?",
            "Here is the link you asked for. If you did not request it, you can ignore this e-mail.",
        ),
        check=_ACCOUNT_ALERT,
        category="account",
    ),
    Rule(
        id="TEXT_DEVICE_SCARE",
        group="claim",
        weight=12,
        description="Says your phone or computer is infected or hacked",
        fires=("Your phone has been compromised! Remove the virus now", "3 viruses detected on your device"),
        quiet=("My phone screen cracked", "The virus season is here, get your flu jab"),
        check=_DEVICE_SCARE,
        category="tech_support",
    ),
    Rule(
        id="TEXT_CLAIM_CHARGE",
        group="claim",
        weight=10,
        description="Reports a charge or order you may not recognise",
        fires=("Your card was charged $499.99 for an iPhone", "$350 has been debited from your account"),
        quiet=(
            "The tickets cost $20 each",
            "Please charge your phone before leaving",
            # a receipt of the payment you made to your card (issue 19)
            "Your payment of $250.00 was received on 15 March. Thank you!",
            "Thank you for your payment of $120.00. Questions? Call 1-800-555-0199.",
        ),
        check=needing(_charge, _CHARGE),
        category="invoice",
        advice="Check charges in your bank or shop account yourself; do not call numbers from the message.",
    ),
    Rule(
        id="TEXT_MESSAGE_WAITING",
        group="claim",
        weight=8,
        description="Says a message, payment or parcel is waiting for you",
        fires=("You have 1 new voicemail, call to listen", "A payment is waiting for you"),
        quiet=("I have a new message for you from mum", "We are waiting for you at the cafe"),
        check=_WAITING,
    ),
    Rule(
        id="TEXT_CLAIM_REFUND",
        group="claim",
        weight=12,
        description="Says a refund, rebate or payout is waiting for you",
        fires=("You are eligible for a tax refund", "Your refund of $230 is pending"),
        quiet=("The shop gave me a refund yesterday", "I got my money back at the till"),
        check=_REFUND,
        category="government",
    ),
    Rule(
        id="TEXT_CLAIM_PRIZE",
        group="claim",
        weight=15,
        description="Says you won a prize, cash or reward",
        fires=("Congrats! You have won a $1000 gift card", "Your number has been selected to receive a prize"),
        quiet=(
            "We won the match 3-1",
            "She is the winner of the spelling bee",
            "Did we win the game?",
            "The bakery is shut today, but you won't go hungry at the party.",
        ),
        notes="'Congratulations' alone is enough here: it only adds points with a link, number or claim ask.",
        check=_PRIZE,
        category="prize",
    ),
    Rule(
        id="TEXT_CLAIM_BRAND",
        group="claim",
        weight=8,
        description="Names a well-known company or service",
        fires=("PayPal: your account needs review",),
        quiet=("My friend Pal is coming over",),
        check=_other_brand,
        category="account",
    ),
)
