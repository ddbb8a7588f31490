"""A message whose words show nothing and whose links show no lure is at most caution (engine._ceiling)."""

from __future__ import annotations

import pytest

from scamcore import check_text, check_url
from scamcore.rules.url_combos import SHAPE_ONLY
from scamcore.rules.url_registry import URL_RULES
from scamcore.scoring import LURELESS_LINKS_MAX

_GALLERY = "http://kq.servebeer.com:8080/albums/show/index.html"
_POST = (
    "Pumpkins the size of a car\n"
    "URL: http://blog.example.org/#31207755\n"
    "Date: Not supplied\n\n"
    "Marta writes: photos from the county show on Sunday, with a pumpkin that weighed more than my car.\n"
    "Link[1] Discuss[2]\n"
    f"[1] {_GALLERY}\n"
    "[2] http://www.example.com/talk/T/Zq81mW4pLxRvN\n"
)


def test_an_odd_link_in_a_plain_post_is_caution_with_its_signs_shown() -> None:
    r = check_text(_POST)
    assert check_url(_GALLERY).score > LURELESS_LINKS_MAX  # the link alone still scores high
    assert r.score == LURELESS_LINKS_MAX
    assert r.level.id == "caution"
    assert {"URL_ODD_PORT", "URL_THROWAWAY_HOST"} <= {s.id for s in r.signals}  # the evidence stays


def test_a_link_with_a_lure_is_not_capped() -> None:
    r = check_text(_POST.replace("/albums/show/index.html", "/albums/show/paypal/login.php"))
    assert r.score > LURELESS_LINKS_MAX


def test_a_warning_sign_in_the_words_lifts_the_cap() -> None:
    r = check_text(_POST.replace("Marta writes:", "Urgent: verify your account within 24 hours or it will be closed."))
    assert r.score > LURELESS_LINKS_MAX


def test_a_bare_link_pasted_alone_is_not_capped() -> None:
    assert check_text(_GALLERY).score > LURELESS_LINKS_MAX


@pytest.mark.parametrize(
    "link",
    [
        "http://www.dropbox.com@203.0.113.9/photos/",  # the real site is after the @
        "http://0xcb.0x71.0x09.0x05/photos/",  # an IP address in disguise
        "http://example.com/wp-admin/includes/photos.html",  # a hacked site's system folder
    ],
)
def test_a_link_that_hides_or_marks_a_hacked_site_is_not_capped(link: str) -> None:
    r = check_text(_POST.replace(_GALLERY, link))
    assert r.score > LURELESS_LINKS_MAX, [(s.id, s.points) for s in r.signals]


def test_shape_only_signs_exist_and_name_no_scam_kind() -> None:
    rules = {r.id: r for r in URL_RULES}
    assert set(rules) >= SHAPE_ONLY
    assert all(rules[i].category is None and rules[i].group != "dampener" for i in SHAPE_ONLY)
