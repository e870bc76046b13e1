"""The links between memories, read in portable SQL (a part of ``MemoryReads``): what a
memory's neighbours pass on to it, its edges, the most linked memories, who refers to it,
and how often each was read. Reads only; the writer keeps the relations table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .base import iter_chunks

# How much a link of each type passes on: conversation order and supersession say one memory
# explains another; dream's similarity link is weak (the vector search scores wording).
# How much an edge of each type says about relevance (times its own weight). Derived
# similarity and nearness in time say little; a thread's order, a replacement and an edge a
# person or an agent set say a lot; seed 001's other types sit between.
RELATION_WEIGHTS = {
    "follows": 1.0,
    "supersedes": 1.0,
    "explicit": 1.0,
    "causal": 0.9,
    "related_to": 0.3,
    "semantic": 0.3,
    "temporal": 0.3,
}

# A live memory: not replaced, not archived (a fragment over ``memories m``).
LIVE_SQL = "m.superseded_by IS NULL AND m.maturity != 'archived'"


class LinkReads:
    """The relation reads of a SQL back end (which supplies ``_tuples``)."""

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError  # pragma: no cover - provided by the back end

    def neighbours(self, keys: list[int]) -> dict[int, dict[int, float]]:
        """The weight is the relation's strength times how much its type says about relevance
        (``RELATION_WEIGHTS``); ``contradicts`` edges are left out: a contradiction is not
        support."""
        if not keys:
            return {}
        marks = ", ".join("?" for _ in keys)
        rows = self._tuples(
            "SELECT a.rowid, b.rowid, r.type, r.strength FROM relations r "
            "JOIN memories a ON a.id = r.source_id JOIN memories b ON b.id = r.target_id "
            f"WHERE r.type != 'contradicts' AND (a.rowid IN ({marks}) OR b.rowid IN ({marks}))",
            (*keys, *keys),
        )
        links: dict[int, dict[int, float]] = {}
        for a, b, kind, strength in rows:
            weight = RELATION_WEIGHTS.get(kind, 0.7) * min(1.0, float(strength))
            for x, y in ((a, b), (b, a)):
                edges = links.setdefault(x, {})
                edges[y] = max(edges.get(y, 0.0), weight)
        return links

    def edges_of(self, ids: list[str]) -> list[tuple[str, str, str, float]]:
        if not ids:
            return []
        out: list[tuple[str, str, str, float]] = []
        for start in range(0, len(ids), 250):
            part = ids[start : start + 250]
            marks = ", ".join("?" for _ in part)
            out += [
                (str(a), str(b), str(t), float(w))
                for a, b, t, w in self._tuples(
                    "SELECT source_id, target_id, type, strength FROM relations "
                    f"WHERE source_id IN ({marks}) OR target_id IN ({marks}) "
                    "ORDER BY source_id, target_id, type",
                    (*part, *part),
                )
            ]
        return list(dict.fromkeys(out))  # an edge between two chunks' ids is read twice

    def hubs(self, limit: int, agent: str | None = None) -> list[tuple[str, int]]:
        mine = "" if agent is None else " AND m.agent = ?"
        rows = self._tuples(
            "SELECT m.id, count(*) AS degree FROM memories m JOIN ("
            "SELECT source_id AS id FROM relations UNION ALL "
            "SELECT target_id AS id FROM relations) e ON e.id = m.id "
            f"WHERE {LIVE_SQL}{mine} GROUP BY m.id ORDER BY degree DESC, m.id LIMIT ?",
            (*([] if agent is None else [agent]), limit),
        )
        return [(str(i), int(d)) for i, d in rows]

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]:
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = self._tuples(
            f"SELECT memory_id, count, last_ms FROM access_stats WHERE memory_id IN ({marks})",
            ids,
        )
        return {r[0]: (int(r[1]), int(r[2])) for r in rows}

    def referrers(self, ids: list[str]) -> list[str]:
        found: set[str] = set()
        for chunk in iter_chunks(ids, 300):
            marks = ", ".join("?" for _ in chunk)
            rows = self._tuples(
                f"SELECT source_id FROM relations WHERE target_id IN ({marks}) UNION "
                f"SELECT id FROM memories WHERE supersedes IN ({marks}) "
                f"OR superseded_by IN ({marks})",
                [*chunk, *chunk, *chunk],
            )
            found.update(str(r[0]) for r in rows)
            for memory_id in chunk:  # merged_from, sources, resolved: frontmatter lists
                rows = self._tuples(
                    "SELECT id FROM memories WHERE metadata LIKE ?", (f'%"{memory_id}"%',)
                )
                found.update(str(r[0]) for r in rows)
        return sorted(found)
