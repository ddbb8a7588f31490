"""The engine builds its results unvalidated (``models.trusted``): each must be the result pydantic
would validate from the same fields, and dump to the same JSON byte for byte (a weight left an int
would print ``45`` where the validated float prints ``45.0``)."""

from __future__ import annotations

import pytest

import scamcore
from scamcore.models import CheckResult, Flag, Signal, UrlVerdict
from scamcore.rules.base import Sent
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES

# One example per rule keeps it quick and still reaches every family, language and link shape.
TEXTS = sorted({str(r.fires[0]) for r in all_text_rules() if not isinstance(r.fires[0], Sent)})
URLS = sorted({r.fires[0] for r in URL_RULES})
MIXED = [
    "Hi, are we still on for lunch tomorrow?",
    "Your parcel is held: pay the £1.99 fee at https://royal-mail.parcel-fee.top/pay within 24 hours",
]


def _results() -> list[CheckResult]:
    return (
        [scamcore.check_text(t) for t in TEXTS]
        + [scamcore.check_text(t, sender="+44 7700 900123") for t in MIXED]
        + [scamcore.check_url(u) for u in URLS]
    )


@pytest.fixture(scope="module")
def results() -> list[CheckResult]:
    return _results()


def test_a_built_result_is_the_validated_one(results: list[CheckResult]) -> None:
    assert len(results) > 500
    for result in results:
        validated = CheckResult.model_validate(result.model_dump())
        assert result == validated
        assert result.model_dump_json(by_alias=True) == validated.model_dump_json(by_alias=True)
        assert result.model_fields_set == validated.model_fields_set


def test_every_field_is_set_with_its_own_type(results: list[CheckResult]) -> None:
    """A field missing from the built model would read as an AttributeError, not a default."""
    for result in results:
        models = [result, *result.flags, *result.signals, *result.urls]
        assert any(isinstance(m, Flag) for m in models) or not result.flags
        for model in models:
            assert list(vars(model)) == list(type(model).model_fields)
        assert all(type(f.weight) is float for f in result.flags)
        assert all(type(s.points) is float for s in result.signals)
        assert type(result.score) is int and all(type(u.score) is int for u in result.urls)
        assert all(isinstance(u, UrlVerdict) for u in result.urls)
        assert all(isinstance(s, Signal) for s in result.signals)


def test_a_built_result_is_frozen(results: list[CheckResult]) -> None:
    flagged = next(r for r in results if r.flags)
    with pytest.raises(Exception, match="frozen"):
        flagged.flags[0].weight = 1.0  # type: ignore[misc]
    with pytest.raises(Exception, match="frozen"):
        flagged.score = 1  # type: ignore[misc]
