"""Genuine notices of the kinds the foreign notice rows read (rules/text_notice_foreign.py): a
courier's cash-on-delivery or duties notice, an IT department's password-expiry notice pointing to
the company's own portal, a town's pagoPA notice. Each says what a phishing notice says (a parcel
and a fee, a password expiring, a sum to pay by a date); what it lacks is a way to pay or sign in
through the message itself. Every message was written for this test.
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
        "Ihr Kennwort läuft in 3 Tagen ab. Bitte ändern Sie es unter https://konto.beispiel-werke.de Ihre IT-Abteilung",
    ),
    (
        "password_self_service_de",
        "Ihr Passwort läuft in 5 Tagen ab. Bitte ändern Sie Ihr Passwort bis zum 15.12. im Self-Service-Portal: "
        "https://portal.firma-beispiel.de/passwort Ihre IT-Abteilung",
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
