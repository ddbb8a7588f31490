"""Text rules: the fake security-software renewal, in the seven languages.

"Your McAfee subscription has expired. Your devices are unprotected and vulnerable to viruses.
Renew now with 95% off": mail that borrows an antivirus brand to sell nothing, or to take a card
number, or to have you call a "billing department". Every phrase is one a genuine renewal reminder
can say, so they are a ``Script``: weightless stock phrases scored by how many one mail holds. The
lure stacks them (the brand, the lapse, the danger, the renewal, the discount), and marks of genuine
mail (a reply thread, a list footer, a signature) lower the count. Written from the public warnings
of the security vendors and consumer agencies about fake renewal mail; the brands are the
well-known consumer security suites.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._phrases import fast, gated, needing
from .base import Rule
from .model import Composite, Discount, Member, Script, Tier, rows
from .text_callback import phone_to_call
from .text_mail_marks import GENUINE_MARKS

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

_MEMBERS: tuple[Member, ...] = (
    Member(
        "_AV_BRAND",
        "Names a consumer security suite",
        gated(
            r"\b(?:mcafee|norton|total ?av|avast|kaspersky|bitdefender|malwarebytes|webroot|avira|lifelock"
            r"|avg (?:antivirus|internet security))\b"
        ),
        "Your Norton plan",
        "A normal day at the office",
    ),
    Member(
        "_AV_LAPSED",
        "Says a subscription, licence or protection has lapsed or is lapsing",
        fast(
            r"(?:subscription|licen[cs]e|protection|antivirus)(?: [a-z]{1,12}){0,2} (?:has |have |had |is |was |may be "
            r"|will be )?(?:expired|expiring|expires (?:today|soon)|about to expire|terminated|suspended)"
            r"|(?:abonnement|abo|lizenz|schutz|mitgliedschaft|virenschutz)\w{0,8} (?:ist |wurde |l[äa]uft |war )"
            r"(?:heute |bald )?(?:abgelaufen|ab\b|ausgelaufen|geschlossen|gek[üu]ndigt)|(?:schutz|lizenz|abonnement) "
            r"abgelaufen"
            r"|(?:abonnement|licence|protection)(?: [a-z]{1,12}){0,2} (?:a |est |va )?(?:expir[ée]e?|expire)"
            r"|(?:assinatura|licen[çc]a|prote[çc][ãa]o)(?: [a-z]{1,12}){0,2} (?:expirou|expirad[ao]|venceu|est[áa] "
            r"expirando)"
            r"|(?:suscripci[óo]n|licencia|protecci[óo]n)(?: [a-z]{1,12}){0,2} (?:ha )?(?:expirado|caducado|venci[óo])"
            r"|(?:abbonamento|licenza|protezione)(?: [a-z]{1,12}){0,2} (?:[èe] |sta per )?(?:scadut[oa]|scadere)"
            r"|(?:abonnement|licentie|bescherming)(?: [a-z]{1,12}){0,2} (?:is verlopen|verloopt|loopt af)",
            space="flat",
        ),
        ("Your subscription has expired", "Ihr McAfee-Abonnement ist abgelaufen"),
        "The offer expired last week",
    ),
    Member(
        "_AV_AT_RISK",
        "Says your devices are unprotected, at risk or infected",
        gated(
            r"(?:device|computer|pc|mac|system)s? (?:are |is |may be |will be |could be |might be )?(?:now )?"
            r"(?:unprotected|at risk|vulnerable|exposed|infected)|vulnerable to (?:viruses|malware|hackers|cyber)"
            r"|(?:viruses|malware) (?:detected|found)"
            r"|ungesch[üu]tzt|anf[äa]llig f[üu]r (?:viren|malware|hacker)|(?:viren|malware) (?:gefunden|entdeckt)"
            r"|ger[äa]te? (?:ist |sind )?(?:gef[äa]hrdet|infiziert)"
            r"|non prot[ée]g[ée]|vuln[ée]rables? aux (?:virus|logiciels|pirates)|(?:virus|malware)s? d[ée]tect[ée]"
            r"|desprotegid[oa]s?|vulner[áa]ve(?:l|is) a (?:v[íi]rus|malware|hackers)|(?:v[íi]rus|malware) detectad"
            r"|vulnerables? a (?:virus|malware|hackers)"
            r"|non protett[oi]|vulnerabil[ei] a (?:virus|malware|hacker)|(?:virus|malware) rilevat"
            r"|onbeschermd|kwetsbaar voor (?:virussen|malware|hackers)|(?:virussen|malware) (?:gevonden|gedetecteerd)"
        ),
        ("Your devices are unprotected", "Ihre Geräte sind ungeschützt und gefährdet"),
        "The garden is unprotected from the wind",
    ),
    Member(
        "_AV_RENEW",
        "Asks you to renew now",
        gated(
            r"renew (?:now|today|immediately|your (?:subscription|protection|licen[cs]e|plan))"
            r"|(?:jetzt|heute|sofort) (?:verl[äa]ngern|erneuern)|(?:verl[äa]ngern|erneuern) sie (?:es |ihr |ihre )?"
            r"|renouvel(?:ez|er) (?:maintenant|votre|d[èe]s)|renov(?:e|ar) (?:agora|sua|j[áa])"
            r"|renueva (?:ahora|tu)|renueve (?:ahora|su)|rinnova (?:ora|subito|il tuo|la tua)"
            r"|nu verlengen|verleng (?:nu|je|uw)"
        ),
        ("Renew now", "verlängern Sie es jetzt"),
        "We will renew the lease next year",
    ),
    Member(
        "_AV_DISCOUNT",
        "Offers a steep renewal discount",
        gated(
            r"\b[5-9]\d(?:[.,]\d{1,2})? ?% (?:off|discount|rabatt|de (?:r[ée]duction|remise|desconto|descuento)"
            r"|di sconto|korting)"
            r"|(?:rabatt|discount|remise|desconto|descuento|sconto|korting):? [5-9]\d(?:[.,]\d{1,2})? ?%"
        ),
        ("Discount: 95.89% OFF", "Rabatt: 89,95%"),
        "Save 10% on your next order",
    ),
)

# The callback form of the same lure: not "renew now" but "your plan has been renewed, $399.99 was
# charged", with a phone number as the only way out. INVOICE_CALLBACK reads the "call us to cancel"
# it usually adds; this reads the receipt that leaves it out and gives a "support line" instead.
# The suite's name, a sum and a number to call must all be there: a genuine receipt from these
# vendors sends you to your account, not to a phone line.
_SUITE = gated(
    r"\b(?:norton|mcafee|lifelock|total ?av|avast|kaspersky|bitdefender|malwarebytes|webroot|avira|geek ?squad"
    r"|pc ?matic)\b"
)
_SUM = fast(r"(?:\$|usd|eur|€|£) ?\d{2,4}(?:[.,]\d\d)?\b|\b\d{2,4}[.,]\d\d ?(?:\$|usd|eur|€)")
# The charge: "a payment of USD 412.50 will be processed", "the automatic renewal of ...", "your plan
# has been renewed".
_CHARGE = gated(
    r"(?:payment|charge|amount) of (?:\$|usd|eur|€|£) ?\d|auto(?:matic(?:ally)?)?[- ]?renew(?:al|ed)?\b"
    r"|(?:has|have) been (?:renewed|charged|billed|debited|processed|activated|received)|renewed for"
    r"|(?:total|amount) (?:paid|charged)|(?:plan|subscription|licen[cs]e|protection) is now active"
    r"|(?:gesamtbetrag|betrag) bezahlt|bezahlter betrag|ist (?:jetzt|nun) aktiv|(?:total|montant) pay[ée]"
    r"|est maintenant acti(?:f|ve)|(?:total|valor) pago|est[áa] (?:agora )?ativ[ao]|(?:total|importe) pagado"
    r"|est[áa] (?:ahora )?activ[ao]|(?:totale|importo) pagato|[èe] ora attiv[oa]|(?:totaal|bedrag) betaald"
    r"|is nu actief"
    r"|(?:zahlung|abbuchung|betrag) (?:von|[üu]ber) |automatisch verl[äa]ngert|wurde verl[äa]ngert"
    r"|(?:paiement|pr[ée]l[èe]vement|montant) de |renouvel[ée]e? automatiquement|a [ée]t[ée] renouvel"
    r"|(?:pagamento|cobran[çc]a|valor) de (?:r\$|us\$|\$|€)|renovad[ao] automaticamente|foi renovad"
    r"|(?:pago|cargo|importe) de (?:\$|us\$|€)|renovad[ao] autom[áa]ticamente|ha sido renovad"
    r"|(?:pagamento|addebito|importo) di |rinnovat[oa] automaticamente|[èe] stat[oa] rinnovat"
    r"|(?:betaling|afschrijving|bedrag) van |automatisch verlengd|is verlengd"
)
_LINE = gated(
    r"(?:support|billing|help ?desk|helpline|customer (?:care|service|support)|assistance|response|service)"
    r" (?:line|number|team|phone|contact|department|desk)|(?:call|contact|reach|dial|phone) (?:us|our)\b"
    r"|(?:call|contact|reach|dial|phone) [a-z]{2,12} (?:billing|support|customer care)\b"
    r"|(?:kundendienst|kundenservice|support|hotline|rechnungsabteilung)(?:-?team|nummer)?\b|rufen sie (?:uns|unser)"
    r"|service (?:client|facturation)|(?:appelez|contactez)(?:-nous| notre)"
    r"|(?:central|servi[çc]o) de atendimento|(?:ligue|entre em contato) (?:para|com)"
    r"|(?:servicio|atenci[óo]n) al cliente|(?:llame|ll[áa]menos|contacte)"
    r"|(?:servizio|assistenza) clienti|(?:chiami|contatti|chiamateci)"
    r"|klantenservice|(?:bel|neem contact op met) (?:ons|onze)"
)


def _suite_receipt(ctx: TextContext) -> str | None:
    """The suite named, a charge of a sum, and a support line with its number."""
    if phone_to_call(ctx) is None:
        return None
    brand = _SUITE(ctx)
    if brand is None or _SUM(ctx) is None or _LINE(ctx) is None or _CHARGE(ctx) is None:
        return None
    return brand


RULES: tuple[Rule[TextContext], ...] = rows(
    Composite(
        id="EMAIL_AV_CHARGE_CALLBACK",
        group="fraud",
        weight=36,
        description="A security suite's charge or renewal whose only way out is a phone line",
        fires=(
            "Your Norton plan has been renewed for 12 months. A charge of $389.00 has been applied. "
            "If this charge was unexpected, contact our Billing Line: +1 (808) 555-0143.",
            "We confirm the automatic renewal of McAfee Total. A payment of USD 412.50 will be processed "
            "today. For changes, please contact our Support Team at 808-555-0143.",
            "Ihr Norton-Abo wurde automatisch verlängert. Betrag: 349,99 €. Bei Fragen rufen Sie unseren "
            "Kundendienst an: +49 30 5550 1234.",
        ),
        quiet=(
            "Your Norton plan has been renewed for 12 months. A charge of $89.99 has been applied. "
            "Manage your subscription at my.norton.com.",
            "Your gym membership has been renewed. A charge of $49.00 was made. Call our front desk on 808-555-0143.",
        ),
        unless=(*GENUINE_MARKS, "INVOICE_CALLBACK"),
        quote=(),
        check=needing(_suite_receipt, _SUITE, space="flat"),
        category="invoice",
        advice="Do not call the number in the message; check the charge in your account or bank app.",
    ),
    Script(
        group="fraud",
        category="tech_support",
        members=_MEMBERS,
        needs=("_AV_LAPSED",),
        discount=Discount(GENUINE_MARKS, subtract=1),
        say_count=True,
        tiers=(
            Tier(
                4,
                "EMAIL_AV_RENEWAL_4",
                35,
                "Reads like a fake antivirus renewal: brand, lapse, danger and renewal",
                fires=(
                    "Your McAfee subscription has expired. Your devices are unprotected. Renew now: 95% off.",
                    "Ihr McAfee-Abonnement ist abgelaufen! Ihre Geräte sind ungeschützt. Jetzt verlängern!",
                ),
                quiet=("Your Norton subscription has expired.\n\nThe Norton team",),
            ),
            Tier(
                3,
                "EMAIL_AV_RENEWAL_3",
                22,
                "Several phrases of a fake antivirus renewal",
                fires=("Your Norton subscription has expired. Your devices are unprotected.",),
                quiet=("Your Norton subscription has expired. Renew it whenever you like.",),
            ),
        ),
    ),
)
