"""The server's HMAC secret: from SCAMCHECK_HMAC_SECRET, else generated once into ./var/ (mode 0600).

Generating it at first start lets ``make serve`` work on a fresh machine with nothing configured,
and keeping it in a file keeps challenges valid across restarts. Several workers starting at once
race safely: the secret is written to a private temporary file and hard-linked into place, which
succeeds for exactly one of them; the others read the complete file.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

__all__ = ["load_or_create_secret"]


def load_or_create_secret(configured: str | None, data_dir: Path) -> bytes:
    if configured:
        return configured.encode()
    path = data_dir / "hmac.secret"
    data_dir.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        tmp = data_dir / f".hmac.secret.{os.getpid()}.{secrets.token_hex(4)}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32) + "\n")
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass
        finally:
            tmp.unlink()
    value = path.read_text().strip()
    if len(value) < 32:
        raise RuntimeError(f"{path} is shorter than 32 characters; delete it to generate a new one.")
    return value.encode()
