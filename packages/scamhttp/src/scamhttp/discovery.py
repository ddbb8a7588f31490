"""Discovery files for agents: the RFC 9727 API catalog, the Agent Skills index and its SKILL.md,
and /llms.txt. Each is built from the same sources as the pages, so they never disagree.

The MCP server card and the A2A agent card are served by their own adapters.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .doc import Doc
from .pages import NOT_PROOF, TOOL_LIST

__all__ = [
    "API_CATALOG_LINK",
    "API_CATALOG_TYPE",
    "SKILL_NAME",
    "SKILL_PATH",
    "SKILLS_SCHEMA",
    "api_catalog",
    "llms_txt",
    "skill_md",
    "skills_index",
]

API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'
API_CATALOG_LINK = '</.well-known/api-catalog>; rel="api-catalog"'
SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json"
SKILL_NAME = "scam-check"
SKILL_PATH = f"/.well-known/agent-skills/{SKILL_NAME}/SKILL.md"
SKILL_DESCRIPTION = (
    "Check a message, link or screenshot for scam and phishing warning signs with the Scam Check API, "
    "and find the guide and where to report. Use when a user asks whether something they received is a scam."
)
SUMMARY = (
    "Free, open-source service that checks messages, links and screenshots for scam and phishing warning "
    "signs and explains what it found. JSON API, MCP, A2A and in-page WebMCP tools."
)


def _link(href: str, media_type: str, title: str | None = None) -> dict[str, str]:
    target = {"href": href, "type": media_type}
    if title:
        target["title"] = title
    return target


def api_catalog(base: str) -> dict[str, Any]:
    """An RFC 9727 linkset: one entry per API (REST, MCP, A2A) plus the catalog's own list of items."""
    docs = [
        _link(f"{base}/developers", "text/html", "For developers"),
        _link(f"{base}/md/developers.md", "text/markdown", "For developers (Markdown)"),
        _link(f"{base}/llms.txt", "text/plain", "llms.txt"),
    ]
    status = [_link(f"{base}/api/health", "application/json", "Service status")]
    return {
        "linkset": [
            {
                "anchor": f"{base}/.well-known/api-catalog",
                "item": [
                    _link(f"{base}/api/check", "application/json", "Scam Check JSON API"),
                    _link(f"{base}/mcp", "application/json", "Scam Check MCP server"),
                    _link(f"{base}/a2a", "application/json", "Scam Check A2A agent"),
                ],
            },
            {
                "anchor": f"{base}/api/check",
                "service-desc": [_link(f"{base}/openapi.json", "application/vnd.oai.openapi+json", "OpenAPI 3.1")],
                "service-doc": docs,
                "status": status,
            },
            {
                "anchor": f"{base}/mcp",
                "service-desc": [
                    _link(f"{base}/.well-known/mcp/server-card.json", "application/json", "MCP server card")
                ],
                "service-doc": docs,
                "status": status,
            },
            {
                "anchor": f"{base}/a2a",
                "service-desc": [_link(f"{base}/.well-known/agent-card.json", "application/json", "A2A agent card")],
                "service-doc": docs,
                "status": status,
            },
        ]
    }


def skill_md(base: str) -> str:
    """The scam-check skill (agentskills.io SKILL.md): frontmatter, then how to call the API well."""
    return f"""---
name: {SKILL_NAME}
description: {SKILL_DESCRIPTION}
metadata:
  service: "{base}"
  openapi: "{base}/openapi.json"
---
# Scam Check

Use this skill when someone asks whether a message, link or screenshot they received is a scam.

## How to check

Send `POST {base}/api/check` with JSON and an API key (`X-Api-Key: <API_KEY>`; keys come from the
operator). Send exactly one of:

- `{{"kind": "text", "text": "<the whole message>"}}`
- `{{"kind": "url", "url": "<the link or bare domain>"}}`
- `{{"kind": "image", "image": "data:image/png;base64,..."}}` (a screenshot)

Without a key, use the MCP server at `{base}/mcp` (tools {TOOL_LIST}) or the A2A agent at
`{base}/a2a`.

## How to read the answer

- `level.id` is `clear`, `caution`, `suspicious` or `high`; `score` runs 0-100.
- `flags` lists the distinct warning signs (at most 6), each with words quoted from the input; their `weight`s add
  up to the score. Quote them. `signals` lists every rule that fired.
- `advice` is what to do next; `category.guide` is a page to link to (`{base}` + the path).

## How to talk about it

- {NOT_PROOF}
- Never tell anyone a message is harmless or genuine. For `clear`, say no common warning signs were found.
- Stay calm: explain the signs, give the advice, link the guide and `{base}/report` for where to report.
- Do not store or repeat personal details from the message beyond what the answer needs.
"""


def skill_digest(base: str) -> str:
    return "sha256:" + hashlib.sha256(skill_md(base).encode("utf-8")).hexdigest()


def skills_index(base: str) -> dict[str, Any]:
    return {
        "$schema": SKILLS_SCHEMA,
        "skills": [
            {
                "name": SKILL_NAME,
                "type": "skill-md",
                "description": SKILL_DESCRIPTION,
                "url": SKILL_PATH,
                "digest": skill_digest(base),
            }
        ],
    }


def llms_txt(base: str, pages: list[Doc]) -> str:
    """llmstxt.org format: H1, summary blockquote, details, then H2 file lists of Markdown copies."""

    def item(doc: Doc) -> str:
        return f"- [{doc.title}]({base}{doc.markdown_path}): {doc.description}"

    main = [d for d in pages if not d.path.startswith(("/guides/", "/report/")) or d.path == "/guides/"]
    guides = [d for d in pages if d.path.startswith("/guides/") and d.path != "/guides/"]
    countries = [d for d in pages if d.path.startswith("/report/")]
    lines = [
        "# Scam Check",
        "",
        f"> {SUMMARY}",
        "",
        NOT_PROOF,
        "",
        f"Check programmatically with `POST {base}/api/check` (API key), MCP at `{base}/mcp`, A2A at `{base}/a2a`. "
        "Every page below also answers `Accept: text/markdown` at its own address.",
        "",
        "## Pages",
        "",
        *[item(d) for d in main],
        "",
        "## API",
        "",
        f"- [OpenAPI description]({base}/openapi.json): the JSON API (check, weather, health)",
        f"- [API catalog]({base}/.well-known/api-catalog): RFC 9727 linkset of our APIs",
        f"- [MCP server card]({base}/.well-known/mcp/server-card.json): tools over MCP",
        f"- [A2A agent card]({base}/.well-known/agent-card.json): the A2A agent",
        f"- [Agent skill]({base}{SKILL_PATH}): how an assistant should use the check",
        "",
        "## Guides",
        "",
        *[item(d) for d in guides],
        "",
        "## Optional",
        "",
        f"- [Everything in one file]({base}/llms-full.txt): all pages as Markdown",
        *[item(d) for d in countries],
    ]
    return "\n".join(lines) + "\n"
