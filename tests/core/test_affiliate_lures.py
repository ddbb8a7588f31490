"""Giveaway and survey lures as affiliate mail writes them today (rules/text_prize_lures.py,
text_prize_modern.py): typographic apostrophes, a "member reward" set aside for you, a window of
days to claim it in, beside a newsletter's unsubscribe block, judged through check_text.

Every message here was written for this test from the public descriptions of these lures (the
"you've been selected for a loyalty reward" survey funnel); none is taken from a corpus.
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.text import text_hits

SUSPICIOUS = 45

_MEMBER_REWARD = (
    "Member 55210: a gift for your loyalty\n\nThank you for staying with Example Health. Good news: you’ve "
    "been selected to receive a loyalty reward worth $100. It was put aside for you until Friday.\n\n"
    "https://example-gift.top/r/55210 Claim your member reward now\n\nValid for the next 2 days.\n\n"
    "You get this mail as a member. To stop these messages, unsubscribe here."
)


def test_a_member_reward_lure_with_curly_apostrophes_reaches_suspicious() -> None:
    result = check_text(_MEMBER_REWARD)
    assert any(s.id.startswith("EMAIL_GIVEAWAY_LURE") for s in result.signals), [s.id for s in result.signals]
    assert result.score >= SUSPICIOUS, result.score


@pytest.mark.parametrize(
    ("text", "member"),
    [
        ("You’ve been selected to receive a free gift", "_GV_SELECTED"),
        ("You’re eligible for a reward", "_GV_ELIGIBLE"),
        ("Claim your member reward today", "_GV_REWARD_WAITING"),
        ("Valable encore 3 jours", "_GV_CLAIM_WINDOW"),
        ("Ihr Gutschein wurde für Sie reserviert", "_GV_SET_ASIDE"),
    ],
)
def test_a_giveaway_phrase_is_read_as_typed(text: str, member: str) -> None:
    """Mail composed in HTML or on a phone types "’" where the phrase lists were written with "'"."""
    assert member in text_hits(text)


GENUINE: list[tuple[str, str]] = [
    (
        "shop_sale",
        "Our spring sale\n\nYou’ve been a loyal reader, so here is 20% off garden tools, available for the next "
        "3 days in all our stores and online.\n\nYou are receiving this newsletter because you signed up. "
        "Unsubscribe here.",
    ),
    (
        "table_booking",
        "Hi Ann, the table by the window is reserved for you on Friday at eight. It’s valid for the next 2 hours "
        "after that, then we give it away. See you, Marco",
    ),
    (
        "operator_bonus",
        "Dear subscriber, you got a 30% bonus on calls to friends on our network. Bonus valid for 7 days.",
    ),
]


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_a_shops_offer_or_a_booking_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (name, result.score, [s.id for s in result.signals])


_CALENDAR_FOOTER = (
    "\n\nOrganizer\nKate Doe\nkate.doe@example-events.top\n\nJoin or view the event: "
    "https://calendar.google.com/calendar/r?eid=Zx81q\n\nSent by Google Calendar https://calendar.google.com/"
    "\n\nWhy am I getting this? https://support.google.com/calendar/"
)


def test_a_receipt_written_into_a_calendar_invitation_reaches_suspicious() -> None:
    """The calendar service's links frame whatever the organizer typed: they are not the sender's own
    link and take no official-domain credit (mail_client)."""
    text = (
        "Invitation: Payment confirmation for receipt 88120 @ Mon 3 Mar 2025 10:00am (ann@example.org)\n\n"
        "Your Norton 360 subscription was renewed automatically today. Total charged: $389.99. If you did not "
        "authorise this, call our billing team at +1 (808) 555-0142." + _CALENDAR_FOOTER
    )
    result = check_text(text)
    assert "URL_OFFICIAL_DOMAIN" not in {s.id for s in result.signals}
    assert result.score >= SUSPICIOUS, (result.score, [s.id for s in result.signals])


def test_a_genuine_calendar_invitation_stays_below_caution() -> None:
    text = (
        "Invitation: Team planning @ Tue 4 Mar 2025 2pm - 3pm (ann@example.org)\n\nQuarterly planning: bring the "
        "budget figures and the list of open hires. Room 4B." + _CALENDAR_FOOTER
    )
    assert check_text(text).score < 20


CRYPTO: list[tuple[str, str]] = [
    (
        "early_supporters",
        "Your season rewards\n\nAs one of our early supporters you hold a share of this round. Connect your wallet "
        "and claim your rewards: https://example-rewards.top/claim",
    ),
    (
        "contributions_with_unsubscribe",
        "A thank-you from the team\n\nAs a thank-you for your valuable contributions to the ecosystem, 2,000 $EXM "
        "tokens are yours. Claim your tokens: https://example-rewards.top/c\n\nYou receive this newsletter because "
        "you subscribed. Unsubscribe here.",
    ),
]


@pytest.mark.parametrize(("name", "text"), CRYPTO, ids=[c[0] for c in CRYPTO])
def test_a_projects_fake_reward_for_its_supporters_is_a_crypto_lure(name: str, text: str) -> None:
    """The drainer's mail goes out through the bulk-mail services a project's news does: its
    unsubscribe block lowers no count of the crypto script."""
    assert "EMAIL_CRYPTO_NEWS_LURE_3" in {s.id for s in check_text(text).signals}, name
