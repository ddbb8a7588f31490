"""One real ``scamcheck serve`` and one headless Debian Chromium per test session.

Chromium is driven by Playwright with ``executable_path`` (``playwright install`` is never run);
``scripts/install-test-deps.sh`` installs it, and axe-core from npm into ``.tools/``. Screenshots
land in ``artifacts/web/`` (gitignored).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "http"))
sys.path.insert(0, str(ROOT / "tests" / "fixtures"))

from httpkit import Server  # noqa: E402
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright  # noqa: E402
from webkit import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DESKTOP  # noqa: E402


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    data = tmp_path_factory.mktemp("web-server")
    env = {
        "SCAMCHECK_DATA_DIR": str(data),
        "SCAMCHECK_ANON_PER_MINUTE": "1000",
        "SCAMCHECK_ALTCHA_COST": "2000",
        "SCAMCHECK_PRIVACY_FLOOR": "1",
        "SCAMCHECK_TREND_FLUSH_SECONDS": "0",
    }
    srv = Server(cwd=data, env=env).start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One Chromium per test file, not per session: Playwright's sync API keeps an asyncio loop
    running while it is open, and the suite runs files on parallel workers (pytest-xdist), where a
    loop left running would break every later ``asyncio.run`` on the same worker."""
    assert CHROMIUM.exists(), "Debian chromium is missing: run scripts/install-test-deps.sh"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport=DESKTOP)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    """A page that fails the test on any console error or CSP violation."""
    pg = context.new_page()
    problems: list[str] = []
    pg.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    pg.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    yield pg
    assert not problems, problems


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
