"""The agent card: both paths, caching headers, both dialects' fields, and no private address."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from a2akit import Agent
from starlette.applications import Starlette
from starlette.testclient import TestClient

from scama2a.server import build_a2a
from scamservice import LocalService

PATHS = ["/.well-known/agent-card.json", "/a2a/.well-known/agent-card.json"]

# The patterns a public-card scanner (the A2A conformance kit's sensitive-information test) rejects.
SENSITIVE = [
    r"(?i)(api[_-]?key|secret|token|password|credential)",
    r"(?i)(private[_-]?key|secret[_-]?key)",
    r"(?i)(access[_-]?token|bearer[_-]?token)",
    r"(?i)(client[_-]?secret|app[_-]?secret)",
    r"(?i)(127\.0\.0\.1|192\.168\.|10\.\d|172\.1[6-9]\.|172\.2[0-9]\.|172\.3[01]\.)",
    r"(?i)(internal|private|admin|debug|test).*(?:url|endpoint|host)",
    r"(?i)(database|db)[_-]?(url|host|connection)",
    r"(?i)(redis|mongo|sql)[_-]?(url|host|connection)",
]


def client(public_base_url: str | None = None, **kwargs: Any) -> TestClient:
    app = Starlette(routes=build_a2a(LocalService(), public_base_url=public_base_url))
    return TestClient(app, **kwargs)


@pytest.mark.e2e
@pytest.mark.parametrize("path", PATHS)
def test_card_served_at_both_paths_with_cache_headers(agent: Agent, path: str) -> None:
    response = httpx.get(agent.url + path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert re.fullmatch(r"public, max-age=\d+", response.headers["cache-control"])
    etag = response.headers["etag"]
    assert response.headers["last-modified"].endswith("GMT")
    again = httpx.get(agent.url + path, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
    stale = httpx.get(agent.url + path, headers={"If-None-Match": '"something-else"'})
    assert stale.status_code == 200
    since = httpx.get(agent.url + path, headers={"If-Modified-Since": response.headers["last-modified"]})
    assert since.status_code == 304
    head = httpx.head(agent.url + path)
    assert head.status_code == 200 and head.headers["etag"] == etag and head.content == b""


@pytest.mark.e2e
def test_card_never_names_a_private_address(agent: Agent) -> None:
    card = httpx.get(agent.url + "/.well-known/agent-card.json").json()
    assert card["url"].startswith("http://localhost:")  # asked via 127.0.0.1, answered with localhost
    text = str(card).lower()
    for pattern in SENSITIVE:
        assert re.search(pattern, text) is None, pattern


def test_card_has_1_0_and_0_3_fields_and_the_skills() -> None:
    card = client().get("/.well-known/agent-card.json").json()
    for field in ("name", "description", "version", "capabilities", "defaultInputModes", "defaultOutputModes"):
        assert card[field]
    assert [(i["protocolBinding"], i["protocolVersion"]) for i in card["supportedInterfaces"]] == [
        ("JSONRPC", "1.0"),
        ("JSONRPC", "0.3"),
    ]
    assert card["url"] == card["supportedInterfaces"][0]["url"] == "http://testserver/a2a"
    assert card["preferredTransport"] == "JSONRPC" and card["protocolVersion"].startswith("0.3")
    assert card["capabilities"]["streaming"] is False and card["capabilities"]["pushNotifications"] is False
    assert {s["id"] for s in card["skills"]} == {"check_message", "check_link", "scam_trends", "scam_guide"}
    for skill in card["skills"]:
        assert skill["id"] and skill["name"] and skill["description"] and skill["tags"]
    scheme = card["securitySchemes"]["bearer"]
    assert scheme["httpAuthSecurityScheme"]["scheme"] == "bearer"
    assert (scheme["type"], scheme["scheme"]) == ("http", "bearer")
    assert {} in card["security"]  # a key is optional: anonymous use is allowed, with lower limits
    assert "safe" not in str(card).lower().replace("unsafe", "")


def test_configured_public_base_url_wins_over_the_host() -> None:
    response = client("https://scamcheck.example/").get("/a2a/.well-known/agent-card.json")
    card = response.json()
    assert card["url"] == "https://scamcheck.example/a2a"
    assert card["provider"]["url"] == "https://scamcheck.example"
    assert "vary" not in response.headers


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("10.1.2.3:8080", "http://localhost:8080/a2a"),
        ("[::1]:9000", "http://localhost:9000/a2a"),
        ("scam.example", "http://scam.example/a2a"),
        ("93.184.216.34", "http://93.184.216.34/a2a"),
    ],
)
def test_private_request_hosts_become_localhost(host: str, expected: str) -> None:
    card = client().get("/.well-known/agent-card.json", headers={"Host": host}).json()
    assert card["url"] == expected


def test_sdk_parses_the_card() -> None:
    from a2a.client.card_resolver import parse_agent_card

    card = parse_agent_card(client().get("/.well-known/agent-card.json").json())
    assert [i.protocol_version for i in card.supported_interfaces] == ["1.0", "0.3"]
    assert card.security_schemes["bearer"].http_auth_security_scheme.scheme == "bearer"
    assert len(card.skills) == 4
