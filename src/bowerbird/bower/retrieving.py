"""The facade's retrieve methods: a question answered as ranked memories, a prompt block,
the summaries' overview and the association graph."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from ..errors import BowerError, UsageError
from ..retrieve.context import ContextBlock, render_context
from ..retrieve.neighbourhood import GraphView, neighbourhood
from ..retrieve.overview import Overview
from ..retrieve.overview import overview as read_overview
from ..retrieve.results import QueryOptions, QueryResult
from ..storage.files.note import Memory
from ..storage.index import MemoryRow
from . import inspection, wiring
from . import sharing as sharing_gate
from .reading import Reading
from .results import Browse

if TYPE_CHECKING:
    from .briefing import Briefing


class Retrieving(Reading):
    """``Bower``'s retrieve motion (the overview reads memories by id, hence ``Reading``)."""

    def query(
        self, text: str, options: QueryOptions | None = None, /, **changes: Any
    ) -> QueryResult:
        """Memories relevant to ``text``, best first (``QueryOptions`` or its fields).

        Another agent's memories (``agent="*"`` or a name) are read only as the sharing
        protocol allows — what their owners shared with this agent — and the answer says what
        was searched (never how much of another agent's was left out: that would tell what
        they hold); ``[share] owner_override`` lifts that for a single-owner home."""
        asked = wiring.with_options(options or QueryOptions(), changes)
        if asked.agent not in (None, self.agent) and not self.settings.share.owner_override:
            return sharing_gate.query(self, self.sharing, text, asked)
        return self._query(text, asked)

    def _query(self, text: str, asked: QueryOptions) -> QueryResult:
        """``query`` without the sharing gate: what the options name, as they name it."""
        opts = wiring.scoped(asked, self._store)
        self._sync.due(background=True)
        notes: list[str] = []
        if not opts.fast:
            self._catch_up.due(notes)
        result = self._query_state().query(text, opts)
        result.notes[:0] = notes
        return result

    def context(
        self,
        text: str,
        options: QueryOptions | None = None,
        /,
        *,
        budget_tokens: int = 1000,
        **changes: Any,
    ) -> ContextBlock:
        """Memories for ``text`` as a prompt block within ``budget_tokens``, in the context
        builder's buckets, after the user's profile."""
        result = self.query(text, options, **changes)
        return render_context(
            result, budget_tokens, *inspection.context_extras(self._store, result)
        )

    def overview(self, topic: str | None = None, *, budget_tokens: int = 800) -> Overview:
        """The hierarchy of summaries read top-down within ``budget_tokens``: the roots
        first, or, for ``topic``, the branch that best matches it down to its memories."""
        if budget_tokens < 50:
            raise UsageError(
                f"a budget of {budget_tokens} tokens holds no summary", hint="Give 50 or more."
            )
        self._sync.due()
        found = inspection.summaries(self._store, wiring.scoped(Browse(), self._store))
        ranked = None
        if topic is not None and found:
            limit = self.settings.query.max_limit
            ranked = self.query(topic, limit=limit, min_score=0.0, summaries=True)

        def read(memory_id: str) -> Memory | None:
            try:
                return self.get(memory_id)
            except BowerError:
                return None

        return read_overview(found, read, budget_tokens, topic, ranked)

    def graph(
        self,
        memory_id: str | None = None,
        *,
        hops: int = 1,
        limit: int = 60,
        all_agents: bool = False,
    ) -> GraphView:
        """The association graph as a person reads it: ``memory_id`` and what it is linked to
        up to ``hops`` away, or without one the ``limit`` most linked memories of this agent
        (of every agent) — labelled nodes, typed and weighted edges with their origin, a
        summary's sources."""
        self._sync.due()
        focus = self.get(memory_id) if memory_id is not None else None
        agent = None if all_agents else wiring.scoped(Browse(), self._store).agent
        return neighbourhood(self._store, focus, hops=hops, limit=limit, agent=agent)

    def brief(
        self, folder: str | os.PathLike[str] | None = None, *, budget_tokens: int = 1500
    ) -> Briefing:
        """What a new session in ``folder`` should know first, as a prompt block within
        ``budget_tokens``: the project's decisions and open questions, its most used
        memories, the user's profile, the journal's tail; sensitive memories only when the
        project's own sessions kept them (``bower/briefing.py``)."""
        from . import briefing

        if budget_tokens < 100:
            raise UsageError(f"a budget of {budget_tokens} tokens", hint="Give 100 or more.")
        self._sync.due()

        def listed(how: Browse) -> tuple[list[MemoryRow], int]:
            return inspection.rows(self._store, wiring.scoped(how, self._store))

        return briefing.brief(self, listed, folder, budget_tokens)
