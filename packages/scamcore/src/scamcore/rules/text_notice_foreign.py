"""Text rules: the short phishing notice in Dutch, Portuguese, German, French, Spanish and Italian,
read as a claim and the step it makes the reader take.

"Seu pedido está retido" in the subject, "Libere seu pedido" on the button; "Ihr Postfach ist voll"
and "Klicken Sie hier"; "Uw pas verloopt" and "Werk uw gegevens bij": such a mail is its subject
line and a line or two of body, and the words that would make a language row's shape (a delivery
problem and a fee, say) are often not there, or not in the words the language's families know. Each
row here is one kind of notice a scammer must send, in the six languages: a parcel held or waiting
with a fee to pay or an address to confirm, a toll or traffic fine to pay, a mailbox that is full or a
password that expires with a link to keep it, a card blocked or expiring with a step to unblock or
update it, a subscription that failed to renew with a payment method to update, a new sign-in with a
"that was not me" button that leads off the brand's site.

The claim alone is a genuine notice as often as not ("your parcel is waiting at the pick-up
point", "your card expires in May"), and so is a step alone ("confirm your address"): a row needs
both, near the top of the message (``_HEAD``), where a notice puts them. Where the message's links
all lead to the sites of brands it names (``text_dampeners``' own test of an official link), the
notice is the brand's own and no row fires; a new sign-in alert also needs a link that does not.
Written from the phishing warnings of postal services (PostNL, CTT, Correios, DHL, La Poste,
Correos, Poste Italiane), road and tax authorities (CJIB, ANSR, Via Verde, ANTAI, DGT, Agenzia
delle Entrate) and banks, and from the mailbox-quota and renewal kits they describe.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ._lang import GAP, in_plain, plain_text
from ._phrases import Gated, needing, phrase
from .base import Rule
from .model import rows
from .text_dampeners import unofficial_links

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "NEW_SIGN_IN",
    "NOT_ME",
    "RULES",
    "brand_links_only",
    "is_negated",
    "notice_head",
    "notice_phrase",
    "signed_link",
]

_HEAD = 800
"""Characters of the plain text a notice's claim and step must both start in: the subject and the
first lines, where a notice says what happened and what to do."""


def notice_phrase(*alternatives: str) -> Gated:
    """A phrase family of plain (unaccented) text, each ``~`` one character of the same sentence."""
    return phrase(*(a.replace("~", GAP) for a in alternatives))


# --- a parcel held, waiting or blocked, and a fee to pay or an address to confirm -----------------
_PARCEL_HELD = notice_phrase(
    # pt: a shop's "pedido pendente" or "aguardando pagamento" is genuine too: held, blocked or taxed only
    r"(?:pedido|encomenda|remessa|mercadoria|objeto|objecto|pacote)s?~{0,40}?(?:retid|bloquead|taxad|apreendid)[oa]s?",
    r"(?:encomenda|remessa|objeto|objecto|pacote)s?~{0,40}?(?:pendente|em espera|parad[oa])",
    r"nao (?:foi possivel|conseguimos) entregar (?:a sua |o seu |sua |seu )?(?:encomenda|remessa|objeto|pacote)",
    r"(?:taxas?|tarifas?|impostos?) pendentes? (?:d[ao]s?|de) (?:sua |seu )?(?:encomenda|pedido|remessa|objeto)",
    # "release your order": the step says the order is held
    r"(?:libere|liberar|desbloqueie|desbloquear) (?:ja |agora )?(?:o |a )?(?:seu |sua )?(?:pedido|encomenda|remessa"
    r"|mercadoria|objeto)",
    # de
    r"(?:paket|sendung|lieferung|bestellung)(?:e|en)?~{0,40}?(?:warteschleife|zur(?:u|ue)ckgehalten|festgehalten"
    r"|ausgesetzt|auf (?:die |ihre )?(?:zustellung|lieferung|zahlung) wartet|wartet auf (?:die |ihre )?"
    r"(?:zustellung|lieferung|zahlung))",
    r"ausgesetzte (?:paket)?(?:lieferung|zustellung)",
    r"(?:paket|sendung)~{0,30}?(?:konnte|kann) nicht (?:zugestellt|geliefert) werden",
    # nl
    r"(?:pakket|zending|bestelling)(?:je|en)?~{0,40}?(?:wacht op (?:bezorging|levering|betaling)"
    r"|op (?:bezorging|levering|betaling)[ -]?wacht|vastgehouden|tegengehouden|in de wacht|geblokkeerd"
    r"|openstaand bedrag|kon niet (?:worden )?(?:bezorgd|geleverd))",
    # fr
    r"(?:colis|envoi|livraison)~{0,40}?(?:en attente|bloque|retenu|suspendue?|en instance)",
    r"(?:nous )?n'avons pas pu (?:livrer|distribuer) votre (?:colis|envoi)",
    # es
    r"(?:paquete|envio|entrega)s?~{0,40}?(?:retenid|detenid|suspendid|bloquead)[oa]s?",
    r"no (?:hemos podido|pudimos) entregar su (?:paquete|envio|pedido)",
    # it
    r"(?:pacco|spedizione|consegna)~{0,40}?(?:in giacenza|trattenut[oa]|bloccat[oa]|sospes[oa])",
    r"non (?:siamo riusciti|e stato possibile) (?:a )?consegnare il (?:tuo |suo )?(?:pacco|ordine)",
)
_PARCEL_ACT = notice_phrase(
    r"(?:libere|liberar|desbloqueie|desbloquear|regularize|regularizar|pague|pagar|pagando|efetue o pagamento"
    r"|conclua o pagamento)(?:-o|-a)?(?: ja| agora| hoje)?(?: o| a| os| as)?(?: seu| sua| seus| suas)?"
    r" (?:pedido|encomenda|remessa|mercadoria|objeto|taxa|tarifa|frete|portes|pagamento|envio)s?",
    r"(?:confirme|atualize|actualize) (?:o |a )?(?:seu |sua )?(?:endereco|morada|dados de entrega)",
    r"(?:schlie(?:ss|ß)en|begleichen|bezahlen|zahlen) sie (?:die |ihre |den )?(?:zahlung|geb(?:u|ue)hr|betrag)",
    r"zahlung ab(?:zu)?schlie(?:ss|ß)en",
    r"best(?:a|ae)tigen sie (?:die |ihre )?(?:zustellung|lieferung|adresse|lieferadresse)",
    r"betaal (?:nu|direct|vandaag|(?:het |de |uw |je )?(?:openstaande? )?(?:bedrag|kosten|verzendkosten"
    r"|douanekosten|bezorgkosten|\d|€))",
    r"bevestig (?:uw|je) (?:adres|bezorging|levering|betaling|gegevens)",
    r"(?:reglez|payez|acquittez) (?:les |des |vos )?(?:frais|droits|taxes?|montant)",
    r"confirmez (?:votre |l'|la )?(?:adresse|livraison|paiement)",
    r"(?:pague|abone) (?:la |las |el |los )?(?:tasa|tarifa|gastos|importe|aranceles|\d|€)",
    r"confirm(?:e|a) (?:su |sus |tu |tus |la )?(?:direccion|entrega|pago|datos de entrega)",
    r"(?:paga|paghi|salda) (?:le |la |il |i )?(?:spese|tassa|tariffa|importo|dazi|\d|€)",
    r"conferma (?:il tuo |la tua |l')?(?:indirizzo|consegna|pagamento)",
)

# --- a toll or traffic fine, and a step to pay it ---------------------------------------------------
_FINE = notice_phrase(
    r"infrac(?:ao|oes) de transito",
    r"multas? de transito",
    r"(?:auto|notificacao|aviso) de (?:infracao|multa|contraordenacao)",
    r"multas? (?:pendentes?|em aberto|por pagar|nao pagas?)",
    r"(?:bu(?:ss|ß)geld|verwarnungsgeld)(?:bescheid)?",
    r"(?:offene|ausstehende|unbezahlte) (?:maut(?:geb(?:u|ue)hr)?|strafe|verwarnung)",
    r"verkeersboete",
    r"(?:openstaande|onbetaalde) (?:boete|tol|tolheffing|parkeerboete|verkeersboete)",
    r"(?:amende|contravention|peage)s? (?:impayee?s?|en attente|majoree?s?|non reglee?s?)",
    r"avis de contravention",
    r"multas? de trafico",
    r"(?:multa|sancion|peaje)s? (?:pendientes?|impagad[oa]s?|sin pagar|no pagad[oa]s?)",
    r"multa (?:non pagata|da pagare|stradale)",
    r"pedaggi(?:o|i) (?:non pagat[oi]|insolut[oi])",
    r"verbale di (?:contestazione|infrazione)",
)
_FINE_ACT = notice_phrase(
    r"(?:pague|pagar|regularize|regularizar|liquide|liquidar|consulte|verifique)(?: ja| agora| hoje)?"
    r"(?: a| o| as| os)?(?: sua| seu)? (?:multa|infracao|divida|valor|portage(?:m|ns)|pedagio|situacao|debito)",
    r"evit(?:e|ar) (?:a |o |as |os )?(?:suspensao|bloqueio|apreensao|acrescimos?|juros|penalizac(?:ao|oes))",
    r"(?:bezahlen|begleichen|zahlen|(?:u|ue)berweisen) sie",
    r"(?:jetzt|sofort|umgehend) (?:bezahlen|begleichen|zahlen)",
    r"betaal (?:nu|direct|vandaag|binnen)",
    r"(?:reglez|payez|acquittez)(?: votre| l'| la| cette)? ?(?:amende|contravention|montant|peage)",
    r"avant majoration",
    r"(?:pague|abone)(?: ahora| hoy| ya)? (?:la |su |el )?(?:multa|sancion|importe|peaje)",
    r"evit(?:e|ar) (?:recargos|el recargo|sanciones)",
    r"(?:paga|pagare|salda)(?: ora| subito| entro)? (?:la |il )?(?:multa|importo|pedaggio|sanzione)",
    r"evita(?:re)? (?:sanzioni|maggiorazioni|more)",
)

# --- a full mailbox or an expiring password, and a link to keep it ---------------------------------
_MAILBOX = notice_phrase(
    r"(?:caixa de (?:correio|entrada|e-?mail)|armazenamento|espaco de armazenamento|quota|cota)"
    r"~{0,30}?(?:cheia|esgotad[oa]|excedid[oa]|lotad[oa]|quase cheia)",
    r"(?:senha|palavra-passe)~{0,30}?(?:expira|expirou|vai expirar|expirad[oa])",
    r"(?:postfach|mailbox|speicher(?:platz)?|e-?mail-konto)~{0,30}?(?:voll|(?:u|ue)berschritten|ersch(?:o|oe)pft)",
    r"(?:passwort|kennwort)~{0,30}?(?:l(?:a|ae)uft|abgelaufen|verf(?:a|ae)llt)",
    r"(?:mailbox|postvak|inbox|opslag(?:ruimte)?)~{0,30}?(?:is vol|bijna vol|overschreden)",
    r"wachtwoord~{0,30}?(?:verloopt|verlopen|vervalt)",
    r"(?:boite (?:mail|de reception|de messagerie)|messagerie|espace de stockage|stockage)"
    r"~{0,30}?(?:pleine?|saturee?|depasse|presque plein)",
    r"mot de passe~{0,30}?(?:expire|expirera|expiration)",
    r"(?:buzon|bandeja de entrada|almacenamiento)~{0,30}?(?:llen[oa]|excedid[oa]|agotad[oa])",
    r"contrasena~{0,30}?(?:caduca|expira|vence|caducad[oa]|expirad[oa])",
    r"(?:casella(?: di posta| email)?|spazio di archiviazione|archiviazione)~{0,30}?(?:piena|esaurit[oa]|superat[oa])",
    r"password~{0,30}?(?:scade|scadra|scaduta|in scadenza)",
)
_MAILBOX_ACT = notice_phrase(
    r"(?:clique|clica|toque|aceda|acesse|aumente|atualize|actualize|verifique|confirme|mantenha)"
    r"(?: aqui| abaixo| no| na| em| o| a| sua| seu| a sua| o seu| mesma)",
    r"clicando (?:aqui|abaixo|no)",
    r"(?:klicken|behalten|erweitern) sie",
    r"(?:aktualisieren|best(?:a|ae)tigen|verifizieren) sie (?:ihr(?:e|en)? |das |die |den )?(?:konto|postfach"
    r"|passwort|kennwort|e-?mail|zugang|speicher)",
    r"hier klicken",
    r"(?:klik|behoud|bevestig|verifieer|upgrade|vergroot)(?: hier| op| uw| je| nu| de)",
    r"(?:cliquez|conservez|confirmez|mettez a jour|augmentez|verifiez)(?: ici| sur| votre| vos| le| la| l')",
    r"(?:haga clic|pulse|mantenga|confirme|actualice|amplie|verifique)(?: aqui| en| su| sus| la| el)",
    r"(?:clicca|mantieni|conferma|aggiorna|aumenta|verifica)(?: qui| su| il| la| le| i| tuo| tua)",
)

# --- a card blocked or expiring, and a step to unblock or update it --------------------------------
_CARD = notice_phrase(
    r"cart(?:ao|oes)(?: de credito| de debito| multibanco| virtual)?~{0,25}?(?:bloquead|suspens|expirad|cancelad"
    r"|desativad|caducad)[oa]s?",
    r"(?:karte|kreditkarte|bankkarte|girocard|debitkarte)~{0,25}?(?:gesperrt|blockiert|abgelaufen|deaktiviert)",
    r"(?:bankpas|betaalpas|pinpas|creditcard)~{0,25}?(?:geblokkeerd|verloopt|verlopen|gedeactiveerd|opgeschort)",
    r"carte (?:bancaire|bleue|de credit|de paiement)~{0,25}?(?:bloquee|suspendue|expiree|a expire|desactivee)",
    r"tarjeta~{0,25}?(?:bloquead|suspendid|caducad|desactivad)a",
    r"carta (?:di credito|di debito|prepagata|bancomat)?~{0,25}?(?:bloccata|sospesa|scaduta|disattivata)",
)
_CARD_ACT = notice_phrase(
    # imperatives only: a genuine bank's "para desbloquear, ligue-nos" gives a number, not a step here
    r"(?:desbloqueie|reative|reactive)(?:-o|-a)?",
    r"(?:clique|aceda|acesse) (?:aqui|no link|abaixo|ao link)",
    r"(?:atualize|actualize|confirme|valide) (?:os |o |a |as )?(?:seus |sua |seu |suas )?(?:dados|cartao|informac)",
    r"(?:entsperren|reaktivieren|freischalten) sie",
    r"(?:aktualisieren|best(?:a|ae)tigen|verifizieren) sie (?:ihre |die )?(?:karte|kartendaten|daten|angaben)",
    r"klicken sie hier|hier klicken",
    r"(?:deblokkeer|heractiveer|klik hier)",
    r"(?:werk|vul) (?:uw|je) (?:gegevens|pasgegevens|kaartgegevens) (?:bij|in)",
    r"vraag (?:vandaag |nu )?(?:een )?nieuwe (?:pas|kaart) aan via",
    r"(?:debloquez|reactivez|cliquez ici)(?:-la|-le)?",
    r"(?:mettez a jour|confirmez|verifiez) (?:vos |votre )(?:informations|coordonnees|donnees|carte)",
    r"(?:desbloquee|desbloquea|reactive)(?:la|lo)?",
    r"(?:haga clic aqui|acceda al enlace)",
    r"(?:actualice|confirme|verifique) (?:sus |su )(?:datos|tarjeta|informacion)",
    r"(?:sblocca|riattiva)(?:la|lo)?",
    r"(?:clicca qui|accedi al link)",
    r"(?:aggiorna|conferma|verifica) (?:i tuoi |la tua |i suoi )(?:dati|carta)",
)

# --- a subscription or payment that failed, and a payment method to update -------------------------
_RENEWAL = notice_phrase(
    r"(?:assinatura|subscricao|plano|pagamento|renovacao)~{0,30}?(?:nao (?:foi )?(?:renovad|processad|aprovad"
    r"|concluid)[oa]|recusad[oa]|falhou)",
    r"(?:abonnement|mitgliedschaft|zahlung|verl(?:a|ae)ngerung)~{0,30}?(?:nicht verl(?:a|ae)ngert"
    r"|fehlgeschlagen|abgelehnt|nicht (?:m(?:o|oe)glich|durchgef(?:u|ue)hrt))",
    r"(?:abonnement|lidmaatschap|betaling|verlenging)~{0,30}?(?:niet (?:verlengd|gelukt|voltooid)|mislukt"
    r"|geweigerd)",
    r"(?:abonnement|paiement|renouvellement)~{0,30}?(?:n'a pas (?:pu )?(?:ete|etre) (?:renouvele|effectue|traite)"
    r"|echoue|refuse|a echoue)",
    r"(?:suscripcion|pago|renovacion)~{0,30}?(?:no (?:se )?(?:ha )?(?:podido )?(?:renovar|procesar|renovado"
    r"|procesado)|rechazad[oa]|fallid[oa]|ha fallado)",
    r"(?:abbonamento|pagamento|rinnovo)~{0,30}?(?:non (?:e )?(?:stato )?(?:rinnovat|elaborat|riuscit)[oa]"
    r"|rifiutat[oa]|fallit[oa])",
)
_RENEWAL_ACT = notice_phrase(
    r"(?:atualize|actualize|altere|confirme)(?: o| a| os| as)?(?: seu| sua| seus| suas)? (?:metodo|forma|dados"
    r"|informac(?:ao|oes)) de pagamento",
    r"(?:aktualisieren|(?:a|ae)ndern|best(?:a|ae)tigen) sie (?:ihre |die )?(?:zahlungs(?:methode|daten|informationen"
    r"|art)|kartendaten)",
    r"(?:werk|wijzig|controleer) (?:uw|je) (?:betaalgegevens|betaalmethode|betalingsgegevens|kaartgegevens)",
    r"(?:mettez a jour|modifiez|verifiez) (?:votre |vos )(?:moyen de paiement|mode de paiement|informations de"
    r" paiement|coordonnees bancaires)",
    r"(?:actualice|actualiza|cambie|verifique) (?:su |tu )(?:metodo de pago|forma de pago|informacion de pago"
    r"|datos de pago)",
    r"(?:aggiorna|modifica|verifica) (?:il tuo |i tuoi |il suo )(?:metodo di pagamento|dati di pagamento)",
)

# --- a tax refund waiting, and bank details to confirm or a link to claim it ------------------------
_TAX_REFUND = notice_phrase(
    r"(?:reembolso|restituicao|devolucao) (?:de |do |dos )?(?:irs|imposto de renda|impostos?)",
    r"(?:irs|imposto de renda)~{0,30}?(?:reembolso|restituicao|a receber)",
    r"steuer(?:erstattung|r(?:u|ue)ckerstattung|gutschrift)",
    r"belastingteruggave|teruggave (?:van )?(?:de |uw )?belasting",
    r"remboursement (?:d'impots?|des impots|fiscal)|trop[ -]percu",
    r"(?:devolucion|reembolso) (?:de la renta|de (?:sus |los )?impuestos|del irpf|fiscal|tributari[oa])",
    r"rimborso (?:fiscale|irpef|delle tasse|dell'imposta|dell'agenzia delle entrate)",
)
_TAX_REFUND_ACT = notice_phrase(
    r"(?:confirme|atualize|actualize|valide|forneca|indique|informe) (?:os |o |a |as )?(?:seus |sua |seu |suas )?"
    r"(?:dados|iban|nib|conta|informac)",
    # a bare "aceda ao" is the tax office's own "aceda ao Portal das Finanças": the link, here or below
    r"(?:aceda|acesse) (?:ao link|aqui|abaixo)|clique(?: no| aqui| abaixo)",
    r"(?:receba|reclame|solicite|resgate) (?:o |a )?(?:seu |sua )?(?:reembolso|restituicao|valor)",
    r"(?:best(?:a|ae)tigen|aktualisieren|verifizieren) sie (?:ihre |die )?(?:bankdaten|bankverbindung|iban"
    r"|kontodaten|daten|angaben)",
    r"beantragen sie (?:ihre |die )?(?:r(?:u|ue)ck)?erstattung",
    r"geben sie (?:ihre )?(?:bankdaten|bankverbindung|iban|kontodaten)",
    r"klicken sie|hier klicken",
    r"bevestig (?:uw|je)|vul (?:uw|je) (?:gegevens|iban|rekeningnummer)",
    r"vraag (?:uw |je )?(?:teruggave|terugbetaling) aan",
    r"klik hier",
    r"(?:confirmez|cliquez|remplissez|renseignez|mettez a jour) (?:ici|vos|votre|le formulaire)",
    r"(?:confirme|rellene|complete|actualice) (?:sus |su |el )(?:datos|formulario|cuenta|informacion)",
    r"(?:haga clic|acceda al enlace|solicite (?:su )?(?:devolucion|reembolso))",
    r"(?:conferma|compila|inserisci|aggiorna) (?:i tuoi |il tuo |il |i |la tua )?(?:dati|modulo|iban)",
    r"(?:clicca qui|richiedi (?:il (?:tuo )?)?rimborso)",
)

# --- a new sign-in, and a "that was not me" step ----------------------------------------------------
NEW_SIGN_IN = notice_phrase(
    r"(?:novo|nova) (?:acesso|dispositivo|login|inicio de sessao)",
    r"(?:neue|neuen) (?:anmeldung|ger(?:a|ae)t)",
    r"unbekannten ger(?:a|ae)t",
    r"(?:nieuwe|nieuw) (?:inlog|aanmelding|login|apparaat)",
    r"onbekend apparaat",
    r"(?:nouvelle connexion|nouvel appareil|appareil inconnu)",
    r"nuevo (?:inicio de sesion|acceso|dispositivo)",
    r"dispositivo desconocido",
    r"nuovo (?:accesso|dispositivo)",
    r"dispositivo sconosciuto",
)
NOT_ME = notice_phrase(
    r"nao (?:reconheco|reconhece|reconheces) (?:este|esse|o|a|esta|essa) (?:acesso|dispositivo|login|atividade)",
    r"nao fui eu",
    r"(?:waren|war) (?:sie|ich) (?:das )?nicht",
    r"das war ich nicht",
    r"(?:was u|was jij|ben jij|bent u) (?:dit|dat) niet",
    r"(?:dit|dat) was ik niet",
    r"ce n'etait pas (?:vous|moi)",
    r"ce n etait pas (?:vous|moi)",
    r"no (?:fue usted|fuiste tu|he sido yo|fui yo)",
    r"non (?:sei stato tu|ero io|e stato lei|sono stato io)",
)


# "in the app", "in your settings": a genuine notice sends its reader to the brand's own app, a
# phishing notice to its link, so a step taken there is the brand's own
_IN_APP = notice_phrase(
    r"(?:na|no|pela|pelo|in der|in de|via de|dans l'|dans votre|en la|en tu|en su|nell'|nella|sulla) "
    r"(?:app|aplicacao|aplicativo|applicazione|application|aplicacion)",
    r"nell'app",
    r"(?:nas|in den|in uw|dans vos|en sus|nelle) (?:definicoes|configuracoes|einstellungen|kontoeinstellungen"
    r"|instellingen|parametres|ajustes|impostazioni)",
)

# the organisation's own portal or space named, a fee paid to the courier or at the counter, or a
# number to call: the step is taken where the organisation is, not through the message
_OWN_WAY = notice_phrase(
    r"portal das (?:financas|contraordenacoes)|\belster\b|\bpagopa\b|\bmijn [a-z]{2,}",
    r"espace (?:abonne|client|personnel|adherent)|mon espace\b|area (?:de |do )?cliente|area riservata",
    r"ao (?:entregador|estafeta|carteiro)|no (?:ato|acto) da entrega|na entrega\b|bij (?:de )?(?:bezorging|aflevering)",
    r"aan de (?:bezorger|deur)|au facteur|au livreur|a la livraison|(?:allo|al) sportello|al ritiro|alla consegna",
    r"al (?:repartidor|cartero)|contra ?reembolso|bei (?:der )?zustellung|an der haust(?:u|ue)r|beim zusteller",
    r"(?:ligue|ligue-nos|liga|contacte-nos|appelez(?:-nous)?|rufen sie|bel (?:ons|met)|llame|llamenos|chiami"
    r"|chiamaci|chiama)[^.\n]{0,30}?\+?\d[\d .]{6,}\d",
)

# "nicht", "não", "ne ... pas": a step the notice tells its reader not to take
_NOT_BEFORE = re.compile(r"(?<!\w)(?:nao|no|non|ne|n'|nicht|niet|nunca|jamais|mai)(?: \w+)? ?$")
_NOT_AFTER = re.compile(r"^[^.!?\n]{0,30}?(?<!\w)(?:nicht|niet|pas|nunca|jamais)(?!\w)")

_OFF_SITE = "a link whose host carries a sign"


def notice_head(ctx: TextContext) -> str:
    return plain_text(ctx)[:_HEAD]


def brand_links_only(ctx: TextContext) -> bool:
    """Every link of the message leads to a site of a brand it names: the notice is that brand's own."""
    return bool(ctx.links) and not unofficial_links(ctx)


def signed_link(ctx: TextContext) -> bool:
    """A link off the brands' sites whose host itself carries a sign (a risky ending, a shortener, free
    hosting, an address, a look-alike): a plain organisation's own portal link is no step."""
    if not ctx.links or not unofficial_links(ctx):
        return False
    return any(link.imitates or any(f.weight > 0 for f in link.findings) for link in ctx.links if not link.official)


def is_negated(head: str, start: int, end: int) -> bool:
    return bool(_NOT_BEFORE.search(head[max(0, start - 20) : start]) or _NOT_AFTER.search(head[end:]))


def _pair(claim: Gated, act: Gated, *, link_and_step: bool = False) -> Callable[[TextContext], str | None]:
    """A claim near the top, and a step: the words of one (``act``) or a link whose host carries a
    sign. With ``link_and_step`` both: the words alone (a "that was not me" button) are a genuine
    alert's. The app, the organisation's own portal, the courier at the door or a number to call
    is the organisation's own way, and a negated step ("bestätigen Sie ... nicht") is none."""

    def check(ctx: TextContext) -> str | None:
        head = notice_head(ctx)
        c = claim.regex.search(head)
        if c is None or brand_links_only(ctx):
            return None
        off_site = signed_link(ctx)
        if not off_site and (_IN_APP.regex.search(head) or _OWN_WAY.regex.search(head)):
            return None
        text = ctx.subject
        a = next((m for m in act.regex.finditer(head) if not is_negated(head, m.start(), m.end())), None)
        if a is None or (link_and_step and not off_site):
            return f"{text[c.start() : c.end()]} + {_OFF_SITE}" if off_site and not link_and_step else None
        if a.start() < c.end() and c.start() < a.end():  # "libere seu pedido": the step says the claim
            return text[min(c.start(), a.start()) : max(c.end(), a.end())]
        first, second = sorted((c, a), key=lambda m: m.start())
        return f"{text[first.start() : first.end()]} + {text[second.start() : second.end()]}"

    return needing(check, in_plain(claim), space="plain")


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="TEXT_NOTICE_PARCEL_STEP",
        group="fraud",
        weight=45,
        description="Says a parcel is held or waiting, and asks to pay a fee or confirm the address",
        fires=(
            "Seu pedido está retido. Libere seu pedido agora pagando a taxa pendente.",
            "Ihre Sendung wird beim Zoll festgehalten: zahlen Sie die Gebühr von 2,40 € online.",
            "Uw pakket wacht op bezorging. Betaal het openstaande bedrag van € 1,99.",
            "Votre colis est bloqué : réglez les frais de 2,99 € pour le recevoir.",
            "Su paquete está retenido. Confirme su dirección de entrega.",
            "Il tuo pacco è in giacenza: paga le spese di 1,50 € per riceverlo.",
        ),
        quiet=(
            "A sua encomenda está a caminho e chega amanhã.",
            "Ihr Paket wird heute zugestellt. Sendungsverfolgung in der App.",
            "Uw pakket ligt klaar bij het afhaalpunt.",
            "Seu pedido está aguardando pagamento. Pague o boleto até sexta.",
            "Votre colis est en attente au point relais jusqu'au 12 mai.",
            "Il tuo pacco è in giacenza presso l'ufficio postale. Paga le spese di 2,00 € allo sportello al ritiro.",
            "Votre colis est en attente : réglez les frais de 3,50 € au facteur à la livraison.",
            "Uw pakket wacht op bezorging: betaal de douanekosten van € 4,20 bij bezorging aan de bezorger.",
            "Ihre Sendung wird beim Zoll festgehalten. Zahlen Sie die Gebühr von 2,80 € bei Zustellung an der Haustür.",
            "Su paquete está retenido en aduana. Pague la tasa de 2,50 € al repartidor en la entrega.",
            "A sua encomenda está retida na alfândega. Pague a taxa de 3,00 € ao entregador no ato da entrega.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_PARCEL_HELD, _PARCEL_ACT),
        category="delivery",
        advice="Check a parcel's fees on the courier's own site or app, typed in yourself, not through the message.",
    ),
    Rule(
        id="TEXT_NOTICE_FINE_STEP",
        group="fraud",
        weight=45,
        description="Says a toll or traffic fine is unpaid, and asks to pay it or avoid a penalty",
        fires=(
            "Infração de trânsito registada: pague a multa hoje para evitar a suspensão.",
            "Offene Mautgebühr: bezahlen Sie jetzt, um eine Strafe zu vermeiden.",
            "U heeft een openstaande verkeersboete. Betaal binnen 24 uur.",
            "Avis de contravention : réglez votre amende avant majoration.",
            "Multa de tráfico pendiente: pague la multa hoy.",
            "Multa non pagata: paga la multa entro 24 ore.",
        ),
        quiet=(
            "A multa de trânsito do meu irmão chegou ontem.",
            "Der Bußgeldkatalog wurde 2021 geändert.",
            "Ik heb een verkeersboete gekregen, balen.",
            "Une amende impayée peut être majorée, rappelle le site officiel.",
            "Multa de trânsito: a notificação de contraordenação foi enviada por carta registada. Pague a multa "
            "no Portal das Contraordenações.",
            "Multa non pagata: il verbale di contestazione è disponibile. Paga la multa con pagoPA presso la tua "
            "banca o in tabaccheria.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_FINE, _FINE_ACT),
        category="toll",
        advice="Look up fines and tolls on the authority's or operator's own site, typed in yourself.",
    ),
    Rule(
        id="TEXT_NOTICE_MAILBOX_STEP",
        group="fraud",
        weight=45,
        description="Says your mailbox is full or your password expires, and asks to click to keep it",
        fires=(
            "A sua caixa de correio está cheia. Clique aqui para aumentar o espaço.",
            "Ihr Postfach ist voll. Klicken Sie hier, um mehr Speicherplatz zu erhalten.",
            "Uw mailbox is vol. Klik hier om uw opslag te vergroten.",
            "Votre mot de passe expire aujourd'hui. Conservez votre mot de passe ici.",
            "Su buzón de correo está lleno. Haga clic aquí para ampliar el espacio.",
            "La tua casella di posta è piena. Clicca qui per aumentare lo spazio.",
        ),
        quiet=(
            "A minha caixa de correio está cheia de publicidade.",
            "Ihr Passwort wurde geändert. Falls Sie das waren, ist nichts zu tun.",
            "Mijn inbox is vol met vakantiefoto's.",
            "Uw mailbox is bijna vol (96%). Verwijder oude berichten. Meer opslag nodig? Vraag het aan via "
            "https://servicedesk.gemeente-voorbeeld.nl",
            "Ihr Postfach ist fast voll (95 %). Löschen Sie alte Nachrichten. Mehr Speicher? Beantragen Sie ihn "
            "unter https://servicedesk.stadt-beispiel.de",
            "Votre boîte de messagerie est presque pleine (95 %). Supprimez d'anciens messages. Besoin de plus "
            "d'espace ? Demandez-le sur https://support.mairie-exemple.fr",
            "A sua caixa de correio está quase cheia (95%). Apague mensagens antigas. Precisa de mais espaço? "
            "Peça em https://apoio.camara-exemplo.pt",
            "La tua casella di posta è quasi piena (95%). Elimina i messaggi vecchi. Serve più spazio? "
            "Richiedilo su https://assistenza.comune-esempio.it",
            "Ihr Passwort läuft in 7 Tagen ab. Bitte ändern Sie es rechtzeitig unter "
            "https://passwort.firma-beispiel.de. Ihre IT-Abteilung",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_MAILBOX, _MAILBOX_ACT),
        category="account",
        advice="Check your mailbox's storage and password in its own settings, never through a message's link.",
    ),
    Rule(
        id="TEXT_NOTICE_CARD_STEP",
        group="fraud",
        weight=45,
        description="Says your bank card is blocked or expiring, and asks to unblock or update it",
        fires=(
            "O seu cartão foi bloqueado. Desbloqueie-o aqui: aceda ao link.",
            "Ihre Karte wurde gesperrt. Klicken Sie hier, um sie zu entsperren.",
            "Uw bankpas verloopt binnenkort. Vraag vandaag een nieuwe pas aan via onderstaande link.",
            "Votre carte bancaire a été bloquée. Débloquez-la en ligne.",
            "Su tarjeta ha sido bloqueada. Desbloquéela en el enlace.",
            "La tua carta è stata bloccata. Sbloccala subito.",
        ),
        quiet=(
            "O seu novo cartão segue por correio; o antigo expira em maio.",
            "Ihre neue Karte ist unterwegs.",
            "Uw nieuwe bankpas is onderweg en wordt binnen 5 werkdagen bezorgd.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_CARD, _CARD_ACT),
        category="bank",
        advice="Call your bank on the number on the back of your card, or open its own app.",
    ),
    Rule(
        id="TEXT_NOTICE_RENEWAL_STEP",
        group="fraud",
        weight=45,
        description="Says a subscription or payment failed, and asks to update the payment method",
        fires=(
            "A sua assinatura não foi renovada. Atualize o seu método de pagamento.",
            "Ihr Abonnement konnte nicht verlängert werden: Zahlung fehlgeschlagen. Aktualisieren Sie Ihre "
            "Zahlungsmethode.",
            "Uw abonnement is niet verlengd. Werk uw betaalgegevens bij.",
            "Le paiement de votre abonnement a échoué. Mettez à jour votre moyen de paiement.",
            "Su pago ha sido rechazado. Actualice su método de pago.",
            "Il pagamento del tuo abbonamento è fallito. Aggiorna il tuo metodo di pagamento.",
        ),
        quiet=(
            "A sua assinatura foi renovada com sucesso.",
            "Ihr Abonnement wurde verlängert. Vielen Dank!",
            "Uw betaling is gelukt.",
            "Le paiement de votre abonnement au magazine a échoué. Mettez à jour votre moyen de paiement dans "
            "votre espace abonné ou appelez-nous au 01 23 45 67 89.",
            "Uw betaling voor het lidmaatschap is mislukt. Werk uw betaalgegevens bij in Mijn Omgeving op onze "
            "website.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_RENEWAL, _RENEWAL_ACT),
        category="invoice",
        advice="Open the service's own app or site, typed in yourself, to check your subscription.",
    ),
    Rule(
        id="TEXT_NOTICE_TAX_REFUND_STEP",
        group="fraud",
        weight=45,
        description="Says a tax refund is waiting, and asks for bank details or a click to claim it",
        fires=(
            "Tem um reembolso de IRS a receber. Aceda ao link e confirme os seus dados.",
            "Ihre Steuererstattung wartet: bestätigen Sie Ihre Bankdaten hier.",
            "U heeft recht op een belastingteruggave. Vul uw IBAN in via de link.",
            "Remboursement d'impôt en attente : confirmez vos coordonnées bancaires.",
            "Tiene una devolución de impuestos pendiente. Confirme sus datos bancarios.",
            "Rimborso fiscale disponibile: inserisci il tuo IBAN.",
        ),
        quiet=(
            "O reembolso do IRS foi pago na sua conta a 12 de julho.",
            "Die Steuererstattung kam gestern auf mein Konto.",
            "De belastingteruggave wordt binnen vijf weken uitbetaald.",
            "Finanças: o seu reembolso de IRS de 380,00 EUR foi emitido. Para consultar o estado, aceda ao "
            "Portal das Finanças com as suas credenciais.",
            "Ihre Steuererstattung 2025 wurde berechnet. Den Bescheid finden Sie in ELSTER. Bestätigen Sie den "
            "Empfang nicht per E-Mail.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(_TAX_REFUND, _TAX_REFUND_ACT),
        category="government",
        advice="Tax offices pay refunds to the account they hold; check on their own site, typed in yourself.",
    ),
    Rule(
        id="TEXT_NOTICE_SIGN_IN_STEP",
        group="fraud",
        weight=45,
        description="A new sign-in alert whose 'that was not me' step leads off the brand's site",
        fires=(
            "Detectamos um novo acesso à sua conta. Não reconheço este acesso: https://example-acesso.top/x",
            "Neue Anmeldung auf einem unbekannten Gerät. Waren Sie das nicht? https://example-login.top/x",
            "Nieuwe inlog op uw account. Was u dit niet? https://example-inlog.top/x",
        ),
        quiet=(
            "Detectamos um novo acesso à sua conta. Não reconheço este acesso.",
            "Neue Anmeldung auf einem neuen Gerät. Waren Sie das nicht? Ändern Sie Ihr Passwort in der App.",
        ),
        reads=("TEXT_HAS_LINK",),
        check=_pair(NEW_SIGN_IN, NOT_ME, link_and_step=True),
        category="account",
        advice="Check your account's recent sign-ins in its own app or site, typed in yourself.",
    ),
)
