"""Text rules: the genuine notices of the kinds ``text_notice_foreign`` reads, which name their own way.

A courier's notice of a parcel whose fee is paid at the door ("Zahlung bei Zustellung", "pago contra
reembolso", "pay the driver on delivery"), and a notice that sends its reader to the organisation's own
portal or payment system ("Portal das Finanças", pagoPA, "Mijn ING", the IT department's self-service
portal): the step is taken where the organisation is, not through the message. Each row stands down
where a strong sign, a family script or a link that is not the organisation's own stands beside it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..language import LANGUAGES
from ._lang import in_plain, plain_text
from ._phrases import needing
from .base import Rule
from .matcher import finditer
from .model import rows
from .text_dampeners import _STRONG as STRONG
from .text_dampeners import unofficial_links
from .text_notice_foreign import brand_links_only, notice_head, notice_phrase, signed_link

if TYPE_CHECKING:
    from ..text import TextContext
    from ..urls import UrlAnalysis

__all__ = ["RULES"]

# a payment handed to the courier when the parcel comes ("Zahlung bei Zustellung", "pago contra
# reembolso", "pagamento na entrega", "pay the driver on delivery"): the courier's own notice of a
# cash-on-delivery parcel or of duties it collects; a phishing notice wants the fee paid through its link
_PAY = r"(?:pay|paid|payment|zahl\w*|bezahl\w*|begleich\w*|pag[aou]\w*|abon\w*|betaal\w*|betaling|pai\w*|regl\w*)"
_AT_DOOR = (
    r"(?:on|upon|at) delivery|to the (?:driver|courier)|bei (?:der )?zustellung|an den (?:zusteller|fahrer|boten)"
    r"|beim zusteller|an der haust(?:u|ue)r|al (?:repartidor|cartero|mensajero)|en la entrega|na entrega"
    r"|no (?:ato|acto) da entrega|ao (?:entregador|estafeta|carteiro)|a la livraison|au (?:facteur|livreur)"
    r"|alla consegna|al (?:corriere|postino)|bij (?:de )?(?:bezorging|aflevering)|aan de (?:bezorger|deur)"
)
_PAID_AT_DOOR = notice_phrase(
    _PAY + r"~{0,60}?(?<!\w)(?:" + _AT_DOOR + r")",
    r"(?:" + _AT_DOOR + r")~{0,60}?(?<!\w)" + _PAY,
    r"cash on delivery|nachnahme\w*|contra ?reembolso|contre remboursement|in contrassegno|rembours(?:ement)? a la"
    r" livraison",
)
_PAID_AT_DOOR_PLAIN = in_plain(_PAID_AT_DOOR)  # its literals in the plain text, which the table scans


# "payment on delivery is not available", "Zahlung bei Zustellung nicht möglich", "no acepta contra
# reembolso": a notice that refuses the door is the one that then takes the fee some other way.
_DOOR_REFUSED_BEFORE = re.compile(
    r"(?<!\w)(?:not|cannot|can't|no hay|nao|non|pas|nicht|kein\w*|niet|geen)(?: \w+){0,3} ?$"
)
_DOOR_REFUSED_AFTER = re.compile(
    # Spanish "no" only as a verb's negation: in Portuguese "no ato da entrega" is "at the moment of"
    r"^[^.!?\n:;]{0,30}?(?<!\w)(?:not|no longer|no (?:esta|es|se|disponible|posible)|non|nao|nicht|niet|pas"
    r"|unavailable|impossible|imposible|impossibile|indisponi\w*|unmoglich|onmogelijk)(?!\w)"
)

# The stand-down signs of a language's table are its own rows (``DE_ASK_CREDENTIALS``) beside the
# English ones: a secret asked for, a payment by an unusual rail or to a phone number, and the
# family script ("Hoi mam, mijn telefoon is kapot": "mijn telefoon" reads as a portal's name). They
# exist in their language's table only, so they are read by group (``reads_groups``), not by id.
_OTHER_LANGUAGES = tuple(code.upper() for code in LANGUAGES if code != "en")
_FAMILY = ("TEXT_MONEY_TO_NUMBER", "TEXT_NEW_NUMBER", "TEXT_ASK_MONEY")
_STAND_DOWN_SLOTS = ("ASK_CREDENTIALS", "PAY_GIFT_CARD", "PAY_CRYPTO", "PAY_WIRE", "MONEY_TO_NUMBER", "NEW_NUMBER")
_STAND_DOWN = frozenset(
    {*STRONG, *_FAMILY, *(f"{code}_{slot}" for code in _OTHER_LANGUAGES for slot in (*_STAND_DOWN_SLOTS, "ASK_MONEY"))}
)
# The courier takes the fee at the door: a number to call to pay it is the callback lure's step.
_CALL = frozenset({"TEXT_CALL_NUMBER", *(f"{code}_CALL_BACK" for code in _OTHER_LANGUAGES)})
_STAND_DOWN_GROUPS = frozenset({"ask", "payment", "channel", "claim"})
_REFUND = frozenset({"TEXT_CLAIM_REFUND", *(f"{code}_CLAIM_REFUND" for code in _OTHER_LANGUAGES)})


def _stands_down(ctx: TextContext, also: frozenset[str] = frozenset()) -> bool:
    return any(rid in _STAND_DOWN or rid in also for rid in ctx.hits)


def _paid_at_door(ctx: TextContext) -> str | None:
    """The fee is paid to the courier at the door, and the message has no link off the brands' sites,
    no number to call, nor a strong sign in any language: nothing in it takes a payment. A door it
    refuses ("payment on delivery is not available") is no door."""
    if _stands_down(ctx, _CALL) or unofficial_links(ctx):
        return None
    text = plain_text(ctx)
    # the matches from the matcher (near the places the table's scan of the plain text found; the
    # regex over the whole text cost ~1 ms a 20 kB e-mail)
    found = list(finditer(_PAID_AT_DOOR.regex, text, _PAID_AT_DOOR_PLAIN.prefilter, ctx, "plain"))
    if not found or any(
        _DOOR_REFUSED_BEFORE.search(text[max(0, m.start() - 32) : m.start()])
        or _DOOR_REFUSED_AFTER.search(text[m.end() :])
        for m in found
    ):
        return None
    return ctx.subject[found[0].start() : found[0].end()]


# the organisation's own channel named: its portal or customer space, the tax office's or a town's
# payment system, an IT department's self-service portal
# A public payment system or tax portal: its notices link to the office's or the town's own site.
_PUBLIC_WAY = r"portal das (?:financas|contraordenacoes)|elster|pagopa|app io|tabaccheria"
# An account portal or IT department: the phishing it is imitated by signs off with the same name
# and links to a plain hacked site, so it reassures only where the message links nowhere.
_ACCOUNT_WAY = (
    r"mijn [a-z]{2,}|espace (?:abonne|client|personnel|adherent)|mon espace|area (?:de |do )?cliente"
    r"|area riservata|self[- ]?service[- ]?portal\w*|(?:it|edv)[- ](?:abteilung|servicedesk|service desk|helpdesk)"
    r"|(?:it|ict)[- ]?afdeling|service informatique|ufficio (?:it|informatico)|departamento de (?:ti|informatica)"
)
_OWN_PORTAL = notice_phrase(_PUBLIC_WAY, _ACCOUNT_WAY)
_PUBLIC = re.compile(rf"(?<!\w)(?:{_PUBLIC_WAY})(?!\w)")


def _portal_host(name: str, link: UrlAnalysis) -> bool:
    """The link is on the named public body's own site: the Portuguese tax and fines portals on the
    state's ``gov.pt``, ELSTER on ``elster.de``, an Italian notice on the state's ``gov.it`` or
    ``italia.it`` or on a town's own site (``comune-esempio.it``, ``comune.esempio.it``). A tax
    portal named beside a link to any other host is the lure's borrowed name."""
    host, domain = link.host.removesuffix("."), link.registrable_domain
    if name.startswith("portal das"):
        return host == "gov.pt" or host.endswith(".gov.pt")
    if name == "elster":
        return domain == "elster.de"
    return (
        host.endswith(".gov.it")
        or domain in ("gov.it", "italia.it", "pagopa.it")
        or (domain.endswith(".it") and domain.startswith("comune"))
    )


def _a_name(ctx: TextContext, m: re.Match[str]) -> bool:
    """A Dutch portal is a name ("Mijn ING"); "mijn telefoon" is the sender's phone (the new-number script)."""
    return not m.group().startswith("mijn ") or ctx.subject[m.start() + 5 : m.start() + 6].isupper()


def _own_way(ctx: TextContext) -> str | None:
    """The organisation's own way named (a public payment system beside no link but to its own site or a
    brand's; an account portal or IT department beside no link at all), and no strong sign."""
    if _stands_down(ctx) or signed_link(ctx):
        return None
    head = notice_head(ctx)
    m = next((m for m in _OWN_PORTAL.regex.finditer(head) if _a_name(ctx, m)), None)
    if m is None:
        return None
    if ctx.links and not brand_links_only(ctx):
        # a refund with a link to claim it: the tax office pays a refund without being asked
        m = None if any(rid in _REFUND for rid in ctx.hits) else _PUBLIC.search(head)
        if m is None or not all(link.official or _portal_host(m.group(), link) for link in ctx.links):
            return None
    return ctx.subject[m.start() : m.end()]


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_PAID_AT_DOOR",
        group="dampener",
        weight=-30,
        description="Says to pay the courier at delivery, with no link or sign that takes a payment",
        fires=(
            "Ihr Paket kommt morgen. Zahlung bei Zustellung: bitte zahlen Sie 4,90 € an den Zusteller.",
            "Su envío llega mañana. Pago contra reembolso: abone 12,00 € al repartidor.",
            "A sua encomenda chega hoje. Pagamento na entrega: pague 15,90 € ao estafeta.",
            "Your parcel comes tomorrow: please pay the driver on delivery.",
        ),
        quiet=(
            "Ihr Paket wird zurückgehalten. Zahlen Sie die Gebühr hier, sonst Zahlung bei Zustellung: "
            "https://example-paket.top/z",
            "Pago contra reembolso no disponible. Pague 2,99 € en https://example-envio.top/p",
            "A sua encomenda chega hoje.",
            "Your parcel is held. Payment on delivery is not available: call 020 7946 0000 to pay 2.99 by card.",
            "Ihr Paket wartet. Nachnahme: senden Sie uns Ihre Kartennummer, damit der Zusteller 2,40 € abbucht.",
        ),
        reads=(*sorted(STRONG), "TEXT_HAS_LINK", *_FAMILY, "TEXT_CALL_NUMBER"),
        reads_groups=_STAND_DOWN_GROUPS,
        check=needing(_paid_at_door, _PAID_AT_DOOR_PLAIN, space="plain"),
    ),
    Rule(
        id="TEXT_OWN_PORTAL",
        group="dampener",
        weight=-20,
        description="Names the organisation's own portal or payment system, and no odd link",
        fires=(
            "Avviso pagoPA: importo 54,00 euro entro il 31/12. Paga con l'app IO, in banca o in tabaccheria.",
            "Ihr Passwort läuft in 5 Tagen ab. Ändern Sie es im Self-Service-Portal. Ihre IT-Abteilung",
            "Avviso pagoPA n. 3020001: importo 54,00 euro entro il 31/12. Paga su https://pagamenti.comune-esempio.it",
        ),
        quiet=(
            # a tax portal named beside a link to a host that is not the state's own (issue 19)
            "Portal das Finanças: a nota de cobrança do IUC de 45,20 € está por pagar. Pague em "
            "https://financas-notificacao.com/iuc",
            "Avviso pagoPA: importo 54,00 euro entro il 31/12. Paga su https://avvisi-pagamenti.com/p",
            "Avviso pagoPA: paga subito su https://example-pagopa.top/p",
            "Ihr Passwort läuft heute ab. Behalten Sie es hier: https://bit.ly/x1y2z3",
            "Ihr Passwort läuft heute ab. Bestätigen Sie es unter https://konto-beispiel.de/owa Ihre IT-Abteilung",
            "Hoi pap, mijn telefoon is kapot, dit is mijn nieuwe nummer. Kun je vandaag €480 voor me betalen?",
            "Uw wachtwoord verloopt vandaag. Stuur ons uw wachtwoord om het te behouden. Uw ICT-afdeling",
            "Hoi mam, dit is mijn nieuwe nummer. Mijn telefoon is kapot. Kun je me even appen?",
            "pagoPA: you are due a tax refund of 212,00 euro. Claim it at https://rimborsi-comune.it/io",
        ),
        reads=(*sorted(STRONG), "TEXT_HAS_LINK", *_FAMILY, "TEXT_CLAIM_REFUND"),
        reads_groups=_STAND_DOWN_GROUPS,
        check=needing(_own_way, in_plain(_OWN_PORTAL), space="plain"),
    ),
)
