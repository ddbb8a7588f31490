"""Setting a phone's interface apart from the message in screenshot OCR text (phone_ui.py).

Every sample here is written for this test: the shapes of iOS and Android messaging screens
(status bar, sender header, labels, timestamps, banners, keyboard), not any recorded message.
"""

from __future__ import annotations

import pytest
from cpukit import cpu_seconds

from scamcore.engine import check_screenshot_text
from scamcore.phone_ui import split_phone_ui

IOS = """9:41
<
+1 (555) 010-0147 >
Text Message
Tue, Mar 3, 8:15 PM
Your parcel could not be
delivered. Confirm your
address at https://parcel-
help-desk.com/track
The sender is not in your contact list.
Report Junk
A Text Message"""

ANDROID = """10:42 ©
5G 71%
(555) 010-0188
Text message
Today 9:41 AM
Hi mum, this is my new
number. Can you text me
back?
Delivered"""

GOOGLE_MESSAGES = """11:05
alerts@example.net
This message is from an unsaved number. Beware
of smishing and phishing.
Block number
Saturday, October 4, 2025
Your account is on hold.
Sign in at http://example-
account-check.top/login 7:02 PM
+
?"""


def test_ios_sender_header_labels_and_banners_are_set_apart() -> None:
    page = split_phone_ui(IOS)
    assert page.sender == "+1 (555) 010-0147"
    assert page.body == (
        "Your parcel could not be delivered. Confirm your address at https://parcel-help-desk.com/track"
    )
    assert "Report Junk" in page.interface and "Tue, Mar 3, 8:15 PM" in page.interface


def test_android_status_bar_and_delivery_receipt_are_set_apart() -> None:
    page = split_phone_ui(ANDROID)
    assert page.sender == "(555) 010-0188"
    assert page.body == "Hi mum, this is my new number. Can you text me back?"


def test_a_banner_over_two_lines_and_a_time_glued_to_a_link_are_dropped() -> None:
    page = split_phone_ui(GOOGLE_MESSAGES)
    assert page.sender == "alerts@example.net"
    assert page.body == "Your account is on hold. Sign in at http://example-account-check.top/login"


@pytest.mark.parametrize(
    "line",
    [
        "Wed, Feb 2, 10:42 PM",
        "Today 9:41",
        "Yesterday 4:28 PM",
        "Sat, Jan 7 at 3:44 AM",
        "Monday, Apr 5, 2021 \u2022 18:55",
        "12 May 2024",
        "QWERTYUIOP",
        "ASDF GHJKL",
        "iMessage",
        "Text Message \u2022 SMS",
        "Tap to load preview",
        "|||",
        "all 60%",
    ],
)
def test_interface_lines(line: str) -> None:
    page = split_phone_ui(f"{line}\nYour code is ready.")
    assert page.body == "Your code is ready."
    assert page.interface == (line,)


@pytest.mark.parametrize(
    "text",
    [
        "Meet me at the station at 9:41 PM",
        "Your balance is due\n$4.10",
        "Call us back on\n+1 555 010 0199",
        "The offer ends\nMay 14, 2026.",
        "OK.",
        "USPS NOTICE",
    ],
    ids=["time-in-prose", "amount-alone", "number-after-the-text", "date-ending-a-sentence", "short-sentence", "caps"],
)
def test_message_text_is_kept(text: str) -> None:
    assert split_phone_ui(text).body == " ".join(text.split("\n"))


def test_a_word_wrapped_at_a_hyphen_is_joined_without_a_space() -> None:
    assert split_phone_ui("Reply to this e-\nmail today").body == "Reply to this e-mail today"


def test_text_without_a_phone_interface_comes_back_joined() -> None:
    assert split_phone_ui("Hello there.\nSee you soon!").body == "Hello there. See you soon!"
    assert split_phone_ui("").body == ""


def test_a_wrapped_message_reaches_the_same_level_as_typed() -> None:
    result = check_screenshot_text(IOS)
    typed = check_screenshot_text(
        "Your parcel could not be delivered. Confirm your address at https://parcel-help-desk.com/track"
    )
    assert result.score == typed.score
    assert result.extracted_text is not None and "Report Junk" in result.extracted_text  # shown, not assessed


@pytest.mark.parametrize(
    "hostile",
    [
        "a" * 50_000,
        "a" + " " * 50_000 + "x",
        "a." * 25_000,
        "<" + "1 " * 25_000,
        "x@" + "a." * 25_000,
        "a\n" * 25_000,
        ("<" + " " * 98 + "x\n") * 500,
        ("< " * 49 + "x\n") * 500,
        ("a@" + "." * 97 + "\n") * 500,
    ],
    ids=["one-long-word", "spaces", "dots", "digits", "address", "many-lines", "chevron-spaces", "chevrons", "at-dots"],
)
def test_hostile_text_costs_linear_time(hostile: str) -> None:
    assert cpu_seconds(split_phone_ui, hostile) < 1.0  # a quadratic pattern took 480 s on chevron-spaces


def test_the_sender_line_read_from_the_screen_reaches_the_sender_rules() -> None:
    shot = "<\n+44 7700 900123 >\nText Message\nToday 9:41\nRoyal Mail: your parcel is on hold.\nPay the fee today."
    assert "SENDER_BRAND_FROM_MOBILE" in {s.id for s in check_screenshot_text(shot).signals}
    given = check_screenshot_text(shot, sender="RoyalMail")  # a sender in the request wins
    assert "SENDER_BRAND_FROM_MOBILE" not in {s.id for s in given.signals}
