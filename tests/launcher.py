"""Server processes forked from a warm parent: each server is a real process, without paying the imports again.

A ``scamcheck serve`` start spends most of its CPU importing the app (the MCP SDK's types, pydantic
models, starlette, the engine) and building the engine's tables (``warm_up``): seconds of a core
each, and the suite starts dozens. So each test process (one per xdist worker) runs one launcher,
started on first use: it imports all that and warms up once, then forks a child per server. The
child takes the server's working directory, environment, arguments and output pipes, and runs
the command's own ``main`` in the same way ``python -m MODULE ARGS`` does: the same argument
parsing, the same settings read from the environment, a real uvicorn on a real port, the same
SIGTERM handling. Nothing of the app reads a setting at import time (``Settings()`` reads the
environment when it is built), so a fork with another environment is that server.

What a forked server does not exercise is the interpreter's own start (``-m``, ``sys.path``,
import-time errors under a given environment): ``scamcheck serve --workers N`` (uvicorn starts fresh
interpreters for its workers), any command outside ``FORKABLE``, and the tests that ask for
``real=True`` start the real command; ``TESTS_REAL_SERVERS=1`` in pytest's environment makes every
server the real command (to compare, or to rule the launcher out).

The parent answers over a Unix socket pair, one datagram per request: ``spawn`` (with the child's
stdin, stdout and stderr as file descriptors) returns the child's pid; ``reap`` returns its exit
code once it has ended. The test side watches a child through a pidfd, so ``poll`` and ``wait`` need
no request until the child is gone.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import IO, Any

__all__ = ["FORKABLE", "Forked", "forkable", "launch", "shutdown"]

FORKABLE = {"scamcore.cli", "scama2a.cli", "scammcp.cli"}
"""Modules whose ``main`` the launcher runs in a child; their imports are done once in the parent."""

_ROOT = Path(__file__).resolve().parents[1]


def forkable(argv: list[str], env: dict[str, str]) -> bool:
    """``python -m MODULE ...`` of a module the launcher knows, serving from one process.

    ``scamcheck serve`` with several workers (or the default, one per CPU) hands uvicorn an import
    string, and uvicorn starts fresh interpreters: a fork saves nothing there. ``scammcp --stdio``
    talks over stdin, which the tests drive through the SDK's own client.
    """
    if len(argv) < 3 or argv[0] != sys.executable or argv[1] != "-m" or argv[2] not in FORKABLE:
        return False
    if argv[2] == "scamcore.cli" and (argv[3:4] != ["serve"] or env.get("SCAMCHECK_WORKERS") != "1"):
        return False
    return "--stdio" not in argv


class Forked:
    """The part of ``subprocess.Popen`` the kits use, for a child of the launcher (not of this process).

    A pidfd becomes readable when the process ends, so ``poll`` and ``wait`` follow it like a child
    of our own; the exit code comes from the launcher, which reaps it.
    """

    def __init__(self, pid: int, stdout: IO[Any] | None, stderr: IO[Any] | None) -> None:
        self.pid = pid
        self.stdout = stdout
        self.stderr = stderr
        self.returncode: int | None = None
        self._pidfd = os.pidfd_open(pid)

    def poll(self) -> int | None:
        return self.wait(0) if self._ended(0) else None

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            if not self._ended(timeout):
                raise subprocess.TimeoutExpired(str(self.pid), timeout or 0)
            self.returncode = int(_launcher().request({"op": "reap", "pid": self.pid})["returncode"])
            os.close(self._pidfd)
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.returncode is None:
            signal.pidfd_send_signal(self._pidfd, sig)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def _ended(self, timeout: float | None) -> bool:
        if self.returncode is not None:
            return True
        return bool(select.select([self._pidfd], [], [], timeout)[0])


class _Launcher:
    """The test side of one launcher process: started on first use, ended with the session (``shutdown``)."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._errors = tempfile.TemporaryFile()  # noqa: SIM115 - the launcher's traceback, should it fail; closed in close()
        env = {k: v for k, v in os.environ.items() if not k.startswith("SCAMCHECK_")}
        self._proc = subprocess.Popen(
            [sys.executable, __file__, str(theirs.fileno())],
            cwd=_ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._errors,
            stderr=self._errors,
            pass_fds=[theirs.fileno()],
        )
        theirs.close()
        self._sock = ours
        self._lock = threading.Lock()
        self.request({"op": "ready"})  # the imports and the warm-up, once

    def request(self, message: dict[str, Any], fds: list[int] | None = None) -> dict[str, Any]:
        with self._lock:
            socket.send_fds(self._sock, [json.dumps(message).encode()], fds or [])
            answer = self._sock.recv(1 << 16)
        if not answer:
            self._errors.seek(0)
            raise RuntimeError("the server launcher ended:\n" + self._errors.read().decode(errors="replace"))
        reply: dict[str, Any] = json.loads(answer)
        return reply

    def close(self) -> None:
        """End the launcher (it stops any server a test left running) and reap it, so that its CPU
        and its children's count in this process's own (``/usr/bin/time`` around pytest sees them)."""
        self._sock.close()
        self._proc.wait(timeout=60)
        self._errors.close()


_LAUNCHER: list[_Launcher] = []


def _launcher() -> _Launcher:
    if not _LAUNCHER:
        _LAUNCHER.append(_Launcher())
    return _LAUNCHER[0]


def shutdown() -> None:
    """End this process's launcher, if one was started (``tests/conftest.py``, at the session's end)."""
    while _LAUNCHER:
        _LAUNCHER.pop().close()


def _end(stream: int | IO[Any] | None) -> tuple[int, IO[Any] | None, bool]:
    """The child's end of one output stream, ours when it is a pipe, and whether the fd is to close here."""
    if stream == subprocess.PIPE:
        r, w = os.pipe()
        return w, os.fdopen(r, "rb"), True
    if stream is None or stream == subprocess.DEVNULL:
        return os.open(os.devnull, os.O_RDWR), None, True
    assert not isinstance(stream, int), stream
    return stream.fileno(), None, False


def launch(
    argv: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    stdout: int | IO[Any] | None = None,
    stderr: int | IO[Any] | None = None,
    text: bool = False,
    errors: str | None = None,
    real: bool = False,
) -> subprocess.Popen[Any] | Forked:
    """``subprocess.Popen(argv, ...)``, or the same command forked from the launcher when it can be."""
    if real or os.environ.get("TESTS_REAL_SERVERS") == "1" or not forkable(argv, env):
        return subprocess.Popen(
            argv, cwd=cwd, env=env, stdout=stdout, stderr=stderr, text=text, errors=errors, stdin=subprocess.DEVNULL
        )
    stdin_fd, _, stdin_own = _end(subprocess.DEVNULL)
    out_fd, out, out_own = _end(stdout)
    if stderr == subprocess.STDOUT:
        err_fd, err, err_own = out_fd, None, False
    else:
        err_fd, err, err_own = _end(stderr)
    try:
        message = {"op": "spawn", "argv": argv[2:], "cwd": str(cwd), "env": env}
        pid = int(_launcher().request(message, [stdin_fd, out_fd, err_fd])["pid"])
    finally:
        for fd, own in ((stdin_fd, stdin_own), (out_fd, out_own), (err_fd, err_own)):
            if own:
                os.close(fd)
    if text:
        out = _text(out, errors)
        err = _text(err, errors)
    return Forked(pid, out, err)


def _text(stream: IO[Any] | None, errors: str | None) -> IO[Any] | None:
    if stream is None:
        return None
    import io

    return io.TextIOWrapper(stream, errors=errors)


# ---- the launcher process ----


def _preload() -> None:
    """Everything a server start imports, and the engine's tables; then nothing runs in a thread."""
    import gc

    import uvicorn.config
    import uvicorn.lifespan.on
    import uvicorn.loops.auto
    import uvicorn.protocols.http.auto
    import uvicorn.protocols.websockets.auto

    import scama2a.cli
    import scamcore.cli
    import scamhttp.app
    import scamhttp.workers
    import scammcp.cli
    from scamcore import warm_up

    scamcore.cli.build_parser()  # loads the ``scamcheck.commands`` entry points
    del uvicorn, scama2a, scamhttp, scammcp
    warm_up()
    gc.collect()
    gc.freeze()  # what the app's lifespan does after its warm-up: shared pages stay shared
    assert threading.active_count() == 1, threading.enumerate()


def _child(request: dict[str, Any], fds: list[int], sock: socket.socket) -> None:
    """Become ``python -m MODULE ARGS`` in ``cwd`` with ``env``; never returns."""
    code = 1
    try:
        sock.close()
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        for fd in set(fds):
            if fd > 2:
                os.close(fd)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        module_name, *args = request["argv"]
        module = sys.modules[module_name]
        sys.argv = [str(module.__file__), *args]
        sys.path[0] = os.getcwd()  # what ``-m`` puts first
        code = _exit_code(module.main)
    except BaseException:  # the child reports as the interpreter would, then exits
        import traceback

        traceback.print_exc()
    finally:
        try:
            threading._shutdown()  # type: ignore[attr-defined]  # what the interpreter does at exit
            import atexit

            atexit._run_exitfuncs()
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def _exit_code(main: Any) -> int:
    try:
        result = main()
    except SystemExit as stop:
        result = stop.code
    if result is None:
        return 0
    if isinstance(result, int):
        return result
    print(result, file=sys.stderr)
    return 1


def _serve(fd: int) -> None:
    sock = socket.socket(fileno=fd)
    children: set[int] = set()
    _preload()
    while True:
        try:
            data, fds, _, _ = socket.recv_fds(sock, 1 << 20, 3)
        except ConnectionResetError:
            data, fds = b"", []
        if not data:
            break
        request = json.loads(data)
        reply: dict[str, Any]
        if request["op"] == "spawn":
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _child(request, fds, sock)
            for child_fd in fds:
                os.close(child_fd)
            children.add(pid)
            reply = {"pid": pid}
        elif request["op"] == "reap":
            _, status = os.waitpid(request["pid"], 0)
            children.discard(request["pid"])
            reply = {"returncode": os.waitstatus_to_exitcode(status)}
        else:
            reply = {"ready": True}
        sock.send(json.dumps(reply).encode())
    for pid in children:  # the tests ended without stopping these: as a killed parent's would, they go
        os.kill(pid, signal.SIGTERM)
    for pid in children:
        os.waitpid(pid, 0)


if __name__ == "__main__":
    _serve(int(sys.argv[1]))
