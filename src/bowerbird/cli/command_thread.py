"""What a forwarded command's thread owns in the server that runs it (``cli/resident.py``):
its standard streams — the server's ``sys.stdout``/``sys.stderr`` become per-thread, so the
server's own threads never write into a command's answer — and its interruption: a signal the
client passes on is raised in that thread, at its next Python step, as it would be locally."""

from __future__ import annotations

import io
import socket
import sys
import threading
from collections.abc import Callable
from typing import Any


class PerThread(io.TextIOBase):
    """``sys.stdout`` or ``sys.stderr`` of a server that runs commands: what the command's
    thread writes goes to that command's stream (``bind``), what any other thread writes —
    the HTTP server's logs and tracebacks, the watcher's notices — to the server's own. (A
    global swap sent a ``bower serve``'s log lines and an HTTP request's traceback to the
    terminal of whoever ran a command at that moment.)"""

    def __init__(self, own: Any) -> None:
        super().__init__()
        self.own = own
        self._bound: dict[int, Any] = {}

    def bind(self, stream: Any) -> None:
        """This thread's writes go to ``stream`` (``None``: back to the server's)."""
        if stream is None:
            self._bound.pop(threading.get_ident(), None)
        else:
            self._bound[threading.get_ident()] = stream

    def target(self) -> Any:
        """Where this thread's writes go."""
        return self._bound.get(threading.get_ident(), self.own)

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return str(getattr(self.target(), "encoding", "utf-8"))

    def isatty(self) -> bool:
        return bool(self.target().isatty())

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return int(self.target().fileno())

    def write(self, text: Any) -> int:
        return int(self.target().write(text))

    def flush(self) -> None:
        self.target().flush()

    def __getattr__(self, name: str) -> Any:  # ``buffer`` and the like, where there are
        return getattr(self.target(), name)


def per_thread() -> tuple[PerThread, PerThread]:
    """The process's stdout and stderr as ``PerThread`` (installed on first use)."""
    if not isinstance(sys.stdout, PerThread):
        sys.stdout = PerThread(sys.stdout)
    if not isinstance(sys.stderr, PerThread):
        sys.stderr = PerThread(sys.stderr)
    return sys.stdout, sys.stderr


class Cancelled(BaseException):
    """The client was ended by a signal (SIGTERM, SIGHUP) or went away (as SIGKILL would
    have it): its command stops as the signal would have stopped a local run. Not an
    ``Exception``: only the command's own ``finally`` blocks see it on the way out. Raised
    in another thread by class, so each signal has its own."""

    signum = 15


class _Terminated(Cancelled):
    signum = 15


class _HungUp(Cancelled):
    signum = 1


class _Killed(Cancelled):
    signum = 9


_BY_SIGNAL: dict[int, type[BaseException]] = {
    2: KeyboardInterrupt,  # what a local run gets for ^C
    1: _HungUp,
    9: _Killed,
    15: _Terminated,
}


class Running:
    """A command running on a worker thread, which a signal from its client interrupts: the
    exception is raised in that thread at its next Python step (a C call — a query of the
    index, the model — finishes first: the safe points a local run's signal also has)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thread: int | None = None
        self._done = False
        # The signal passed on while the command ran (None: none). A library may turn the
        # exception raised in it into an error of its own (psycopg, interrupted mid
        # rollback, reports the connection it discarded): the signal still decides how the
        # command ended.
        self.signalled: int | None = None

    def call(self, work: Callable[[], int]) -> int:
        """``work()`` on this thread, interruptible while it runs."""
        with self._lock:
            self._thread = threading.get_ident()
        try:
            return work()
        finally:
            self.finished()

    def finished(self) -> None:
        """No more interruptions: whatever was pending is dropped (a cancel that came as the
        command ended must not fall into the cleanup after it)."""
        with self._lock:
            if self._thread is not None and not self._done:
                _raise_in(self._thread, None)
            self._done = True

    def interrupt(self, signum: int) -> None:
        """Raise the signal's exception in the command (KeyboardInterrupt for SIGINT, as a
        local run gets), unless it has finished."""
        with self._lock:
            if self._thread is None or self._done or self.signalled is not None:
                # Once: the command is already on its way out, and a second exception
                # landing in the first one's cleanup (its ROLLBACK, a lock's release) would
                # leave that half done. The client's socket closing right after the signal
                # it passed on (it dies by that signal) is no second cancel.
                return
            self.signalled = signum
            _raise_in(self._thread, _BY_SIGNAL.get(signum, _Terminated))


def _raise_in(thread: int, exc: type[BaseException] | None) -> None:
    """Have ``exc`` raised in ``thread`` at its next step (``None``: drop a pending one)."""
    import ctypes

    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread), ctypes.py_object(exc) if exc is not None else None
    )


def cancels(conn: socket.socket, run: Running) -> None:
    """Read the client's side while its command runs: ``c<signum>:`` passes a signal on;
    the connection closing (the client killed) stops the command as SIGKILL would."""
    reader = b""
    while True:
        try:
            chunk = conn.recv(64)
        except OSError:
            chunk = b""
        if not chunk:
            run.interrupt(9)
            return
        reader += chunk
        while b":" in reader:
            message, _, reader = reader.partition(b":")
            if message[:1] == b"c" and message[1:].isdigit():
                run.interrupt(int(message[1:]))
