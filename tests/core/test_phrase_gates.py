"""Cheap looks in front of scans are an optimisation only: they never hide what the scan finds.

(That the one matcher finds exactly what a plain regex search finds, by every way it searches, is
checked family by family in test_prefilter.py.)"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scamcore.rules import text_obfuscation as obf

_I_TEXT = st.text(alphabet=st.sampled_from(list("PayPaIAppIeIimitedemaIlhelpIInfo x_1é.-")), max_size=40)


@settings(max_examples=2000)
@given(_I_TEXT)
def test_the_capital_i_shortcut_never_hides_a_word(text: str) -> None:
    """TEXT_CAPITAL_I_FOR_L looks for its swap with one cheap pass first; any word the full scan
    would find holds that swap."""
    if obf._CAPITAL_I.search(text) is not None:
        assert obf._SWAP.search(text) is not None
