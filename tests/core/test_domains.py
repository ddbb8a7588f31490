"""domains.py helpers that rules share: what a host's subdomain says once the habitual ``www`` is gone,
and which endings only a government can register under; and that a name list names each entry once."""

from __future__ import annotations

from collections import Counter
from importlib.resources import files

import pytest

from scamcore.domains import data_lines, is_government_suffix, is_institution_suffix, without_www


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


@pytest.mark.parametrize(
    ("suffix", "institution"),
    [
        ("edu", True),
        ("ac.uk", True),
        ("ac.jp", True),
        ("edu.au", True),
        ("gov", True),  # a government's endings are institutions' too
        ("gov.uk", True),
        ("ac", False),  # Ascension Island's ending: open to anyone
        ("ac.io", False),  # under an ending sold worldwide as a generic one: anyone's
        ("edu.me", False),
        ("education", False),
        ("com", False),
        ("", False),
    ],
    ids=repr,
)
def test_institution_suffix_is_a_school_or_government_ending(suffix: str, institution: bool) -> None:
    assert is_institution_suffix(suffix) is institution


# Lists whose first field is the entry itself: a second line for a name either repeats the first
# (dead weight that a later edit of one copy makes contradictory) or disagrees with it, and then
# which kind wins depends on the order the loader reads them in.
_NAME_LISTS = (
    "confusables_latin.txt",
    "crypto_names.txt",
    "crypto_plain_plurals.txt",
    "crypto_plain_words.txt",
    "free_hosts.txt",
    "freemail.txt",
    "mail_trackers.txt",
    "ordinary_words.txt",
    "rare_letter_pairs.txt",
    "shorteners.txt",
    "suspicious_tlds.txt",
)


@pytest.mark.parametrize("name", _NAME_LISTS)
def test_a_name_list_holds_each_name_once(name: str) -> None:
    rows = data_lines(files("scamcore").joinpath("data", name).read_text("utf-8"))
    seen = Counter(row[0] for row in rows)
    assert [entry for entry, count in seen.items() if count > 1] == []
