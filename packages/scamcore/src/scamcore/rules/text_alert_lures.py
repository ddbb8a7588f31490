"""Text rules: a bank alert's layout wrapped around the lure no bank's alert carries.

The refund-callback and card-secret scams copy a transaction alert whole (an amount, a card's last
digits, a merchant, even a balance), because the layout reads as the bank's own voice. What they
cannot leave out is the ask: the card's PIN or full number sent back, or a call made at once or to
cancel the charge. A genuine alert states the card's last digits and says whom to call if it was
not you; it never asks for the card's secret and does not offer to cancel a purchase over the
phone. Here the alert's facts stand for the bank's name (``_GEN_ALERT_FACTS``), and beside one of
those asks they are a known scam's shape (``TEXT_COMBO_ALERT_LURE``). ``text_genuine_lures`` reads
the same asks as lures, so the layout's reduction gives way to them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._phrases import fast
from .base import Rule
from .model import Composite, rows
from .table import after
from .text_genuine_lures import code_typed_in, groups_of, lure_in_language

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

G = "genuine"

# A bank states the card's last digits and never asks for its PIN or full number by message. Written
# for the seven languages at once: each word list is short, and what makes it an ask is the verb that
# sends the secret back to the sender.
_SEND_BACK = (
    r"(?:reply|respond|answer|send|text|give|tell|share|forward|provide|confirm|"
    r"responda|responde|responder|conteste|contesta|env[ií]e|env[ií]a|enviar|mande|manda|indique|facilite|"
    r"comparta|partilhe|compartilhe|informe|confirme|r[ée]pondez|r[ée]pondre|envoyez|communiquez|donnez|"
    r"transmettez|indiquez|confirmez|antworten|antworte|senden|sende|schicken|nennen|mitteilen|teilen|geben|"
    r"best[äa]tigen|rispondi|risponda|rispondere|invia|invii|inviaci|comunica|comunichi|fornisci|fornisca|"
    r"indichi|conferma|confermi|antwoord|beantwoord|stuur|verstuur|geef|deel|bevestig)"
)
_CARD_SECRET = (
    r"(?:pin|pin[- ]?code|pincode|code pin|code secret|geheimzahl|cvv2?|cvc2?|card number|full card|"
    r"n[uú]mero (?:de |do |da )?(?:(?:su|tu|seu|sua|o|la) )?(?:tarjeta|cart[aã]o)|"
    r"num[ée]ro (?:de )?(?:(?:votre|ta|la) )?carte|kartennummer|numero (?:della |di )?(?:(?:tua|sua) )?carta|"
    r"kaartnummer)"
)
_CARD_SECRET_BACK = fast(rf"\b{_SEND_BACK}\b[^.!?\n]{{0,60}}?\b{_CARD_SECRET}\b")
# The warning a genuine alert gives instead: "never share your PIN", "ne communiquez jamais votre code
# PIN", "geben Sie Ihre PIN niemals weiter". A negation before the verb in its clause, or inside or
# just after the ask, makes it that warning.
_NOT_BEFORE = re.compile(
    r"(?:\b(?:not?|never|dont|do not|nunca|jam[aá]s|jamais|ne|n|nie|niemals|nicht|n[aã]o|mai|non|nooit|niet)"
    r"\b|n[’']t\b)[^.!?\n,;:]{0,30}$"
)
_NOT_WITHIN = re.compile(
    r"\b(?:never|not|nunca|jam[aá]s|jamais|niemals|nie|nicht|niemand\w*|n[aã]o|mai|nooit|niet|niemand|anyone|"
    r"nadie|personne|ningu[eé]m|nessuno)\b"
)
_AFTER_ASK = re.compile(r"[^.!?\n]{0,30}")


def _card_secret_back(ctx: TextContext) -> str | None:
    """An alert that asks for the PIN or card number back, not negated (the warning not to)."""
    if "_GEN_ALERT_FACTS" not in ctx.hits:
        return None
    text = ctx.subject
    for m in _CARD_SECRET_BACK.finditer_in(ctx):
        if _NOT_BEFORE.search(text, max(0, m.start() - 40), m.start()) is not None:
            continue
        tail = _AFTER_ASK.match(text, m.end())
        if _NOT_WITHIN.search(m.group(0) + (tail.group(0) if tail else "")) is not None:
            continue
        return m.group(0)
    return None


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_ALERT_ASKS_CARD_SECRET",
        group="ask",
        weight=18,
        description="A transaction alert that asks for the card's PIN or full number back",
        fires=(
            "Txn of USD 450.00 on card xx4821 at ACME. Avl bal USD 2,100.00. Reply with your card number and PIN",
            "Compra de 80,00 EUR con tarjeta terminada en 4821. Saldo 300,00 EUR. Responda con su PIN para anularla",
            "Zahlung von 80,00 EUR mit Karte ****4821. Kontostand 300,00 EUR. Senden Sie uns Ihre Geheimzahl",
        ),
        quiet=(
            "Txn of USD 450.00 on card xx4821 at ACME. Avl bal USD 2,100.00. Never share your card number or PIN",
            "Zahlung von 80,00 EUR mit Karte ****4821. Kontostand 300,00 EUR. Geben Sie Ihre PIN niemals weiter",
            "Reply with your PIN",
        ),
        check=after(_card_secret_back, ("_GEN_ALERT_FACTS",)),
        reads=frozenset({"_GEN_ALERT_FACTS"}),
        category="bank",
        advice="A bank never asks for your PIN or full card number by message.",
    ),
    Rule(
        id="_LURE_CARD_SECRET",
        group=G,
        weight=0,
        description="Asks for a code, the PIN or the card number, not to type in where you pay",
        fires=("Avl bal INR 500. Reply with your card number and PIN",),
        quiet=(
            "Avl bal INR 500. Send your account number and date of birth",
            "To authorise the purchase of EUR 25.90 at ACME, enter code 482913",
        ),
        check=lure_in_language(
            ("TEXT_ASK_CREDENTIALS", "TEXT_ALERT_ASKS_CARD_SECRET"), ("ASK_CREDENTIALS",), code_typed_in
        ),
        reads=frozenset(("TEXT_ASK_CREDENTIALS", "TEXT_ALERT_ASKS_CARD_SECRET", "_GEN_CODE_PURPOSE", "_GEN_CODE")),
        reads_groups=groups_of(("ASK_CREDENTIALS",)),
    ),
    # The layout copied around the one lure no bank's alert carries: it asks for the card's secret,
    # or pushes a call at once or to cancel the charge (the refund-callback scam). The alert's facts
    # stand for the bank's name here: the scam copies them so that the ask reads as the bank's.
    Composite(
        id="TEXT_COMBO_ALERT_LURE",
        group="combo",
        weight=38,
        description="A bank alert's layout that asks for the card's secret or pushes a call to cancel",
        fires=(
            "Card xx4821 charged USD 849.00 at ACME. Avl bal USD 120.00. Call immediately to cancel: 555 0143 2290",
            "Betaling van 849,00 EUR met kaart ****4821. Saldo 120,00 EUR. Antwoord met uw pincode om te annuleren",
        ),
        quiet=(
            "Card xx4821 charged USD 849.00 at ACME. Avl bal USD 120.00. Not you? Call the number on your card",
            "Card xx4821 charged USD 849.00 at ACME. Avl bal USD 120.00. Never share your PIN with anyone",
            "Call immediately to cancel: 555 0143 2290",
        ),
        needs=("_GEN_ALERT_FACTS", "_GEN_MESSAGE_SIZED", ("_LURE_CARD_SECRET", "_LURE_CALL_AT_ONCE")),
        quote=("_LURE_CARD_SECRET", "_LURE_CALL_AT_ONCE"),
        category="bank",
        advice="Do not call a number or reply to an alert; use the number on the back of your card.",
    ),
)
