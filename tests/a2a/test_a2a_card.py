"""The agent card: both paths, caching headers, both dialects' fields, and no private address."""

from __future__ import annotations

import json
import re
import tarfile
from typing import Any

import httpx
import localhttp
import pytest
from a2akit import TCK_ARCHIVES, Agent
from jsonschema import Draft7Validator, Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012
from starlette.applications import Starlette
from starlette.testclient import TestClient

from scama2a.server import build_a2a
from scamservice import HostPolicy, LocalService

PATHS = ["/.well-known/agent-card.json", "/a2a/.well-known/agent-card.json"]
TEST_HOSTS = HostPolicy.of(["testserver", "10.1.2.3", "[::1]", "scam.example", "93.184.216.34"])
"""The test client's own Host and those the address tests send: any other is refused (421)."""

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
    app = Starlette(routes=build_a2a(LocalService(), public_base_url=public_base_url, hosts=TEST_HOSTS))
    return TestClient(app, **kwargs)


@pytest.mark.e2e
@pytest.mark.parametrize("path", PATHS)
def test_card_served_at_both_paths_with_cache_headers(agent: Agent, path: str) -> None:
    response = localhttp.get(agent.url + path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert re.fullmatch(r"public, max-age=\d+", response.headers["cache-control"])
    etag = response.headers["etag"]
    assert response.headers["last-modified"].endswith("GMT")
    again = localhttp.get(agent.url + path, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
    stale = localhttp.get(agent.url + path, headers={"If-None-Match": '"something-else"'})
    assert stale.status_code == 200
    since = localhttp.get(agent.url + path, headers={"If-Modified-Since": response.headers["last-modified"]})
    assert since.status_code == 304
    head = localhttp.head(agent.url + path)
    assert head.status_code == 200 and head.headers["etag"] == etag and head.content == b""


@pytest.mark.e2e
def test_card_never_names_a_private_address(agent: Agent) -> None:
    card = localhttp.get(agent.url + "/.well-known/agent-card.json").json()
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
    assert response.headers["vary"] == "A2A-Version"


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


@pytest.mark.parametrize("path", PATHS)
def test_a_host_outside_the_policy_gets_no_card(path: str) -> None:
    """The card was built from any Host (with Vary: Host): a name re-pointed here by DNS rebinding
    had its own name written into the card's URLs. Now 421 invalid_host, as MCP answers."""
    response = client().get(path, headers={"Host": "evil.example"})
    assert response.status_code == 421
    assert response.json()["error"]["code"] == "invalid_host"
    assert "evil.example" not in response.text


def test_sdk_parses_the_card() -> None:
    from a2a.client.card_resolver import parse_agent_card

    for headers in ({}, {"A2A-Version": "1.0"}):
        card = parse_agent_card(client().get("/.well-known/agent-card.json", headers=headers).json())
        assert [i.protocol_version for i in card.supported_interfaces] == ["1.0", "0.3"]
        assert card.security_schemes["bearer"].http_auth_security_scheme.scheme == "bearer"
        assert len(card.skills) == 4


# --- one card per requested version, each valid against its own spec's schema ------------------

# The fields A2A 1.0's AgentCard defines (a2a.proto); its JSON schema allows no other.
CARD_1_0_FIELDS = {
    "name", "description", "supportedInterfaces", "provider", "version", "documentationUrl", "capabilities",
    "securitySchemes", "securityRequirements", "defaultInputModes", "defaultOutputModes", "skills", "signatures",
    "iconUrl",
}  # fmt: skip
CARD_0_3_REQUIRED = {
    "name", "description", "url", "version", "protocolVersion", "capabilities", "defaultInputModes",
    "defaultOutputModes", "skills",
}  # fmt: skip


def card_for(version: str | None, how: str = "header") -> tuple[dict[str, Any], httpx.Response]:
    if version is None:
        response = client().get("/.well-known/agent-card.json")
    elif how == "header":
        response = client().get("/.well-known/agent-card.json", headers={"A2A-Version": version})
    else:
        response = client().get("/.well-known/agent-card.json", params={"A2A-Version": version})
    assert response.status_code == 200
    card: dict[str, Any] = response.json()
    return card, response


def tck_schema(branch: str, member: str) -> dict[str, Any] | None:
    """A JSON schema from a conformance-kit snapshot, read straight from its archive; None without ../shared."""
    archive = TCK_ARCHIVES / f"a2a-tck-{branch}.tar.gz"
    if not archive.exists():
        return None
    with tarfile.open(archive) as tar:
        found = tar.extractfile(member)
        assert found is not None, member
        schema: dict[str, Any] = json.load(found)
        return schema


def validator_1_0() -> Draft202012Validator | None:
    """The strict A2A 1.0 AgentCard schema (the kit's specification/a2a.json, CARD-STRUCT-001)."""
    schema = tck_schema("1.0-dev", "specification/a2a.json")
    if schema is None:
        return None
    definitions = schema["definitions"]
    resources = []
    for name, definition in definitions.items():  # its $refs name each definition as a file
        package = "google.protobuf" if name in ("Struct", "Timestamp", "Value") else "lf.a2a.v1"
        resources.append(
            (f"{package}.{name.replace(' ', '')}.jsonschema.json", DRAFT202012.create_resource(definition))
        )
    return Draft202012Validator(definitions["Agent Card"], registry=Registry().with_resources(resources))


def validator_0_3() -> Draft7Validator | None:
    """The A2A 0.3 AgentCard schema (the 0.3.x kit's current_spec/a2a_schema.json)."""
    schema = tck_schema("0.3.x", "current_spec/a2a_schema.json")
    return None if schema is None else Draft7Validator({**schema, "$ref": "#/definitions/AgentCard"})


@pytest.mark.parametrize(("version", "how"), [("1.0", "header"), ("1.0.0", "header"), ("1.0", "query")])
def test_a_1_0_caller_gets_the_strict_1_0_card(version: str, how: str) -> None:
    card, response = card_for(version, how)
    assert set(card) <= CARD_1_0_FIELDS, set(card) - CARD_1_0_FIELDS
    assert set(card["securitySchemes"]["bearer"]) == {"httpAuthSecurityScheme"}
    assert "A2A-Version" in response.headers["vary"]
    validator = validator_1_0()
    if validator is not None:  # the kit's own schema when ../shared is there (CI)
        assert [e.message for e in validator.iter_errors(card)] == []


@pytest.mark.parametrize("version", [None, "0.3", "0.3.0", ""])
def test_a_0_3_caller_or_one_that_names_no_version_gets_the_card_with_0_3_fields(version: str | None) -> None:
    card, _ = card_for(version)
    assert set(card) >= CARD_0_3_REQUIRED
    assert card["protocolVersion"] == "0.3.0" and card["preferredTransport"] == "JSONRPC"
    validator = validator_0_3()
    if validator is not None:
        assert [e.message for e in validator.iter_errors(card)] == []


def test_each_version_has_its_own_etag() -> None:
    (_, strict), (_, dual) = card_for("1.0"), card_for(None)
    assert strict.headers["etag"] != dual.headers["etag"]
    headers = {"A2A-Version": "1.0", "If-None-Match": strict.headers["etag"]}
    assert client().get("/.well-known/agent-card.json", headers=headers).status_code == 304


def test_the_schemas_are_read_when_the_kit_is_there() -> None:
    """Guards the two tests above against silently validating nothing where ../shared exists (CI)."""
    if TCK_ARCHIVES.exists():
        assert validator_1_0() is not None and validator_0_3() is not None
