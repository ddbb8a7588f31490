"""``make soak``: the attack list of issue 20 against a real server on loopback, one attack at a time.

For each attack it prints what the attacker got, how long the attack ran, and the latency a normal
client saw meanwhile (a health check and a link check with a key, in a loop). Every attack is
bounded in count and time; nothing leaves 127.0.0.0/8. Not part of ``make test``: it measures, it
doesn't assert. The figures go in docs/security.md ("Soak").
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

PY = sys.executable


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    def __init__(self, root: Path, env: dict[str, str]) -> None:
        from scamwiring.keys import SqliteKeyStore
        from scamwiring.settings import Settings

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        root.mkdir(parents=True, exist_ok=True)
        store = SqliteKeyStore(Settings(data_dir=root / "var").database_path)
        self.key = store.create("soak", 10_000_000)[1]
        store.close()
        environment = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        environment["SCAMCHECK_WORKERS"] = "1"  # the limits under attack are per worker; the default is one per CPU
        environment.update(env)
        self.log = root / "server.log"
        self._out = self.log.open("wb")
        command = [PY, "-m", "scamcore.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)]
        self.proc = subprocess.Popen(command, cwd=root, env=environment, stdout=self._out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 120
        while True:  # readiness: poll until it answers
            try:
                if httpx.get(self.url + "/api/health", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("server did not start:\n" + self.log.read_text()[-2000:])
            time.sleep(0.1)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)
        self._out.close()


class Bystander:
    """A normal client: health and a link check in a loop, timing each."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.samples: list[tuple[float, float, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        body = {"kind": "url", "url": "paypa1-login.top"}
        while not self._stop.is_set():
            with httpx.Client(timeout=10, headers={"X-Api-Key": self.server.key}) as client:
                for method, path, payload in (("GET", "/api/health", None), ("POST", "/api/check", body)):
                    started = time.monotonic()
                    try:
                        status = client.request(method, self.server.url + path, json=payload).status_code
                    except httpx.HTTPError:
                        status = 0
                    self.samples.append((started, time.monotonic() - started, status))
            self._stop.wait(0.05)

    def window(self, since: float) -> str:
        seen = [(s, status) for t, s, status in self.samples if t >= since]
        if not seen:
            return "no answer"
        ms = sorted(s * 1000 for s, _ in seen)
        bad = sum(1 for _, status in seen if status != 200)
        return f"p50 {statistics.median(ms):.0f} ms, max {ms[-1]:.0f} ms, {bad}/{len(ms)} not 200"

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=15)


def hold_sockets(server: Server, n: int, source: str, first: bytes, seconds: float) -> str:
    socks, refused = [], 0
    for _ in range(n):
        try:
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=(source, 0))
            if first:
                sock.sendall(first)
            socks.append(sock)
        except OSError:
            refused += 1
    time.sleep(seconds)  # the attack is holding them; the bystander measures meanwhile
    closed = 0
    for sock in socks:
        sock.setblocking(False)
        try:
            closed += sock.recv(1) == b""
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        sock.close()
    return f"{n} sockets: {closed} closed by the server, {refused} refused, {len(socks) - closed} held"


def post_many(server: Server, path: str, bodies: list[bytes], threads: int, headers: dict[str, str]) -> str:
    def one(body: bytes) -> str:
        try:
            r = httpx.post(server.url + path, content=body, headers=headers, timeout=60)
        except httpx.HTTPError as exc:
            return type(exc).__name__
        try:
            payload = r.json()
            code = payload.get("error", {}).get("code") if isinstance(payload.get("error"), dict) else None
            code = code or (payload.get("error") or {}).get("code")
        except ValueError:
            code = None
        return f"{r.status_code} {code}" if code else str(r.status_code)

    with ThreadPoolExecutor(threads) as pool:
        results = list(pool.map(one, bodies))
    return ", ".join(f"{n}x {r}" for r, n in sorted({r: results.count(r) for r in results}.items()))


def chunked_413(server: Server, path: str) -> str:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nContent-Type: application/json\r\n"
        f"Accept: application/json, text/event-stream\r\nA2A-Version: 1.0\r\nTransfer-Encoding: chunked\r\n\r\n"
    ).encode()
    chunk = b"10000\r\n" + b"[" * 0x10000 + b"\r\n"
    started, answered, received = time.monotonic(), None, b""
    with socket.create_connection(("127.0.0.1", server.port), timeout=1) as sock:
        sock.sendall(head)
        sock.setblocking(False)
        while time.monotonic() - started < 70:
            try:
                sock.send(chunk)
                while data := sock.recv(65536):
                    received += data
                break
            except BlockingIOError:
                pass
            except OSError:
                break
            if received and answered is None:
                answered = time.monotonic()
            time.sleep(0.002)
    status = received.split(b"\r\n", 1)[0].decode(errors="replace") or "nothing"
    closed = time.monotonic() - (answered or started)
    return f"{status}; connection closed {closed:.1f} s after the answer"


def log_flood(server: Server, n: int) -> str:
    before = server.log.stat().st_size
    headers = {"Host": "h" * 60_000, "Accept": "application/json, text/event-stream"}
    body = b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}'
    result = post_many(server, "/mcp", [body] * n, 4, {**headers, "Content-Type": "application/json"})
    time.sleep(0.5)  # the server's own stdout buffer
    return f"{result}; log grew {server.log.stat().st_size - before} bytes for {n} requests"


def replay_after_redis_restart(root: Path) -> str:
    exe = shutil.which("redis-server")
    if exe is None:
        return "redis-server not installed: not run"
    port = free_port()
    args = [exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]

    def start() -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(args, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return proc
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    import altcha

    redis = start()
    env = {"SCAMCHECK_REDIS_URL": f"redis://127.0.0.1:{port}/0", "SCAMCHECK_ALTCHA_COST": "50"}
    server = Server(root / "replay", env)
    try:
        challenge = altcha.Challenge.from_dict(httpx.get(server.url + "/api/challenge").json())
        solution = altcha.solve_challenge(challenge)
        assert solution is not None
        token = altcha.Payload(challenge, solution).to_base64()
        body = {"kind": "url", "url": "paypa1-login.top", "human_check": token}
        first = httpx.post(server.url + "/api/check", json=body, timeout=15).status_code
        redis.terminate()
        redis.wait()
        redis = start()
        replay = httpx.post(server.url + "/api/check", json=body, timeout=15)
        code = replay.json().get("error", {}).get("code", "a result")
        return f"first use {first}; replay after the restart {replay.status_code} {code}"
    finally:
        server.stop()
        redis.terminate()
        redis.wait()


def main() -> int:
    seconds = float(os.environ.get("SOAK_SECONDS", "5"))
    root = Path(tempfile.mkdtemp(prefix="scamcheck-soak-"))
    server = Server(root / "srv", {"SCAMCHECK_TRUSTED_PROXIES": "127.0.0.9", "SCAMCHECK_ANON_PER_MINUTE": "1"})
    key = {"X-Api-Key": server.key, "Content-Type": "application/json"}
    bystander = Bystander(server)
    long_text = json.dumps({"kind": "text", "text": "Your parcel is waiting. " * 2_000}).encode()
    attacks: list[tuple[str, Callable[[], str]]] = [
        ("1 idle sockets, one address", lambda: hold_sockets(server, 1_100, "127.0.0.2", b"", seconds)),
        ("1 idle sockets, the bystander's address", lambda: hold_sockets(server, 1_100, "127.0.0.1", b"", seconds)),
        (
            "1 slow bodies",
            lambda: hold_sockets(
                server,
                300,
                "127.0.0.3",
                b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 9000\r\n\r\n{",
                seconds,
            ),
        ),
        ("2 60 kB Host headers to /mcp", lambda: log_flood(server, 200)),
        (
            "3 A2A 10 MB text part, 4 clients",
            lambda: post_many(
                server,
                "/a2a",
                [
                    json.dumps(
                        {
                            "jsonrpc": "2.0",
                            "id": 1,
                            "method": "SendMessage",
                            "params": {
                                "message": {
                                    "role": "ROLE_USER",
                                    "messageId": "m",
                                    "parts": [{"text": "a" * 10_000_000}],
                                }
                            },
                        }
                    ).encode()
                ]
                * 8,
                4,
                {**key, "A2A-Version": "1.0"},
            ),
        ),
        (
            "3 REST 10 MB array, 4 clients",
            lambda: post_many(server, "/api/check", [b"[" + b"1," * 5_000_000 + b"1]"] * 8, 4, key),
        ),
        (
            "3 REST 10 MB text, 4 clients",
            lambda: post_many(
                server, "/api/check", [json.dumps({"kind": "text", "text": "a" * 10_000_000}).encode()] * 8, 4, key
            ),
        ),
        (
            "4 eight threads of long texts, then 100",
            lambda: (
                post_many(server, "/api/check", [long_text] * 8, 8, key)
                + " | "
                + post_many(server, "/api/check", [long_text] * 100, 1, key)
            ),
        ),
        ("6 chunked body over the cap to /a2a", lambda: chunked_413(server, "/a2a")),
        ("6 chunked body over the cap to /api/check", lambda: chunked_413(server, "/api/check")),
        (
            "8 UTF-16 JSON",
            lambda: post_many(
                server, "/api/check", [json.dumps({"kind": "url", "url": "a.top"}).encode("utf-16")] * 4, 1, key
            ),
        ),
        ("8 bytes that are not HTTP", lambda: _raw(server, b"NOT HTTP\r\n\r\n")),
        *[
            (
                f"8 100 kB input {name}",
                lambda text=text: post_many(
                    server, "/api/check", [json.dumps({"kind": "text", "text": text[:50_000]}).encode()] * 5, 1, key
                ),
            )
            for name, text in (
                ("'0'*n", "0" * 100_000),
                ("'1'*n+'x'", "1" * 49_999 + "x"),
                ("'$'+'9'*n", "$" + "9" * 100_000),
                ("'@'*n", "@" * 100_000),
            )
        ],
    ]
    print(f"{'attack':<44} {'seconds':>8}  attacker got / normal client meanwhile")
    try:
        for name, attack in attacks:
            started = time.monotonic()
            outcome = attack()
            took = time.monotonic() - started
            print(f"{name:<44} {took:8.1f}  {outcome}\n{'':<54}bystander: {bystander.window(started)}", flush=True)
        print(f"{'5 ::ffff: and IP:port hops':<44} {'':>8}  {_mapped(server)}")
        print(f"{'7 replay after a Redis restart':<44} {'':>8}  {replay_after_redis_restart(root)}")
    finally:
        bystander.stop()
        server.stop()
        shutil.rmtree(root, ignore_errors=True)
    return 0


def _raw(server: Server, data: bytes) -> str:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(data)
        answer = sock.recv(65536)
    head, _, body = answer.partition(b"\r\n\r\n")
    status = head.split(b"\r\n")[0].decode()
    return f"{status} {body[:80].decode(errors='replace')}"


def _mapped(server: Server) -> str:
    transport = httpx.HTTPTransport(local_address="127.0.0.9")  # the trusted proxy
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "check_link", "arguments": {"url": "a.top"}},
    }
    out = []
    with httpx.Client(transport=transport, timeout=15) as client:
        for hop in ("::ffff:198.51.100.1", "::ffff:198.51.100.2", "198.51.100.3:4711", "198.51.100.4:4711"):
            r = client.post(
                server.url + "/mcp",
                json=body,
                headers={"Accept": "application/json, text/event-stream", "X-Forwarded-For": hop},
            )
            out.append("limited" if "rate_limited" in r.text else "own quota")
    return ", ".join(out) + " (anonymous quota 1 a minute: each hop its own bucket)"


if __name__ == "__main__":
    raise SystemExit(main())
