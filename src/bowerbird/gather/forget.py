"""Forget and restore: archiving a memory (recoverable), deleting its file for good, and
bringing an archived memory back to the maturity it had."""

from __future__ import annotations

from ..errors import NotFoundError
from ..services.timeparse import utcnow
from ..storage.files.note import Memory
from ..storage.history import audit
from ..storage.history.erase import Erased, erase, finish
from ..storage.store import Store


def forget(store: Store, memory_id: str, hard: bool) -> tuple[Memory, bool, Erased | None]:
    """Archive the memory, or with ``hard`` erase it: its file and every copy of its text the
    home keeps (``storage/history/erase.py``); returns (memory, deleted, what the erase removed).
    A hard forget of a memory whose erase was killed or cancelled after its file went
    finishes that erase (the memory returned then holds only the id)."""
    with store.lock.hold():
        try:
            memory = store.read(memory_id)
        except NotFoundError:
            agent = store.settings.curate.agent
            erased = finish(store, memory_id, agent) if hard else None
            if erased is None:
                raise
            now = utcnow()
            gone = Memory(memory_id, "fact", "", "", now, now, agent=agent)
            return gone, True, erased
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
