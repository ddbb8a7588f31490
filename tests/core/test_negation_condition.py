"""A condition on who acted ("If not done by you", "Not you?", "If this wasn't you") negates no ask
after it: the bank-alert clone writes exactly that before "share the OTP". A real negation of the
ask still keeps it quiet. Every text was written for this test."""

from __future__ import annotations

import pytest

from scamcore import check_text

SUSPICIOUS = 45

CLONES = [
    "A/C X4821 debited by 4999.00 on date 14Nov26. If not done by you, share the OTP received to block.",
    "INR 2,000.00 debited from A/c XX7781. Not you? Reply with the OTP to reverse it.",
    "Rs 5,000 debited from a/c XX1234. If this was not you, send the OTP to 9876543210 to cancel.",
    "Your card XX4821 was charged $499.00. If this wasn't you, reply with your PIN to stop it.",
]


@pytest.mark.parametrize("text", CLONES)
def test_a_condition_on_who_acted_does_not_negate_the_ask(text: str) -> None:
    result = check_text(text)
    assert "TEXT_ASK_CREDENTIALS" in {s.id for s in result.signals}, sorted(s.id for s in result.signals)


GENUINE = [
    "INR 2,000.00 debited from A/c XX7781. If not done by you, call 18005550100. Never share your OTP.",
    "Rs 5,000 debited from a/c XX1234. Not you? Do not share the OTP with anyone; call 1800 555 0100.",
    "Your OTP is 482913. If not requested by you, ignore this message. Don't share it with anyone.",
]


@pytest.mark.parametrize("text", GENUINE)
def test_a_genuine_alert_that_refuses_the_ask_stays_quiet(text: str) -> None:
    result = check_text(text)
    assert "TEXT_ASK_CREDENTIALS" not in {s.id for s in result.signals}
    assert result.score < SUSPICIOUS
