"""The workspace's layers: dependencies point inwards only, and the engine knows no transport.

scamcore (the engine) <- scamservice (the policy every protocol shares) <- scamwiring (the
composition root: settings and the ports' real implementations) <- the adapters. scamhttp hosts
the MCP and A2A adapters, so it alone may import them; no adapter's command line imports another
adapter to build its service. Read from the source (import statements), so a lazy import inside a
function counts too.
"""

from __future__ import annotations

import ast
import re
import tomllib
from functools import cache
from pathlib import Path

import pytest

PACKAGES = Path(__file__).resolve().parents[2] / "packages"
ALLOWED: dict[str, set[str]] = {
    "scamcore": set(),
    "scamservice": {"scamcore"},
    "scamwiring": {"scamcore", "scamservice"},
    "scammcp": {"scamcore", "scamservice", "scamwiring"},
    "scama2a": {"scamcore", "scamservice", "scamwiring"},
    "scamhttp": {"scamcore", "scamservice", "scamwiring", "scammcp", "scama2a"},
}


@cache  # scamcore's rule tables take seconds to parse; two tests read each package
def _first_party_imports(package: str) -> dict[str, set[str]]:
    """Each first-party package ``package`` imports, with the modules that import it."""
    found: dict[str, set[str]] = {}
    for path in sorted((PACKAGES / package / "src" / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top in ALLOWED and top != package:
                    found.setdefault(top, set()).add(path.name)
    return found


def test_every_workspace_package_is_listed() -> None:
    assert {p.name for p in PACKAGES.iterdir() if (p / "pyproject.toml").exists()} == set(ALLOWED)


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_imports_point_inwards(package: str) -> None:
    outward = {dep: mods for dep, mods in _first_party_imports(package).items() if dep not in ALLOWED[package]}
    assert not outward, f"{package} imports packages of an outer layer: {outward}"


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_each_imported_package_is_a_declared_dependency(package: str) -> None:
    """An install of one package alone must bring what it imports."""
    meta = tomllib.loads((PACKAGES / package / "pyproject.toml").read_text(encoding="utf-8"))
    declared = {re.split(r"[<>=\[ ]", dep)[0] for dep in meta["project"]["dependencies"]}
    missing = set(_first_party_imports(package)) - declared
    assert not missing, f"{package} imports {missing} without declaring it in its pyproject.toml"


# Transport names and HTTP statuses belong to the adapters (and the service's refusals); the engine
# says "adapters" and "every protocol". Case-sensitive on purpose: "rest" and "http://" are words and
# rule patterns, "REST" and "HTTP 400" are transports.
_TRANSPORT = re.compile(r"\b(?:MCP|A2A|REST|JSON-RPC)\b|\bHTTP \d{3}\b|\b(?:scamhttp|scammcp|scama2a)\b")


def test_the_engine_names_no_transport_and_no_http_status() -> None:
    hits = [
        f"{path.relative_to(PACKAGES)}:{n}: {line.strip()}"
        for path in sorted((PACKAGES / "scamcore" / "src").rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _TRANSPORT.search(line)
    ]
    assert not hits, "\n".join(hits)
    assert not (PACKAGES / "scamcore" / "src" / "scamcore" / "service").exists()


def test_the_standalone_command_lines_build_the_full_service_from_the_composition_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``scammcp --port`` and ``scama2a`` share keys, quotas and trends with ``scamcheck serve``."""
    import asyncio

    from scama2a.cli import make_service
    from scammcp.cli import _full_service
    from scamservice import Service

    monkeypatch.setenv("SCAMCHECK_DATA_DIR", str(tmp_path))
    made = make_service(local=False)
    assert made is not None
    a2a, name = made
    mcp = _full_service()
    try:
        assert isinstance(a2a, Service) and "full service" in name
        assert isinstance(mcp, Service)
    finally:
        for service in (a2a, mcp):
            assert isinstance(service, Service)
            asyncio.run(service.aclose())
