"""The home lock: every change to the tree and its index happens under one exclusive lock per
home (``flock`` on ``<home>/.lock``), held across processes and, through a re-entrant thread
lock, across threads of one process. With a Postgres index the home may be served from several
hosts, so a Postgres advisory lock (``index.postgres.AdvisoryLock``) is taken too.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from ...errors import LockTimeoutError
from .private import private_folder

_registry_guard = threading.Lock()
_thread_locks: dict[str, threading.RLock] = {}
_holders: dict[str, tuple[int, int]] = {}  # lock path -> (fd, depth)


class SharedLock(Protocol):
    """A lock beyond this host, taken after the file lock (``AdvisoryLock``)."""

    def acquire(self, deadline: float) -> bool: ...

    def release(self) -> None: ...


class HomeLock:
    """Exclusive write lock for one home, shared by every ``Bower`` on it in this process."""

    def __init__(self, lock_path: Path, timeout_s: float, shared: SharedLock | None = None) -> None:
        self.path = lock_path
        self.key = str(lock_path.resolve())
        self.timeout_s = timeout_s
        self.shared = shared
        with _registry_guard:
            self._rlock = _thread_locks.setdefault(self.key, threading.RLock())

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """Hold the lock for the body of a ``with`` block (re-entrant)."""
        deadline = time.monotonic() + self.timeout_s
        if not self._rlock.acquire(timeout=self.timeout_s):
            raise LockTimeoutError(f"timed out after {self.timeout_s:.0f}s waiting for {self.path}")
        try:
            fd, depth = _holders.get(self.key, (-1, 0))
            if depth == 0:
                fd = self._acquire_file(deadline)
                if self.shared is not None and not self._acquire_shared(fd, deadline):
                    raise LockTimeoutError(
                        f"timed out after {self.timeout_s:.0f}s waiting for another host "
                        f"writing this home (Postgres advisory lock of {self.path.parent})"
                    )
            _holders[self.key] = (fd, depth + 1)
            try:
                yield
            finally:
                fd, depth = _holders[self.key]
                if depth == 1:
                    del _holders[self.key]
                    try:
                        if self.shared is not None:
                            self.shared.release()
                    finally:
                        fcntl.flock(fd, fcntl.LOCK_UN)
                        os.close(fd)
                else:
                    _holders[self.key] = (fd, depth - 1)
        finally:
            self._rlock.release()

    def _acquire_shared(self, fd: int, deadline: float) -> bool:
        """The cross-host lock after the file lock; the file lock is let go if that fails."""
        assert self.shared is not None
        taken = False
        try:
            taken = self.shared.acquire(deadline)
            return taken
        finally:
            if not taken:
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)

    def _acquire_file(self, deadline: float) -> int:
        private_folder(self.path.parent)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        delay = 0.001
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return fd
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LockTimeoutError(
                        f"timed out after {self.timeout_s:.0f}s waiting for {self.path}"
                    ) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.05)
