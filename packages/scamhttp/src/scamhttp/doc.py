"""One source per page: a small document tree that renders both to HTML and to Markdown.

Every page (and /llms-full.txt) is built once as a ``Doc``; the HTML templates and ``markdown()``
walk the same blocks, so the Markdown copy of a page can never drift from the page itself.
Inline text uses three Markdown marks only: ``[label](href)``, ``**strong**`` and ``` `code` ```.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import quote

from markupsafe import Markup, escape

__all__ = [
    "Bar",
    "Block",
    "Bullets",
    "Chart",
    "Code",
    "Doc",
    "Heading",
    "Note",
    "Para",
    "Table",
    "inline_html",
    "markdown",
    "plain",
]


@dataclass(frozen=True, slots=True)
class Heading:
    text: str
    level: int = 2
    anchor: str = ""


@dataclass(frozen=True, slots=True)
class Para:
    text: str


@dataclass(frozen=True, slots=True)
class Note:
    """A calm call-out (the 'risk assessment, not proof' reminder, an empty-data notice)."""

    text: str


@dataclass(frozen=True, slots=True)
class Bullets:
    items: tuple[str, ...]
    ordered: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numeric: tuple[int, ...] = ()
    """Column indexes holding numbers (right-aligned)."""
    nowrap: tuple[int, ...] = ()
    """Column indexes whose cells never break over lines (a range such as 70–100 must not read '70–')."""


@dataclass(frozen=True, slots=True)
class Code:
    text: str
    lang: str = ""
    label: str = ""


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class Chart:
    """A horizontal bar chart drawn as SVG in HTML; in Markdown the table that follows it carries the data."""

    title: str
    bars: tuple[Bar, ...]


Block = Heading | Para | Note | Bullets | Table | Code | Chart


@dataclass(frozen=True, slots=True)
class Doc:
    path: str
    """Site-relative URL of the page, e.g. /guides/delivery."""
    title: str
    description: str
    blocks: tuple[Block, ...] = ()
    section: str = ""
    """Which navigation item to mark as current."""
    status: int = 200
    extra: dict[str, object] = field(default_factory=dict)
    """Template-only values (e.g. the checker's level bands); never part of the Markdown."""
    shows_base_url: bool = False
    """The page quotes this server's base URL, which comes from the Host header unless one is configured."""

    @property
    def markdown_path(self) -> str:
        return markdown_path(self.path)


def markdown_path(path: str) -> str:
    """/ -> /md/index.md, /guides/ -> /md/guides.md, /guides/bank -> /md/guides/bank.md.

    Percent-encoded, as the path arrives decoded and goes into a Link header: a not-found page's
    path is the caller's (``/guides/%00`` put a NUL in a header and the answer was lost)."""
    stem = path.strip("/") or "index"
    return quote(f"/md/{stem}.md")


_INLINE = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|`([^`]+)`")


def inline_html(text: str) -> Markup:
    """Escape everything, then turn the three inline marks into tags."""
    out: list[str] = []
    pos = 0
    for m in _INLINE.finditer(text):
        out.append(str(escape(text[pos : m.start()])))
        label, href, strong, code = m.groups()
        if href is not None:
            external = href.startswith(("http://", "https://"))
            rel = ' rel="noopener noreferrer"' if external else ""
            out.append(f'<a href="{escape(href)}"{rel}>{escape(label)}</a>')
        elif strong is not None:
            out.append(f"<strong>{escape(strong)}</strong>")
        else:
            out.append(f"<code>{escape(code)}</code>")
        pos = m.end()
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))


def plain(text: str) -> str:
    """Inline text without its marks (for <title>, meta descriptions and SVG labels)."""
    return _INLINE.sub(lambda m: m.group(1) or m.group(3) or m.group(4) or "", text)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _block_markdown(block: Block) -> str:
    if isinstance(block, Heading):
        return f"{'#' * block.level} {block.text}"
    if isinstance(block, Para):
        return block.text
    if isinstance(block, Note):
        return f"> {block.text}"
    if isinstance(block, Bullets):
        if block.ordered:
            return "\n".join(f"{i}. {item}" for i, item in enumerate(block.items, 1))
        return "\n".join(f"- {item}" for item in block.items)
    if isinstance(block, Table):
        head = "| " + " | ".join(_cell(h) for h in block.headers) + " |"
        rule = "|" + "|".join("---:" if i in block.numeric else "---" for i in range(len(block.headers))) + "|"
        rows = ["| " + " | ".join(_cell(c) for c in row) + " |" for row in block.rows]
        caption = f"{block.caption}\n\n" if block.caption else ""
        return caption + "\n".join([head, rule, *rows])
    if isinstance(block, Code):
        fence = "```"
        label = f"{block.label}\n\n" if block.label else ""
        return f"{label}{fence}{block.lang}\n{block.text.rstrip()}\n{fence}"
    return ""  # Chart: the table next to it carries the same figures


def markdown(doc: Doc) -> str:
    parts = [f"# {doc.title}", f"> {doc.description}"]
    parts.extend(text for text in (_block_markdown(b) for b in doc.blocks) if text)
    return "\n\n".join(parts) + "\n"
