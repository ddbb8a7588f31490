"""The official MCP conformance suite (server mode) and the MCP Inspector CLI against our server.

Both are pinned npm packages run under Node 22 from ``scripts/install-test-deps.sh``. The suite's
other scenarios need its fixture tools (``test_simple_text``...), which a product server does not
have, so only the generic ones run (research/conformance.md section 1.5).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from mcpkit import SCAM_LINK, SCAM_TEXT, Process, npm_env, npm_tool

from scammcp.tools import TOOL_NAMES

pytestmark = pytest.mark.e2e
SCENARIOS = ["server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection"]


def run(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, env=npm_env(home), capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_conformance_scenario_passes(local_server: Process, scenario: str, tmp_path: Path) -> None:
    argv = [*npm_tool("conformance"), "server", "--url", local_server.url + "/mcp", "--scenario", scenario]
    done = run(argv, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 failed" in done.stdout


def inspector(server: Process, home: Path, *args: str, era: str = "legacy") -> tuple[int, Any]:
    argv = [*npm_tool("inspector"), "--cli", "--format", "json", "-q", "--protocol-era", era, server.url + "/mcp"]
    done = run([*argv, *args], home)
    return done.returncode, json.loads(done.stdout) if done.stdout.strip() else done.stderr


def test_inspector_lists_portable_tool_schemas(local_server: Process, tmp_path: Path) -> None:
    code, out = inspector(local_server, tmp_path, "--strict", "--method", "tools/list")
    assert code == 0, out  # --strict exits 6 on a schema portability error
    assert [t["name"] for t in out["result"]["tools"]] == list(TOOL_NAMES)


CALLS: list[tuple[str, dict[str, Any], str]] = [
    ("check_message", {"text": SCAM_TEXT}, "score"),
    ("check_link", {"url": SCAM_LINK}, "score"),
    (
        "check_screenshot",
        {"image": "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"},
        "score",
    ),
    ("scam_trends", {"country": "GB"}, "categories"),
    ("scam_guide", {"topic": "parcel text"}, "report"),
]


@pytest.mark.parametrize("era", ["legacy", "modern"])
@pytest.mark.parametrize("call", CALLS, ids=[c[0] for c in CALLS])
def test_inspector_calls_each_tool(
    local_server: Process, tmp_path: Path, era: str, call: tuple[str, dict[str, Any], str]
) -> None:
    tool, args, field = call
    argv = ["--method", "tools/call", "--tool-name", tool, "--tool-args-json", json.dumps(args)]
    code, out = inspector(local_server, tmp_path, *argv, era=era)
    assert code == 0, out
    result = out["result"]
    assert result["isError"] is False
    assert field in result["structuredContent"]
    assert result["content"][0]["type"] == "text"


def test_inspector_sees_a_bad_argument_as_a_tool_error(local_server: Process, tmp_path: Path) -> None:
    code, out = inspector(
        local_server, tmp_path, "--method", "tools/call", "--tool-name", "check_link", "--tool-args-json", '{"url": ""}'
    )
    assert code == 5  # the inspector's exit code for an isError result
    assert out["result"]["isError"] is True
    assert "missing_field" in out["result"]["content"][0]["text"]


def test_inspector_reads_a_guide_resource(local_server: Process, tmp_path: Path) -> None:
    code, out = inspector(local_server, tmp_path, "--method", "resources/read", "--uri", "scamcheck://guides/bank")
    assert code == 0, out
    assert out["result"]["contents"][0]["text"].startswith("# Bank impersonation")
