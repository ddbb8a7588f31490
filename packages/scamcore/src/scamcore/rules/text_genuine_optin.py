"""Text rules: a newsletter's double opt-in, with nothing at stake and its link on the sender's site.

A list that asks a new subscriber to confirm the address ("please confirm your subscription",
"bitte bestätigen Sie Ihre Anmeldung zum Newsletter") uses the words a mailbox phish uses: a
confirm or verify ask, a ``/confirm`` link, often "check your junk folder". What it cannot do
without is the subscription to a list the reader joined, and what it leaves out is what a phish
needs: something of the reader's at stake (an account, a mailbox, a password, a payment or card, a
deadline), a threat, or a link on another site. A phish that asks only to confirm a newsletter, on
the newsletter's own site, asks for nothing. ``TEXT_GENUINE_OPTIN`` reads the ask and gives way to
any of those lures, and to the ones every genuine layout gives way to (``text_genuine_lures``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._odd_links import own_site
from ._phrases import fast
from .base import Rule
from .model import Composite, rows
from .text_genuine_lures import LURES, groups_of, lure_in_language

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = ["RULES"]

G = "genuine"

_LURES = tuple(lure for lure in LURES if lure not in ("_LURE_ODD_LINK", "_LURE_SECRET"))
"""Every genuine layout's lures but two, which this layout reads its own way: a link off a brand's
site signed by no one (a list's own domain is often hyphenated: ``_LURE_OPTIN_LINK`` reads it), and a
confirm or verify ask, which is the opt-in itself (a secret at stake is ``_LURE_OPTIN_STAKES``)."""

# To confirm, in the seven languages (a stem: "confirm", "confirma", "conferma", "bestätig", "bevestig").
_CONFIRM = r"(?:confirm|verif|activat|best[äa]tig|aktivier|valid|conferm|bevestig)"
# A list the reader joined: a newsletter, a mailing list, a subscription to one, in the seven languages.
# "Anmeldung", "aanmelding", "cadastro" and "subscription" alone are a sign-in, a registration or a
# paid plan, so each comes with the list's word or stands as the thing confirmed.
_LIST = (
    r"(?:newsletter|news letter|mailing ?list|e-?mail (?:list|updates)|subscription|subscribe|"
    r"nieuwsbrief|mailinglijst|inschrijving|abonnement|abo\b|verteiler|mailingliste|"
    r"lettre d'information|liste de diffusion|inscription|"
    r"inscri[cç][aã]o|subscri[cç][aã]o|boletim|lista de (?:e-?mails|correo|distribui)|"
    r"suscripci[oó]n|suscribirte|bolet[ií]n|iscrizione)"
)
_OPTIN_ASK = fast(rf"\b{_CONFIRM}\w*\b[^\n]{{0,150}}?\b{_LIST}|\b{_LIST}[^\n]{{0,150}}?\b{_CONFIRM}")

# What a phish must put at stake and a double opt-in never does: an account, a mailbox or its
# password, a payment or card, a sign-in, or a deadline, in the seven languages.
_STAKES = fast(
    r"\b(?:account|mailbox|password|passcode|payment|billing|credit card|debit card|bank|invoice|"
    r"sign[- ]in|log[- ]?in|storage|quota|within \d+|\d+ hours|expire[sd]?|renew\w*|"
    r"konto|postfach|passwort|kennwort|zahlung|kreditkarte|rechnung|innerhalb von \d+|l[äa]uft ab|verl[äa]ngerung|"
    r"compte|bo[îi]te (?:aux lettres|mail)|mot de passe|paiement|carte bancaire|facture|sous \d+|expir\w*|"
    r"renouvel\w*|conta|caixa de (?:correio|e-?mail)|senha|palavra-passe|pagamento|cart[ãa]o|fatura|factura|"
    r"em at[ée] \d+|nas pr[óo]ximas \d+|cuenta|buz[óo]n|contrase[ñn]a|pago|tarjeta|en \d+ horas|caduca|"
    r"casella|pagamento|carta di credito|fattura|entro \d+|scad\w*|rinnov\w*|wachtwoord|betaling|factuur|"
    r"binnen \d+|verloopt|verleng\w*)\b"
)
# A thing of the reader's that the confirm unlocks (to view a shared file, hear a voicemail, open a
# payslip or a remittance), the reader's papers or bank details asked for, or a service suspended:
# what a phish puts behind a list's confirm link. A genuine list may write about payslips or
# voicemail; it does not hold the reader's own behind the confirm. In the seven languages.
_VIEW = (
    r"view|see|open|download|listen to|hear|access|retrieve|ansehen|abrufen|öffnen|herunterladen|anhören|"
    r"consulter|voir|ouvrir|t[ée]l[ée]charger|[ée]couter|ver|abrir|baixar|descargar|visualizar|consultar|ouvir|"
    r"escuchar|vedere|aprire|scaricare|visualizzare|consultare|ascoltare|bekijken|bekijk|openen|downloaden|"
    r"beluisteren|luisteren naar"
)
_THING = (
    r"voicemails?|voice messages?|salary|payslips?|pay ?stubs?|remittance|"
    r"sprachnachricht\w*|gehaltsabrechnung|lohnabrechnung|message vocal|messages vocaux|salaire|"
    r"bulletin de (?:paie|salaire)|fiche de paie|avis de virement|"
    r"mensage(?:m|ns) de voz|sal[áa]rio|holerite|contracheque|mensajes? de voz|n[óo]mina|"
    r"messaggi?o vocale|messaggi vocali|stipendio|busta paga|cedolino|spraakbericht\w*|"
    r"voicemailbericht\w*|salaris|loonstrook"
)
# German and Dutch put the verb last: "um Ihre Gehaltsabrechnung anzusehen", "om je loonstrook te bekijken".
_VIEW_LAST = (
    r"anzusehen|abzurufen|zu öffnen|herunterzuladen|anzuhören|ansehen|abrufen|öffnen|herunterladen|anhören|"
    r"bekijken|openen|downloaden|beluisteren"
)
_OWN_STAKES = fast(
    rf"\b(?:{_VIEW})\b[^.\n]{{0,40}}?\b(?:{_THING})\b|\b(?:{_THING})\b[^.\n]{{0,20}}?\b(?:{_VIEW_LAST})\b|"
    r"\b(?:with|upload|send|provide|submit|take) (?:your|a) (?:photo id|id card|id|passport|selfie)\b|"
    r"\b(?:document|file)s? [^.\n]{0,20}(?:shared with you|waiting for you)|\bremittance advice|"
    r"\b(?:dokument|datei)\w* [^.\n]{0,20}mit (?:ihnen|dir) geteilt|"
    r"\b(?:document|fichier)s? [^.\n]{0,20}partag[ée]s? avec vous|"
    r"\b(?:documento|arquivo|ficheiro)s? [^.\n]{0,20}(?:compartilhado|partilhado)s? (?:com voc[êe]|consigo)|"
    r"\b(?:documento|archivo)s? [^.\n]{0,20}compartidos? (?:contigo|con usted)|"
    r"\b(?:documento|file) [^.\n]{0,20}condivis[oi] con te|"
    r"\b(?:document|bestand)\w* [^.\n]{0,20}met (?:je|jou|u) gedeeld|"
    r"\b(?:suspended|suspension of|deactivated)\b|"
    r"\bihre[nm]? (?:bankdaten|zugangsdaten|ausweis\w*|personalausweis)|\bgesperrt\b|\bdeaktiviert\b|"
    r"\bvos (?:coordonn[ée]es bancaires|identifiants)|\bvotre (?:pi[èe]ce|carte) d'identit[ée]|\bsuspendu\w*|"
    r"\bd[ée]sactiv[ée]e?s?\b|\bseus dados banc[áa]rios|\bseu documento de identidade|\bsuspens[ao]s?\b|"
    r"\bdesativad[ao]s?\b|\b(?:tus|sus) datos bancarios|\b(?:tu|su) (?:dni|documento de identidad)\b|"
    r"\bsuspendid[ao]s?\b|\bdesactivad[ao]s?\b|\b(?:tuoi|suoi) dati bancari|\b(?:tuo|suo) documento d'identit[àa]|"
    r"\bsospes[oa]\b|\bdisattivat[oa]\b|\b(?:je|jouw|uw) (?:bankgegevens|inloggegevens|identiteitsbewijs)|"
    r"\bopgeschort\b|\bgeblokkeerd\b|\bgedeactiveerd\b"
)

_SECRET_ASKS = ("TEXT_ASK_CREDENTIALS", "TEXT_ASK_PERSONAL", "TEXT_REPLY_TO_ACTIVATE", "TEXT_ALERT_ASKS_CARD_SECRET")
"""The asks for a secret of ``_LURE_SECRET`` but the confirm ask (``TEXT_ASK_VERIFY``), which is the opt-in."""


def _links_own(ctx: TextContext) -> str | None:
    """Fires (the lure) unless the message holds a link and every link is on the sender's own site or
    a brand's: an opt-in is a link back to the list that sent it."""
    if not ctx.links:
        return "no link"
    for link in ctx.links:
        if not own_site(link, ctx) or any(f.rule_id.startswith("URL_CRYPTO") for f in link.findings):
            return link.registrable_domain or link.host
    return None


RULES: tuple[Rule[TextContext], ...] = rows(
    Rule(
        id="_GEN_OPTIN_ASK",
        group=G,
        weight=0,
        description="Asks to confirm a subscription to a newsletter or mailing list",
        fires=(
            "Please confirm your subscription",
            "Bitte bestätigen Sie Ihre Anmeldung zum Newsletter",
            "Merci de confirmer votre inscription à la newsletter",
            "Confirma tu suscripción al boletín",
            "Conferma l'iscrizione alla newsletter",
            "Bevestig je inschrijving voor de nieuwsbrief",
            "Confirme a sua subscrição",
        ),
        quiet=("Please confirm your account", "Bitte bestätigen Sie Ihre Anmeldung", "Thanks for your subscription"),
        check=_OPTIN_ASK,
    ),
    Rule(
        id="_LURE_OPTIN_STAKES",
        group=G,
        weight=0,
        description="Puts something of the reader's at stake: an account, mailbox, password, payment or deadline",
        fires=(
            "Confirm your subscription and your mailbox password",
            "Bestätigen Sie Ihr Abonnement, um Ihr Konto zu behalten",
            "Confirmez votre abonnement avec votre carte bancaire",
        ),
        quiet=("Please confirm your subscription to our newsletter", "Move this e-mail to your inbox"),
        check=_STAKES,
    ),
    Rule(
        id="_LURE_OPTIN_OWN",
        group=G,
        weight=0,
        description="Holds a file, voicemail or payslip of the reader's behind the confirm, asks for ID or "
        "bank details, or says a service is suspended",
        fires=(
            "Confirm your subscription to view the document shared with you",
            "Nach der Bestätigung melden Sie sich bitte mit Ihren Bankdaten an",
            "Conferma l'iscrizione per ascoltare il messaggio vocale in attesa",
            "Bevestig je inschrijving om je loonstrook te bekijken",
            "Confirm with your ID and a selfie",
            "Failure to confirm will result in suspension of email services",
        ),
        quiet=(
            "Please confirm your subscription to our newsletter for payroll teams, with tips on payslips",
            "Leave us a voicemail on the show page any time",
            "Bevestig je inschrijving voor tips over je loonstrook",
            "You can suspend or cancel e-mails at any time",
        ),
        check=_OWN_STAKES,
    ),
    Rule(
        id="_LURE_OPTIN_LINK",
        group=G,
        weight=0,
        description="No link, or a link off the sender's own site or a brand's",
        fires=("Confirm your newsletter subscription at https://bit.ly/x9Qz2. Riverbend Books",),
        quiet=("Confirm your newsletter subscription: https://news.riverbendbooks.com/confirm/a1. Riverbend Books",),
        check=_links_own,
    ),
    Rule(
        id="_LURE_OPTIN_SECRET",
        group=G,
        weight=0,
        description="Asks for a password, credentials or personal details: no list needs them to subscribe",
        fires=(
            "Confirm your newsletter subscription, then enter your Microsoft credentials on the next page",
            "Bestätigen Sie Ihre Newsletter-Anmeldung und geben Sie Ihre Zugangsdaten ein",
        ),
        quiet=("Please confirm your subscription to our newsletter",),
        check=lure_in_language(_SECRET_ASKS, ("ASK_CREDENTIALS",)),
        reads=frozenset(_SECRET_ASKS),
        reads_groups=groups_of(("ASK_CREDENTIALS",)),
    ),
    Composite(
        id="TEXT_GENUINE_OPTIN",
        group=G,
        weight=-40,
        description="Laid out like a newsletter's double opt-in: nothing at stake, its own link",
        fires=(
            "Please confirm your subscription\n\nThanks for signing up to the Riverbend Books newsletter. Confirm "
            "here: https://news.riverbendbooks.com/confirm/a81c2\n\nIf you did not sign up, ignore this e-mail.\n\n"
            "Riverbend Books",
        ),
        quiet=(
            "Please confirm your subscription\n\nConfirm the mailbox plan with your password, as our records show a "
            "lapsed plan: https://news.riverbendbooks.com/confirm/a81c2\n\nRiverbend Books",
            "Please confirm your newsletter subscription: https://mail-verify.top/confirm/a81c2",
            "Please confirm your subscription to Tallow File Notices to open the document shared with you: "
            "https://tallow-file-notices.com/confirm/k2\n\nTallow File Notices",
            "Please confirm your newsletter subscription: https://www.dropbox.com/scl/fi/q7x/confirm.html\n\nThe Team",
            "Please confirm your subscription to Velmora Wallet News: https://velmora-wallet-claim.com/confirm/7\n\n"
            "Velmora Wallet News",
        ),
        needs=("_GEN_OPTIN_ASK",),
        unless=(
            *_LURES,
            "_LURE_OPTIN_SECRET",
            "_LURE_OPTIN_STAKES",
            "_LURE_OPTIN_OWN",
            "_LURE_OPTIN_LINK",
            "EMAIL_SHARED_DOCUMENT",
            "EMAIL_ATTACHMENT_LURE",
            "EMAIL_HELD_MESSAGES",
            "EMAIL_FAILURE_TO_COMPLY",
            "EMAIL_PHISH_3",
            "TEXT_DEADLINE",
        ),
        quote=("_GEN_OPTIN_ASK",),
    ),
)
