"""Every main page passes axe-core (WCAG 2.2 A and AA rules) at phone and desktop widths, a shown
result included, and a screenshot of each is saved under artifacts/web/ for people to look at."""

from __future__ import annotations

import json
from pathlib import Path

import localhttp
import pytest
from httpkit import Server, make_key
from playwright.sync_api import Browser, Page, expect
from webkit import AXE, DESKTOP, PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

PAGES = {
    "home": "/",
    "guides": "/guides/",
    "guide-delivery": "/guides/delivery",
    "report": "/report",
    "report-gb": "/report/gb",
    "trends": "/trends",
    "about": "/about",
    "developers": "/developers",
}
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def axe_violations(page: Page) -> list[dict[str, object]]:
    """Run axe-core in the page. page.evaluate is not subject to the page's CSP, so nothing is relaxed."""
    assert AXE.exists(), "axe-core is missing: run scripts/install-test-deps.sh"
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    results = page.evaluate("tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})", WCAG_TAGS)
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in results["violations"]
    ]


@pytest.fixture(scope="module")
def trends_with_data(server: Server) -> None:
    """A few real checks so the scam weather has bars and rows (privacy floor is 1 in the test server)."""
    key = make_key(Path(server.env["SCAMCHECK_DATA_DIR"]))
    for text in (
        "USPS: your parcel is on hold. Pay the $1.99 redelivery fee now at https://usps-redelivery.top/pay",
        "Congratulations! You have won a $1000 gift card. Claim your prize now at http://win-prize.top",
        "Hi Mum, this is my new number, can you send me £200 for rent today?",
    ):
        r = localhttp.post(server.url + "/api/check", json={"kind": "text", "text": text}, headers={"X-Api-Key": key})
        assert r.status_code == 200, r.text


@pytest.mark.usefixtures("trends_with_data")
@pytest.mark.parametrize("width", ["phone", "desktop"])
@pytest.mark.parametrize("name", list(PAGES))
def test_page_passes_axe_and_is_photographed(
    server: Server, browser: Browser, artifacts: Path, name: str, width: str
) -> None:
    viewport = PHONE if width == "phone" else DESKTOP
    context = browser.new_context(viewport=viewport)
    try:
        page = context.new_page()
        page.goto(server.url + PAGES[name])
        expect(page.locator("h1")).to_be_visible()
        if name == "home":
            expect(page.locator("altcha-widget input[type=checkbox]")).to_be_attached()
        violations = axe_violations(page)
        page.screenshot(path=str(artifacts / f"{name}-{width}.png"), full_page=True)
        assert not violations, json.dumps(violations, indent=1)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{name} scrolls sideways by {overflow}px at {viewport['width']}px"
    finally:
        context.close()


def test_a_shown_result_passes_axe_and_is_photographed(server: Server, browser: Browser, artifacts: Path) -> None:
    for width, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        context = browser.new_context(viewport=viewport)
        try:
            page = context.new_page()
            page.goto(server.url + "/")
            page.get_by_label("Paste the message").fill(
                "Your bank account is locked. Verify now at http://secure-bank-login.top or it will be closed today."
            )
            page.get_by_role("button", name="Check it").click()
            expect(page.locator("#result")).to_be_visible(timeout=30_000)
            summaries = page.locator("#result details > summary")
            for i in range(summaries.count()):  # what is folded away is checked too
                summaries.nth(i).click()
            expect(page.locator("#result details:not([open])")).to_have_count(0)
            violations = axe_violations(page)
            page.screenshot(path=str(artifacts / f"result-{width}.png"), full_page=True)
            assert not violations, json.dumps(violations, indent=1)
        finally:
            context.close()


def test_every_page_is_usable_with_the_keyboard_from_the_skip_link(server: Server, page: Page) -> None:
    page.goto(server.url + "/about")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to main content")
    expect(skip).to_be_focused()
    expect(skip).to_be_visible()  # it appears when focused
    page.keyboard.press("Enter")
    expect(page.locator("#main")).to_be_focused()


def test_the_accessibility_check_itself_catches_violations(page: Page) -> None:
    """So a green run means the pages passed, not that axe never ran."""
    page.set_content('<html lang="en"><body><main><img src="data:,"><input type="text"></main></body></html>')
    ids = {v["id"] for v in axe_violations(page)}
    assert {"image-alt", "label"} <= ids
