"""Reading the API key a caller presents: one rule for REST, MCP and A2A.

Either ``X-Api-Key: <key>`` or ``Authorization: Bearer <key>`` (the spec's two alternatives). A
malformed, empty or conflicting key is refused with ``invalid_api_key``, never treated as anonymous:
a caller who meant to use a key must learn that it did not work.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from .contract import ServiceError
from .ports import ApiKey, ComponentStatus, KeyStore

__all__ = ["KEY_CACHE_SECONDS", "CachedKeyStore", "presented_key"]

KEY_CACHE_SECONDS = 5.0
"""How long a verified key is believed without asking the store again: a revoked key stops working
within this time (``SCAMCHECK_KEY_CACHE_SECONDS``). Long enough that a busy key costs one store
lookup every few seconds instead of one per request; short enough for a revocation to be prompt."""


def _refuse(message: str) -> ServiceError:
    return ServiceError("invalid_api_key", message, 403)


def presented_key(x_api_key: str | None, authorization: str | None) -> str | None:
    """The key from the two headers' values (None when neither is sent); raises ServiceError."""
    bearer = None
    if authorization is not None:
        scheme, _, value = authorization.strip().partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            raise _refuse("Authorization must be 'Bearer <key>'.")
        bearer = value.strip()
    if x_api_key is not None and bearer is not None and x_api_key.strip() != bearer:
        raise _refuse("X-Api-Key and Authorization carry different keys; send one.")
    key = x_api_key.strip() if x_api_key is not None else bearer
    if key is not None and not key:
        raise _refuse("The API key is empty.")
    return key


class CachedKeyStore:
    """A key store that remembers the keys it verified for ``ttl_seconds``.

    Why: every request with a key paid an SQLite lookup and a SHA-256 (about 18 us of CPU, 1-2 us
    from here; docs/performance.md). Only found keys are remembered, so a key issued a moment ago works on its first
    request, and a flood of wrong keys fills nothing (each still costs a lookup, as before). The
    cache holds the SHA-256 of each key, never the key; its size is bounded by the issued keys in
    use, and it is emptied if it ever reaches ``max_entries``.
    """

    def __init__(
        self,
        store: KeyStore,
        ttl_seconds: float = KEY_CACHE_SECONDS,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_entries: int = 10_000,
    ) -> None:
        self.store = store
        self.ttl_seconds = ttl_seconds
        self._clock = clock
        self._max_entries = max_entries
        self._found: dict[bytes, tuple[ApiKey, float]] = {}
        self._pending: dict[bytes, asyncio.Future[ApiKey | None]] = {}
        self._executor: ThreadPoolExecutor | None = None

    def find(self, raw_key: str) -> ApiKey | None:
        digest, now, hit = self._remembered(raw_key)
        if hit is not None:
            return hit
        return self._remember(digest, now, self.store.find(raw_key))

    async def find_async(self, raw_key: str) -> ApiKey | None:
        """``find`` for the event loop: a key remembered is answered here (a thread hand-off costs
        more than the lookup in the cache), one to look up is looked up in a worker thread, since
        the store may wait there (SQLite under another process's lock: up to
        ``REQUEST_BUSY_SECONDS``), and every other client's request would wait with it.

        One lookup per key in flight: concurrent requests with the same key not yet remembered
        share it (ten of them made ten store calls). The lookups run on two threads of their own:
        on the shared default executor, lookups queued behind a store lock starved every other
        thread job of the worker (health, long texts)."""
        digest, now, hit = self._remembered(raw_key)
        if hit is not None:
            return hit
        loop = asyncio.get_running_loop()
        pending = self._pending.get(digest)
        if pending is None or pending.get_loop() is not loop:  # (a test's loop gone mid-lookup)
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="scam-keys")
            pending = loop.run_in_executor(self._executor, self.store.find, raw_key)
            self._pending[digest] = pending
            pending.add_done_callback(lambda done: self._settled(digest, now, done))
        return await asyncio.shield(pending)  # a waiter that is cancelled leaves the lookup to the others

    def _settled(self, digest: bytes, now: float, done: asyncio.Future[ApiKey | None]) -> None:
        if self._pending.get(digest) is done:
            del self._pending[digest]
        if not done.cancelled() and done.exception() is None:
            self._remember(digest, now, done.result())

    def _remembered(self, raw_key: str) -> tuple[bytes, float, ApiKey | None]:
        digest = hashlib.sha256(raw_key.encode("utf-8", "surrogatepass")).digest()
        now = self._clock()
        hit = self._found.get(digest)
        return digest, now, hit[0] if hit is not None and hit[1] > now else None

    def _remember(self, digest: bytes, now: float, key: ApiKey | None) -> ApiKey | None:
        if key is None:
            self._found.pop(digest, None)
            return None
        if len(self._found) >= self._max_entries:
            self._found.clear()
        self._found[digest] = (key, now + self.ttl_seconds)
        return key

    def health(self) -> ComponentStatus:
        return self.store.health()
