"""``detect_language`` splits an ASCII text into words without its regex: the words must be the same."""

from __future__ import annotations

import random

from scamcore.language import _ASCII_WORDS, _WORD


def test_ascii_words_are_the_regex_words() -> None:
    rng = random.Random(21)
    every = "".join(map(chr, range(128)))
    texts = [every, every[::-1], "c'est l'ete? no: it's 2_000 dollars_now!", "ABC def\tGHI\n_x9y"]
    texts += ["".join(rng.choice(every) for _ in range(rng.randrange(1, 200))) for _ in range(500)]
    for text in texts:
        assert text.translate(_ASCII_WORDS).split() == _WORD.findall(text)
