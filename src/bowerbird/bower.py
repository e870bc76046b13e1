"""The facade: ``Bower(home)`` is the one object every front end calls.

Each public method first reconciles the index with the tree (a stat scan when nothing changed),
then runs one motion. Methods raise ``BowerError`` subclasses; they never print.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from . import audit, gather, retrieve
from .config import Config, load_config
from .errors import NotFoundError
from .index import SearchFilters
from .memory import Memory, utcnow
from .store import Store
from .sync import Progress, SyncReport, reconcile


@dataclass
class Status:
    """What ``bower status`` reports."""

    home: str
    tree: str
    index: str
    counts: dict[str, Any]
    tree_files: int
    tree_bytes: int
    index_bytes: int
    schema: list[str]
    unparsable: list[dict[str, str]] = field(default_factory=list)
    recovered_from: str | None = None

    @property
    def healthy(self) -> bool:
        indexed = self.counts["memories"] + len(self.unparsable)
        return bool(indexed == self.tree_files)

    def to_dict(self) -> dict[str, Any]:
        return {
            "home": self.home,
            "paths": {"tree": self.tree, "index": self.index},
            **self.counts,
            "tree_files": self.tree_files,
            "tree_bytes": self.tree_bytes,
            "index_bytes": self.index_bytes,
            "health": {
                "ok": self.healthy,
                "schema": self.schema,
                "unparsable": self.unparsable,
                "recovered_from": self.recovered_from,
            },
        }


class Bower:
    """Long-term memory in one home directory.

    >>> with Bower("/tmp/demo-home") as bower:          # doctest: +SKIP
    ...     bower.curate("We moved off lambda to fargate because of cold starts.")
    ...     bower.query("why fargate?").results[0].title
    """

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        config: Config | None = None,
        overrides: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.config = config or load_config(Path(home) if home else None, overrides)
        self.store = Store(self.config)
        self.last_sync: SyncReport | None = None
        self._sync_interval = float(self.config.get("sync", "interval_s"))
        self._synced_at: float | None = None

    # ------------------------------------------------------------ lifecycle

    def __enter__(self) -> Bower:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Release the index connection."""
        self.store.close()

    @property
    def home(self) -> Path:
        return self.config.home

    def sync(self, progress: Progress | None = None) -> SyncReport:
        """Reconcile the index with the tree (files added, edited, moved or deleted by hand)."""
        self.last_sync = reconcile(self.store, progress=progress)
        self._synced_at = time.monotonic()
        return self.last_sync

    def _auto_sync(self) -> None:
        """Sync before an operation, unless this instance scanned within ``sync.interval_s``."""
        if self._synced_at is None or time.monotonic() - self._synced_at >= self._sync_interval:
            self.sync()

    # ------------------------------------------------------------ motions

    def curate(
        self,
        text: str,
        *,
        type: str | None = None,
        tags: list[str] | None = None,
        topic: str | None = None,
        source: str = "agent",
        priority: str | None = None,
        importance: float | None = None,
        observed_at: datetime | None = None,
        dry_run: bool = False,
    ) -> gather.CurateResult:
        """Store a note as a memory (see ``gather.curate``)."""
        self._auto_sync()
        return gather.curate(
            self.store,
            text,
            memory_type=type,
            tags=tags,
            topic=topic,
            source=source,
            priority=priority,
            importance=importance,
            observed_at=observed_at,
            dry_run=dry_run,
        )

    def query(
        self,
        text: str,
        *,
        limit: int | None = None,
        types: list[str] | None = None,
        tags: list[str] | None = None,
        include_archived: bool = False,
        include_superseded: bool = False,
        min_score: float = 0.0,
    ) -> retrieve.QueryResult:
        """Memories relevant to ``text``, best first."""
        self._auto_sync()
        filters = SearchFilters(
            types=tuple(types or ()),
            tags=tuple(tags or ()),
            include_archived=include_archived,
            include_superseded=include_superseded,
        )
        return retrieve.query(self.store, text, limit=limit, filters=filters, min_score=min_score)

    def get(self, memory_id: str) -> Memory:
        """One memory, read from its file."""
        self._auto_sync()
        return self.store.read(memory_id)

    def history(self, memory_id: str) -> list[dict[str, Any]]:
        """Audit events of one memory, oldest first."""
        self._auto_sync()
        return self.store.index.audit_for(memory_id)

    def forget(self, memory_id: str, *, hard: bool = False) -> Memory:
        """Archive a memory (recoverable with ``restore``), or delete its file with ``hard``."""
        self._auto_sync()
        with self.store.lock.hold():
            memory = self.store.read(memory_id)
            if hard:
                self.store.delete(memory, [audit.event(memory.id, "deleted", path=memory.path)])
                return memory
            if memory.maturity == "archived":
                return memory
            archived = memory.with_changes(maturity="archived", updated=utcnow())
            return self.store.save(
                archived,
                [audit.event(memory.id, "archived", previous_maturity=memory.maturity)],
            )

    def restore(self, memory_id: str) -> Memory:
        """Undo ``forget``: bring an archived memory back to the maturity it had."""
        self._auto_sync()
        with self.store.lock.hold():
            memory = self.store.read(memory_id)
            if memory.maturity != "archived":
                return memory
            previous = "draft"
            for item in reversed(self.store.index.audit_for(memory_id)):
                if item["action"] == "archived":
                    previous = item["details"].get("previous_maturity", "draft")
                    break
            restored = memory.with_changes(maturity=previous, updated=utcnow())
            return self.store.save(
                restored, [audit.event(memory.id, "restored", maturity=previous)]
            )

    def reindex(self, progress: Progress | None = None) -> SyncReport:
        """Rebuild the index from the tree alone (the embedding cache is kept)."""
        self.last_sync = reconcile(self.store, full=True, progress=progress)
        self._synced_at = time.monotonic()
        return self.last_sync

    def status(self) -> Status:
        """Counts, sizes, paths and index health (always re-scans the tree first)."""
        self.sync()
        index = self.store.index
        # Just reconciled: the files table lists exactly the tree's files, no second scan.
        tree_files, tree_bytes = index.query("SELECT count(*), coalesce(sum(size), 0) FROM files")[
            0
        ]
        index_bytes = sum(
            p.stat().st_size
            for p in (
                self.config.index_path,
                self.config.index_path.with_name("index.db-wal"),
            )
            if p.exists()
        )
        return Status(
            home=str(self.home),
            tree=str(self.store.tree.root),
            index=str(self.config.index_path),
            counts=index.counts(),
            tree_files=int(tree_files),
            tree_bytes=int(tree_bytes),
            index_bytes=index_bytes,
            schema=index.schema_versions(),
            unparsable=[{"path": p, "reason": r} for p, r in index.bad_files()],
            recovered_from=index.recovered_from,
        )


__all__ = ["Bower", "NotFoundError", "Status"]
