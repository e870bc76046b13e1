"""The facade: ``Bower(home)`` is the one object every front end calls. Each method syncs the
index with the tree (a stat scan when nothing changed), then runs one motion — gather
(``curate``), arrange (``dream``), retrieve (``query``) — or reads the home. Methods return
typed results with one ``to_dict()`` each, raise ``BowerError`` subclasses, never print.

``Bower`` is its method sets put together, one module per motion, each method a call or a few
into the room that does the work: ``core`` (state, lifecycle, the layers), ``gathering``,
``reading`` (memories by id), ``retrieving``, ``arranging``; housekeeping is here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..retrieve.query import Retriever
from ..settings import with_agent
from ..storage.sync import Progress, SyncReport
from . import inspection
from .arranging import Arranging
from .recovery import recovering
from .results import Checkup, Status
from .retrieving import Retrieving

if TYPE_CHECKING:
    from .items import Items
    from .sessions import SessionLog


@recovering
class Bower(Arranging, Retrieving):
    """Long-term memory in one home (``with Bower(home) as bower: …``; docs/api.md)."""

    def as_agent(self, name: str) -> Bower:
        """This facade as agent ``name``, sharing the index, model and caches."""
        return _AgentView(self, name)

    def reindex(
        self, progress: Progress | None = None, embed_progress: Progress | None = None
    ) -> SyncReport:
        """Rebuild the index from the tree, then embed what no cached vector covers."""
        report = self._sync.now(progress, full=True)
        report.embedded = self._catch_up.run(embed_progress)
        report.memories = self._store.index.memory_count()
        return report

    def doctor(self) -> Checkup:
        """Check both databases page by page; a damaged one is set aside and rebuilt."""
        return inspection.doctor(self._store, self._recover)

    def status(self) -> Status:
        """Counts, sizes, paths and index health (always re-scans the tree first), with the
        five layers counted (every agent's: counts name nothing)."""
        self.sync()
        found = inspection.status(self._store, lambda: self.embedder)
        found.layers = inspection.layers(found, self.messages, self.profiles)
        return found

    def health(self) -> dict[str, Any]:
        """The index's health (every tree file indexed or reported unparsable), schema and
        vectors, without ``status``'s scan of the tree and counts of every memory."""
        self._sync.due()
        return inspection.health(self._store, lambda: self.embedder)

    def session(self, name: str) -> SessionLog:
        """The conversation a framework names ``name`` (the OpenAI Agents SDK's session id),
        kept in the raw layer as this agent's and curated like synced turns."""
        # Imported by the frameworks' adapters that use them: every command's start-up
        # does without.
        from ..conversations.named import NamedSession
        from .sessions import SessionLog

        return SessionLog(self, NamedSession(self._store, self._sync, self.agent, name))

    def items(self, fields: list[str] | None = None) -> Items:
        """Keyed items a framework's store puts and gets (LangGraph's ``BaseStore``): exact
        values kept as memories, searched by recall; ``fields`` are what recall reads of a
        value when a put names none (default: all of it)."""

        def wrote(memory_id: str) -> None:
            self._catch_up.quietly([], only={memory_id})

        from .items import Items

        known = self._catch_up.model_known
        return Items(self, self._store, self._sync, known, wrote, fields)


class _AgentView(Bower):
    """``Bower.as_agent``: another agent over its base facade's index, embedder, caches and
    background work (a server of many agents loads one model). Closing it releases nothing;
    the base owns it all."""

    def __init__(self, base: Bower, agent: str) -> None:  # the base is built already
        self.__dict__.update(base.__dict__)
        self.settings = with_agent(base.settings, agent)
        self._store = base._store.view(self.settings)
        self._base = base

    def _query_state(self) -> Retriever:
        return self._base._query_state()

    def _recover(self) -> None:
        self._base._recover()  # the index and the query state are the base's

    def close(self) -> None:
        """Nothing to release (the base facade's to close)."""
