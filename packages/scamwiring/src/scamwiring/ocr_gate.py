"""A machine-wide bound on OCR: at most ``slots`` tesseract runs at once across all worker processes.

Why: each worker already runs at most ``image_concurrency`` screenshots at once, but with
``--workers 4`` that is eight tesseract processes on a 2-core machine, and text checks would wait
for CPU behind them. Here every OCR run first takes one of ``slots`` lock files in
``<data_dir>/ocr-slots`` (``flock``, released by the kernel even if a worker dies), so the OCR share
of the CPU stays fixed whatever the worker count, and text checks (on the event loop, no OCR)
keep the rest. A screenshot that waits longer than ``max_wait_seconds`` is answered 503
``ocr_unavailable`` (busy) instead of queueing without end.

The wait runs in the check's worker thread (``Service`` runs screenshots in threads), never on the
event loop.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from pathlib import Path

from scamcore.errors import OcrUnavailable
from scamcore.ocr import OcrEngine, default_engine

__all__ = ["OcrGate", "default_ocr_slots"]

_POLL_SECONDS = 0.02


def default_ocr_slots() -> int:
    """Half the CPUs (at least one): the other half stays for text checks and the HTTP stack."""
    return max(1, (os.cpu_count() or 2) // 2)


class OcrGate:
    """An ``OcrEngine`` that holds a machine-wide slot while the wrapped engine reads."""

    def __init__(
        self,
        directory: Path,
        slots: int,
        engine: OcrEngine | None = None,
        *,
        max_wait_seconds: float = 20.0,
    ) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        self._paths = [directory / f"slot-{i}.lock" for i in range(slots)]
        for path in self._paths:
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        self._engine = engine
        self._max_wait = max_wait_seconds

    def read(self, image: bytes) -> str:
        fd = self._acquire()
        try:
            engine = self._engine if self._engine is not None else default_engine()
            return engine.read(image)
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def _acquire(self) -> int:
        """Each attempt opens its own descriptor: flock locks belong to the open file, so two threads
        of one process compete for slots exactly like two processes do."""
        deadline = time.monotonic() + self._max_wait
        start = threading.get_ident() % len(self._paths)
        while True:
            for i in range(len(self._paths)):
                path = self._paths[(start + i) % len(self._paths)]
                fd = os.open(path, os.O_WRONLY)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)
                    continue
                return fd
            if time.monotonic() >= deadline:
                raise OcrUnavailable("Screenshot checks are busy right now; try again in a minute.")
            time.sleep(_POLL_SECONDS)
