"""Modern phishing-mail lures (rules/text_crypto_lures.py, text_notice_lures.py, the casino row of
text_prize_lures.py, the advance-fee opener of text_mail_opener.py, the security suite's receipt of
text_mail_renewal.py, the dating lure's words in everyday mail (text_dating_lures.py)) and the bare
forward (text_mail_marks.py), judged through check_text as a
user meets them.

Every message here was written for this test from the public descriptions of these lures (fake
airdrops and wallet updates, customs-fee and card-upgrade notices, casino affiliate mail).
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.text import text_hits

SUSPICIOUS = 45

LURES: list[tuple[str, str, str]] = [
    (
        "airdrop",
        "EMAIL_CRYPTO_NEWS_LURE_4",
        "Season 3 airdrop is live!\n\nDear community member, 4,800 tokens are allocated to you for your early "
        "support. Connect your wallet and claim your tokens by 30 June: https://example-drop.top/claim",
    ),
    (
        "staking_rewards",
        "EMAIL_CRYPTO_NEWS_LURE_3",
        "Your staking rewards are ready\n\nWe finalised this quarter's distribution. Claim your ETH rewards "
        "on the portal before they expire: https://example-stake.top/r",
    ),
    (
        "customs_notice_pt",
        "TEXT_BARE_NOTICE",
        "Aviso: sua encomenda foi retida pela alfândega! Protocolo: 55102938.",
    ),
    (
        "casino",
        "EMAIL_CASINO_BONUS",
        "Your welcome pack is here\n\n300% up to 1,500€ + 200 free spins on your first deposit. No deposit "
        "needed for the first 20 spins! Play now: https://example-spins.top/go",
    ),
    (
        "funds_opener",
        "EMAIL_FUNDS_OPENER",
        "Business proposal\n\nGood day. I am a banker in Lisbon; a late client left dormant funds with no next "
        "of kin on record. Kindly revert for further details.\n\nDr. Ines Farragut",
    ),
    (
        "funds_opener_de",
        "EMAIL_FUNDS_OPENER",
        "Hallo,\n\nes geht um eine Erbschaft in Höhe von 3 Millionen Euro. Ich warte auf Ihre baldige Antwort.",
    ),
    (
        "suite_receipt",
        "EMAIL_AV_CHARGE_CALLBACK",
        "Order confirmation\n\nYour Bitdefender Premium plan is now active on 5 devices. Total paid: $349.99. "
        "For any question, call Bitdefender Billing at +1 (808) 555-0199.",
    ),
]

GENUINE: list[tuple[str, str]] = [
    (
        "market_note",
        "Markets this week\n\nBitcoin fell 4% on Tuesday while ether held steady. Our analysts explain what "
        "the rate decision means for savers.\n\nThe research desk",
    ),
    (
        "customs_letter",
        "Hi Ann, the parcel with the books was held at customs for a week, reference 448812, but it arrived "
        "this morning and the children loved them. We paid the duty at the door, it was only a few euros. "
        "Come for dinner on Sunday and bring the photos from the trip, we want to see all of them. Love, Bea",
    ),
    (
        "points_statement",
        "Your statement for May\n\nYou earned 320 points this month. Thank you for shopping with us.",
    ),
    (
        "fund_question",
        "Hi Tom, the pension fund sent my yearly statement. Could you check the figures before Friday? "
        "I look forward to your reply. Sam",
    ),
    # a sum, a donation, a consignment or a beneficiary with "kindly reply": everyday mail, no stranger's funds
    (
        "donation_receipt",
        "Thank you for your donation of $25 to the animal shelter. Kindly reply if you need a tax receipt.",
    ),
    (
        "beneficiary_update",
        "Dear member,\n\nplease update the beneficiary list of your pension plan before March. I await your reply."
        "\n\nHR team",
    ),
    ("club_results", "Three wins in succession for the under-12s!\n\nKindly reply if your child can play on Saturday."),
    ("consignment_delivery", "Your consignment AB123 is out for delivery. Kindly contact the driver."),
    (
        "bank_alert",
        "Dear customer,\n\na transaction of INR 2,500 was made on your card. If this was not you, kindly contact "
        "your branch.",
    ),
    (
        "suite_receipt_own_account",
        "Order confirmation\n\nYour Bitdefender Premium plan is now active on 5 devices. Total paid: $49.99. "
        "Manage your devices and invoices in your Bitdefender account.",
    ),
]


CAUTION = 20

# Everyday mail with one or two words of a dating lure's (a time "ab 18", a sign-up, a rope hook-up)
EVERYDAY_DATING_WORDS: list[tuple[str, str]] = [
    (
        "party_de",
        "Einladung zur Gartenparty\n\nWir feiern am Samstag ab 18 Uhr, der Eintritt ist für 18 Euro mit Buffet. "
        "Die Kinder können kostenlos mitmachen.\n\nFamilie Berger",
    ),
    (
        "workshop_nl",
        "Workshop keramiek\n\nOp zaterdag draaien we schalen en bekers. Meld je nu aan via de website! De workshop "
        "is alleen voor volwassenen, de kinderen hebben een eigen les.\n\nGroeten, het atelier",
    ),
    (
        "bookclub_fr",
        "Club de lecture\n\nJeudi, nous parlons du roman d'une héroïne qui vient d'avoir 18 ans. Venez rencontrer "
        "les femmes auteurs invitées du festival.\n\nÀ bientôt, Claire",
    ),
    (
        "hiking_en",
        "Hiking club: weekend trip\n\nWe still need hook-ups for the tents and the camping stove. Meet the women's "
        "team at the car park at 8; we are looking for a man with a van.\n\nThe committee",
    ),
]


@pytest.mark.parametrize(("name", "text"), EVERYDAY_DATING_WORDS, ids=[c[0] for c in EVERYDAY_DATING_WORDS])
def test_everyday_mail_with_a_dating_word_stays_below_caution(name: str, text: str) -> None:
    result = check_text(text)
    assert not any(s.id.startswith("EMAIL_DATING_LURE") for s in result.signals), name
    assert result.score < CAUTION, (name, result.score)


@pytest.mark.parametrize(("name", "rule", "text"), LURES, ids=[c[0] for c in LURES])
def test_each_lure_reaches_suspicious_through_its_rule(name: str, rule: str, text: str) -> None:
    result = check_text(text)
    assert rule in {s.id for s in result.signals}, name
    assert result.score >= SUSPICIOUS, (name, result.score)


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_genuine_mail_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (name, result.score, [s.id for s in result.signals])


def test_a_bare_card_invitation_is_caution_by_itself() -> None:
    """An exclusive card offered in one line is a lure's shape, but banks do market their cards: it takes
    a second sign (a brand's name, a threat, a link) to reach suspicious."""
    result = check_text("Your Platinum Card invitation is awaiting validation. Reference: 20443319")
    assert {"TEXT_PREMIUM_CARD_INVITE", "TEXT_BARE_NOTICE"} <= {s.id for s in result.signals}
    assert 20 <= result.score < SUSPICIOUS


_FORWARDED = (
    "From: Account Team <notice@example-billing.top>\nDate: Mon, 3 Mar 2025 10:12\nSubject: Your account "
    "is suspended\n\nVerify your account within 24 hours at https://example-billing.top/login or it will be closed."
)


def test_a_bare_forward_is_not_a_reply_thread() -> None:
    """Forwarded with nothing of the forwarder's own, the mail is the forwarded one: no thread."""
    text = (
        "Fwd: Your account is suspended\n\nSent from my phone\n\n---------- Forwarded message ---------\n" + _FORWARDED
    )
    assert "_HAM_QUOTED_REPLY" not in text_hits(text)


def test_a_forward_with_the_forwarders_own_words_is_still_a_thread() -> None:
    text = (
        "Fwd: Your account is suspended\n\nAnn, is this the mail you told me about on Friday? It looks like the "
        "one the bank warned us about, I did not click anything.\n\n---------- Forwarded message ---------\n"
        + _FORWARDED
    )
    assert "_HAM_QUOTED_REPLY" in text_hits(text)
