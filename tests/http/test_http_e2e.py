"""End to end: a real ``scamcheck serve`` (uvicorn) on a free port, spoken to over HTTP with httpx."""

from __future__ import annotations

from pathlib import Path

import altcha
import httpx
import localhttp
import pytest
from httpkit import SCAM_TEXT, Server, make_key

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def solve(base: str) -> str:
    challenge = altcha.Challenge.from_dict(localhttp.get(base + "/api/challenge").json())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def env(**extra: str) -> dict[str, str]:
    return {"SCAMCHECK_ALTCHA_COST": "500", **extra}


def test_keys_work_as_header_or_bearer_and_a_wrong_key_is_refused(tmp_path: Path, server_factory: type[Server]) -> None:
    key = make_key(tmp_path / "var")
    base = server_factory(tmp_path, env()).start().url
    body = {"kind": "text", "text": SCAM_TEXT}
    with httpx.Client(base_url=base) as client:
        by_header = client.post("/api/check", json=body, headers={"X-Api-Key": key})
        by_bearer = client.post("/api/check", json=body, headers={"Authorization": f"Bearer {key}"})
        wrong = client.post("/api/check", json=body, headers={"X-Api-Key": key[:-2] + "xx"})
        wrong_bearer = client.post("/api/check", json=body, headers={"Authorization": "Bearer sck_nope"})
        anonymous = client.post("/api/check", json=body)
    assert by_header.status_code == by_bearer.status_code == 200
    assert by_header.json()["aiStatus"] == by_bearer.json()["aiStatus"] == "not_configured"
    assert by_header.json()["score"] == by_bearer.json()["score"]
    for refused in (wrong, wrong_bearer):
        assert refused.status_code == 403
        assert refused.json() == {
            "ok": False,
            "error": {"code": "invalid_api_key", "message": refused.json()["error"]["message"]},
        }
    assert anonymous.status_code == 403 and anonymous.json()["error"]["code"] == "human_check_required"
    assert anonymous.headers["RateLimit-Policy"] == '"anon";q=5;w=60' and "Retry-After" not in anonymous.headers


def test_a_solved_challenge_is_accepted_once_then_refused_as_a_replay(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    base = server_factory(tmp_path, env()).start().url
    token = solve(base)
    body = {"kind": "text", "text": SCAM_TEXT, "human_check": token}
    first = localhttp.post(base + "/api/check", json=body)
    replay = localhttp.post(base + "/api/check", json=body)
    forged = localhttp.post(base + "/api/check", json={**body, "human_check": token[:-8] + "AAAAAAA="})
    assert first.status_code == 200, first.text
    assert first.json()["aiStatus"] == "not_run"
    assert replay.status_code == 403 and replay.json()["error"]["code"] == "human_check_failed"
    assert forged.status_code == 403 and forged.json()["error"]["code"] == "human_check_failed"


def test_quotas_trip_at_the_configured_count_with_ratelimit_headers(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    key = make_key(tmp_path / "var", per_minute=3)
    base = server_factory(tmp_path, env(SCAMCHECK_ANON_PER_MINUTE="2")).start().url
    body = {"kind": "url", "url": "example.org"}
    with httpx.Client(base_url=base, headers={"X-Api-Key": key}) as client:
        answers = [client.post("/api/check", json=body) for _ in range(4)]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    assert [a.headers["RateLimit"].split(";")[1] for a in answers] == ["r=2", "r=1", "r=0", "r=0"]
    assert all(a.headers["RateLimit-Policy"] == '"key";q=3;w=60' for a in answers)
    limited = answers[-1]
    assert limited.json()["error"]["code"] == "rate_limited"
    retry = int(limited.headers["Retry-After"])
    assert 1 <= retry <= 60 and limited.headers["RateLimit"] == f'"key";r=0;t={retry}'

    anon = [localhttp.post(base + "/api/check", json={**body, "human_check": solve(base)}) for _ in range(3)]
    assert [a.status_code for a in anon] == [200, 200, 429]
    assert anon[0].headers["RateLimit-Policy"] == '"anon";q=2;w=60'
    assert "Retry-After" in anon[2].headers


def test_weather_counts_checks_globally_and_per_country_and_survives_a_restart(
    tmp_path: Path, server_factory: type[Server]
) -> None:
    key = make_key(tmp_path / "var", per_minute=10_000)
    settings = env(SCAMCHECK_COUNTRY_HEADER="CF-IPCountry", SCAMCHECK_PRIVACY_FLOOR="2")
    server = server_factory(tmp_path, settings).start()
    headers = {"X-Api-Key": key}
    body = {"kind": "text", "text": SCAM_TEXT}
    categories = set()
    with httpx.Client(base_url=server.url, headers=headers) as client:
        for country, n in (("GB", 4), ("fr", 2), ("XX", 1)):
            for _ in range(n):
                r = client.post("/api/check", json=body, headers={"CF-IPCountry": country})
                assert r.status_code == 200
                assert r.json()["level"]["id"] != "clear", "the fixture text should show warning signs"
                categories.add(r.json()["category"]["id"])
        glob = client.get("/api/weather").json()
        gb = client.get("/api/weather", params={"country": "gb"}).json()
        fr = client.get("/api/weather?country=FR").json()
        de = client.get("/api/weather?country=DE").json()
        bad = client.get("/api/weather?country=GBR")
    (category,) = categories
    assert glob["country"] is None and glob["total"] == 7
    assert [(c["id"], c["count"], c["share"]) for c in glob["categories"]] == [(category, 7, 1.0)]
    assert glob["categories"][0]["guide"] == f"/guides/{category}"
    assert glob["categories"][0]["change"] is None and glob["categories"][0]["previousCount"] == 0
    assert gb["country"] == "GB" and gb["total"] == 4
    assert fr["total"] == 2 and de["total"] == 0 and de["categories"] == []
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid_country"

    server.stop()
    again = server_factory(tmp_path, settings).start()
    after = localhttp.get(again.url + "/api/weather").json()
    assert after["total"] == 7 and after["categories"] == glob["categories"]


MCP_HEADERS = {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25"}


def mcp_check(client: httpx.Client, n: int, headers: dict[str, str] | None = None) -> httpx.Response:
    call = {"name": "check_message", "arguments": {"text": SCAM_TEXT}}
    return client.post(
        "/mcp",
        json={"jsonrpc": "2.0", "id": n, "method": "tools/call", "params": call},
        headers={**MCP_HEADERS, **(headers or {})},
    )


def test_mcp_and_a2a_share_the_quotas_and_trends_of_the_rest_api(tmp_path: Path, server_factory: type[Server]) -> None:
    key = make_key(tmp_path / "var", per_minute=1000)
    settings = env(
        SCAMCHECK_ANON_PER_MINUTE="2",
        SCAMCHECK_PRIVACY_FLOOR="1",
        SCAMCHECK_TRUSTED_PROXIES="127.0.0.1",
        SCAMCHECK_COUNTRY_HEADER="CF-IPCountry",
    )
    base = server_factory(tmp_path, settings).start().url
    via = {"X-Forwarded-For": "198.51.100.7", "CF-IPCountry": "GB"}
    with httpx.Client(base_url=base, timeout=30) as client:
        rest = client.post("/api/check", json={"kind": "text", "text": SCAM_TEXT}, headers={"X-Api-Key": key})
        via_mcp = [mcp_check(client, n, via) for n in range(3)]  # anonymous agents: no human check, IP quota of 2
        other_ip = mcp_check(client, 7, {**via, "X-Forwarded-For": "198.51.100.8"})
        keyed_mcp = mcp_check(client, 9, {"X-Api-Key": key})
        weather = client.get("/api/weather").json()
        gb = client.get("/api/weather?country=GB").json()
        card = client.get("/.well-known/agent-card.json")
        a2a = client.post(
            "/a2a",
            json={
                "jsonrpc": "2.0",
                "id": "1",
                "method": "message/send",
                "params": {"message": {"role": "user", "messageId": "m1", "parts": [{"kind": "text", "text": "hi"}]}},
            },
            headers={"X-Api-Key": key},
        )
    assert rest.status_code == 200
    assert [r.status_code for r in via_mcp] == [200, 200, 200]
    assert "rate_limited" not in via_mcp[1].text and "rate_limited" in via_mcp[2].text
    assert "rate_limited" not in other_ip.text  # the forwarded address, not the proxy's, is counted
    assert keyed_mcp.status_code == 200 and "rate_limited" not in keyed_mcp.text
    assert weather["total"] == 5  # REST + three anonymous MCP checks that ran + one keyed MCP check
    assert gb["total"] == 3  # the country header, believed from the trusted proxy, reached MCP too
    assert card.status_code == 200 and a2a.status_code == 200 and a2a.json()["jsonrpc"] == "2.0"
