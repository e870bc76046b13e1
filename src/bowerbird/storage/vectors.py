"""Vectors: embedding memories at write time, and exact cosine search over one numpy matrix.

A memory's vector is *current* when one computed from the memory's present text
(``memories.text_hash``) by the configured embedder (its fingerprint) is in ``vectors.db``.
Anything else is *pending*: ``embed_pending`` computes it. Vectors are keyed by text hash and
kept outside the index, so a rebuilt index or a reverted edit costs no model call. Search only
ever uses current vectors, so a model change degrades to keyword search until ``bower reindex``
has re-embedded.

All current vectors of a home live in one float32 matrix, reloaded when the index generation
changes (any write, by any process). Exact search is one matrix-vector product: ~5 ms for
100K x 384 on a 2-core machine (BENCHMARKS.md), so no approximate index is needed at that size.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..services.embed import Embedder
from .note import embedding_text

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .index import SearchFilters
    from .store import Store

    Vectors = npt.NDArray[np.float32]

Progress = Callable[[int, int], None]
_BATCH = 256  # memories per embed + write step: a killed run keeps what it finished
ARCHIVED, SUPERSEDED = 1, 2


def pending_count(store: Store, fingerprint: str) -> int:
    """Memories without a current vector for ``fingerprint``."""
    return store.index.memory_count() - store.index.count_embedded(fingerprint)


def embed_pending(
    store: Store,
    embedder: Embedder,
    *,
    limit: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Give every pending memory (at most ``limit``) a current vector. Returns how many.

    Vectors are keyed by text hash, so nothing needs the home lock: a memory edited meanwhile
    simply has a new hash and stays pending.
    """
    import numpy as np

    model = embedder.fingerprint
    rows = store.index.pending_texts(model, limit)
    done = 0
    for start in range(0, len(rows), _BATCH):
        batch = list({r.text_hash: r for r in rows[start : start + _BATCH]}.values())
        fresh = embedder.embed([embedding_text(r.title, r.content) for r in batch])
        blobs = [np.asarray(v, dtype="<f4").tobytes() for v in fresh]
        with store.index.write() as tx:
            tx.put_vectors(
                model,
                embedder.dimension,
                [(r.text_hash, b) for r, b in zip(batch, blobs, strict=True)],
            )
        done += len(rows[start : start + _BATCH])
        if progress:
            progress(done, len(rows))
    return done


class VectorIndex:
    """The current vectors of one home as a matrix, kept in step with the index generation."""

    def __init__(self) -> None:
        # Re-entrant: a refresh that finds damaged rows (or a vanished vector) reloads itself.
        self._lock = threading.RLock()
        self._key: tuple[int, str] | None = None
        self.matrix: Vectors | None = None
        self.rowids: npt.NDArray[np.int64] | None = None
        self.flags: npt.NDArray[np.int8] | None = None
        self._hashes: list[str] = []
        self._position: dict[int, int] = {}

    def __len__(self) -> int:
        return 0 if self.rowids is None else len(self.rowids)

    def refresh(self, store: Store, model: str, generation: int) -> None:
        """Bring the matrix up to date with the index (after any write, by any process).

        The first load reads every vector. Later ones read only the keys (rowid, text hash,
        flags) and fetch the vectors of new or edited memories, reusing every unchanged row:
        at 100K memories a write no longer costs a full reload of 150 MB.
        """
        import numpy as np

        with self._lock:
            if self._key == (generation, model):
                return
            if self._key is None or self._key[1] != model or self.matrix is None:
                rows = store.index.current_vectors(model)
                if rows:
                    blob = b"".join(r[1] for r in rows)
                    self.matrix = np.frombuffer(blob, dtype="<f4").reshape(len(rows), -1)
                    self.rowids = np.fromiter((r[0] for r in rows), np.int64, count=len(rows))
                    self.flags = np.fromiter((r[2] for r in rows), np.int8, count=len(rows))
                    self._hashes = [r[3] for r in rows]
                else:
                    self.matrix, self.rowids, self.flags, self._hashes = None, None, None, []
            else:
                try:
                    self._update(store, model)
                except KeyError:  # a vector vanished between the two reads: load it all
                    self._key = None
                    self.matrix = None
                    self.refresh(store, model, generation)
                    return
            if self._drop_damaged(store, model):
                # Damaged rows were dropped from vectors.db (generation bumped): load again.
                self._key = None
                self.matrix = None
                self.refresh(store, model, store.index.generation())
                return
            self._position = (
                {} if self.rowids is None else {int(r): i for i, r in enumerate(self.rowids)}
            )
            self._key = (generation, model)

    def _drop_damaged(self, store: Store, model: str) -> bool:
        """Every stored vector is unit length; one that is not (or holds NaN) was damaged on
        disk and would silently skew ranking. Such rows are dropped from ``vectors.db`` so
        their memories count as pending and are embedded again. True if any was."""
        import numpy as np

        if self.matrix is None or not len(self.matrix):
            return False
        with np.errstate(over="ignore", invalid="ignore"):  # damaged rows may hold 1e38s
            norms = np.linalg.norm(self.matrix, axis=1)
        # A text with nothing to embed gives a zero row: empty, not damaged.
        off = (np.abs(norms - 1.0) > 1e-3) & (norms != 0)
        bad = np.flatnonzero(~np.isfinite(norms) | off)
        if not len(bad):
            return False
        hashes = sorted({self._hashes[i] for i in bad.tolist()})
        with store.index.write() as tx:
            tx.drop_vectors(model, hashes)
        return True

    def _update(self, store: Store, model: str) -> None:
        import numpy as np

        assert self.matrix is not None
        keys = store.index.vector_keys(model)
        if not keys:
            self.matrix, self.rowids, self.flags, self._hashes = None, None, None, []
            return
        pairs = zip(self._rowids_list(), self._hashes, strict=True)
        old = {(int(r), h): i for i, (r, h) in enumerate(pairs)}
        reuse = [old.get((rowid, text_hash), -1) for rowid, text_hash, _ in keys]
        missing = sorted({keys[i][1] for i, pos in enumerate(reuse) if pos < 0})
        fetched = store.index.vectors_by_hash(model, missing)
        matrix = np.empty((len(keys), self.matrix.shape[1]), dtype=np.float32)
        positions = np.array(reuse, dtype=np.int64)
        kept = positions >= 0
        matrix[kept] = self.matrix[positions[kept]]
        for i in np.flatnonzero(~kept):
            matrix[i] = np.frombuffer(fetched[keys[i][1]], dtype="<f4")
        self.matrix = matrix
        self.rowids = np.fromiter((k[0] for k in keys), np.int64, count=len(keys))
        self.flags = np.fromiter((k[2] for k in keys), np.int8, count=len(keys))
        self._hashes = [k[1] for k in keys]

    def _rowids_list(self) -> list[int]:
        return [] if self.rowids is None else self.rowids.tolist()

    def search(
        self,
        store: Store,
        query: Vectors,
        filters: SearchFilters,
        k: int,
    ) -> tuple[dict[int, float], Callable[[int], float]]:
        """Top ``k`` rowids by cosine among memories passing ``filters`` (applied first).

        Returns ``(top, similarity)``: the top-k, and a function giving any rowid's similarity
        (for scoring candidates found by other routes; 0 without a vector).
        """
        import numpy as np

        # One consistent view: a refresh on another thread swaps all four under this lock.
        with self._lock:
            matrix, rowids, flags = self.matrix, self.rowids, self.flags
            position = self._position
        if matrix is None or rowids is None or flags is None:
            return {}, lambda rowid: 0.0
        sims = matrix @ np.asarray(query, dtype=np.float32)
        mask = np.ones(len(rowids), dtype=bool)
        if not filters.include_archived:
            mask &= (flags & ARCHIVED) == 0
        if not filters.include_superseded:
            mask &= (flags & SUPERSEDED) == 0
        if not filters.is_default:
            allowed = np.fromiter(store.index.allowed_keys(filters), dtype=np.int64)
            mask &= np.isin(rowids, allowed)
        candidates = np.flatnonzero(mask)
        if len(candidates) > k:
            part = np.argpartition(-sims[candidates], k)[:k]
            candidates = candidates[part]
        top = {int(rowids[i]): float(sims[i]) for i in candidates}

        def similarity(rowid: int) -> float:
            i = position.get(rowid)
            return 0.0 if i is None else float(sims[i])

        return top, similarity
