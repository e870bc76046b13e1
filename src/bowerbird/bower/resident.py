"""The process that answers a home's one-shot commands, as the rest of bowerbird sees it: a
``bower serve`` (started by the user) or a resident (started by the first command that needs
the model, ``[serve] resident``) announces itself in ``<home>/serve.json`` — its pid and start
time, the home it serves (path and inode), where it takes commands (a Unix socket in a 0700
directory; loopback TCP where there are none), its HTTP API's address (a ``bower serve``), and
a fresh secret from which each side of a command's connection proves itself to the other
(``proof``; ``cli/forward.py`` sends, ``cli/resident.py`` runs). The file is mode 0600,
written whole (``O_EXCL|O_NOFOLLOW``, then a rename) and removed when the process stops; it is
believed only when it is a regular file of this user's that no one else can read, naming a
process that is the one that wrote it, for this very home (a copy of the home gets its own).

Standard library only: the command-line client reads it before anything heavy is imported.
"""

import os
import time

TYPE_CHECKING = False  # not typing's: see bowerbird/__init__.py
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

SERVE_FILE = "serve.json"
# The API's token of a server bound beyond loopback (server/access.py makes it).
SERVE_TOKEN_FILE = "serve-token"
# A resident holds this lock for its lifetime: two commands starting one at once start one.
RESIDENT_LOCK = "resident.lock"
RESIDENT_LOG = "resident.log"


class Announcement:
    """A running server of the home, as ``serve.json`` announces it. (A plain class: a
    dataclass or a typed NamedTuple would import their modules into every forwarded
    command.)"""

    FIELDS = (
        "pid",
        "commands",
        "url",
        "agent",
        "secret",
        "resident",
        "started",
        "ticks",
        "home",
    )
    __slots__ = FIELDS

    def __init__(
        self,
        pid: int,
        commands: str,  # where it takes commands: "unix:PATH", or host:port on loopback
        url: str,  # its HTTP API's host:port ("" for a resident, which serves none)
        agent: str,  # the agent it serves when a command names none
        secret: str,  # presented by a command it should run
        resident: bool,  # started for commands (exits when idle), not by the user
        started: float,  # unix time
        ticks: int = -1,  # the process's start time since boot (/proc; -1 where there is none)
        home: str = "",  # the home's identity, "DEV:INODE" (``home_id``)
    ) -> None:
        self.pid, self.commands, self.url, self.agent = pid, commands, url, agent
        self.secret, self.resident, self.started = secret, resident, started
        self.ticks, self.home = ticks, home

    def fields(self) -> "dict[str, Any]":
        """Every field (what ``serve.json`` holds)."""
        return {name: getattr(self, name) for name in self.FIELDS}

    def to_dict(self) -> "dict[str, Any]":
        """What ``bower status`` shows (never the secret)."""
        return {
            "pid": self.pid,
            "commands": self.commands,
            "url": self.url or None,
            "kind": "resident" if self.resident else "serve",
            "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.started)),
        }


def announce_server(
    home: "Path", commands: str, agent: str, resident: bool, url: str = ""
) -> Announcement:
    """Announce this process in ``<home>/serve.json`` (mode 0600, written whole) with a new
    secret: it takes commands at ``commands`` (``unix:PATH`` or ``host:port``), and serves its
    HTTP API at ``url`` (host:port; none for a resident). Returns what was written."""
    import json
    import secrets

    secret = secrets.token_urlsafe(24)  # [A-Za-z0-9_-]: read back by ``_flat_json``
    ticks = start_ticks(os.getpid())
    found = Announcement(
        os.getpid(), commands, url, agent, secret, resident, time.time(), ticks, home_id(home)
    )
    path = home / SERVE_FILE
    tmp = path.with_name(f".{SERVE_FILE}.{os.getpid()}")
    # A new file of our own, never through a link someone planted at that name (O_EXCL with
    # O_NOFOLLOW): whatever is there is removed first (a link is removed, not its target).
    if tmp.is_symlink() or tmp.exists():
        tmp.unlink()
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(found.fields(), f)
    os.replace(tmp, path)
    return found


def withdraw_server(home: "Path") -> None:
    """Remove the announcement if it is still this process's."""
    import contextlib  # not at the top: the client imports this module, and pays for each

    text = _own_file(os.path.join(home, SERVE_FILE))
    with contextlib.suppress(OSError, ValueError, KeyError):
        if text is not None and int(_flat_json(text)["pid"]) == os.getpid():
            (home / SERVE_FILE).unlink()


def announced(home: str | os.PathLike[str]) -> Announcement | None:
    """The live server announced for ``home``, or ``None``: no file, one this version cannot
    read, one that is not a regular file of this user's with mode 0600 (a link, a FIFO, a
    copy others can read, a file someone else planted), one written for another home (a
    copy of this one, taken with its ``serve.json``), or one naming a process that is not the
    one that wrote it (a dead pid, or a pid reused since). Paths as strings: the command-line
    client calls it before anything heavy (pathlib included) is imported."""
    text = _own_file(os.path.join(home, SERVE_FILE))
    if text is None:
        return None
    try:
        data = _flat_json(text)
        found = Announcement(
            pid=int(data["pid"]),
            commands=str(data["commands"]),
            url=str(data["url"]),
            agent=str(data["agent"]),
            secret=str(data["secret"]),
            resident=_flag(data["resident"]),
            started=float(data["started"]),
            ticks=int(data["ticks"]),
            home=str(data["home"]),
        )
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    if found.home != home_id(home):
        return None  # a copy's (or a moved home's old) announcement: it gets its own
    # A killed server leaves its file behind; and a pid reused since names a process that
    # did not write it (its start time differs).
    return found if alive(found.pid, found.ticks) else None


def _own_file(path: str) -> str | None:
    """The text of ``path`` (its first 4 KiB) if it is a regular file of this user's that no
    one else may read or write; else ``None`` — a link, a FIFO (whose open would wait for a
    writer), a copy with mode 0644, a file someone else planted, none at all."""
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        mine = stat.S_ISREG(info.st_mode) and info.st_uid == os.geteuid()
        if not mine or info.st_mode & 0o077:
            return None
        return os.read(fd, 4096).decode("utf-8")
    except (OSError, UnicodeError):
        return None
    finally:
        os.close(fd)


def home_id(home: str | os.PathLike[str]) -> str:
    """The home folder's identity, ``DEV:INODE``: a copy of a home (its ``serve.json``
    included) is another folder, whatever its path. "" when it cannot be read."""
    try:
        info = os.stat(home)
    except OSError:
        return ""
    return f"{info.st_dev}:{info.st_ino}"


def proof(secret: str, label: bytes, *parts: bytes) -> bytes:
    """HMAC-SHA256 (RFC 2104) of ``label`` and ``parts`` under ``secret``: how each end of a
    command's connection shows the other it knows the announced secret without sending it.
    Written out over the C SHA-256: ``hmac`` (with ``hashlib`` and OpenSSL) would cost a
    forwarded command ~2.5 ms of imports, this ~0.3."""
    try:
        from _sha256 import sha256  # type: ignore[import-not-found,unused-ignore]
    except ImportError:  # Python 3.12+ moved it; hashlib's is the same function
        from hashlib import sha256
    key = secret.encode("utf-8")
    if len(key) > 64:
        key = sha256(key).digest()
    key = key.ljust(64, b"\0")
    inner = sha256(bytes(k ^ 0x36 for k in key) + label + b"".join(parts)).digest()
    return bytes(sha256(bytes(k ^ 0x5C for k in key) + inner).digest())


def start_ticks(pid: int) -> int:
    """When process ``pid`` started, in clock ticks since boot (/proc/PID/stat's 22nd field):
    with the pid, it names one process for good. -1 where /proc does not tell."""
    fields = _proc_stat(pid)
    try:
        return -1 if fields is None else int(fields[19])
    except (IndexError, ValueError):
        return -1


def _proc_stat(pid: int) -> list[str] | None:
    """/proc/PID/stat's fields after the command name (state first), or ``None``."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            return f.read().rpartition(")")[2].split()
    except OSError:
        return None


def _flat_json(text: str) -> dict[str, str]:
    """The one-level object ``announce_server`` writes — strings without escapes, numbers,
    booleans — as raw value texts; ``ValueError`` for anything else. Not ``json``: with
    ``re`` it costs a forwarded command ~11 ms of imports, a tenth of its time."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")) or "\\" in body:
        raise ValueError("not the announcement's shape")
    found: dict[str, str] = {}
    for item in body[1:-1].split(","):
        key, sep, value = item.partition(":")
        key, value = key.strip(), value.strip()
        if not sep or len(key) < 2 or key[0] != '"' or key[-1] != '"':
            raise ValueError("not the announcement's shape")
        found[key[1:-1]] = value[1:-1] if value[:1] == '"' == value[-1:] else value
    return found


def _flag(text: str) -> bool:
    if text not in ("true", "false"):
        raise ValueError(f"not a boolean: {text}")
    return text == "true"


def alive(pid: int, ticks: int | None = None) -> bool:
    """The process runs: it exists and, where /proc tells, is not a zombie (a killed resident
    whose parent exited waits there until init reaps it, which some containers' never do)
    and, given ``ticks``, started then (``start_ticks``: the same process, not a reused pid).
    One read of /proc for both."""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    fields = _proc_stat(pid)
    if not fields:
        return ticks is None or ticks == -1  # no /proc (macOS): the signal's answer stands
    if fields[0] in ("Z", "X"):
        return False
    if ticks is None:
        return True
    try:
        return int(fields[19]) == ticks
    except (IndexError, ValueError):
        return ticks == -1


def stop_server(home: str | os.PathLike[str], wait_s: float = 30.0) -> "dict[str, Any] | None":
    """End ``home``'s announced process — its resident, or a ``bower serve`` — with SIGTERM
    (it finishes the request in hand and withdraws its announcement), waiting up to
    ``wait_s`` for it to be gone; ``None`` when none runs. Only the process that wrote the
    announcement is signalled (``announced`` checks the pid's start time)."""
    import signal
    import time

    found = announced(home)
    if found is None:
        return None
    stopped = found.to_dict()
    try:
        os.kill(found.pid, signal.SIGTERM)
    except ProcessLookupError:
        return {**stopped, "stopped": True, "waited_s": 0.0}
    started = time.monotonic()
    while alive(found.pid, found.ticks) and time.monotonic() - started < wait_s:
        time.sleep(0.05)
    gone = not alive(found.pid, found.ticks)
    return {**stopped, "stopped": gone, "waited_s": round(time.monotonic() - started, 2)}


def server_status(home: "Path") -> "dict[str, Any] | None":
    """The announced server for ``bower status`` (pid, address, kind, since), or ``None``."""
    found = announced(home)
    return None if found is None else found.to_dict()


def start_resident(home: str | os.PathLike[str]) -> bool:
    """Start ``home``'s resident in the background (``bower serve --resident``), unless one
    holds the resident lock already (starting, or running); True if one was started. Its
    stderr goes to ``<home>/resident.log``."""
    import subprocess
    import sys

    fd = hold_resident_lock(home)
    if fd is None:
        return False  # a resident holds it
    os.close(fd)  # releases the lock taken for the test; the resident takes it for good
    try:
        fd = os.open(
            os.path.join(home, RESIDENT_LOG), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600
        )
        log = os.fdopen(fd, "ab")
    except OSError:
        return False
    with log:
        subprocess.Popen(
            [sys.executable, "-m", "bowerbird", "serve", "--resident", "--home", os.fspath(home)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=log,
            start_new_session=True,  # not in the terminal's process group: ^C spares it
            close_fds=True,
        )
    return True


def hold_resident_lock(home: str | os.PathLike[str]) -> int | None:
    """Take the home's resident lock for this process's lifetime (the open descriptor), or
    ``None`` when another resident holds it (or the lock file cannot be opened)."""
    import fcntl

    try:
        fd = os.open(os.path.join(home, RESIDENT_LOCK), os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd
