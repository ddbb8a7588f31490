"""A bank's offer is no transaction alert: an offer's rate is no merchant, and an unsolicited loan or
a free gift is a story that turns the alert's reassurance off (issue 19). Every text is invented."""

from __future__ import annotations

import pytest

from scamcore.engine import check_text


@pytest.mark.parametrize(
    "text",
    [
        "Acme Bank: A personal loan of Rs 5,00,000 approved at 10.5% p.a. for you. Apply in the Acme app.",
        "Dear Customer, you are eligible for an instant loan of Rs 50,000 on your Acme Bank Credit Card XX1234. "
        "SMS LOAN to 5676766.",
    ],
)
def test_a_loan_offer_is_not_reassured_as_an_alert(text: str) -> None:
    result = check_text(text)
    ids = {s.id for s in result.signals}
    assert "TEXT_GENUINE_TRANSACTION_ALERT" not in ids, ids
    assert result.message_type != "transaction_alert" or "TEXT_LOAN_OFFER" in ids, (result.message_type, ids)
