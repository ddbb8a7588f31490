"""What the engine benchmarks feed the engine: real messages when the corpora are there, our own otherwise.

With ``../shared/corpora`` (or ``$SCAMCHECK_CORPORA``) present, every row reads a fixed, seeded
sample of the DEV records, so two runs (and two code versions) time the same texts: SMS from the
``sms_*`` files, e-mails from the ``email_*`` files cut to 20,000 characters, links from the
``url_*`` files. Nothing read here is written anywhere: the samples live in memory only (the
compare script passes them to its child processes through a private temporary file it deletes).

Without the corpora (a fresh clone, CI without ``../shared``) the rows run on the short synthetic
fixtures below, written for this file: the figures are then only a smoke test, not the targets'.

Long e-mails: few DEV e-mails reach 20 kB (about 25 of 7,000), so a "20 kB e-mail" is built by
joining e-mails of one file, in sample order, with a blank line until the text holds 20,000
characters, then cutting it there. The same texts cut to 2, 5, 10 and 20 kB give the cost per kB.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from pathlib import Path

__all__ = ["EMAIL_CUT", "KB_SIZES", "START_CODE", "Inputs", "corpora_dir", "load_inputs", "new_host", "start_env"]

ROOT = Path(__file__).resolve().parent.parent
EMAIL_CUT = 20_000
KB_SIZES = (2_000, 5_000, 10_000, 20_000)
SEED = 21  # issue 21; change it and every figure moves to other texts

_TIMED = "import time; t=time.process_time(); {}; print(time.process_time()-t)"
START_CODE = {
    "import": _TIMED.format("import scamcore"),
    # The sum, not the check alone: an engine imported on first use moves cost from one to the other.
    "import_first_check": _TIMED.format("import scamcore; scamcore.check_text('hi https://paypal.com')"),
    "warm_up": "import scamcore; " + _TIMED.format("scamcore.warm_up()"),
}
"""What a new process pays, each printed as seconds of process time by a fresh ``python -c``."""


def start_env() -> dict[str, str]:
    """The environment for those processes: bytecode cached as an installed package has it (else the
    import row would time the compiler)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


SMS = [
    "USPS: Your package is on hold due to an incomplete address. Update now at https://usps-redelivery-help.top/track",
    "Hi Mum, I dropped my phone in the toilet, this is my new number. Can you text me on WhatsApp?",
    "Your verification code is 482913. Do not share this code with anyone. We will never ask for it.",
    "Are we still on for lunch tomorrow at 12:30? Let me know if you want to move it.",
    "FINAL NOTICE: unpaid toll of $4.15. Pay within 24h to avoid a $50 fee: http://ezpass-tolls.click/pay",
    "Your Amazon order #113-2231 has shipped and will arrive Thursday. Track it in the Amazon app.",
]
URLS = [
    "https://www.paypal.com/signin",
    "http://paypa1-secure-login.top/webscr?cmd=_login",
    "https://github.com/python/cpython/issues/1",
    "http://192.168.14.2:8080/wp-includes/verify/login.php",
    "https://secure-update.chase.com.account-verify.xyz/",
    "bit.ly/3xYz12",
]
EMAILS = [
    "Subject: Planning meeting minutes\n\nDear team, please find attached the minutes of last week's planning "
    "meeting. We agreed to move the release to the second week of the month, and to review the open tickets on "
    "Thursday. If you have comments on the budget, send them to me before Friday so I can include them in the "
    "report.",
    "Subject: Your account has been limited\n\nDear customer, we noticed unusual activity on your account and "
    "have limited access to protect you. To restore full access, confirm your details within 24 hours at "
    "http://account-review-center.top/verify or your account will be closed. Thank you, Customer Service",
    "Subject: Newsletter - November\n\nHello everyone! This month the garden club meets on the 14th at the "
    "library. Bring seeds to swap, and remember that membership renewals are due by the end of the year. "
    "Photos from the autumn fair are on our website. To unsubscribe, reply with STOP.",
    "Subject: URGENT BUSINESS PROPOSAL\n\nDear friend, I am a bank manager and I have an unclaimed deposit of "
    "US$12,500,000 belonging to a deceased customer who shares your surname. I need your assistance to transfer "
    "the funds; you will receive 40% for your help. Reply with your full name, phone number and bank details.",
]


@dataclass(frozen=True)
class Inputs:
    source: str
    """"corpora" (DEV records) or "fixtures" (this file's synthetic texts)."""
    sms: list[str]
    emails: list[str]
    """E-mails as sent, each cut to 20,000 characters (most are a few kB)."""
    long_emails: list[str]
    """Texts of exactly 20,000 characters, joined from e-mails of one file."""
    urls: list[str]


def corpora_dir() -> Path | None:
    found = Path(os.environ.get("SCAMCHECK_CORPORA", ROOT.parent / "shared" / "corpora"))
    return found if any(found.glob("sms_*.jsonl")) else None


def _records(folder: Path, prefix: str, field: str) -> list[tuple[str, str]]:
    """(file stem, value) of every record of the files starting with ``prefix``, in file order."""
    out = []
    for path in sorted(folder.glob(f"{prefix}*.jsonl")):
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if line.strip():
                    value = json.loads(line).get(field)
                    if isinstance(value, str) and value.strip():
                        out.append((path.stem, value))
    return out


def _joined(emails: list[tuple[str, str]], rng: random.Random, count: int) -> list[str]:
    by_file: dict[str, list[str]] = {}
    for stem, text in emails:
        by_file.setdefault(stem, []).append(text)
    stems = sorted(by_file)
    out = []
    for _ in range(count):
        pool = by_file[rng.choice(stems)]
        parts: list[str] = []
        while sum(len(p) + 2 for p in parts) < EMAIL_CUT:
            parts.append(rng.choice(pool))
        out.append("\n\n".join(parts)[:EMAIL_CUT])
    return out


def load_inputs(count: int = 300, long_count: int = 200) -> Inputs:
    """The seeded samples: ``count`` SMS, e-mails and URLs, ``long_count`` 20 kB e-mails."""
    folder = corpora_dir()
    if folder is None:
        rng = random.Random(SEED)
        long_texts = ["\n\n".join(rng.choice(EMAILS) for _ in range(80))[:EMAIL_CUT] for _ in range(8)]
        return Inputs("fixtures", list(SMS), list(EMAILS), long_texts, list(URLS))
    rng = random.Random(SEED)
    sms = [t for _, t in _records(folder, "sms_", "text")]
    emails = _records(folder, "email_", "text")
    urls = [u for _, u in _records(folder, "url_", "url")]
    return Inputs(
        "corpora",
        rng.sample(sms, min(count, len(sms))),
        [t[:EMAIL_CUT] for _, t in rng.sample(emails, min(count, len(emails)))],
        _joined(emails, rng, long_count),
        rng.sample(urls, min(count, len(urls))),
    )


def new_host(url: str, n: int) -> str:
    """``url`` with a subdomain no earlier call used (``b<n>.``) before its host: the same link
    shape on a host no per-host or per-link cache has seen."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        scheme, rest = "", url
    return f"{scheme}{sep}b{n}.{rest.lstrip('/')}"
