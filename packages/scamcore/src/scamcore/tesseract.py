"""The real OCR adapter: the ``tesseract`` binary, image on stdin, text on stdout.

Why not ``pytesseract.image_to_string``: it saves every image to a temporary file and reads the
text back from another one. Screenshots are never stored (privacy), not even in /tmp, so this
adapter pipes the PNG into ``tesseract stdin stdout`` and nothing touches the disk.

Why ``OMP_THREAD_LIMIT=1``: tesseract's OpenMP threads made one 1080x2400 screenshot take 0.9 s
instead of 0.2 s on the project's 2-core machines (research notes, stack section 2). Concurrency
comes from running several checks (processes) at once instead.

Why ``--psm 6`` (one uniform block of text): it read links best of the page-segmentation modes
measured; ``--psm 3`` (the default) lost whole dark-mode screenshots and ``--psm 11`` split
wrapped links into separate blocks.

Errors: a missing binary, missing language data or a crash raise ``OcrUnavailable`` with a
message for the operator (install tesseract). A timeout raises ``OcrUnavailable`` too (code
``ocr_unavailable``): it is the server that could not finish, not the caller's input, and adapters
already map that code; the message suggests a smaller crop.
"""

from __future__ import annotations

import os
import shutil
import subprocess

from .errors import OcrUnavailable
from .limits import LIMITS

__all__ = ["DEFAULT_LANGUAGES", "TesseractOcr", "installed_languages", "tesseract_version"]

DEFAULT_LANGUAGES = "eng"
"""English only: all seven installed languages made OCR 2.7x slower (0.68 s against 0.25 s; see ocr.py)."""

_INSTALL_HINT = "install it with: apt-get install tesseract-ocr tesseract-ocr-eng"


class TesseractOcr:
    """``OcrEngine`` backed by the tesseract command-line program."""

    def __init__(
        self,
        *,
        languages: str = DEFAULT_LANGUAGES,
        timeout_seconds: float = LIMITS.ocr_timeout_seconds,
        binary: str = "tesseract",
    ) -> None:
        path = shutil.which(binary)
        if path is None:
            raise OcrUnavailable(
                f"Screenshot checks need the tesseract OCR program, which was not found; {_INSTALL_HINT}."
            )
        self.binary = path
        self.languages = languages
        self.timeout_seconds = timeout_seconds
        self._env = {**os.environ, "OMP_THREAD_LIMIT": "1"}

    def read(self, image: bytes) -> str:
        """Return the text tesseract reads in ``image`` (PNG bytes)."""
        command = [self.binary, "stdin", "stdout", "--psm", "6", "-l", self.languages]
        try:
            done = subprocess.run(
                command, input=image, capture_output=True, timeout=self.timeout_seconds, env=self._env, check=False
            )
        except subprocess.TimeoutExpired:
            raise OcrUnavailable(
                f"Reading the screenshot took longer than {self.timeout_seconds:g} s; "
                "crop it around the message and try again."
            ) from None
        except OSError as exc:  # removed or not executable since the check in __init__
            raise OcrUnavailable(
                f"The tesseract OCR program could not be started ({exc.strerror}); {_INSTALL_HINT}."
            ) from None
        if done.returncode != 0:
            raise OcrUnavailable(
                f"The tesseract OCR program failed (exit status {done.returncode}); check that the language data "
                f"'{self.languages}' is installed (tesseract --list-langs)."
            )
        return done.stdout.decode("utf-8", errors="replace").replace("\f", "")


def installed_languages(binary: str = "tesseract") -> list[str]:
    """The language codes tesseract can use here (for health checks and operator messages)."""
    path = shutil.which(binary)
    if path is None:
        return []
    try:
        done = subprocess.run([path, "--list-langs"], capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return []
    lines = done.stdout.decode("utf-8", errors="replace").splitlines()
    return [line.strip() for line in lines[1:] if line.strip() and line.strip() != "osd"]


def tesseract_version() -> str | None:
    """The installed tesseract's version ("5.3.0"), or None when it is missing or does not run.

    pytesseract finds the binary and parses ``tesseract --version`` the same way on every platform;
    it writes no file for this call (only its image_to_* calls do, which is why OCR pipes instead).
    """
    import pytesseract

    try:
        return str(pytesseract.get_tesseract_version())
    except (pytesseract.TesseractNotFoundError, OSError, RuntimeError, ValueError):
        return None
