"""uvicorn's httptools protocol with the limits it lacks: header size, and time to send a request.

Why: uvicorn (0.54) accepts headers of any size (a 10 MB header was parsed and answered) and
waits forever for a client that sends its request a byte at a time (slowloris), so one client
could hold memory and connections without bound. Here the headers are capped (431) and a request
must arrive within a time limit (headers, then body), else the connection is closed. The timers
stop once the request has arrived: how long the check itself takes is not the client's doing.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from scamwiring.settings import Settings

__all__ = ["GuardedHttpTools"]


@cache
def _limits() -> tuple[int, float, float]:
    """Read once per worker process from the same SCAMCHECK_ variables as everything else."""
    s = Settings()
    return s.max_header_bytes, s.header_timeout_seconds, s.body_timeout_seconds


class HeadersTooLarge(Exception):
    pass


class GuardedHttpTools(HttpToolsProtocol):
    _read_timer: asyncio.TimerHandle | None = None
    _header_bytes = 0

    def _arm(self, seconds: float) -> None:
        self._disarm()
        self._read_timer = self.loop.call_later(seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None

    def _too_slow(self) -> None:
        self._read_timer = None
        if not self.transport.is_closing():
            self.transport.close()  # the app, if it already runs, sees a disconnect

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self._arm(_limits()[1])  # a connection that never sends a request is closed too

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._header_bytes = 0
        self._arm(_limits()[1])

    def _count(self, size: int) -> None:
        self._header_bytes += size
        if self._header_bytes > _limits()[0]:
            if not self.transport.is_closing():
                body = b"Request headers too large."
                self.transport.write(
                    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
                    b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (len(body), body)
                )
                self.transport.close()
            raise HeadersTooLarge  # stops the parser; uvicorn's own 400 then goes to a closed transport

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._arm(_limits()[2])
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()
