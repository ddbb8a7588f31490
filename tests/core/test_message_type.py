"""messageType: what a message is laid out as, read from its structure in seven languages (issue 19).

A genuine layout lowers the score through a flag of its own (family ``genuine``) only where no lure
stands beside it; the type itself is reported either way, since a type is not a verdict.
"""

from __future__ import annotations

import pytest

from scamcore import check_text, check_url

TYPED = [
    ("otp-en", "482913 is your Acme verification code. Do not share it with anyone.", "otp"),
    ("otp-es", "Tu código de verificación es 482913. No lo compartas con nadie.", "otp"),
    ("otp-fr", "Votre code de vérification est 482913. Ne le partagez avec personne.", "otp"),
    ("otp-de", "Ihr Bestätigungscode lautet 482913. Geben Sie den Code nicht weiter.", "otp"),
    ("otp-pt", "O seu código de verificação é 482913. Não partilhe este código com ninguém.", "otp"),
    ("otp-it", "Il tuo codice di verifica è 482913. Non condividerlo con nessuno.", "otp"),
    ("otp-nl", "Je verificatiecode is 482913. Deel deze code nooit met iemand.", "otp"),
    (
        "alert-en",
        "INR 2,340.00 debited from A/c XX7812 on 14-03-25. Avl bal INR 9,115.60. Not you? Call 18005550100",
        "transaction_alert",
    ),
    (
        "alert-es",
        "Compra de 25,00 EUR con tu tarjeta terminada en 1234. Saldo disponible: 300,00 EUR.",
        "transaction_alert",
    ),
    ("alert-fr", "Paiement de 42,00 EUR avec votre carte ****1234. Solde: 310,00 EUR.", "transaction_alert"),
    ("alert-de", "Kartenzahlung 25,00 EUR mit Karte ****1234. Kontostand: 1.200,00 EUR.", "transaction_alert"),
    ("alert-pt", "Recebeu 1.500,00 MT na conta ****4521. Saldo disponível: 3.764,50 MT.", "transaction_alert"),
    ("alert-it", "Pagamento di 30,00 EUR con carta ****1234. Saldo: 800,00 EUR.", "transaction_alert"),
    ("alert-nl", "Betaling van 12,50 EUR met pas ****1234. Saldo: 640,00 EUR.", "transaction_alert"),
    ("due-en", "Acme Bank: the EMI of INR 7,450 on your home loan is due on 12/10/2026.", "transaction_alert"),
    ("due-de", "Ihre Kreditkartenabrechnung über 420,00 EUR ist fällig am 05.09.2026.", "transaction_alert"),
    ("due-pt", "A fatura do seu cartão no valor de 3.200,00 MT vence em 05/09.", "transaction_alert"),
    (
        "pre-debit-en",
        "Your Acme account will be debited with INR 1,000.00 on 10-Oct-26 for your loan.",
        "transaction_alert",
    ),
    ("pre-debit-es", "Su cuota de 45,00 EUR será cobrada el 05/12/2026.", "transaction_alert"),
    ("pre-debit-de", "Ihre Rate von 45,00 EUR wird am 05.12.2026 abgebucht.", "transaction_alert"),
    ("pre-debit-it", "La rata di 45,00 EUR verrà addebitata il 05/12/2026.", "transaction_alert"),
    ("pre-debit-nl", "Uw termijn van 45,00 EUR wordt op 05-12-2026 afgeschreven.", "transaction_alert"),
    (
        "delivery",
        "UPS: your parcel 1Z999AA10123456784 is out for delivery. Track it at https://www.ups.com/track",
        "delivery_update",
    ),
    ("appointment", "Reminder: your dental appointment is on 12/03 at 10:30.", "appointment"),
    ("marketing", "50% off all shoes this weekend at Acme! Reply STOP to opt out", "marketing"),
    ("personal", "haha ok see you at dinner tonight", "personal"),
    ("unknown", "The meeting notes are attached.", "unknown"),
]


@pytest.mark.parametrize(("text", "kind"), [t[1:] for t in TYPED], ids=[t[0] for t in TYPED])
def test_the_layout_names_the_type(text: str, kind: str) -> None:
    assert check_text(text).message_type == kind


@pytest.mark.parametrize(
    "text",
    [t[1] for t in TYPED if t[2] in ("otp", "transaction_alert", "delivery_update")],
    ids=[t[0] for t in TYPED if t[2] in ("otp", "transaction_alert", "delivery_update")],
)
def test_a_genuine_layout_without_a_lure_is_a_negative_flag_and_stays_clear(text: str) -> None:
    result = check_text(text)
    genuine = [f for f in result.flags if f.family == "genuine"]
    assert genuine and genuine[0].weight < 0 and genuine[0].severity == "info"
    assert result.level.id == "clear"
    assert result.score == max(0, min(100, round(sum(f.weight for f in result.flags))))  # the flags add up


ALERT = "INR 2,340.00 debited from A/c XX7812 on 14-03-25. Avl bal INR 9,115.60."
CODE = "Your verification code is 482913. Do not share it with anyone."
LURED = [
    ("odd-link", ALERT + " Not you? Cancel it at https://secure-bank-help.top/cancel"),
    ("share-the-code", "Your code is 482913, valid for 10 minutes. Reply with the code to verify your account."),
    ("payment", ALERT + " Pay the reversal fee with a Google Play gift card."),
    ("call-with-pressure", ALERT + " Your account will be blocked today: call 1-888-555-0143 urgently."),
    ("threat", "Su cuenta será bloqueada hoy. Saldo disponible: 500,00 EUR"),
    ("call-now-pt", "Compra de R$ 2.389,90 no cartão final 4821. Não reconhece? Ligue agora para 0800 591 2117."),
    ("call-to-cancel-en", "Card ending 4821 charged USD 499.00. Avl bal USD 12.00. To cancel it, call 1-888-555-0143."),
    ("call-to-cancel-fr", "Achat de 499,00 EUR avec la carte ****4821. Pour l'annuler, appelez le 01 23 45 67 89."),
    (
        "held-balance-pt",
        "Confirmado. O teu saldo foi retido pela operadora por motivo de fraude. O teu novo saldo e de 0,00 MT.",
    ),
    ("due-with-link", "Your loan EMI of INR 7,450 is due on 12-10-2026. Pay now: https://card-dues.example.top/p"),
    ("due-with-number", "Your power bill of INR 2,300 is due on 14-11-2026. Call 98765 43210 to avoid disconnection"),
    ("due-by-gift-card", "Your card payment of USD 300 is due by 05/09. Pay it in Apple gift cards."),
]


@pytest.mark.parametrize("text", [t[1] for t in LURED], ids=[t[0] for t in LURED])
def test_a_lure_beside_the_layout_keeps_the_type_but_takes_the_reassurance_away(text: str) -> None:
    result = check_text(text)
    assert result.message_type in ("transaction_alert", "otp")
    assert "genuine" not in {f.family for f in result.flags}


def test_not_you_call_on_an_alert_is_not_a_lure_by_itself() -> None:
    plain, with_call = check_text(ALERT), check_text(ALERT + " Not you? Call 18005550100 to block your card.")
    assert "genuine" in {f.family for f in with_call.flags}
    assert with_call.level.id == plain.level.id == "clear"


def test_a_one_time_code_gets_one_reduction_not_three() -> None:
    """The code's layout is one declared reduction (``scoring.one_layout_reduction``): the "never
    share it" and "a code given" dampeners restate it and give way, where they used to add -25 more."""
    result = check_text(CODE)
    reducing = {s.id for s in result.signals if s.points < 0}
    assert reducing <= {"TEXT_GENUINE_OTP", "TEXT_NO_ASK"}
    assert "TEXT_GENUINE_OTP" in reducing


def test_a_genuine_layout_explains_the_combination_of_its_own_parts() -> None:
    """Bank, charge and "not you? call": the parts of an alert a combination would count. Beside
    the layout with no lure they are not a scam pattern; each part still scores on its own."""
    result = check_text(
        "Acme Bank: INR 20.00 debited from A/c XXXX1234 on 28-11-25. Avl Bal INR 26,578.49. "
        "If not done by you, call 044-42413000."
    )
    assert "genuine" in {f.family for f in result.flags}
    assert "combo" not in {s.family for s in result.signals}
    assert result.level.id == "clear"


def test_the_same_alert_is_held_lower_than_without_its_layout() -> None:
    """The layout is what lowers it: the same claim and call without a masked account or balance score higher."""
    bare = check_text("Your bank card was charged INR 2,340.00. Not you? Call 18005550100")
    laid_out = check_text(
        "Your bank card XX7812 was charged INR 2,340.00. Avl bal INR 9,115.60. Not you? Call 18005550100"
    )
    assert laid_out.score < bare.score


def test_a_link_check_has_no_message_type() -> None:
    assert check_url("https://www.ups.com/track").message_type == "unknown"


def test_a_confirmation_of_your_own_transfer_is_not_a_request_to_wire_money() -> None:
    """ "Votre virement instantané" is the customer's own transfer, reported; "un virement instantané"
    that someone started, with a number to call, is the fake-adviser script and still scores high."""
    own = check_text("Banque Acme : votre virement instantané de 400,00 EUR vers M. Y est exécuté (02/03).")
    assert "FR_PAY_WIRE" not in {f.id for f in own.flags}
    assert own.level.id == "clear"
    fake = check_text(
        "Banque Acme : un virement instantané de 1450,00 EUR vers M. X a été initié. Si vous n'êtes pas à "
        "l'origine de cette opération, contactez le 01 23 45 67 89."
    )
    assert fake.level.id in ("suspicious", "high")


def test_an_app_invitation_after_the_alert_is_a_footer_not_an_odd_link() -> None:
    """A wallet's balance notice ending "download the app" with the app's link: the link is the
    invitation's, not the alert's. The same invitation on a shortener is anyone's link."""
    alert = "Confirmado QX41KD2. O teu saldo e 1.250,00MT aos 3/9/26 as 10:15. Baixa a nossa App em "
    footer = check_text(alert + "https://applink.example/mz")
    assert "genuine" in {f.family for f in footer.flags}
    assert footer.level.id == "clear"
    shortened = check_text(alert + "https://bit.ly/x9Qz2")
    assert "genuine" not in {f.family for f in shortened.flags}


def test_a_card_code_to_authorise_a_purchase_is_a_one_time_code_even_at_a_transfer_company() -> None:
    """A 3-D Secure text names what the code is for and the merchant, which may be a money-transfer
    company: the card paid it, nobody is asked to send money through it. Asked to pay by it, it is a lure."""
    tds = check_text(
        "Para autorizar a compra efetuada no comerciante MoneyGram no valor de EUR 80.00, introduza o "
        "código de autorização 4471902."
    )
    assert tds.message_type == "otp"
    assert "genuine" in {f.family for f in tds.flags}
    assert tds.level.id == "clear"
    paid_by_wire = check_text("To authorise the purchase, enter code 4471902 and send the fee by MoneyGram.")
    assert "genuine" not in {f.family for f in paid_by_wire.flags}


# Alert shapes in other countries' formats: the card named by its last four digits, masks written
# with "#" or masking the whole number, a card "used" or "approved", a wallet "topped up".
OTHER_FORMATS = [
    ("last-four", "Acme CU: Transaction for $42.10 was approved on debit card 5678 at Corner Cafe on 05/07/26."),
    ("hash-mask", "Dear Customer, Your A/c ###512 is debited by KES 2,000.00 on 10/09/26."),
    ("all-masked", "Acme Bank: TZS 75,000 was credited today to a/c no. XXXXXXXX."),
    ("middle-shown", "Acme: card XXXX52xx paid EUR 18.70 on 03-Mar-26."),
    ("card-used", "Your Acme card xxxx4411 was used for USD 60.00 at GAS-N-GO on 14/05/26."),
    ("charge", "Acme: A charge of $25.00 at CORNER CAFE was made on your card ending 1234."),
    ("wallet-top-up", "Acme Wallet: top-up of KES 1,000.00 done. Ref 4455667788."),
]


@pytest.mark.parametrize("text", [t[1] for t in OTHER_FORMATS], ids=[t[0] for t in OTHER_FORMATS])
def test_alerts_in_other_formats_are_transaction_alerts_and_a_call_line_keeps_them_clear(text: str) -> None:
    """Before these shapes were read, each was ``unknown``, and with a "not you? call" line a bank's
    name and the number made the two-sign combination (caution or suspicious)."""
    assert check_text(text).message_type == "transaction_alert"
    called = check_text(text + " Not you? Call 1-800-555-0199.")
    assert "genuine" in {f.family for f in called.flags}
    assert called.level.id == "clear"


def test_a_card_number_in_full_or_a_gift_card_amount_is_no_masked_card() -> None:
    for text in ("Your card 12345678 was used for USD 60.00. Call 1-800-555-0199.", "Buy a gift card 1000.50 today"):
        assert check_text(text).message_type == "unknown"


def test_a_merchant_written_as_a_web_address_is_not_an_odd_link() -> None:
    """Card descriptors are often a shop's domain ("at WWW.SHOP.ORG"): no page to open. The same host
    with a path, or on a host anyone can use, is a link the alert sends you to."""
    alert = (
        "Acme: your card ending 1234 spent $31.40 at WWW.CORNER-SHOP-EXAMPLE.ORG today. Nothing to do if it was you."
    )
    merchant = check_text(alert)
    assert "genuine" in {f.family for f in merchant.flags}
    assert merchant.level.id == "clear"
    for odd in (alert.replace(".ORG today", ".ORG/refund today"), alert + " Dispute it at corner-help.top"):
        assert "genuine" not in {f.family for f in check_text(odd).flags}


def test_an_alert_header_is_no_pressure_beside_the_call_line_but_urgency_is() -> None:
    alert = "ALERT: Your account XXXX1234 has been debited with TZS 5,000 on 02/06/2026."
    headed = check_text(alert + " If not you, call 0800 555 010.")
    assert "genuine" in {f.family for f in headed.flags}
    assert headed.level.id == "clear"
    rushed = check_text(alert + " If not you, call 0800 555 010 urgently.")
    assert "genuine" not in {f.family for f in rushed.flags}


def test_a_date_closing_a_sentence_is_not_a_number_to_call() -> None:
    """ "due on 12-10-2026." read as a phone number once: the reminder then gave "a way to pay" and
    lost its reassurance."""
    result = check_text("Your loan EMI of INR 7,450 is due on 12-10-2026.")
    assert "TEXT_CALL_NUMBER" not in {f.id for f in result.flags}
    assert "TEXT_GENUINE_BILL_REMINDER" in {f.id for f in result.flags}


def test_a_code_named_after_what_it_is_for_is_a_one_time_code_and_its_validity_pushes_no_call() -> None:
    """The code may come last, after the amount and the card it authorises; its "valid for 5 mins"
    says how long the code lasts, not that the number must be called. "Call now" still pushes."""
    code = "OTP for your txn of INR 2,500.00 at ACME on card XX1234 is 482913. Valid for 5 mins. Do not share it."
    for text in (code, "482913 is the OTP to add payee J SMITH to your Acme account. Do not share it with anyone."):
        assert check_text(text).message_type == "otp"
    called = check_text(code + " Not you? Call 1800 555 0100.")
    assert "genuine" in {f.family for f in called.flags}
    assert called.level.id in ("clear", "caution")  # the credential-phishing tier still reads "not you?"
    pushed = check_text(code + " Not you? Call 1800 555 0100 now.")
    assert "genuine" not in {f.family for f in pushed.flags}


SCRIPTS = [
    ("ru", "Оплата 450,00 ₽, карта *4821. Доступно 12 300,50 ₽"),
    ("th", "ACME: ชำระเงิน 250.00 บาท บัญชี x4821 คงเหลือ 3,120.75 บาท"),
    ("ar", "تم خصم 12.500 OMR من حسابك رقم XXXX4821. رصيدك الحالي 300.250 OMR"),
    ("fa", "مبلغ 250,000 ریال برداشت شد. مانده: 1,200,000 ریال"),
]


@pytest.mark.parametrize("text", [t[1] for t in SCRIPTS], ids=[t[0] for t in SCRIPTS])
def test_an_amount_and_a_balance_in_another_script_is_a_transaction_alert(text: str) -> None:
    """Alerts come in many scripts beyond the seven languages' tables: the currency's own name and the
    word for the balance beside an amount are the same layout."""
    assert check_text(text).message_type == "transaction_alert"
