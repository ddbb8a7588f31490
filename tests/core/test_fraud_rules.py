"""Fraud-script and e-mail phishing rules, judged the way a user meets them: through check_text.

Every scam below was written for this test from the well-known scripts (advance-fee, lottery,
sextortion, callback invoice, tech support, webmail phishing); every genuine e-mail is the kind of
ordinary mail those rules must leave alone (threads, list traffic, receipts, family news).
"""

from __future__ import annotations

import pytest
from cpukit import cpu_seconds

from scamcore import check_text
from scamcore.rules import (
    text_419,
    text_callback,
    text_email,
    text_email_foreign,
    text_lottery,
    text_mail_marks,
    text_phishing,
    text_sextortion,
)
from scamcore.text import text_hits

_TABLES = (
    text_mail_marks,
    text_419,
    text_lottery,
    text_sextortion,
    text_callback,
    text_email,
    text_email_foreign,
    text_phishing,
)
MINE = {r.id for table in _TABLES for r in table.RULES}
SUSPICIOUS = 45
CAUTION = 20

SCAMS: list[tuple[str, str, str]] = [
    (
        "widow_inheritance",
        "advance_fee",
        "URGENT AND CONFIDENTIAL\n\nDear Friend,\n\nI am Mrs. Helen Okafor, the widow of the late Chief James "
        "Okafor, who died in a plane crash in 2019. Before he died he lodged the sum of US$8,400,000.00 "
        "(Eight Million Four Hundred Thousand US Dollars) with a security company in Lagos, "
        "Nigeria. My doctor has told me I have little time left because of my illness, and I want the "
        "money to go to charity homes and orphanages. I have decided to contact you to stand as next of kin "
        "and receive this fund. You will keep 25% of the fund. This transaction is 100% risk "
        "free. Kindly reply with your full name, address, age, occupation and private phone number.\n\n"
        "God bless you,\nMrs. Helen Okafor",
    ),
    (
        "bank_auditor",
        "advance_fee",
        "Business proposal\n\nAttn: Sir/Madam,\n\nI am Mr. Paul Mensah, the audit manager of a bank in Accra, "
        "Ghana. During our audit I discovered a dormant account with a balance of $18.3 million belonging to a "
        "foreign customer who died with his family in a car accident. Nobody has come forward to claim the "
        "fund. I need a foreign partner to help me transfer the sum into an account in your country. Keep this "
        "strictly confidential; the deal is legitimate and free of risk. If you are interested, reply to my "
        "private email address.\n\nRegards, Paul Mensah",
    ),
    (
        "lottery_award",
        "prize",
        "AWARD NOTIFICATION\n\nDear Winner,\n\nWe are pleased to inform you that your email address was "
        "selected in our international lottery draw held on 2 March. You have won the sum of 750,000 euros. "
        "Ticket number: 66-1302-77, batch number: 7731/04. To file your claim, contact our claims agent, "
        "Mr. Peter Vos, with your winning numbers. Keep your winning information confidential until your claim "
        "has been processed, to avoid double claiming.",
    ),
    (
        "sextortion",
        "sextortion",
        "Your account is hacked\n\nHello. I am a professional hacker and I have full access to your device. "
        "Your password is sunflower77. I installed malware on your computer and recorded you with your webcam "
        "while you were watching adult videos. Send $1200 in bitcoin to my wallet "
        "1BoatSLRHtKNngkdXEeobR76b53LETtpyT within 48 hours. If I do not receive the payment I will send the "
        "video to all your contacts. Do not contact the police, nobody can help you. Once I receive the bitcoin "
        "I will delete the video.",
    ),
    (
        "renewal_callback",
        "invoice",
        "Order confirmation\n\nDear Customer, thank you for renewing. Your McAfee Total Protection subscription "
        "has been renewed and $349.99 has been charged to your account. Invoice number: INV-55102. If you did "
        "not authorize this purchase, please call our billing department at +1 (808) 555-0177 within 24 hours "
        "to cancel and claim a refund.",
    ),
    (
        "tech_support",
        "tech_support",
        "Security alert\n\nWindows Defender warning: your computer has been infected with spyware and your "
        "personal data is at risk. Do not shut down or restart your computer. Call Microsoft support at "
        "+1-844-555-0199 immediately so a certified technician can remove the threat with remote access.",
    ),
    (
        "mailbox_quota",
        "account",
        "Mailbox storage warning\n\nDear user@example.org,\n\nYour mailbox is almost full (1.98GB/2GB). "
        "Incoming messages are on hold and will bounce back to the sender. Click here to upgrade your mailbox "
        "and release your pending messages. Failure to upgrade within 24 hours will result in the permanent "
        "deactivation of your email account.\n\nIT Help Desk",
    ),
    (
        "password_expiry",
        "account",
        "Password notice\n\nDear Valued Member,\n\nThe password for your user@example.org account expires "
        "today. To keep your current password, sign in here and verify your mailbox. Failure to verify will "
        "result in your account being closed.\n\nWebmail Administrator",
    ),
    (
        "shared_document",
        "account",
        "New document shared\n\nHello user@example.org, a secure document has been shared with you via "
        "OneDrive. Sign in to access the document and verify your email account to view the file. Your "
        "session has expired; re-authenticate to continue.\n\nIT Help Desk",
    ),
    (
        "money_mule_vacancy",
        "job",
        "Hot vacancy\n\nHello, I am the general manager of an international trading company. As we expand "
        "we are looking for new employees to work as regional financial managers. The duties: receive "
        "payments from our clients into your own bank account and transfer the money to our representatives "
        "abroad. Your interest is 5% of each transfer. Reply with your details to start this week.",
    ),
    (
        "french_orphan_letter",
        "advance_fee",
        "Cher ami,\n\nExcusez cette intrusion dans votre vie. Mon nom est Awa, je suis la seule héritière de "
        "feu mon père, décédé suite à une longue maladie. Il a laissé la somme de quatre millions de dollars "
        "dans une société de sécurité à Abidjan. Je sollicite votre aide pour le transfert de fonds dans "
        "votre pays. Veuillez me contacter, j'attends votre réponse urgente.",
    ),
]

GENUINE: list[tuple[str, str]] = [
    (
        "payroll_notice",
        "Payroll update\n\nHi all, new employees receive their first salary into their bank account at the "
        "end of the month. Our accounts team will process payments from our clients as usual. HR",
    ),
    (
        "french_business_letter",
        "Cher Monsieur,\n\nSuite à notre rendez-vous, je vous envoie le devis pour la rénovation de la "
        "cuisine. Le montant comprend la pose et les matériaux. Veuillez me contacter si vous avez des "
        "questions; j'attends votre réponse pour fixer la date des travaux.\n\nCordialement, Paul Martin",
    ),
    (
        "family_news",
        "Hi Tom,\n\nThe solicitor says Dad's estate will take a few more months; the inheritance tax form is "
        "done. Mum sends her love and says God bless. Lunch on Sunday?\n\nAnna",
    ),
    (
        "list_discussion",
        "Re: [dev-users] build fails on arm\n\nOn Tue, 3 May 2005, Ann Smith wrote:\n> I still get the "
        "error\n> when I run make\n> on the new box\n\nTry a clean checkout, that fixed it for me.\n\n___\n"
        "dev-users mailing list\nhttps://lists.example.org/mailman/listinfo/dev-users",
    ),
    (
        "receipt",
        "Your order #4410 has shipped\n\nThanks for shopping with us. Your order of 2 books ($31.80) is on its "
        "way and should arrive on Thursday. You can see the order in your account at any time.",
    ),
    (
        "sysadmin",
        "Disk quota on the build server\n\nHi all, the build server's disk is nearly full, so I raised the "
        "quota limit for the CI user to 40 GB. If a job fails with an authentication error, log out and back "
        "in. Thanks, the systems administrator",
    ),
    (
        "news_about_scams",
        "This week in security\n\nResearchers describe a wave of lottery scams and advance-fee letters that "
        "promise millions to strangers. Police advise never to pay a fee to claim a prize. You are receiving "
        "this newsletter because you subscribed. Unsubscribe or manage your email preferences here.",
    ),
]


@pytest.mark.parametrize(("name", "category", "text"), SCAMS, ids=[c[0] for c in SCAMS])
def test_scam_scripts_reach_suspicious_with_their_category(name: str, category: str, text: str) -> None:
    result = check_text(text)
    assert result.score >= SUSPICIOUS, (name, result.score, [s.id for s in result.signals])
    assert result.category.id == category, (name, result.category.id, [(s.id, s.points) for s in result.signals])


@pytest.mark.parametrize(("name", "text"), GENUINE, ids=[c[0] for c in GENUINE])
def test_genuine_mail_stays_below_suspicious(name: str, text: str) -> None:
    result = check_text(text)
    assert result.score < SUSPICIOUS, (name, result.score, [(s.id, s.points) for s in result.signals])
    mine = [s for s in result.signals if s.id in MINE and s.points >= 10]
    assert not mine, (name, [(s.id, s.evidence) for s in mine])


def test_fraud_scripts_alone_reach_suspicious() -> None:
    """The fraud tiers carry a verdict on their own: other tables may add, but need not."""
    hits = text_hits(SCAMS[0][2])
    own = sum(f.weight for rid, f in hits.items() if rid in MINE and f.group == "fraud")
    assert min(own, 60) >= SUSPICIOUS
    assert "ADVANCE_FEE_8" in hits


def test_advance_fee_tiers_are_graded_and_exclusive() -> None:
    two = "Dear Friend, I have a business proposal for you."
    many = SCAMS[0][2]
    tiers = {"ADVANCE_FEE_2", "ADVANCE_FEE_3", "ADVANCE_FEE_5", "ADVANCE_FEE_8"}
    assert tiers & set(text_hits(two)) == {"ADVANCE_FEE_2"}
    assert tiers & set(text_hits(many)) == {"ADVANCE_FEE_8"}


def test_a_quoted_thread_discounts_the_same_phrases() -> None:
    """SpamAssassin's gate: the phrases of a scam quoted in a discussion count for less."""
    letter = SCAMS[1][2]
    quoted = "Has anyone else had this one?\n\n" + "\n".join("> " + line for line in letter.splitlines())
    plain, thread = text_hits(letter), text_hits(quoted)
    assert "ADVANCE_FEE_8" in plain
    assert "ADVANCE_FEE_8" not in thread
    assert "ADVANCE_FEE_5" in thread
    assert "_HAM_QUOTED_REPLY" in thread
    assert "_HAM_QUOTED_REPLY" not in plain


def test_one_keyword_is_not_a_verdict() -> None:
    for text in ("Your password expires next week.", "Congratulations, you won the office quiz!", "Send bitcoin"):
        assert check_text(text).score < SUSPICIOUS, text


def test_phrases_survive_line_wraps() -> None:
    wrapped = "you will stand as the next\nof kin to the late Mr. Stone and\nreceive the sum of\nUS$4.5 million"
    hits = text_hits(wrapped)
    assert {"_AF_NEXT_OF_KIN", "_AF_THE_LATE", "_AF_BIG_MONEY"} <= set(hits)


def test_a_gate_far_from_the_start_is_still_found() -> None:
    filler = "The quarterly report is attached for review. " * 400
    hits = text_hits(filler + "You will be presented as next of kin to the late client.")
    assert "_AF_NEXT_OF_KIN" in hits


def test_sextortion_needs_a_payment_demand() -> None:
    threat = SCAMS[3][2].replace("bitcoin", "cash").replace("1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "the box")
    hits = text_hits(threat)
    assert "SEXTORTION_BLACKMAIL" not in hits
    assert "SEXTORTION_THREAT" not in hits


@pytest.mark.parametrize(
    "hostile",
    [
        "dear " * 4000,
        "@ " * 9000,
        ("a" * 50 + " ") * 380,
        "next of kin " * 1600,
        "your mailbox is full, click here to verify your mailbox " * 350,
        "> quoted line\n" * 1400,
    ],
    ids=["greetings", "at-signs", "long-words", "one-phrase", "phish-loop", "quotes"],
)
def test_hostile_20kb_input_stays_fast(hostile: str) -> None:
    """No pattern backtracks badly: the fraud and e-mail tables finish a 20 kB input quickly."""
    text = hostile[:20_000]
    assert cpu_seconds(text_hits, text) < 2.0


def test_a_phrase_check_without_derivable_literals_runs_on_every_text() -> None:
    """No gate strings are written by hand: a check whose regex yields no literal has no
    prefilter, so the rule table runs it on every text, and it still finds its match in a long one."""
    from scamcore.rules import _phrases

    registered = len(_phrases.ALL_GATED)
    try:
        check = _phrases.gated(r"\d+\s\d+")
        assert check.prefilter is None
        found = check.search("word " * 400 + "12\n34")
        assert found is not None and found.group(0) == "12\n34"
    finally:
        del _phrases.ALL_GATED[registered:]


@pytest.mark.parametrize("amount", ["£25m,", "€10m.", "$3bn;", "usd 4,5 mil!"])
def test_big_money_is_found_from_its_own_literals_in_a_long_letter(amount: str) -> None:
    """_AF_BIG_MONEY's hand-written gates ("m ", "$", "bn"...) missed a sum followed by a sign;
    the literals derived from its alternatives ("£", "€", "$", "usd"...) do not."""
    filler = "I am writing to you from them about the item we hold. " * 30  # "m " far and wide
    hits = text_hits(filler + f"The sum is {amount} and it waits for you. " + filler, "en")
    assert "_AF_BIG_MONEY" in hits, amount


def test_one_sign_in_phrase_counts_once_towards_the_phishing_tiers() -> None:
    """The e-mail pretext and the shared alert row both read "unusual sign-in": one pretext, not two;
    on separate sentences they still count as two."""
    one = "We detected unusual sign-in activity on your account. Review it: https://example.com/r"
    hits = text_hits(one)
    assert {"EMAIL_SECURITY_PRETEXT", "TEXT_ACCOUNT_ALERT", "TEXT_ACCOUNT_THREAT"} <= hits.keys()
    assert "EMAIL_PHISH_2" in hits  # three rows, two pretexts
    two = (
        "As part of our security measures we review accounts. New sign-in detected from an unknown "
        "device. Review it: https://example.com/r"
    )
    hits = text_hits(two)
    assert {"EMAIL_SECURITY_PRETEXT", "TEXT_ACCOUNT_ALERT"} <= hits.keys()
    assert "EMAIL_PHISH_2" in hits  # two rows on two sentences: two pretexts
