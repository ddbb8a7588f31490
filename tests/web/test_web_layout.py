"""Layout measured in headless Chromium: what must stay readable at a phone's and a desktop's width."""

from __future__ import annotations

import pytest
from httpkit import Server
from playwright.sync_api import Browser, expect
from webkit import DESKTOP, PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

# Line boxes of each cell's text: a cell whose text wraps has more than one.
CELL_LINES = """table => Array.from(table.querySelectorAll('tbody tr > :first-child')).map(cell => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return [cell.textContent, new Set(Array.from(range.getClientRects()).map(r => Math.round(r.top))).size];
})"""
# How far each code block's text runs past the block's right edge.
CODE_OVERRUN = "blocks => blocks.map(pre => pre.scrollWidth - pre.clientWidth)"


@pytest.mark.parametrize("path", ["/", "/about"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_score_column_keeps_each_range_on_one_line(
    server: Server, browser: Browser, path: str, viewport: dict[str, int]
) -> None:
    context = browser.new_context(viewport=viewport)
    try:
        page = context.new_page()
        page.goto(server.url + path)
        table = page.locator("table", has=page.locator("caption", has_text="What the score means"))
        expect(table).to_be_visible()
        cells = table.evaluate(CELL_LINES)
        assert len(cells) == 4 and all(lines == 1 for _, lines in cells), cells
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_developer_examples_stay_inside_their_blocks(
    server: Server, browser: Browser, viewport: dict[str, int]
) -> None:
    context = browser.new_context(viewport=viewport)
    try:
        page = context.new_page()
        page.goto(server.url + "/developers")
        blocks = page.locator("pre.code")
        expect(blocks.first).to_be_visible()
        overruns = blocks.evaluate_all(CODE_OVERRUN)
        assert len(overruns) >= 6 and max(overruns) <= 0, overruns
        widest = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert widest <= 0
    finally:
        context.close()
