"""Contradictions where they are read: a hit whose memory has a live ``contradicts`` partner
says so (``contradicts``: the partners' ids), and of two disputed memories both in the
answer, the one observed later comes first until someone decides which stands. A card
derived from a correction says which note it came from, in that note's words.

Two staging regions coming back side by side with nothing to say they disagree leave an
agent to pick one at random; with the mark, ``bower context`` and the MCP tools can say
"these disagree" and the newer leads.
"""

from __future__ import annotations

from ..errors import BowerError
from ..storage.index import Index
from ..storage.store import Store
from .results import SearchHit


def mark_derived(store: Store, hits: list[SearchHit]) -> None:
    """Each hit that is a card derived from a correction carries the note it came from
    (``derived_from``), read from its file: only hits that replace another memory can be
    one, so the few files read are those."""
    for hit in hits:
        if hit.kind != "memory" or hit.supersedes_id is None:
            continue
        try:
            found = store.read(hit.id).extra.get("derived_from")
        except BowerError:
            continue  # moved or unreadable since it was ranked: shown without the note
        if isinstance(found, dict) and isinstance(found.get("note"), str):
            hit.derived_from = {"memory": str(found.get("memory", "")), "note": found["note"]}


def mark(index: Index, hits: list[SearchHit]) -> list[SearchHit]:
    """``hits`` with each memory's outgoing relations and the memory it replaces (seed 001's
    ``relations`` and ``supersedes_id``: one read of the edges serves both), its live
    contradicting partners named, and each disputed pair in the answer ordered newer first
    (the rest keep their places)."""
    ids = [h.id for h in hits if h.kind == "memory"]
    if not ids:
        return hits
    partners: dict[str, set[str]] = {}
    outgoing: dict[str, list[tuple[str, str, float]]] = {}
    for source, target, kind, strength in index.edges_of(ids):
        outgoing.setdefault(source, []).append((target, kind, strength))
        if kind == "contradicts":
            partners.setdefault(source, set()).add(target)
            partners.setdefault(target, set()).add(source)
    for hit in hits:
        edges = sorted(outgoing.get(hit.id, []))
        hit.relations = [{"target_id": t, "type": k, "strength": round(s, 4)} for t, k, s in edges]
        hit.supersedes_id = next((t for t, k, _ in edges if k == "supersedes"), None)
    if not partners:
        return hits
    others = sorted({p for h in ids for p in partners.get(h, ())})
    rows = index.rows_by_id(others)
    live = {i for i, r in rows.items() if r.superseded_by is None and r.maturity != "archived"}
    for hit in hits:
        hit.contradicts = sorted(partners.get(hit.id, set()) & live)
    return _newer_first(hits)


def _newer_first(hits: list[SearchHit]) -> list[SearchHit]:
    """Each pair of hits that contradict each other, the one observed later in the earlier of
    their two places."""
    out = list(hits)
    place = {h.id: n for n, h in enumerate(out)}
    for hit in hits:
        for other in hit.contradicts:
            a, b = place.get(hit.id), place.get(other)
            if a is None or b is None or a > b:
                continue
            first, second = out[a], out[b]
            if _when(second) > _when(first):
                out[a], out[b] = second, first
                place[second.id], place[first.id] = a, b
    return out


def _when(hit: SearchHit) -> float:
    return (hit.observed_at or hit.created).timestamp()
