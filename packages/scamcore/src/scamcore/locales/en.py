"""English: the engine's own texts, read from where they have always lived (scoring, categories),
so the English result is exactly what it was before languages came in."""

from __future__ import annotations

from ..categories import CATEGORIES
from ..scoring import BANDS
from .base import Locale, words

__all__ = ["LOCALE"]

LOCALE = Locale(
    code="en",
    name="English",
    # Only words other languages do not use ("in", "die", "on", "a" and "no" are German, French or
    # Romance words too): a foreign text must not count English words by accident.
    stopwords=words(
        """
        the and you your is are were be been this that these those it its of to for with at by from
        have had will would can could should shall may might must does did not yes we our us they
        their them he she his her him i my what which who when where why how there here if or but than
        then just also only very please thank thanks hi hello dear hey ok as all any some more most
        about into out up down over after before now today tomorrow get got going know see make call
        pay send click account bank card message number new
        """
    ),
    letters="",
    levels={b.id: (b.label, b.headline) for b in BANDS},
    disclaimer=(
        "This is an automated risk assessment based on warning signs, not proof either way. "
        "A message can look normal and still be a scam; when in doubt, contact the organisation through "
        "its official website or app."
    ),
    this={"text": "this message", "url": "this link", "image": "this screenshot"},
    summary_clear="We found no common warning signs in {this} (score {score}/100). That is not a guarantee.",
    summary_minor="We found only minor signs in {this} (score {score}/100). Stay alert all the same.",
    summary_signs="{level} ({score}/100): {this} shows {count} {signs} typical of {category}, including {top}.",
    sign_words=("warning sign", "warning signs"),
    do_not_act="Do not click links, reply, call numbers or pay anything from this message.",
    already_paid="If you already paid or shared details, contact your bank now and report the scam.",
    categories={c.id: (c.label, c.advice) for c in CATEGORIES.values()},
    link_labels=("Guide: {category}", "Where to report a scam", "How this check works"),
)
