"""The scam-weather chart as server-rendered SVG: no script, readable by screen readers.

The SVG is an image with a title and a description naming every bar; the table printed next to
it carries the same figures for anyone who prefers (or needs) a table. Colours come from
presentation attributes, not inline styles, so the page's CSP (style-src 'self') stays strict.
"""

from __future__ import annotations

from markupsafe import Markup, escape

from .doc import Chart, plain

__all__ = ["chart_svg"]

_WIDTH = 640
_LABEL_W = 230
_ROW = 34
_BAR_H = 20
_PAD = 12


def chart_svg(chart: Chart, chart_id: str = "chart") -> Markup:
    peak = max((bar.value for bar in chart.bars), default=0) or 1
    height = _PAD * 2 + _ROW * len(chart.bars)
    room = _WIDTH - _LABEL_W - 90
    title = escape(plain(chart.title))
    desc = escape("; ".join(f"{plain(b.label)}: {b.value}" for b in chart.bars))
    rows: list[str] = []
    for i, bar in enumerate(chart.bars):
        y = _PAD + i * _ROW
        w = max(2, round(room * bar.value / peak))
        label = escape(plain(bar.label))
        rows.append(
            f'<g aria-hidden="true">'
            f'<text x="{_LABEL_W - 8}" y="{y + _BAR_H - 5}" text-anchor="end" class="chart-label">{label}</text>'
            f'<rect x="{_LABEL_W}" y="{y}" width="{w}" height="{_BAR_H}" rx="3" class="chart-bar"/>'
            f'<text x="{_LABEL_W + w + 6}" y="{y + _BAR_H - 5}" class="chart-value">{bar.value}</text>'
            f"</g>"
        )
    return Markup(
        f'<svg class="chart" viewBox="0 0 {_WIDTH} {height}" role="img" '
        f'aria-labelledby="{chart_id}-title {chart_id}-desc" xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{chart_id}-title">{title}</title><desc id="{chart_id}-desc">{desc}</desc>'
        + "".join(rows)
        + "</svg>"
    )
