"""digit_led.DigitLed: the ASCII twin of a digit-led pattern finds what the pattern finds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.digit_led import DigitLed
from scamcore.extract_phones import _PHONE
from scamcore.rules.text_channel import _A_PHONE

_PATTERNS = [_PHONE, _A_PHONE, DigitLed(r"[\d$]\d*(?:\.\d\d)?"), DigitLed(r"[^\d\s]+")]
_PIECES = st.sampled_from(["+44", "(0)", "20 7946", "0958", "1.2", "$", "x", " ", "\n", "-", "abc", "\x1c", "٣", "¹"])


@settings(max_examples=300)
@given(st.lists(_PIECES).map("".join))
def test_the_twin_a_text_gets_finds_the_same_matches(text: str) -> None:
    """On ASCII text a digit is 0-9, so the faster twin is exact; other text keeps the pattern."""
    for led in _PATTERNS:
        twin = led.on(text)
        assert twin is (led.ascii if text.isascii() else led.regex)
        assert [m.span() for m in twin.finditer(text)] == [m.span() for m in led.regex.finditer(text)]


def test_only_the_opening_class_changes() -> None:
    led = DigitLed(r"[+\d][\d ]{2}\d")
    assert led.ascii.pattern == r"[+0-9][\d ]{2}\d"
    assert led.on("\u0663\u0663 \u0663\u0663") is led.regex  # Arabic-Indic digits are digits too
    assert led.on("\u0663\u0663 \u0663\u0663").search("\u0663\u0663 \u0663\u0663") is not None


@pytest.mark.parametrize("pattern", [r"\d+", r"[a-z]\d", r"x[\d]"])
def test_a_pattern_not_opening_with_a_digit_class_is_refused(pattern: str) -> None:
    with pytest.raises(ValueError, match="character class"):
        DigitLed(pattern)
