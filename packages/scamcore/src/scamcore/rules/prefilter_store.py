"""The prefilters of scamcore's own patterns, derived ahead of time and read from a data file.

Deriving a pattern's literals (``prefilter.py``) parses it a second time and walks its tree: for
the ~950 patterns a server's ``warm_up`` meets, about 40% of the warm-up, paid again by every
process that starts. They depend only on the pattern (and its flags and text form), so
``scripts/gen_prefilters.py`` derives, in a fresh process, every one the engine asks for, and
writes them to ``data/prefilters.json``; ``prefilter.py`` reads a pattern's entry there first.

The derivation stays the one source of truth: a pattern missing from the file (edited since) is
derived as before, and the file is read only under the Python release it was made with (another
release's parser may read a pattern otherwise). ``tests/core/test_prefilter_store.py`` fails,
naming the script, when the file differs from what the derivation gives now.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import wraps
from importlib.resources import files
from typing import Any, TypeVar

__all__ = ["PATH", "PYTHON", "recording", "stored", "strings"]

PATH = files("scamcore").joinpath("data", "prefilters.json")
PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"
"""The file holds what this release's regex parser gives; under another, every entry is derived."""

T = TypeVar("T")


def _load() -> dict[str, dict[str, str]]:
    """Each entry kept as its JSON text, decoded when asked for: decoded, the ~1,400 entries' lists
    and strings took ~10 MB for the life of every worker, where each is read once or twice."""
    try:
        data: dict[str, Any] = json.loads(PATH.read_text("utf-8"))
    except FileNotFoundError:  # a checkout that has not generated it yet: everything is derived
        return {}
    if data.get("python") != PYTHON:
        return {}
    return {
        name: {key: json.dumps(entry, ensure_ascii=False) for key, entry in entries.items()}
        for name, entries in data.items()
        if isinstance(entries, dict)
    }


_STORED: dict[str, dict[str, str]] = _load()
_RECORDED: dict[str, dict[str, Any]] = {}
_RECORDING: list[bool] = []


def recording() -> dict[str, dict[str, Any]]:
    """Stop reading the file and record every derivation made from now on, section by section
    (what ``scripts/gen_prefilters.py`` writes). Called first in a fresh process."""
    _STORED.clear()
    _RECORDING.append(True)
    return _RECORDED


def stored(
    section: str, encode: Callable[[T], Any], decode: Callable[[tuple[Any, ...], Any], T]
) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Look a derivation's arguments up in the file's ``section`` before deriving: ``decode``
    makes the value from the arguments and the stored entry, ``encode`` the entry from a value
    (JSON: lists, strings, numbers, None)."""

    def wrap(derive: Callable[..., T]) -> Callable[..., T]:
        @wraps(derive)
        def get(*args: Any) -> T:
            key = json.dumps(args, ensure_ascii=False)
            entry = _STORED.get(section, {}).get(key)
            if entry is not None:
                return decode(args, json.loads(entry))
            value = derive(*args)
            if _RECORDING:
                _RECORDED.setdefault(section, {})[key] = encode(value)
            return value

        return get

    return wrap


def strings(found: frozenset[str] | None) -> list[str] | None:
    """A set of strings as the file holds it: sorted, so that the file is the same on every run."""
    return None if found is None else sorted(found)
