"""domains.py helpers that rules share: what a host's subdomain says once the habitual ``www`` is gone,
and which endings only a government can register under."""

from __future__ import annotations

import pytest

from scamcore.domains import is_government_suffix, without_www


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


@pytest.mark.parametrize(
    ("suffix", "government"),
    [
        ("gov", True),
        ("mil", True),
        ("gov.uk", True),
        ("gouv.fr", True),
        ("gob.mx", True),
        ("go.jp", True),
        ("govt.nz", True),
        ("gc.ca", True),
        ("sp.gov.br", True),  # a Brazilian state's own ending
        ("com", False),
        ("com.au", False),
        ("co.uk", False),
        ("gov.example", False),  # a two-letter country ending only
        ("gv.at", True),
        ("go.it", False),  # Gorizia's province ending: open to anyone
        ("gv.vc", False),  # a hosting firm's ending
        ("gov.io", False),  # a country ending sold worldwide as a generic one: anyone's
        ("gov.ws", False),
        ("government", False),
        ("", False),
    ],
    ids=repr,
)
def test_government_suffix_is_read_on_the_whole_public_suffix(suffix: str, government: bool) -> None:
    assert is_government_suffix(suffix) is government
