"""Building one language's rule table from its phrases: the same families as English, as data.

A language module (``text_lang_<code>.py``) gives, per family slot below, the phrases that say it
in that language with a description and examples in that language, keyed by the rule id a result
shows (``ES_CLAIM_BANK``: the code, then the slot's name); ``language_rules`` turns them
into rows of the existing groups, so the generic tiers in ``text_combos`` count them as they count
English rows. Slots fix each family's group, weight and category here, once for every language,
so a Spanish claim to be a bank weighs what an English one does. A language may leave slots out.

Phrases are searched in ``plain`` text (accents dropped letter for letter: "está" is "esta"), so
they are written without accents and match a scam typed either way; evidence keeps the accents.
Known scam shapes (a failed delivery with a link, a "new number" asking for money...) are built
from the language's own slots and the English channel rows (links, numbers, apps) they pair with.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..language import plain
from ._asked import ASIDES, Aside, first_unasked
from ._phrases import Gated, all_hits, phrase
from .base import Rule, per_context
from .prefilter import Prefilter
from .table import after
from .text_dampeners import unofficial_links

if TYPE_CHECKING:
    from ..text import TextContext

__all__ = [
    "SHAPES",
    "SLOTS",
    "Example",
    "InPlain",
    "Phrases",
    "Shape",
    "Slot",
    "gapped",
    "in_plain",
    "language_rules",
    "plain_first",
    "plain_text",
]


@dataclass(frozen=True, slots=True)
class Slot:
    group: str
    weight: float
    category: str | None = None
    negatable: bool = False
    """An ask: "we will never ask for your code" must not fire it (the language's negation words)."""
    english: str | None = None
    """The English row for the same sign. When it has fired already (a brand name, "WhatsApp",
    "bitcoin" read by the English tables), the language row stays quiet: one sign counts once."""
    asked: bool = False
    """A threat the reader may have asked for: "bloqueado a seu pedido" confirms, it does not
    threaten, unless the text disowns the request (the language's aside in ``_asked``)."""


SLOTS: dict[str, Slot] = {
    # pressure
    "URGENT": Slot("pressure", 6, english="TEXT_URGENCY"),
    "DEADLINE": Slot("pressure", 6, english="TEXT_DEADLINE"),
    "ACCOUNT_THREAT": Slot("pressure", 12, "account", english="TEXT_ACCOUNT_THREAT", asked=True),
    "LEGAL_THREAT": Slot("pressure", 12, "government", english="TEXT_LEGAL_THREAT"),
    # claims
    "CLAIM_BANK": Slot("claim", 10, "bank", english="TEXT_CLAIM_BANK"),
    "CLAIM_GOVERNMENT": Slot("claim", 12, "government", english="TEXT_CLAIM_GOVERNMENT"),
    "DELIVERY_PROBLEM": Slot("claim", 14, "delivery", english="TEXT_DELIVERY_PROBLEM"),
    "CLAIM_TOLL": Slot("claim", 15, "toll", english="TEXT_CLAIM_TOLL"),
    "ACCOUNT_ALERT": Slot("claim", 8, "account", english="TEXT_ACCOUNT_ALERT"),
    "DEVICE_SCARE": Slot("claim", 12, "tech_support", english="TEXT_DEVICE_SCARE"),
    "CLAIM_CHARGE": Slot("claim", 10, "invoice", english="TEXT_CLAIM_CHARGE"),
    "CLAIM_REFUND": Slot("claim", 12, "government", english="TEXT_CLAIM_REFUND"),
    "CLAIM_PRIZE": Slot("claim", 15, "prize", english="TEXT_CLAIM_PRIZE"),
    "JOB_OFFER": Slot("claim", 12, "job", english="TEXT_JOB_OFFER"),
    "INVESTMENT": Slot("claim", 14, "investment", english="TEXT_INVESTMENT"),
    "NEW_NUMBER": Slot("claim", 14, "family", english="TEXT_NEW_NUMBER"),
    "ROMANCE": Slot("claim", 12, "romance", english="TEXT_WRONG_NUMBER"),
    # asks
    "ASK_CREDENTIALS": Slot("ask", 18, "account", negatable=True, english="TEXT_ASK_CREDENTIALS"),
    "ASK_VERIFY": Slot("ask", 12, "account", negatable=True, english="TEXT_ASK_VERIFY"),
    "ASK_PAYMENT": Slot("ask", 12, negatable=True, english="TEXT_ASK_PAYMENT"),
    "ASK_MONEY": Slot("ask", 12, "family", negatable=True, english="TEXT_ASK_MONEY"),
    "ASK_CLAIM": Slot("ask", 10, "prize", english="TEXT_ASK_CLAIM"),
    "MONEY_TO_NUMBER": Slot("ask", 16, "family", negatable=True, english="TEXT_MONEY_TO_NUMBER"),
    # channel
    "LINK_PROMPT": Slot("channel", 6, english="TEXT_LINK_PROMPT"),
    "CALL_BACK": Slot("channel", 8, english="TEXT_CALL_NUMBER"),
    "MOVE_TO_APP": Slot("channel", 10, english="TEXT_MOVE_TO_APP"),
    # payment
    "PAY_GIFT_CARD": Slot("payment", 18, english="TEXT_PAY_GIFT_CARD"),
    "PAY_CRYPTO": Slot("payment", 14, "crypto", english="TEXT_PAY_CRYPTO"),
    "PAY_WIRE": Slot("payment", 10, english="TEXT_PAY_WIRE"),
    # well-known scripts
    "ADVANCE_FEE": Slot("fraud", 20, "advance_fee"),
    "SEXTORTION": Slot("fraud", 35, "sextortion"),
    # reassurance (gated below on the absence of strong signs)
    "NEVER_ASK": Slot("dampener", -15),
    "CODE_GIVEN": Slot("dampener", -10),
}

_EN_LINK = ("_LINK_PRESENT", "TEXT_CALL_NUMBER", "TEXT_REPLY_TO_ACTIVATE", "TEXT_LINK_PROMPT", "TEXT_MOVE_TO_APP")
_EN_PAY = ("TEXT_PAY_GIFT_CARD", "TEXT_PAY_CRYPTO", "TEXT_PAY_WALLET", "TEXT_PAY_WIRE")
_EN_ASK = ("TEXT_ASK_CREDENTIALS", "TEXT_ASK_VERIFY", "TEXT_ASK_PERSONAL")


@dataclass(frozen=True, slots=True)
class Shape:
    """A known scam shape: every tuple of ``needs`` must have one hit. Names without a leading
    ``TEXT_`` or ``_`` are the language's own slots ("DELIVERY_PROBLEM" -> "ES_DELIVERY_PROBLEM")."""

    weight: float
    category: str | None
    needs: tuple[tuple[str, ...], ...]
    twins: bool = True
    """Whether a slot need is met by its English twin too. False where an English composite
    (``text_money_request``) already scores the shape when the twin fired."""


_ACT = ("LINK_PROMPT", "CALL_BACK", *_EN_LINK)
_APP = ("MOVE_TO_APP", "CALL_BACK", "TEXT_MOVE_TO_APP", "TEXT_HAS_LINK", "TEXT_CALL_NUMBER")
_PAY = ("PAY_GIFT_CARD", "PAY_CRYPTO", "PAY_WIRE", *_EN_PAY)

SHAPES: dict[str, Shape] = {
    "COMBO_DELIVERY": Shape(14, "delivery", (("DELIVERY_PROBLEM",), (*_ACT, "ASK_PAYMENT", "ASK_VERIFY"))),
    "COMBO_TOLL": Shape(16, "toll", (("CLAIM_TOLL",), (*_ACT, "ASK_PAYMENT", "LEGAL_THREAT"))),
    "COMBO_ACCOUNT": Shape(
        16,
        "account",
        (
            ("ACCOUNT_THREAT", "ACCOUNT_ALERT", "CLAIM_BANK", "TEXT_ACCOUNT_THREAT", "TEXT_CLAIM_BANK"),
            ("ASK_CREDENTIALS", "ASK_VERIFY", *_EN_ASK),
            _ACT,
        ),
    ),
    # The English TEXT_COMBO_THREAT_LINK's twin: a threat to the account, or of legal trouble, with a
    # link to act on it. Without twins, so that where the English threat fired only that combination
    # counts. A number to call is left out: a bank's "card blocked, call us to unblock" notice, which
    # the foreign pretext already weighs, would otherwise count the same threat a third time.
    "COMBO_THREAT_LINK": Shape(
        14,
        None,
        (("ACCOUNT_THREAT", "LEGAL_THREAT"), ("LINK_PROMPT", "_LINK_PRESENT", "TEXT_LINK_PROMPT")),
        twins=False,
    ),
    "COMBO_REFUND": Shape(14, "government", (("CLAIM_REFUND",), ("ASK_VERIFY", "ASK_CREDENTIALS", *_ACT))),
    "COMBO_PRIZE": Shape(14, "prize", (("CLAIM_PRIZE",), ("ASK_CLAIM", *_ACT))),
    "COMBO_FAMILY": Shape(18, "family", (("NEW_NUMBER",), ("ASK_MONEY", "ASK_PAYMENT", *_APP, *_PAY))),
    "COMBO_JOB": Shape(18, "job", (("JOB_OFFER",), (*_APP, *_PAY))),
    "COMBO_INVESTMENT": Shape(18, "investment", (("INVESTMENT",), (*_APP, *_PAY))),
    "COMBO_MONEY_TO_NAME": Shape(
        14,
        "family",
        (("MONEY_TO_NUMBER",), ("TEXT_NAME_ON_ACCOUNT", "TEXT_OWN_ACCOUNT_PROBLEM"), ("_NUMBER_IN_FULL",)),
        twins=False,
    ),
    "COMBO_ROMANCE": Shape(10, "romance", (("ROMANCE",), (*_APP, "TEXT_PREMIUM_RATE"))),
    "COMBO_CALLBACK": Shape(14, "invoice", (("CLAIM_CHARGE", "DEVICE_SCARE"), ("CALL_BACK", *_EN_LINK))),
    "COMBO_AUTHORITY_PAYMENT": Shape(
        20,
        "government",
        (("CLAIM_GOVERNMENT", "LEGAL_THREAT", "CLAIM_BANK", "DELIVERY_PROBLEM", "CLAIM_TOLL"), _PAY),
    ),
}


@dataclass(frozen=True, slots=True)
class Phrases:
    """One family in one language: phrase alternatives (plain, unaccented regex), the description
    users read, examples that fire and that must not, and optional advice, all in the language."""

    alternatives: tuple[str, ...]
    description: str
    fires: tuple[str, ...]
    quiet: tuple[str, ...]
    advice: str | None = None


GAP = r"(?:[^.!?\n]|\.(?=\w))"
"""One character of the same sentence; a dot inside a word or an amount ("Bol.com", "1.250,00") does
not end it. Written ``~`` in the patterns of ``gapped`` ("pague~{0,40}?taxa"), to keep them readable."""


def gapped(
    alternatives: tuple[str, ...],
    description: str,
    fires: tuple[str, ...],
    quiet: tuple[str, ...],
    advice: str | None = None,
) -> Phrases:
    """A slot's phrases with each ``~`` read as ``GAP``."""
    return Phrases(tuple(a.replace("~", GAP) for a in alternatives), description, fires, quiet, advice)


@dataclass(frozen=True, slots=True)
class Example:
    """What a known shape says and shows, in the language (the needs come from ``SHAPES``)."""

    description: str
    fires: tuple[str, ...]
    quiet: tuple[str, ...]


@per_context
def plain_text(ctx: TextContext) -> str:
    """The message's folded text without accents (``language.plain``), computed once per message;
    the text language rows search, and the rule table's ``plain`` space."""
    return plain(ctx.subject)


def plain_first(pattern: Gated, ctx: TextContext) -> str | None:
    """The first match of ``pattern`` in the text without accents, quoted from the text as written."""
    m = pattern.search(plain_text(ctx))
    return None if m is None else ctx.subject[m.start() : m.end()]


class InPlain:
    """A phrase family as a check searches it in the plain text (``plain_first``): its literals,
    looked for there. Given to ``needing(check, in_plain(family), space="plain")``, it lets the rule
    table skip the check when none occurs; the family's own prefilter is of the folded text, whose
    literals say nothing of the plain one (an accent dropped makes a word the folded text lacks)."""

    __slots__ = ("_prefilter", "family")

    def __init__(self, family: Gated) -> None:
        self.family = family
        self._prefilter: Prefilter | None | bool = False

    @property
    def prefilter(self) -> Prefilter | None:
        """Derived on first use, like the family's own (``Prefilter.of`` gives every thread the same object)."""
        if self._prefilter is False:
            self._prefilter = Prefilter.of_alternatives(self.family.regex, space="plain")
        return self._prefilter if isinstance(self._prefilter, Prefilter) else None


def in_plain(family: Gated) -> InPlain:
    """``family`` as searched in the plain text, for ``needing``."""
    return InPlain(family)


class _Family:
    """A language row's check: the first match in plain text (not after a negation, for asks; not
    said to be the reader's own request, for a threat with an ``aside``), quoted from the folded text
    so the evidence keeps its accents. Its ``prefilter`` lets the rule table skip it when none of the
    phrases' literals occurs in the plain text."""

    __slots__ = ("aside", "code", "english", "negation", "pattern", "prefilter")

    def __init__(
        self,
        code: str,
        pattern: Gated,
        negation: re.Pattern[str] | None,
        english: str | None,
        aside: Aside | None = None,
    ) -> None:
        self.code = code
        self.pattern = pattern
        self.negation = negation
        self.english = english
        self.aside = aside
        self.prefilter = Prefilter.of(pattern.regex, space="plain")

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled phrases (the regex worst-case test finds them here)."""
        return self.pattern.regex

    @property
    def reads(self) -> tuple[str, ...]:
        """The hits the check looks up: its English twin (declared on the row)."""
        return () if self.english is None else (self.english,)

    def __call__(self, ctx: TextContext) -> str | None:
        if ctx.language != self.code or (self.english is not None and self.english in ctx.hits):
            return None
        text = plain_text(ctx)
        negation = self.negation
        matches = (
            m
            for m in self.pattern.finditer(text)
            if negation is None or not negation.search(text, max(0, m.start() - 40), m.start())
        )
        m = next(matches, None) if self.aside is None else first_unasked(self.aside, text, matches)
        return None if m is None else ctx.subject[m.start() : m.end()]


# Hits after which no reassurance applies (as in text_dampeners): a secret or an unusual payment asked.
_STRONG_SLOTS = ("ASK_CREDENTIALS", "PAY_GIFT_CARD", "PAY_CRYPTO", "PAY_WIRE")
_EN_STRONG = ("TEXT_ASK_CREDENTIALS", "TEXT_REPLY_TO_ACTIVATE", *_EN_PAY, "TEXT_PREMIUM_RATE")


class _Dampener(_Family):
    """A reassuring row: quiet once a strong sign fired or a link leads off the brand's own site."""

    __slots__ = ("strong",)

    def __init__(self, code: str, pattern: Gated) -> None:
        super().__init__(code, pattern, None, None)
        self.strong = (*(f"{code.upper()}_{s}" for s in _STRONG_SLOTS), *_EN_STRONG)

    @property
    def reads(self) -> tuple[str, ...]:
        return (*self.strong, "TEXT_HAS_LINK")  # unofficial_links reads the link sign where no link was analysed

    def __call__(self, ctx: TextContext) -> str | None:
        if any(rid in ctx.hits for rid in self.strong) or unofficial_links(ctx):
            return None
        return super().__call__(ctx)


def _resolve(prefix: str, name: str, twins: bool = True) -> tuple[str, ...]:
    """A need's rule ids: an English id as is; a slot as the language's row and (with ``twins``)
    its English twin."""
    if name.startswith(("TEXT_", "_")):
        return (name,)
    english = SLOTS[name].english
    return (prefix + name,) if english is None or not twins else (prefix + name, english)


def _resolved(prefix: str, shape: Shape) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(dict.fromkeys(r for n in ids for r in _resolve(prefix, n, shape.twins))) for ids in shape.needs)


def _shape(code: str, shape: Shape) -> Callable[[TextContext], str | None]:
    """The shape's check, marked (``table.after``) as needing one of its first ids: the rule table
    skips it on the many messages where that claim never fired."""
    resolved = _resolved(f"{code.upper()}_", shape)

    def check(ctx: TextContext) -> str | None:
        return all_hits(ctx, resolved) if ctx.language == code else None

    return after(check, resolved[0])


def language_rules(
    code: str,
    families: Mapping[str, Phrases],
    shapes: Mapping[str, Example],
    negation: str,
) -> tuple[Rule[TextContext], ...]:
    """The rows of one language: its families in slot order, then its known shapes, then its
    dampeners. ``negation`` matches the end of a clause that negates what follows ("nunca ... ")."""
    prefix = f"{code.upper()}_"
    foreign = [rid for rid in (*families, *shapes) if not rid.startswith(prefix)]
    if foreign:
        raise ValueError(f"{code}: rule ids must start with {prefix}: {foreign}")
    families = {rid.removeprefix(prefix): p for rid, p in families.items()}
    shapes = {rid.removeprefix(prefix): ex for rid, ex in shapes.items()}
    unknown = (set(families) - set(SLOTS)) | (set(shapes) - set(SHAPES))
    if unknown:
        raise ValueError(f"{code}: unknown slots {sorted(unknown)}")
    neg = re.compile(negation + r"[^.!?\n]{0,30}$")
    rows: list[Rule[TextContext]] = []
    dampeners: list[Rule[TextContext]] = []
    for name, slot in SLOTS.items():
        p = families.get(name)
        if p is None:
            continue
        gated = phrase(*p.alternatives)
        check: _Family
        if slot.group == "dampener":
            check = _Dampener(code, gated)
        else:
            aside = ASIDES[code] if slot.asked else None
            check = _Family(code, gated, neg if slot.negatable else None, slot.english, aside)
        rule: Rule[TextContext] = Rule(
            id=prefix + name,
            group=slot.group,
            weight=slot.weight,
            description=p.description,
            fires=p.fires,
            quiet=p.quiet,
            check=check,
            category=slot.category,
            advice=p.advice,
            reads=check.reads,
        )
        (dampeners if slot.group == "dampener" else rows).append(rule)
    for name, shape in SHAPES.items():
        ex = shapes.get(name)
        if ex is None:
            continue
        rows.append(
            Rule(
                id=prefix + name,
                group="combo",
                weight=shape.weight,
                description=ex.description,
                fires=ex.fires,
                quiet=ex.quiet,
                check=_shape(code, shape),
                category=shape.category,
                reads=tuple(r for ids in _resolved(prefix, shape) for r in ids),
            )
        )
    return (*rows, *dampeners)
