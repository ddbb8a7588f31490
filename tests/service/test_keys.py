"""One rule for the key a caller presents, shared by REST, MCP and A2A."""

from __future__ import annotations

import pytest

from scamservice import ServiceError, presented_key


@pytest.mark.parametrize(
    ("x_api_key", "authorization", "expected"),
    [
        (None, None, None),
        ("sck_a_b", None, "sck_a_b"),
        (None, "Bearer sck_a_b", "sck_a_b"),
        (None, "bearer   sck_a_b ", "sck_a_b"),
        (" sck_a_b ", "Bearer sck_a_b", "sck_a_b"),
    ],
    ids=["anonymous", "header", "bearer", "bearer-any-case", "both-agree"],
)
def test_keys_that_are_accepted(x_api_key: str | None, authorization: str | None, expected: str | None) -> None:
    assert presented_key(x_api_key, authorization) == expected


@pytest.mark.parametrize(
    ("x_api_key", "authorization"),
    [(None, "Basic dXNlcjpwYXNz"), (None, "Bearer "), ("", None), ("sck_a", "Bearer sck_b")],
    ids=["not-bearer", "empty-bearer", "empty-header", "conflicting"],
)
def test_malformed_keys_are_refused_never_anonymous(x_api_key: str | None, authorization: str | None) -> None:
    with pytest.raises(ServiceError) as exc:
        presented_key(x_api_key, authorization)
    assert (exc.value.code, exc.value.status) == ("invalid_api_key", 403)
