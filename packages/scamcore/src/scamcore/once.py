"""Tables built on first use, once, however many threads ask for them together.

The engine builds its big tables lazily (an English-only process never needs the Spanish rules;
a process that sees no long text never needs the long-text automata), and a server calls it from
several threads. Built without a lock, each thread that met a table first built its own copy, and
the caches keyed by those copies then compared equal but distinct sets of thousands of strings on
every lookup: the process stayed five times slower for its whole life. ``functools.cache`` has
the same race (it may call the function twice), so the engine's lazy tables use these instead.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from functools import wraps
from typing import Generic, TypeVar, cast

__all__ = ["Once", "once", "once_per_key"]

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)
_UNSET: object = object()


class Once(Generic[T]):
    """A value built by ``build`` the first time it is asked for, once."""

    __slots__ = ("_build", "_lock", "_value")

    def __init__(self, build: Callable[[], T]) -> None:
        self._build = build
        self._lock = threading.Lock()
        self._value: object = _UNSET

    def get(self) -> T:
        value = self._value
        if value is _UNSET:  # checked again under the lock: another thread may have built it meanwhile
            with self._lock:
                if self._value is _UNSET:
                    self._value = self._build()
                value = self._value
        return cast(T, value)


def once(build: Callable[[], T]) -> Callable[[], T]:
    """``build`` of no argument, called once and remembered (``Once`` as a decorator)."""
    value = Once(build)

    @wraps(build)
    def get() -> T:
        return value.get()

    return get


def once_per_key(build: Callable[[K], T]) -> Callable[[K], T]:
    """``build``, called once per argument and remembered, like ``functools.cache`` of one
    argument, but never twice for one key when threads ask together. A failure is not remembered.

    One lock per function, taken only on a miss; reentrant, so that building one key may ask
    for another."""
    built: dict[K, T] = {}
    lock = threading.RLock()

    @wraps(build)
    def get(key: K) -> T:
        value = built.get(key, _UNSET)
        if value is _UNSET:
            with lock:
                value = built.get(key, _UNSET)
                if value is _UNSET:
                    value = built[key] = build(key)
        return cast(T, value)

    return get
