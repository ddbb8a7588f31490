"""The machine-wide OCR bound: slots shared through lock files, whatever the number of workers.

Two gates on one folder stand for two worker processes (``flock`` holds per open file), so the
sharing is tested without starting a several-worker server; the end-to-end test needs one process
only (a forked server): the wait for a slot held by another request must block no other request,
whichever process holds it. ``test_http_scale.py`` starts the suite's several-worker server.
"""

from __future__ import annotations

import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from httpkit import SCAM_TEXT, Server, make_key

from scamcore.errors import OcrUnavailable
from scamwiring.ocr_gate import OcrGate


class CountingEngine:
    """Records how many reads overlap; each read waits until released, so overlaps are certain to show."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.most = 0
        self.entered = threading.Semaphore(0)
        self.release = threading.Event()

    def read(self, image: bytes) -> str:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        self.entered.release()
        self.release.wait(10)
        with self.lock:
            self.running -= 1
        return "text"


@pytest.mark.parametrize("slots", [1, 2])
def test_gates_in_different_workers_share_the_slots(tmp_path: Path, slots: int) -> None:
    engine = CountingEngine()
    # two gates on one directory stand for two worker processes: flock works per open file
    gates = [OcrGate(tmp_path / "ocr-slots", slots, engine) for _ in range(2)]
    with ThreadPoolExecutor(max_workers=6) as pool:
        futures = [pool.submit(gates[i % 2].read, b"png") for i in range(6)]
        for _ in range(slots):
            assert engine.entered.acquire(timeout=10)
        assert not engine.entered.acquire(timeout=0.3)  # the others wait for a slot
        engine.release.set()
        assert [f.result(timeout=30) for f in futures] == ["text"] * 6
    assert engine.most == slots


def test_a_screenshot_that_waits_too_long_is_refused_as_busy(tmp_path: Path) -> None:
    engine = CountingEngine()
    holder = OcrGate(tmp_path / "s", 1, engine)
    waiter = OcrGate(tmp_path / "s", 1, engine, max_wait_seconds=0.2)
    with ThreadPoolExecutor(max_workers=1) as pool:
        held = pool.submit(holder.read, b"png")
        assert engine.entered.acquire(timeout=10)
        with pytest.raises(OcrUnavailable, match="busy"):
            waiter.read(b"png")
        engine.release.set()
        assert held.result(timeout=10) == "text"
    assert waiter.read(b"png") == "text"  # the slot is free again


@pytest.mark.e2e
@pytest.mark.slow
def test_text_checks_keep_flowing_while_screenshots_queue(tmp_path: Path, server_factory: type[Server]) -> None:
    """One OCR slot: a burst of screenshots queues for the slot, texts answer meanwhile."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "fixtures"))
    from make_screens import screenshot_url

    key = make_key(tmp_path / "var", per_minute=1000)
    server = server_factory(tmp_path, {"SCAMCHECK_OCR_SLOTS": "1"}).start()
    image = {"kind": "image", "image": screenshot_url()}
    headers = {"X-Api-Key": key}
    with httpx.Client(base_url=server.url, headers=headers, timeout=120) as client, ThreadPoolExecutor(8) as pool:
        shots = [pool.submit(client.post, "/api/check", json=image) for _ in range(6)]
        texts = [client.post("/api/check", json={"kind": "text", "text": SCAM_TEXT}) for _ in range(5)]
        assert [t.status_code for t in texts] == [200] * 5
        assert not all(s.done() for s in shots)  # six OCR runs one at a time outlast five text checks
        assert [s.result().status_code for s in shots] == [200] * 6


def test_a_deleted_data_folder_is_made_again(tmp_path: Path) -> None:
    """A clean-up job removed the data folder under a running server: the next screenshot makes the
    slot files again rather than failing (it was a 500 on every screenshot until a restart)."""
    import shutil

    engine = CountingEngine()
    engine.release.set()
    gate = OcrGate(tmp_path / "var" / "ocr-slots", 2, engine)
    shutil.rmtree(tmp_path / "var")
    assert gate.read(b"png") == "text"
    assert (tmp_path / "var" / "ocr-slots" / "slot-0.lock").exists() or (
        tmp_path / "var" / "ocr-slots" / "slot-1.lock"
    ).exists()


def test_slot_files_that_cannot_be_made_refuse_the_screenshot_as_unavailable(tmp_path: Path) -> None:
    """Where the slot folder can't be made (here a file stands in its place; a read-only disk does the
    same), the screenshot is ``OcrUnavailable`` (503 ``ocr_unavailable``), not an OSError (500)."""
    import shutil

    engine = CountingEngine()
    engine.release.set()
    gate = OcrGate(tmp_path / "ocr-slots", 1, engine)
    shutil.rmtree(tmp_path / "ocr-slots")
    (tmp_path / "ocr-slots").write_text("not a folder")
    with pytest.raises(OcrUnavailable, match="unavailable on this server"):
        gate.read(b"png")
    assert engine.running == 0


def test_slot_files_are_opened_read_only(tmp_path: Path) -> None:
    """``flock`` needs no write access: slot files that exist but can't be opened for writing (a
    folder made read-only or immutable under the server) still give slots."""
    engine = CountingEngine()
    engine.release.set()
    OcrGate(tmp_path / "s", 1, engine)
    (tmp_path / "s" / "slot-0.lock").chmod(0o400)
    real_open = os.open

    def no_writes(path: object, flags: int, *args: object) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(os, "open", no_writes)
        assert OcrGate(tmp_path / "s", 1, engine).read(b"png") == "text"
