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

The data folder can change under a running server (deleted by a clean-up job, made read-only by a
full or remounted disk). A slot file is opened read-only (``flock`` needs no write access) and
created when missing, its folder too; when it can be neither opened nor created, the screenshot is
answered 503 ``ocr_unavailable`` and text checks go on, instead of a 500 on every screenshot until
a restart.
"""

from __future__ import annotations

import fcntl
import logging
import os
import threading
import time
from pathlib import Path

from scamcore.errors import OcrUnavailable
from scamcore.ocr import OcrEngine, default_engine

__all__ = ["OcrGate", "default_ocr_slots"]

log = logging.getLogger("scamwiring.ocr_gate")

_POLL_SECONDS = 0.02
_NO_SLOT_FILES = (
    "Screenshot checks are unavailable on this server for now (its data folder can't be written); "
    "text and link checks still work."
)


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
        self._directory = directory
        self._paths = [directory / f"slot-{i}.lock" for i in range(slots)]
        for path in self._paths:
            os.close(self._open(path))
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
                try:
                    fd = self._open(path)
                except OSError as exc:
                    log.warning("OCR slot file unusable (%s): screenshot refused", type(exc).__name__)
                    raise OcrUnavailable(_NO_SLOT_FILES) from None
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)
                    continue
                return fd
            if time.monotonic() >= deadline:
                raise OcrUnavailable("Screenshot checks are busy right now; try again in a minute.")
            time.sleep(_POLL_SECONDS)

    def _open(self, path: Path) -> int:
        """A descriptor on the slot file, making it (and its folder, if it went) when missing."""
        try:
            return os.open(path, os.O_CREAT | os.O_RDONLY, 0o600)
        except FileNotFoundError:
            self._directory.mkdir(parents=True, exist_ok=True)
            return os.open(path, os.O_CREAT | os.O_RDONLY, 0o600)
