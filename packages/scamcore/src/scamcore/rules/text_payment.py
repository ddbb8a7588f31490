"""Text rules: payment. Ways to pay that a genuine organisation does not ask for by message:
gift cards, crypto, wire and money-transfer services.

Money that leaves this way is very hard to get back, which is why scammers insist on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import fast, requiring, unnegated
from .base import Rule
from .table import present

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_CARD_BRANDS = (
    r"(?:gift|itunes|apple|google ?play|steam|amazon|ebay|vanilla|razer gold|sephora|walmart|target|"
    r"best ?buy|visa gift|prepaid|e-?gift)"
)
_A_CARD = r"\b" + _CARD_BRANDS + r" ?(?:gift ?)?cards?\b"
_GIFT_CARD = fast(
    r"\b(?:buy|purchase|pay (?:with|in|using|via|by)|paid (?:with|in|via|by)|send|get me|pick up|scratch|"
    r"payment (?:in|by|via|with)|accept|pay|get|grab|obtain)\b[^!?\n]{0,40}?" + _A_CARD
)

# Told to get a card, not telling of one bought: "get a Walmart gift card", "buy 4 Apple cards",
# never "I've bought the cards", "did you get the card", "we got you a gift card".
_GET_A_CARD = fast(
    r"(?<!\bi )(?<!\bi've )(?<!\bi have )(?<!\bwe )(?<!\bwe've )(?<!\bwe have )(?<!\bi'll )(?<!\bwe'll )"
    r"(?<!\bdid you )(?<!\bhave you )(?<!\balready )"
    r"\b(?:buy|purchase|get|grab|obtain|pick up)\b[^!?\n.]{0,40}?" + _A_CARD
)
# What the buyer must hand over for the scammer to spend the card: its code, the numbers on it, or
# a photo of it or of its scratched back, sent to the writer or to their "agent".
_CARD_CODES = fast(
    r"\b(?:send|text|email|e-mail|share|forward|give|read|whatsapp|snap|take)\b"
    r"(?: me| us| him| her| the (?:agent|officer|technician|manager))?(?: all| both)?"
    r"(?: the| its| their| each| a)? (?:gift ?card |card )?"
    r"(?:codes?|pins?|numbers|code numbers|card numbers|numbers on (?:it|the back|them)|claim codes?|redemption codes?|"
    r"(?:pictures?|photos?|pics?|images?) of (?:the |each |both |it|them)?(?:backs?|cards?|codes?))"
    r"\b|\bscratch\b[^!?\n]{0,30}?\b(?:back|backs|silver|panel|strip)\b"
)


def _card_codes(ctx: TextContext) -> str | None:
    """The ask for a card's code after being told to get it: the step that makes a purchase
    someone else's money."""
    return _CARD_CODES(ctx) if _GET_A_CARD(ctx) is not None else None


_CRYPTO = fast(
    r"\b(?:send|pay|deposit|transfer|invest|buy|fund|top up|payment in|paid in)\b[^!?\n]{0,30}?"
    r"\b(?:bitcoin|btc|crypto(?:currency|currencies)?|usdt|tether|ethereum|eth|bnb|litecoin|ltc)\b"
    r"|\b(?:bitcoin|btc|crypto|usdt|eth|tether) (?:wallet|address|atm|payment|deposit)s?\b"
)

_WIRE = fast(
    r"\b(?:western union|moneygram|money ?gram|world ?remit|remitly|wire (?:transfer|the money|money|the funds)|"
    r"(?:send|pay|transfer)\b[^!?\n]{0,25}?\b(?:via|through|by|with|on|using|to my) (?:zelle|cash ?app|"
    r"venmo|paypal friends|apple cash|chime))\b"
)


def _first_wallet(ctx: TextContext) -> str | None:
    return ctx.entities.wallets[0].address if ctx.entities.wallets else None


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_PAY_GIFT_CARD",
        group="payment",
        weight=18,
        description="Asks for payment in gift cards",
        fires=("Buy two Apple gift cards and send me the codes", "Scratch the gift card and text me the code"),
        quiet=("Thanks for the gift, I love it", "I used my card at the shop"),
        check=unnegated(_GIFT_CARD),
        advice="No genuine business, agency or relative in trouble asks to be paid in gift cards.",
    ),
    Rule(
        id="TEXT_GIFT_CARD_CODES",
        group="ask",
        weight=30,
        description="Tells you to get gift cards and send their codes or a photo of them",
        fires=(
            "Buy 4 Google Play cards of $50 and send me the codes",
            "Get a Walmart gift card, snap a picture of the card and send it here",
            "Kindly get a Google Play card of $100 and send me the code, I'll refund you later",
        ),
        quiet=(
            "Here is your Amazon gift card code: 7HQ2-K9LP-44XZ. Enjoy!",
            "I got you a Steam gift card for your birthday, the code is in your email",
            "Did you get the Steam card for Jake? Send me the code and I'll write it in his card",
            "I've bought the Amazon gift cards for the remote folks, shall I forward the codes to you?",
            "Send me the codes for the wifi and the alarm please",
        ),
        check=requiring(_GET_A_CARD, _card_codes),
        advice="Whoever asks for gift card codes can spend them at once: never send codes or photos of cards.",
    ),
    Rule(
        id="TEXT_PAY_CRYPTO",
        group="payment",
        weight=14,
        description="Asks for payment or a deposit in cryptocurrency",
        fires=("Send the fee in Bitcoin to this wallet", "Deposit USDT to start earning"),
        quiet=("I read an article about bitcoin", "The crypto museum was closed"),
        check=unnegated(_CRYPTO),
        category="crypto",
        advice="Crypto payments cannot be reversed; never send crypto to someone who contacted you.",
    ),
    Rule(
        id="TEXT_PAY_WALLET",
        group="payment",
        weight=14,
        description="Contains a cryptocurrency wallet address",
        fires=("Send it to 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",),
        quiet=("My address is 14 High Street",),
        check=present("entities.wallets", _first_wallet),
        category="crypto",
    ),
    Rule(
        id="TEXT_PAY_WIRE",
        group="payment",
        weight=10,
        description="Asks for a wire or money-transfer payment",
        fires=("Send the money by Western Union today", "Pay via Zelle to release the item"),
        quiet=("The union meeting is on Friday", "I will send the photos later"),
        check=unnegated(_WIRE),
    ),
)
