"""The dream's care of the association graph (seed 003 §3): edges between memories written
close in time, edges that recall used grow stronger, and derived edges nobody used go.

``plan.link`` derives the ``semantic`` edges (similar meaning); this module adds the
``temporal`` ones and keeps every edge's weight current:

- **temporal**: two notes of one agent written (or observed) within ``temporal_minutes`` of
  each other are chained in time order, the weight falling from 1 to 0.5 across the window.
  Only neighbours in time are linked, so a busy hour costs a chain, not a clique. A thread's
  turns have their ``follows`` chain already, and the records of a bulk import share one
  instant that says nothing about what belongs together: neither takes part.
- **strengthen**: an edge whose two ends were returned by the same query (``access.log``)
  gains ``0.1`` per such query since the edge was last weighed, up to 1.
- **fade**: an edge the dream derived (``origin: dream``) whose two ends have gone unused for
  ``edge_fade_days`` (no access, no edit) is dropped, and the link passes do not derive it
  again while both stay unused. An agent's or a person's edge never fades.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from itertools import pairwise
from typing import Protocol

from ..settings import DreamSettings
from ..storage.files.note import Memory
from .change import Change


class AccessLog(Protocol):
    """What the passes read of ``access.log`` (``plan.AccessLog``): per memory, the last
    access (ms) and the queries that returned it."""

    last: dict[str, int]
    queries: dict[str, set[str]]


# Edges the dream derives, and so may drop again; the rest belong to writers or people.
DERIVED = frozenset({"semantic", "temporal", "related_to"})
# Settled facts of the tree, never re-weighed by use.
_FIXED = frozenset({"supersedes", "contradicts", "follows"})
_STEP = 0.1


def temporal(live: dict[str, Memory], settings: DreamSettings) -> list[Change]:
    """``temporal`` edges between memories written close in time (one chain per agent)."""
    window = timedelta(minutes=settings.temporal_minutes)
    if window.total_seconds() <= 0:
        return []
    by_agent: dict[str, list[Memory]] = {}
    for m in live.values():
        if "thread" not in m.extra and not m.source.startswith("import"):
            by_agent.setdefault(m.agent, []).append(m)
    changes = []
    for memories in by_agent.values():
        memories.sort(key=lambda m: (_when(m), m.id))
        for a, b in pairwise(memories):
            gap = _when(b) - _when(a)
            if gap > window or _linked(a, b):
                continue
            weight = round(1.0 - 0.5 * gap / window, 3)
            minutes = gap.total_seconds() / 60
            changes.append(
                Change(
                    "link",
                    [a.id, b.id],
                    f"written {minutes:.0f} min apart",
                    0.9,
                    {"type": "temporal", "strength": weight},
                )
            )
    return changes


def reweigh(
    live: dict[str, Memory], log: AccessLog, settings: DreamSettings, now: datetime
) -> list[Change]:
    """Strengthen edges whose ends were recalled together; drop derived edges left unused."""
    changes = []
    idle_since = now - timedelta(days=settings.edge_fade_days)
    for m in live.values():
        for r in m.relations:
            other = live.get(r.target)
            if other is None or r.type in _FIXED:
                continue
            together = len(log.queries.get(m.id, set()) & log.queries.get(other.id, set()))
            if together and r.strength < 1.0:
                weight = round(min(1.0, r.strength + _STEP * together), 3)
                reason = f"recalled together by {together} quer{'y' if together == 1 else 'ies'}"
                data = {"target": other.id, "type": r.type, "strength": weight}
                changes.append(Change("reweigh", [m.id], reason, 0.9, data))
            elif r.origin == "dream" and r.type in DERIVED and unused(m, other, log, idle_since):
                days = settings.edge_fade_days
                data = {"target": other.id, "type": r.type, "strength": 0.0}
                changes.append(
                    Change("reweigh", [m.id], f"both ends unused for {days} days", 0.9, data)
                )
    return changes


def unused(a: Memory, b: Memory, log: AccessLog, since: datetime) -> bool:
    """Neither memory was read (access log, folded count) or changed since ``since``."""
    cutoff = since.timestamp() * 1000
    for m in (a, b):
        last = max(log.last.get(m.id, 0), _ms(m.last_accessed), _ms(m.updated))
        if last >= cutoff:
            return False
    return True


def _when(m: Memory) -> datetime:
    return m.observed_at or m.created


def _ms(when: datetime | None) -> float:
    return 0.0 if when is None else when.timestamp() * 1000


def _linked(a: Memory, b: Memory) -> bool:
    return any(r.target == b.id for r in a.relations) or any(r.target == a.id for r in b.relations)
