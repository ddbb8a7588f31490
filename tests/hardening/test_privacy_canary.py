"""Privacy proof: a unique canary sent as text, link and screenshot, over REST, MCP and A2A, appears
nowhere the server keeps or prints anything: its log lines, every file under its var/ directory
(SQLite and its WAL included), Redis keys, values and append-only file, and /api/health.

The canary is checked to have been *read* (it is in the link verdicts and the OCR text of the
answers), so an empty search means it was not kept, not that it never arrived.
"""

from __future__ import annotations

import base64
import io
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import localhttp
import pytest
import redis
from hardkit import ROOT, SURFACES, Server, send
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, str(ROOT / "tests" / "http"))
from rediskit import RedisServer

pytestmark = pytest.mark.e2e

# Letters OCR does not confuse (no O/0, I/1/l, and no J: a J at the end of the word was read as ")" or
# "]" about one run in four), so the drawn canary is read back exactly.
_ALPHABET = "ACDEFHKMNPRTUVWXY"


def canary() -> str:
    raw = uuid.uuid4().int
    return "CANARY" + "".join(_ALPHABET[(raw >> (5 * i)) % len(_ALPHABET)] for i in range(10))


def canary_image(word: str) -> str:
    img = Image.new("RGB", (1200, 400), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    try:
        font: ImageFont.FreeTypeFont | ImageFont.ImageFont = ImageFont.truetype("DejaVuSans.ttf", 48)
    except OSError:
        font = ImageFont.load_default(size=48)
    draw.text((40, 60), "Your parcel is on hold.", fill=(0, 0, 0), font=font)
    draw.text((40, 160), f"Reference {word}", fill=(0, 0, 0), font=font)
    draw.text((40, 260), "Pay the fee today.", fill=(0, 0, 0), font=font)
    out = io.BytesIO()
    img.save(out, format="PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode("ascii")


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path / "redis").start()
    yield server
    server.stop()


def _forms(word: str) -> list[bytes]:
    """The canary as it could be written: any case, UTF-8 and UTF-16 (SQLite may store either), and
    its random part alone (OCR sometimes reads the word with a space after "CANARY")."""
    forms = {word, word.lower(), word[len("CANARY") :], word[len("CANARY") :].lower()}
    return [f.encode(enc) for f in forms for enc in ("utf-8", "utf-16-le")]


def _files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def test_a_canary_sent_everywhere_is_kept_nowhere(tmp_path: Path, redis_server: RedisServer) -> None:
    word = canary()
    image = canary_image(word)
    server = Server(tmp_path / "srv", env={"SCAMCHECK_REDIS_URL": redis_server.url}).start()
    try:
        for surface in SURFACES:
            sender = f"PayPal <{word.lower()}@gmail.com>"
            message = f"Parcel {word} held: pay at https://{word}.top/pay"
            text = send(server, surface, {"kind": "text", "text": message, "sender": sender})
            link = send(server, surface, {"kind": "url", "url": f"https://{word.lower()}-login.top/{word}"})
            shot = send(server, surface, {"kind": "image", "image": image})
            for outcome in (text, link, shot):
                assert outcome.ok, (surface, outcome.code, str(outcome.body)[:300])
            assert word.lower() in str(text.body).lower() and word.lower() in str(link.body).lower()
            assert f"{word.lower()}@gmail.com" in str(text.body), f"the sender was not read over {surface}"
            read = "".join(str(shot.body).split())  # OCR may split the long word in two
            assert word in read, f"OCR did not read the canary over {surface}: the proof would be empty"
        # anonymous callers too (MCP and A2A need no human check): their quota lives in Redis
        anonymous = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
        anonymous["params"] = {"name": "check_message", "arguments": {"text": f"{word} call now"}}
        headers = {"Accept": "application/json, text/event-stream"}
        assert localhttp.post(server.url + "/mcp", json=anonymous, headers=headers, timeout=30).status_code == 200
        health = localhttp.get(server.url + "/api/health", timeout=10).text
        weather = localhttp.get(server.url + "/api/weather", timeout=10).text
        client = redis.Redis.from_url(redis_server.url)
        stored: list[bytes] = []
        for key in client.scan_iter(count=1000):
            stored.append(key)
            kind = client.type(key)
            if kind == b"string":
                stored.append(client.get(key) or b"")
            elif kind == b"hash":
                stored.extend(b"%s=%s" % kv for kv in client.hgetall(key).items())
            elif kind in (b"list", b"set", b"zset"):
                stored.append(client.dump(key) or b"")
        client.close()
        assert stored, "Redis holds nothing: the quota and trends did not go there, so this proves little"
    finally:
        server.stop()
    redis_server.stop()  # its append-only file is complete once it has exited

    log = "".join(server.log).encode()
    places: dict[str, bytes] = {
        "server log": log,
        "/api/health": health.encode(),
        "/api/weather": weather.encode(),
        "Redis keys and values": b"\n".join(stored),
    }
    var = server.cwd / "var"
    files = _files(var) + _files(redis_server.directory)
    assert any(p.suffix == ".sqlite3" for p in files), files
    for path in files:
        places[str(path)] = path.read_bytes()
    image_piece = image.split(",", 1)[1][200:264].encode()
    for place, content in places.items():
        for form in _forms(word):
            assert form not in content, f"the canary was kept in {place}"
        assert image_piece not in content, f"image bytes were kept in {place}"
        if place not in ("server log", "/api/health"):  # uvicorn's listen address; health names Redis's host
            assert b"127.0.0.1" not in content, f"the client IP was kept in {place}"
