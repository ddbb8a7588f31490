"""Spans of text: the windows several scanners search instead of a whole long message."""

from __future__ import annotations

__all__ = ["merge_spans"]


def merge_spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping or touching (start, end) spans made one, in text order (sorts ``spans`` in place)."""
    spans.sort()
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
