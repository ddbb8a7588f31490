"""What a language brings: the words detection counts, and every text a result shows a reader.

One frozen ``Locale`` per language (``locales/<code>.py``), so a result for a Spanish message is
written in Spanish from one place, and adding a language is adding one module (docs/languages.md).
Rule descriptions live with the rules (``rules/text_lang_<code>.py``), not here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["Locale", "words"]


def words(text: str) -> frozenset[str]:
    """A stopword list written as whitespace-separated words."""
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class Locale:
    code: str
    """ISO 639-1 code, as in ``CheckResult.language``."""
    name: str
    """The language's own name for itself ("Español")."""
    stopwords: frozenset[str]
    """Function words common in this language and rare in English (and in Pidgin or Singlish):
    ``language.detect_language`` counts them in the folded text."""
    letters: str
    """Letters (casefolded) that mark the language, each counting once when present: "ñ¿¡" for Spanish."""
    levels: Mapping[str, tuple[str, str]]
    """Level id -> (label, headline). No label or headline may call anything safe."""
    disclaimer: str
    this: Mapping[str, str]
    """Kind -> how the summary names the thing checked ("this message", "este mensaje")."""
    summary_clear: str
    """Template with {this} and {score}: nothing found. Every summary starts with a capital letter."""
    summary_minor: str
    """Template with {this} and {score}: only minor signs, below caution."""
    summary_signs: str
    """Template with {level}, {score}, {this}, {count}, {signs}, {category} and {top}."""
    sign_words: tuple[str, str]
    """"warning sign" singular and plural, for {signs}."""
    do_not_act: str
    """First advice line at suspicious or high."""
    already_paid: str
    """Last advice line whenever a sign was found."""
    categories: Mapping[str, tuple[str, tuple[str, ...]]]
    """Category id (scamcore/categories.py) -> (label, advice lines)."""
    link_labels: tuple[str, str, str]
    """Link texts: the guide (a template with {category}), where to report, how the check works."""
    lowercase: bool = True
    """Lower-case category labels and sign descriptions inside the summary sentence (not in German,
    where nouns keep their capital)."""
    flag_labels: Mapping[str, str] = field(default_factory=dict)
    """Descriptions of language-independent rules (links, numbers, the tiers) in this language;
    a rule not listed keeps its English description. English lists here the plain wording of
    rules whose own description uses our words (docs/labels.md)."""
    families: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """Family id (a scoring group, or ceiling, review, other: ``signs.py``) -> (label, detail).
    The label is a noun phrase a flag shows and the summary lists ("pressure to act fast"); the
    detail is the plain sentence shown when the family's strongest rule has no words in this language.
    Where nouns keep their capital (``lowercase`` False), a label starts with an article or an
    adjective, which the summary lower-cases ("darunter: ein Link, ...")."""
    and_word: str = "and"
    """Joins the last two signs the summary names."""
    do_not_act_no_link: str = ""
    """First advice line at suspicious or high when the message holds no link."""
    do_not_act_link: str = ""
    """First advice line at suspicious or high when a link alone was checked."""
    score_limit: tuple[str, str] = (
        "The score's limits",
        "The signs add up to more than the score shows: it never goes above 100 or below 0.",
    )
    """(label, detail) of the ``ceiling`` flag for the ends of the scale, shown when an AI review moved
    a score whose signs add up to over 100 or under 0 (``signs.held_to``)."""
