"""The vectors of memories, read in portable SQL (a part of ``MemoryReads``): which
memories still want a vector, how many have one (followed through the change log, not
counted again), the stored vectors by memory or by text hash. Reads only; the writer stores
and drops vectors.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .base import CHANGES_REREAD, iter_chunks
from .rows import Changes, PendingText, StoredVector, VectorKey

# flags: bit 0 archived, bit 1 superseded (see VectorKey).
_FLAGS = (
    "(CASE WHEN m.maturity = 'archived' THEN 1 ELSE 0 END)"
    " + (CASE WHEN m.superseded_by IS NULL THEN 0 ELSE 2 END)"
)


# One lock for every index's cache of embedded keys, held for no SQL: the keys are updated in
# place (a copy of 100K keys per `status` would cost what the cache saves); rarely contended.
_EMBEDDED_LOCK = threading.Lock()


@dataclass
class _Embedded:
    """``count_embedded``'s memory of one model: as of ``generation`` and the change log's
    ``seq``; ``keys`` once a second answer was wanted."""

    generation: int
    index_id: str
    seq: int
    count: int
    keys: set[int] | None


class VectorReads:
    """The vector reads of a SQL back end (which supplies ``_tuples``; ``generation`` is
    ``MemoryReads``')."""

    _embedded: dict[str, _Embedded] | None = None  # per model (set on first use)

    def _tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError  # pragma: no cover - provided by the back end

    def _scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = self._tuples(sql, params)
        return rows[0][0] if rows else None

    def generation(self) -> int:
        raise NotImplementedError  # pragma: no cover - provided by MemoryReads

    def pending_texts(
        self, model: str, limit: int | None = None, ids: Sequence[str] | None = None
    ) -> list[PendingText]:
        # With ``ids`` (the memories a write just made), a lookup of those, 500 at a time:
        # without, the anti-join reads every memory (~0.6 s at 100K), which a curate must
        # not pay.
        sql = (
            "SELECT m.id, m.title, m.content, m.text_hash FROM memories m "
            "WHERE NOT EXISTS (SELECT 1 FROM vec.vectors v "
            "WHERE v.content_hash = m.text_hash AND v.model = ?)"
        )
        if ids is None:
            tail = "" if limit is None else f" LIMIT {int(limit)}"
            return [
                PendingText(*r) for r in self._tuples(f"{sql} ORDER BY m.rowid{tail}", (model,))
            ]
        found: list[PendingText] = []
        wanted = list(ids)
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ", ".join("?" for _ in part)
            rows = self._tuples(f"{sql} AND m.id IN ({marks}) ORDER BY m.rowid", [model, *part])
            found += [PendingText(*r) for r in rows]
        return found if limit is None else found[:limit]

    def count_embedded(self, model: str) -> int:
        """Memories with a vector of ``model``. The first answer is a count (a join of every
        memory: ~90 ms at 100K); once a process asks again after a change — a resident's
        `status` after a curate — it keeps the keys and follows the change log, which names
        every memory written and every vector stored or dropped, re-reading only those."""
        generation = self.generation()
        cached = self._embedded or {}
        known = cached.get(model)
        if known is not None and known.generation == generation:
            return known.count
        # The SQL runs outside the lock (a writer holding the index's lock may ask too); the
        # lock only orders the in-place update of the keys.
        changes = self.changes_since(known.index_id if known else "", known.seq if known else 0)
        embedded = (
            "SELECT {} FROM memories m JOIN vec.vectors v "
            "ON v.content_hash = m.text_hash AND v.model = ?"
        )
        if known is None:
            count = int(self._scalar(embedded.format("count(*)"), (model,)))
            fresh = _Embedded(generation, changes.index_id, changes.seq, count, None)
        elif known.keys is None or changes.keys is None:
            keys = {int(r[0]) for r in self._tuples(embedded.format("m.rowid"), (model,))}
            fresh = _Embedded(generation, changes.index_id, changes.seq, len(keys), keys)
        else:
            present = [k.key for k in self.vector_keys(model, changes.keys)]
            with _EMBEDDED_LOCK:
                now = (self._embedded or {}).get(model)
                if now is not known and now is not None:  # another thread moved it on
                    return now.count
                known.keys.difference_update(changes.keys)
                known.keys.update(present)
                fresh = _Embedded(
                    generation, changes.index_id, changes.seq, len(known.keys), known.keys
                )
        with _EMBEDDED_LOCK:
            self._embedded = {**(self._embedded or {}), model: fresh}
        return fresh.count

    def current_vectors(self, model: str, keys: list[int] | None = None) -> list[StoredVector]:
        sql = (
            f"SELECT m.rowid, v.vector, {_FLAGS}, m.text_hash, v.spans "
            "FROM memories m JOIN vec.vectors v "
            "ON v.content_hash = m.text_hash AND v.model = ?"
        )
        rows = self._for_keys(sql, (model,), keys)
        return [StoredVector(*r) for r in rows]

    def vector_keys(self, model: str, keys: list[int] | None = None) -> list[VectorKey]:
        sql = (
            f"SELECT m.rowid, m.text_hash, {_FLAGS} FROM memories m "
            "WHERE EXISTS (SELECT 1 FROM vec.vectors v "
            "WHERE v.content_hash = m.text_hash AND v.model = ?)"
        )
        return [VectorKey(*r) for r in self._for_keys(sql, (model,), keys)]

    def _for_keys(self, sql: str, params: tuple[Any, ...], keys: list[int] | None) -> list[Any]:
        """Rows of ``sql`` (over memories ``m``) for every memory, or only for ``keys``,
        ordered by key."""
        joiner = " AND " if " WHERE " in sql else " WHERE "
        if keys is None:
            return self._tuples(f"{sql} ORDER BY m.rowid", params)
        rows: list[Any] = []
        for chunk in iter_chunks(sorted(set(keys)), 500):
            marks = ", ".join("?" for _ in chunk)
            rows += self._tuples(f"{sql}{joiner}m.rowid IN ({marks})", (*params, *chunk))
        return sorted(rows, key=lambda r: r[0])

    def changes_since(self, index_id: str, seq: int) -> Changes:
        current = str(self._scalar("SELECT value FROM meta WHERE key = 'index_id'") or "")
        # Two subqueries, not "SELECT min(seq), max(seq)": SQLite reads one end of the key
        # only for a lone min() or max(); together they scan the log (~30 ms at 200K rows,
        # on every write of a large home).
        low, high = self._tuples(
            "SELECT (SELECT min(seq) FROM changes), (SELECT max(seq) FROM changes)"
        )[0]
        high = int(high or 0)
        if index_id != current or seq > high or (low is not None and seq < int(low) - 1):
            return Changes(current, high, None)
        # Re-read a few entries before ``seq`` too: on Postgres, a transaction may commit
        # after one holding a later number (the keys are compared, so a repeat costs nothing).
        rows = self._tuples(
            "SELECT DISTINCT key FROM changes WHERE seq > ? AND seq <= ?",
            (max(0, seq - CHANGES_REREAD), high),
        )
        return Changes(current, high, [int(r[0]) for r in rows])

    def vectors_by_hash(self, model: str, hashes: list[str]) -> dict[str, tuple[bytes, str | None]]:
        out: dict[str, tuple[bytes, str | None]] = {}
        for chunk in iter_chunks(hashes, 500):
            marks = ", ".join("?" for _ in chunk)
            rows = self._tuples(
                "SELECT content_hash, vector, spans FROM vec.vectors "
                f"WHERE model = ? AND content_hash IN ({marks})",
                (model, *chunk),
            )
            out.update((h, (bytes(v), spans)) for h, v, spans in rows)
        return out
