"""The facade's arrange methods: the dream and its single passes, the review queue,
rollback, the cron job's maintenance and the home-wide counts and activity."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..arrange import review as arrange_review
from ..arrange.change import DreamReport, RollbackReport
from ..conversations.summaries import Summarised
from ..errors import UsageError
from ..storage.history import snapshots
from ..storage.history.snapshots import Snapshot
from ..storage.sync import Progress
from . import dreaming, upkeep
from .gathering import Gathering
from .results import (
    Consolidated,
    Counts,
    HistoryEvent,
    Maintained,
    Pruned,
    Reembedded,
    Rejected,
    ReviewQueue,
)


class Arranging(Gathering):
    """``Bower``'s arrange motion (a dream curates what it corrects, a prune counts what it
    may archive: hence ``Gathering`` and ``Reading``)."""

    def dream(
        self,
        *,
        dry_run: bool = False,
        if_idle_minutes: float | None = None,
        kinds: Iterable[str] | None = None,
        overrides: dict[str, Any] | None = None,
        progress: Progress | None = None,
        all_agents: bool = False,
    ) -> DreamReport:
        """Arrange this agent's memories (every agent's with ``all_agents``): plan,
        snapshot, apply (``dry_run``: plan); ``overrides`` replace ``[dream]`` settings for
        this run, validated like the config file."""
        from . import dreaming

        return dreaming.dream(
            self._store, self.sync, self._catch_up, self.curate,
            lambda: self.sharing.refresh(all_agents=all_agents), dry_run=dry_run,
            if_idle_minutes=if_idle_minutes, kinds=kinds, overrides=overrides,
            progress=progress, agent=self._scope(all_agents),
        )  # fmt: skip

    def prune(
        self, threshold: float = 0.05, *, dry_run: bool = False, all_agents: bool = False
    ) -> Pruned:
        """Archive memories whose effective importance decayed below ``threshold`` (never
        decisions or procedures), after a snapshot: the dream's archive pass alone."""
        overrides = dreaming.prune_overrides(threshold)
        live = self.browse(limit=1, agent="*" if all_agents else None).total
        report = self.dream(
            dry_run=dry_run, kinds={"archive"}, overrides=overrides, all_agents=all_agents
        )
        return Pruned(report, live)

    def consolidate(
        self, similarity: float = 0.95, *, dry_run: bool = False, all_agents: bool = False
    ) -> Consolidated:
        """Merge memories at least ``similarity`` alike and synthesise patterns from clusters,
        after a snapshot: the dream's merge and synthesis passes alone."""
        overrides = dreaming.consolidate_overrides(similarity)
        kinds = {"merge", "synthesize"}
        done = Consolidated(
            self.dream(dry_run=dry_run, kinds=kinds, overrides=overrides, all_agents=all_agents)
        )
        if not dry_run:
            self._record("consolidated", all_agents, **done.summary())
        return done

    def maintenance(
        self, *, dry_run: bool = False, progress: Progress | None = None, all_agents: bool = False
    ) -> Maintained:
        """Everything a cron job runs: a whole dream, then every text that lacks a vector
        embedded, the sessions that no longer fit a history summarised and the user's
        attributes learned from important facts (seed 004's facts_extract; audited)."""
        report = self.dream(dry_run=dry_run, all_agents=all_agents)
        if dry_run:
            return Maintained(report)
        learned = self.profiles.extract_from_facts()
        stored = sum(1 for change in learned if change.outcome == "stored")
        done = Maintained(
            report, self.catch_up(progress), self.messages.prepare_summaries(), stored
        )
        self._record("maintenance", all_agents, **done.summary())
        return done

    def summarise(
        self,
        session: str | None = None,
        *,
        rebuild: bool = False,
        dry_run: bool = False,
        progress: Progress | None = None,
    ) -> Summarised:
        """Summarise this agent's closed sessions lacking a current summary (``session``:
        that one; ``rebuild``: every one made again), audited; ``dry_run`` lists them."""
        made = self.messages.summarise(session, rebuild=rebuild, dry_run=dry_run, progress=progress)
        if not dry_run:
            action = "summaries:rebuilt" if rebuild else "summaries:made"
            self._record(action, False, sessions=len(made.sessions))
        return made

    def reembed(self, *, dry_run: bool = False, progress: Progress | None = None) -> Reembedded:
        """Embed every memory and journal chunk without a vector of the configured model
        (all of them after a model change), audited; ``dry_run`` counts them."""
        self._sync.due()
        done = upkeep.reembed(
            self._store, self.embedder, lambda: self._catch_up.run(progress), dry_run=dry_run
        )
        if not dry_run:
            self._record("reembedded", True, model=done.model, embedded=done.embedded)
        return done

    def counts(self, *, all_agents: bool = False) -> Counts:
        """This agent's memories, relations, sessions, messages and summaries (every
        agent's with ``all_agents``), counted one way on every surface (``Counts``)."""
        self._sync.due()
        agent = self._scope(all_agents)
        pending = len(self.review(all_agents=all_agents))
        return upkeep.counts(self._store, agent, self.messages, pending)

    def activity(self, limit: int = 50) -> list[HistoryEvent]:
        """Home-wide actions (maintenance, consolidation, re-embedding, summaries, rollbacks,
        wiped agents), newest first."""
        if not 1 <= limit <= 1000:
            raise UsageError(f"limit {limit} is outside 1..1000", hint="e.g. 50")
        self._sync.due()
        return upkeep.activity(self._store, limit)

    def review(self, *, all_agents: bool = False) -> ReviewQueue:
        """Changes waiting for a human decision (from ``<home>/review``) about this agent's
        memories (every agent's with ``all_agents``)."""
        self._sync.due()
        items = arrange_review.pending_review(self.home)
        return ReviewQueue(arrange_review.mine(self._store, items, self._scope(all_agents)))

    def approve(self, ids: list[str] | None = None, *, all_agents: bool = False) -> DreamReport:
        """Apply queued changes (all of this agent's with ``None``), after a snapshot."""
        self.sync()
        report = arrange_review.approve(self._store, ids, self._scope(all_agents))
        if report.applied:
            self._catch_up.quietly(report.notes)
        return report

    def reject(self, ids: list[str] | None = None, *, all_agents: bool = False) -> Rejected:
        """Drop queued changes (all of this agent's with ``None``); never proposed again."""
        return Rejected(arrange_review.reject(self._store, ids, self._scope(all_agents)))

    def rollback(
        self,
        snapshot: str | None = None,
        *,
        dry_run: bool = False,
        force: bool = False,
        all_agents: bool = False,
    ) -> RollbackReport:
        """Undo the dream that took ``snapshot`` (default: newest) — this agent's dream, or
        any with ``all_agents``; ``RollbackConflict`` when later edits stand in the way."""
        from ..arrange.rollback import undo

        scope = self._scope(all_agents)
        report = undo(self._store, snapshot, dry_run=dry_run, force=force, agent=scope)
        self._sync.mark_fresh()
        return report

    def snapshots(self) -> list[Snapshot]:
        """Snapshots taken by dreams, newest first, each with what its dream changed."""
        return snapshots.listing(self.home)
