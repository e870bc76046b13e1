"""Forget and restore: archiving a memory (recoverable), deleting its file for good, and
bringing an archived memory back to the maturity it had."""

from __future__ import annotations

from ..services.timeparse import utcnow
from ..storage import audit
from ..storage.erase import Erased, erase
from ..storage.note import Memory
from ..storage.store import Store


def forget(store: Store, memory_id: str, hard: bool) -> tuple[Memory, bool, Erased | None]:
    """Archive the memory, or with ``hard`` erase it: its file and every copy of its text the
    home keeps (``storage/erase.py``); returns (memory, deleted, what the erase removed)."""
    with store.lock.hold():
        memory = store.read(memory_id)
        if hard:
            return memory, True, erase(store, [memory])
        if memory.maturity == "archived":
            return memory, False, None
        archived = memory.with_changes(maturity="archived", updated=utcnow())
        event = audit.event(memory.id, "archived", previous_maturity=memory.maturity)
        return store.save(archived, [event]), False, None


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
