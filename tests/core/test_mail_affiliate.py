"""The affiliate-marketing mail lure (rules/text_mail_affiliate.py), judged through check_text.

Every message here was written for this test from consumer agencies' public descriptions of these
mails (health-product, "free solar" and home-warranty spam sent through a tracking link, with an ad
disclaimer and a postal opt-out); none is taken from a corpus.
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.text import text_hits

SUSPICIOUS = 45
CAUTION = 20

LURES: list[tuple[str, str]] = [
    (
        "solar",
        "Put the sun to work on your roof\n\nNew state programs for homeowners. See if you qualify: "
        "https://sun-offers.example.net/r/8813\n\nThis is an advertisement. To stop receiving messages, "
        "click here or write to: 40 Example Lane, Suite 2, Springfield",
    ),
    (
        "health",
        "Melt stubborn belly fat while you sleep https://slim.example.net/c/2291\n\nOne simple ritual, no "
        "dieting. It reached you by way of a 3rd party marketing partner. You may also write to us at "
        "PO Box 77, Riverton",
    ),
    (
        "reply_optout",
        "Tinnitus gone in a week? Watch the short video https://clip.example.net/v/55\n\nTo unsubscribe from "
        "these offers by reply to this e-mail, write STOP",
    ),
]


@pytest.mark.parametrize(("name", "text"), LURES, ids=[c[0] for c in LURES])
def test_an_affiliate_lure_reaches_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert any(s.id.startswith("EMAIL_AFFILIATE_LURE") for s in result.signals), [s.id for s in result.signals]
    assert result.score >= SUSPICIOUS, (name, result.score, [s.id for s in result.signals])


GENUINE: list[tuple[str, str]] = [
    (
        "retailer_sale",
        "Spring sale at Example Outdoor\n\nUp to 60% off tents and chairs, and home insurance quotes from our "
        "partner: compare quotes from five insurers.\n\nYou receive this because you have an account with us. Manage "
        "your preferences in your account. Example Outdoor, 1 Market Street, Springfield",
    ),
    (
        "charity_letter",
        "Dear members,\n\nour winter appeal is open. If you would rather give by cheque, you may also write to "
        "us at 5 Church Road. Thank you for your support.\n\nThe Friends of the Library",
    ),
    (
        "clinic_newsletter",
        "Example Clinic news\n\nOur dietitian now runs a weight loss group on Tuesdays. Ask at the front desk.\n\n"
        "To unsubscribe, update your preferences on our website.",
    ),
]


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_a_shops_or_a_clubs_own_mail_stays_below_caution(name: str, text: str) -> None:
    result = check_text(text)
    assert not any(s.id.startswith("EMAIL_AFFILIATE_LURE") for s in result.signals), (name, result.signals)
    assert result.score < CAUTION, (name, result.score, [s.id for s in result.signals])


def test_an_ad_disclaimer_with_a_price_cut_alone_is_no_lure() -> None:
    """A price cut and a named product are every shop's newsletter: the script needs one of the
    affiliate's own phrases beside them."""
    hits = text_hits("Cover as low as $15 a month. Compare quotes from five insurers.")
    assert "_AF_PRICE_CUT" in hits and "_AF_OFFER" in hits
    assert not any(h.startswith("EMAIL_AFFILIATE_LURE") for h in hits)
