"""Which processes have a home's index open: one marker file per open index
(``<home>/.open/<pid>-<n>``), removed on a clean close. A marker whose process is gone means
that process died with the databases open — an unclean shutdown — so the next process to open
them checks them page by page first (a check costs too much to run on every open)."""

from __future__ import annotations

import contextlib
import itertools
import os
from pathlib import Path

from .private import private_folder

_counter = itertools.count()


def _folder(home: Path) -> Path:
    return home / ".open"


def mark(home: Path) -> Path | None:
    """Record that this process opened the index; returns the marker to remove on close.
    Best effort: a home we cannot write to (read-only media) still opens."""
    marker = _folder(home) / f"{os.getpid()}-{next(_counter)}"
    try:
        private_folder(marker.parent)
        marker.touch(mode=0o600)
    except OSError:
        return None
    return marker


def unmark(marker: Path | None) -> None:
    if marker is not None:
        with contextlib.suppress(OSError):
            marker.unlink()


def unclean(home: Path) -> bool:
    """True if a process died with the index open since the last check (its markers go)."""
    folder = _folder(home)
    if not folder.is_dir():
        return False
    found = False
    for marker in folder.iterdir():
        pid = marker.name.split("-", 1)[0]
        if not pid.isdigit() or _alive(int(pid)):
            continue
        found = True
        with contextlib.suppress(OSError):
            marker.unlink()
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
