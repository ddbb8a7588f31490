"""A transaction alert that states the account's masked number and the balance left asks to be told
of a fraud at once ("if not done by you, call ... immediately"): that "immediately" is no lure, and the
alert's layout is reassured (issue 19: genuine alerts left alone). The refund-callback scam's copy
states no balance, or calls to cancel the charge, and stays suspicious. Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20


@pytest.mark.parametrize(
    "text",
    [
        "Alert: Rs 2,500.00 debited from A/c XX4821 on 12-10-26 to VPA shop@acme. Not you? Call 1800 555 0100 "
        "immediately. Avl Bal Rs 10,234.50 - Acme Bank",
        "Acme: Your Credit Card ending 4821 was used for AED 350.00 at SHOP ONE on 12/10/2026. Available limit "
        "AED 12,400.00. If not done by you call 600 555 010 immediately.",
        "Acme Bank: AED 1,200.00 withdrawn from A/c XXX4821 on 12/10/2026. Avl Bal AED 8,310.00. If you did not "
        "make this transaction, please call 600 555 010 immediately.",
        "Your Cr.Card XXX1234 was used for AED 12.00 at ACME STORE on 12/10/2026 14:32. Avl Cr.Limit is AED 9,000.00. "
        "If not done by you, call 600 55 0100 immediately.",
        "Banco Acme: Compra de R$ 250,00 no cartão final 4821 em 12/10. Saldo disponível R$ 3.400,00. Se não foi "
        "você, ligue imediatamente 0800 555 0100.",
    ],
)
def test_an_alert_stated_whole_may_ask_to_be_called_at_once(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert "TEXT_GENUINE_TRANSACTION_ALERT" in ids, ids
    assert result.score < CAUTION, (result.score, ids)


@pytest.mark.parametrize(
    "text",
    [
        # no balance: the scam's charge with a callback
        "Your card ending 4821 was charged $499.99 at BESTSHOP. If this was not you call 1-888-555-0143 immediately.",
        # a balance, but the call cancels the charge
        "Acme Bank: Your account XX4821 has been debited $499.99. Balance $12.00. If not you call 1-888-555-0143 "
        "immediately to cancel.",
        # a balance, but the call is pushed without the report's clause
        "Your card ending 4821 was charged $499.99 at BESTSHOP. Avl bal $12.00. Call 1-888-555-0143 immediately.",
        # a balance, and a threat beside the report
        "URGENT: your account XX4821 is suspended. Bal $12.00 debited $499. Not you? Call 1-888-555-0143 immediately.",
    ],
)
def test_a_charge_with_a_call_at_once_stays_suspicious(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert "TEXT_GENUINE_TRANSACTION_ALERT" not in ids, ids
    assert result.score >= SUSPICIOUS, (result.score, ids)
