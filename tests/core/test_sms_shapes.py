"""Text-message shapes (issue 10): a stranger's opener, dot-broken words, code links, and the
operators' and banks' own notices that must stay below suspicious.

Every message here is written for this test; none comes from an evaluation corpus.
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.extract import extract
from scamcore.normalize import normalize
from scamcore.rules._mailform import is_one_block
from scamcore.text import TextContext
from scamcore.urls import analyse_url


def _ids(text: str) -> set[str]:
    return {s.id for s in check_text(text).signals}


def _level(text: str) -> str:
    return check_text(text).level.id


@pytest.mark.parametrize(
    "text",
    [
        "Hello! I'm Monica, are you Mrs. Bellamy? We met at the gallery opening last spring",
        "Hi Tom. It's Rachel. Do you remember me? We talked at the wine tasting.",
        "hey is this Marcus? this is Jade... we chatted on the dating app last week",
    ],
)
def test_a_stranger_who_names_themselves_and_checks_who_you_are_is_suspicious(text: str) -> None:
    assert "TEXT_STRANGER_OPENER" in _ids(text)
    assert _level(text) in ("suspicious", "high")


@pytest.mark.parametrize(
    "text",
    [
        "Is this Vince's number, please?",  # one sign: an honest mistake reads the same
        "Sorry, who is this? I'm Dan, I think you have the wrong number",
        "Hi it's Sarah from the surgery, your appointment is at 10 tomorrow",
        "This is Ben. Are you coming to the match? We met at 6 last time",
        "Hi, this is Ben, we met at Sarah's party, great to meet you",  # a new acquaintance's first text
    ],
)
def test_a_wrong_number_alone_stays_below_suspicious(text: str) -> None:
    assert _level(text) in ("clear", "caution")


def test_a_flirt_that_gives_a_web_link_as_where_to_meet() -> None:
    text = "Hey hun, wanna get to know one another? I'll be here: http://date-example.top/Xk29aQ"
    assert "TEXT_DATING_LINK" in _ids(text)
    assert _level(text) in ("suspicious", "high")
    assert "TEXT_DATING_LINK" not in _ids("Hey hun, dinner tonight? I'll be at home, text me")


def test_words_broken_by_dots_next_to_a_link() -> None:
    scam = "Yo.ur bi.ll for la.st month is re.ceived. Thank.s! A little gi.ft for yo.u: example.top/Qw3rTy9"
    assert "TEXT_COMBO_BROKEN_WORDS" in _ids(scam)
    assert _level(scam) in ("suspicious", "high")
    chat = "ok.see you tonite.busy now lol. pics at https://photos.example.com/album/summer"
    assert "TEXT_COMBO_BROKEN_WORDS" not in _ids(chat)


@pytest.mark.parametrize(
    ("url", "fires"),
    [
        ("http://example.boutique/ju67rmG2", True),
        ("example.com/?t9bPrQ2j4o", True),
        ("https://example.com/menu", False),
        ("https://example.com/7a51909a", False),  # a hex id: a PIN or a hash, not a shortener's code
        ("https://example.com/ab12", False),  # too short to tell
    ],
)
def test_a_link_whose_path_is_a_random_code(url: str, fires: bool) -> None:
    assert ("TEXT_LINK_CODE_PATH" in _ids(f"did you see this {url}")) is fires


@pytest.mark.parametrize(
    "text",
    [
        "Dear valued customer, please be informed that your data bundle expires in 7 days.",
        "Dear Customer, your 250 MB bundle expires on 2015-02-11. Use it before that date.",
        "Sorry, that PIN is not valid. After 3 tries with an incorrect PIN you will be blocked.",
    ],
)
def test_an_operators_notice_with_nothing_to_act_on_is_not_phishing(text: str) -> None:
    ids = _ids(text)
    assert not {"EMAIL_PHISH_2", "EMAIL_PHISH_3", "TEXT_CALL_NUMBER", "TEXT_ASK_CREDENTIALS"} & ids
    assert _level(text) == "clear"


def test_the_same_pretexts_with_a_link_still_count() -> None:
    text = "Dear valued customer, your mailbox is almost full. Upgrade your mailbox: https://example.top/m"
    assert {"EMAIL_PHISH_2", "EMAIL_PHISH_3"} & _ids(text)


def test_a_pasted_email_keeps_its_tiers_without_a_link() -> None:
    """Phishing mail whose link was lost in copying still reads as phishing: only one block is an SMS."""
    mail = "Mailbox notice\n\nDear valued customer, your mailbox is almost full. Kindly upgrade your mailbox."
    sms = mail.replace("Mailbox notice\n\n", "")
    assert {"EMAIL_PHISH_2", "EMAIL_PHISH_3"} & _ids(mail)
    assert not {"EMAIL_PHISH_2", "EMAIL_PHISH_3"} & _ids(sms)


def test_one_block() -> None:
    def ctx(text: str) -> TextContext:
        entities = extract(text)
        return TextContext(normalize(text), entities, [analyse_url(u) for u in entities.urls])

    assert is_one_block(ctx("Your parcel is waiting, pay the fee at https://example.top/p"))
    assert not is_one_block(ctx("Parcel notice\n\nYour parcel is waiting."))


def test_a_date_is_not_a_number_to_call() -> None:
    assert "TEXT_CALL_NUMBER" not in _ids("Your plan renews on 2024-08-06, thank you")
    assert "TEXT_CALL_NUMBER" in _ids("Questions? Call 855-510-1666")


@pytest.mark.parametrize(
    "link", ["https://wa.me/15550100", "https://chat.whatsapp.com/AbCdEf123", "https://t.co/Ab12Cd"]
)
def test_links_anyone_can_make_on_a_platform_are_not_its_official_site(link: str) -> None:
    assert "URL_OFFICIAL_DOMAIN" not in _ids(f"Join us {link}")


def test_an_operator_menu_code_reassures_but_a_forwarding_code_never_does() -> None:
    assert "TEXT_OPERATOR_MENU" in _ids("Get the latest videos for N5! Dial *828# or click bit.ly/x1Y2z3")
    assert "TEXT_OPERATOR_MENU" not in _ids("To activate, dial *21*07700900123# now")


def test_a_site_given_by_name_is_not_an_unexplained_link() -> None:
    assert "TEXT_LINK_UNEXPLAINED" not in _ids("The domain name is www.example-company.com")
    assert "TEXT_LINK_UNEXPLAINED" in _ids("hi example-company.com/Ouyhk7")


def test_a_boss_who_only_checks_you_are_there() -> None:
    text = "Hi Dana, let me know if you receive this text. Thanks, Paul Marsh (CEO) Example Ltd"
    assert "TEXT_BOSS_OPENER" in _ids(text)
    assert _level(text) in ("suspicious", "high")
    assert "TEXT_BOSS_OPENER" not in _ids("Let me know if you receive this text, it's my new phone. Paul")


def test_a_request_to_verify_is_a_way_to_act() -> None:
    """A notice that asks you to verify something is not an operator's plain notice."""
    text = "Your wallet has been deactivated. Due to new KYC rules you are required to verify your account."
    assert {"EMAIL_PHISH_2", "EMAIL_PHISH_3"} & _ids(text)


def test_a_brands_real_site_named_beside_another_link_reassures_nothing() -> None:
    code = "Amazon.com: 482913 is your code. Didn't ask for it? Log in below to check "
    only_real = check_text(code + "https://www.amazon.com/your-account")
    assert "URL_OFFICIAL_DOMAIN" in {s.id for s in only_real.signals}
    beside = check_text(code + "https://help-desk.example-hotel.com/free/help96")
    assert "URL_OFFICIAL_DOMAIN" not in {s.id for s in beside.signals}
    assert beside.score > only_real.score


def test_an_email_mixing_a_brands_links_with_others_keeps_the_reassurance() -> None:
    mail = (
        "Your order has shipped. Track it at https://www.amazon.com/orders and read our partner's "
        "delivery tips at https://blog.example-partner.com/tips. " + "Thank you for shopping with us. " * 30
    )
    assert "URL_OFFICIAL_DOMAIN" in {s.id for s in check_text(mail).signals}


_LETTER = (
    "Dear friend, I am the founder of Example Bank and a board member of Amazon.com, and I have "
    "chosen your address for a donation of $2,500,000.00 from my foundation. Reply to me with your "
    "full name, country and phone number so my lawyer can release the funds to you today. "
)


def test_a_brand_named_bare_in_a_letters_prose_is_no_official_link() -> None:
    """ "a board member of Amazon.com" names the brand; it is no link the sender gives to click."""
    letter = _LETTER + "God bless you and your family. " * 20
    ids = {s.id for s in check_text(letter).signals}
    assert not ids & {"URL_OFFICIAL_DOMAIN", "TEXT_OFFICIAL_LINK"}
    linked = letter + " Shop with us at https://www.amazon.com/deals"
    assert "URL_OFFICIAL_DOMAIN" in {s.id for s in check_text(linked).signals}


def test_a_short_text_that_writes_the_brands_site_bare_keeps_the_reassurance() -> None:
    for text in (
        "Amazon: your parcel is out for delivery today. Track it at amazon.com",
        "PayPal: we noticed a new sign-in. Check it at paypal.com/help",
    ):
        assert "URL_OFFICIAL_DOMAIN" in {s.id for s in check_text(text).signals}, text
