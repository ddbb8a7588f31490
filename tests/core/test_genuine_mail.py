"""An organisation's own mail (rules/text_genuine_mail.py): genuine IT notices, bills and orders whose
every link is on the site they sign with stay below suspicious; the same shapes with a stranger's
link, a rush, a hidden button or a secret asked back keep their phishing score.

Every message here is made up, in the shape the mail takes (task mail16 wrote 69 genuine and 33
phishing mails of these kinds; these are the regression cases).
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.text import text_hits

ROW = "TEXT_GENUINE_OWN_SITE_MAIL"

_MFA = (
    "Subject: Action required: renew your multi-factor authentication by 15 December\n\n"
    "Dear colleague,\n\nInformation Services is moving all staff accounts to the new MFA policy. Please sign in "
    "to the usual staff portal at https://portal.northfield.ac.uk and re-register your authenticator app before "
    "15 December.\n\nGuidance is on the IT Service Desk pages: https://www.northfield.ac.uk/it/mfa-guide\n\n"
    "Kind regards,\nInformation Services\nNorthfield University\n"
)
_BILL = (
    "Subject: Payment failed - please update your card\n\nHi Sam,\n\nWe tried to charge your Mastercard ending "
    "in 5100 for your Pro plan renewal ($29.00, invoice 2026-3318), but the payment was declined by your bank.\n\n"
    "To keep your workspace active, please update your payment details in your billing settings:\n"
    "https://app.notely.io/settings/billing\n\nWe'll retry the charge automatically in 3 days.\n\nThanks,\n"
    "The Notely team\nNotely Ltd, 20 Wharf Road, London N1 7GR\n"
)

GENUINE = {
    "it-mfa-en": _MFA,
    "bill-failed-en": _BILL,
    "bill-failed-pt": (
        "Assunto: Não conseguimos processar o seu pagamento\n\nOlá Ana,\n\nO pagamento de 15,00 € referente à sua "
        "subscrição Faturalo Essencial (fatura FT 2026/4410) foi recusado pelo banco.\n\nAtualize o seu cartão na "
        "área de faturação: https://app.faturalo.pt/conta/faturacao\n\nVoltaremos a tentar a cobrança dentro de 5 "
        "dias. A sua conta continua ativa entretanto.\n\nEquipa Faturalo\n"
        "Gerir notificações: https://app.faturalo.pt/conta/notificacoes\n"
    ),
    "bill-failed-de": (
        "Betreff: Zahlung fehlgeschlagen – bitte Zahlungsmethode aktualisieren\n\nHallo Jonas,\n\nleider konnten "
        "wir die Zahlung von 12,00 € für Ihr Notizwerk-Abo (Rechnung NW-2026-5512) nicht einziehen. Ihre "
        "Kreditkarte wurde abgelehnt.\n\nBitte aktualisieren Sie Ihre Zahlungsmethode in Ihrem Konto: "
        "https://notizwerk.de/konto/zahlung\n\nWir versuchen die Abbuchung in 3 Tagen erneut. Ihr Konto bleibt "
        "bis dahin aktiv.\n\nViele Grüße\nIhr Notizwerk-Team\n"
    ),
    "order-it": (
        "Oggetto: Conferma del tuo ordine n. 6620\n\nCiao Giulia,\n\ngrazie per il tuo acquisto! Abbiamo "
        "ricevuto il pagamento con carta.\n\nOrdine n. 6620\nOlio extravergine 1 L × 2    36,00 €\nSpedizione"
        "                    7,90 €\nTotale                       43,90 €\n\nPuoi seguire il tuo ordine su "
        "https://www.dispensadelsud.it/account/ordini/6620\n\nA presto,\nDispensa del Sud\n"
    ),
}

PHISHING = {
    "stranger-host": _MFA.replace("portal.northfield.ac.uk", "northfield-ac-uk.mfa-renew.com"),
    "rush": _BILL.replace(
        "We'll retry the charge automatically in 3 days.", "Update it in 24 hours, or we suspend your workspace."
    ),
    "hidden-button": _BILL.replace(
        "in your billing settings:\nhttps://app.notely.io/settings/billing", "by clicking the button below."
    ).replace("Notely Ltd", "Notely Ltd https://notely.io/privacy"),
    "scanner-footer": (
        "Subject: Mailbox upgrade\n\nDear user, your mailbox has reached its limit. Upgrade it to keep receiving "
        "mail.\n\nThanks, Admin Team\nScanned for viruses by Shieldly antivirus. https://www.shieldly.com/antivirus\n"
    ),
    "password-back": _MFA + "\nBefore the move, reply to this e-mail with your username and password.\n",
}


@pytest.mark.parametrize("text", GENUINE.values(), ids=GENUINE.keys())
def test_an_organisations_own_mail_is_reassured_and_below_suspicious(text: str) -> None:
    assert ROW in text_hits(text)
    assert check_text(text).score < 45


@pytest.mark.parametrize("text", PHISHING.values(), ids=PHISHING.keys())
def test_a_lure_beside_the_links_keeps_the_reassurance_off(text: str) -> None:
    assert ROW not in text_hits(text)


def test_the_phishing_shapes_keep_their_score() -> None:
    assert check_text(PHISHING["stranger-host"]).score >= 70
    assert check_text(PHISHING["rush"]).score >= 45
