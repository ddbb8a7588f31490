"""What must be true of the data folder and the database path before anything opens them.

Why a check of its own: SQLite, ``mkdir`` and the OCR gate each fail in their own words (a
traceback of ``NotADirectoryError``, ``OperationalError: unable to open database file``,
``PermissionError``) and only once something touches the file. ``scamcheck serve`` and
``scamcheck keys`` ask here first and print the one line returned, naming the variable to change.
"""

from __future__ import annotations

import os
from pathlib import Path

from .settings import Settings

__all__ = ["storage_problem"]


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
