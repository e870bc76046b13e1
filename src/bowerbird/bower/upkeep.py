"""The facade's bookkeeping for the dashboard's panels (seed 004 §09): one set of counts per
agent, re-embedding after a model change, and the home-wide audit of what was run.

Home-wide actions (maintenance, consolidation, re-embedding, summarising) are recorded in the
audit trail under the id ``*`` — beside rollbacks and wiped agents — with the agent they acted
for, so "who ran what, when" survives an index rebuild like every other audit event.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..conversations.messages import Messages
from ..services.embed import Embedder
from ..storage.history import audit
from ..storage.store import Store
from .results import Counts, HistoryEvent, Reembedded

HOME = "*"  # the audit id of events about the home, not one memory


def counts(store: Store, agent: str | None, messages: Messages, review_pending: int) -> Counts:
    """``agent``'s counts (every agent's with ``None``); ``messages`` reads as that agent."""
    tally = store.index.tally(agent)
    sessions = messages.totals(every_agent=agent is None)
    return Counts(
        agent=agent,
        memories=tally.live,
        archived=tally.archived,
        superseded=tally.superseded,
        by_type=tally.kinds(),
        by_maturity=dict(sorted(tally.live_by_maturity.items())),
        relations=tally.relations,
        folders=dict(sorted(tally.live_by_folder.items())),
        summaries=tally.summaries,
        sessions=sessions["total"],
        messages=sessions["messages"],
        session_summaries=messages.summary_count(every_agent=agent is None),
        review_pending=review_pending,
    )


def reembed(
    store: Store,
    embedder: Embedder | None,
    catch_up: Callable[[], int],
    *,
    dry_run: bool = False,
) -> Reembedded:
    """Count what lacks a vector of ``embedder``'s model, and (unless ``dry_run``) embed it
    with ``catch_up``: after a model change that is every memory and journal chunk."""
    if embedder is None:
        return Reembedded(None, 0, 0, dry_run=dry_run)
    model = embedder.fingerprint
    found = Reembedded(
        model,
        memories_pending=store.index.memory_count() - store.index.count_embedded(model),
        journal_pending=len(store.index.pending_chunks(model)),
        dry_run=dry_run,
    )
    if not dry_run:
        found.embedded = catch_up()
    return found


def record(store: Store, action: str, agent: str | None, **details: Any) -> None:
    """Audit a home-wide action (``agent`` None: run for every agent)."""
    with store.lock.hold(), store.index.write() as tx:
        event = audit.event(HOME, action, agent=agent or HOME, **details)
        audit.append(store.audit_path, tx, [event])


def activity(store: Store, limit: int) -> list[HistoryEvent]:
    """The home-wide audit events, newest first: what was run, for whom, with what result."""
    events = store.index.audit_for(HOME)[-limit:]
    return [HistoryEvent(e["action"], int(e["timestamp"]), e["details"]) for e in reversed(events)]
