"""tools/list matches what docs/mcp.md documents, and the output schemas are the REST models."""

from __future__ import annotations

import re
from typing import Any

import anyio
import pytest
from mcpkit import ROOT

from scamcore.models import CheckResult
from scammcp.models import GuideResult
from scammcp.server import build_server
from scamservice import LocalService, Weather

MODELS: dict[str, Any] = {"CheckResult": CheckResult, "Weather": Weather, "GuideResult": GuideResult}
JSON_TYPES = {"string": "string", "object or string": "object|string"}
ROW = re.compile(r"^\| `(?P<tool>\w+)` \| (?P<args>.*?) \| `(?P<model>\w+)` \|$", re.MULTILINE)
ARG = re.compile(r"`(?P<name>\w+)` \((?P<type>[\w ]+), (?P<need>required|optional)\)")


def documented() -> dict[str, tuple[dict[str, tuple[str, bool]], str]]:
    text = (ROOT / "docs" / "mcp.md").read_text()
    rows = {}
    for row in ROW.finditer(text):
        args = {a["name"]: (JSON_TYPES[a["type"]], a["need"] == "required") for a in ARG.finditer(row["args"])}
        rows[row["tool"]] = (args, row["model"])
    return rows


def live() -> dict[str, Any]:
    async def main() -> Any:
        return await build_server(LocalService()).list_tools()

    return {t.name: t for t in anyio.run(main)}


def schema_type(prop: dict[str, Any]) -> str:
    if "anyOf" in prop:
        kinds = sorted({("object" if "$ref" in p else p.get("type", "")) for p in prop["anyOf"]} - {"null"})
        return "|".join(kinds)
    return str(prop["type"])


DOCS = documented()


def test_every_live_tool_is_documented_and_vice_versa() -> None:
    assert set(DOCS) == set(live())


@pytest.mark.parametrize("tool", sorted(DOCS))
def test_input_schema_matches_the_documented_arguments(tool: str) -> None:
    schema = live()[tool].input_schema
    args, _ = DOCS[tool]
    assert set(schema["properties"]) == set(args)
    assert set(schema.get("required", [])) == {name for name, (_, required) in args.items() if required}
    for name, (kind, _) in args.items():
        assert schema_type(schema["properties"][name]) == kind, name
        assert schema["properties"][name].get("description"), name


@pytest.mark.parametrize("tool", sorted(DOCS))
def test_output_schema_is_the_documented_model(tool: str) -> None:
    schema = live()[tool].output_schema
    model = MODELS[DOCS[tool][1]]
    expected = model.model_json_schema(by_alias=True)
    assert schema["title"] == model.__name__
    assert set(schema["properties"]) == set(expected["properties"])
    assert set(schema.get("required", [])) == set(expected.get("required", []))


@pytest.mark.parametrize("tool", ["check_message", "check_link"])
def test_a_check_tool_declares_the_message_type_it_returns(tool: str) -> None:
    prop = live()[tool].output_schema["properties"]["messageType"]
    assert set(prop["enum"]) == {
        "otp",
        "transaction_alert",
        "delivery_update",
        "appointment",
        "marketing",
        "personal",
        "unknown",
    }
    assert "not a verdict" in prop["description"]
