"""domains.py helpers that rules share: what a host's subdomain says once the habitual ``www`` is gone."""

from __future__ import annotations

import pytest

from scamcore.domains import without_www


@pytest.mark.parametrize(
    ("subdomain", "chosen"),
    [
        ("www", ""),
        ("www.login", "login"),
        ("www.www", "www"),  # one habitual label, not every one
        ("", ""),
        ("login", "login"),
        ("login.www", "login.www"),  # only a leading label is the habit
        ("www2", "www2"),  # a numbered server is a name the owner chose
        ("wwwlogin", "wwwlogin"),
        ("www-login", "www-login"),
    ],
    ids=repr,
)
def test_without_www_drops_only_a_leading_www_label(subdomain: str, chosen: str) -> None:
    assert without_www(subdomain) == chosen
