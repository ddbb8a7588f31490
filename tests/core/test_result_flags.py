"""A result reads as a few distinct warning signs that add up to its score (signs.py, quotes.py).

The property: ``score == clamp(round(sum of flag weights), 0, 100)`` for every result, with at
most one flag per family and at most six flags, every rule that fired listed in ``signals``,
and every quote found word for word in what was checked.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scamcore
from scamcore import CheckResult, engine
from scamcore.locales import LOCALES
from scamcore.quotes import Quotes, quote
from scamcore.rules.base import Finding, Sent
from scamcore.rules.groups import GROUPS
from scamcore.rules.qr_codes import RULES as QR_RULES
from scamcore.rules.text_registry import all_text_rules
from scamcore.rules.url_registry import URL_RULES
from scamcore.scoring import LURELESS_LINKS_MAX
from scamcore.signs import MAX_FLAGS, FlagFields, at_most_six

FAMILIES = set(GROUPS) | {"ceiling", "review", "other"}
# Our own words, which a reader should never meet in a label, a detail or a summary.
INTERNAL = re.compile(
    r"\b(?:combo|pretexts?|credential|phishing[- ]kits?|419|subdomain|quishing|tlds?|dampener|unicode|money mule)\b",
    re.IGNORECASE,
)

TEXT_EXAMPLES = sorted({str(e) for r in all_text_rules() for e in r.fires if not isinstance(e, Sent)})
URL_EXAMPLES = sorted({e for r in URL_RULES for e in r.fires})
HMRC = (
    "HMRC: You are eligible for a tax refund of £326.14. Please verify your details to receive it at "
    "https://hmrc.gov.uk-refund-claim.com/login within 24 hours."
)
HI_MUM = (
    "Hi Mum, I've dropped my phone down the toilet, this is my new number. Can you message me on WhatsApp? "
    "I need to pay a bill urgently"
)
PARCEL = "Your parcel could not be delivered. Pay the $1.99 redelivery fee at https://royalmail-redeliver.top/pay"


def assert_explained(result: CheckResult, *sources: str) -> None:
    """Everything this file promises of one result."""
    weights = [f.weight for f in result.flags]
    assert result.score == max(0, min(100, round(sum(weights)))), [(f.family, f.weight) for f in result.flags]
    assert len(result.flags) <= MAX_FLAGS
    families = [f.family for f in result.flags]
    assert len(families) == len(set(families)) and set(families) <= FAMILIES
    assert weights == sorted(weights, reverse=True), "strongest first"
    assert all(f.weight != 0 for f in result.flags)
    signal_ids = {s.id for s in result.signals}
    assert {f.id for f in result.flags if f.family in GROUPS} <= signal_ids
    assert all(s.family in GROUPS for s in result.signals)
    for quoted in [f.evidence for f in result.flags] + [s.evidence for s in result.signals]:
        assert not quoted or any(quoted in source for source in sources), quoted
    assert len(result.advice) <= 5 and len(set(result.advice)) == len(result.advice)
    readable = [result.summary, *(f.label for f in result.flags), *(f.detail for f in result.flags)]
    readable += [s.label for s in result.signals]
    assert not [t for t in readable if INTERNAL.search(t)]


FAST = settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
noise = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=80)


@FAST
@given(parts=st.lists(st.sampled_from(TEXT_EXAMPLES), min_size=1, max_size=4), extra=noise)
def test_flags_add_up_to_the_score_on_messages_built_from_rule_examples(parts: list[str], extra: str) -> None:
    text = " ".join([*parts, extra])
    assert_explained(scamcore.check_text(text), text)


@FAST
@given(text=noise, sender=st.sampled_from(["", "+447700900123", "PayPal <alerts@paypa1-help.top>", "HMRC"]))
def test_flags_add_up_to_the_score_on_any_text_and_sender(text: str, sender: str) -> None:
    assert_explained(scamcore.check_text(text, sender=sender or None), text, sender)


@FAST
@given(url=st.sampled_from(URL_EXAMPLES) | st.text(max_size=120))
def test_flags_add_up_to_the_score_on_links(url: str) -> None:
    assert_explained(scamcore.check_url(url), url)


@pytest.mark.parametrize("text", TEXT_EXAMPLES[::7])
def test_flags_add_up_to_the_score_on_every_seventh_rule_example(text: str) -> None:
    assert_explained(scamcore.check_text(text), text)


def test_a_ceiling_is_a_negative_flag_that_keeps_the_sum() -> None:
    post = (  # tests/core/test_lureless_links.py: a blog post linking a home server's photo page
        "Pumpkins the size of a car\nURL: http://blog.example.org/#31207755\nDate: Not supplied\n\n"
        "Marta writes: photos from the county show on Sunday, with a pumpkin that weighed more than my car.\n"
        "Link[1] Discuss[2]\n[1] http://kq.servebeer.com:8080/albums/show/index.html\n"
        "[2] http://www.example.com/talk/T/Zq81mW4pLxRvN\n"
    )
    result = scamcore.check_text(post)
    assert result.score == LURELESS_LINKS_MAX
    [ceiling] = [f for f in result.flags if f.family == "ceiling"]
    assert ceiling.weight < 0 and ceiling.severity == "info"
    assert_explained(result, post)


def test_the_hmrc_refund_text_is_six_distinct_signs_not_seventeen_rule_hits() -> None:
    result = scamcore.check_text(HMRC)
    assert len(result.signals) > MAX_FLAGS and len(result.flags) == MAX_FLAGS
    link = next(f for f in result.flags if f.family == "link_identity")
    assert link.evidence == "hmrc.gov.uk-refund-claim.com"  # not "(domain-in-subdomain of HMRC)"
    claim = next(f for f in result.flags if f.family == "claim")
    assert claim.evidence == "HMRC"  # as the message writes it, not as the rules fold it
    assert_explained(result, HMRC)


def test_evidence_quotes_whole_amounts_and_words_as_written() -> None:
    assert quote("refund of £3", [HMRC]) == "refund of £326.14"
    assert quote("pay the $1", [PARCEL]) == "Pay the $1.99"
    assert quote("mum, i've dropped", [HI_MUM]) == "Mum, I've dropped"
    assert quote("royalmail-redeliver.top (combo of Royal Mail)", [PARCEL]) == "royalmail-redeliver.top"
    assert quote(".top", [PARCEL]) == ".top"
    assert quote("a claim to be someone + a request", [PARCEL]) == ""
    assert quote("pay 2", ["Payez 2,99 € de frais"]) == ""  # "pay" is inside "Payez": no match on a half word
    assert quote("2,99", ["Payez 2,99 € de frais"]) == "2,99 €"
    assert quote("ｐａｙｐａｌ", ["Your ＰａｙＰａｌ account"]) == "ＰａｙＰａｌ"


def test_a_collapsed_run_of_spaces_and_a_longer_lower_case_do_not_shift_the_quote() -> None:
    """A double space (one shorter once flattened) and "İ" (one longer lower-cased) leave the
    flattened text as long as the source, yet every place between them is one off."""
    assert quote("£326.14", ["Dear  customer, a refund of £326.14 from İş Bankası"]) == "£326.14"
    assert quote("verify your password", ["İş Bankası: verify your password  now"]) == "verify your password"
    assert quote("ｐａｙｐａｌ account", ["Your  ＰａｙＰａｌ\u200b   account is İ"]) == "ＰａｙＰａｌ\u200b   account"


def test_the_hi_mum_advice_says_each_thing_once_and_no_link_where_there_is_none() -> None:
    result = scamcore.check_text(HI_MUM)
    assert result.category.id == "family"
    assert sum("relative" in line.lower() for line in result.advice) == 1, result.advice
    assert not any("click" in line.lower() for line in result.advice), result.advice
    assert_explained(result, HI_MUM)


def test_the_summary_names_at_most_three_signs_in_one_sentence() -> None:
    result = scamcore.check_text(PARCEL)
    named = [f.label.lower() for f in result.flags if f.label.lower() in result.summary.lower()]
    assert named == [f.label.lower() for f in result.flags[:3]]
    assert result.summary.count(". ") == 0 and result.summary.endswith(".")


@pytest.mark.parametrize("code", sorted(LOCALES))
def test_family_words_are_plain_in_every_language(code: str) -> None:
    loc = LOCALES[code]
    texts = [t for pair in loc.families.values() for t in pair] + list(loc.flag_labels.values())
    assert not [t for t in texts if INTERNAL.search(t)]


def test_no_rule_reads_in_our_own_words() -> None:
    """Each rule's label as a signal shows it: plain words, in English and in every locale that translates it."""
    en = LOCALES["en"]
    rules = [r for r in (*all_text_rules(), *URL_RULES, *QR_RULES) if not r.is_predicate]
    assert not [r.id for r in rules if INTERNAL.search(en.flag_labels.get(r.id, r.description))]
    assert set(en.flag_labels) <= {r.id for r in rules}, "a plain label for a rule that no longer exists"


def _flags(*weights: float) -> list[FlagFields]:
    families = sorted(GROUPS)
    return [
        {
            "id": f"R{i}",
            "family": families[i],
            "label": "x",
            "detail": "x.",
            "weight": w,
            "severity": "low",
            "evidence": "",
            "source": "text",
        }
        for i, w in enumerate(weights)
    ]


def test_the_weakest_families_are_left_out_only_when_the_score_stays_the_same() -> None:
    en = LOCALES["en"]
    over = at_most_six(_flags(60, 50, 40, 30, 20, 10, 5), 100, en)
    assert [f["weight"] for f in over] == [60, 50, 40, 30, 20, 10]  # 210 or 215: 100 either way
    folded = at_most_six(_flags(10, 9, 8, 7, 6, 5, 4, -3), 46, en)
    assert [(f["family"], f["weight"]) for f in folded][-1] == ("other", 6)  # 5 + 4 - 3
    assert sum(f["weight"] for f in folded) == 46 and len(folded) == MAX_FLAGS


def test_the_inline_search_of_an_ascii_source_quotes_what_the_general_search_quotes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Quotes._quote`` searches an aligned ASCII source inline; ``_find`` (every source's way)
    must give the same quote for every rule example's evidence, in the text and in the link."""
    seen: list[tuple[tuple[str, ...], list[str]]] = []
    build = engine._result

    def recording(findings: list[Finding], links: object, **kw: object) -> CheckResult:
        seen.append((tuple(kw.get("sources", ())), [f.evidence for f in findings]))  # type: ignore[arg-type]
        return build(findings, links, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(engine, "_result", recording)
    for text in TEXT_EXAMPLES:
        scamcore.check_text(text, sender="+44 7700 900123")
    for url in URL_EXAMPLES:
        engine._url_result.__wrapped__(url)
    inline = 0
    for sources, evidence in seen:
        fast, general = Quotes(sources), Quotes(sources)
        general._flatten()
        general._simple = [False] * len(general._simple)
        inline += any(fast(e) for e in evidence) and all(e.isascii() for e in sources)
        assert [fast(e) for e in evidence] == [general(e) for e in evidence], sources
    assert inline > 500
