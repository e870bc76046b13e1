"""Agents as namespaces (seed 004): each memory belongs to one agent (its ``agent:`` field).

A ``Bower`` reads and writes as one agent (``--agent``, ``$BOWERBIRD_AGENT``, ``[curate]
agent``; ``default`` otherwise): searches, listings and reads by id stay inside it, a note is
deduplicated only against that agent's memories, and a dream never merges, supersedes or links
two agents' memories. Reading across agents is explicit (``agent="*"``, MCP
``memory_search_all``). Wiping an agent erases exactly its memories and messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import NotFoundError
from ..storage.history import audit
from ..storage.history.erase import Erased, erase
from ..storage.index import SearchFilters
from ..storage.layers import messages
from ..storage.store import Store


@dataclass
class Wiped:
    """What ``Bower.wipe_agent`` removed: the agent and its memory files."""

    agent: str
    removed: list[str] = field(default_factory=list)
    messages: int = 0
    erased: Erased | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "removed": len(self.removed),
            "ids": self.removed,
            "messages": self.messages,
            "erased": self.erased.to_dict() if self.erased else None,
        }


def wipe(store: Store, agent: str) -> Wiped:
    """Erase every memory of ``agent`` (any state) and its raw messages; other agents'
    memories stay (a link to an erased one becomes a token, ``storage/history/erase.py``)."""
    everything = SearchFilters(agent=agent, include_archived=True, include_superseded=True)
    with store.lock.hold():
        keys = store.index.allowed_keys(everything)
        if not keys:
            raise NotFoundError(
                f"agent {agent!r} has no memories",
                hint="`bower status` lists the agents of this home under by_agent.",
            )
        rows = store.index.rows_by_key(keys)
        result = Wiped(agent)
        memories = [store.read(row.id) for row in sorted(rows.values(), key=lambda r: r.id)]
        # Erased, not only deleted: no snapshot, log or cached answer keeps their text.
        result.erased = erase(store, memories)
        result.removed = [m.id for m in memories]
        with store.index.write() as tx:
            event = audit.event("*", "agent:wiped", agent=agent, memories=len(memories))
            audit.append(store.audit_path, tx, [event])
        # Its raw messages are its files too (sessions it shared keep the others' messages).
        for session in store.index.sessions(agent):
            result.messages += messages.forget_session(store, agent, session.session, compact=False)
        store.index.compact()
    return result
