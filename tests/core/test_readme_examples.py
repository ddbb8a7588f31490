"""The README's 30-second tour must keep telling the truth about what the engine says."""

from __future__ import annotations

import scamcore


def test_parcel_fee_text_is_high_risk_delivery() -> None:
    r = scamcore.check_text("USPS: your parcel is on hold. Pay the $1.99 fee at https://usps-redelivery.top/pay")
    assert (r.level.id, r.category.id) == ("high", "delivery")
    assert all(f.evidence for f in r.flags)


def test_new_number_money_request_is_a_family_scam_warning() -> None:
    r = scamcore.check_text("Hi Mum, this is my new number, can you send me £200 for rent?")
    assert r.level.id in {"suspicious", "high"} and r.category.id == "family"


def test_lookalike_links_are_high_risk() -> None:
    assert scamcore.check_url("paypa1-secure-login.top").level.id in {"suspicious", "high"}
    assert scamcore.check_url("http://paypal.com.account-verify.top/login").level.id == "high"
