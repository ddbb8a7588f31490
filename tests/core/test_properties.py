"""Properties of the whole engine that must hold for any input (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scamcore
from scamcore.errors import InputError
from scamcore.scoring import level_for

FAST = settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])

# Strong scam signals: several families at once (claim + ask + pressure + link).
STRONG = (
    " URGENT: your bank account has been suspended. Verify your password and PIN now at "
    "http://secure-bank-login.top/verify or it will be closed within 24 hours."
)

text_like = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)) | st.sampled_from(list(".:/@-_ 0123456789")),
    max_size=400,
)


def _consistent(result: scamcore.CheckResult) -> None:
    assert 0 <= result.score <= 100
    assert result.level.id == level_for(result.score).id
    assert result.category.guide == f"/guides/{result.category.id}"
    assert (result.category.id == "none") == (result.level.id == "clear")
    blob = result.model_dump_json(by_alias=True).lower()
    assert " safe" not in blob.replace("unsafe", "")


@FAST
@given(text_like)
def test_any_text_gives_a_consistent_result(text: str) -> None:
    _consistent(scamcore.check_text(text))


@FAST
@given(st.text(max_size=300))
def test_any_string_is_accepted_as_a_link(url: str) -> None:
    _consistent(scamcore.check_url(url))


@FAST
@given(text_like)
def test_checks_are_deterministic(text: str) -> None:
    assert scamcore.check_text(text) == scamcore.check_text(text)
    assert scamcore.check_url(text) == scamcore.check_url(text)


class _NeverCalled:
    def read(self, image: bytes) -> str:
        return ""


@FAST
@given(st.binary(max_size=2000))
def test_any_bytes_as_image_give_a_result_or_an_input_error(raw: bytes) -> None:
    from scamcore.cli_check import data_url_for

    try:
        result = scamcore.check_image(data_url_for(raw), ocr=_NeverCalled())
    except InputError as exc:
        assert exc.code in {"image_unreadable", "image_too_large", "invalid_request"}
    else:
        _consistent(result)


@FAST
@given(text_like)
def test_adding_a_strong_scam_signal_never_lowers_the_score(text: str) -> None:
    assert scamcore.check_text(text + STRONG).score >= scamcore.check_text(text).score


def test_strong_signal_alone_is_a_warning() -> None:
    result = scamcore.check_text(STRONG)
    if not scamcore.check_text(STRONG).flags:  # pragma: no cover - guards the property above from passing vacuously
        pytest.fail("the STRONG fixture triggers no rule at all")
    assert result.level.id in {"suspicious", "high"}
