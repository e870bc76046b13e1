"""Running forwarded commands (``cli/forward.py`` sends them) in the home's server — a
``bower serve``, or the resident one-shot commands start — with everything warm.

The server takes commands on a socket of its own, on loopback only (``Commands.listen``),
whatever address its HTTP API binds: a command is the command line, environment, working
directory, terminal flags and stdin of a ``bower`` process, and runs through the same ``main``
as that process would, with this process's standard streams, environment and directory
swapped for the command's: its output, exit code, errors and files are the ones a local run
gives. The command borrows the server's facade (``common.lend``) when its settings are the
server's (the agent aside), so the model, index and caches are warm; other settings get a
facade of their own, as a local run would. Each command first reconciles the index with the
tree (``Bower.rescan_first``), as a new process does.

Not HTTP: a forwarded command's whole cost is a few milliseconds of work, and the HTTP stack
(uvicorn, Starlette's middleware, a streaming response through a thread pool) cost ~15 ms of
each on these machines. The request is ``<length>:`` and then fields (``cli/forward.py``);
the answer is frames ``<kind><length>:<payload>``: ``e`` stderr as the command writes it,
``a`` every ``HEARTBEAT_S`` while it works, then ``o`` its stdout and ``x`` its exit code —
or a single ``r`` with the reason it was refused (the client then runs it itself).

Swapping a process's streams, environment and directory is one command at a time: a
command waits up to ``WAIT_S`` for the one before, then is refused and runs locally. Only
commands presenting the secret of ``<home>/serve.json`` (mode 0600: this user's), about this
home, run.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hmac
import io
import os
import queue
import socket
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .. import Bower, Settings, alive, home_id, proof
from . import forward as forward_auth
from .channel import exactly, same_user, socket_folder
from .command_thread import Cancelled, Running, cancels, per_thread

WAIT_S = 2.0
HEARTBEAT_S = 2.0
READ_TIMEOUT_S = 10.0  # for a client to send its whole command
AUTH_TIMEOUT_S = 2.0  # for a client to prove itself, before anything else is read
# Connections answered at once; more are closed unread (a command runs one at a time anyway:
# the rest only wait, and each waiting one holds a thread).
MAX_CONNECTIONS = 16
# The largest command: the client sends at most 32 MiB of stdin, with its environment.
MAX_REQUEST = 40 * 1024 * 1024


@dataclasses.dataclass(frozen=True)
class Forwarded:
    """One forwarded command, as ``cli/forward.py`` describes it."""

    argv: list[str]
    home: Path
    cwd: str
    env: dict[str, str]
    stdout_tty: bool
    stderr_tty: bool
    stdin: bytes | None
    umask: int = 0o022

    @classmethod
    def parse(cls, fields: dict[str, list[bytes]]) -> Forwarded:
        """The command in a request's fields (``_fields``), checked; ``ValueError`` for
        anything missing or malformed."""

        def text(name: str) -> str:
            values = fields.get(name)
            if not values or len(values) != 1:
                raise ValueError(f"{name} is missing or repeated")
            return values[0].decode("utf-8", "surrogatepass")

        env: dict[str, str] = {}
        for item in fields.get("env", []):
            name, sep, value = item.decode("utf-8", "surrogatepass").partition("=")
            if not sep:
                raise ValueError("an env item lacks '='")
            env[name] = value
        stdin = fields.get("stdin")
        return cls(
            [a.decode("utf-8", "surrogatepass") for a in fields.get("argv", [])],
            Path(text("home")),
            text("cwd"),
            env,
            text("stdout_tty") == "1",
            text("stderr_tty") == "1",
            stdin[0] if stdin else None,
            int(text("umask")) & 0o777 if "umask" in fields else 0o022,
        )


class _Output(io.TextIOBase):
    """A command's stdout or stderr: kept (stdout, printed by the client at the end) or
    passed on as written (stderr, ``sink``); a terminal if the client's is."""

    def __init__(self, tty: bool, sink: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self._tty = tty
        self._sink = sink
        self._kept: list[str] = []

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8"

    def isatty(self) -> bool:
        return self._tty

    def writable(self) -> bool:
        return True

    def write(self, text: str | bytes) -> int:
        if isinstance(text, bytes):  # click writes help as bytes to a stream it cannot place
            text = text.decode("utf-8", "replace")
        if self._sink is not None:
            self._sink(text)
        else:
            self._kept.append(text)
        return len(text)

    def text(self) -> str:
        """Everything written (stdout)."""
        return "".join(self._kept)


class Commands:
    """Runs forwarded commands, one at a time, for the home ``home``; ``secret`` is the one
    ``serve.json`` announces (set once announced: the code in use is noted before that, so a
    change made as soon as the announcement appears is seen). ``last_used`` is when the
    latest command finished (a resident exits after a while without one)."""

    def __init__(self, home: Path, resident: bool) -> None:
        self.home = home.resolve()
        self._home_id = home_id(self.home)
        self.secret = ""  # set once announced; none, and nothing runs
        self.resident = resident
        self.retired = False  # a resident told its home turned it off: it exits
        self.last_used = time.monotonic()
        self._one = threading.Lock()
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        self._sock: socket.socket | None = None
        self._path: Path | None = None  # the Unix socket's, removed on close
        self._served: tuple[Settings | None, str] = (None, "")  # the facade's, as _same has it
        self._views: dict[str, Bower] = {}
        self._code: dict[str, tuple[int, ...]] = {}
        _stale(self._code)  # the modules loaded at start, as they are now
        # Work commands handed on (``later``), in the order given: key → its next step.
        self._jobs: dict[str, Callable[[], bool]] = {}
        self._jobs_lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._closing = False

    @property
    def busy(self) -> bool:
        """A command is running, or work handed on by one is left to do."""
        return self._one.locked() or bool(self._jobs)

    def later(self, key: str, step: Callable[[], bool]) -> None:
        """Call ``step()`` in the background, between commands, until it returns True (a
        Stop hook's flush: the hook answers at once, the transcript is read here). A step
        waiting under the same ``key`` is replaced (the newer one knows more)."""
        with self._jobs_lock:
            self._jobs.pop(key, None)
            self._jobs[key] = step
            if self._worker is None:
                self._worker = threading.Thread(target=self._work, name="bower-later", daemon=True)
                self._worker.start()

    def _work(self) -> None:
        """Run the handed-on steps one at a time, each holding the command lock (so no
        command swaps the process's streams or directory meanwhile), taking turns between
        keys; a step that fails is said on stderr (``resident.log``) and dropped."""
        while True:
            with self._jobs_lock:
                if not self._jobs or self._closing:
                    self._worker = None
                    return
                key, step = next(iter(self._jobs.items()))
            self._one.acquire()
            try:
                done = self._closing or step()
            except Exception as exc:  # a bug or a vanished file: the rest must go on
                said = getattr(exc, "message", None) or str(exc) or type(exc).__name__
                print(f"bowerbird: background {key} failed: {said}", file=sys.stderr)
                done = True
            finally:
                self.last_used = time.monotonic()
                self._one.release()
            with self._jobs_lock:
                if self._jobs.get(key) is step:
                    del self._jobs[key]
                    if not done:
                        self._jobs[key] = step  # to the back: other keys take their turn

    @contextlib.contextmanager
    def held(self) -> Iterator[bool]:
        """No command runs meanwhile (True), unless one runs now (False: nothing is held)."""
        free = self._one.acquire(blocking=False)
        try:
            yield free
        finally:
            if free:
                self._one.release()

    def listen(self) -> str:
        """Bind the command socket (before the server announces it, so a command told of it
        waits in the backlog); its address as ``serve.json`` gives it: ``unix:PATH`` (a
        socket in a 0700 folder of this user's, ``channel.socket_folder``) or, where there are no
        Unix sockets, ``127.0.0.1:PORT``."""
        if hasattr(socket, "AF_UNIX"):
            folder = socket_folder(self.home)
            for old in folder.glob("commands.*.sock"):
                pid = old.name.split(".")[1]
                if not pid.isdigit() or int(pid) == os.getpid() or not alive(int(pid)):
                    # A killed server's (or this pid's before it was reused): gone.
                    with contextlib.suppress(OSError):
                        old.unlink()
            path = folder / f"commands.{os.getpid()}.sock"
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.bind(os.fspath(path))
            os.chmod(path, 0o600)
            self._path = path
            address = f"unix:{path}"
        else:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.1", 0))
            address = f"127.0.0.1:{sock.getsockname()[1]}"
        sock.listen(64)
        self._sock = sock
        return address

    def serve(self, bower: Bower) -> None:
        """Answer commands with ``bower`` from now on (a thread per connection)."""
        sock = self._sock
        assert sock is not None, "listen() first"

        def accept() -> None:
            while True:
                try:
                    conn, _ = sock.accept()
                except OSError:
                    return  # closed: the server stops
                if not same_user(conn) or not self._slots.acquire(blocking=False):
                    # Another user's process (the folder's mode should have kept it out), or
                    # too many at once: closed unread, and the client runs its command itself.
                    conn.close()
                    continue
                threading.Thread(
                    target=self._answer, args=(conn, bower), name="bower-command", daemon=True
                ).start()

        threading.Thread(target=accept, name="bower-commands", daemon=True).start()

    def close(self, wait_s: float = 30.0) -> None:
        """Take no more commands; wait up to ``wait_s`` for the one running to finish (work
        handed on stops after its current step: each saved where it stopped)."""
        self._closing = True
        if self._sock is not None:
            with contextlib.suppress(OSError):
                self._sock.close()
        if self._path is not None:
            with contextlib.suppress(OSError):
                self._path.unlink()
            with contextlib.suppress(OSError):
                self._path.parent.rmdir()  # when empty: no folder left behind per home
        if self._one.acquire(timeout=wait_s):
            self._one.release()

    def _answer(self, conn: socket.socket, bower: Bower) -> None:
        """Read one command from ``conn``, run it, send its frames (or a refusal)."""
        with conn:
            try:
                conn.settimeout(AUTH_TIMEOUT_S)
                try:
                    if not self._proven(conn):
                        return  # nothing more is read from it, nothing was said
                    conn.settimeout(READ_TIMEOUT_S)
                    refused, command = self._admit(_read_request(conn))
                except ValueError as exc:
                    refused, command = f"malformed command: {exc}", None
                conn.settimeout(None)
                if command is None:
                    conn.sendall(_frame(b"r", refused))
                    return
                frames: queue.Queue[bytes | None] = queue.Queue()
                run = Running()
                worker = threading.Thread(
                    target=self._run, args=(command, bower, frames, run), name="bower-run",
                    daemon=True,
                )  # fmt: skip
                worker.start()
                threading.Thread(
                    target=cancels, args=(conn, run), name="bower-cancel", daemon=True
                ).start()
                for frame in _frames(frames, worker):
                    conn.sendall(frame)
            except OSError:
                # The client went away (killed, timed out): the command, if it started,
                # finishes here, and a rerun of it is deduplicated like any other.
                return
            finally:
                self._slots.release()

    def _proven(self, conn: socket.socket) -> bool:
        """Both ends show they know the announced secret, neither sending it: the client
        opens with ``HELLO`` and a nonce, this server answers with its proof over that nonce
        and one of its own, and the client's proof over both must follow (fixed sizes, read
        before anything else: a client that cannot prove itself never makes the server read
        a body, and a client never sends its command to a server that cannot). ``ValueError``
        when the client stops short."""
        size = forward_auth.NONCE_BYTES
        hello = exactly(conn, len(forward_auth.HELLO) + size)
        if not self.secret or not hello.startswith(forward_auth.HELLO):
            return False
        theirs, ours = hello[len(forward_auth.HELLO) :], os.urandom(size)
        conn.sendall(proof(self.secret, b"server", theirs, ours) + ours)
        given = exactly(conn, forward_auth.PROOF_BYTES)
        return hmac.compare_digest(given, proof(self.secret, b"client", ours, theirs))

    def _admit(self, body: bytes) -> tuple[str, Forwarded | None]:
        """The command of request ``body`` and the command lock taken for it, or why not."""
        try:
            fields = _fields(body)
            command = Forwarded.parse(fields)
        except (ValueError, KeyError, TypeError, UnicodeError) as exc:
            return f"malformed command: {exc}", None
        if command.home.resolve() != self.home:
            if self.resident and home_id(command.home) == self._home_id:
                # This very folder, moved (or renamed) since: a resident started there serves
                # it under its new name; this one goes.
                self.retired = True
            return "another home", None
        if not (os.path.isdir(command.cwd) and os.access(command.cwd, os.X_OK)):
            # The caller's folder is no place this process can work in (removed, or its
            # rights changed since the caller entered it): this command runs where it was
            # typed, and the resident stays for the next one.
            return "a directory this process cannot enter", None
        if self.resident and _stale(self._code):
            # bowerbird was upgraded or edited since this process loaded it: a command must
            # not run old code, so it runs locally and the next one starts a new resident.
            self.retired = True
            return "bowerbird's code changed since this resident started", None
        if not self._one.acquire(timeout=WAIT_S):
            return "busy with another command", None
        return "", command

    def _run(
        self, command: Forwarded, bower: Bower, frames: queue.Queue[Any], run: Running
    ) -> None:
        """Run ``command`` with this process's streams, environment, umask, time zone and
        directory swapped for its own; its stdout and exit code go last. A signal the client
        passes on (``run``) interrupts it where a local run would be."""
        from . import common, render
        from .running import run_command

        out = _Output(command.stdout_tty)
        err = _Output(command.stderr_tty, lambda text: frames.put(_frame(b"e", text)))
        stdout, stderr = per_thread()
        saved = (sys.stdin, dict(os.environ), os.getcwd())
        umask = os.umask(command.umask)
        code = 1
        try:
            _set_environ(command.env)
            time.tzset()  # TZ as the command's: its times are shown in the caller's zone
            os.chdir(command.cwd)
            sys.stdin = io.TextIOWrapper(io.BytesIO(command.stdin or b""), encoding="utf-8")
            stdout.bind(out)
            stderr.bind(err)
            render.fresh()
            common.lend = lambda settings: self._lend(bower, settings)
            common.later = self.later
            bower.rescan_first()
            code = run.call(lambda: run_command(list(command.argv)))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except KeyboardInterrupt:
            err.write(forward_auth.INTERRUPTED)
            code = 130
        except Cancelled as exc:
            code = 128 + exc.signum  # the client ends by that signal itself
        except BaseException:  # a bug: the command's own stderr says so, as a local run's would
            traceback.print_exc(file=err)
        finally:
            try:
                run.finished()
                code = _as_signalled(run.signalled, code, err)
                common.lend = None
                common.later = None
                sys.stdin = saved[0]
                stdout.bind(None)
                stderr.bind(None)
                _set_environ(saved[1])
                time.tzset()
                os.umask(umask)
                with contextlib.suppress(OSError):
                    os.chdir(saved[2])
                self.last_used = time.monotonic()
                self._one.release()
                frames.put(_frame(b"o", out.text()) + _frame(b"x", str(code)))
            finally:
                frames.put(None)  # whatever failed above, the answer ends: never heartbeats

    def _lend(self, bower: Bower, settings: Settings) -> Bower | None:
        """The server's facade (as the command's agent) when the command's settings are the
        server's, apart from the agent and the sync interval (a server re-scans on its own
        schedule, and each command first re-scans anyway)."""
        if self.resident and settings.serve.resident == "off":
            # The home turned residents off since this one started (config.toml; the
            # client checks the environment): this command is its last.
            self.retired = True
        if bower.settings is not self._served[0]:
            self._served = (bower.settings, _same(bower.settings))
        if _same(settings) != self._served[1]:
            return None
        agent = settings.curate.agent
        if agent == bower.agent:
            return bower
        if agent not in self._views:
            self._views[agent] = bower.as_agent(agent)
        return self._views[agent]


def _set_environ(env: dict[str, str]) -> None:
    """Make ``os.environ`` equal ``env``, touching only the names that differ (each change is
    a ``putenv``; clearing and refilling ~40 names cost a command ~1 ms)."""
    for name in [name for name in os.environ if name not in env]:
        del os.environ[name]
    for name, value in env.items():
        if os.environ.get(name) != value:
            os.environ[name] = value


def _stale(known: dict[str, tuple[int, ...]]) -> bool:
    """The code this process runs changed on disk since it was loaded: one of bowerbird's
    modules (its inode, size, mtime or ctime: an edit that puts the old mtime back still
    moves the ctime), or a folder a dependency's loaded module lives in (an upgrade or a
    reinstall replaces files, which changes their folder). A module loaded since the last
    look is recorded as it is now. ~400 stats, a millisecond or two."""
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if not path:
            continue
        ours = name == "bowerbird" or name.startswith("bowerbird.")
        where = path if ours else os.path.dirname(path)
        if where not in known:
            with contextlib.suppress(OSError):
                known[where] = _signature(where)
    for where, seen in known.items():
        try:
            if _signature(where) != seen:
                return True
        except OSError:
            return True  # removed: an upgrade
    return False


def _signature(path: str) -> tuple[int, ...]:
    info = os.stat(path)
    return (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def _same(settings: Settings) -> str:
    """``settings`` without what a borrowed facade may differ in."""
    curate = dataclasses.replace(settings.curate, agent="")
    plain = dataclasses.replace(
        settings, home=settings.home.resolve(), curate=curate, sync=type(settings.sync)()
    )
    return repr(plain)


def _read_request(conn: socket.socket) -> bytes:
    """The request's body: ``<length>:`` and then that many bytes; ``ValueError`` for a
    malformed or oversized one, ``OSError`` for a client that stopped sending."""
    head = b""
    while not head.endswith(b":"):
        byte = conn.recv(1)
        if not byte or len(head) > 12:
            raise ValueError("no request length")
        head += byte
    size = head[:-1]
    if not size.isdigit() or int(size) > MAX_REQUEST:
        raise ValueError("a request length that is not a number, or too large")
    chunks, left = [], int(size)
    while left:
        chunk = conn.recv(min(left, 1 << 20))
        if not chunk:
            raise ValueError("the request stopped before its end")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _fields(body: bytes) -> dict[str, list[bytes]]:
    """The request's fields (``cli/forward.py``: ``<length>:<bytes>`` for a name, then its
    value; names may repeat); ``ValueError`` for anything malformed."""
    fields: dict[str, list[bytes]] = {}
    at = 0
    while at < len(body):
        pair = []
        for _ in range(2):
            colon = body.index(b":", at)
            size = body[at:colon]
            if not size.isdigit() or colon + 1 + int(size) > len(body):
                raise ValueError("a field's length is wrong")
            at = colon + 1 + int(size)
            pair.append(body[colon + 1 : at])
        fields.setdefault(pair[0].decode("ascii"), []).append(pair[1])
    return fields


def _frame(kind: bytes, text: str) -> bytes:
    """One frame of the answer: ``<kind><length>:<payload>`` (``cli/forward.py`` reads it)."""
    payload = text.encode("utf-8", "surrogatepass")
    return kind + b"%d:" % len(payload) + payload


def _frames(frames: queue.Queue[bytes | None], worker: threading.Thread) -> Iterator[bytes]:
    """The answer's frames as the command produces them, with a heartbeat while the command
    runs: a worker gone without its last frame ends the answer (a client heartbeated forever
    by a dead command hung on ``bower --help``), with the exit code a crash gives."""
    while True:
        try:
            frame = frames.get(timeout=HEARTBEAT_S)
        except queue.Empty:
            if not worker.is_alive() and frames.empty():
                yield _frame(b"e", "bower: the resident lost this command\n") + _frame(b"x", "1")
                return
            frame = _frame(b"a", "")
        if frame is None:
            return
        yield frame


def _as_signalled(signum: int | None, code: int, err: Any) -> int:
    """The exit code of a command its client passed ``signum`` to: ^C is 130 with its word,
    another signal the client ends by itself (128 + signum), whatever error the interrupted
    code raised on its way out (an index connection cut mid-transaction is one)."""
    if signum is None:
        return code
    if signum == 2:
        if code != 130:
            err.write(forward_auth.INTERRUPTED)
        return 130
    return 128 + signum
