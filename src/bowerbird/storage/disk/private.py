"""A home is private, as ssh and gpg keep theirs: its folders 0700 and its files 0600,
whatever the process's umask (memories, the index and raw conversations are a person's most
private text). Every writer of the home makes its folders and files through these (or with
those modes itself); a home made before this, or opened up by hand, is left as it is and
``bower doctor`` warns about it (``loose``)."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600


def private_folder(path: Path) -> None:
    """``mkdir -p path``, each folder it makes 0700 (``Path.mkdir(parents=True)`` gives the
    parents it makes the umask's mode)."""
    missing = []
    where = path
    while not where.exists():
        missing.append(where)
        if where.parent == where:
            break
        where = where.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=FOLDER_MODE)


def private_file(path: Path) -> None:
    """Create ``path`` empty with mode 0600 unless it exists (for files another library
    creates with the umask's mode: SQLite's databases, whose -wal and -shm files copy it)."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))


def loose(home: Path, limit: int = 20) -> list[str]:
    """Paths in ``home`` (itself first) that others may read, write or enter, at most
    ``limit`` of them; links are not followed."""
    found: list[str] = []
    for folder, folders, files in os.walk(home):
        for name in [".", *folders, *files]:
            path = os.path.join(folder, name)
            with contextlib.suppress(OSError):
                info = os.lstat(path)
                if not stat.S_ISLNK(info.st_mode) and info.st_mode & 0o077:
                    found.append(os.path.relpath(os.path.normpath(path), home))
                    if len(found) >= limit:
                        return found
        folders[:] = [f for f in folders if f not in ("node_modules", ".git")]
    return found
