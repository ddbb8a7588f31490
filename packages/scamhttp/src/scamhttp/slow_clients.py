"""uvicorn's httptools protocol with the limits it lacks, and its own answers in our Error shape.

Why: uvicorn (0.54) accepts headers of any size (a 10 MB header was parsed and answered), waits
forever for a client that sends its request a byte at a time (slowloris), counts idle connections
against ``limit_concurrency`` (so idle sockets turned everyone away with 503), keeps reading a body
it already refused until the body timeout, and answers bad HTTP and overload in plain text. Here:

- headers are capped (431), counted as their bytes arrive (httptools hands a header over only
  once its line ends, so a line that never ended was held whole, 20 MB in a probe, until the
  timeout), and a request must arrive within a time limit (headers, then body), else the
  connection is closed. The timers stop once the request has arrived: how long the check
  itself takes is not the client's doing;
- connections are capped per client address and per worker, closing idle and slow ones first
  (connections.py); the 503 for too many requests in flight counts requests, not sockets;
- a response sent before the request body was all received (413, a refusal) ends the connection
  after a short grace for the client to read it, instead of reading the rest; the answers written
  here (431, 400) end our side and drop what still arrives for that grace too, since closing a
  socket with unread bytes sends a reset that can discard the answer unread (RFC 9112, 9.6);
- one request at a time per connection: one sent before the last was answered ends the connection
  after that answer (uvicorn queued every pipelined request a read held, without bound); a chunked
  body's framing and trailers count against the header cap too, and trailers never reach the app;
- a head that RFC 9112 says to refuse (no Host on HTTP/1.1, two Hosts, Transfer-Encoding on
  HTTP/1.0) gets 400, and an HTTP/1.0 client is never sent "100 Continue";
- every answer the server layer writes itself is ``{"ok": false, "error": {"code", "message"}}``.
"""

from __future__ import annotations

import asyncio
import time
from functools import cache
from ipaddress import IPv4Network, IPv6Network
from typing import Any

from starlette.types import Receive, Scope, Send
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from scamservice import BUSY_RETRY_SECONDS
from scamwiring.settings import Settings

from .client import is_trusted
from .connections import Phase, Registry
from .errors import error_bytes, error_response

__all__ = ["GuardedHttpTools"]

LINGER_SECONDS = 2.0
"""After an early answer, how long the rest of a body is read and dropped before closing."""
LINGER_BYTES = 1 << 20
"""After an early answer (431, 400, or the app's 413), how much more it reads and drops at most: a
client pushing at full speed sent 9.9 GB in the 2 s of grace."""


@cache
def _settings() -> Settings:
    """Read once per worker process from the same SCAMCHECK_ variables as everything else."""
    return Settings()


@cache
def _proxies(settings: Settings) -> list[IPv4Network | IPv6Network]:
    """The trusted proxies, parsed once per settings: the exemption is asked when an address is at its cap."""
    return settings.proxy_networks()


def _exempt(host: str | None) -> bool:
    """Connections from a trusted proxy aren't capped per address: the proxy has its own cap."""
    return is_trusted(host, _proxies(_settings()))


def _registry(server_state: Any) -> Registry:
    registry: Registry | None = getattr(server_state, "scamcheck_registry", None)
    if registry is None:
        s = _settings()
        registry = Registry(s.max_connections_per_address, s.max_connections, _exempt)
        server_state.scamcheck_registry = registry
    return registry


async def _busy(scope: Scope, receive: Receive, send: Send) -> None:
    response = error_response(
        "server_busy", "The server is answering as many requests as it may at once; retry in a few seconds.", 503
    )
    response.headers["Retry-After"] = str(BUSY_RETRY_SECONDS)
    response.headers["Connection"] = "close"
    await response(scope, receive, send)


class _StopParsing(Exception):
    """Raised from a parser callback to end the parse of what was received (httptools then raises
    HttpParserCallbackError, and uvicorn's 400 finds the connection's answer already decided)."""


def _too_large(limit: int) -> bytes:
    return error_bytes("headers_too_large", f"The request line and headers are larger than {limit} bytes.")


def _framing_fault(version: str, headers: list[tuple[bytes, bytes]]) -> str | None:
    """Why the request's head is not one a server may act on, or None (uvicorn checks neither).

    RFC 9112, 3.2: an HTTP/1.1 request without a Host field, or any request with two, gets 400 (two
    hosts let a cache and the app disagree on which site was asked). RFC 9112, 6.1: an HTTP/1.0
    request with Transfer-Encoding is faulty framing (a 1.0 hop in between would read the chunks
    as the body, then the rest as a second request). httptools also takes "HTTP/2.0" and "HTTP/0.9"
    in a request line, which no client sends over this framing: refused, not exempt from the rest."""
    if version not in ("1.0", "1.1"):
        return "Only HTTP/1.1 and HTTP/1.0 are served here."
    hosts = sum(name == b"host" for name, _ in headers)
    if hosts > 1 or (hosts == 0 and version == "1.1"):
        return "A request must carry one Host header (HTTP/1.1 at least one, any version at most one)."
    if version == "1.0" and any(name == b"transfer-encoding" for name, _ in headers):
        return "An HTTP/1.0 request cannot use Transfer-Encoding; send Content-Length."
    return None


class GuardedHttpTools(HttpToolsProtocol):
    _read_timer: asyncio.TimerHandle | None = None
    _header_bytes = 0
    _address: str | None = None
    _lingering = False
    _refused = False
    _pipelined = False
    _raw_header_bytes = 0
    _framing_bytes = 0
    _body_bytes = 0
    _dropped = 0
    phase = Phase.IDLE
    since = 0.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # uvicorn's own check counts idle sockets and answers in plain text; ours is in on_headers_complete
        self._max_in_flight = self.limit_concurrency
        self.limit_concurrency = None
        self._connections = _registry(self.server_state)

    def _arm(self, seconds: float) -> None:
        self._disarm()
        self._read_timer = self.loop.call_later(seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None

    def _too_slow(self) -> None:
        self._read_timer = None
        self.shed()

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self.since = time.monotonic()

    def shed(self) -> None:
        """Close the connection (the app, if it already runs, sees a disconnect)."""
        if not self.transport.is_closing():
            self.transport.close()

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self._enter(Phase.IDLE)
        self._address = self._connections.admit(self, self.client[0] if self.client else None)
        if self._address is None:
            transport.close()  # over a cap with nothing idle or slow to close instead
            return
        self._arm(_settings().header_timeout_seconds)  # a connection that never sends a request is closed too

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._address is not None:
            self._connections.leave(self, self._address)
        super().connection_lost(exc)

    def eof_received(self) -> bool | None:  # type: ignore[override]  # asyncio's signature; uvicorn's says None
        """A client may end its side once its request is sent (``shutdown(SHUT_WR)``, ``nc -N``): the
        request is whole, so it is answered, then the connection closes. uvicorn let asyncio close
        the socket at once and the answer was lost. A request still arriving can never end: closed."""
        if self.phase is Phase.ACTIVE and self.cycle is not None and not self.cycle.response_complete:
            self.cycle.keep_alive = False
            return True
        return None

    def data_received(self, data: bytes) -> None:
        if self._refused or self._pipelined or self.transport.is_closing():
            # refused, shed or waiting to end: nothing more is parsed, and a client that goes on
            # sending at full speed after its answer is cut off instead of read for the whole grace
            self._dropped += len(data)
            if self._dropped > LINGER_BYTES:
                self.shed()
            return
        if self._lingering:  # the rest of a body refused early: read for the grace, but not without end
            self._dropped += len(data)
            if self._dropped > LINGER_BYTES:
                self.shed()
                return
        if self.phase is Phase.IDLE and not self._lingering and not data.strip(b"\r\n"):
            # empty lines between requests, which the parser skips anyway (RFC 9112, 2.2): fed to it,
            # each reset uvicorn's keep-alive timer, so one CRLF a second held an idle connection open
            return
        before, body_before = self.phase, self._body_bytes
        super().data_received(data)
        if self._refused or self.phase is not before:
            return  # a chunk that crosses from one part of a request to the next is not counted
        # httptools hands a header or trailer over only once its line ends, and reads a chunk-size
        # line to its end, so an endless line would be held whole in memory (or parsed for as long
        # as it came) until the timeout: count the bytes fed that were not body.
        limit = _settings().max_header_bytes
        if before is Phase.HEADERS:
            self._raw_header_bytes += len(data)
            if self._raw_header_bytes > limit:
                self._refuse(_too_large(limit))
        elif before is Phase.BODY:
            self._framing_bytes += len(data) - (self._body_bytes - body_before)
            if self._framing_bytes > limit + self._body_bytes:  # chunks of 8 bytes or more pass
                self._refuse(_too_large(limit))

    def _refuse(self, answer: bytes) -> None:
        """Answer, end our side, and drop what the client still sends for a moment before closing.

        While a body is being read the request's task may be running: it is told the client left,
        so what it sends later is dropped, and if it has already begun its answer ours is not sent.
        """
        if self._refused or self.transport.is_closing():
            return
        self._refused = True
        if self.phase is Phase.BODY and self.cycle is not None:
            if self.cycle.response_started:
                answer = b""
            self.cycle.disconnected = True
            self.cycle.message_event.set()
        if answer:
            self.transport.write(answer)
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self._arm(min(LINGER_SECONDS, _settings().header_timeout_seconds))

    def _unsupported_upgrade_warning(self) -> None:
        """Nothing: a request that asks to switch protocols (WebSocket, h2c) is answered as plain
        HTTP, and uvicorn's two warnings for it let any caller write two log lines a request, with
        no key and no quota (4,000 lines from 2,000 requests in 3 s)."""

    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to bytes that are not HTTP, in our shape (its text is fixed, never the input)."""
        if not self._pipelined:
            self._refuse(error_bytes("invalid_http", "The request is not valid HTTP/1.1."))

    def on_message_begin(self) -> None:
        if self.cycle is not None and not self.cycle.response_complete:
            # A request sent before the last one was answered (pipelining): uvicorn would queue every
            # such request a chunk holds, without bound (280,000 from 9 MB, RSS +250 MB), and parse
            # the next one's headers while the last answer is still going out. Here the connection
            # ends after that answer, and the client sends the rest again (RFC 9112, 9.3.2).
            self._pipelined = True
            self.flow.pause_reading()
            raise _StopParsing
        super().on_message_begin()
        self._header_bytes = self._raw_header_bytes = self._framing_bytes = self._body_bytes = 0
        self._enter(Phase.HEADERS)
        self._arm(_settings().header_timeout_seconds)

    def _count(self, size: int) -> None:
        self._header_bytes += size
        limit = _settings().max_header_bytes
        if self._header_bytes > limit:
            self._refuse(_too_large(limit))
            raise _StopParsing

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)
        if self.phase is Phase.BODY:
            return  # a trailer: counted, but never added to the headers the app already read
        super().on_header(name, value)

    def on_body(self, body: bytes) -> None:
        self._body_bytes += len(body)
        super().on_body(body)

    def on_headers_complete(self) -> None:
        framing = _framing_fault(self.parser.get_http_version(), self.headers)
        if framing is not None:
            self._refuse(error_bytes("invalid_http", framing))
            raise _StopParsing
        if self.parser.get_http_version() == "1.0":
            self.expect_100_continue = False  # RFC 9110, 10.1.1: a 1.0 client cannot read an interim answer
        self._enter(Phase.BODY)
        self._arm(_settings().body_timeout_seconds)
        if self._max_in_flight is not None and len(self.tasks) >= self._max_in_flight:
            app, self.app = self.app, _busy  # requests in flight, not open sockets, are what is limited
            try:
                super().on_headers_complete()
            finally:
                self.app = app
            return
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        if self._lingering:
            self.shed()  # the rest of a refused body has arrived: close cleanly
            return
        self._enter(Phase.ACTIVE)
        super().on_message_complete()

    def on_response_complete(self) -> None:
        unread = self.cycle is not None and self.cycle.more_body
        super().on_response_complete()
        self._enter(Phase.IDLE)
        if self._pipelined:
            self._refuse(b"")  # the request sent early stays unanswered: the client sends it again
            return
        if unread and not self.transport.is_closing():
            # answered before the body was all here (413 and other refusals): read and drop what is
            # already in flight for a moment, so the client gets the answer, then close
            self._unset_keepalive_if_required()
            self._lingering = True
            self._arm(min(LINGER_SECONDS, _settings().body_timeout_seconds))
