"""The facade's core: the state every method set of ``Bower`` shares (settings, the store,
background sync, catch-up, the query state, the extractor), its lifecycle and the layers it
hands out (messages, profiles, sharing, the journal). No motion runs here."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any, Self

from ..conversations.messages import Messages
from ..conversations.profiles import Profiles
from ..gather.extract import Extractor
from ..journal.book import Journal
from ..retrieve.query import Retriever
from ..services.embed import Embedder
from ..settings import Settings, load_settings
from ..sharing.pool import Sharing
from ..storage import repair
from ..storage.autosync import AutoSync
from ..storage.store import Store
from ..storage.sync import Progress, SyncReport
from . import upkeep, wiring
from .catchup import CatchUp


class FacadeCore:
    """What ``Bower``'s method sets stand on (``bower/facade.py`` puts them together)."""

    def __init__(
        self,
        home: str | os.PathLike[str] | None = None,
        *,
        settings: Settings | None = None,
        overrides: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.settings = settings or load_settings(Path(home) if home else None, overrides)
        self._store = Store(self.settings)
        self._sync = AutoSync(self._store)
        self._catch_up = CatchUp(self._store, self._query_state)
        self._init_lock = threading.Lock()
        self._retriever: Retriever | None = None
        self._extractor: Extractor | None = None
        self._extractor_built = False

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the index connection and the query worker."""
        self._sync.join()
        if self._retriever is not None:
            self._retriever.close()
        self._store.close()

    def _recover(self) -> None:
        """Rebuild a damaged index (``bower/recovery.py``); query state is rebuilt with it."""
        with self._init_lock:
            if self._retriever is not None:
                self._retriever.close()
                self._retriever = None
        repair.recover(self._store)
        self._sync.mark_fresh()

    @property
    def home(self) -> Path:
        return self.settings.home

    @property
    def agent(self) -> str:
        """The agent this facade reads and writes as (``--agent``, ``$BOWERBIRD_AGENT``)."""
        return self.settings.curate.agent

    @property
    def last_sync(self) -> SyncReport | None:
        """What the latest reconciliation found (files it could not parse, among others)."""
        return self._sync.last

    def _query_state(self) -> Retriever:
        """Query state (caches, vector matrix, embedder), built once even under threads."""
        with self._init_lock:
            if self._retriever is None:
                self._retriever = wiring.retriever(self._store)
            return self._retriever

    def _due(self, memory_id: str) -> None:
        """Sync, then refuse another agent's memory as if it did not exist (namespaces)."""
        self._sync.due()
        wiring.own(self._store, memory_id)

    def _llm_extractor(self) -> Extractor | None:
        """The LLM extractor when configured (``[curate] extractor``, ``[llm]``), else None."""
        with self._init_lock:
            if not self._extractor_built:
                self._extractor = wiring.extractor(self.settings)
                self._extractor_built = True
            return self._extractor

    @property
    def embedder(self) -> Embedder | None:
        """The configured embedder (built on first use; the model loads on first embed)."""
        return self._query_state().embedder

    def embed(
        self,
        progress: Progress | None = None,
        limit: int | None = None,
        only: set[str] | None = None,
    ) -> int:
        """Embed every memory (of ``only`` these ids, when given) that lacks a current vector
        (all of them after a model change)."""
        return self._catch_up.embed(progress, limit, only)

    def catch_up(
        self, progress: Progress | None = None, *, if_over: int = 0, background: bool = False
    ) -> int:
        """Embed every memory and journal chunk lacking a vector, if more than ``if_over`` do
        (on a thread with ``background``); queries do it by themselves. Returns how many."""
        self._sync.due()
        return self._catch_up.catch_up(progress, if_over, background)

    @property
    def messages(self) -> Messages:
        """Raw conversation messages and sessions (seed 004), read and written as this agent."""
        return Messages(self._store, self._sync, self.agent)

    @property
    def profiles(self) -> Profiles:
        """User and bot profile attributes (seed 004), shared among the home's agents by
        default (``[share] profiles``; per agent, a learned value is the learning agent's)."""
        return Profiles(self._store)

    @property
    def sharing(self) -> Sharing:
        """Memories shared between this agent and another with both owners' consent
        (seed 003 §9): propose, approve, revoke, list."""
        return Sharing(self._store, self.agent)

    @property
    def journal(self) -> Journal:
        """Plain markdown memory: daily logs, MEMORY.md and ``[files] paths`` (docs/journal.md)."""
        return Journal(self._store, self._sync, self._catch_up.due)

    def sync(self, progress: Progress | None = None) -> SyncReport:
        """Reconcile the index with the tree (files added, edited, moved or deleted by hand)."""
        return self._sync.now(progress)

    def preload(self) -> None:
        """Load the model and the index's vectors now, writing nothing: a long-lived process
        does it at start so its first query pays for neither."""
        self._sync.due()
        self._query_state().preload()

    def rest(self) -> bool:
        """Let the model go until the next embed loads it again (a long-lived process idle
        for a while); True if it was loaded."""
        with self._init_lock:
            retriever = self._retriever
        return retriever is not None and retriever.rest()

    def rescan_first(self) -> None:
        """The next operation reconciles the index with the tree before it runs, as a new
        process's first does: a resident runs each command as if it were a process of its
        own, so an edit saved just before the command is seen by it (with the tree watcher
        of a big home, that costs the paths changed, not a stat of every file)."""
        self._sync.expire()

    def _refresh(self) -> None:
        """A shared copy follows what this agent's write changed of its memory."""
        self.sharing.refresh()

    def _scope(self, all_agents: bool) -> str | None:
        """Whose memories a dream, a review or a rollback acts on: this agent's, or every
        agent's (``None``) when asked."""
        return None if all_agents else self.agent

    def _record(self, action: str, all_agents: bool, **details: Any) -> None:
        upkeep.record(self._store, action, self._scope(all_agents), **details)
