"""What must be true of the data folder and the database path before anything opens them.

Why a check of its own: SQLite, ``mkdir`` and the OCR gate each fail in their own words (a
traceback of ``NotADirectoryError``, ``OperationalError: unable to open database file``,
``PermissionError``) and only once something touches the file. ``scamcheck serve`` and
``scamcheck keys`` ask here first and print the one line returned, naming the variable to change;
so do the standalone ``scammcp --port`` and ``scama2a`` with the full service (``usable_settings``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from .settings import Settings

__all__ = ["storage_problem", "usable_settings"]


def usable_settings(prog: str, **overrides: Any) -> Settings | None:
    """Settings from the environment, or None after printing, as ``prog: ...``, which ``SCAMCHECK_``
    variable is wrong: a value that does not parse, or a data folder or database path that can't be
    used. Every command that opens the data folder starts here, so each fails in the same one line
    (exit status 2) rather than in a traceback at the first request that touches the file."""
    from pydantic import ValidationError

    try:
        settings = Settings(**overrides)
    except ValidationError as exc:
        for err in exc.errors():
            name = "SCAMCHECK_" + "_".join(str(p) for p in err["loc"]).upper()
            print(f"{prog}: {name}: {err['msg']}", file=sys.stderr)
        return None
    problem = storage_problem(settings)
    if problem is not None:
        print(f"{prog}: {problem}", file=sys.stderr)
        return None
    return settings


def storage_problem(settings: Settings) -> str | None:
    """None when the data folder and the database can be used, else one line saying what to change.

    Makes the folders when missing (as opening the database would). A folder or file that exists
    but can't be written is a problem now, not at the first check: the server would otherwise start
    and answer 500 (or 503) on every request that writes.
    """
    problem = _folder_problem("SCAMCHECK_DATA_DIR", settings.data_dir)
    if problem is not None:
        return problem
    database = settings.database_path
    name = "SCAMCHECK_DATABASE" if settings.database is not None else "SCAMCHECK_DATA_DIR"
    if database.is_dir():
        return f"{name}: {database} is a folder; the database is a file (e.g. {database / 'scamcheck.sqlite3'})."
    problem = _folder_problem(name, database.parent)
    if problem is not None:
        return problem
    if database.exists() and not os.access(database, os.R_OK | os.W_OK):
        return f"{name}: {database} exists but can't be written; fix its permissions or choose another file."
    return None


def _folder_problem(name: str, folder: Path) -> str | None:
    if folder.exists() and not folder.is_dir():
        return f"{name}: {folder} is a file, not a folder; give a folder the server may write in."
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"{name}: can't make the folder {folder} ({exc.strerror or type(exc).__name__})."
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{name}: {folder} can't be written (read-only or not ours); give a folder the server may write in."
    return None
