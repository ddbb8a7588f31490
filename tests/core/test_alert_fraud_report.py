"""A call pushed at once stays the refund-callback scam's lure however whole the alert around it looks:
the scam copies a bank's alert, its masked account and even a balance, and adds "call ... immediately"
(a review found such copies cleared when a balance was stated). Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45


@pytest.mark.parametrize(
    "text",
    [
        # no balance: the scam's charge with a callback
        "Your card ending 4821 was charged $499.99 at BESTSHOP. If this was not you call 1-888-555-0143 immediately.",
        # a balance, but the call cancels the charge
        "Acme Bank: Your account XX4821 has been debited $499.99. Balance $12.00. If not you call 1-888-555-0143 "
        "immediately to cancel.",
        # a balance, and the call pushed without the report's clause
        "Your card ending 4821 was charged $499.99 at BESTSHOP. Avl bal $12.00. Call 1-888-555-0143 immediately.",
        # a balance, and a threat beside the report
        "URGENT: your account XX4821 is suspended. Bal $12.00 debited $499. Not you? Call 1-888-555-0143 immediately.",
        # the alert copied whole: masked account, balance, "if this was not you", a call at once
        "Acme: Your account ending 4421 was debited $499.00 for a tech-support renewal. Available balance "
        "$1,203.55. If this was not you call +1 888 555 0142 immediately.",
        "Alert: A/c XX4421 debited INR 49,999 on 27-11. Avl Bal INR 1,203.55. Not you? Call 1800-555-0142 "
        "immediately to block.",
        "Acme: Card ending 1234 charged $749.99 at ACME STORE. Available balance: $512.10. If this was not you, "
        "call +1 844 555 0190 now to cancel the charge.",
        "Your account ending 4421 was debited $499. Balance $1,203. If not you call +1 888 555 0142 immediately "
        "to reverse the transaction and get a refund.",
    ],
)
def test_a_charge_with_a_call_at_once_stays_suspicious(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert "TEXT_GENUINE_TRANSACTION_ALERT" not in ids, ids
    assert result.score >= SUSPICIOUS, (result.score, ids)
