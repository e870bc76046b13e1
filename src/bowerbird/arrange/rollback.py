"""The way back from a dream: a journal of every file it wrote, and undoing it file by file.

While a dream applies, each write is recorded *before* it happens in the snapshot's
``changes.jsonl``: the memory, its path, the file's sha256 before and the sha256 it is about to
have, and the change that wrote it. Undoing a dream walks that journal:

- a file that is as the dream left it (or as any step of the dream left it) gets its earlier
  bytes back from the snapshot — or is removed, when the dream created it (a pattern);
- a file that is as it was before the dream is left alone (that write never happened);
- a file that changed since — a later curate, correction, hand edit or dream — is a
  **conflict**: nothing is changed unless ``force``, so a later edit is never overwritten
  silently;
- a memory written after the snapshot is not in the journal and is never touched.

``repair`` (a dream killed mid-apply) undoes the same way but keeps every later edit: it never
forces. Snapshots from before the journal existed have none; for them every file that differs
from the snapshot is a conflict (the dream's edits cannot be told from later ones).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..errors import BowerError, MemoryFileError, NotFoundError, UsageError
from ..storage.disk.private import private_file
from ..storage.disk.records import parse_record
from ..storage.files.parsing import parse
from ..storage.files.tree import atomic_write, confined, scan
from ..storage.history import audit, snapshots
from ..storage.layers.journal import memory_file_lines, remove_from_memory_file
from ..storage.store import Store
from ..storage.sync import reconcile
from .change import RollbackReport

JOURNAL = "changes.jsonl"


class RollbackConflict(BowerError):
    """Undoing a dream would overwrite memories edited after it."""

    exit_code = 3
    http_status = 409  # the caller can resolve it: look, then force
    kind = "rollback_conflict"

    def __init__(self, report: RollbackReport) -> None:
        ids = ", ".join(c["id"] for c in report.conflicts[:5])
        more = f" and {len(report.conflicts) - 5} more" if len(report.conflicts) > 5 else ""
        super().__init__(
            f"{len(report.conflicts)} memor{'y was' if len(report.conflicts) == 1 else 'ies were'}"
            f" changed after snapshot {report.snapshot}: {ids}{more}; nothing was rolled back",
            hint="The error's report lists them (`--json`); add `--force` to put them back as "
            "they were before that dream (their later edits are lost).",
        )
        self.report = report

    def details(self) -> dict[str, Any]:
        return {"report": self.report.to_dict()}


def _sha(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


class Journal:
    """Appends one line per file write to a snapshot's journal (flushed line by line, so a
    killed process leaves every line it wrote; fsynced when the dream ends)."""

    def __init__(self, snapshot: Path) -> None:
        private_file(snapshot / JOURNAL)
        self._fh: IO[str] = open(snapshot / JOURNAL, "a", encoding="utf-8")  # noqa: SIM115

    def record(self, store: Store, memory_id: str, path: str, after: bytes, change: str) -> None:
        """Note that ``path`` is about to become ``after`` (call before writing it)."""
        try:
            before = _sha(store.tree.abspath(path).read_bytes())
        except FileNotFoundError:
            before = None
        line = {"id": memory_id, "path": path, "before": before, "after": _sha(after)}
        self._fh.write(json.dumps({**line, "change": change}) + "\n")
        self._fh.flush()

    def record_lines(self, memory_id: str, file: str, lines: list[str], change: str) -> None:
        """Note that ``lines`` are about to be added to a person's file outside the tree
        (MEMORY.md, ``<source>/MEMORY.md``): undoing takes exactly them out again."""
        for line in lines:
            item = {"id": memory_id, "file": file, "line": line, "change": change}
            self._fh.write(json.dumps(item) + "\n")
        self._fh.flush()

    def close(self) -> None:
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self._fh.close()


@contextmanager
def journal(snapshot: Path) -> Iterator[Journal]:
    j = Journal(snapshot)
    try:
        yield j
    finally:
        j.close()


@dataclass
class _FileUndo:
    """Everything the journal says about one file: the states the dream moved it through."""

    id: str
    path: str
    before: str | None
    afters: list[str | None] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)


@dataclass
class _LineUndo:
    """A line a dream (an approval) added to a person's file: undone by taking it out."""

    id: str
    file: str
    line: str
    change: str


def _read_journal(snap: snapshots.Snapshot) -> tuple[list[_FileUndo], list[_LineUndo]] | None:
    path = snap.path / JOURNAL
    if not path.exists():
        return None
    files: dict[str, _FileUndo] = {}
    lines: list[_LineUndo] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        item = parse_record(raw)
        if item is None or not all(isinstance(item.get(k), str) for k in ("id", "change")):
            continue  # cut short by a kill (that write never happened), or not ours
        if "file" in item:
            if not isinstance(item.get("file"), str) or not isinstance(item.get("line"), str):
                continue
            lines.append(_LineUndo(item["id"], item["file"], item["line"], item["change"]))
            continue
        if not isinstance(item.get("path"), str) or not all(
            item.get(k) is None or isinstance(item.get(k), str) for k in ("before", "after")
        ):
            continue
        entry = files.setdefault(item["path"], _FileUndo(item["id"], item["path"], item["before"]))
        entry.afters.append(item["after"])
        if item.get("change") and item["change"] not in entry.changes:
            entry.changes.append(item["change"])
    return list(files.values()), lines


def _legacy(snap: snapshots.Snapshot, tree: Path) -> list[_FileUndo]:
    """A snapshot without a journal: every file that differs from it, with no known after."""
    out = []
    saved = snap.path / "tree"
    for rel in sorted(scan(saved)):
        before = _sha((saved / rel).read_bytes())
        current = tree / rel
        if not current.exists() or _sha(current.read_bytes()) != before:
            out.append(_FileUndo(_memory_id(saved / rel), rel, before))
    return out


def _memory_id(path: Path) -> str:
    try:
        return parse(path.read_bytes(), path.name).id
    except MemoryFileError:
        return path.stem


def undo(
    store: Store,
    name: str | None,
    *,
    dry_run: bool = False,
    force: bool = False,
    agent: str | None = None,
) -> RollbackReport:
    """Undo the dream that took snapshot ``name`` (the newest by default), file by file —
    one ``agent`` ran (any, with ``None``): another agent's dream is not this one's to undo."""
    with store.lock.hold():
        snap = snapshots.find(store.home, name)
        if agent is not None:
            _check_owner(store, snap, agent)
        report = _undo(store, snap, dry_run=dry_run, force=force, keep_later=False)
        # A dry run answers as the real run would: the same report, the same refusal (exit
        # 3, HTTP 409) when later edits stand in the way, so a script can trust the preview.
        if report.conflicts and not force:
            raise RollbackConflict(report)
    return report


def _check_owner(store: Store, snap: snapshots.Snapshot, agent: str) -> None:
    """``UsageError`` unless the dream of ``snap`` was ``agent``'s: one it ran, or one over
    every agent (a server's schedule, an older snapshot) that touched only its memories."""
    owner = snap.manifest.get("agent")
    if owner == agent:
        return
    if owner in (None, "*"):
        journaled = _read_journal(snap)
        ids = (
            sorted({e.id for e in journaled[0]} | {a.id for a in journaled[1]}) if journaled else []
        )
        others = {r.agent for r in store.index.rows_by_id(ids).values()} - {agent}
        if not others:
            return
        whose = f"other agents' memories too ({', '.join(sorted(others))})"
    else:
        whose = f"agent {owner!r}'s memories"
    raise UsageError(
        f"snapshot {snap.name} was taken by a dream over {whose}, not only {agent!r}'s",
        hint="Roll it back as that agent (--agent NAME), or with --all-agents.",
    )


def journal_writes(store: Store, name: str, ids: list[str], change: str) -> None:
    """Add files written after a dream applied, on its behalf, to its snapshot's journal
    (the daily logs' promotions, curated once the dream's own changes are in): undoing the
    dream then undoes them too — a memory created is removed, one changed gets its bytes
    from before the dream back."""
    snap = snapshots.find(store.home, name)
    saved = snap.path / "tree"
    private_file(snap.path / JOURNAL)
    with open(snap.path / JOURNAL, "a", encoding="utf-8") as fh:
        for memory_id in dict.fromkeys(ids):
            path = store.index.memory_path(memory_id)
            if path is None:
                continue
            try:
                after = store.tree.abspath(path).read_bytes()
            except FileNotFoundError:
                continue
            before = saved / path
            line = {
                "id": memory_id,
                "path": path,
                "before": _sha(before.read_bytes()) if before.exists() else None,
                "after": _sha(after),
                "change": change,
            }
            fh.write(json.dumps(line) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


def repair(store: Store) -> str | None:
    """Undo a dream that died mid-apply, keeping any edit made since (the caller holds the
    lock). Returns the snapshot name, or None when no dream was interrupted."""
    name = snapshots.pending(store.home)
    if name is None:
        return None
    try:
        snap = snapshots.find(store.home, name)
    except NotFoundError:  # the snapshot never completed, so the tree was never touched
        snapshots.clear_pending(store.home)
        return name
    _undo(store, snap, dry_run=False, force=False, keep_later=True)
    snapshots.clear_pending(store.home)
    return name


def _undo(
    store: Store, snap: snapshots.Snapshot, *, dry_run: bool, force: bool, keep_later: bool
) -> RollbackReport:
    tree = store.tree.root
    journaled = _read_journal(snap)
    added: list[_LineUndo] = []
    report = RollbackReport(snap.name, dry_run=dry_run, forced=force)
    if journaled is None:
        entries = _legacy(snap, tree)
        report.notes.append("this snapshot predates per-change rollback: every difference counts")
    else:
        entries, added = journaled
    # Lines added to a person's file: taken out if still there (one the person deleted
    # already is gone; anything else they wrote there stays).
    added = [a for a in added if a.line in (memory_file_lines(store.settings, a.file) or ())]
    for a in added:
        report.removed.append({"id": a.id, "path": a.file, "line": a.line, "changes": [a.change]})
    plan: list[tuple[_FileUndo, bytes | None]] = []
    for entry in entries:
        target = confined(tree, entry.path)
        saved_copy = confined(snap.path / "tree", entry.path)
        if target is None or saved_copy is None:
            # A journal line naming a path outside the tree was not written by a dream:
            # never followed, even with --force.
            report.notes.append(f"refused {entry.path!r}: it leads outside the tree")
            continue
        current = _sha(target.read_bytes()) if target.exists() else None
        if current == entry.before:
            continue  # as it was before the dream: nothing to undo
        item = {"id": entry.id, "path": entry.path, "changes": entry.changes}
        if current not in entry.afters:
            why = "deleted since the dream" if current is None else "edited since the dream"
            report.conflicts.append({**item, "why": why})
            if keep_later or not force:
                continue
        exists = entry.before is not None and saved_copy.exists()
        before = saved_copy.read_bytes() if exists else None
        (report.restored if before is not None else report.removed).append(item)
        plan.append((entry, before))
    if dry_run or (report.conflicts and not force and not keep_later):
        return report
    events: list[dict[str, Any]] = []
    for a in added:
        if remove_from_memory_file(store.settings, a.file, [a.line]):
            events.append(
                audit.event(a.id, "rollback:line_removed", snapshot=snap.name, path=a.file)
            )
    for entry, before in plan:
        target = tree / entry.path  # confined above
        if before is None:
            target.unlink(missing_ok=True)
        else:
            atomic_write(target, before)
        action = "rollback:removed" if before is None else "rollback:restored"
        events.append(audit.event(entry.id, action, snapshot=snap.name, path=entry.path))
    snapshots.clear_pending(store.home)
    reconcile(store)
    with store.index.write() as tx:
        audit.append(
            store.audit_path, tx, [*events, audit.event("*", "rollback", snapshot=snap.name)]
        )
    snapshots.update_manifest(snap, rolled_back=True)
    return report
