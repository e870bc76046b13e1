"""Bring the index up to date with the tree.

Every command starts here. The cheap path is a stat scan of the tree compared with the
``files`` table (mtime and size); only files whose stat changed are read, hashed and, if their
content changed, parsed. Files that cannot be parsed are recorded with their reason and left
exactly as they are. A file that moved keeps its id; two files claiming one id keep the first
and report the second.
"""

from __future__ import annotations

import hashlib
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..errors import MemoryFileError
from . import access, audit, journal, messages
from .index import FileRow, IndexWriter
from .note import parse
from .tree import DUPLICATE, RACY_NS, FileStat, pending, remove_stale_temps, scan, sha_of

if TYPE_CHECKING:
    from .store import Store

Progress = Callable[[int, int], None]  # (done, total)
_BATCH = 500  # files per transaction: a killed rebuild keeps what it finished
_DIGEST = "tree_digest"  # meta: tree_digest() of the tree the index last matched


@dataclass
class SyncReport:
    """What one reconciliation did."""

    added: int = 0
    updated: int = 0
    moved: int = 0
    removed: int = 0
    scanned: int = 0
    rebuilt: bool = False
    new_errors: list[tuple[str, str]] = field(default_factory=list)
    took_ms: float = 0.0
    embedded: int = 0
    memories: int = 0  # indexed after the run (filled in by a reindex)
    journal: journal.JournalReport | None = None  # the plain markdown files, when scanned

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (``bower reindex``)."""
        return {
            "memories": self.memories,
            "scanned": self.scanned,
            "added": self.added,
            "embedded": self.embedded,
            "took_ms": round(self.took_ms, 1),
            "errors": [{"path": p, "reason": r} for p, r in self.new_errors],
            "journal": None if self.journal is None else self.journal.to_dict(),
        }


def needs_sync(store: Store) -> bool:
    """True when the tree differs from what the index last saw (no lock taken).

    Every file is stat'ed (that is what makes a hand edit visible to the very next command);
    when a digest of those stats matches the one recorded after the last full comparison,
    the index's file rows are not read at all (0.4 s at 100K files)."""
    temps: list[str] = []
    root = store.tree.root
    disk = scan(root, temps)
    if temps or audit_behind(store):
        return True
    digest = tree_digest(disk)
    if digest is None or digest != store.index.get_meta(_DIGEST):
        changed, gone = pending(lambda p: sha_of(root / p), disk, store.index.file_rows())
        if changed or gone:
            return True
        _remember(store, digest)
    return journal.needs_sync(store) or messages.needs_sync(store)


def tree_digest(disk: dict[str, FileStat]) -> str | None:
    """An order-free digest of every file's path, mtime and size; ``None`` while a file was
    modified within the racy window (its stat alone cannot prove it unchanged later)."""
    racy = time.time_ns() - RACY_NS
    total = 0
    for path, st in disk.items():
        if st.mtime_ns >= racy:
            return None
        total += zlib.crc32(f"{path}\0{st.mtime_ns}\0{st.size}".encode())
    return f"{len(disk)}:{total:x}"


def _remember(store: Store, digest: str | None) -> None:
    """Record the digest of a tree the index matches (or forget it: ``None``)."""
    if digest == store.index.get_meta(_DIGEST):
        return
    with store.index.write() as tx:
        if digest is None:
            tx.delete_meta(_DIGEST)
        else:
            tx.set_meta(_DIGEST, digest)


def audit_behind(store: Store) -> bool:
    if not store.audit_path.exists():
        return False
    return str(store.audit_path.stat().st_size) != (store.index.get_meta("audit_offset") or "0")


def reconcile(store: Store, full: bool = False, progress: Progress | None = None) -> SyncReport:
    """Update the index from the tree; ``full`` empties the derived tables first."""
    started = time.perf_counter()
    # A migration that changed how rows are derived asks for a rebuild through this flag.
    full = full or store.index.get_meta("needs_rebuild") == "1"
    report = SyncReport(rebuilt=full)
    if not full and not needs_sync(store):
        report.scanned = -1  # fast path: nothing to do
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    with store.lock.hold():
        remove_stale_temps(store.tree.root)
        index = store.index
        if full:
            with index.write() as tx:
                tx.clear_derived()
        root = store.tree.root
        disk = scan(root)
        known = index.file_rows()
        changed, gone = pending(lambda p: sha_of(root / p), disk, known)
        report.scanned = len(disk)
        total = len(changed) + len(gone)
        done = 0
        for start in range(0, len(changed), _BATCH):
            batch = changed[start : start + _BATCH]
            with index.write() as tx:
                for path in batch:
                    _apply_file(store, tx, path, disk[path], known.get(path), report)
            done += len(batch)
            if progress:
                progress(done, total)
        with index.write() as tx:
            for path in gone:
                row = known[path]
                if row.memory_id and index.memory_path(row.memory_id) == path:
                    tx.delete_memory(row.memory_id)
                    report.removed += 1
                tx.delete_file(path)
            audit.catch_up(store.audit_path, index, tx)
            if full or not known:  # a rebuilt or brand-new index: recount from the log
                access.recount(store, tx)
            tx.delete_meta("needs_rebuild")
            # The index now holds what this scan saw (a file changed since has another stat).
            digest = tree_digest(disk)
            if digest is None:
                tx.delete_meta(_DIGEST)
            else:
                tx.set_meta(_DIGEST, digest)
        report.journal = journal.reconcile(store)
        messages.reconcile(store)
        report.new_errors.extend(report.journal.new_errors)
        if progress:
            progress(total, total)
    report.took_ms = (time.perf_counter() - started) * 1000
    return report


def _apply_file(
    store: Store,
    tx: IndexWriter,
    path: str,
    stat: FileStat,
    previous: FileRow | None,
    report: SyncReport,
) -> None:
    index = store.index
    limit = store.settings.index.max_file_bytes
    if stat.size > limit:
        # Never read whole: one huge file must not cost every later command its memory.
        reason = f"skipped: too large ({stat.size:,} bytes; [index] max_file_bytes is {limit:,})"
        if previous and previous.memory_id and index.memory_path(previous.memory_id) == path:
            tx.delete_memory(previous.memory_id)
        tx.put_file(FileRow(path, stat.mtime_ns, stat.size, "", None, reason))
        if not previous or previous.error != reason:
            report.new_errors.append((path, reason))
        return
    try:
        raw = store.tree.read_bytes(path)
    except OSError:
        return  # vanished since the scan; the next run sees it gone
    sha = hashlib.sha256(raw).hexdigest()
    if previous and previous.sha256 == sha and not previous.error:
        tx.put_file(FileRow(path, stat.mtime_ns, stat.size, sha, previous.memory_id, None))
        return
    mtime = datetime.fromtimestamp(stat.mtime_ns / 1e9, tz=UTC).replace(microsecond=0)
    try:
        memory = parse(raw, path, fallback_time=mtime)
    except MemoryFileError as exc:
        if previous and previous.memory_id and index.memory_path(previous.memory_id) == path:
            tx.delete_memory(previous.memory_id)
        tx.put_file(FileRow(path, stat.mtime_ns, stat.size, sha, None, exc.reason))
        if not previous or previous.error != exc.reason:
            report.new_errors.append((path, exc.reason))
        return
    other = index.memory_path(memory.id)
    if other and other != path and store.tree.abspath(other).exists():
        reason = f"{DUPLICATE} {memory.id!r}: already used by {other}"
        tx.put_file(FileRow(path, stat.mtime_ns, stat.size, sha, None, reason))
        if not previous or previous.error != reason:
            report.new_errors.append((path, reason))
        return
    if previous and previous.memory_id and previous.memory_id != memory.id:
        tx.delete_memory(previous.memory_id)  # id edited by hand
    tx.upsert_memory(memory)
    tx.put_file(FileRow(path, stat.mtime_ns, stat.size, sha, memory.id, None))
    if other and other != path:
        report.moved += 1
        tx.delete_file(other)
    elif previous and previous.memory_id:
        report.updated += 1
    else:
        report.added += 1
