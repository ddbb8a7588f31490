"""The content of every page, each built once as a ``Doc`` (HTML, Markdown and llms files share it).

Guides come from ``scamcore.guides`` and reporting services from ``scamcore.reporting``; this
module only arranges them. No text here calls anything safe: a result is a risk assessment.
"""

from __future__ import annotations

import json

from scamcore.categories import CATEGORIES
from scamcore.guides import GUIDES, Guide
from scamcore.limits import LIMITS
from scamcore.reporting import CHECKED, REPORTING, ReportingInfo
from scamcore.scoring import BANDS
from scammcp.tools import TOOL_NAMES
from scamservice import Weather

from .doc import Bar, Block, Bullets, Chart, Code, Doc, Heading, Note, Para, Table

__all__ = [
    "REPORT_COUNTRIES",
    "TOOL_LIST",
    "about_page",
    "checker_page",
    "developers_page",
    "guide_page",
    "guides_page",
    "not_found_page",
    "report_country_page",
    "report_page",
    "trends_page",
]

SITE = "Scam Check"
NOT_PROOF = (
    "A result is an automated risk assessment, never proof. A message with no warning signs can still be a "
    "scam, so check anything that asks for money or personal details through an official channel."
)
REPORT_COUNTRIES: tuple[str, ...] = tuple(code for code in REPORTING if code)
"""Countries with their own reporting page, in table order; the generic fallback has code ""."""
TOOL_LIST = ", ".join(f"`{name}`" for name in TOOL_NAMES[:-1]) + f" and `{TOOL_NAMES[-1]}`"
"""The MCP server's tools as the pages and the skill name them, from the list the server registers."""


def _band_range(index: int) -> str:
    band = BANDS[index]
    top = BANDS[index - 1].minimum - 1 if index > 0 else 100
    return f"{band.minimum}–{top}"


def _bands_table() -> Table:
    rows = tuple((_band_range(i), band.label, band.headline) for i, band in enumerate(BANDS))
    return Table("What the score means", ("Score", "Level", "What it means"), rows, nowrap=(0,))


def checker_page() -> Doc:
    bands = [{"id": b.id, "min": b.minimum, "range": _band_range(i), "label": b.label} for i, b in enumerate(BANDS)]
    return Doc(
        path="/",
        title="Is this a scam? Check a message, link or screenshot",
        description=(
            "Paste a suspicious message, a link or a screenshot and get a calm, explained risk assessment: "
            "a score, the warning signs we found with their evidence, and what to do next."
        ),
        section="check",
        blocks=(
            Heading("How to use it", anchor="how"),
            Bullets(
                (
                    "**Message**: paste the whole text of the SMS, e-mail or chat message.",
                    "**Link**: paste the link or just the web address (for example `parcel-fee.top`). We never "
                    "open it; we only read the address.",
                    "**Screenshot**: paste an image from the clipboard, drop a file, or choose one. We read the "
                    "text in it and check that.",
                )
            ),
            Para(
                "A short human check runs in the background of the page so that automated abuse stays out. "
                "Nothing you paste is stored or logged: it is checked and forgotten."
            ),
            _bands_table(),
            Note(NOT_PROOF),
            Heading("For programs and assistants", anchor="agents"),
            Para(
                "The same check is available as a JSON API, over MCP and A2A, and as in-page tools for "
                "browsers with WebMCP: see [for developers](/developers)."
            ),
        ),
        extra={"bands": json.dumps(bands)},
    )


def guides_page() -> Doc:
    rows = tuple((f"[{g.title}]({g.path})", _first_sentence(g.how_it_works)) for g in GUIDES.values())
    return Doc(
        path="/guides/",
        title="Scam guides",
        description="How common scams work, the signs to look for, and what to do now or if you already paid.",
        section="guides",
        blocks=(
            Para(
                "Each guide is written in plain language: how the scam works, the signs, what to do now and "
                "what to do if you already paid or clicked. You can also describe what you received in the "
                "search box and we open the closest guide."
            ),
            Table("All guides", ("Guide", "In short"), rows),
            Para("Lost money or shared details? See [where to report a scam](/report)."),
        ),
        extra={"search": True},
    )


def _first_sentence(text: str) -> str:
    head, sep, _ = text.partition(". ")
    return head + "." if sep else text


def guide_page(guide: Guide) -> Doc:
    category = CATEGORIES[guide.id]
    return Doc(
        path=guide.path,
        title=guide.title,
        description=_first_sentence(guide.how_it_works),
        section="guides",
        blocks=(
            Heading("How it works", anchor="how"),
            Para(guide.how_it_works),
            Heading("Signs to look for", anchor="signs"),
            Bullets(guide.signs),
            Heading("What to do now", anchor="now"),
            Bullets(guide.do_now),
            Heading("If you already paid or clicked", anchor="paid"),
            Bullets(guide.if_paid_or_clicked),
            Heading("Good to know", anchor="tips"),
            Bullets(category.advice),
            Para(
                "See [where to report a scam](/report) in your country, or [check a message](/) you received. "
                "[All guides](/guides/)."
            ),
        ),
    )


def _channel_lines(info: ReportingInfo) -> tuple[str, ...]:
    lines = []
    for ch in info.channels:
        how = []
        if ch.url:
            how.append(f"[{ch.url.removeprefix('https://').removeprefix('http://')}]({ch.url})")
        if ch.phone:
            digits = "".join(c for c in ch.phone if c.isdigit() or c == "+")
            how.append(f"phone [{ch.phone}](tel:{digits})")
        if ch.email:
            how.append(f"e-mail `{ch.email}`")
        reach = f" ({', '.join(how)})" if how else ""
        lines.append(f"**{ch.name}**{reach}: {ch.purpose}")
    return tuple(lines)


def _in(name: str) -> str:
    """'in the United Kingdom', 'in France'."""
    the = name.startswith(("United ", "Netherlands"))
    return f"in the {name}" if the else f"in {name}"


def _country_path(code: str) -> str:
    return f"/report/{code.lower()}"


def report_page() -> Doc:
    fallback = REPORTING[""]
    rows = tuple((f"[{info.country_name}]({_country_path(code)})", code) for code, info in REPORTING.items() if code)
    return Doc(
        path="/report",
        title="Where to report a scam",
        description="Official places to report a scam and to forward a scam text, by country.",
        section="report",
        blocks=(
            Para(
                "Reporting helps others: networks block the numbers and links, and the authorities see which "
                "scams are going round. If you paid or shared bank details, call your bank first."
            ),
            Table("Countries", ("Country", "Code"), rows),
            Heading("Anywhere else", anchor="anywhere"),
            Para(f"**Forward a scam text:** {fallback.forward_texts}"),
            Bullets(_channel_lines(fallback)),
            Para(fallback.emergency),
            Para(f"Addresses last checked {CHECKED}. Services change: if a link is out of date, tell us."),
        ),
    )


def report_country_page(info: ReportingInfo, requested: str) -> Doc:
    fallback = not info.country
    name = info.country_name if not fallback else requested.upper()
    blocks: list[Block] = []
    if fallback:
        blocks.append(Note(f"We have no list for {requested.upper()} yet, so these are places that help anywhere."))
    blocks.extend(
        [
            Heading("Forward a scam text", anchor="forward"),
            Para(info.forward_texts),
            Heading("Report the scam", anchor="report"),
            Bullets(_channel_lines(info)),
            Heading("In an emergency", anchor="emergency"),
            Para(info.emergency),
            Para(
                f"Last checked {info.checked}. Not sure what kind of scam it was? "
                "[Read the guides](/guides/) or [check the message](/). [All countries](/report)."
            ),
        ]
    )
    return Doc(
        path=_country_path(requested),
        title=f"Where to report a scam: {name}",
        description=f"Official places to report a scam and to forward a scam text {_in(name)}.",
        section="report",
        blocks=tuple(blocks),
    )


COMMON_SCAMS = ("delivery", "bank", "family", "account", "toll", "investment")
"""Guides the scam weather offers while it has nothing to show (a fresh install, a quiet country)."""


def trends_page(weather: Weather) -> Doc:
    """The figures once, with how to read them once; the service's own note is for API readers."""
    where = weather.country or "worldwide"
    name = REPORTING[weather.country].country_name if weather.country in REPORTING else where
    period = f"{weather.since.isoformat()} to {weather.until.isoformat()}"
    place = _in(name) if weather.country else "worldwide"
    floor = weather.privacy_floor
    blocks: list[Block] = [
        Para(
            f"Which kinds of scam people checked here over the last {weather.days} days ({period}, UTC), {place}. "
            "These are checks run on this service, not a count of all scams."
        ),
    ]
    if weather.categories:
        blocks.append(
            Chart(
                f"Checks with warning signs by kind of scam, {period}",
                tuple(Bar(c.label, c.count, _change(c.change)) for c in weather.categories),
            )
        )
        rows = tuple(
            (
                f"[{c.label}]({c.guide})",
                str(c.count),
                f"{round(c.share * 100)}%",
                str(c.previous_count),
                _change(c.change),
            )
            for c in weather.categories
        )
        blocks.append(
            Table(
                f"Scam weather {name}, {period}: {weather.total} checks with warning signs",
                ("Kind of scam", "Checks", "Share", "Previous 7 days", "Change"),
                rows,
                numeric=(1, 2, 3),
            )
        )
        blocks.append(
            Para(
                "Only checks that found warning signs count. A kind of scam counts on a day only when it had at "
                f"least {floor} such checks that day, so no one person's check can be picked out."
            )
        )
    else:
        blocks.append(
            Note(
                f"Nothing to show yet: no kind of scam had {floor} or more checks with warning signs on one day "
                f"here in this period. Smaller counts stay hidden so no one person's check can be picked out; "
                "the chart fills in as people check messages on this server."
            )
        )
        blocks.append(Heading("Scams that often come up", anchor="common"))
        blocks.append(Bullets(tuple(f"[{GUIDES[g].title}]({GUIDES[g].path})" for g in COMMON_SCAMS)))
        blocks.append(Para("Received something that worries you? [Check it now](/)."))
    links = ["[Worldwide](/trends)"] + [
        f"[{REPORTING[code].country_name}](/trends/{code.lower()})" for code in REPORT_COUNTRIES
    ]
    blocks.append(Heading("By country", anchor="countries"))
    blocks.append(Para(" · ".join(links)))
    blocks.append(Para("The same figures as JSON: `GET /api/weather` (add `?country=GB` for one country)."))
    return Doc(
        path="/trends" if not weather.country else f"/trends/{weather.country.lower()}",
        title=f"Scam weather: {name}",
        description=f"Trending scam types over the last {weather.days} days, {where}.",
        section="trends",
        blocks=tuple(blocks),
    )


def _change(change: float | None) -> str:
    if change is None:
        return "new"
    pct = round(change * 100)
    return f"+{pct}%" if pct > 0 else f"{pct}%"


def about_page() -> Doc:
    return Doc(
        path="/about",
        title="About Scam Check",
        description="How the check works, what it cannot know, privacy and limits.",
        section="about",
        blocks=(
            Heading("How the check works", anchor="how"),
            Para(
                "Scam Check reads the message the way a careful friend would. Rules written for patterns that "
                "scams share (pressure and deadlines, requests for codes or payment, prizes you never entered, "
                "'new number' family messages) add points; so does link analysis, which looks at each address "
                "for look-alike brand names, unusual endings, disguised characters and hosting that scammers "
                "favour. Screenshots are read with text recognition (OCR) and then checked the same way."
            ),
            Para(
                "The points are added up per group and capped, so one kind of sign cannot dominate, and the "
                "total becomes a score from 0 to 100 with a level. Every sign is shown with the evidence that "
                "triggered it, so you can judge it yourself."
            ),
            _bands_table(),
            Heading("What it cannot know", anchor="limits-of-knowledge"),
            Bullets(
                (
                    "Whether the sender is who they claim to be: a scam can be well written and still lie.",
                    "What a link leads to: we never open links, we only read the address.",
                    "New tricks that share none of the usual signs.",
                    "Your situation: if something asks for money or personal details, check it through the "
                    "organisation's official app, website or phone number.",
                )
            ),
            Note(NOT_PROOF),
            Heading("Privacy", anchor="privacy"),
            Bullets(
                (
                    "Nothing you paste is stored or logged: messages, links and screenshots are checked in memory "
                    "and forgotten.",
                    "The page only counts how many checks found which kind of scam, per day and country, for the "
                    "[scam weather](/trends); small counts are never shown.",
                    "No cookies for tracking, no third-party scripts: every file on these pages comes from this "
                    "server.",
                    "The human check is a small puzzle your browser solves; it does not track you.",
                )
            ),
            Heading("Limits", anchor="limits"),
            Bullets(
                (
                    f"Messages up to {LIMITS.max_text_chars:,} characters; links up to {LIMITS.max_url_chars:,} "
                    "characters.",
                    f"Screenshots up to {LIMITS.max_image_bytes // (1024 * 1024)} MB (PNG, JPEG, WebP or GIF).",
                    "A few checks a minute without an API key; keys are issued by the operator.",
                    "Checks without a key use rules and link analysis only; AI review needs a key.",
                )
            ),
            Heading("Open source", anchor="source"),
            Para(
                "Scam Check is open source and runs offline: no outside service is called to check a message. "
                "Programs and assistants can use it too: see [for developers](/developers)."
            ),
        ),
    )


def developers_page(base: str) -> Doc:
    check = (
        f"curl -s {base}/api/check -H 'X-Api-Key: <API_KEY>' -H 'Content-Type: application/json' \\\n"
        '     -d \'{"kind": "text", "text": "Your parcel is on hold, pay 1.99 at https://parcel-fee.top/pay"}\''
    )
    link = (
        f"curl -s {base}/api/check -H 'Authorization: Bearer <API_KEY>' -H 'Content-Type: application/json' \\\n"
        '     -d \'{"kind": "url", "url": "paypa1-secure-login.top"}\''
    )
    mcp_json = json.dumps(
        {"mcpServers": {"scam-check": {"type": "http", "url": f"{base}/mcp", "headers": {"X-Api-Key": "<API_KEY>"}}}},
        indent=2,
    )
    mcp_call = (
        f"curl -s {base}/mcp -H 'Content-Type: application/json' "
        "-H 'Accept: application/json, text/event-stream' \\\n"
        "     -H 'MCP-Protocol-Version: 2025-06-18' \\\n"
        '     -d \'{"jsonrpc": "2.0", "id": 1, "method": "tools/call", '
        '"params": {"name": "check_link", "arguments": {"url": "paypa1-secure-login.top"}}}\''
    )
    a2a_call = (
        f"curl -s {base}/a2a -H 'Content-Type: application/json' -d '{{\n"
        '  "jsonrpc": "2.0", "id": 1, "method": "message/send",\n'
        '  "params": {"message": {"kind": "message", "role": "user", "messageId": "m1",\n'
        '             "parts": [{"kind": "text", "text": "Hi Mum, new number, can you send £200?"}]},\n'
        '             "configuration": {"blocking": true}}}\''
    )
    webmcp = (
        "const mc = document.modelContext ?? navigator.modelContext;\n"
        "// on any page of this site, an agent-enabled browser lists these tools:\n"
        "// check_message_for_scam, find_scam_guide, where_to_report_scam, open_scam_checker"
    )
    return Doc(
        path="/developers",
        title="Scam Check for developers",
        description="The JSON API, MCP and A2A in one page, with copy-paste examples and the discovery files.",
        section="developers",
        shows_base_url=True,
        blocks=(
            Para(
                "Every way in runs the same check with the same result shape. A result is a risk assessment, "
                "never proof: show it calmly, never tell anyone a message is harmless, and link the guide it returns."
            ),
            Heading("JSON API", anchor="api"),
            Para(
                "`POST /api/check` with `kind` (`text`, `url` or `image`) and the matching field. Server-to-server "
                "use needs an API key (`X-Api-Key` or `Authorization: Bearer`), issued by the operator; browser "
                "use sends a solved human check (`GET /api/challenge`, ALTCHA) as `human_check` instead. "
                "The full description is [openapi.json](/openapi.json)."
            ),
            Code(check, "sh", "Check a message:"),
            Code(link, "sh", "Check a link (a bare domain is fine):"),
            Para(
                "A screenshot goes in `image` as a `data:` URL (PNG, JPEG, WebP or GIF). The answer has `score` "
                "(0-100), `level` (`clear`, `caution`, `suspicious`, `high`), `summary`, `flags` (the distinct "
                "signs, whose weights add up to the score) with their evidence, `signals` (every rule that "
                "fired), `advice`, `category` with its `guide`, `aiStatus`, `disclaimer` and `links`. "
                'Errors are `{"ok": false, "error": {"code", "message"}}`; 429 comes with `Retry-After`.'
            ),
            Code(f"curl -s '{base}/api/weather?country=GB'", "sh", "The scam weather (last 7 days):"),
            Heading("MCP", anchor="mcp"),
            Para(
                f"A stateless Streamable HTTP MCP server at `/mcp` with the tools {TOOL_LIST}. "
                "The key is optional; without one the anonymous quota applies."
            ),
            Code(mcp_json, "json", "Client configuration:"),
            Code(mcp_call, "sh", "A raw call:"),
            Heading("A2A", anchor="a2a"),
            Para(
                "An A2A agent at `/a2a` speaking A2A 1.0 (`SendMessage`) and 0.3 (`message/send`); its card is at "
                "[/.well-known/agent-card.json](/.well-known/agent-card.json)."
            ),
            Code(a2a_call, "sh", "Send a message (0.3, waiting for the result):"),
            Heading("In-page tools (WebMCP)", anchor="webmcp"),
            Para(
                "Every page registers four tools with browsers that support WebMCP: `check_message_for_scam`, "
                "`find_scam_guide`, `where_to_report_scam` (all read-only) and `open_scam_checker`. They call "
                "the same API as the page, including the human check."
            ),
            Code(webmcp, "js"),
            Heading("Discovery files", anchor="discovery"),
            Table(
                "Where agents find us",
                ("Path", "What"),
                (
                    ("[/openapi.json](/openapi.json)", "OpenAPI 3.1 description of the JSON API"),
                    ("[/.well-known/api-catalog](/.well-known/api-catalog)", "API catalog (RFC 9727 linkset)"),
                    ("[/.well-known/mcp/server-card.json](/.well-known/mcp/server-card.json)", "MCP server card"),
                    ("[/.well-known/agent-card.json](/.well-known/agent-card.json)", "A2A agent card"),
                    (
                        "[/.well-known/agent-skills/index.json](/.well-known/agent-skills/index.json)",
                        "Agent Skills index with the scam-check skill",
                    ),
                    ("[/llms.txt](/llms.txt), [/llms-full.txt](/llms-full.txt)", "Text for language models"),
                ),
            ),
            Para(
                "Every page has a Markdown copy: send `Accept: text/markdown` to the same address, or put `/md` "
                "in front of the path and `.md` at the end (`/md/index.md` is this site's home page)."
            ),
        ),
    )


def not_found_page(path: str) -> Doc:
    return Doc(
        path=path,
        title="Page not found",
        description="There is no page at this address.",
        status=404,
        blocks=(Para("Try [the checker](/), [the guides](/guides/) or [where to report a scam](/report)."),),
    )


def trends_unavailable_page(path: str) -> Doc:
    """The scam weather when its store fails (503): the page exists, its figures can't be read now."""
    return Doc(
        path=path,
        title="Scam weather unavailable",
        description="The scam weather figures are unavailable for now.",
        status=503,
        blocks=(
            Para("The figures behind this page can't be read right now. Please try again in a few minutes."),
            Para("Checks still work: [check a message or link](/), or read [the guides](/guides/)."),
        ),
    )
