"""Associations set by hand: ``bower link A B --type causal`` and ``bower unlink A B``.

An edge lives in the frontmatter of the memory it starts from (``relations``), so it survives
a deleted index like every other fact of the tree. Recall reads it both ways (spreading
activation walks an edge from either end); the direction is kept because ``causal`` and the
seed's ``causes``/``led_to`` say which way the story goes.
"""

from __future__ import annotations

from ..errors import InputError
from ..services.timeparse import utcnow
from ..storage.files.note import RELATION_TYPES, Memory, Relation
from ..storage.history import audit
from ..storage.store import Store

# Derived by the dream and the writers; an agent or a person asking for them by hand would
# have the next dream or curate overrule the edge, so they are refused here with the reason.
_DERIVED = {
    "follows": "a thread's order, set when a transcript is ingested",
    "supersedes": "set by curate or the dream when a memory replaces another",
    "contradicts": "set by curate or the dream when two memories disagree",
}
_ORIGIN_CHARS = 40


def validate(kind: str, weight: float, origin: str) -> None:
    """Refuse an edge the graph could not hold, naming the fix."""
    if kind not in RELATION_TYPES:
        raise InputError(
            f"relation type {kind!r} is not one of {', '.join(RELATION_TYPES)}",
            hint="Use --type causal (A led to B) or --type explicit (A and B belong together).",
        )
    if kind in _DERIVED:
        raise InputError(
            f"a {kind!r} edge is {_DERIVED[kind]}, not linked by hand",
            hint="Use --type explicit, causal, temporal or semantic.",
        )
    if not 0.0 <= weight <= 1.0:
        raise InputError(f"weight {weight} is not between 0 and 1", hint="e.g. --weight 0.8")
    if not origin or len(origin) > _ORIGIN_CHARS or not origin.isprintable():
        raise InputError(
            f"origin {origin[:60]!r} is not a short label",
            hint=f"At most {_ORIGIN_CHARS} printable characters, e.g. 'person' or 'agent'.",
        )


def link(
    store: Store, source: str, target: str, kind: str, weight: float, origin: str
) -> tuple[Memory, Relation, bool]:
    """Add (or re-weigh) the edge ``source -kind-> target``; returns the source as written,
    the edge, and whether anything changed."""
    validate(kind, weight, origin)
    if source == target:
        raise InputError("a memory cannot be linked to itself", hint="Name two different ids.")
    with store.lock.hold():
        memory = store.read(source)
        store.read(target)  # NotFoundError names a missing target before anything is written
        edge = Relation(kind, target, round(weight, 4), origin)
        kept = [r for r in memory.relations if (r.type, r.target) != (kind, target)]
        if len(kept) < len(memory.relations) and edge in memory.relations:
            return memory, edge, False
        changed = memory.with_changes(relations=[*kept, edge], updated=utcnow())
        event = audit.event(source, "linked", to=target, type=kind, weight=edge.strength)
        return store.save(changed, [event]), edge, True


def unlink(
    store: Store, source: str, target: str, kind: str | None
) -> tuple[Memory, list[Relation]]:
    """Remove the edges between ``source`` and ``target`` (of ``kind`` only, if given) from
    both ends' files; returns the source as written and the edges removed."""
    if kind is not None and kind not in RELATION_TYPES:
        raise InputError(
            f"relation type {kind!r} is not one of {', '.join(RELATION_TYPES)}",
            hint="Leave --type out to remove every edge between the two.",
        )
    with store.lock.hold():
        ends = [store.read(source), store.read(target)]
        removed: list[Relation] = []
        writes: list[Memory] = []
        events = []
        for memory, other in ((ends[0], target), (ends[1], source)):
            gone = [r for r in memory.relations if _between(r, other, kind)]
            if not gone:
                continue
            removed += gone
            rest = [r for r in memory.relations if not _between(r, other, kind)]
            writes.append(memory.with_changes(relations=rest, updated=utcnow()))
            events.append(
                audit.event(memory.id, "unlinked", to=other, types=sorted({r.type for r in gone}))
            )
        if writes:
            store.save_many(writes, events)
        written = {m.id: m for m in writes}
        return written.get(source, ends[0]), removed


def _between(relation: Relation, other: str, kind: str | None) -> bool:
    return relation.target == other and (kind is None or relation.type == kind)
