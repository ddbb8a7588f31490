"""rules/model.py: rows that name other rows are checked when the tables load, and a script's
count, tiers and discount are computed in one place."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from scamcore.rules import _phrases
from scamcore.rules.base import Finding, Rule
from scamcore.rules.model import Composite, Discount, Member, Script, Spread, Tier, check_references, order, rows
from scamcore.rules.text_registry import TABLE_LANGUAGES, rules_for
from scamcore.rules.url_registry import URL_RULES


@dataclass
class _Ctx:
    subject: str = ""
    hits: dict[str, Finding] = field(default_factory=dict)
    memo: dict[str, object] = field(default_factory=dict)


def _predicate(rid: str) -> Rule[_Ctx]:
    return Rule(id=rid, group="fraud", weight=0, description="d", fires=("x",), quiet=("y",), check=lambda c: None)


def _composite(rid: str, *needs: str) -> Composite:
    return Composite(id=rid, group="combo", weight=10, description="d", fires=("x",), quiet=("y",), needs=needs)


def _fire(ctx: _Ctx, *ids: str) -> None:
    for rid in ids:
        ctx.hits[rid] = Finding(rid, "fraud", 0, "d", rid.lower(), "text")


@pytest.mark.parametrize("language", ["en", *TABLE_LANGUAGES])
def test_every_text_table_names_only_rules_that_run_before_the_reader(language: str) -> None:
    check_references(rules_for(language))


def test_the_link_table_names_only_rules_that_run_before_the_reader() -> None:
    check_references(URL_RULES)


def test_a_composite_naming_an_unknown_id_fails_loudly() -> None:
    table = rows(_predicate("_A"), _composite("AB", "_A", "_MISSPELT"))
    with pytest.raises(ValueError, match="AB reads _MISSPELT, which no rule defines"):
        check_references(table)


def test_a_composite_placed_before_what_it_reads_fails_loudly() -> None:
    table = rows(_composite("AB", "_A"), _predicate("_A"))
    with pytest.raises(ValueError, match="AB reads _A, which runs after it"):
        check_references(table)


def test_a_script_counting_an_id_defined_nowhere_fails_loudly() -> None:
    tier = Tier(2, "SCRIPT_2", 20, "d", fires=("x",), quiet=("y",))
    script = Script(group="fraud", category="prize", members=(), also=("_GONE",), tiers=(tier,))
    with pytest.raises(ValueError, match="SCRIPT_2 reads _GONE"):
        check_references(rows(script))


def test_a_composite_needs_all_one_of_each_tuple_and_none_of_unless() -> None:
    row = Composite(
        id="C",
        group="combo",
        weight=10,
        description="d",
        fires=("x",),
        quiet=("y",),
        needs=("_A", ("_B", "_C")),
        unless=("_NO",),
    ).rule()
    assert row.check is not None
    ctx = _Ctx()
    _fire(ctx, "_A")
    assert row.check(ctx) is None
    _fire(ctx, "_C")
    assert row.check(ctx) == "_a"  # quotes the ids it needs alone
    _fire(ctx, "_NO")
    assert row.check(ctx) is None


def _script(discount: Discount | None) -> tuple[Rule[_Ctx], ...]:
    members = tuple(Member(f"_S_{n}", "d", lambda c: None, "x", "y") for n in range(6))
    tiers = (
        Tier(5, "S_5", 40, "d", fires=("x",), quiet=("y",)),
        Tier(3, "S_3", 20, "d", fires=("x",), quiet=("y",)),
    )
    return Script(group="fraud", category="prize", members=members, tiers=tiers, discount=discount).rules()


@pytest.mark.parametrize(
    ("fired", "marked", "discount", "tier"),
    [
        (2, False, None, None),
        (3, False, None, "S_3"),
        (5, False, None, "S_5"),
        (6, True, None, "S_5"),
        (5, True, Discount(("_HAM",), subtract=2), "S_3"),  # 5 - 2
        (6, True, Discount(("_HAM",), divide=2, subtract=1), None),  # 6 // 2 - 1
        (6, False, Discount(("_HAM",), divide=2, subtract=1), "S_5"),  # no mark: no discount
    ],
)
def test_a_script_scores_one_exclusive_tier_of_its_discounted_count(
    fired: int, marked: bool, discount: Discount | None, tier: str | None
) -> None:
    table = _script(discount)
    ctx = _Ctx()
    _fire(ctx, *(f"_S_{n}" for n in range(fired)), *(("_HAM",) if marked else ()))
    fires = {r.id for r in table if r.weight and r.check is not None and r.check(ctx) is not None}
    assert fires == ({tier} if tier else set())


def test_tiers_must_go_from_the_highest_count_down() -> None:
    low, high = (Tier(n, f"S_{n}", 10, "d", fires=("x",), quiet=("y",)) for n in (2, 4))
    with pytest.raises(ValueError, match="tiers go from the highest count down"):
        Script(group="fraud", category="prize", members=(), tiers=(low, high))


def test_a_language_row_is_keyed_by_the_id_a_result_shows() -> None:
    """Grepping ES_CLAIM_BANK lands on its row: a key without the language's prefix fails loudly."""
    from scamcore.rules._lang import language_rules
    from scamcore.rules.text_lang_es import FAMILIES

    assert "ES_CLAIM_BANK" in {r.id for r in language_rules("es", FAMILIES, {}, r"\bno\b")}
    with pytest.raises(ValueError, match="rule ids must start with ES_"):
        language_rules("es", {"CLAIM_BANK": FAMILIES["ES_CLAIM_BANK"]}, {}, r"\bno\b")


@pytest.fixture
def _families_made_here() -> Iterator[None]:
    """Phrase checks a test builds are not the engine's: the regex hardening test looks for every
    registered family in a rule, so they must not outlive the test."""
    registered = len(_phrases.ALL_GATED)
    yield
    del _phrases.ALL_GATED[registered:]


@pytest.mark.usefixtures("_families_made_here")
def test_the_how_to_examples_build_rows_whose_references_resolve() -> None:
    """docs/adding-rules.md stays true to the model: its three rows build, and what they name exists."""
    import re
    from pathlib import Path

    from scamcore.rules._phrases import Gated, fast, gated

    doc = Path(__file__).resolve().parents[2] / "docs" / "adding-rules.md"
    blocks = re.findall(r"```python\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    names = {"Rule": Rule, "Composite": Composite, "Member": Member, "fast": fast, "gated": gated}
    rule, composite, member = (eval(block, names) for block in blocks)
    assert isinstance(composite, Composite) and isinstance(member, Member)
    check_references(rows(rule, composite), known={r.id for r in rules_for("en")})
    tier = Tier(2, "DOC_2", 10, "d", fires=("x",), quiet=("y",))
    built = Script(group="fraud", category="advance_fee", members=(member,), tiers=(tier,)).rules()
    assert built[0].id == "_AF_SECURITY_COMPANY" and built[0].weight == 0
    pf = member.check.prefilter if isinstance(member.check, Gated) else None
    assert pf is not None and pf.literals  # the table can skip it
    assert member.check.regex.search(str(member.fires).casefold())
    assert not member.check.regex.search(str(member.quiet))
    assert isinstance(rule.check, Gated)  # the rule's pattern says what its examples say
    assert all(rule.check.regex.search(ex.casefold()) for ex in rule.fires)
    assert not any(rule.check.regex.search(ex.casefold()) for ex in rule.quiet)


def _reader(rid: str, *, reads: tuple[str, ...] = (), groups: tuple[str, ...] = (), group: str = "combo") -> Rule[_Ctx]:
    return Rule(
        id=rid,
        group=group,
        weight=5,
        description="d",
        fires=("x",),
        quiet=("y",),
        check=lambda c: None,
        reads=reads,
        reads_groups=groups,
    )


def test_the_order_puts_each_rule_after_what_it_reads_and_keeps_the_rest() -> None:
    table = (
        _reader("B", reads=("A",)),
        _reader("C"),
        _reader("A"),
        _reader("D", groups=("ask",)),
        _reader("E", group="ask"),
    )
    assert [r.id for r in order(table)] == ["C", "A", "B", "E", "D"]
    assert [r.id for r in order(table, reverse=True)] == ["E", "D", "A", "C", "B"]


def test_a_cycle_of_reads_fails_loudly_with_its_ids() -> None:
    table = (_reader("A", reads=("C",)), _reader("B", reads=("A",)), _reader("C", reads=("B",)), _reader("D"))
    with pytest.raises(ValueError, match="a cycle of reads: A -> C -> B -> A"):
        order(table)


def test_a_group_read_of_a_group_no_rule_has_fails_loudly() -> None:
    with pytest.raises(ValueError, match="X reads group nowhere, which no rule has"):
        check_references((_reader("X", groups=("nowhere",)),))


def test_the_language_tables_run_before_the_rows_that_read_their_groups() -> None:
    """The language slot is derived: the family counts and the sender rows read every language's claims."""
    rules = rules_for("es")
    at = {r.id: i for i, r in enumerate(rules)}
    assert max(at[r.id] for r in rules if r.id.startswith("ES_") and r.group == "ask") < at["TEXT_COMBO_TWO_SIGNS"]
    assert max(at[r.id] for r in rules if r.id.startswith("ES_") and r.group == "ask") < at["SENDER_FREEMAIL_CLAIM"]


def test_a_spread_counts_kinds_of_sign_and_its_hooks_adapt_the_count() -> None:
    tiers = (Tier(3, "MANY", 10, "d", ("x",), ("y",)), Tier(2, "TWO", 5, "d", ("x",), ("y",)))
    spread = Spread(group="combo", groups=("ask", "claim", "pay"), tiers=tiers, first_needs=("ask",))
    two, many = rows(spread)
    assert two.reads_groups == {"ask", "claim", "pay"} and two.reads_but == {"MANY", "TWO"}
    assert many.check is not None and two.check is not None
    ctx = _Ctx()
    for rid, group in (("C1", "claim"), ("C2", "claim"), ("P", "pay")):
        ctx.hits[rid] = Finding(rid, group, 5, "d", rid.lower(), "text")
    assert two.check(ctx) is None  # two kinds, but neither is the ask the lowest tier needs
    # A spread counts once per message (kept in the memo: its tiers run after every hit they read),
    # so another message, with the ask too, is another context.
    ctx = _Ctx(hits={**ctx.hits, "A": Finding("A", "ask", 5, "d", "a", "text")})
    assert (two.check(ctx), many.check(ctx)) == (None, "ask + claim + pay")
    stacked = Spread(group="combo", groups=("claim", "pay"), tiers=tiers, by="rule", stack=True, but=("C2",))
    two, many = rows(stacked)
    ctx = _Ctx(hits=ctx.hits)
    assert (two.check(ctx), many.check(ctx)) == ("c1; p", None)  # stacked tiers; C2 never counts
