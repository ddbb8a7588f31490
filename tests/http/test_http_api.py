"""The REST adapter in process (Starlette TestClient): error shapes, limits, headers, OpenAPI."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from httpkit import SCAM_TEXT, make_key
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openapi_spec_validator import validate
from starlette.testclient import TestClient

from scamhttp.app import create_app
from scamhttp.headers import SECURITY_HEADERS
from scamservice import ComponentStatus, Service, ServiceError
from scamwiring.bootstrap import build_service
from scamwiring.settings import Settings


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("var")


@pytest.fixture(scope="module")
def client(data_dir: Path) -> Iterator[TestClient]:
    app = create_app(Settings(data_dir=data_dir, max_body_bytes=64 * 1024, altcha_cost=100))
    with TestClient(app) as c:
        yield c


@pytest.fixture(scope="module")
def key(data_dir: Path) -> str:
    return make_key(data_dir, per_minute=1_000_000)


def error_code(response: Any) -> str:
    body = response.json()
    assert body["ok"] is False and set(body["error"]) == {"code", "message"}
    code: str = body["error"]["code"]
    return code


BAD_BODIES = [
    ("not json", b"{kind: text}", 400, "invalid_json"),
    ("bad utf-8", b'{"kind":"text","text":"\xff"}', 400, "invalid_json"),
    ("deep nesting", b"[" * 100_000 + b"]" * 100_000, 413, "body_too_large"),
    ("deep but small", b"[" * 30_000 + b"]" * 30_000, 400, "invalid_json"),
    ("array", b"[]", 400, "invalid_request"),
    ("no kind", b'{"text":"hi"}', 400, "missing_field"),
    ("bad kind", b'{"kind":"video"}', 400, "unknown_kind"),
    ("kind not a string", b'{"kind":1}', 400, "unknown_kind"),
    ("text missing", b'{"kind":"text"}', 400, "missing_field"),
    ("text blank", b'{"kind":"text","text":"   "}', 400, "missing_field"),
    ("text not a string", b'{"kind":"text","text":5}', 400, "invalid_request"),
    ("lone surrogate", b'{"kind":"text","text":"a\\ud800b"}', 400, "invalid_request"),
    ("url too long", json.dumps({"kind": "url", "url": "a" * 5000}).encode(), 400, "url_too_long"),
    (
        "sender too long",
        json.dumps({"kind": "text", "text": "hi", "sender": "a" * 321}).encode(),
        400,
        "sender_too_long",
    ),
    ("sender not a string", b'{"kind":"text","text":"hi","sender":447700900123}', 400, "invalid_request"),
]


@pytest.mark.parametrize(("body", "status", "code"), [b[1:] for b in BAD_BODIES], ids=[b[0] for b in BAD_BODIES])
def test_bad_input_gets_a_stable_code(client: TestClient, key: str, body: bytes, status: int, code: str) -> None:
    response = client.post("/api/check", content=body, headers={"X-Api-Key": key})
    assert (response.status_code, error_code(response)) == (status, code)


def test_the_body_cap_holds_while_reading_a_chunked_body(client: TestClient, key: str) -> None:
    sent = []

    def chunks() -> Iterator[bytes]:
        for _ in range(100):
            sent.append(1)
            yield b" " * 8192

    response = client.post("/api/check", content=chunks(), headers={"X-Api-Key": key})
    assert response.status_code == 413 and error_code(response) == "body_too_large"
    declared = client.post("/api/check", content=b"{}", headers={"X-Api-Key": key, "Content-Length": str(10**9)})
    assert declared.status_code == 413


def test_wrong_method_or_path_under_api_is_a_json_error(client: TestClient) -> None:
    get_check = client.get("/api/check")
    assert get_check.status_code == 405 and error_code(get_check) == "method_not_allowed"
    assert get_check.headers["allow"] == "POST"
    assert error_code(client.delete("/api/weather")) == "method_not_allowed"
    missing = client.post("/api/nothing-here", json={})
    assert missing.status_code == 404 and error_code(missing) == "not_found"


def test_a_text_check_with_a_key_returns_the_result_shape(client: TestClient, key: str) -> None:
    response = client.post("/api/check", json={"kind": "text", "text": SCAM_TEXT}, headers={"X-Api-Key": key})
    assert response.status_code == 200
    body = response.json()
    for name in ("score", "level", "summary", "flags", "advice", "category", "aiStatus", "disclaimer", "links"):
        assert name in body
    assert body["aiStatus"] == "not_configured"
    assert body["messageType"] == "unknown"
    code = {"kind": "text", "text": "Your verification code is 482913. Do not share it with anyone."}
    assert client.post("/api/check", json=code, headers={"X-Api-Key": key}).json()["messageType"] == "otp"
    assert response.headers["cache-control"] == "no-store"


def test_a_sender_in_the_body_adds_its_evidence(client: TestClient, key: str) -> None:
    text = "Amazon: your order #2231 could not be shipped. Call 0800 555 0100."
    body = {"kind": "text", "text": text, "sender": "+44 7700 900123"}
    response = client.post("/api/check", json=body, headers={"X-Api-Key": key})
    assert response.status_code == 200
    result = response.json()
    signals = {s["id"]: s for s in result["signals"]}
    sender = signals["SENDER_BRAND_FROM_MOBILE"]
    assert sender["source"] == "sender" and sender["points"] > 0
    assert "sender" in {f["family"] for f in result["flags"]}
    assert result["score"] == max(0, min(100, round(sum(f["weight"] for f in result["flags"]))))  # the flags add up


@pytest.mark.parametrize(
    "headers",
    [{"Authorization": "Basic dXNlcjpwYXNz"}, {"Authorization": "Bearer "}, {"X-Api-Key": ""}, {"X-Api-Key": "a b"}],
    ids=["basic", "empty bearer", "empty header", "junk"],
)
def test_malformed_credentials_are_refused_not_ignored(client: TestClient, headers: dict[str, str]) -> None:
    response = client.post("/api/check", json={"kind": "url", "url": "example.org"}, headers=headers)
    assert response.status_code == 403 and error_code(response) == "invalid_api_key"


def test_two_different_keys_at_once_are_refused(client: TestClient, key: str) -> None:
    response = client.post(
        "/api/check",
        json={"kind": "url", "url": "example.org"},
        headers={"X-Api-Key": key, "Authorization": "Bearer x"},
    )
    assert error_code(response) == "invalid_api_key"


@pytest.mark.parametrize("path", ["/api/health", "/api/weather", "/openapi.json", "/api/nope", "/elsewhere"])
def test_every_response_carries_the_security_headers_and_no_cors(client: TestClient, path: str) -> None:
    response = client.get(path, headers={"Origin": "https://evil.example"})
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"
    assert "access-control-allow-origin" not in response.headers


@pytest.mark.parametrize(
    ("body", "with_key", "status"),
    [
        (json.dumps({"kind": "text", "text": SCAM_TEXT}).encode(), True, 200),
        (b"{kind: text}", True, 400),
        (b"x" * (64 * 1024 + 1), True, 413),
        (json.dumps({"kind": "text", "text": "hi"}).encode(), False, 403),
    ],
)
def test_check_answers_carry_every_security_header_once_and_no_store(
    client: TestClient, key: str, body: bytes, with_key: bool, status: int
) -> None:
    """POST /api/check skips the Starlette stack (Front's fast lane): its answers, refusals included,
    still carry the security headers, each once, and are never cached."""
    headers = {"Content-Type": "application/json", **({"X-Api-Key": key} if with_key else {})}
    response = client.post("/api/check", content=body, headers=headers)
    assert response.status_code == status
    assert response.headers["cache-control"] == "no-store"
    for name, value in SECURITY_HEADERS.items():
        assert response.headers.get_list(name) == [value]
    if status == 200:
        assert response.headers["content-type"] == "application/json"
        assert response.headers["ratelimit-policy"] == '"key";q=1000000;w=60'
        assert response.headers["ratelimit"].startswith('"key";r=')


def test_check_answers_carry_cors_for_configured_origins_only(tmp_path: Path) -> None:
    app = create_app(Settings(data_dir=tmp_path, cors_origins="https://app.example"))
    body = {"kind": "text", "text": SCAM_TEXT}
    with TestClient(app) as c:
        ok = c.post("/api/check", json=body, headers={"Origin": "https://app.example", "X-Api-Key": "bad"})
        other = c.post("/api/check", json=body, headers={"Origin": "https://evil.example", "X-Api-Key": "bad"})
    assert error_code(ok) == "invalid_api_key" and error_code(other) == "cross_origin_refused"
    assert ok.headers["access-control-allow-origin"] == "https://app.example"
    assert "ratelimit" in ok.headers["access-control-expose-headers"].lower()
    assert "access-control-allow-origin" not in other.headers


def test_a_response_with_its_own_header_keeps_it_and_gets_the_rest_once() -> None:
    from starlette.responses import PlainTextResponse

    from scamhttp.front import Front

    own = PlainTextResponse("x", headers={"Content-Security-Policy": "default-src 'none'", "X-Frame-Options": "DENY"})
    response = TestClient(Front(own, max_body_size=1_000)).get("/")
    assert response.headers.get_list("content-security-policy") == ["default-src 'none'"]
    assert response.headers.get_list("x-frame-options") == ["DENY"]
    for name, value in SECURITY_HEADERS.items():
        if name not in ("content-security-policy", "x-frame-options"):
            assert response.headers.get_list(name) == [value]


def test_cors_is_allowed_only_for_configured_origins(tmp_path: Path) -> None:
    app = create_app(Settings(data_dir=tmp_path, cors_origins="https://app.example"))
    with TestClient(app) as c:
        ok = c.get("/api/weather", headers={"Origin": "https://app.example"})
        other = c.get("/api/weather", headers={"Origin": "https://evil.example"})
        preflight = c.options(
            "/api/check",
            headers={
                "Origin": "https://app.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "X-Api-Key",
            },
        )
    assert ok.headers["access-control-allow-origin"] == "https://app.example"
    assert "access-control-allow-origin" not in other.headers
    assert preflight.status_code == 200 and "x-api-key" in preflight.headers["access-control-allow-headers"].lower()


def test_openapi_is_3_1_valid_and_names_every_operation(client: TestClient) -> None:
    doc = client.get("/openapi.json").json()
    validate(doc)
    assert doc["openapi"].startswith("3.1") and doc["info"]["version"] == "1.0.0"
    ops = {op["operationId"] for path in doc["paths"].values() for op in path.values()}
    assert {"checkScam", "scamWeather", "health", "mcp", "a2a"} <= ops
    assert doc["components"]["securitySchemes"] == {
        "apiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
        "bearer": {"type": "http", "scheme": "bearer"},
    }
    schemas = doc["components"]["schemas"]
    assert {"CheckRequest", "CheckResult", "Error", "Weather", "Health", "Challenge", "JsonRpcRequest"} <= set(schemas)
    refs = json.dumps(doc["paths"])
    assert '"type": "object"' not in refs, "every body schema is a $ref to a model-generated schema"
    assert "aiStatus" in schemas["CheckResult"]["properties"]
    assert "add up to" in schemas["CheckResult"]["properties"]["flags"]["description"]  # the flags sum to the score
    assert {"id", "family", "points", "evidence"} <= set(schemas["Signal"]["properties"])
    assert "family" in schemas["Flag"]["required"] and "signals" in schemas["CheckResult"]["properties"]
    message_type = schemas["CheckResult"]["properties"]["messageType"]
    assert {"otp", "transaction_alert", "unknown"} <= set(message_type["enum"])
    assert "not a verdict" in message_type["description"]
    assert "privacyFloor" in schemas["Weather"]["properties"]
    weather_param = doc["paths"]["/api/weather"]["get"]["parameters"][0]
    assert weather_param["schema"]["pattern"] == "^[A-Za-z]{2}$"


def test_health_lists_every_component(client: TestClient) -> None:
    body = client.get("/api/health").json()
    assert body["version"] == "1.0.0" and body["uptimeSeconds"] >= 0
    assert {"ocr", "store", "quota", "keys", "reviewer", "humanCheck"} <= set(body["components"])
    assert body["status"] in {"ok", "degraded"}


class _BrokenQuota:
    async def hit(self, policy: str, identity: str, per_minute: int) -> Any:
        raise ConnectionError

    async def health(self) -> ComponentStatus:
        raise ConnectionError("redis is down")


def test_a_broken_component_shows_as_degraded_not_as_a_crash(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path)
    service: Service = build_service(settings)
    service.quota = _BrokenQuota()
    with TestClient(create_app(settings, service)) as c:
        response = c.get("/api/health")
        check = c.post("/api/check", json={"kind": "url", "url": "example.org"})
    assert response.status_code == 200
    assert response.json()["status"] == "degraded"
    assert response.json()["components"]["quota"]["status"] == "degraded"
    assert check.status_code == 500 and error_code(check) == "internal_error"


def test_a_busy_service_is_answered_503_with_retry_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal that is not the quota's (every long-text place taken past the wait) still tells the
    client when to come back, and in the error shape."""
    settings = Settings(data_dir=tmp_path)
    service: Service = build_service(settings)

    async def busy(*args: object, **kwargs: object) -> None:
        raise ServiceError("server_busy", "Long checks are busy right now; retry shortly.", 503, retry_after=5)

    monkeypatch.setattr(service, "check", busy)
    with TestClient(create_app(settings, service)) as c:
        response = c.post("/api/check", json={"kind": "text", "text": SCAM_TEXT})
    assert response.status_code == 503 and error_code(response) == "server_busy"
    assert response.headers["Retry-After"] == "5" and "RateLimit" not in response.headers


@pytest.mark.parametrize("country", ["GBR", "1", "g1", "%20gb", "", "ÉÉ"])
def test_weather_refuses_a_malformed_country(client: TestClient, country: str) -> None:
    response = client.get("/api/weather", params={"country": country})
    assert response.status_code == 400 and error_code(response) == "invalid_country"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=200),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
check_like = st.fixed_dictionaries(
    {"kind": st.sampled_from(["text", "url", "image", "TEXT", ""])},
    optional={
        "text": st.text(max_size=300) | json_values,
        "url": st.text(max_size=300) | json_values,
        "image": st.text(max_size=300) | json_values,
        "human_check": st.text(max_size=50) | json_values,
    },
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    body=st.binary(max_size=300)
    | json_values.map(lambda v: json.dumps(v).encode())
    | check_like.map(lambda v: json.dumps(v).encode())
)
def test_no_body_ever_gets_a_500(client: TestClient, key: str, body: bytes) -> None:
    response = client.post("/api/check", content=body, headers={"X-Api-Key": key})
    assert response.status_code in {200, 400, 413}, response.text
    if response.status_code != 200:
        error_code(response)


def test_the_server_warms_the_engine_before_it_answers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr("scamhttp.app.warm_up", lambda: calls.append("warm"))
    app = create_app(Settings(data_dir=tmp_path))
    assert calls == []
    with TestClient(app) as c:
        assert calls == ["warm"]
        assert c.get("/api/weather").status_code == 200


@pytest.mark.parametrize(
    ("headers", "refused"),
    [
        ({"Sec-Fetch-Site": "cross-site", "Origin": "https://elsewhere.example"}, True),
        ({"Sec-Fetch-Site": "same-site", "Origin": "https://sub.testserver"}, True),
        ({"Origin": "https://elsewhere.example", "Content-Type": "text/plain"}, True),  # an older browser
        ({"Origin": "null"}, True),  # a sandboxed frame
        ({"Sec-Fetch-Site": "same-origin", "Origin": "http://testserver"}, False),
        ({"Sec-Fetch-Site": "none"}, False),  # typed by the user
        ({"Origin": "http://testserver"}, False),
        ({"Origin": "http://testserver:80"}, False),  # a default port, which browsers drop
        ({}, False),  # a server, a script, an agent
    ],
)
@pytest.mark.parametrize("path", ["/api/check", "/a2a"])
def test_a_browser_request_from_another_site_is_refused(
    client: TestClient, path: str, headers: dict[str, str], refused: bool
) -> None:
    """A page elsewhere could make its visitors' browsers spend their anonymous quota and feed the
    trends: a text/plain or untyped body needs no CORS preflight, so the request ran unasked."""
    body = json.dumps({"kind": "url", "url": "example.org"})
    response = client.post(path, content=body, headers={"Content-Type": "application/json", **headers})
    if refused:
        assert response.status_code == 403 and error_code(response) == "cross_origin_refused"
        assert response.headers["x-content-type-options"] == "nosniff"  # the security headers too
        # its body unread, the connection ends: a client that sent the next request on it lost it
        assert response.headers["connection"] == "close"
    else:
        assert response.status_code != 403 or error_code(response) != "cross_origin_refused"


def test_a_site_the_operator_allows_may_call_from_its_pages(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, cors_origins="https://partner.example")
    with TestClient(create_app(settings)) as c:
        allowed = c.post(
            "/api/check",
            json={"kind": "url", "url": "example.org"},
            headers={"Origin": "https://partner.example", "Sec-Fetch-Site": "cross-site"},
        )
        other = c.post(
            "/api/check",
            json={"kind": "url", "url": "example.org"},
            headers={"Origin": "https://other.example", "Sec-Fetch-Site": "cross-site"},
        )
    assert error_code(allowed) == "human_check_required"  # past the origin check, to the usual refusal
    assert allowed.headers["access-control-allow-origin"] == "https://partner.example"
    assert other.status_code == 403 and error_code(other) == "cross_origin_refused"


def test_default_ports_are_the_origins_browsers_write() -> None:
    from scamhttp.cross_origin import CrossOrigin

    guard = CrossOrigin(["https://partner.example:443", "http://intranet.example:80/"])
    cross = [(b"sec-fetch-site", b"cross-site")]
    assert not guard.refuses("POST", [*cross, (b"origin", b"https://partner.example")])
    assert not guard.refuses("POST", [*cross, (b"origin", b"http://intranet.example")])
    assert guard.refuses("POST", [*cross, (b"origin", b"https://partner.example:8443")])
    # an older browser behind a proxy that writes the port into Host
    assert not guard.refuses("POST", [(b"origin", b"https://scam.example"), (b"host", b"scam.example:443")])
    assert guard.refuses("POST", [(b"origin", b"https://scam.example"), (b"host", b"other.example:443")])
