"""The store: the tree, its index and the home lock, kept in step.

Every write goes file first (atomically), then index, then audit line, all under the home lock.
A crash between the steps leaves a file the index has not seen yet, which the next
reconciliation picks up — never an index row without its file.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import IndexCorrupt, IndexError_, MemoryFileError, NotFoundError
from ..services.text import embedding_text
from ..settings import Settings
from .disk import openmarks
from .disk.lock import HomeLock, SharedLock
from .disk.private import private_folder
from .files.note import Memory, make_id, render
from .files.parsing import parse
from .files.tree import Tree
from .history import audit
from .index import FileRow, Index, SqliteIndex, damaged


class Store:
    """One home on disk. Cheap to construct; the index opens on first use."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.home = settings.home
        self.tree = Tree(settings.tree_dir)
        self.lock = HomeLock(self.home / ".lock", settings.lock.timeout_s, self._shared_lock())
        self.audit_path = self.home / "audit.jsonl"
        self._index: Index | None = None
        self._marker: Path | None = None
        self._base: Store | None = None  # set on a view (``view``): the store that owns all
        # A long-lived process's threads (the MCP server's warm-up and its first tool call)
        # may both ask for the index first: one of them opens it, the other waits for it.
        self._opening = threading.Lock()
        # The fingerprint of the model this process embeds with, once it has embedded (so it
        # is known without a model load): a file written then records its embedding_hash.
        self._embedded_with: str | None = None

    def view(self, settings: Settings) -> Store:
        """This store under other settings (another agent): the same tree, lock and index,
        which stay the base store's to close or recover."""
        other = copy.copy(self)
        other.settings = settings
        other._index = None
        other._marker = None
        other._base = self
        return other

    @property
    def index(self) -> Index:
        """The index, opened (created, migrated or recovered) on first use."""
        if self._base is not None:  # a view: always its base's (a recovery replaces it)
            return self._base.index
        if self._index is not None:
            return self._index
        with self._opening:
            if self._index is None:
                self._open_index()
        assert self._index is not None
        return self._index

    def _open_index(self) -> None:
        """Open (create, migrate or recover) the index; the caller holds ``_opening``."""
        private_folder(self.tree.root)
        if self.settings.index.url:
            from .index.postgres import PostgresIndex

            index = self.settings.index
            self._index = PostgresIndex.open(index.url, self._schema(), index.pool_size)
            return
        path = self.settings.index_path
        timeout = self.settings.index.busy_timeout_ms
        if path.exists():
            # Locked, half-created or corrupt: decided below, under the lock.
            with contextlib.suppress(IndexError_):
                self._index = SqliteIndex.open(path, timeout, recover=False)
        if self._index is None:
            # Creating, migrating or recovering the file: only one process at a time.
            with self.lock.hold():
                self._index = SqliteIndex.open(path, timeout)
        self._marker = openmarks.mark(self.home)
        if openmarks.unclean(self.home) and damaged(path):
            # A process died with the databases open and left damage: the facade heals it
            # (``storage/repair.py``, the one place that does) and runs the call again.
            raise IndexCorrupt(f"{path} was left damaged by a process that died with it open")

    def close(self) -> None:
        if self._base is not None:
            return
        if self._index is not None:
            self._index.close()
            self._index = None
        openmarks.unmark(self._marker)
        self._marker = None

    @property
    def owner(self) -> Store:
        """The store that owns the index: this one, or the base of a view."""
        return self if self._base is None else self._base

    def _shared_lock(self) -> SharedLock | None:
        if not self.settings.index.url:
            return None
        from .index.postgres import AdvisoryLock

        return AdvisoryLock(self.settings.index.url, self._schema())

    @property
    def index_location(self) -> str:
        """Where the index lives: its file, or the Postgres URL (password masked) and schema."""
        if self.settings.index.url:
            from .index.postgres import masked

            return f"{masked(self.settings.index.url)} (schema {self._schema()})"
        return str(self.settings.index_path)

    def _schema(self) -> str:
        from .index.postgres import schema_for

        return self.settings.index.schema or schema_for(self.home)

    # ------------------------------------------------------------ reads

    def read(self, memory_id: str) -> Memory:
        """The memory as its file says now (the file, not the index, is the truth)."""
        path = self.index.memory_path(memory_id)
        if path is None:
            raise NotFoundError(f"no memory with id {memory_id!r}")
        try:
            raw = self.tree.read_bytes(path)
        except FileNotFoundError:
            raise NotFoundError(
                f"memory {memory_id!r} was indexed at {path} but the file is gone",
                hint="Run `bower reindex` if files were moved while a command was running.",
            ) from None
        return parse(raw, path)

    # ------------------------------------------------------------ writes

    def allocate_id(self, title: str, salt: str) -> str:
        """A fresh ``<slug>-<hex>`` id. Call while holding the lock."""
        for attempt in range(10_000):
            candidate = make_id(title, salt, attempt)
            if self.index.memory_path(candidate) is None:
                return candidate
        raise RuntimeError("could not allocate a free id")  # pragma: no cover

    def embedding_model(self, fingerprint: str) -> None:
        """This process embeds with ``fingerprint`` (set where vectors are computed)."""
        (self._base or self)._embedded_with = fingerprint

    def stamp(self, memory: Memory) -> Memory:
        """Settle ``memory``'s ``embedding_hash`` as ``save`` will write it (the same, done
        again): for a caller that records the file's bytes before saving (a dream's journal)."""
        target = self.tree.abspath(memory.path)
        try:
            before: bytes | None = target.read_bytes()
        except FileNotFoundError:
            before = None
        memory.embedding_hash = self._embedding_hash(memory, before)
        return memory

    def _embedding_hash(self, memory: Memory, before: bytes | None) -> str:
        """The ``embedding_hash`` ``memory``'s file records: ``embedding_hash(model, text)``
        once this process knows its model; else the one it had while the text it is
        embedded from is unchanged, and none once that text changed (a reader of the file
        then knows no vector of it is vouched for)."""
        model = (self._base or self)._embedded_with
        if model is not None:
            return embedding_hash(model, memory.title, memory.content)
        if not memory.embedding_hash or before is None:
            return ""
        try:
            old = parse(before, memory.path)
        except (ValueError, MemoryFileError):
            return ""
        same = embedding_text(old.title, old.content) == embedding_text(
            memory.title, memory.content
        )
        return memory.embedding_hash if same else ""

    def save(self, memory: Memory, events: list[dict[str, Any]]) -> Memory:
        """Write ``memory`` to its file and the index; append ``events`` to the audit log.

        The caller holds the lock (so id allocation and the write are one step).
        """
        self.save_many([memory], events)
        return memory

    def save_many(self, memories: list[Memory], events: list[dict[str, Any]]) -> None:
        """Write every file, then one index transaction and the audit append.

        The caller holds the lock. If the index step fails (a full disk), every file is put
        back as it was, so a write reported as failed stores nothing. A crash midway leaves
        files the next sync indexes.
        """
        written: list[tuple[Path, bytes | None]] = []
        try:
            texts = []
            for memory in memories:
                target = self.tree.abspath(memory.path)
                try:
                    before: bytes | None = target.read_bytes()
                except FileNotFoundError:
                    before = None
                # Registered before writing: an undo puts back (or removes) every file of
                # the batch, whichever of them the failure reached.
                written.append((target, before))
                memory.embedding_hash = self._embedding_hash(memory, before)
                texts.append(render(memory))
            self.tree.write_many(list(zip(memories, texts, strict=True)))
            rows = []
            for memory, text in zip(memories, texts, strict=True):
                st = self.tree.abspath(memory.path).stat()
                digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
                rows.append(
                    FileRow(memory.path, st.st_mtime_ns, st.st_size, digest, memory.id, None)
                )
            with self.index.write() as tx:
                for memory, row in zip(memories, rows, strict=True):
                    tx.upsert_memory(memory)
                    tx.put_file(row)
                audit.append(self.audit_path, tx, events)
        except BaseException:
            for target, before in reversed(written):
                with contextlib.suppress(OSError):
                    if before is None:
                        target.unlink()
                    else:
                        target.write_bytes(before)
            raise

    def delete(
        self, memory: Memory, events: list[dict[str, Any]], *, texts: Sequence[str] = ()
    ) -> int:
        """Remove the file and its index rows for good, with the vectors of ``texts`` (text
        hashes no other memory holds); returns the vectors dropped. The caller holds the
        lock. The rows go first, in one transaction: a kill before the file goes leaves a
        file the next sync indexes again, never rows without a file."""
        with self.index.write() as tx:
            tx.delete_memory(memory.id)
            tx.delete_file(memory.path)
            dropped = tx.erase_texts(list(texts)) if texts else 0
            audit.append(self.audit_path, tx, events)
        self.tree.delete(memory.path)
        return dropped


def embedding_hash(model: str, title: str, content: str) -> str:
    """What a memory file's ``embedding_hash`` holds: the first 16 hex digits of the sha256
    of ``<model fingerprint>\n<text embedded>`` (the title, then the content; once if one
    opens the other). A reader recomputing it from the file learns whether the vector
    bowerbird computed is of the text the file holds now, with that model."""
    text = f"{model}\n{embedding_text(title, content)}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
