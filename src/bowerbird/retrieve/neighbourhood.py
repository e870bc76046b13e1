"""The association graph as a person reads it: a memory and what it is linked to, or the
most linked memories of a home — labelled nodes, typed and weighted edges with their origin,
and a summary's sources (its ``covers``, shown as edges of their own type).

The index finds who is linked to whom (it holds every edge, either direction); the nodes
shown are then read from their files, so each edge's weight and origin are the frontmatter's,
the source of truth. A view is bounded (``limit`` nodes, nearest hops first, strongest edges
first within a hop): a home of 100K memories draws the same few dozen nodes as a small one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import BowerError, UsageError
from ..storage.files.note import SUMMARY_SOURCE, Memory
from ..storage.index import SearchFilters

if TYPE_CHECKING:
    from ..storage.store import Store

COVERS = "covers"  # a summary's edge to a memory it summarises (not a relation in the index)
MAX_LIMIT = 200
MAX_HOPS = 3


@dataclass(frozen=True)
class GraphNode:
    """One memory in a view: its label, type, importance, how far from the focus it is, and,
    for a summary, its level."""

    id: str
    title: str
    type: str
    importance: float
    hop: int
    level: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "type": self.type,
            "importance": self.importance,
            "hop": self.hop,
            "level": self.level,
        }


@dataclass(frozen=True)
class GraphEdge:
    """A typed, weighted edge between two nodes of the view, from ``source``'s frontmatter."""

    source: str
    target: str
    type: str
    strength: float
    origin: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "target": self.target,
            "type": self.type,
            "strength": self.strength,
            "origin": self.origin,
        }


@dataclass
class GraphView:
    """What ``Bower.graph`` shows: the nodes (the focus first), the edges between them, and
    how many linked memories were left out to stay within ``limit``."""

    focus: str | None
    hops: int
    nodes: list[GraphNode] = field(default_factory=list)
    edges: list[GraphEdge] = field(default_factory=list)
    left_out: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "focus": self.focus,
            "hops": self.hops,
            "nodes": [n.to_dict() for n in self.nodes],
            "edges": [e.to_dict() for e in self.edges],
            "left_out": self.left_out,
        }


def check(hops: int, limit: int) -> None:
    """Refuse a view nobody can draw, naming the range."""
    if not 1 <= hops <= MAX_HOPS:
        raise UsageError(f"hops must be 1 to {MAX_HOPS}, not {hops}", hint="Give --hops 1, 2 or 3.")
    if not 2 <= limit <= MAX_LIMIT:
        raise UsageError(
            f"a graph view holds 2 to {MAX_LIMIT} memories, not {limit}",
            hint=f"Give a limit between 2 and {MAX_LIMIT}.",
        )


def neighbourhood(
    store: Store,
    focus: Memory | None,
    *,
    hops: int,
    limit: int,
    agent: str | None,
) -> GraphView:
    """The view around ``focus`` (up to ``hops`` away), or without one the ``limit`` most
    linked memories (then the most important). Only ``agent``'s memories are shown (every
    agent's for ``None``): an edge to another agent's memory is left out, never followed."""
    check(hops, limit)
    read = _reader(store, agent)
    order: dict[str, int] = {}
    left_out = 0
    if focus is None:
        # The most linked first; a home with few edges is filled with its most important
        # memories, so the page shows what is there rather than nothing.
        for memory_id, _ in store.index.hubs(limit, agent):
            if len(order) < limit and read(memory_id) is not None:
                order[memory_id] = 0
        if len(order) < limit:  # listed only when needed: a sort of the agent's memories
            rows, _ = store.index.list_live("important", limit, 0, SearchFilters(agent=agent))
            for memory_id in (r.id for r in rows):
                if len(order) < limit and memory_id not in order and read(memory_id) is not None:
                    order[memory_id] = 0
    else:
        order[focus.id] = 0
        frontier = [focus.id]
        for hop in range(1, hops + 1):
            found: dict[str, float] = {}
            for memory_id, strength in _linked(store, frontier, read):
                if memory_id not in order:
                    found[memory_id] = max(found.get(memory_id, 0.0), strength)
            room = limit - len(order)
            ranked = sorted(found, key=lambda i: (-found[i], i))
            left_out += max(0, len(ranked) - room)
            for memory_id in ranked[: max(0, room)]:
                order[memory_id] = hop
            frontier = ranked[: max(0, room)]
            if not frontier:
                break
    memories = {i: m for i in order if (m := read(i)) is not None}
    nodes = [_node(memories[i], hop) for i, hop in order.items() if i in memories]
    edges = [
        edge
        for memory in memories.values()
        for edge in _edges_of(memory)
        if edge.target in memories and edge.target != edge.source
    ]
    return GraphView(focus.id if focus else None, hops, nodes, edges, left_out)


def _reader(store: Store, agent: str | None) -> Callable[[str], Memory | None]:
    """Read a memory once; ``None`` for one that is gone, not live, or another agent's."""
    cache: dict[str, Memory | None] = {}

    def read(memory_id: str) -> Memory | None:
        if memory_id not in cache:
            try:
                memory: Memory | None = store.read(memory_id)
            except BowerError:  # never indexed, or deleted meanwhile: not drawn
                memory = None
            shown = (
                memory is not None
                and memory.maturity != "archived"
                and not memory.superseded_by
                and (agent is None or memory.agent == agent)
            )
            cache[memory_id] = memory if shown else None
        return cache[memory_id]

    return read


def _linked(
    store: Store, ids: list[str], read: Callable[[str], Memory | None]
) -> list[tuple[str, float]]:
    """Every memory one edge away from ``ids`` (either direction), with the edge's strength;
    a summary's members and the summaries covering nothing else count as linked too."""
    wanted = set(ids)
    out: list[tuple[str, float]] = []
    for source, target, _type, strength in store.index.edges_of(ids):
        other = target if source in wanted else source
        out.append((other, strength))
    for memory_id in ids:
        memory = read(memory_id)
        if memory is not None and memory.source == SUMMARY_SOURCE:
            out += [(str(c), 1.0) for c in memory.extra.get("covers", [])]
    return [(i, s) for i, s in out if read(i) is not None]


def _node(memory: Memory, hop: int) -> GraphNode:
    level = memory.extra.get("level") if memory.source == SUMMARY_SOURCE else None
    return GraphNode(
        memory.id,
        memory.title,
        memory.type,
        memory.importance,
        hop,
        level if isinstance(level, int) else None,
    )


def _edges_of(memory: Memory) -> list[GraphEdge]:
    edges = [GraphEdge(memory.id, r.target, r.type, r.strength, r.origin) for r in memory.relations]
    if memory.source == SUMMARY_SOURCE:
        edges += [
            GraphEdge(memory.id, str(c), COVERS, 1.0, "dream")
            for c in memory.extra.get("covers", [])
        ]
    return edges
