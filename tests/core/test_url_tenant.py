"""The free-hosting page names read as typed at random (``url_tenant._random_tenant``), and the
generated list of letter pairs no English word holds side by side that the test reads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scamcore.engine import check_url

ROOT = Path(__file__).resolve().parents[2]


def _fired(url: str) -> bool:
    return any(s.id == "URL_FREE_HOST_RANDOM_NAME" for s in check_url(url).signals)


@pytest.mark.parametrize(
    "url",
    [
        "https://tuqdvawjx.weebly.com/",  # letters mashed on a keyboard
        "https://bzqkvtor.pages.dev/",
        "https://ahfgkdqwz.blogspot.com/",  # three such pairs on a blog
        "https://qzxwvtk7.pages.dev/",  # no vowel at all
    ],
)
def test_a_name_typed_at_random_fires(url: str) -> None:
    assert _fired(url)


@pytest.mark.parametrize(
    "url",
    [
        "https://my-garden-diary.weebly.com/",
        "https://bmwclub.weebly.com/",  # an abbreviation leads the name
        "https://vpnguide.pages.dev/",
        "https://kfcdeals.wixsite.com/home",
        "https://szczepanski.weebly.com/",  # Polish spelling
        "https://rijkstuin.weebly.com/",  # Dutch spelling
        "https://zhongguo-food.pages.dev/",  # pinyin
        "https://tuqdvawjx.github.io/",  # a code host's user name is a handle
        "https://acmeqdvltd-my.sharepoint.com/personal/x",  # a company's tenant
        "https://hatoqdiven.blogspot.com/",  # two such pairs on a blog are not enough
        "https://tuqdvawjx.com/",  # not free hosting: a registered name is another question
    ],
)
def test_a_name_made_of_words_or_chosen_by_a_platform_stays_quiet(url: str) -> None:
    assert not _fired(url)


def test_the_letter_pairs_are_what_the_generator_makes_from_the_word_list() -> None:
    data = ROOT / "packages/scamcore/src/scamcore/data/rare_letter_pairs.txt"
    before = data.read_bytes()
    try:
        run = subprocess.run(
            [sys.executable, str(ROOT / "scripts/gen_letter_pairs.py")], capture_output=True, text=True, check=False
        )
        assert run.returncode == 0, run.stderr
        assert data.read_bytes() == before, "data/rare_letter_pairs.txt is stale: run scripts/gen_letter_pairs.py"
    finally:
        data.write_bytes(before)
