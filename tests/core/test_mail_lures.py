"""E-mail lures dressed as a service's notice (rules/text_mail_lures.py), and the two double counts
mended beside them, judged through check_text as a user meets them.

Every message here was written for this test from the public descriptions of these lures
(transfer-expiry, anonymous share, fake receipt, "secure desktop app", callback renewal).
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.text import text_hits

SUSPICIOUS = 45

_TRANSFER_KIT = (
    "You have received files via a transfer service\n\nbilling@example.org You have received some files "
    "3 files, 212 MB in total. Will be deleted on 12 March 2025. Get your files"
)

LURES: list[tuple[str, str, str]] = [
    (
        "anonymous_share",
        "EMAIL_SHARE_NO_SHARER",
        "Document shared\n\nHello, an important document has been shared with you through OneDrive. Open the "
        "document below to read it.",
    ),
    (
        "fake_receipt",
        "EMAIL_PAYMENT_DISPUTE",
        "Receipt for your payment\n\nDear Customer, your payment of $899.00 to Gadget Outlet has been "
        "processed. Order number: 55210. This isn't you? Resolve it now.",
    ),
    (
        "desktop_app",
        "EMAIL_INSTALLER_LURE",
        "PayPal for your computer\n\nThe new PayPal Secure App for Windows is ready. Install the PayPal Windows "
        "app today. Click here to download.",
    ),
    (
        "callback_renewal",
        "INVOICE_CALLBACK",
        "Antivirus receipt\n\nYour security plan will automatically renew on 7 Oct 2025 for $542.48. If you wish "
        "to cancel, you may do so by calling our team at +1 (888) 555-0143.",
    ),
]

GENUINE: list[tuple[str, str]] = [
    (
        "named_share",
        "Anna Smith shared a file with you\n\nBudget 2025.xlsx\nAnna: here is the budget we talked about.",
    ),
    (
        "receipt",
        "Your order #4410 has shipped\n\nThanks for shopping with us. Your order of 2 books ($31.80) is on its "
        "way. If you have questions, reply to this mail.",
    ),
    (
        "housekeeping",
        "Build server\n\nHi all, old nightly builds will be deleted after 30 days, so copy the files you need. "
        "Thanks, the release team",
    ),
    (
        "app_news",
        "Our new desktop app is now available for Windows. Thanks to everyone who tested the beta.",
    ),
    (
        "messenger_desktop_app",
        "The new WhatsApp desktop app is now available for Windows. Download the WhatsApp app for Windows "
        "from https://www.whatsapp.com/download",
    ),
    (
        "payment_receipt",
        "You sent a payment\n\nHello Anna Smith,\n\nYou sent a payment of $64.00 USD to Tom's Bikes.\n"
        "Transaction ID: 8XK21234AB567890C\n\nIf you didn't authorise this payment, log in to your PayPal "
        "account at https://www.paypal.com and report it.\n\nPayPal",
    ),
    (
        "transfer_notice_with_its_own_link",
        "Anna Smith sent you some files\n3 files, 212 MB in total · Will be deleted on 12 March, 2026\n\n"
        "Get your files\nhttps://wetransfer.com/downloads/5f3a9c2b1d0e4f/abc123\n\nHi! Here are the photos "
        "from Saturday.\n\nAdd noreply@wetransfer.com to your address book so that our mails reach you.",
    ),
]


@pytest.mark.parametrize(("name", "rule", "text"), LURES, ids=[c[0] for c in LURES])
def test_each_lure_reaches_suspicious_through_its_rule(name: str, rule: str, text: str) -> None:
    result = check_text(text)
    assert rule in {s.id for s in result.signals}, (name, [s.id for s in result.signals])
    assert result.score >= SUSPICIOUS, (name, result.score, [(s.id, s.points) for s in result.signals])


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_genuine_mail_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (name, result.score, [(s.id, s.points) for s in result.signals])


def test_a_transfer_countdown_is_a_detail_of_one_share_notice() -> None:
    """Genuine transfer mail carries "will be deleted on" too: the countdown adds its own points but
    is not a second phishing pretext beside the share notice, so the kit's copy alone is caution."""
    hits = text_hits(_TRANSFER_KIT)
    assert {"EMAIL_SHARED_DOCUMENT", "EMAIL_FILE_EXPIRY"} <= set(hits)
    assert not {"EMAIL_PHISH_2", "EMAIL_PHISH_3", "EMAIL_PHISH_4"} & set(hits)
    assert 20 <= check_text(_TRANSFER_KIT).score < SUSPICIOUS


def test_the_cancel_button_counts_once() -> None:
    """The closure kit's "CANCEL removal" is its button (EMAIL_CANCEL_PROMPT), not also its claim."""
    hits = text_hits("Mailbox notice\n\nIgnore to continue or CANCEL removal now.")
    assert "EMAIL_CANCEL_PROMPT" in hits
    assert "EMAIL_ACCOUNT_CLOSURE" not in hits


def test_a_chinese_mailbox_notice_is_scored_by_the_cjk_table_alone() -> None:
    """The CJK rows score the pretext; the e-mail table's own CJK word list adds no second score."""
    hits = text_hits("邮箱通知\n\n您的邮箱已满，请立即升级，否则您的帐户将被冻结。点击此处升级。")
    assert {"CJK_ACCOUNT_THREAT", "CJK_ASK_VERIFY"} <= set(hits)
    assert "_PH_INTL_CJK" not in hits  # the e-mail table's CJK predicate is silent where the CJK rows fired
    assert "EMAIL_FOREIGN_PRETEXT" not in hits
    # threat, verify and link count in the e-mail tiers as their English twins do; the predicate,
    # saying the same, does not count a fourth time
    assert "EMAIL_PHISH_3" in hits
    assert "EMAIL_PHISH_4" not in hits
