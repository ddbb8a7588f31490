"""The engine is pure: no network, no file writes — checked in a fresh interpreter with an audit hook."""

from __future__ import annotations

import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """
    import sys
    sys.dont_write_bytecode = True  # the interpreter's own module cache (make test turns it on) is not the check's

    events = []

    def hook(event, args):
        if event == "socket.bind" and args[1][0] in ("::1", "127.0.0.1"):
            pass  # urllib3's IPv6 probe at import (tldextract imports requests): loopback, no traffic
        elif event in ("socket.connect", "socket.getaddrinfo", "socket.gethostbyname", "socket.bind"):
            events.append(event)
        elif event == "open" and len(args) > 1 and isinstance(args[1], str) and any(c in args[1] for c in "wax+"):
            events.append(f"open-for-write {args[0]}")
        elif event in ("os.mkdir", "os.remove", "os.rename", "shutil.rmtree"):
            events.append(event)

    sys.addaudithook(hook)
    import scamcore

    scamcore.check_text("USPS: your parcel is on hold, pay $1.99 at https://usps-redelivery.top/pay now")
    scamcore.check_text("Hi, lunch at 12? https://www.google.com/maps and bit.ly/abc and paypal.com.x.top")
    scamcore.check_url("http://xn--pple-43d.com/login")
    scamcore.check_url("login.microsoftonline.com.secure-auth.tk/common/oauth2")
    print("EVENTS", events)
    """
)


def test_checks_open_no_socket_and_write_no_file() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120)
    assert "EVENTS []" in out.stdout, out.stdout + out.stderr
