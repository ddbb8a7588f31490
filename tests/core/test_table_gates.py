"""The gates the rule table's walk tests before calling a check (``table.after``, ``table.digits``,
``table.present``).

A gate only spares calls: a check it skips must be one that could not have fired. The table runs
are compared with running every rule in ``test_prefilter.py``; here, each gate's own claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from hypothesis import example as example_input
from hypothesis import given
from hypothesis import strategies as st

from scamcore.extract import Entities, extract
from scamcore.language import LANGUAGES
from scamcore.normalize import normalize
from scamcore.rules.base import Finding, Rule, Sent
from scamcore.rules.table import After, Digits, Present, RuleTable, after, digit_count, digits, present
from scamcore.rules.text_registry import all_text_rules
from scamcore.sender import parse_sender
from scamcore.text import TextContext, text_hits, text_table
from scamcore.urls import UrlAnalysis, analyse_url

_DIGIT = re.compile(r"\d")


@dataclass
class _Ctx:
    subject: str
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)


def _rule(rid: str, check: object) -> Rule[_Ctx]:
    return Rule(id=rid, group="g", weight=1, description="d", fires=(), quiet=(), check=check)  # type: ignore[arg-type]


@given(st.text())
def test_digit_count_counts_what_backslash_d_matches(text: str) -> None:
    assert digit_count(text) == len(_DIGIT.findall(text))


def test_digit_count_counts_every_script_s_digits() -> None:
    assert digit_count("call 0800 ١٢٣ ０９ ๕") == 4 + 3 + 2 + 1
    assert digit_count("no numbers here, ½ ² ①") == 0  # fractions, superscripts, circled: not \d


def test_the_walk_calls_a_digit_gated_check_only_on_texts_with_enough_digits() -> None:
    calls: list[str] = []

    def check(ctx: _Ctx) -> str | None:
        calls.append(ctx.subject)
        return "found"

    table = RuleTable([_rule("NUMBER", digits(3, check))], {"subject": lambda ctx: ctx.subject})
    assert table.run(_Ctx("call 12 now")) == []
    assert calls == []
    assert [f.rule_id for f in table.run(_Ctx("call 1 2 3 now"))] == ["NUMBER"]
    assert calls == ["call 1 2 3 now"]


def test_maybe_ids_count_where_the_table_has_them() -> None:
    calls: list[str] = []

    def check(ctx: _Ctx) -> str | None:
        calls.append(ctx.subject)
        return None

    gated = after(check, ("EN_SIGN",), maybe=("PT_SIGN", "DE_SIGN"))
    assert isinstance(gated, After)
    assert gated.resolve(["EN_SIGN", "PT_SIGN", "OTHER"]) == {"EN_SIGN", "PT_SIGN"}

    def pt_sign(ctx: _Ctx) -> str | None:
        return "sinal" if "sinal" in ctx.subject else None

    table = RuleTable([_rule("PT_SIGN", pt_sign), _rule("LURE", gated)], {"subject": lambda ctx: ctx.subject})
    table.run(_Ctx("nada aqui"))
    assert calls == []
    table.run(_Ctx("um sinal"))
    assert calls == ["um sinal"]


def _gated_rules() -> list[Rule[TextContext]]:
    return [r for r in all_text_rules() if isinstance(r.check, Digits)]


def test_some_rule_is_digit_gated() -> None:
    assert _gated_rules()


def test_a_digit_gated_rule_fires_on_no_example_with_fewer_digits() -> None:
    """Every example of every rule, and each firing one with its digits taken off one at a time:
    where the check fires, the subject holds the digits its gate asks for."""
    examples = list(dict.fromkeys(ex for r in all_text_rules() for ex in (*r.fires, *r.quiet)))
    for rule in _gated_rules():
        fired = [example for example in examples if _fires(rule, example)]
        assert fired, rule.id  # the claim was put to the test
        for example in fired:
            text = example
            while _DIGIT.search(text):
                text = _DIGIT.sub("", text, count=1)
                _fires(rule, text)


def _fires(rule: Rule[TextContext], text: str) -> bool:
    """Whether the gated check fires on ``text``, asserting its gate holds where it does."""
    assert isinstance(rule.check, Digits)
    hits = text_hits(text, "en") if rule.reads else {}  # a check reading no hits needs none run
    ctx = TextContext(normalize(text), *_entities_and_links(text), hits=dict(hits))
    found = rule.check.check(ctx) is not None
    assert not found or digit_count(ctx.subject) >= rule.check.least, (rule.id, text)
    return found


def _entities_and_links(text: str) -> tuple[Entities, list[UrlAnalysis]]:
    entities = extract(text)
    return entities, [analyse_url(u) for u in entities.urls]


def test_the_lure_predicates_wait_for_their_language_s_rows() -> None:
    """``_LURE_THREAT`` reads the message language's own threat rows: each table's gate holds the
    ones that table has, and no other language's."""
    for language in LANGUAGES[1:]:
        table = text_table(language)
        ids = {r.id for r in table.rules}
        at = [r.id for r in table.rules].index("_LURE_THREAT")
        gate = table._gates[at]
        assert isinstance(gate, frozenset)
        own = {rid for rid in ids if rid.startswith(language.upper() + "_") and rid.endswith("_THREAT")}
        assert own and own <= gate, language
        assert not {rid for rid in gate if rid[:3] != language.upper() + "_" and rid[:1] != "_" and rid not in ids}


def test_a_finding_built_in_one_call_has_every_field() -> None:
    """``finding_of`` builds the tuple with ``tuple.__new__``, which checks no field count: a field
    added to ``Finding`` without it would make short findings that fail far from here."""
    from scamcore.rules.base import finding_of

    rule = all_text_rules()[0]
    found = finding_of(rule, "some evidence")
    assert len(found) == len(Finding._fields)
    assert found.rule_id == rule.id and found.evidence == "some evidence"


def test_a_marked_check_that_carries_literals_is_indexed_by_them_and_gated() -> None:
    """``after(needing(...))``: the scan lets it run only where its literals occur, and the walk
    only once its id fired (``prefilter_of`` looks through the mark)."""
    from scamcore.rules._phrases import needing
    from scamcore.rules.table import prefilter_of

    calls: list[str] = []

    def first(ctx: _Ctx) -> str | None:
        return "number" if "0800" in ctx.subject else None

    def check(ctx: _Ctx) -> str | None:
        calls.append(ctx.subject)
        return "send"

    marked = after(needing(check, frozenset({"send it"})), ("FIRST",))  # type: ignore[arg-type]
    rule = _rule("SEND", marked)
    assert prefilter_of(rule) is not None
    table = RuleTable([_rule("FIRST", first), rule], {"subject": lambda ctx: ctx.subject})
    assert [f.rule_id for f in table.run(_Ctx("call 0800 now"))] == ["FIRST"]  # no literal: not called
    assert [f.rule_id for f in table.run(_Ctx("send it to me"))] == []  # FIRST did not fire: not called
    assert calls == []
    assert [f.rule_id for f in table.run(_Ctx("send it to 0800"))] == ["FIRST", "SEND"]
    assert calls == ["send it to 0800"]


def test_a_wait_on_groups_counts_their_shown_rules() -> None:
    gated = after(lambda ctx: None, ("EXTRA",), groups=("ask",))
    assert isinstance(gated, After)
    shown = {"ask": ["ASK_ONE", "ASK_TWO"], "claim": ["CLAIM_ONE"]}
    assert gated.resolve(["ASK_ONE", "CLAIM_ONE", "_ASK_PREDICATE"], shown) == {"EXTRA", "ASK_ONE", "ASK_TWO"}


_EXAMPLES = list(dict.fromkeys(ex for r in all_text_rules() for ex in (*r.fires, *r.quiet)))


def _without(gate: frozenset[str], text: str) -> TextContext:
    """``text``'s context with every hit of the table's run but the ids of ``gate``."""
    hits = {rid: f for rid, f in text_hits(text, "en").items() if rid not in gate}
    return TextContext(normalize(text), *_entities_and_links(text), hits=hits)


def test_the_sign_count_tiers_fire_on_no_example_without_what_they_wait_for() -> None:
    """``TEXT_COMBO_*_SIGNS`` wait for a shown hit of their families or a bulk sender's key
    (``Spread.waits``): on every rule example, with those hits taken away (and every other hit
    left, risky links and genuine-mail marks included), no tier fires."""
    table = text_table("en")
    ids = [r.id for r in table.rules]
    tiers = [i for i, rid in enumerate(ids) if rid.startswith("TEXT_COMBO_") and rid.endswith("_SIGNS")]
    assert len(tiers) == 3
    gate = table._gates[tiers[0]]
    assert isinstance(gate, frozenset) and "TEXT_ASK_PAYMENT" in gate and "TEXT_LINK_LONG_CODE" in gate
    assert all(table._gates[i] == gate for i in tiers)
    fired = 0
    for text in _EXAMPLES:
        fired += any(table.rules[i].id in text_hits(text, "en") for i in tiers)
        ctx = _without(gate, text)
        assert all(table._calls[i](ctx) is None for i in tiers), text
    assert fired  # the tiers fire on some examples with what they wait for


def test_the_rows_after_a_number_in_full_fire_on_no_example_without_it() -> None:
    table = text_table("en")
    ids = [r.id for r in table.rules]
    assert ids.index("TEXT_NAME_ON_ACCOUNT") not in table._always  # its literals still index it
    for rid in ("TEXT_MONEY_TO_NUMBER", "TEXT_NAME_ON_ACCOUNT"):
        at = ids.index(rid)
        assert table._gates[at] == {"_NUMBER_IN_FULL"}, rid
        fired = 0
        for text in _EXAMPLES:
            fired += rid in text_hits(text, "en")
            assert table._calls[at](_without(frozenset({"_NUMBER_IN_FULL"}), text)) is None, (rid, text)
        assert fired, rid


def test_a_check_requiring_a_flat_family_is_indexed_by_its_literals() -> None:
    """``requiring`` looks for a family's literals in the family's own form: a flat-form family's
    literals hold spaces, which the folded text's scan cannot look for."""
    table = text_table("en")
    at = [r.id for r in table.rules].index("EMAIL_FUNDS_OPENER")
    assert at not in table._always


_DOTS = st.text(alphabet="ab.xyz /@-:_1é\n", max_size=40)


@example_input("your paymen.t for l.ast month")
@given(_DOTS)
def test_dot_broken_words_are_never_more_than_their_letter_dot_letter_runs(text: str) -> None:
    """``_DOT_BROKEN_WORDS`` is skipped under two ``[a-z].[a-z]`` runs (``findall``): never fewer
    than the matches of its pattern."""
    from scamcore.rules import text_obfuscation

    matches = len(text_obfuscation._DOTTED.findall(text))
    assert len(text_obfuscation._LETTER_DOT_LETTER.findall(text)) >= matches


_MONEY_PIECES = st.lists(
    st.sampled_from(
        [
            "one",
            "two hundred",
            "ten",
            "million",
            "billion",
            "m",
            "mil",
            "bn",
            "$",
            "us$",
            "usd",
            "u.s.d.",
            "£",
            "€",
            "eur",
            "euros",
            "gbp",
            "dollars",
            "pounds",
            "united states",
            "(",
            ")",
            ",",
            ".",
            "5",
            "10",
            "250",
            "000",
            "of",
            "us",
            "millions",
            "thousand",
            "-",
            " ",
            "\n",
        ]
    ),
    max_size=10,
)


@example_input(["ten", "million", "dollars"], " ")
@example_input(["$", "5", ",", "000", ",", "000"], "")
@given(_MONEY_PIECES, st.sampled_from(["", " "]))
def test_big_money_matches_only_hold_a_figure_or_illion(pieces: list[str], glue: str) -> None:
    """``_AF_BIG_MONEY`` is not searched where the text holds neither a digit nor "illion": every
    match of its family holds one."""
    from scamcore.rules import text_419_phrases

    text = glue.join(pieces)
    for m in text_419_phrases._BIG_MONEY_FAMILY.regex.finditer(" ".join(text.split())):
        assert "illion" in m.group(0) or re.search(r"\d", m.group(0)), m.group(0)


def _present_rules() -> list[Rule[TextContext]]:
    return [r for r in all_text_rules() if isinstance(r.check, Present)]


def _emptied(ctx: TextContext, field: str) -> TextContext:
    """``ctx`` with the field a ``present`` mark names made empty, everything else kept."""
    if field == "links":
        return replace(ctx, links=[])
    if field == "sender":
        return replace(ctx, sender=None)
    if field == "norm.obfuscations":
        return replace(ctx, norm=replace(ctx.norm, obfuscations=()))
    assert field == "entities.wallets", field
    return replace(ctx, entities=replace(ctx.entities, wallets=()))


def test_a_present_gated_rule_fires_on_no_example_without_its_field() -> None:
    """Every example of every rule, run with its sender and with every hit of the table's run: a
    check marked ``present`` fires on some, and on none once its field is empty."""
    rules = _present_rules()
    assert {r.check.field for r in rules if isinstance(r.check, Present)} == {
        "links",
        "sender",
        "norm.obfuscations",
        "entities.wallets",
    }
    fired = dict.fromkeys((r.id for r in rules), 0)
    # ``_EXAMPLES`` keeps one of the examples equal as text: here each with its own sender
    with_senders = {(str(ex), getattr(ex, "sender", None)): ex for r in all_text_rules() for ex in (*r.fires, *r.quiet)}
    for example in with_senders.values():
        sender = example.sender if isinstance(example, Sent) else None
        hits = text_hits(example, "en", sender=sender)
        ctx = TextContext(
            normalize(example), *_entities_and_links(example), hits=dict(hits), sender=parse_sender(sender)
        )
        for rule in rules:
            assert isinstance(rule.check, Present)
            if rule.check.check(replace(ctx, hits=dict(hits), memo={})) is not None:
                fired[rule.id] += 1
            assert rule.check.check(_emptied(replace(ctx, hits=dict(hits), memo={}), rule.check.field)) is None, (
                rule.id,
                example,
            )
    assert all(fired.values()), [rid for rid, n in fired.items() if not n]  # each claim was put to the test


def test_the_walk_skips_a_present_gated_check_where_its_field_is_empty() -> None:
    calls: list[str] = []

    @dataclass
    class _Linked(_Ctx):
        links: list[str] = field(default_factory=list)

    def check(ctx: _Linked) -> str | None:
        calls.append(ctx.subject)
        return ctx.links[0]

    table = RuleTable([_rule("LINK", present("links", check))], {"subject": lambda ctx: ctx.subject})
    assert table.run(_Linked("no link here")) == []
    assert calls == []
    assert [f.evidence for f in table.run(_Linked("a link", links=["example.org"]))] == ["example.org"]
