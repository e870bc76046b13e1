"""Bring the index up to date with the tree.

Every command starts here. The cheap path is a stat scan of the tree compared with the
``files`` table (mtime and size); only files whose stat changed are read, hashed and, if their
content changed, parsed. Files that cannot be parsed are recorded with their reason and left
exactly as they are. A file that moved keeps its id; two files claiming one id keep the first
and report the second.
"""

from __future__ import annotations

import hashlib
import os
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from stat import S_ISREG
from typing import TYPE_CHECKING, Any

from ..errors import MemoryFileError
from .files import watch
from .files.parsing import parse
from .files.tree import DUPLICATE, RACY_NS, FileStat, pending, remove_stale_temps, scan, sha_of
from .history import access, audit
from .index import FileRow, IndexWriter
from .layers import journal, messages

if TYPE_CHECKING:
    from .store import Store

Progress = Callable[[int, int], None]  # (done, total)
_BATCH = 500  # files per transaction: a killed rebuild keeps what it finished
_DIGEST = "tree_digest"  # meta: tree_digest() of the tree the index last matched
_TOKEN = "watch_token"  # meta: the watcher's token when the index last matched the tree


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


def needs_sync(store: Store, token: str | None = None) -> tuple[bool, int]:
    """Whether the tree differs from what the index last saw (no lock taken), and how many
    files the scan saw.

    Every file is stat'ed (that is what makes a hand edit visible to the very next command);
    when a digest of those stats matches the one recorded after the last full comparison,
    the index's file rows are not read at all (0.4 s at 100K files). ``token`` is the
    watcher's, recorded with the digest when nothing changed."""
    temps: list[str] = []
    root = store.tree.root
    disk = scan(root, temps)
    if temps or audit_behind(store):
        return True, len(disk)
    digest = tree_digest(disk)
    if digest is None or digest != store.index.get_meta(_DIGEST):
        changed, gone = pending(lambda p: sha_of(root / p), disk, store.index.file_rows())
        if changed or gone:
            return True, len(disk)
    _remember(store, digest, token)
    return journal.needs_sync(store) or messages.needs_sync(store), len(disk)


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


def _remember(store: Store, digest: str | None, token: str | None = None) -> None:
    """Record the digest of a tree the index matches (or forget it: ``None``), and the
    watcher's token of that moment."""
    index = store.index
    digest_same = digest == index.get_meta(_DIGEST)
    if digest_same and (token is None or token == index.get_meta(_TOKEN)):
        return
    with index.write() as tx:
        if digest is None:
            tx.delete_meta(_DIGEST)
        elif not digest_same:
            tx.set_meta(_DIGEST, digest)
        if token is not None:
            tx.set_meta(_TOKEN, token)


def audit_behind(store: Store) -> bool:
    if not store.audit_path.exists():
        return False
    return str(store.audit_path.stat().st_size) != (store.index.get_meta("audit_offset") or "0")


def reconcile(store: Store, full: bool = False, progress: Progress | None = None) -> SyncReport:
    """Update the index from the tree; ``full`` empties the derived tables first.

    With a watcher running (``watch.py``), only the paths it saw change are stat'ed; without
    one, or when it cannot vouch for the tree, every file is."""
    started = time.perf_counter()
    # A migration that changed how rows are derived asks for a rebuild through this flag.
    full = full or store.index.get_meta("needs_rebuild") == "1"
    report = SyncReport(rebuilt=full)
    watched = _ask_watcher(store)
    token = None if watched is None else watched[0]
    if not full and watched is not None and watched[1] is not None:
        _reconcile_paths(store, token, watched[1], report, progress)
        report.took_ms = (time.perf_counter() - started) * 1000
        return report
    if not full:
        due, seen = needs_sync(store, token)
        if watched is None:
            _maybe_start_watcher(store, seen)
        if not due:
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
        # The index will hold what this scan saw (a file changed since has another stat).
        digest = tree_digest(disk)
        _apply(store, disk, known, changed, gone, report, progress, (digest, token), whole=True)
    report.took_ms = (time.perf_counter() - started) * 1000
    return report


def _reconcile_paths(
    store: Store,
    token: str | None,
    paths: list[str],
    report: SyncReport,
    progress: Progress | None,
) -> None:
    """Reconcile only ``paths`` (what the watcher saw change), then the journal's files."""
    report.scanned = len(paths)
    if not paths and not audit_behind(store):
        if journal.needs_sync(store) or messages.needs_sync(store):
            with store.lock.hold():
                _side_trees(store, report)
        return
    with store.lock.hold():
        root = store.tree.root
        disk = stat_paths(root, paths)
        known = store.index.file_rows(paths)
        changed, gone = pending(lambda p: sha_of(root / p), disk, known)
        # The digest described the tree before these changes: a later full scan compares.
        _apply(store, disk, known, changed, gone, report, progress, (None, token))


def _apply(
    store: Store,
    disk: dict[str, FileStat],
    known: dict[str, FileRow],
    changed: list[str],
    gone: list[str],
    report: SyncReport,
    progress: Progress | None,
    marks: tuple[str | None, str | None],
    whole: bool = False,
) -> None:
    """Index ``changed``, drop ``gone``, catch up with the audit log, record ``marks`` (the
    tree digest, the watcher's token), then the journal's files (under the home lock);
    ``whole``: ``known`` is every file row, not the rows of some paths."""
    index = store.index
    digest, token = marks
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
        if report.rebuilt or (whole and not known):
            access.recount(store, tx)  # a rebuilt or brand-new index: recount from the log
        tx.delete_meta("needs_rebuild")
        if digest is None:
            tx.delete_meta(_DIGEST)
        else:
            tx.set_meta(_DIGEST, digest)
        if token is not None:
            tx.set_meta(_TOKEN, token)
    _side_trees(store, report)
    if progress:
        progress(total, total)


def _side_trees(store: Store, report: SyncReport) -> None:
    """The journal's markdown files and the conversation messages (their own scans)."""
    report.journal = journal.reconcile(store)
    messages.reconcile(store)
    report.new_errors.extend(report.journal.new_errors)


def stat_paths(root: Path, paths: list[str]) -> dict[str, FileStat]:
    """``scan``'s answer restricted to ``paths``: those that exist as regular ``.md`` files
    outside hidden directories, symlinks not followed."""
    found: dict[str, FileStat] = {}
    for rel in paths:
        parts = rel.split("/")
        if not rel.endswith(".md") or any(not p or p[0] == "." or p == ".." for p in parts):
            continue
        try:
            st = os.stat(root / rel, follow_symlinks=False)
        except OSError:
            continue
        if S_ISREG(st.st_mode):
            found[rel] = FileStat(st.st_mtime_ns, st.st_size)
    return found


def _ask_watcher(store: Store) -> tuple[str, list[str] | None] | None:
    """The watcher's token and changes since the recorded token (``watch.ask``), for a
    SQLite home; ``None`` when no watcher runs."""
    if store.settings.index.url or not (store.home / watch.WATCH_FILE).exists():
        return None
    return watch.ask(store.home, store.tree.root, store.index.get_meta(_TOKEN))


def _maybe_start_watcher(store: Store, files: int) -> None:
    """``[sync] watch = "auto"``: a home whose scan saw enough files gets a watcher."""
    sync = store.settings.sync
    if sync.watch == "auto" and files >= sync.watch_min_files and not store.settings.index.url:
        watch.start(store.home, sync.watch_idle_s)


def _apply_file(
    store: Store,
    tx: IndexWriter,
    path: str,
    stat: FileStat,
    previous: FileRow | None,
    report: SyncReport,
) -> None:
    index = store.index
    limit = store.settings.limits.tree_file_bytes
    if stat.size > limit:
        # Never read whole: one huge file must not cost every later command its memory.
        reason = f"skipped: too large ({stat.size:,} bytes; [limits] tree_file_bytes is {limit:,})"
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
