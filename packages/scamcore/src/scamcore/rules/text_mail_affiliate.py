"""Text rules: the affiliate-marketing mail lure, in English.

"Doctors are stunned: this one simple ritual burns belly fat. See if you qualify. This is an
advertisement; to stop receiving messages, write to: 123 Main St...": mail sent by an affiliate
who is paid per click or sign-up, for a diet pill, a "government-sponsored" solar panel, a home
warranty, a timeshare exit or a pill without prescription, through a tracking link of his own.
Nothing in it is a lie one phrase at a time, and a retailer's genuine newsletter names a product
and a price cut too. What the affiliate must write and the retailer does not is the pair: the
disclaimer that the mail is a third party's advertisement with an opt-out by post or by reply
(the law asks the bulk sender for one, a shop's own list gives an account page), beside the
miracle claim, the "do you qualify" hook or the income promise that the product's own brand
would not sign. So they are a ``Script`` scored by how many one mail holds, that needs one
member of the affiliate's own (a price cut or an insurance quote alone is every shop's
newsletter). Written from consumer agencies' public warnings about health-product and
"free solar" spam.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import gated
from .base import Rule
from .model import Member, Script, Tier, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_MEMBERS: tuple[Member, ...] = (
    Member(
        "_AF_AD_NOTICE",
        "Says the mail is an advertisement, or was sent by a third-party marketer",
        gated(
            r"this (?:e-?mail |message )?is an? (?:paid )?(?:advertisement|ad\b|advertising|marketing message"
            r"|commercial (?:message|e-?mail)|promotional (?:message|e-?mail))"
            r"|(?:sent|brought to you) by an? (?:third|3rd)[- ]party|(?:third|3rd)[- ]party (?:marketing|advertis)"
        ),
        (
            "This is an advertisement.",
            "You got this offer because it was sent by a third-party advertiser we work with",
        ),
        "The advertisement for the flat is in Sunday's paper",
    ),
    Member(
        "_AF_POSTAL_OPTOUT",
        "Offers an opt-out by writing to a postal address",
        gated(
            r"(?:or|you (?:may|can) also|by) writ(?:e|ing) (?:to us )?(?:at|to)\b:?"
            r"|send (?:a|your) (?:written )?(?:request|letter) to:?"
        ),
        ("To stop these mails, click here or write to: 12 Example Road", "You may also write to us at PO Box 9"),
        "I will write to the council tomorrow",
    ),
    Member(
        "_AF_REPLY_OPTOUT",
        "Offers an unsubscribe by replying to the mail",
        gated(r"unsubscribe[^.!?\n]{0,40} by (?:replying|reply) to this e-?mail"),
        ("Unsubscribe from this list by replying to this email",),
        "Reply to this email to confirm the meeting",
    ),
    Member(
        "_AF_HEALTH_CLAIM",
        "Sells a weight-loss, hair, sugar or sexual-health remedy",
        gated(
            r"erectile|\bed (?:treatment|meds|pills)|glp-1|ozempic|semaglutide|weight ?loss"
            r"|lose (?:up to )?\d{1,3} ?(?:lbs|pounds|kg)|burn(?:s|ing)? (?:belly |stubborn )?fat|belly fat|fat[- ]burn"
            r"|(?:regrow|thinning) (?:your )?hair|natural ingredient|blood sugar|tinnitus|neuropathy"
            r"|\bviagra\b|\bcialis\b"
        ),
        ("Melt belly fat while you sleep", "Lose 20 lbs without dieting"),
        "The gym reopens on Monday",
    ),
    Member(
        "_AF_MIRACLE",
        "Makes a miracle claim: doctors stunned, one simple trick, as seen on TV",
        gated(
            r"miracle|doctors? (?:hate|are stunned|recommend)|as seen on (?:tv|shark tank)|shark tank"
            r"|(?:one|this) (?:weird|simple|strange) (?:trick|ingredient|ritual)"
            r"|shock(?:ed|ing) (?:the )?(?:medical|doctors|scientists|discovery)|\d{1,2}/10 \w+ recommend"
            r"|(?:secret|trick) (?:doctors|banks|they)"
        ),
        ("This one weird trick shocked doctors", "As seen on TV!"),
        "The new trick the dog learnt",
    ),
    Member(
        "_AF_QUALIFY",
        "Asks whether you qualify, or promises something free at no cost to you",
        gated(
            r"(?:do|see if|find out if|check if) you qualify|could be yours"
            r"|gov(?:ernmen)?['’]?t[- ](?:sponsored|funded|program)|(?:zero[- ]cost|free) solar"
            r"|free home (?:protection|warranty)|home warrant(?:y|ies)|timeshare|free (?:credit )?score|free quote"
            r"|no (?:upfront|out-of-pocket) cost|no payments? for \d"
        ),
        ("See if you qualify for free solar panels", "A new bathroom with no upfront cost"),
        "You qualify for the final round of the chess cup",
    ),
    Member(
        "_AF_INCOME",
        "Promises an income from home",
        gated(
            r"(?:earn|make) (?:up to )?\$?\d[\d,]{0,7} (?:a|per) (?:day|week|month)|work from home|passive income"
            r"|financial freedom"
        ),
        ("Earn $500 a day from your sofa", "Passive income made simple"),
        "Our office will be closed for a day",
    ),
    Member(
        "_AF_OFFER",
        "Names a product affiliates push: quotes, insurance, IPTV, credit scores, singles",
        gated(
            r"compare (?:rates|quotes|insurance)|(?:home|life|car|auto) insurance (?:quotes?|rates?)|no medical exam"
            r"|sell your (?:house|home) fast|(?:slash|lower|cut) your (?:power|energy|electric(?:ity)?) bill|\biptv\b"
            r"|credit score|(?:lonely|single) (?:women|girls|moms|ladies)"
            r"|singles (?:near|in) (?:you|your)"
        ),
        ("Compare quotes from five insurers", "Lower your energy bill this winter"),
        "My car insurance is due in May",
    ),
    Member(
        "_AF_PRICE_CUT",
        "Cuts the price: up to 60% off, as low as $15 a month",
        gated(
            r"(?:up to |save )\d{2}% off|save up to \d{2}%|as low as \$\d|\d{2}% off (?:today|now)|for less\b"
            r"|(?:just|only) \$\d{1,3}(?:\.\d\d)?(?:/| a | per )(?:month|mo|year|yr)"
        ),
        ("Up to 60% off today only", "Cover as low as $15 a month"),
        "The price went up by 5%",
    ),
)

# the affiliate's own members: a price cut or a named product alone is any shop's newsletter
_OWN = tuple(m.id for m in _MEMBERS if m.id not in ("_AF_OFFER", "_AF_PRICE_CUT"))

RULES: tuple[Rule[TextContext], ...] = rows(
    Script(
        group="fraud",
        category="general",
        members=_MEMBERS,
        needs=(_OWN,),
        say_count=True,
        tiers=(
            Tier(
                3,
                "EMAIL_AFFILIATE_LURE_3",
                40,
                "Reads like an affiliate's advertising lure: a hook, an ad disclaimer, an opt-out",
                fires=(
                    "Doctors are stunned: melt belly fat in 10 days! https://example.top/r/1\n\nThis is an "
                    "advertisement. To stop receiving these, write to: 12 Example Road, Springfield",
                ),
                quiet=(
                    "Spring sale: up to 60% off all garden chairs!\n\nManage your preferences in your account.\n\n"
                    "The Garden Shop",
                ),
            ),
            Tier(
                2,
                "EMAIL_AFFILIATE_LURE_2",
                30,
                "Two phrases of an affiliate's advertising lure",
                fires=("See if you qualify for free solar panels https://example.top/s\n\nThis is an advertisement.",),
                quiet=(
                    "Home insurance quotes: compare quotes from five insurers. Up to 20% off your first year.\n\nThe "
                    "Example Insurance team",
                    "This is an advertisement for our own summer fair.\n\nThe Village Hall",
                ),
            ),
        ),
    ),
)
