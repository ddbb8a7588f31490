"""A mailing list's own management links (list_pages) and what the engine lifts from them (issue 2)."""

from __future__ import annotations

import pytest

from scamcore import check_text, check_url
from scamcore.list_pages import address_in, is_list_page, list_pages
from scamcore.urls import parse_url


@pytest.mark.parametrize(
    "url",
    [
        "http://www.example.com/unsubscribe.cfm?email=ann@example.org",
        "http://lists.example.org/mailman/options/dev/ann@example.org",
        "http://www.example.com/optout.php?email=ann@example.org&pos=9",
        "http://news.example.com/lists/remove.cfm?x=news%2Cann@example.org",
        "http://www.example.com/register/unsubscribe.asp?from=ann@example.org",
        "http://www.example.com/mail?action=unsubscribe&e=ann@example.org",
        "http://www.example.com/email-preferences?u=ann@example.org",
        "http://www.example.com/%75n%73ubscribe?e=ann@example.org",  # percent-encoded: read decoded
        "HTTP://WWW.EXAMPLE.COM/OPTOUT.PHP?EMAIL=ANN@EXAMPLE.ORG",
    ],
)
def test_list_pages(url: str) -> None:
    assert is_list_page(parse_url(url))
    assert list_pages([url, "https://example.net/"]) == {url}  # the quick look for list words lets it through


@pytest.mark.parametrize(
    "url",
    [
        # the sign-in words make a page something else, whatever else it says
        "http://www.example.com/unsubscribe/login.php?email=ann@example.org",
        "http://www.example.com/remove.php?next=verify&email=ann@example.org",
        # only whole names count
        "http://www.example.com/remove-limitation.php?email=ann@example.org",
        "http://www.example.com/newsletter/view?contact_email=ann@example.org",
        # the host is the phisher's choice and is never read
        "http://unsubscribe.example.com/?e=ann@example.org",
        "http://example.com/login?email=ann@example.org",
    ],
)
def test_not_list_pages(url: str) -> None:
    assert not is_list_page(parse_url(url))


def test_address_in_decodes_the_link() -> None:
    assert address_in(parse_url("http://x.example/a?x=list%2Cann@example.org%2Chtm")) == "ann@example.org"
    assert address_in(parse_url("http://x.example/a?id=7")) is None


def test_a_lists_other_pages_for_the_same_reader_count() -> None:
    remove = "http://www.example.com/lists/remove.cfm?x=news%2Cann@example.org"
    update = "http://www.example.com/lists/update.cfm?x=news%2Cann@example.org"
    other_reader = "http://www.example.com/lists/update.cfm?x=news%2Cbob@example.org"
    elsewhere = "http://www.example.net/update.cfm?x=news%2Cann@example.org"
    login = "http://www.example.com/lists/login.cfm?x=news%2Cann@example.org"
    assert list_pages([remove, update, other_reader, elsewhere, login]) == {remove, update}
    assert list_pages([update]) == frozenset()


_FOOTER = (
    "Media digest: ten stories from today's papers.\n"
    "To leave this list, use this link: "
    "http://www.example.com/lists/remove.cfm?x=news%2Cann@example.org\n"
    "To change your subscriber details, use this link: "
    "http://www.example.com/lists/update.cfm?x=news%2Cann@example.org\n"
)


def _link_flags(text: str) -> set[str]:
    return {flag for u in check_text(text).urls for flag in u.flags}


def test_a_newsletter_footer_loses_the_address_sign() -> None:
    assert not _link_flags(_FOOTER) & {"URL_EMAIL_IN_LINK", "URL_CREDENTIAL_PATH"}


def test_a_text_that_asks_for_anything_keeps_every_link_sign() -> None:
    asking = "Your account is on hold. Pay the $3.99 fee today to keep it.\n" + _FOOTER
    assert {"URL_EMAIL_IN_LINK", "URL_CREDENTIAL_PATH"} <= _link_flags(asking)


def test_other_signs_of_a_list_page_stay() -> None:
    text = "News.\nTo unsubscribe: http://203.0.113.9:81/li/unsubscriber.asp?userid=ann@example.org\n"
    flags = _link_flags(text)
    assert "URL_EMAIL_IN_LINK" not in flags
    assert {"URL_IP_HOST", "URL_ODD_PORT"} <= flags


def test_a_link_checked_alone_is_unchanged() -> None:
    flags = check_url("http://www.example.com/unsubscribe.cfm?email=ann@example.org").urls[0].flags
    assert "URL_EMAIL_IN_LINK" in flags
