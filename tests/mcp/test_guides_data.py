"""The guides and reporting tables MCP serves (``scamcore/guides.py``, ``scamcore/reporting.py``)."""

from __future__ import annotations

import re
from dataclasses import astuple

import pytest

from scamcore.categories import CATEGORY_IDS
from scamcore.guides import GUIDES, find_guide, guide_markdown
from scamcore.limits import LIMITS
from scamcore.reporting import REPORTING, reporting_for

SAFE = re.compile(r"\bsafe(ly|ty)?\b", re.IGNORECASE)
COUNTRIES = ["US", "GB", "CA", "AU", "NZ", "IE", "DE", "FR", "ES", "IT", "NL", "IN", "SG"]


def texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [t for v in value for t in texts(v)]
    return texts(astuple(value)) if hasattr(value, "__dataclass_fields__") else []


def test_every_category_has_a_complete_guide() -> None:
    assert list(GUIDES) == list(CATEGORY_IDS)
    for guide in GUIDES.values():
        assert guide.title and len(guide.how_it_works) > 60, guide.id
        assert guide.signs and guide.do_now and guide.if_paid_or_clicked and guide.keywords, guide.id
        assert guide.path == f"/guides/{guide.id}"


def test_no_guide_or_reporting_text_calls_anything_safe() -> None:
    shown = [t for g in GUIDES.values() for t in texts((g.title, g.how_it_works, g.signs, g.do_now))]
    shown += [t for g in GUIDES.values() for t in g.if_paid_or_clicked]
    shown += [t for info in REPORTING.values() for t in texts(info)]
    assert not [t for t in shown if SAFE.search(t)]


@pytest.mark.parametrize(
    ("topic", "guide_id"),
    [
        ("parcel text", "delivery"),
        ("someone asking for gift cards", "general"),
        ("Tech-Support", "tech_support"),
        ("unpaid toll text", "toll"),
        ("HMRC tax refund", "government"),
        ("Hi Mum I lost my phone", "family"),
        ("fake job offer on WhatsApp", "job"),
        ("bitcoin doubling", "crypto"),
        ("qwertyuiop", "general"),
        ("", "general"),
    ],
)
def test_find_guide_matches_ids_and_free_text(topic: str, guide_id: str) -> None:
    assert find_guide(topic).id == guide_id


def test_find_guide_reads_only_the_first_words_of_a_topic() -> None:
    # every adapter's bound in one place: a 10 MB topic cost the MCP tool 14-20 s on the event loop
    assert find_guide("hi mum, new number").id == "family"
    assert find_guide("x" * LIMITS.max_topic_chars + " hi mum, new number").id == "general"


def test_guide_markdown_has_the_four_parts() -> None:
    text = guide_markdown(GUIDES["bank"])
    for heading in ("# Bank impersonation", "## Signs to look for", "## What to do now", "## If you already paid"):
        assert heading in text


@pytest.mark.parametrize("country", COUNTRIES)
def test_each_country_says_where_to_report_and_what_to_do_with_texts(country: str) -> None:
    info = reporting_for(country.lower())
    assert info.country == country
    assert info.forward_texts and info.emergency
    assert any(c.url and c.url.startswith("https://") for c in info.channels)


def test_reporting_falls_back_to_general_advice() -> None:
    assert reporting_for("UK").country == "GB"
    assert reporting_for(None).country == ""
    assert reporting_for("ZZ").country == ""
    assert reporting_for("US").forward_texts.startswith("Forward the text to 7726")
