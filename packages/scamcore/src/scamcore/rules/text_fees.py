"""Text rules: a fee that stands between you and your parcel, in the seven languages.

"Your order is awaiting payment of the import fee", "ausstehende Zollgebühr", "frais de douane en
attente de règlement", "não pagamento da taxa alfandegária": the parcel-fee lure has to name a fee
still owed, because the fee is what it collects (with the card details typed to pay it). The
language tables already see a held parcel (``DELIVERY_PROBLEM``) and a plain "pay the fee"
(``ASK_PAYMENT``); this row reads the fee said as a state ("pending", "awaiting payment"), which
those asks, written as orders, miss. A fee the message says was paid is no ask: "the customs fee
was paid" matches none of these phrases.

Searched in the text without accents, in every message: a lure this short is often taken for
another language, and each phrase names a customs, import, shipping or redelivery fee, which
ordinary chat does not.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._lang import in_plain, plain_first, plain_text
from ._phrases import fast, needing
from .base import Rule

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_S = r"[^.!?\n]"

_FEE_DUE = fast(
    # English
    r"\b(?:awaiting|pending|outstanding|unpaid|overdue|requires?|required|non-?payment of) (?:the )?(?:payment of )?"
    r"(?:an? |the |your )?(?:customs|import|redelivery|re-delivery|delivery|shipping|storage|clearance) "
    r"(?:fee|charge|dut(?:y|ies)|tax)"
    r"|\b(?:customs|import|redelivery|re-delivery|shipping|storage|clearance) (?:fee|charge|duty|tax)(?:es|s)? "
    r"(?:is |are |remains? )?(?:due|outstanding|unpaid|pending|required|to be paid|not (?:yet )?paid)"
    # Portuguese
    r"|\b(?:aguardando|aguarda|pendente|falta de pagamento|nao pagamento|necessario o pagamento) (?:o |do |da )?"
    r"(?:pagamento )?(?:da |do |das |dos |de )?(?:taxas?|impostos?|direitos|custos|portes)(?: de| da| do)? "
    r"(?:importacao|alfandeg\w*|aduaneir\w*|envio|reenvio|entrega|armazenamento|desalfandegamento)"
    r"|\b(?:taxas?|impostos?) (?:de importacao|alfandegari\w*|aduaneir\w*)" + _S + r"{0,30}?"
    r"(?:pendente|em aberto|por pagar|nao pag)"
    # Spanish
    r"|\b(?:pendientes? de pago|a la espera del pago|falta de pago|impago) (?:de )?(?:la |las |los |el )?"
    r"(?:tasas?|aranceles?|gastos|derechos) (?:de )?(?:aduana|importacion|envio|reenvio|entrega|almacenamiento)"
    r"|\b(?:tasas?|aranceles?|gastos) de (?:aduana|importacion|envio)" + _S + r"{0,30}?"
    r"(?:pendiente|impagad|sin pagar|por pagar)"
    # French
    r"|\b(?:en attente|attente|defaut) (?:du |de )?(?:paiement|reglement) (?:des |de |du )?(?:frais|droits|taxes?) "
    r"(?:de |d')?(?:douane|importation|livraison|reexpedition|port|stockage)"
    r"|\b(?:frais|droits|taxes?) (?:de |d')?(?:douane|importation|livraison|port)" + _S + r"{0,30}?"
    r"(?:impaye|a regler|en attente|non regle|a payer)"
    # German (a casefolded "ß" reads "ss")
    r"|\b(?:ausstehende|offene|unbezahlte|fallige) (?:zoll|liefer|versand|einfuhr|lager|zustell)(?:gebuhr|kosten|"
    r"abgabe)(?:en)?\b"
    r"|\b(?:zoll|liefer|versand|einfuhr|zustell)gebuhr(?:en)?" + _S + r"{0,30}?(?:offen|ausstehend|zu bezahlen|"
    r"zu zahlen|fallig|unbezahlt)"
    # Italian
    r"|\b(?:in attesa del|mancato) (?:pagamento )?(?:dei |delle |del |della )?(?:dazi|diritti|spese|tassa|tasse) "
    r"(?:doganal[ie]|di (?:dogana|spedizione|importazione|giacenza|consegna|sdoganamento))"
    r"|\b(?:dazi|spese|tasse?) (?:doganal[ie]|di (?:spedizione|giacenza|sdoganamento))" + _S + r"{0,30}?"
    r"(?:da pagare|non pagat|in sospeso)"
    # Dutch
    r"|\b(?:openstaande|onbetaalde) (?:invoerrechten|douanekosten|douaneheffing|verzendkosten|bezorgkosten|"
    r"opslagkosten|inklaringskosten)"
    r"|\b(?:invoerrechten|douanekosten|inklaringskosten)" + _S + r"{0,30}?(?:betalen|voldoen|openstaand)"
)

# A fee the message says is paid: the courier's receipt, not a demand ("not paid" stays a demand).
_PAID = re.compile(
    r"\b(?<!not )(?<!yet )(?<!nao )(?<!nicht )(?<!non )(?<!niet )(?<!no )(?<!pas )"
    r"(?:paid|pago|pagos|pagas|pagad[oa]s?|payes?|regles?|bezahlt|pagat[ie]|betaald)\b"
)


def _fee_due(ctx: TextContext) -> str | None:
    found = plain_first(_FEE_DUE, ctx)
    return None if found is None or _PAID.search(plain_text(ctx)) else found


RULES: tuple[Rule[TextContext], ...] = (
    Rule(
        id="TEXT_FEE_DUE",
        group="ask",
        weight=12,
        description="Says a customs, import or delivery fee is still owed on your parcel",
        fires=(
            "Your parcel is held: customs fee outstanding",
            "Seu pedido está aguardando o pagamento da taxa de importação!",
            "Status: ausstehende Zollgebühr",
            "Votre colis : frais de douane en attente de règlement",
        ),
        quiet=(
            "The customs fee was paid, your parcel is on its way",
            "Taxa de importação paga, obrigado",
            "We pay the shipping costs",
        ),
        check=needing(_fee_due, in_plain(_FEE_DUE), space="plain"),
        category="delivery",
        advice="Check any fee on the courier's own website or app, typed in yourself, not through the message.",
    ),
)
