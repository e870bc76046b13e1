"""Vector search: exact cosine over one numpy matrix, or an HNSW graph for large homes.

Search only ever uses *current* vectors (``embedding.py``), so a model change degrades to
keyword search until ``bower reindex`` has re-embedded. A text longer than the embedder's
window has one row per chunk; a memory scores by its best chunk (discounted when the rest is
off-topic), and a hit names that chunk's lines. All current vectors of a home live in one
float32 matrix (a memory's rows together), brought up to date when the index generation
changes (any write, by any process). Exact search is one matrix-vector product: ~5 ms for
100K x 384 on a 2-core machine (BENCHMARKS.md). Past ``[query] ann_threshold`` memories the
matrix gives way to an int8 HNSW graph with an exact float32 re-score (``ann.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...services.embed import unit_rows
from .ann import Ann
from .proposals import DatabaseProposer, Proposer
from .similarity import (
    Similarity,
    blob_rows,
    chunk_spans,
    locate,
    memory_sims,
    nothing,
    passing,
    sound_rows,
    span_count,
)

if TYPE_CHECKING:
    from pathlib import Path

    import numpy as np
    import numpy.typing as npt

    from ..index import Changes, SearchFilters, StoredVector
    from ..store import Store

    Vectors = npt.NDArray[np.float32]


class VectorIndex:
    """The current vectors of one home, kept in step with the index generation.

    Memory ``i`` (in ``rowids`` order: ascending, as the index returns keys, so a rowid is
    found by binary search) owns rows ``starts[i] : starts[i] + counts[i]`` of ``matrix``, one
    per chunk; ``flags``, ``_hashes`` and ``_spans`` are per memory too. Past ``threshold``
    memories (0: never) the matrix gives way to an HNSW graph (``ann.py``): ``matrix`` is then
    ``None`` and candidates are re-scored from stored vectors.
    """

    def __init__(self, chunks: bool = False, home: Path | None = None, threshold: int = 0) -> None:
        # Memories' vectors, or (``chunks``) the journal chunks' (flags always 0).
        self.chunks = chunks
        self.home = home  # where an HNSW graph is kept (``None``: never approximate)
        self.threshold = threshold
        self.ann: Proposer | None = None
        # Re-entrant: a refresh that finds damaged rows (or a vanished vector) reloads itself.
        self._lock = threading.RLock()
        self._key: tuple[int, str] | None = None
        self._store: Store | None = None
        self.matrix: Vectors | None = None
        self.rowids: npt.NDArray[np.int64] | None = None
        self.flags: npt.NDArray[np.int8] | None = None
        self.starts: npt.NDArray[np.int64] | None = None
        self.counts: npt.NDArray[np.int64] | None = None
        self._hashes: list[str] = []
        self._spans: list[str | None] = []

    def __len__(self) -> int:
        if self.ann is not None:
            return len(self.ann)
        return 0 if self.rowids is None else len(self.rowids)

    @property
    def approximate(self) -> bool:
        """Searching an HNSW graph rather than the exact matrix."""
        return self.ann is not None

    def refresh(self, store: Store, model: str, generation: int) -> None:
        """Bring the vectors up to date with the index (after any write, by any process).

        The first load reads every vector. Later ones read only the keys (rowid, text hash,
        flags) and fetch the vectors of new or edited memories, reusing every unchanged row:
        at 100K memories a write no longer costs a full reload of 150 MB. A large home loads
        its persisted graph instead and patches it from the index's change log: what a write
        costs the next search grows with the write, not with the home.
        """
        with self._lock:
            if self._key == (generation, model):
                return
            self._store = store
            if self._database_graph(store, model):
                self._key = (generation, model)
                return
            feed = None
            if self.threshold and not self.chunks and self.home is not None:
                self._load_graph(model)
                ann = self.ann if isinstance(self.ann, Ann) else None
                # Read before the vectors (whatever is written meanwhile is seen next time),
                # and only when a graph is loaded or may be built by this refresh: a small
                # home's query path skips the log.
                if ann is not None or self._key is None or 2 * len(self) >= self.threshold:
                    feed = store.index.changes_since(
                        ann.index_id if ann else "", ann.seq if ann else -1
                    )
            if feed is not None and self._refresh_graph(store, model, feed):
                self._key = (generation, model)
                return
            if self._key is None or self._key[1] != model or self.matrix is None:
                index = store.index
                loader = index.chunk_vectors if self.chunks else index.current_vectors
                self._load_all(loader(model))
            else:
                try:
                    self._update(store, model)
                except KeyError:  # a vector vanished between the two reads: load it all
                    self._reset()
                    self.refresh(store, model, generation)
                    return
            if self._drop_damaged(store, model):
                # Damaged rows were dropped from vectors.db (generation bumped): load again.
                self._reset()
                self.refresh(store, model, store.index.generation())
                return
            if feed is not None and self._graph_wanted():
                self._build_graph(model, feed)
            self._key = (generation, model)

    def _reset(self) -> None:
        self._key = None
        self.matrix = None
        self.ann = None

    # ---------------------------------------------------------------- the graph

    def _database_graph(self, store: Store, model: str) -> bool:
        """A back end with approximate search of its own (pgvector on Postgres) past the
        threshold: no matrix and no graph in this process, only its proposals."""
        if not (self.threshold and not self.chunks and store.index.approximate_search):
            return False
        size = store.index.memory_count()
        if size < self.threshold:
            if isinstance(self.ann, DatabaseProposer):
                self._reset()
            return False
        self._clear()
        self.ann = DatabaseProposer(store, model, size)
        return True

    def _graph_wanted(self) -> bool:
        return bool(self.threshold and self.home and not self.chunks) and len(self) >= max(
            self.threshold, 1
        )

    def _build_graph(self, model: str, feed: Changes) -> None:
        """Move the loaded matrix into a new graph at log position ``feed`` (read before the
        matrix), persist it, and free the matrix and per-memory arrays."""
        from .ann import hash64

        assert self.matrix is not None and self.rowids is not None and self.counts is not None
        assert self.home is not None
        ann = Ann.build(model, self.rowids, hash64(self._hashes), self.matrix, self.counts)
        ann.index_id, ann.seq = feed.index_id, feed.seq
        ann.save(self.home)
        self._clear()
        self.ann = ann

    def _load_graph(self, model: str) -> None:
        """The persisted graph for ``model``, unless the exact matrix of that model is in use
        (the matrix path decides when to switch) or the graph is already loaded."""

        if isinstance(self.ann, Ann) and self.ann.model == model:
            return
        self.ann = None
        exact = self.matrix is not None and self._key is not None and self._key[1] == model
        if not exact and self.home is not None:
            self.ann = Ann.load(self.home, model)

    def _refresh_graph(self, store: Store, model: str, feed: Changes) -> bool:
        """Catch the graph up with the index through its change log; ``False`` when the exact
        matrix is in use (no graph wanted, none persisted yet, or the home shrank well below
        the threshold)."""
        if not isinstance(self.ann, Ann) or self.home is None:
            return False
        from .ann import forget

        if feed.index_id != self.ann.index_id:
            feed = feed._replace(keys=None)  # another index: compare every key
        elif feed.keys is not None and feed.seq == self.ann.seq:
            return True  # nothing logged since (a write elsewhere: relations, access)
        if not self.ann.catch_up(store, feed):
            self._load_all(store.index.current_vectors(model))
            if self._drop_damaged(store, model):
                self._reset()
                return False
            self.ann = None
            if not self._graph_wanted():
                forget(self.home)
                return False
            self._build_graph(model, feed)
        ann = self.ann
        assert ann is not None
        if len(ann) < self.threshold // 2:
            forget(self.home)  # hysteresis: back to exact only when clearly smaller
            self._reset()
            return False
        if ann.unsaved >= max(1000, len(ann) // 100):
            ann.save(self.home)
        return True

    # ---------------------------------------------------------------- the matrix

    def _load_all(self, stored: list[StoredVector]) -> None:
        """Every stored vector at once: one join and one reshape (a memory's rows are
        contiguous in its blob, so the rows of all memories line up in order)."""
        import numpy as np

        stored, rows = _readable(stored)
        if not stored:
            self._clear()
            return
        spans = [r.spans for r in stored]
        counts = np.fromiter(rows, np.int64, count=len(rows))
        flat = np.frombuffer(b"".join(r.vector for r in stored), dtype="<f4")
        matrix = flat.reshape(int(counts.sum()), -1)
        self._install([(r.key, r.text_hash, r.flags) for r in stored], matrix, counts, spans)

    def _clear(self) -> None:
        """No current vectors at all."""
        self.matrix = self.rowids = self.flags = self.starts = self.counts = None
        self._hashes, self._spans = [], []

    def _install(
        self,
        keys: list[tuple[int, str, int]],
        matrix: Vectors,
        counts: npt.NDArray[np.int64],
        spans: list[str | None],
    ) -> None:
        import numpy as np

        self.matrix = np.ascontiguousarray(matrix, dtype=np.float32)
        self.counts = counts.astype(np.int64)
        self.starts = np.concatenate(([0], np.cumsum(counts)[:-1])).astype(np.int64)
        self.rowids = np.fromiter((k[0] for k in keys), np.int64, count=len(keys))
        self.flags = np.fromiter((k[2] for k in keys), np.int8, count=len(keys))
        self._hashes = [k[1] for k in keys]
        self._spans = spans

    def _drop_damaged(self, store: Store, model: str) -> bool:
        """Every stored vector is unit length; one that is not (or holds NaN) was damaged on
        disk and would silently skew ranking. Such rows are dropped from ``vectors.db`` so
        their memories count as pending and are embedded again. True if any was."""
        import numpy as np

        if self.matrix is None or not len(self.matrix) or self.starts is None:
            return False
        bad = np.flatnonzero(~sound_rows(self.matrix))
        if not len(bad):
            return False
        owners = np.searchsorted(self.starts, bad, side="right") - 1
        hashes = sorted({self._hashes[i] for i in owners.tolist()})
        with store.index.write() as tx:
            tx.drop_vectors(model, hashes)
        return True

    def _update(self, store: Store, model: str) -> None:
        assert self.matrix is not None and self.starts is not None and self.counts is not None
        index = store.index
        keys = (index.chunk_vector_keys if self.chunks else index.vector_keys)(model)
        if not keys:
            self._clear()
            return
        import numpy as np

        pairs = zip(self._rowids_list(), self._hashes, strict=True)
        old = {(int(r), h): i for i, (r, h) in enumerate(pairs)}
        reuse = np.array([old.get((rowid, text_hash), -1) for rowid, text_hash, _ in keys])
        missing = sorted({keys[i][1] for i in np.flatnonzero(reuse < 0).tolist()})
        fetched = store.index.vectors_by_hash(model, missing)
        spans = [
            self._spans[pos] if pos >= 0 else fetched[key[1]][1]
            for key, pos in zip(keys, reuse.tolist(), strict=True)
        ]
        counts = np.where(reuse >= 0, self.counts[np.maximum(reuse, 0)], 0)
        for i in np.flatnonzero(reuse < 0).tolist():
            counts[i] = span_count(spans[i])
        starts = np.concatenate(([0], np.cumsum(counts)[:-1])).astype(np.int64)
        matrix = np.empty((int(counts.sum()), self.matrix.shape[1]), dtype=np.float32)
        # Every reused memory's rows move as one gather, however many memories there are.
        kept = np.flatnonzero(reuse >= 0)
        if len(kept):
            sizes = counts[kept]
            offsets = np.arange(int(sizes.sum())) - np.repeat(np.cumsum(sizes) - sizes, sizes)
            target = np.repeat(starts[kept], sizes) + offsets
            source = np.repeat(self.starts[reuse[kept]], sizes) + offsets
            matrix[target] = self.matrix[source]
        for i in np.flatnonzero(reuse < 0).tolist():
            blob, stored_spans = fetched[keys[i][1]]
            rows = blob_rows(blob, stored_spans) if isinstance(blob, bytes) else None
            if rows is None or rows.shape != (counts[i], matrix.shape[1]):
                rows = np.zeros((counts[i], matrix.shape[1]), dtype=np.float32)  # damaged
            matrix[starts[i] : starts[i] + counts[i]] = rows
        self._install([tuple(k) for k in keys], matrix, counts, spans)  # type: ignore[misc]

    def per_memory(self) -> tuple[Vectors | None, npt.NDArray[np.int64] | None]:
        """One unit vector per memory (a chunked one's rows averaged) and the rowids, for
        comparing memories with each other (dream's similar pairs). With a graph, the
        stored vectors are read for it (dream is offline; its pairs are O(N²) anyway)."""
        import numpy as np

        with self._lock:
            matrix, rowids, starts = self.matrix, self.rowids, self.starts
            if self.ann is not None and self._store is not None:
                exact = VectorIndex()
                exact._load_all(self._store.index.current_vectors(self.ann.model))
                return exact.per_memory()
        if matrix is None or rowids is None or starts is None or len(matrix) == len(rowids):
            return matrix, rowids
        counts = np.diff(np.append(starts, len(matrix)))
        means: Vectors = (np.add.reduceat(matrix, starts) / counts[:, None]).astype(np.float32)
        return unit_rows(means), rowids

    def _rowids_list(self) -> list[int]:
        return [] if self.rowids is None else self.rowids.tolist()

    def search(
        self,
        store: Store,
        query: Vectors,
        filters: SearchFilters,
        k: int,
    ) -> tuple[dict[int, float], Similarity]:
        """Top ``k`` rowids by cosine (a chunked memory's best chunk, discounted when the rest
        is off-topic) among memories passing ``filters`` (applied first).

        Returns ``(top, similarity)``: the top-k, and a function giving the similarity of
        any rowids (for candidates found by other routes; 0 without a vector).
        """
        import numpy as np

        # One consistent view: a refresh on another thread swaps them all under this lock.
        with self._lock:
            matrix, rowids, flags = self.matrix, self.rowids, self.flags
            starts, counts, ann = self.starts, self.counts, self.ann
        if ann is not None:
            return ann.search_memories(store, query, filters, k)
        if rowids is None or flags is None or matrix is None or starts is None or counts is None:
            return {}, nothing
        mask = passing(store, filters, rowids, flags)
        sims = memory_sims(matrix @ np.asarray(query, dtype=np.float32), starts, counts)
        candidates = np.flatnonzero(mask)
        if len(candidates) > k:
            part = np.argpartition(-sims[candidates], k)[:k]
            candidates = candidates[part]
        top = {int(rowids[i]): float(sims[i]) for i in candidates}

        def similarity(keys: Sequence[int]) -> dict[int, float]:
            at = locate(rowids, keys)
            return {
                int(key): float(sims[i]) for key, i in zip(keys, at.tolist(), strict=True) if i >= 0
            }

        return top, similarity

    def best_lines(self, rowid: int, query: Vectors) -> tuple[int, int] | None:
        """The line range of the chunk of memory ``rowid`` closest to ``query`` (``None``
        for a memory stored whole). Asked only for the hits shown, so the spans are parsed
        for a handful of memories, not for every candidate."""
        import numpy as np

        with self._lock:
            if self.ann is not None and self._store is not None:
                stored = self._store.index.current_vectors(self.ann.model, [rowid])
                spans = stored[0].spans if stored else None
                ranges = chunk_spans(spans)
                if ranges is None:
                    return None
                rows = blob_rows(stored[0].vector, spans)
            else:
                at = locate(self.rowids, [rowid])
                i = int(at[0])
                if i < 0 or self.matrix is None or self.starts is None or self.counts is None:
                    return None
                ranges = chunk_spans(self._spans[i])
                if ranges is None:
                    return None
                start = int(self.starts[i])
                rows = self.matrix[start : start + int(self.counts[i])]
        a, b = ranges[int(np.argmax(rows @ np.asarray(query)))]
        return int(a), int(b)

    def close(self) -> None:
        """Persist the graph's latest changes (a later process then patches less)."""
        with self._lock:
            if isinstance(self.ann, Ann) and self.ann.unsaved and self.home is not None:
                self.ann.save(self.home)


def _readable(stored: list[StoredVector]) -> tuple[list[StoredVector], list[int]]:
    """The stored rows whose bytes make whole rows of the width most of them have, with each
    one's row count: a damaged page can leave a number where a blob or its spans were, or a
    blob of another length (those are left out of the matrix rather than failing every
    query)."""
    from collections import Counter

    shapes: list[tuple[int, int]] = []  # (rows, width); width 0: unreadable
    for r in stored:
        ranges = None if r.spans is None else chunk_spans(r.spans)
        floats = len(r.vector) // 4 if isinstance(r.vector, bytes) else 0
        rows = len(ranges) if ranges else 1
        whole = floats and not len(r.vector) % 4 and not floats % rows
        # Spans that are not a list of line ranges: which rows would be which?
        shapes.append((rows, floats // rows if whole and (r.spans is None or ranges) else 0))
    common = Counter(w for _, w in shapes if w).most_common(1)
    if not common:
        return [], []
    kept = [(r, n) for r, (n, w) in zip(stored, shapes, strict=True) if w == common[0][0]]
    return [r for r, _ in kept], [n for _, n in kept]
