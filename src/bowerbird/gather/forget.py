"""Forget and restore: archiving a memory (recoverable), deleting its file for good, and
bringing an archived memory back to the maturity it had."""

from __future__ import annotations

from pathlib import PurePosixPath

from ..services.timeparse import utcnow
from ..storage import audit, snapshots
from ..storage.note import Memory
from ..storage.store import Store


def forget(store: Store, memory_id: str, hard: bool) -> tuple[Memory, bool, int]:
    """Archive the memory, or delete its file with ``hard`` — and every copy of it the
    dreams' snapshots keep; returns (memory, deleted, snapshot copies removed)."""
    with store.lock.hold():
        memory = store.read(memory_id)
        if hard:
            copies = snapshots.erase(store.home, PurePosixPath(memory.path).name)
            event = audit.event(memory.id, "deleted", path=memory.path, snapshot_copies=copies)
            store.delete(memory, [event])
            return memory, True, copies
        if memory.maturity == "archived":
            return memory, False, 0
        archived = memory.with_changes(maturity="archived", updated=utcnow())
        event = audit.event(memory.id, "archived", previous_maturity=memory.maturity)
        return store.save(archived, [event]), False, 0


def restore(store: Store, memory_id: str) -> Memory:
    """Undo ``forget``: the maturity the memory had before it was archived (draft if unknown)."""
    with store.lock.hold():
        memory = store.read(memory_id)
        if memory.maturity != "archived":
            return memory
        previous = "draft"
        for item in reversed(store.index.audit_for(memory_id)):
            if item["action"] == "archived":
                previous = item["details"].get("previous_maturity", "draft")
                break
        restored = memory.with_changes(maturity=previous, updated=utcnow())
        event = audit.event(memory.id, "restored", maturity=previous)
        return store.save(restored, [event])
