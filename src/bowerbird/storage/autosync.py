"""When to reconcile the index with the tree: every command of a one-shot process scans once;
a long-lived process (MCP server, agent provider) re-scans at most every ``[sync] interval_s``
seconds, and a query that finds a scan due lets it run on a worker thread and answers from
the index as it is — a stat scan of 100K files takes about a second, which no query should
wait for."""

from __future__ import annotations

import contextlib
import threading
import time

from ..errors import BowerError
from .store import Store
from .sync import Progress, SyncReport, reconcile


class AutoSync:
    """The sync schedule of one ``Bower``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.last: SyncReport | None = None
        self._interval = store.settings.sync.interval_s
        self._gap = self._interval
        self._synced_at: float | None = None
        self._guard = threading.Lock()
        self._thread: threading.Thread | None = None

    def now(self, progress: Progress | None = None, full: bool = False) -> SyncReport:
        """Reconcile now (``full`` rebuilds the index from the tree)."""
        started = time.monotonic()
        self.last = reconcile(self.store, full=full, progress=progress)
        self._synced_at = time.monotonic()
        # Scanning may take at most ~10% of the time: 100K files cost about a second, so a
        # big home is re-scanned every ~10 s however small [sync] interval_s is.
        took = self._synced_at - started
        self._gap = self._interval if took < 0.1 else max(self._interval, 10 * took)
        return self.last

    def expire(self) -> None:
        """The next ``due`` scans inline, as a new process's first does."""
        self._synced_at = None

    def mark_fresh(self) -> None:
        """The tree and index were just made to agree by other means (a rollback)."""
        self._synced_at = time.monotonic()

    def due(self, background: bool = False) -> None:
        """Sync if this instance has not scanned within the interval (see module docstring).

        The first sync, and every sync when ``interval_s`` is 0, happens inline.
        """
        due = (
            self._synced_at is None
            or self._interval <= 0
            or time.monotonic() - self._synced_at >= self._gap
        )
        if not due:
            return
        if not background or self._synced_at is None or self._interval <= 0:
            self.now()
            return
        with self._guard:
            if self._thread is not None and self._thread.is_alive():
                return
            self._synced_at = time.monotonic()  # one scan per interval, not one per query
            self._thread = threading.Thread(target=self._quietly, name="bower-sync", daemon=True)
            self._thread.start()

    def _quietly(self) -> None:
        # A failed background scan is retried at the next interval, and any real problem
        # surfaces in the next inline sync (writes, status) with its proper error.
        with contextlib.suppress(BowerError, OSError):
            self.now()

    def join(self) -> None:
        """Wait for a background scan to finish."""
        if self._thread is not None:
            self._thread.join()
