"""Which connections a worker keeps when it runs short: idle and slow ones go first, oldest first.

Why: uvicorn's ``limit_concurrency`` counts open connections, idle ones included, so ~1,100 sockets
from one client that send nothing (or a body a byte at a time) made it answer 503 to everyone for
as long as they were held. Here each connection has a phase, and room is made by closing the
connection that costs others least:

1. idle (connected, or kept alive after a response, and nothing of a request received yet);
2. sending its headers; 3. sending its body. A request whose body has arrived is being answered
   and is never closed to make room.

Two caps, per worker: ``per_address`` connections from one client address (an IPv6 /64 counts as
one, as for quotas; a trusted proxy is exempt, it has its own cap, see docs/operations.md) and
``total``. A new connection over a cap closes that address's (or, for the total, the busiest
address's) first sheddable connection; if none can be closed, the new one is refused. What was
closed is logged as counts every ``REPORT_SECONDS`` at most, never an address or a header.
"""

from __future__ import annotations

import asyncio
import enum
import logging
from collections.abc import Callable, Sequence
from typing import Protocol

from scamservice import quota_identity

__all__ = ["REPORT_SECONDS", "Conn", "Phase", "Registry"]

log = logging.getLogger("scamhttp.connections")

REPORT_SECONDS = 10.0


class Phase(enum.IntEnum):
    """In the order connections are closed to make room; ACTIVE ones never are."""

    IDLE = 0
    HEADERS = 1
    BODY = 2
    ACTIVE = 3


class Conn(Protocol):
    phase: Phase
    since: float

    def shed(self) -> None: ...


class Registry:
    """The connections of one worker (one uvicorn server), by client address."""

    def __init__(
        self,
        per_address: int,
        total: int,
        exempt: Callable[[str | None], bool],
        *,
        report_seconds: float = REPORT_SECONDS,
    ) -> None:
        self.per_address = per_address
        self.total = total
        self._exempt = exempt
        self._by_address: dict[str, dict[Conn, None]] = {}
        self._count = 0
        self._shed = 0
        self._refused = 0
        self._report: asyncio.TimerHandle | None = None
        self._report_seconds = report_seconds

    def admit(self, conn: Conn, host: str | None) -> str | None:
        """Register a new connection, making room if needed; its bucket, or None when refused."""
        address = quota_identity(host)  # one bucket per client, the quotas' way
        conns = self._by_address.get(address, {})
        if len(conns) >= self.per_address and not self._exempt(host) and not self._make_room([(address, conns)]):
            self._count_refusal()
            return None
        if self._count >= self.total:
            busiest = sorted(self._by_address.items(), key=lambda item: len(item[1]), reverse=True)
            if not self._make_room(busiest):
                self._count_refusal()
                return None
        self._by_address.setdefault(address, {})[conn] = None  # (the room made may have emptied its group)
        self._count += 1
        return address

    def leave(self, conn: Conn, address: str) -> None:
        conns = self._by_address.get(address)
        if conns is not None and conns.pop(conn, 0) is None:
            self._count -= 1
            if not conns:
                del self._by_address[address]

    def _make_room(self, groups: Sequence[tuple[str, dict[Conn, None]]]) -> bool:
        for address, conns in groups:
            victim = min((c for c in conns if c.phase < Phase.ACTIVE), key=lambda c: (c.phase, c.since), default=None)
            if victim is not None:
                self.leave(victim, address)  # its connection_lost comes later; the room is needed now
                victim.shed()
                self._shed += 1
                self._schedule()
                return True
        return False

    def _count_refusal(self) -> None:
        self._refused += 1
        self._schedule()

    def _schedule(self) -> None:
        if self._report is None:
            self._report = asyncio.get_running_loop().call_later(self._report_seconds, self._log)

    def _log(self) -> None:
        self._report = None
        log.warning(
            "connections: %d idle or slow ones closed to make room and %d refused in the last %.0f s "
            "(caps: %d per client address, %d per worker)",
            self._shed,
            self._refused,
            self._report_seconds,
            self.per_address,
            self.total,
        )
        self._shed = self._refused = 0
