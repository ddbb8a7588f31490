"""A bank alert's layout around the one lure no bank's alert carries (rules/text_alert_lures.py).

The refund-callback scam states a charge the way an alert does and pushes a call at once or to
cancel it; the card-secret scam asks for the PIN or the full card number by reply. A genuine alert
says whom to call if it was not you (the number on the back of the card) and never asks for either.
Every message was written for this test, in the seven languages with a table of their own.
"""

from __future__ import annotations

import pytest

from scamcore import check_text

SUSPICIOUS = 45

CALL_TO_CANCEL: list[tuple[str, str]] = [
    (
        "en",
        "Txn of RM 2,450.00 on card xx4821 at ZALORA 12/11 14:02. Avl bal RM 310.55. "
        "Not you? Call immediately to cancel 03-2178 4455",
    ),
    (
        "es",
        "Compra de MXN 8,450.00 con tarjeta terminada en 4821 en LIVERPOOL. "
        "Saldo disponible MXN 1,200.00. Si no la reconoce llame de inmediato para cancelarla al 55 4123 8890",
    ),
    (
        "fr",
        "Paiement de 849,00 EUR avec la carte ****4821 chez FNAC le 12/11. Solde 120,00 EUR. "
        "Si ce n'est pas vous, appelez immédiatement pour annuler le 01 84 60 22 17",
    ),
    (
        "de",
        "Zahlung von 849,00 EUR mit Karte ****4821 bei MEDIAMARKT am 12.11. Kontostand 120,00 EUR. "
        "Nicht Sie? Rufen Sie sofort an, um zu stornieren: 030 2290 1744",
    ),
    (
        "pt",
        "Compra de 849,00 EUR no cartão ****4821 em WORTEN a 12/11. Saldo 120,00 EUR. "
        "Não foi você? Ligue imediatamente para cancelar: 21 340 5588",
    ),
    (
        "it",
        "Pagamento di 849,00 EUR con carta ****4821 presso UNIEURO il 12/11. Saldo 120,00 EUR. "
        "Non sei tu? Chiama subito per annullare: 02 8734 1290",
    ),
    (
        "nl",
        "Betaling van 849,00 EUR met kaart ****4821 bij COOLBLUE op 12-11. Saldo 120,00 EUR. "
        "Niet u? Bel direct om te annuleren: 020 531 7788",
    ),
]

SECRET_BY_REPLY: list[tuple[str, str]] = [
    (
        "en",
        "Txn of RM 2,450.00 on card xx4821 at ZALORA 12/11 14:02. Avl bal RM 310.55. "
        "To stop it reply with your card number and PIN.",
    ),
    (
        "es",
        "Compra de MXN 8,450.00 con tarjeta terminada en 4821. Saldo MXN 1,200.00. "
        "Responda con el número de su tarjeta y su PIN para cancelar.",
    ),
    (
        "fr",
        "Paiement de 849,00 EUR avec la carte ****4821 chez FNAC le 12/11. Solde 120,00 EUR. "
        "Répondez avec le numéro de votre carte et votre code PIN pour annuler.",
    ),
    (
        "de",
        "Zahlung von 849,00 EUR mit Karte ****4821 bei MEDIAMARKT am 12.11. Kontostand 120,00 EUR. "
        "Antworten Sie mit Ihrer Kartennummer und PIN, um zu stornieren.",
    ),
    (
        "pt",
        "Compra de 849,00 EUR no cartão ****4821 em WORTEN a 12/11. Saldo 120,00 EUR. "
        "Responda com o número do seu cartão e o PIN para cancelar.",
    ),
    (
        "it",
        "Pagamento di 849,00 EUR con carta ****4821 presso UNIEURO il 12/11. Saldo 120,00 EUR. "
        "Rispondi con il numero della carta e il PIN per annullare.",
    ),
    (
        "nl",
        "Betaling van 849,00 EUR met kaart ****4821 bij COOLBLUE op 12-11. Saldo 120,00 EUR. "
        "Antwoord met uw kaartnummer en pincode om te annuleren.",
    ),
]

GENUINE: list[tuple[str, str]] = [
    (
        "en",
        "Txn of RM 2,450.00 on card xx4821 at ZALORA 12/11 14:02. Avl bal RM 310.55. "
        "If this was not you, call the number on the back of your card.",
    ),
    (
        "es",
        "Compra de MXN 8,450.00 con tarjeta terminada en 4821 en LIVERPOOL. "
        "Saldo disponible MXN 1,200.00. Si no la reconoce, llame al número al reverso de su tarjeta.",
    ),
    (
        "fr",
        "Paiement de 849,00 EUR avec la carte ****4821 chez FNAC le 12/11. Solde 120,00 EUR. "
        "Si ce n'est pas vous, appelez le numéro au dos de votre carte.",
    ),
    (
        "de",
        "Zahlung von 849,00 EUR mit Karte ****4821 bei MEDIAMARKT am 12.11. Kontostand 120,00 EUR. "
        "Nicht Sie? Rufen Sie die Nummer auf der Rückseite Ihrer Karte an.",
    ),
    (
        "pt",
        "Compra de 849,00 EUR no cartão ****4821 em WORTEN a 12/11. Saldo 120,00 EUR. "
        "Não foi você? Ligue para o número no verso do seu cartão.",
    ),
    (
        "it",
        "Pagamento di 849,00 EUR con carta ****4821 presso UNIEURO il 12/11. Saldo 120,00 EUR. "
        "Non sei tu? Chiama il numero sul retro della carta.",
    ),
    (
        "nl",
        "Betaling van 849,00 EUR met kaart ****4821 bij COOLBLUE op 12-11. Saldo 120,00 EUR. "
        "Niet u? Bel het nummer op de achterkant van uw kaart.",
    ),
    (
        "en_warning",
        "Txn of RM 2,450.00 on card xx4821 at ZALORA 12/11. Avl bal RM 310.55. "
        "Never share your card number or PIN with anyone. Not you? Call 1300 88 6688",
    ),
]


@pytest.mark.parametrize(("lang", "text"), CALL_TO_CANCEL, ids=[c[0] for c in CALL_TO_CANCEL])
def test_alert_pushing_a_call_to_cancel_is_suspicious(lang: str, text: str) -> None:
    result = check_text(text)
    assert result.score >= SUSPICIOUS, (lang, result.score, [f.id for f in result.flags])
    assert "TEXT_COMBO_ALERT_LURE" in {f.id for f in result.flags}


@pytest.mark.parametrize(("lang", "text"), SECRET_BY_REPLY, ids=[c[0] for c in SECRET_BY_REPLY])
def test_alert_asking_for_the_pin_or_card_number_is_suspicious(lang: str, text: str) -> None:
    result = check_text(text)
    assert result.score >= SUSPICIOUS, (lang, result.score, [f.id for f in result.flags])
    assert "TEXT_GENUINE_TRANSACTION_ALERT" not in {f.id for f in result.flags}


@pytest.mark.parametrize(("lang", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_genuine_alert_with_the_number_on_the_card_stays_below_caution(lang: str, text: str) -> None:
    result = check_text(text)
    assert result.score < 20, (lang, result.score, [f.id for f in result.flags])
    assert not {"TEXT_COMBO_ALERT_LURE", "TEXT_ALERT_ASKS_CARD_SECRET"} & {f.id for f in result.flags}


# The warning a genuine alert gives, in each language: the verb and the secret are there, negated.
WARNINGS: list[tuple[str, str]] = [
    ("en", "INR 2,340.00 debited from card XX7812 at ACME. Avl bal INR 9,115.60. Please do not reply with your PIN."),
    (
        "es",
        "Compra de 80,00 EUR con tarjeta terminada en 4821 en ACME. Saldo 300,00 EUR. No comparta su PIN con nadie.",
    ),
    (
        "fr",
        "Paiement de 80,00 EUR avec la carte ****4821 chez ACME. Solde 300,00 EUR. Ne communiquez jamais votre PIN.",
    ),
    (
        "de",
        "Zahlung von 80,00 EUR mit Karte ****4821 bei ACME. Kontostand 300,00 EUR. Geben Sie Ihre PIN niemals weiter.",
    ),
    ("pt", "Compra de 80,00 EUR no cartão ****4821 em ACME. Saldo 300,00 EUR. Nunca partilhe o seu PIN."),
    ("it", "Pagamento di 80,00 EUR con carta ****4821 presso ACME. Saldo 300,00 EUR. Non comunicare mai il PIN."),
    ("nl", "Betaling van 80,00 EUR met kaart ****4821 bij ACME. Saldo 300,00 EUR. Deel nooit uw pincode."),
]


@pytest.mark.parametrize(("lang", "text"), WARNINGS, ids=[c[0] for c in WARNINGS])
def test_warning_not_to_share_the_pin_is_no_ask(lang: str, text: str) -> None:
    result = check_text(text)
    assert result.score < 20, (lang, result.score, [f.id for f in result.flags])
    assert "TEXT_ALERT_ASKS_CARD_SECRET" not in {f.id for f in result.flags}
