"""Link analysis never touches the network or the disk: tldextract must read only its bundled snapshot.

Why a fresh interpreter: the module-level ``tldextract.extract()`` would fetch the Public Suffix List
and write a cache under $HOME the first time it runs, so the probe must import everything from
scratch, with an audit hook installed before the import and an empty throwaway HOME.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scamcore.domains import split_host
from scamcore.urls import analyse_url

PROBE = textwrap.dedent(
    """
    import sys
    sys.dont_write_bytecode = True  # the interpreter's own module cache (make test turns it on) is not the check's

    events = []

    def hook(event, args):
        if event == "socket.bind" and args[1][0] in ("::1", "127.0.0.1"):
            events.append("loopback-bind")  # urllib3's IPv6 probe at import (pulled in by tldextract)
        elif event.startswith("socket.") and event != "socket.__new__":
            events.append(event)
        elif event == "open" and len(args) > 1 and isinstance(args[1], str) and any(c in args[1] for c in "wax+"):
            events.append(f"open-for-write {args[0]}")
        elif event in ("os.mkdir", "os.makedirs", "os.remove", "os.rename", "os.replace", "shutil.rmtree"):
            events.append(f"{event} {args[0] if args else ''}")

    sys.addaudithook(hook)
    from scamcore.urls import analyse_url

    print("IMPORT", sorted(set(events)))
    events.clear()

    for url in (
        "http://xn--pple-43d.com/login",
        "https://paypal.com.secure-login.top/webscr?cmd=_login-run",
        "http://foo.blogspot.com/",
        "https://www.bbc.co.uk/news",
        "http://3405803785/",
        "shop.web.app",
        "https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/",
    ):
        analyse_url(url)
    print("EVENTS", events)
    """
)


def test_link_analysis_opens_no_socket_and_writes_no_file(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TLDEXTRACT")}
    env["HOME"] = str(tmp_path)
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120, env=env
    )
    assert "EVENTS []" in out.stdout, out.stdout + out.stderr
    # Importing tldextract imports requests/urllib3, which binds a loopback socket to test for IPv6;
    # nothing else (no connect, no DNS lookup, no file) may happen even at import.
    assert out.stdout.splitlines()[0] in ("IMPORT []", "IMPORT ['loopback-bind']"), out.stdout
    assert list(tmp_path.iterdir()) == [], "something was written under HOME"


def test_a_socket_that_fails_does_not_change_the_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process too: with sockets made to fail, registrable domains still come from the snapshot."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("link analysis tried to open a socket")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    split_host.cache_clear()
    assert split_host("login.paypal.com.secure-verify.co.uk").registrable == "secure-verify.co.uk"
    assert split_host("shop.web.app").registrable == "shop.web.app"
    assert split_host("shop.web.app").icann_registrable == "web.app"
    assert analyse_url("https://www.bbc.co.uk/news").registrable_domain == "bbc.co.uk"
