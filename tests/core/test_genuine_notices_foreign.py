"""Genuine notices of the kinds the foreign notice rows read (rules/text_notice_foreign.py), and what
rules/text_notice_own_way.py reassures: a courier's cash-on-delivery or duties notice, an IT
department's password-expiry notice pointing to the company's own portal, a town's pagoPA notice.
Each says what a phishing notice says (a parcel and a fee, a password expiring, a sum to pay by a
date); what it lacks is a way to pay or sign in through the message itself. Every message was
written for this test.
"""

from __future__ import annotations

import pytest

from scamcore import check_text

SUSPICIOUS = 45

PAID_AT_DOOR: list[tuple[str, str]] = [
    (
        "duties_de",
        "Paketdienst: Für Ihre Sendung 00340400000000000001 fallen Zollgebühren von 14,80 € an. Bitte zahlen "
        "Sie den Betrag bei Zustellung in bar an den Zusteller.",
    ),
    (
        "cod_missed_de",
        "Ihr Paket konnte nicht zugestellt werden. Beim nächsten Zustellversuch zahlen Sie bitte die "
        "Nachnahmegebühr von 4,50 € bei Zustellung.",
    ),
    (
        "duties_es",
        "Mensajería: su envío tiene gastos de aduana de 6,50 €. Pago contra reembolso: pague 6,50 € al cartero "
        "en la entrega.",
    ),
    (
        "cod_missed_es",
        "No hemos podido entregar su paquete. En el próximo intento, pago contra reembolso: abone el importe "
        "de 12,00 € al repartidor.",
    ),
    (
        "duties_pt",
        "Transportadora: a sua encomenda tem taxas de alfândega de 8,40 €. Pagamento na entrega: pague 8,40 € "
        "ao carteiro.",
    ),
    ("cod_br", "Seu pedido está aguardando pagamento na entrega: pague R$ 49,90 ao entregador no ato da entrega."),
]

OWN_PORTAL: list[tuple[str, str]] = [
    (
        "password_it_department_de",
        "Ihr Kennwort läuft in 3 Tagen ab. Bitte ändern Sie es wie gewohnt im Self-Service-Portal. Ihre IT-Abteilung",
    ),
    (
        "password_service_desk_nl",
        "Uw wachtwoord verloopt over 5 dagen. Wijzig het via Mijn Werkplek op uw werkplek. De ICT-afdeling",
    ),
    (
        "pagopa_it",
        "Comune di Esempio - avviso pagoPA n. 302000000000123456: importo 54,00 euro da pagare entro il "
        "31/12/2026. Paga online su https://pagamenti.comune-esempio.it o presso gli sportelli abilitati.",
    ),
    (
        "pagopa_tari_it",
        "Avviso di pagamento pagoPA: è disponibile il pagamento della TARI 2026, importo 148,00 €, scadenza "
        "16/12/2026. Puoi pagare con l'app IO, presso la tua banca, in tabaccheria o su "
        "https://www.comune-esempio.it/pagamenti",
    ),
]


@pytest.mark.parametrize(("name", "text"), PAID_AT_DOOR, ids=[c[0] for c in PAID_AT_DOOR])
def test_a_fee_paid_to_the_courier_at_delivery_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert "TEXT_PAID_AT_DOOR" in {s.id for s in result.signals}, (name, [s.id for s in result.signals])
    assert result.score < SUSPICIOUS, (name, result.score)


@pytest.mark.parametrize(("name", "text"), OWN_PORTAL, ids=[c[0] for c in OWN_PORTAL])
def test_a_notice_naming_its_own_portal_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert "TEXT_OWN_PORTAL" in {s.id for s in result.signals}, (name, [s.id for s in result.signals])
    assert result.score < SUSPICIOUS, (name, result.score)


@pytest.mark.parametrize(
    "text",
    [
        "Ihr Paket wird zurückgehalten. Zahlung bei Zustellung nicht möglich: zahlen Sie 2,99 € unter "
        "https://example-paket.top/z",
        "Su paquete está retenido. Pago contra reembolso no disponible, pague 1,99 € en https://example-envio.top/p",
    ],
)
def test_a_door_payment_beside_a_link_to_pay_reassures_nothing(text: str) -> None:
    result = check_text(text)
    assert "TEXT_PAID_AT_DOOR" not in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS


def test_an_own_portal_named_beside_a_signed_link_reassures_nothing() -> None:
    text = "Ihr Passwort läuft heute ab. Ihre IT-Abteilung. Behalten Sie es hier: https://bit.ly/x1y2z3"
    assert "TEXT_OWN_PORTAL" not in {s.id for s in check_text(text).signals}


@pytest.mark.parametrize(
    "text",
    [
        "Ihr Kennwort läuft heute ab. Bitte bestätigen Sie es unter https://konto-beispiel.de/owa Ihre IT-Abteilung",
        "Votre mot de passe expire aujourd'hui. Connectez-vous à votre espace client : https://client-exemple.fr/c",
    ],
)
def test_an_account_portal_named_beside_any_link_reassures_nothing(text: str) -> None:
    """A password-expiry phishing mail signs off as the IT department and links to a plain hacked site:
    the portal's name reassures only where the message links nowhere."""
    assert "TEXT_OWN_PORTAL" not in {s.id for s in check_text(text).signals}


# Lures that borrow the reassurance: a door the notice refuses, a number to call to pay, a secret or a
# payment to a phone number asked for in the message's own language. Written for this test.
BORROWED_DOOR: list[tuple[str, str]] = [
    (
        "door_refused_call_en",
        "Your parcel is held at our depot. Customs fee 2.99 GBP is due. Payment on delivery is not available "
        "for this item, call 020 7946 0321 to pay by card today.",
    ),
    (
        "door_or_call_en",
        "Your parcel is held at our depot. To avoid return, pay the driver on delivery or call 020 7946 0321 "
        "now to settle the 2.99 fee by card.",
    ),
    (
        "door_refused_call_de",
        "Ihre Sendung wird beim Zoll festgehalten. Zahlung bei Zustellung ist nicht möglich. Rufen Sie "
        "030 5550 1234 an und zahlen Sie 2,40 € per Karte.",
    ),
    (
        "door_refused_call_fr",
        "Votre colis est bloqué. Le paiement à la livraison est impossible : appelez le 01 55 50 12 34 pour "
        "régler 2,99 € par carte.",
    ),
    (
        "door_refused_call_pt",
        "A sua encomenda está retida. Pagamento na entrega indisponível: ligue 210 555 012 e pague 3,00 € com "
        "o seu cartão.",
    ),
    (
        "door_refused_call_it",
        "Il tuo pacco è in giacenza. Il pagamento alla consegna non è possibile: chiama il 02 5550 1234 per "
        "pagare 1,50 € con carta.",
    ),
    (
        "door_card_number_de",
        "Ihr Paket wartet. Nachnahme: senden Sie uns Ihre Kartennummer und den Code aus der SMS, damit der "
        "Zusteller 2,40 € abbucht.",
    ),
]

BORROWED_PORTAL: list[tuple[str, str]] = [
    (
        "portal_password_nl",
        "Uw wachtwoord verloopt vandaag. Stuur ons uw wachtwoord om het te behouden. Uw ICT-afdeling",
    ),
    (
        "portal_wallet_pt",
        "Portal das Finanças: tem uma dívida de 234,50 €. Pague por MB WAY para o 912 555 012 hoje para evitar "
        "penhora.",
    ),
    (
        "family_phone_nl",
        "Hoi mam, dit is mijn nieuwe nummer. Mijn telefoon is kapot. Kun je me even appen?",
    ),
    (
        "family_transfer_fr",
        "Bonjour maman, c'est mon nouveau numéro, mon espace client bancaire est bloqué. Peux-tu faire un "
        "virement de 900 € ?",
    ),
    (
        "refund_link_it",
        "Avviso pagoPA: hai un rimborso di 212,00 €. Inserisci i dati della tua carta su https://rimborsi-comune.it/io",
    ),
    (
        "portal_card_data_it",
        "Avviso pagoPA: il tuo pagamento è scaduto. Chiama subito il 02 5550 1234 e comunica i dati della carta "
        "per evitare la sanzione.",
    ),
]


@pytest.mark.parametrize(("name", "text"), BORROWED_DOOR, ids=[c[0] for c in BORROWED_DOOR])
def test_a_door_refused_or_beside_a_call_or_a_secret_reassures_nothing(name: str, text: str) -> None:
    assert "TEXT_PAID_AT_DOOR" not in {s.id for s in check_text(text).signals}, name


@pytest.mark.parametrize(("name", "text"), BORROWED_PORTAL, ids=[c[0] for c in BORROWED_PORTAL])
def test_an_own_portal_beside_a_secret_or_a_payment_to_a_number_reassures_nothing(name: str, text: str) -> None:
    assert "TEXT_OWN_PORTAL" not in {s.id for s in check_text(text).signals}, name
