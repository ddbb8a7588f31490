"""Telling a text message from an e-mail (rules/_mailform.py): the marks of mail form, the digest
test, and what they change in a verdict.

Every message here is written for this test; none comes from an evaluation corpus.
"""

from __future__ import annotations

import pytest

from scamcore import check_text
from scamcore.extract import extract
from scamcore.normalize import normalize
from scamcore.rules._mailform import DIGEST_CHARS, is_digest, is_text_message, mail_form
from scamcore.text import TextContext
from scamcore.urls import analyse_url


def _ctx(text: str) -> TextContext:
    entities = extract(text)
    return TextContext(normalize(text), entities, [analyse_url(u) for u in entities.urls])


@pytest.mark.parametrize(
    ("text", "mark"),
    [
        ("Lunch?\n\nFrom: Ann <ann@example.org>\nDate: Tue, 3 May 2005\n\nAre you free?", "header lines"),
        ("Old tractor pictures\n\nURL: http://example.org/blog/1\nDate: 2002-09-26\n\nNice ones.", "header lines"),
        ("Agreed.\n\n> the build is broken on arm\n\nFixed now.", "quoted reply line"),
        ("On Tue, Ann Smith wrote:\nthe build is broken", "reply attribution"),
        ("Here is the patch.\n-- \nAnn Smith", "signature separator"),
        ("Here is the patch.\n\n- Ann", "sign-off line"),
        ("Question about ports\n\n___\nUsers mailing list\nhttp://lists.example.org/mailman/listinfo/users", "mailing"),
    ],
    ids=["headers", "digest-item", "quote", "wrote", "signature", "sign-off", "list-footer"],
)
def test_marks_of_mail_form(text: str, mark: str) -> None:
    ctx = _ctx(text)
    assert mark in mail_form(ctx)
    assert not is_text_message(ctx)


@pytest.mark.parametrize(
    "text",
    [
        "From: USPS\nYour parcel is on hold, update your address at https://usps-help.top/a",
        "[USPS] Your parcel is on hold. Update your address: https://usps-help.top/a",
        ">< haha see you tonight",
        "Price > cost, so we lose money on every unit",
        "hey, we need mailing lists for the team",
    ],
    ids=["one-header", "subject-tag", "emoticon", "greater-than", "mailing-lists-word"],
)
def test_text_messages_stay_text_messages(text: str) -> None:
    ctx = _ctx(text)
    assert mail_form(ctx) == ""
    assert is_text_message(ctx)


def test_a_short_list_post_with_a_link_is_not_scored_as_a_smishing_text() -> None:
    post = (
        "Battery pictures\n\nAh, this is the car I saw on TV.\n\nhttp://example.org/~ann/battery.html\n\n"
        "- Ann Smith\n http://example.org/~ann/"
    )
    bare = post.replace("\n\n- Ann Smith\n", "\n")
    post_flags = {s.id for s in check_text(post).signals}
    assert "TEXT_HAS_LINK" not in post_flags
    assert "TEXT_HAS_LINK" in {s.id for s in check_text(bare).signals}  # the same words as a text message


def _digest(sites: int) -> str:
    item = (
        "Today in brief: a reader's bank account was suspended after a scam; how to verify your details "
        "with the bank; act now on the new fraud rules; click here to read the full story on our site. "
    )
    links = "\n".join(f"https://news{i}.example/story/{i}" for i in range(sites))
    body = item * (DIGEST_CHARS // len(item) + 1)
    return f"Weekly digest\n\n{body}\n{links}"


def test_a_long_mail_linking_to_many_sites_is_a_digest() -> None:
    assert is_digest(_ctx(_digest(3)))
    assert not is_digest(_ctx(_digest(2)))
    assert not is_digest(_ctx(_digest(3)[: DIGEST_CHARS // 2]))


def _tiers(flags: set[str]) -> set[str]:
    return {f for f in flags if f.startswith(("TEXT_COMBO_", "EMAIL_PHISH_"))}


def test_digests_skip_the_combination_tiers_but_keep_each_sign() -> None:
    assert _tiers({s.id for s in check_text(_digest(2)).signals})  # the same words in an ordinary e-mail
    flags = {s.id for s in check_text(_digest(3)).signals}
    assert not _tiers(flags)
    assert {"TEXT_LINK_PROMPT", "TEXT_ASK_VERIFY"} <= flags


def test_a_reply_thread_needs_one_family_more_for_each_tier() -> None:
    mail = (
        "The tax office wrote that I must pay the fine today or face arrest. Should I pay it?\n"
        + "We went through the logs together and found nothing odd in the last month of statements. " * 8
    )
    thread = mail + "\n> did the tax office write to you again?\n> they did to me\n> last week\n"
    assert "TEXT_COMBO_TWO_SIGNS" in {s.id for s in check_text(mail).signals}
    assert not _tiers({s.id for s in check_text(thread).signals})
