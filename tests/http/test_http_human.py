"""Human checks: ALTCHA solved, replayed, tampered, expired; Turnstile against a local stand-in verify endpoint."""

from __future__ import annotations

import asyncio
import base64
import datetime as dt
import json
import threading
import urllib.parse
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import altcha
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scamservice import MemoryReplayStore
from scamwiring.human import AltchaCheck, TurnstileCheck


def solved(check: AltchaCheck) -> str:
    challenge = altcha.Challenge.from_dict(check.challenge())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()


def test_a_solution_is_accepted_once() -> None:
    check = AltchaCheck(b"s" * 32, MemoryReplayStore(), cost=100)
    token = solved(check)
    assert asyncio.run(check.verify(token)) is True
    assert asyncio.run(check.verify(token)) is False


def test_a_challenge_signed_with_another_secret_is_refused() -> None:
    ours = AltchaCheck(b"s" * 32, MemoryReplayStore(), cost=100)
    theirs = AltchaCheck(b"t" * 32, MemoryReplayStore(), cost=100)
    assert asyncio.run(ours.verify(solved(theirs))) is False


def test_an_expired_challenge_is_refused() -> None:
    check = AltchaCheck(b"s" * 32, MemoryReplayStore(), cost=100)
    challenge = altcha.create_challenge(
        "PBKDF2/SHA-256",
        100,
        expires_at=dt.datetime.now(dt.UTC) - dt.timedelta(seconds=1),
        hmac_secret=check._secret,
    )
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    assert asyncio.run(check.verify(altcha.Payload(challenge, solution).to_base64())) is False


def test_a_tampered_solution_is_refused() -> None:
    check = AltchaCheck(b"s" * 32, MemoryReplayStore(), cost=100)
    payload = json.loads(base64.b64decode(solved(check)))
    payload["solution"]["derivedKey"] = "00" * 32
    token = base64.b64encode(json.dumps(payload).encode()).decode()
    assert asyncio.run(check.verify(token)) is False


@settings(max_examples=100)
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: base64.b64encode(b).decode()))
def test_garbage_tokens_are_refused_without_raising(token: str) -> None:
    check = AltchaCheck(b"s" * 32, MemoryReplayStore(), cost=100)
    assert asyncio.run(check.verify(token)) is False


class _StandIn(BaseHTTPRequestHandler):
    """Answers like Turnstile's siteverify: success only for the right secret and the token "good"."""

    calls: list[dict[str, list[str]]] = []

    def do_POST(self) -> None:
        form = urllib.parse.parse_qs(self.rfile.read(int(self.headers["Content-Length"])).decode())
        type(self).calls.append(form)
        ok = form.get("secret") == ["sec"] and form.get("response") in (["good"], ["good-2"])
        body = json.dumps({"success": ok, "error-codes": [] if ok else ["invalid-input-response"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        return None


@pytest.fixture
def stand_in() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _StandIn)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/turnstile/v0/siteverify"
    server.shutdown()
    server.server_close()


def test_turnstile_is_verified_server_side_once_without_the_client_ip(stand_in: str) -> None:
    _StandIn.calls.clear()
    check = TurnstileCheck("sec", "site", MemoryReplayStore(), verify_url=stand_in)
    assert asyncio.run(check.verify("good")) is True
    assert asyncio.run(check.verify("good")) is False  # replay
    assert asyncio.run(check.verify("bad")) is False
    assert all("remoteip" not in call for call in _StandIn.calls)
    wrong_secret = TurnstileCheck("other", "site", MemoryReplayStore(), verify_url=stand_in)
    assert asyncio.run(wrong_secret.verify("good-2")) is False


def test_turnstile_unreachable_is_a_refusal_not_a_crash() -> None:
    check = TurnstileCheck("sec", "site", MemoryReplayStore(), verify_url="http://127.0.0.1:9/siteverify")
    assert asyncio.run(check.verify("good")) is False
