"""Genuine bank, card and wallet alerts in the formats banks of many countries send, and the scams
that copy each shape. An alert is told apart by its structure (a masked account or card, a balance,
a reference, a stated date, an amount in the form a bank's system writes it, no link or only the
bank's own), never by a word list: each scam beside it adds the lure (a link elsewhere, a call
pushed at once, a code to pass on, a threat) and stays suspicious. Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20

# Shapes the layout did not read before: each was an "unknown" message, or scored suspicious.
NEWLY_READ = [
    # a direct debit announced for a date (UK): "will be taken" is no ask to pay
    "Acme Bank: A payment of £45.00 to ACME GYM by Direct Debit will be taken from your account ending 4821 "
    "on 01/12/2026.",
    # a payment app's transfer received (US): "was deposited" is a receipt
    "Acme Bank: Zelle payment of $120.00 from JOHN DOE was deposited to account ending 7731 on 11/14.",
    # the rand's bare "R" and an account's last digits after two dots (South Africa)
    "Acme Bank: R1,250.00 paid from cheque a/c..4821 @ ACME SUPERMARKET. Avail R8,440.12. 14Nov 16:05",
    "Acme: Debit order of R499.00 to ACME INSURE from acc ..7731 on 01/12. Available balance R3,201.40",
    # the ringgit (Malaysia)
    "Acme: RM 120.00 debited from acct ending 4821 for ACME MART on 14/11/26. Available bal RM 1,230.00",
    # a direct debit charged (Spain) and a card by its "terminación" (Mexico)
    "ACME: Recibo domiciliado de ACME ENERGIA por 62,30 EUR cargado en su cuenta ****7731 el 02/12/2026.",
    "ACME: Compra por $1,250.00 MXN con tu tarjeta terminación 4821 en ACME TIENDA el 14/11/2026 15:32. Si no "
    "la reconoces llama al 55 5555 1234.",
    # a standing instruction carried out, a cheque returned (India)
    "Standing instruction of INR 2,000.00 to RD a/c XX0091 executed on 05-11-26 from A/c XX4821. - Acme Bank",
    "Cheque no. 004512 for INR 15,000.00 presented in A/c XX4821 has been returned unpaid on 14-11-26. "
    "Reason: insufficient funds. - Acme Bank",
    # a sum with no currency right after "debited by" (India)
    "Dear UPI user A/C X4821 debited by 500.0 on date 14Nov26 trf to ACME STORE Refno 631245789012. If not u? "
    "call 1800111000. -Acme Bank",
]


@pytest.mark.parametrize("text", NEWLY_READ)
def test_a_shape_now_read_is_a_transaction_alert_below_caution(text: str) -> None:
    result = check_text(text)
    assert result.message_type == "transaction_alert", (result.message_type, [s.id for s in result.signals])
    assert result.score < CAUTION, (result.score, [s.id for s in result.signals])


GENUINE = [
    # India
    "INR 2,450.00 debited from A/c XX4821 on 12-11-26 by UPI ref 631245789012. Avl Bal INR 18,230.55. Not you? "
    "SMS BLOCK 4821 to 9215676766 - Acme Bank",
    "Dear Customer, salary of INR 62,300.00 credited to your A/c XX7731 on 01-11-2026. Avl Bal: INR 70,115.20",
    "Rs.5,000.00 withdrawn at ATM ACME0231 from A/c XX9012 on 05-Nov-26 14:22. Avl Bal Rs.12,004.10",
    "Your EMI of Rs 8,450 for loan a/c XX3310 is due on 10-12-2026. Please keep sufficient balance.",
    "Your Acme Bank Credit Card XX5512 statement is ready. Total due INR 12,450.00, min due INR 620.00, due "
    "date 22-12-2026.",
    "Dear Customer, your KYC is due for periodic update. Please visit your nearest Acme Bank branch with your ID "
    "proof. Ignore if already done.",
    "482913 is OTP for txn of INR 3,499.00 at ACMESTORE on Acme Bank card XX5512. Valid for 10 mins. Do not "
    "share OTP with anyone.",
    "Your Acme Bank Debit Card XX2231 has been dispatched via Speed Post AWB EE123456789IN on 18-11-26.",
    "Acme: Loan a/c XX3310 EMI of Rs 8,450 could not be debited on 10-11-26 due to insufficient balance. Please "
    "fund your A/c XX4821 to avoid penal charges.",
    # Nigeria
    "Acct: 012****789 Amt: NGN 25,000.00 DR Desc: POS/ACME STORES LAGOS Date: 14-11-2026 15:32 Avail Bal: "
    "NGN 143,220.45",
    "Credit Alert! Acct: 23****4410 Amt: NGN 150,000.00 CR Desc: SALARY NOV Date: 28/11/2026 Bal: NGN 201,553.10",
    # Kenya, Bangladesh
    "QK72MNB1XZ Confirmed. Ksh1,500.00 sent to JANE DOE 0712345678 on 14/11/26 at 3:12 PM. New wallet balance "
    "is Ksh4,220.00. Transaction cost, Ksh23.00.",
    "You have received Tk 500.00 from 01712345678. Fee Tk 0.00. Balance Tk 1,000.00. TrxID AB12CD34EF at "
    "14/11/2026 10:10",
    # Brazil
    "ACME: Compra aprovada no cartão final 4821 de R$ 129,90 em ACME MERCADO em 14/11 às 15:32. Limite "
    "disponível R$ 3.210,00.",
    "ACME: Sua fatura de R$ 1.245,60 vence em 10/12. Pague pelo app ou internet banking.",
    "ACME: O código de segurança 482913 é para confirmar a compra de R$ 350,00. Não compartilhe com ninguém.",
    # Mexico, Spain
    "ACME: Se realizó un depósito de nómina por $18,500.00 a tu cuenta ***7731 el 15/11/2026. Saldo disponible "
    "$21,300.40",
    "ACME: Se ha realizado un cargo de 45,90 EUR en su tarjeta ****4821 en ACME SUPER el 14/11 a las 15:32.",
    # the Gulf
    "Acme Bank: Purchase of AED 245.00 at ACME MALL DUBAI on card ending 4821 on 14/11/2026 15:32. Avl Cr.Limit "
    "AED 9,120.00",
    "International transaction of USD 89.99 at ACME ONLINE declined on card ending 4821 as international usage "
    "is disabled. Enable it in the Acme app.",
    # Southeast Asia
    "Acme: PHP 2,500.00 has been transferred from your account ending 7731 to JUAN DELA CRUZ on 14-Nov-2026. "
    "Ref No. 123456789012.",
    "Acme: Your one-time PIN is 482913. It expires in 5 minutes. Never share your OTP with anyone.",
    # Europe
    "ACME: Lastschrift von ACME STROM über 62,30 EUR am 02.12.2026 von Konto ***7731. Kontostand: 1.240,55 EUR",
    "ACME: Un prélèvement de 62,30 EUR de ACME ENERGIE sera effectué le 02/12/2026 sur votre compte ****7731.",
    "ACME: Bonifico di 1.200,00 EUR accreditato sul conto ****7731 il 27/11/2026. Saldo disponibile 3.420,55 EUR",
    "ACME: Er is 1.200,00 EUR bijgeschreven op rekening ****7731 op 27-11-2026. Saldo: 3.420,55 EUR",
    "Acme: Your standing order of £300.00 to J SMITH from account ending 4821 was paid on 01/12/2026.",
    # the US
    "Acme Bank: Your direct deposit of $2,450.00 posted to account ending 7731 on 11/27. Available balance: $3,420.55.",
    "Acme Bank: Your statement is ready. New balance $1,245.60, minimum payment $35.00 due 12/22.",
    "Acme Bank: Your card ending 4821 was activated on 11/20/2026.",
    "Acme Bank: Your account ending 7731 balance is $42.15 as of 11/14/2026, below your alert threshold.",
    *NEWLY_READ,
]


@pytest.mark.parametrize("text", GENUINE)
def test_a_genuine_alert_stays_below_suspicious(text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (result.score, [s.id for s in result.signals])


SCAMS = [
    # beside the direct debit: the call pushed at once to cancel it
    "Acme Bank: A payment of £450.00 by Direct Debit will be taken from your account ending 4821 on "
    "01/12/2026. If this was not you call 0800 555 0190 immediately to cancel.",
    # beside the deposit: a fee to release it, through a link
    "Acme Bank: Zelle payment of $120.00 from JOHN DOE was deposited to account ending 7731. To receive it pay "
    "the $25.00 activation fee at https://zelle-release.top/p",
    # beside the rand alert: a link elsewhere
    "Acme Bank: R1,250.00 paid from cheque a/c..4821. Not you? Verify at https://acme-za-secure.top/v",
    # beside the direct debit charged: a link to cancel it
    "ACME: Recibo domiciliado de 620,30 EUR cargado en su cuenta ****7731. Si no lo reconoce, anúlelo en "
    "https://acme-recibos.top/a",
    # beside the cheque returned: the KYC threat with a link
    "Cheque for INR 15,000.00 presented in A/c XX4821 returned unpaid. Your account will be blocked today. "
    "Update KYC at http://bit.ly/kyc-upd",
    # the KYC and callback scams themselves
    "Acme Bank: Your KYC has expired. Your account XX4821 will be blocked today. Update now at "
    "https://acme-kyc-update.top/k",
    "Acme Bank: Your card ending 4821 was charged $499.99 at ACME ONLINE. If this was not you call "
    "+1 888 555 0142 immediately.",
    "ACME: Compra aprovada de R$ 2.389,90 no cartão final 4821. Não reconhece? Ligue agora para 0800 591 2117",
    "Acme Bank: Your A/c XX4821 is debited INR 49,999. Share the OTP sent to you with our officer to cancel.",
    "ACME: Su tarjeta ****4821 ha sido bloqueada. Llame urgentemente al 900 555 123 para desbloquearla.",
    "Acme Bank: Your cheque has been returned. Call 0800 555 0190 now and give your card number and PIN to "
    "reprocess it.",
    # the clone's condition before its ask ("If not done by you, share the OTP")
    "A/C X4821 debited by 4999.00 on date 14Nov26. If not done by you, share the OTP received to block: "
    "call 1800 555 0134",
    # money "credited by mistake" in the new formats, asked back: a bank reverses its own error
    "R2,500.00 was deposited into your cheque a/c..4821 by mistake. Kindly return it via eWallet to "
    "072 555 0199 immediately.",
    "RM 1,500.00 credited to acc ..7731 wrongly. Please transfer back RM 1,500.00 to 1122 3344 5566 today.",
]


@pytest.mark.parametrize("text", SCAMS)
def test_a_scam_copying_an_alert_stays_suspicious(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert "TEXT_GENUINE_TRANSACTION_ALERT" not in ids, ids
    assert result.score >= SUSPICIOUS, (result.score, ids)
