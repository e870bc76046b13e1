"""A change journal for the tree, kept by a small watcher process (``bower watch``), so that a
one-shot command need not stat every file to see hand edits (git's fsmonitor daemon, in
miniature).

The watcher holds an inotify watch on every directory of the tree (Linux; elsewhere it does
not start and every command scans as before) and remembers which ``.md`` paths changed, each
with a sequence number. A command asks it for the paths changed since the token it stored in
the index after its last sync, stats only those, and stores the new token. Anything the
watcher cannot vouch for — it was restarted (another epoch), the kernel's event queue
overflowed, a directory was deleted or moved away (its files are not listed), a token older
than what it remembers — and it answers "unknown": the command does the full stat scan.

Freshness: before answering, the watcher creates a cookie file in the tree's root and reads
events until the cookie's own arrives. inotify delivers one watch descriptor's events in
order, so every change made before the question was asked has been read by then: an edit
saved a millisecond before ``bower query`` is seen by that query.

It listens on loopback with a random secret kept in ``<home>/watch.json`` (mode 0600: paths
name memories), exits after ``[sync] watch_idle_s`` without a question, and only one runs per
home (``watch.lock``).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import fcntl
import json
import os
import secrets
import select
import socket
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..disk.private import private_folder
from ..disk.records import loads

WATCH_FILE = "watch.json"
LOCK_FILE = "watch.lock"
COOKIE_PREFIX = ".bower-watch-cookie-"

# inotify(7)
IN_MODIFY = 0x2
IN_ATTRIB = 0x4
IN_CLOSE_WRITE = 0x8
IN_MOVED_FROM = 0x40
IN_MOVED_TO = 0x80
IN_CREATE = 0x100
IN_DELETE = 0x200
IN_DELETE_SELF = 0x400
IN_MOVE_SELF = 0x800
IN_Q_OVERFLOW = 0x4000
IN_IGNORED = 0x8000
IN_ISDIR = 0x40000000
IN_NONBLOCK = 0o4000
IN_CLOEXEC = 0o2000000
_MASK = (
    IN_MODIFY
    | IN_ATTRIB
    | IN_CLOSE_WRITE
    | IN_MOVED_FROM
    | IN_MOVED_TO
    | IN_CREATE
    | IN_DELETE
    | IN_DELETE_SELF
    | IN_MOVE_SELF
)
_HEADER = struct.Struct("iIII")
_REMEMBERED = 500_000  # changed paths kept; past it, older tokens get "unknown"


def supported() -> bool:
    """True where the watcher can run (Linux, with inotify in libc)."""
    return sys.platform.startswith("linux") and ctypes.util.find_library("c") is not None


def parse_events(buf: bytes) -> Iterator[tuple[int, int, str]]:
    """``(watch descriptor, mask, name)`` of each ``struct inotify_event`` in ``buf``."""
    offset = 0
    while offset + _HEADER.size <= len(buf):
        wd, mask, _cookie, length = _HEADER.unpack_from(buf, offset)
        offset += _HEADER.size
        raw = buf[offset : offset + length]
        offset += length
        yield wd, mask, raw.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")


class Journal:
    """What the watcher knows: which paths changed at which sequence number, and since when
    it cannot vouch for the tree (``lost_at``). Pure bookkeeping, fed events by ``Watcher``."""

    def __init__(self) -> None:
        self.epoch = secrets.token_hex(6)
        self.seq = 0
        self.lost_at = 0
        self.changed: dict[str, int] = {}

    def touch(self, path: str) -> None:
        self.seq += 1
        self.changed[path] = self.seq
        if len(self.changed) > _REMEMBERED:
            self.lose()

    def lose(self) -> None:
        """Events were lost (overflow, a directory gone): older tokens mean nothing now."""
        self.seq += 1
        self.lost_at = self.seq
        self.changed.clear()

    def token(self) -> str:
        return f"{self.epoch}:{self.seq}"

    def since(self, token: str | None) -> list[str] | None:
        """Paths changed after ``token``, or ``None`` when that cannot be told."""
        epoch, _, seq = (token or "").partition(":")
        if epoch != self.epoch or not seq.isdigit() or int(seq) < self.lost_at:
            return None
        after = int(seq)
        return sorted(p for p, s in self.changed.items() if s > after)


class Watcher:
    """inotify watches over every directory of ``root``, feeding a ``Journal``."""

    def __init__(self, root: Path) -> None:
        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        self._add = libc.inotify_add_watch
        self._add.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
        self.fd = libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        self.root = root
        self.dirs: dict[int, str] = {}  # wd → directory relative to root ("" for root)
        self.journal = Journal()
        self.cookies: set[str] = set()
        self.gone = False  # the root went away: the process exits
        self._watch_tree("", mark=False)

    def close(self) -> None:
        os.close(self.fd)

    def _watch_tree(self, rel: str, mark: bool) -> None:
        """Watch ``rel`` and every directory below it; with ``mark``, every ``.md`` file
        found there counts as changed (it may have been written before its watch existed)."""
        stack = [rel]
        while stack:
            current = stack.pop()
            path = self.root / current if current else self.root
            wd = self._add(self.fd, os.fsencode(path), _MASK)
            if wd < 0:
                code = ctypes.get_errno()
                if code == errno.ENOSPC:  # out of inotify watches: cannot vouch for anything
                    raise OSError(code, "no inotify watches left (fs.inotify.max_user_watches)")
                continue  # vanished meanwhile: its parent's events say so
            self.dirs[wd] = current
            with contextlib.suppress(OSError):
                for entry in os.scandir(path):
                    if entry.name.startswith("."):
                        continue
                    child = f"{current}/{entry.name}" if current else entry.name
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(child)
                    elif mark and entry.name.endswith(".md"):
                        self.journal.touch(child)

    def pump(self, timeout: float) -> None:
        """Read and apply whatever events arrive within ``timeout`` seconds."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return
        while True:
            try:
                buf = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return
            for wd, mask, name in parse_events(buf):
                self.apply(wd, mask, name)

    def apply(self, wd: int, mask: int, name: str) -> None:
        """One event: a changed file, a new directory to watch, or a loss."""
        journal = self.journal
        if mask & IN_Q_OVERFLOW:
            journal.lose()
            return
        if wd not in self.dirs:
            return
        if mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) and not self.dirs[wd]:
            # The tree's root itself went away (deleted, moved, restored from elsewhere):
            # nothing here can see the new one, so this watcher is done.
            journal.lose()
            self.gone = True
            return
        if mask & IN_IGNORED:
            del self.dirs[wd]
            return
        if mask & (IN_DELETE_SELF | IN_MOVE_SELF):
            return  # a subdirectory: its parent reports it (and that is a loss)
        if name.startswith(COOKIE_PREFIX):
            self.cookies.add(name)
            return
        if not name or name.startswith("."):
            return
        rel = f"{self.dirs[wd]}/{name}" if self.dirs[wd] else name
        if mask & IN_ISDIR:
            if mask & (IN_CREATE | IN_MOVED_TO):
                self._watch_tree(rel, mark=True)
            elif mask & (IN_DELETE | IN_MOVED_FROM):
                # The files it held are not listed here: only a full scan can tell.
                journal.lose()
            return
        if name.endswith(".md"):
            journal.touch(rel)

    def settle(self, timeout: float = 2.0) -> bool:
        """Make sure every change made before now has been read (the cookie, see the module
        docstring); False if the cookie's event did not arrive in time."""
        if self.gone:
            return False
        name = f"{COOKIE_PREFIX}{os.getpid()}-{self.journal.seq}-{secrets.token_hex(3)}"
        path = self.root / name
        try:
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except OSError:
            return False
        deadline = time.monotonic() + timeout
        try:
            while name not in self.cookies:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self.pump(left)
            return True
        finally:
            self.cookies.discard(name)
            with contextlib.suppress(OSError):
                path.unlink()


# ---------------------------------------------------------------- the process


def serve_forever(home: Path, root: Path, idle_s: float, tied_to: int | None = None) -> int:
    """Run the watcher for ``home`` until idle for ``idle_s`` seconds (or signalled), or
    until process ``tied_to`` (the resident that started it) is gone: a killed resident must
    not leave its watcher running. Returns 0, or 1 when another watcher already runs for this
    home."""
    import signal

    def _stop(_signum: int, _frame: Any) -> None:
        raise SystemExit(0)  # runs the clean-up below (the announcement goes)

    signal.signal(signal.SIGTERM, _stop)
    private_folder(home)
    private_folder(root)
    lock = os.open(home / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(lock)
        return 1
    watcher = Watcher(root)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    secret = secrets.token_hex(16)
    announce = home / WATCH_FILE
    _write_private(
        announce,
        {
            "pid": os.getpid(),
            "port": listener.getsockname()[1],
            "secret": secret,
            "root": str(root),
        },
    )
    last_question = time.monotonic()
    try:
        while time.monotonic() - last_question < idle_s and not watcher.gone:
            if tied_to is not None and not _alive(tied_to):
                break
            ready, _, _ = select.select([watcher.fd, listener], [], [], 1.0)
            if watcher.fd in ready:
                watcher.pump(0)
            if listener in ready:
                conn, _ = listener.accept()
                with conn:
                    conn.settimeout(1.0)  # a silent client must not hold up the others
                    with contextlib.suppress(OSError, ValueError):
                        _answer(conn, watcher, secret)
                last_question = time.monotonic()
    finally:
        with contextlib.suppress(OSError, ValueError):
            if loads(announce.read_text(encoding="utf-8")).get("pid") == os.getpid():
                announce.unlink()
        listener.close()
        watcher.close()
        os.close(lock)
    return 0


def _answer(conn: socket.socket, watcher: Watcher, secret: str) -> None:
    request = loads(conn.makefile("rb").readline(65_536) or b"{}")
    if not isinstance(request, dict) or not secrets.compare_digest(
        str(request.get("secret", "")), secret
    ):
        conn.sendall(b'{"error": "bad secret"}\n')
        return
    settled = watcher.settle()
    journal = watcher.journal
    token = journal.token()  # taken after settling: later changes come with the next token
    changed = journal.since(request.get("since")) if settled else None
    conn.sendall(json.dumps({"token": token, "changed": changed}).encode() + b"\n")


def _write_private(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh)
    os.replace(tmp, path)


# ---------------------------------------------------------------- the client


def running(home: Path) -> dict[str, Any] | None:
    """The watcher announced in ``home`` if its process is alive."""
    try:
        data = loads((home / WATCH_FILE).read_text(encoding="utf-8"))
        os.kill(int(data["pid"]), 0)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return dict(data)


def ask(
    home: Path, root: Path, since: str | None, timeout: float = 5.0
) -> tuple[str, list[str] | None] | None:
    """``(new token, paths changed since ``since`` or None if unknown)`` from the home's
    watcher, or ``None`` when none runs (or it does not answer, or watches another tree)."""
    info = running(home)
    if info is None or info.get("root") != str(root):
        return None
    try:
        with socket.create_connection(("127.0.0.1", int(info["port"])), timeout=timeout) as conn:
            conn.sendall(json.dumps({"secret": info["secret"], "since": since}).encode() + b"\n")
            reply = loads(conn.makefile("rb").readline(1 << 26) or b"{}")
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not isinstance(reply, dict) or not isinstance(reply.get("token"), str):
        return None
    changed = reply.get("changed")
    if changed is not None and not (
        isinstance(changed, list) and all(isinstance(p, str) for p in changed)
    ):
        return None
    return reply["token"], changed


def start(home: Path, idle_s: float, tied_to: int | None = None) -> None:
    """Start a watcher for ``home`` in the background, detached: an intermediate process
    starts it in its own session and exits at once, so the watcher is nobody's child (no
    zombie, no warning about a process left running) and outlives this one until idle (or,
    ``tied_to``, until that process is gone). Nothing happens if one runs already."""
    if running(home) is not None or not supported():
        return
    command = [sys.executable, "-m", "bowerbird", "watch", "--home", str(home)]
    command += ["--idle-exit", str(idle_s), "--json"]
    command += [] if tied_to is None else ["--while-pid", str(tied_to)]
    launcher = (
        "import subprocess, sys\n"
        "subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,"
        " stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)"
    )
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        subprocess.run(
            [sys.executable, "-c", launcher, *command],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=30,
            check=False,
        )


def _alive(pid: int) -> bool:
    """Process ``pid`` runs (and is not a zombie)."""
    try:
        os.kill(pid, 0)
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            return f.read().rpartition(")")[2].split()[:1] not in (["Z"], ["X"])
    except OSError:
        return False


def stop(home: Path, timeout: float = 5.0) -> bool:
    """Stop the home's watcher; True if one was running."""
    import signal

    info = running(home)
    if info is None:
        return False
    with contextlib.suppress(OSError):
        os.kill(int(info["pid"]), signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and running(home) is not None:
        time.sleep(0.05)
    return True
