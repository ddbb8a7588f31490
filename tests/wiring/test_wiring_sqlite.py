"""Opening the SQLite file: several workers starting on a new data folder at once all get it."""

from __future__ import annotations

import threading
from pathlib import Path

from scamwiring.sqlite import connect


def test_connections_opening_a_new_file_at_once_all_get_it_in_wal_mode(tmp_path: Path) -> None:
    """Switching a new file to WAL takes a lock SQLite does not wait for: with eight connections
    opening one at once, about one start in thirty failed with "database is locked" (13 rounds of
    300 before the wait in ``connect``). Each round is a new file, opened by eight threads together."""
    errors: list[BaseException] = []
    for round_ in range(300):
        path = tmp_path / f"{round_}.sqlite3"
        barrier = threading.Barrier(8)
        modes: list[str] = []

        def open_it(path: Path = path, barrier: threading.Barrier = barrier, modes: list[str] = modes) -> None:
            barrier.wait()
            try:
                conn = connect(path)
                modes.append(conn.execute("PRAGMA journal_mode").fetchone()[0])
                conn.close()
            except BaseException as exc:  # reported below, with the round
                errors.append(exc)

        threads = [threading.Thread(target=open_it) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors, (round_, errors[:1])
        assert modes == ["wal"] * 8
