"""The short phishing notice in six languages (rules/text_notice_foreign.py): a claim and the step it
makes the reader take, read across the subject line and a line or two of body, as a user pastes it.

Every message here was written for this test from postal services', road and tax authorities' and
banks' public warnings about these notices; the genuine ones from the notices those brands send.
"""

from __future__ import annotations

import pytest

from scamcore import check_text

SUSPICIOUS = 45

NOTICES: list[tuple[str, str, str]] = [
    (
        "parcel_pt",
        "TEXT_NOTICE_PARCEL_STEP",
        "Subject: Seu pedido está retido\n\nLibere seu pedido agora: falta pagar a taxa de envio.",
    ),
    (
        "parcel_pt_step_only",
        "TEXT_NOTICE_PARCEL_STEP",
        "Ação imediata: libere o seu pedido hoje!",
    ),
    (
        "parcel_de",
        "TEXT_NOTICE_PARCEL_STEP",
        "Ihre Lieferung wird festgehalten\n\nBitte zahlen Sie die Gebühr von 1,80 €, damit wir zustellen.",
    ),
    (
        "parcel_nl",
        "TEXT_NOTICE_PARCEL_STEP",
        "Uw pakket wacht op bezorging\n\nBetaal het openstaande bedrag van € 1,99.",
    ),
    (
        "parcel_nl_link",
        "TEXT_NOTICE_PARCEL_STEP",
        "Uw pakket kon niet worden bezorgd\n\nhttps://example-pakket.top/nl",
    ),
    (
        "fine_pt",
        "TEXT_NOTICE_FINE_STEP",
        "Infração de trânsito detetada\n\nVerifique e evite a suspensão. Registo: 55102938",
    ),
    (
        "fine_nl",
        "TEXT_NOTICE_FINE_STEP",
        "Openstaande verkeersboete\n\nBetaal binnen 24 uur om extra kosten te voorkomen.",
    ),
    ("fine_fr", "TEXT_NOTICE_FINE_STEP", "Avis de contravention\n\nRéglez votre amende avant majoration."),
    (
        "mailbox_pt",
        "TEXT_NOTICE_MAILBOX_STEP",
        "A sua palavra-passe expira hoje\n\nMantenha a mesma senha clicando abaixo.",
    ),
    (
        "mailbox_de",
        "TEXT_NOTICE_MAILBOX_STEP",
        "Ihr Postfach ist voll\n\nKlicken Sie hier, um mehr Speicherplatz zu erhalten.",
    ),
    (
        "mailbox_es",
        "TEXT_NOTICE_MAILBOX_STEP",
        "Su buzón de correo está lleno\n\nHaga clic aquí para ampliar el espacio.",
    ),
    (
        "card_nl",
        "TEXT_NOTICE_CARD_STEP",
        "Uw betaalpas verloopt\n\nVraag vandaag een nieuwe pas aan via onderstaande link.",
    ),
    ("card_it", "TEXT_NOTICE_CARD_STEP", "La tua carta è stata bloccata\n\nSbloccala subito."),
    ("card_pt", "TEXT_NOTICE_CARD_STEP", "O seu cartão foi bloqueado. Desbloqueie-o já."),
    (
        "renewal_nl",
        "TEXT_NOTICE_RENEWAL_STEP",
        "Uw abonnement is niet verlengd\n\nWerk uw betaalgegevens bij.",
    ),
    (
        "renewal_fr",
        "TEXT_NOTICE_RENEWAL_STEP",
        "Le paiement de votre abonnement a échoué\n\nMettez à jour votre moyen de paiement.",
    ),
    (
        "tax_refund_fr",
        "TEXT_NOTICE_TAX_REFUND_STEP",
        "Remboursement d'impôt en attente\n\nConfirmez vos coordonnées bancaires.",
    ),
    (
        "tax_refund_de",
        "TEXT_NOTICE_TAX_REFUND_STEP",
        "Ihre Steuererstattung wartet\n\nBestätigen Sie Ihre Bankdaten.",
    ),
    (
        "sign_in_pt",
        "TEXT_NOTICE_SIGN_IN_STEP",
        "Detectamos um novo acesso à sua conta\n\nNão reconheço este acesso: https://example-acesso.top/x",
    ),
    (
        "sign_in_nl",
        "TEXT_NOTICE_SIGN_IN_STEP",
        "Nieuwe inlog op uw account\n\nWas u dit niet? https://example-inlog.top/x",
    ),
]

# The genuine notices of each kind: a claim with no step, a step the brand's own app takes, a
# number to call, or the brand's own link.
GENUINE: list[tuple[str, str]] = [
    ("parcel_on_its_way_pt", "A sua encomenda está a caminho e chega amanhã entre as 9h e as 13h."),
    ("parcel_on_its_way_de", "Ihr Paket wird heute zugestellt. Verfolgen Sie die Sendung in der App."),
    ("parcel_pickup_nl", "Uw pakket ligt klaar bij het afhaalpunt. Neem uw legitimatie mee."),
    ("parcel_relay_fr", "Votre colis est en attente au point relais jusqu'au 12 mai. Présentez une pièce d'identité."),
    ("parcel_missed_nl", "We konden je pakket niet bezorgen. Plan een nieuwe bezorging."),
    ("shop_boleto_pt", "Seu pedido está aguardando pagamento. Pague o boleto até sexta para não perder a reserva."),
    ("parcel_held_claim_only_pt", "Seu pedido está retido."),
    ("fine_talk_nl", "Ik heb een verkeersboete gekregen, balen."),
    ("new_card_pt", "O seu cartão expira em 05/26. O novo cartão será enviado para a sua morada."),
    ("new_card_nl", "Uw nieuwe bankpas is onderweg en wordt binnen 5 werkdagen bezorgd."),
    ("card_blocked_call_pt", "O seu cartão foi bloqueado por precaução. Para desbloquear, ligue 800 000 000."),
    ("renewed_de", "Ihr Abonnement wurde verlängert. Vielen Dank!"),
    (
        "renewal_in_the_app_it",
        "Il pagamento del tuo abbonamento è stato rifiutato. Aggiorna il tuo metodo di pagamento nell'app.",
    ),
    ("refund_paid_pt", "O reembolso do IRS foi pago na sua conta a 12 de julho."),
    (
        "sign_in_no_link_pt",
        "Detectamos um novo acesso à sua conta a partir de um iPhone. Não reconhece este acesso? Altere a senha.",
    ),
    (
        "sign_in_settings_de",
        "Neue Anmeldung bei Ihrem Konto. Waren Sie das nicht? Ändern Sie Ihr Passwort in den Einstellungen.",
    ),
    ("mailbox_nearly_full_pt", "A sua caixa de correio está quase cheia. Apague mensagens antigas."),
    ("password_settings_fr", "Votre mot de passe expire dans 10 jours. Vous pouvez le changer depuis votre espace."),
    (
        "refund_portal_pt",
        "Finanças: o seu reembolso de IRS de 380,00 EUR foi emitido. Para consultar o estado, aceda ao "
        "Portal das Finanças com as suas credenciais.",
    ),
    (
        "refund_negated_de",
        "Ihre Steuererstattung 2025 wurde berechnet. Den Bescheid finden Sie in ELSTER. Bestätigen Sie den "
        "Empfang nicht per E-Mail.",
    ),
    (
        "mailbox_own_portal_nl",
        "Uw mailbox is bijna vol (96%). Verwijder oude berichten. Meer opslag nodig? Vraag het aan via "
        "https://servicedesk.gemeente-voorbeeld.nl",
    ),
    (
        "renewal_own_space_fr",
        "Le paiement de votre abonnement au magazine a échoué. Mettez à jour votre moyen de paiement dans "
        "votre espace abonné ou appelez-nous au 01 23 45 67 89.",
    ),
    (
        "fine_own_portal_pt",
        "Multa de trânsito: a notificação de contraordenação foi enviada por carta registada. Pague a multa "
        "no Portal das Contraordenações.",
    ),
]


@pytest.mark.parametrize(("name", "rule", "text"), NOTICES, ids=[c[0] for c in NOTICES])
def test_each_notice_reaches_suspicious_through_its_row(name: str, rule: str, text: str) -> None:
    result = check_text(text)
    assert rule in {s.id for s in result.signals}, (name, [s.id for s in result.signals])
    assert result.score >= SUSPICIOUS, (name, result.score)


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_genuine_notices_take_no_row_and_stay_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert not any(s.id.startswith("TEXT_NOTICE_") for s in result.signals), (name, [s.id for s in result.signals])
    assert result.score < SUSPICIOUS, (name, result.score)


def test_a_notice_whose_links_are_the_brands_own_takes_no_row() -> None:
    """The courier's own notice links to the courier: the claim and the step are its own."""
    text = "Sua encomenda dos Correios está retida. Pague a taxa em https://www.correios.com.br/rastreamento"
    assert not any(s.id.startswith("TEXT_NOTICE_") for s in check_text(text).signals)


def test_a_sign_in_alert_needs_a_link_off_the_brands_site() -> None:
    """'That was not me' is a genuine alert's button too; only a link elsewhere makes it the lure."""
    words = "Nieuwe inlog op een onbekend apparaat. Was u dit niet? Klik hier."
    assert "TEXT_NOTICE_SIGN_IN_STEP" not in {s.id for s in check_text(words).signals}
    linked = check_text(words + " https://example-inlog.top/login")
    assert "TEXT_NOTICE_SIGN_IN_STEP" in {s.id for s in linked.signals}


def test_a_dutch_account_pretext_counts_as_a_foreign_pretext() -> None:
    result = check_text("Geachte klant, uw rekening wordt tijdelijk geblokkeerd. Bevestig uw gegevens.")
    assert "EMAIL_FOREIGN_PRETEXT" in {s.id for s in result.signals}


@pytest.mark.parametrize(
    "text",
    [
        "American Express: convite exclusivo aguardando validação. ID: 01234567",
        "Seu cadastro foi aprovado para o cartão Platinum. Protocolo: 52000017",
    ],
)
def test_a_bare_card_invitation_named_by_its_issuer_is_a_bare_notice(text: str) -> None:
    assert {"TEXT_PREMIUM_CARD_INVITE", "TEXT_BARE_NOTICE"} <= {s.id for s in check_text(text).signals}


@pytest.mark.parametrize(
    "text",
    [
        "Y\u043eur \u0430cc\u043eunt h\u0430s been l\u043ecked #20150913\n\nREF - 7615298603",
        "Ihr K\u043ent\u043e wurde gesperrt. Vorgang 48213377",
        "Su paqu\u0435te est\u00e1 ret\u0435nido en aduana. Ref 55123456",
    ],
)
def test_a_threat_in_look_alike_letters_reaches_suspicious(text: str) -> None:
    """No bank or courier writes its own notice in another alphabet's look-alike letters."""
    result = check_text(text)
    assert "TEXT_NOTICE_DISGUISED" in {s.id for s in result.signals}, [s.id for s in result.signals]
    assert result.score >= SUSPICIOUS


def test_look_alike_letters_without_a_threat_stay_quiet() -> None:
    result = check_text("Y\u043eur n\u0435w \u0440hone is here, enjoy it")
    assert "TEXT_NOTICE_DISGUISED" not in {s.id for s in result.signals}
    assert result.score < SUSPICIOUS
