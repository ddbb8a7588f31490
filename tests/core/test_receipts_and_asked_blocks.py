"""A receipt of a payment made and a card blocked at the reader's request are no ask and no threat
(issue 19: genuine alerts left alone), while the same words turned round still count. Every text
is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text

SUSPICIOUS = 45
CAUTION = 20


def _ids(text: str) -> set[str]:
    return {s.id for s in check_text(text).signals}


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for your payment of $125.00 received on 03/12. Your new balance is $0.00.",
        "Your payment of $125.00 has been received. Thank you.",
        "Payment of $45.00 to ACME Utilities scheduled for 04/15 from checking ...1234.",
        "Auto-pay of $89.99 for your credit card ending 1234 is scheduled for 04/05.",
    ],
)
def test_a_payment_made_or_scheduled_is_no_ask_to_pay(text: str) -> None:
    result = check_text(text)
    assert "TEXT_ASK_PAYMENT" not in {s.id for s in result.signals}
    assert result.score < CAUTION, (result.score, [s.id for s in result.signals])


@pytest.mark.parametrize(
    "text",
    [
        "Your payment of $3.99 has not been received. Pay now to avoid a late fee",
        "Your payment of $3.99 is due. Pay it today",
        "Pay the $3.99 redelivery fee today",
    ],
)
def test_a_payment_still_owed_is_an_ask(text: str) -> None:
    assert "TEXT_ASK_PAYMENT" in _ids(text)


@pytest.mark.parametrize(
    "text",
    [
        "Acme Bank: Your card ending 1234 has been blocked as requested. For a replacement call 1800 123 4567.",
        "Acme Bank: As requested, your debit card XX1234 has been blocked. To order a new card call 1800 123 4567.",
        "Acme Bank: Your card ending 1234 has been blocked at your request. Call 1800 123 4567 for a new card.",
    ],
)
def test_a_block_the_reader_asked_for_is_no_threat(text: str) -> None:
    result = check_text(text)
    assert "TEXT_ACCOUNT_THREAT" not in {s.id for s in result.signals}
    assert result.score < SUSPICIOUS, (result.score, [s.id for s in result.signals])


@pytest.mark.parametrize(
    "text",
    [
        "Acme Bank: Your card ending 1234 has been blocked. Call 1800 123 4567 now.",
        "Your account has been suspended as requested. If you did not request this, call 1-800-555-0100",
    ],
)
def test_a_block_nobody_asked_for_stays_a_threat(text: str) -> None:
    result = check_text(text)
    assert "TEXT_ACCOUNT_THREAT" in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS
