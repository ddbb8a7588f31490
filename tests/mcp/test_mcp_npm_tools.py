"""The official MCP conformance suite (server mode) and the MCP Inspector CLI against our server.

All are pinned npm packages run under Node 22 from ``scripts/install-test-deps.sh``. The suite
runs whole, in two lines: 0.1.16 (the handshake era) and 0.2.0-alpha with ``--requirements
2026-07-28`` (the stateless era). Many scenarios need the suite's fixture tools
(``test_simple_text``...), which a product server does not have; each such failure is listed in
a baseline file under ``conformance/``, and the suite itself fails the run on any other failure
or on a baseline entry that starts passing. docs/mcp.md gives the counts and every reason.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from mcpkit import ROOT, SCAM_LINK, SCAM_TEXT, Process, npm_env, npm_tool

from scammcp.tools import TOOL_NAMES

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
BASELINES = Path(__file__).parent / "conformance"
SUITES = [
    ("0.1.16", "npm", [], "baseline-0.1.16.yml"),
    ("0.2.0-alpha.12", "npm-next", ["--requirements", "2026-07-28"], "baseline-0.2.0-2026-07-28.yml"),
]


def run(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, env=npm_env(home), capture_output=True, text=True, timeout=180, check=False)


@pytest.mark.parametrize("suite", SUITES, ids=[s[0] for s in SUITES])
def test_conformance_fails_only_where_documented(
    local_server: Process, suite: tuple[str, str, list[str], str], tmp_path: Path
) -> None:
    version, folder, extra, baseline = suite
    argv = [*npm_tool("conformance", folder), "server", "--url", local_server.url + "/mcp", *extra]
    done = run([*argv, "--expected-failures", str(BASELINES / baseline)], tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    totals = re.search(r"Total: (\d+) passed, (\d+) failed", done.stdout)
    assert totals, done.stdout[-2000:]
    docs = (ROOT / "docs" / "mcp.md").read_text()
    line = f"| `{version}` | {' '.join(extra) or 'active suite'} | {totals[1]} | {totals[2]} |"
    assert line in docs, f"docs/mcp.md must list the counts: {line}"
    for entry in re.findall(r"^  - ([\w:.-]+)", (BASELINES / baseline).read_text(), re.MULTILINE):
        assert f"`{entry.split(':')[-1]}`" in docs, f"docs/mcp.md must explain the expected failure {entry}"


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
