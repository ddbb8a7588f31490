"""Text rules: the one-line notice lures of today's phishing mail, in the seven languages.

"Your order was blocked by customs! Protocol: 48213377", "Exclusive Black card invitation
awaiting validation. ID: 01234567", "Your points expire in 24 hours": notices whose whole message
is their subject line and a case number, the body being a button or an image (often lost when the
mail is saved or pasted). Each claim is read on its own row, as a claim: a parcel held at customs
(the fee still owed is ``text_fees``' TEXT_FEE_DUE), an exclusive card offered out of the blue,
loyalty points about to expire or to be turned into cash. ``TEXT_BARE_NOTICE`` adds the shape:
one of these claims (or a fee, a toll or an ID-document threat), a case number, and almost
nothing else. A genuine notice of a customs charge or of expiring points exists, but it names
the order or the account the reader knows, and it is a letter, not a line and a number. Written
from postal services' warnings about customs-fee phishing (Correios, USPS, Royal Mail, PostNL)
and banks' warnings about fake card upgrades and points-redemption mail.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._lang import SLOTS
from ._phrases import gated
from .base import Rule
from .model import Composite, rows

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_PARCEL = (
    r"(?:parcel|package|shipment|order|item|goods|paket|sendung|bestellung|ware|colis|commande|envoi|marchandise"
    r"|pedido|encomenda|remessa|mercadoria|objeto|paquete|env[íi]o|pacco|spedizione|ordine|merce|pakket|zending"
    r"|bestelling)"
)
_CUSTOMS = (
    r"(?:customs|zoll\w{0,6}|douane|douani[èe]re?|alf[âa]ndega|alfandeg[áa]ria|aduana|aduanera|aduaneir[oa]"
    r"|dogana|doganale|fiscaliza[çc][ãa]o aduaneira)"
)
_HELD = (
    r"(?:held|blocked|retained|seized|stopped|on hold|returned to (?:the )?sender|zur[üu]ckgehalten|blockiert"
    r"|festgehalten|retenu|bloqu[ée]|retid[oa]|bloquead[oa]|apreendid[oa]|voltar ao remetente|retenid[oa]"
    r"|trattenut[oa]|bloccat[oa]|vastgehouden|geblokkeerd|tegengehouden)"
)
_FEE = (
    r"(?:customs (?:fee|duty|duties|charge)s?|zollgeb[üu]hr(?:en)?|frais de douane|droits de douane"
    r"|taxas? (?:alfandeg[áa]ria|de importa[çc][ãa]o|aduaneira)|tasas? aduaneras?|derechos de aduana"
    r"|(?:dazi|spese) doganali|douanekosten|invoerrechten)"
)
_CUSTOMS_HOLD = (
    _PARCEL
    + r"[^.!?\n]{0,40}?"
    + _HELD
    + r"[^.!?\n]{0,40}?"
    + _CUSTOMS
    + r"|"
    + _CUSTOMS
    + r"[^.!?\n]{0,40}?"
    + _HELD
    + r"|"
    + _HELD
    + r"[^.!?\n]{0,60}?"
    + _FEE
    + r"|(?:retirada|retirar|libera[çc][ãa]o|liberar|release|abholung|retrait|retiro|ritiro|ophalen)"
    r"[^.!?\n]{0,40}?(?:n[ao] |at |from |beim |[àa] la |en la |in |bij de )?" + _CUSTOMS
)

_PREMIUM_CARD = r"(?:black|platinum|centurion|infinite)"
_CARD = r"(?:card|karte|kreditkarte|carte|cart[ãa]o|tarjeta|carta|kaart|creditcard)"
_CARD_INVITE = (
    r"(?:invit\w{0,6}|convite|einladung|invitaci[óo]n|uitnodiging|approved|aprovad[oa]|genehmigt|approuv[ée]e?"
    r"|aprobad[oa]|approvat[oa]|goedgekeurd|eligib\w{0,6}|elegib\w{0,6}|[ée]ligib\w{0,6}|berechtigt"
    r"|pronta para ativa[çc][ãa]o|ready for activation|aguardando valida[çc][ãa]o|awaiting validation"
    r"|liberad[oa] para|reserved for you|reservad[oa] para (?:voc[êe]|usted|ti)|upgraded to|qualif\w{1,6} for"
    r"|alcan[çc]ou|conquistou|chegou a)"
)
_CARD_OFFER = (
    r"(?:"
    + _CARD
    + r" "
    + _PREMIUM_CARD
    + r"|"
    + _PREMIUM_CARD
    + r" "
    + _CARD
    + r"|american express "
    + _PREMIUM_CARD
    + r"|amex "
    + _PREMIUM_CARD
    + r")"
)
# the card named by its issuer alone ("American Express: convite exclusivo"), or by the reader's profile
_CARD_BARE_INVITE = (
    r"(?:american express|amex)[^.!?\n]{0,30}?(?:convite|invitation|einladung|invitaci[óo]n|uitnodiging|invito)"
    r" (?:exclusiv[oae]?|oficial|official|officielle?|ufficiale|persönliche)"
    r"|(?:perfil|cadastro|profile|profil) (?:foi |was |wurde |a [ée]t[ée] )?(?:aprovad[oa]|approved"
    r"|genehmigt|approuv[ée]|selecionad[oa]|selected) (?:para|for|f[üu]r|pour) (?:o |the |die |la )?"
    r"(?:cart[ãa]o|card|karte|carte|tarjeta)"
)

_POINTS = r"(?:points|pontos|punkte|puntos|punti|punten|pts|milhas|miles|meilen|millas|miglia)"
_POINTS_LURE = (
    r"(?:your|seus|ihre|vos|sus|i tuoi|uw|je) (?:\d[\d.,]{0,9} )?" + _POINTS + r"[^.!?\n]{0,40}?"
    r"(?:expir\w{0,6}|verfallen|caducan|scadono|scadranno|vervallen|about to expire|prestes a expirar)"
    r"|" + _POINTS + r"[^.!?\n]{0,30}?(?:pendentes? de libera[çc][ãa]o|pending release|in dinheiro|em dinheiro"
    r"|(?:into|for) cash|en efectivo|in contanti|in bargeld|en argent|dinheiro na conta)"
    r"|(?:troque|converta|transforme|exchange|convert|turn) (?:os |as )?(?:seus |suas |your )?"
    + _POINTS
    + r"[^.!?\n]{0,30}?(?:dinheiro|cash|money|desconto na fatura)"
    r"|pontos acumulados[^.!?\n]{0,50}?(?:transformad|convertid|trocad)os em dinheiro"
    r"|(?:[úu]ltimos dias|last days|letzte tage|derniers jours|[úu]ltimos d[íi]as|ultimi giorni|laatste dagen)"
    r" (?:para|to|um|pour|per|om) (?:usar|use|resgatar|redeem|nutzen|utiliser|canjear|usare|gebruiken)"
    r" (?:seus |your |ihre |vos |sus |i tuoi |uw |je )?" + _POINTS
)

_CASE_NUMBER = re.compile(
    r"(?:protocolo|protocol|c[óo]digo|\bcod\b|registro|registo|\bid\b|\bauth\b|\bref\b|refer[êe]ncia|reference"
    r"|\bcase\b|\bcaso\b|ticket|processo|aktenzeichen|vorgang|dossier|\bn[º°]|nummer|num[ée]ro|n[úu]mero)"
    r"[^\w\n]{0,4}[a-z0-9-]{0,12}\d{4,}"
)
_BARE_WORDS = 40  # a subject line, a case number and a line of filler: the notice is all there is


def _bare_notice(ctx: TextContext) -> str | None:
    text = ctx.subject
    if len(text.split()) > _BARE_WORDS:
        return None
    m = _CASE_NUMBER.search(text)
    return None if m is None else m.group(0)


# A notice's threat written in look-alike letters from another alphabet ("Yоur аccоunt" with Cyrillic
# о and а) or with invisible characters inside its words: a trick to slip past a filter's word
# lists that no bank, courier or tax office has a reason to use in its own notice.
_DISGUISE = ("TEXT_MIXED_SCRIPT", "TEXT_INVISIBLE_CHARS")
_THREAT_SLOTS = ("ACCOUNT_THREAT", "DELIVERY_PROBLEM", "LEGAL_THREAT", "CLAIM_TOLL")
_THREATS = frozenset({"TEXT_ID_DOCUMENT_THREAT", "TEXT_CUSTOMS_HOLD"})


def _disguised_threat(ctx: TextContext) -> str | None:
    disguise = next((ctx.hits[d] for d in _DISGUISE if d in ctx.hits), None)
    if disguise is None:
        return None
    for rid, hit in ctx.hits.items():
        if rid in _THREATS or any(rid.endswith("_" + slot) and not rid.startswith("_") for slot in _THREAT_SLOTS):
            return f"{hit.evidence} + {disguise.evidence}"
    return None


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_CUSTOMS_HOLD",
        group="fraud",
        weight=20,
        description="Says a parcel is held or blocked by customs, or sent back for a customs fee",
        fires=(
            "Important: your order was blocked by customs inspection!",
            "A encomenda vai voltar ao remetente se a taxa alfandegária não for paga hoje",
            "Ihr Paket wird vom Zoll zurückgehalten",
        ),
        quiet=(
            "Customs declarations are due by Friday",
            "The order was held up by the snow",
            "Prices include customs duties",
        ),
        check=gated(_CUSTOMS_HOLD),
        category="delivery",
        advice="Customs fees are paid on the carrier's own site or at the door, never through a message's link.",
    ),
    Rule(
        id="TEXT_PREMIUM_CARD_INVITE",
        group="fraud",
        weight=20,
        description="Offers an exclusive card out of the blue: an invitation, an approval to activate",
        fires=(
            "Convite oficial cartão Black disponível. ID: 01234567",
            "Your Platinum Card invitation is awaiting validation",
            "Parabéns, você alcançou o cartão Black!",
            "American Express: convite exclusivo aguardando validação",
            "Parabéns: o seu cadastro foi aprovado para o cartão Infinite",
        ),
        quiet=(
            "Your new gold card arrives next week with its PIN",
            "Black card games for the party",
            "American Express statement: your invitation to the members' event is attached",
        ),
        check=gated(
            _CARD_OFFER
            + r"[^.!?\n]{0,50}?"
            + _CARD_INVITE
            + r"|"
            + _CARD_INVITE
            + r"[^.!?\n]{0,50}?"
            + _CARD_OFFER
            + r"|"
            + _CARD_BARE_INVITE
        ),
        category="bank",
        advice="A bank offers its cards in its own app or branch; do not follow a message's link to 'activate' one.",
    ),
    Rule(
        id="TEXT_POINTS_EXPIRING",
        group="fraud",
        weight=15,
        description="Says your loyalty points are about to expire, or can be turned into cash",
        fires=(
            "BB: você possui 12.400 pontos prestes a expirar. Seus pontos expiram hoje",
            "Exchange your points for cash in your account today!",
            "Last days to redeem your points",
            "Converta os seus pontos em desconto na fatura deste mês",
        ),
        quiet=("You earned 40 points on this order", "Points of the agenda for Monday"),
        check=gated(_POINTS_LURE),
        category="prize",
        advice="Check your points in the programme's own app or site, typed in yourself.",
    ),
    Composite(
        id="TEXT_BARE_NOTICE",
        group="fraud",
        weight=20,
        description="A one-line notice of a held parcel, a fine, a card or points, with a case number",
        fires=(
            "Atenção: a sua encomenda ficou bloqueada na alfândega. Protocolo: 12345678.",
            "Exclusive Black Card invitation awaiting validation. ID: 00110022",
        ),
        quiet=(
            "Your order was blocked by customs.",
            "Customs held my parcel again, ref 123456, so I'll bring the book next week when I visit you and we "
            "can read it together over coffee at the usual place near the station, if the weather holds up; "
            "let me know which day suits you best and I will book the table.",
        ),
        needs=(
            (
                "TEXT_CUSTOMS_HOLD",
                "TEXT_FEE_DUE",
                "TEXT_CLAIM_TOLL",
                "TEXT_PREMIUM_CARD_INVITE",
                "TEXT_POINTS_EXPIRING",
                "TEXT_ID_DOCUMENT_THREAT",
            ),
        ),
        check=_bare_notice,
    ),
    Rule(
        id="TEXT_NOTICE_DISGUISED",
        group="fraud",
        weight=30,
        description="A threat to an account, parcel or document, in letters disguised from filters",
        fires=(
            "Y\u043eur \u0430cc\u043eunt h\u0430s been l\u043ecked. Ref 20150913",
            "Ihr K\u043ent\u043e wurde gesperrt. Vorgang 48213377",
        ),
        quiet=(
            "Your account has been locked. Ref 20150913",
            "Y\u043eur n\u0435w \u0440hone is here",
        ),
        reads=(*_DISGUISE, *sorted(_THREATS), *(SLOTS[s].english or "" for s in _THREAT_SLOTS)),
        reads_groups=frozenset(SLOTS[s].group for s in _THREAT_SLOTS),
        check=_disguised_threat,
        category="account",
        advice="Letters swapped for look-alikes hide a message from filters; check with the company directly.",
    ),
)
