"""The command socket's checks (``cli/resident.py`` listens, ``cli/forward.py`` connects): a
folder only this user may enter, the peer's uid from the kernel, fixed-size reads of the
proof."""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from pathlib import Path


def exactly(conn: socket.socket, count: int) -> bytes:
    """``count`` bytes from ``conn``; ``ValueError`` when it stops (or stalls) first."""
    given = b""
    while len(given) < count:
        try:
            chunk = conn.recv(count - len(given))
        except TimeoutError:
            chunk = b""
        if not chunk:
            raise ValueError("the request stopped before its proof")
        given += chunk
    return given


def same_user(conn: socket.socket) -> bool:
    """The connecting process runs as this process's user (``SO_PEERCRED``); True where the
    kernel does not tell (loopback TCP, where the proof alone decides)."""
    if conn.family != getattr(socket, "AF_UNIX", None) or not hasattr(socket, "SO_PEERCRED"):
        return True
    try:
        creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12)
    except OSError:
        return False
    return int.from_bytes(creds[4:8], sys.byteorder) == os.geteuid()


# A Unix socket's path holds at most ~107 bytes (sun_path).
_SOCKET_PATH_MOST = 100


def socket_folder(home: Path) -> Path:
    """A folder only this user can enter, for the command socket, outside the home (a copy
    of a live home copies its files and nothing else): ``bowerbird-<uid>/<the home's hash>``
    under ``$XDG_RUNTIME_DIR``, else under the temporary folder. Where neither is this user's
    own private folder (another local user made ``bowerbird-<uid>`` first, or a link stands
    there), a fresh private one (``mkdtemp``) instead: ``serve.json`` says where the socket
    is, so no client has to guess the folder."""
    import hashlib
    import tempfile

    name = hashlib.sha256(os.fsencode(home)).hexdigest()[:16]
    bases = dict.fromkeys(
        b for b in (os.environ.get("XDG_RUNTIME_DIR"), tempfile.gettempdir()) if b
    )
    for base in bases:
        folder = Path(base) / f"bowerbird-{os.geteuid()}" / name
        if len(os.fsencode(folder / "commands.4194304.sock")) > _SOCKET_PATH_MOST:
            continue
        try:
            _private_folder(folder.parent)
            _private_folder(folder)
        except OSError:
            continue  # squatted, or not ours: the next place
        return folder
    return Path(tempfile.mkdtemp(prefix=f"bowerbird-{os.geteuid()}-"))


def _private_folder(folder: Path) -> None:
    """Make ``folder`` (mode 0700) unless it exists; ``PermissionError`` when it is not a
    folder of this user's (a link, another user's); one of ours others may enter is closed."""
    import stat

    with contextlib.suppress(FileExistsError):
        os.mkdir(folder, 0o700)
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.geteuid():
        raise PermissionError(f"{folder} is not a folder of this user's")
    if info.st_mode & 0o077:
        os.chmod(folder, 0o700)  # ours, made by an older version or under another umask
