"""Text rules: payment. Ways to pay that a genuine organisation does not ask for by message:
gift cards, crypto, wire and money-transfer services.

Money that leaves this way is very hard to get back, which is why scammers insist on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import fast, unnegated
from .base import Rule
from .table import present

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_CARD_BRANDS = (
    r"(?:gift|itunes|apple|google ?play|steam|amazon|ebay|vanilla|razer gold|sephora|walmart|target|"
    r"best ?buy|visa gift|prepaid|e-?gift)"
)
_GIFT_CARD = fast(
    r"\b(?:buy|purchase|pay (?:with|in|using|via|by)|paid (?:with|in|via|by)|send|get me|pick up|scratch|"
    r"payment (?:in|by|via|with)|accept|pay)\b[^!?\n]{0,40}?\b" + _CARD_BRANDS + r" ?(?:gift ?)?cards?\b"
    r"|\b" + _CARD_BRANDS + r" ?(?:gift ?)?cards?\b[^!?\n]{0,40}?\b(?:codes?|pins?|numbers?|pictures?|photos?|"
    r"scratch|back of)\b"
)

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
