"""The facade's read-and-forget methods: one memory, its history, pages of memories, edits,
links, forgetting and restoring, the agents of the home."""

from __future__ import annotations

from typing import Any

from ..errors import NotFoundError, UsageError
from ..gather import associate
from ..gather import forget as forgetting
from ..storage.files.lines import FileLines
from ..storage.files.note import Memory
from ..storage.index import ListOrder
from ..storage.sync import Progress
from . import agents, catchup, inspection, wiring
from .agents import Wiped
from .core import FacadeCore
from .results import (
    Agents,
    Browse,
    Explanation,
    Forgotten,
    HistoryEvent,
    Linked,
    MemoryPage,
    MemorySummary,
    Warmed,
)


class Reading(FacadeCore):
    """``Bower``'s reads and edits of memories by id, each checked against the agent's
    namespace first."""

    def get(self, memory_id: str) -> Memory:
        """One memory, read from its file."""
        self._due(memory_id)
        return self._store.read(memory_id)

    def history(self, memory_id: str) -> list[HistoryEvent]:
        """Audit events of one memory, oldest first (none for another agent's: as for an id
        nobody holds, whose history is empty)."""
        try:
            self._due(memory_id)
        except NotFoundError:
            return []
        return inspection.history(self._store, memory_id)

    def explain(self, memory_id: str) -> Explanation:
        """A memory's life: its current state, its audit history, and where it went."""
        self._due(memory_id)
        return inspection.explain(self._store, memory_id)

    def memories(self, order: ListOrder = "recent", limit: int = 10) -> list[MemorySummary]:
        """Live memories: the newest, the most important or the oldest first."""
        self._sync.due()
        return inspection.listing(self._store, order, limit, self.agent)

    def browse(self, how: Browse | None = None, /, **changes: Any) -> MemoryPage:
        """A page of memories with filters and the total (``Browse`` or its fields)."""
        self._sync.due()
        opts = wiring.scoped(wiring.with_options(how or Browse(), changes), self._store)
        return inspection.browse(self._store, opts)

    def folders(self) -> dict[str, int]:
        """Live memories per top-level folder of the tree (the categories)."""
        self._sync.due()
        return self._store.index.folders()

    def update(
        self,
        memory_id: str,
        *,
        text: str | None = None,
        title: str | None = None,
        tags: list[str] | None = None,
        type: str | None = None,
        meaning: dict[str, Any] | None = None,
    ) -> Memory:
        """Edit a memory's text, title, tags, type or meaning fields (checked; audited)."""
        from ..gather.edit import edit

        self._due(memory_id)
        self._catch_up.model_known()
        memory = edit(
            self._store, self.settings, memory_id, text=text, title=title, tags=tags,
            memory_type=type, meaning=meaning,
        )  # fmt: skip
        self.sharing.refresh()  # a copy shared with another agent follows the edit
        self._catch_up.quietly([])  # a failing embedder leaves it pending for the next run
        return memory

    def read_lines(
        self, path: str, start_line: int | None = None, end_line: int | None = None
    ) -> FileLines:
        """Lines of a memory file by its tree-relative path (never outside the tree; another
        agent's memory file is refused as a read by id is)."""
        self._sync.due()
        return inspection.read_lines(self._store, path, start_line, end_line)

    def forget(self, memory_id: str, *, hard: bool = False) -> Forgotten:
        """Archive a memory (recoverable with ``restore``), or delete its file with ``hard``."""
        self._due(memory_id)
        forgotten = Forgotten(*forgetting.forget(self._store, memory_id, hard))
        self.sharing.refresh()  # what was shared of it leaves the other agent too
        return forgotten

    def link(
        self,
        source: str,
        target: str,
        *,
        type: str = "explicit",
        weight: float = 1.0,
        origin: str = "agent",
    ) -> Linked:
        """Associate two memories: an edge ``source -type-> target`` of ``weight`` in [0, 1],
        kept in the source's file (``causal``: source led to target; ``explicit``: they
        belong together). Linking again re-weighs the edge."""
        for memory_id in (source, target):
            self._due(memory_id)
        memory, edge, changed = associate.link(self._store, source, target, type, weight, origin)
        return Linked(memory, target, [edge], changed)

    def unlink(self, source: str, target: str, *, type: str | None = None) -> Linked:
        """Remove the edges between two memories (of ``type`` only, if given), from both."""
        for memory_id in (source, target):
            self._due(memory_id)
        memory, removed = associate.unlink(self._store, source, target, type)
        return Linked(memory, target, removed, bool(removed), removed=True)

    def agents(self) -> Agents:
        """The agents of this home with their live memory counts (as ``status`` counts
        them; an agent whose memories are all archived shows 0), and the one this view reads
        as."""
        self._sync.due()
        index = self._store.index
        return Agents(self.agent, {a: index.tally(a).live for a in index.agents()})

    def wipe_agent(self, agent: str, *, all_agents: bool = False) -> Wiped:
        """Erase every memory and message of ``agent``; other agents' stay as is. Wiping
        another agent than this one takes ``all_agents`` (an operator's act)."""
        if agent != self.agent and not all_agents:
            raise UsageError(
                f"agent {self.agent!r} cannot wipe agent {agent!r}",
                hint=f"Run it as that agent (--agent {agent}), or with --all-agents.",
            )
        self._sync.due()
        return agents.wipe(self._store, agent)

    def restore(self, memory_id: str) -> Memory:
        """Undo ``forget``: bring an archived memory back to the maturity it had."""
        self._due(memory_id)
        return forgetting.restore(self._store, memory_id)

    def warm(self, recent: int | None = None, progress: Progress | None = None) -> Warmed:
        """Embed now what lacks a vector (seed 001's ``bower warm``): everything, or the
        ``recent`` newest memories of this agent, so the next queries pay no model call."""
        self._sync.due()
        only = None if recent is None else catchup.recent(self.browse, recent)
        return Warmed(*self._catch_up.warm(only, progress))
