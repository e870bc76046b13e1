"""Vectors: embedding memories at write time, and exact cosine search over one numpy matrix.

A memory's vector is *current* when one computed from the memory's present text
(``memories.text_hash``) by the configured embedder (its fingerprint) is in ``vectors.db``.
Anything else is *pending*: ``embed_pending`` computes it. Vectors are keyed by text hash and
kept outside the index, so a rebuilt index or a reverted edit costs no model call. Search only
ever uses current vectors, so a model change degrades to keyword search until ``bower reindex``
has re-embedded.

A text longer than the embedder's window is stored as one row per chunk
(``services/chunks.py``) with each chunk's line range; a memory scores by its best chunk
(discounted when the rest is off-topic), and a hit names that chunk's lines. All current
vectors of a home live in one float32 matrix (a memory's rows together), reloaded when the
index generation changes (any write, by any process). Exact search is one matrix-vector
product: ~5 ms for 100K x 384 on a 2-core machine (BENCHMARKS.md), so no approximate index is
needed at that size.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..services.embed import Embedder, unit_rows
from ..services.text import embedding_text
from .index import VectorRow

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .index import SearchFilters, StoredVector
    from .store import Store

    Vectors = npt.NDArray[np.float32]

Progress = Callable[[int, int], None]
_BATCH = 256
# A chunked memory's cosine is its best chunk's, less up to this much when its other chunks
# are off the query (never below the chunks' mean): a long text has many chances at one
# high cosine, so its best alone overrates it (docs/retrieval.md).
_OFF_TOPIC = 0.15  # memories per embed + write step: a killed run keeps what it finished
ARCHIVED, SUPERSEDED = 1, 2


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
    rows = store.index.pending_texts(embedder.fingerprint, limit)
    return _embed(store, embedder, [(r.text_hash, r.title, r.content) for r in rows], progress)


def embed_pending_chunks(
    store: Store,
    embedder: Embedder,
    *,
    limit: int | None = None,
    progress: Progress | None = None,
) -> int:
    """Give every journal chunk whose text has no vector one (at most ``limit`` texts); a
    chunk whose text is unchanged, moved or repeated elsewhere costs no model call."""
    rows = store.index.pending_chunks(embedder.fingerprint, limit)
    return _embed(store, embedder, [(r.text_hash, r.heading, r.text) for r in rows], progress)


def _embed(
    store: Store,
    embedder: Embedder,
    texts: list[tuple[str, str, str]],
    progress: Progress | None,
) -> int:
    """Embed ``(text hash, title, content)`` texts in batches, each batch one write (a killed
    run keeps what it finished); a hash repeated in a batch is embedded once."""
    model = embedder.fingerprint
    done = 0
    for start in range(0, len(texts), _BATCH):
        part = texts[start : start + _BATCH]
        batch = list({digest: (digest, t, c) for digest, t, c in part}.values())
        encoded = vector_rows(embedder, [(t, c) for _, t, c in batch])
        with store.index.write() as tx:
            tx.put_vectors(
                model,
                embedder.dimension,
                [
                    VectorRow(digest, blob, spans)
                    for (digest, _, _), (blob, spans) in zip(batch, encoded, strict=True)
                ],
            )
        done += len(part)
        if progress:
            progress(done, len(texts))
    return done


def vector_rows(embedder: Embedder, texts: list[tuple[str, str]]) -> list[tuple[bytes, str | None]]:
    """The stored form of ``(title, content)`` texts: rows as float32 bytes and, for a chunked
    text, the JSON line ranges of its chunks counted in the *content* (what ``memory get``
    shows), whatever the embedded text prepended."""
    import numpy as np

    from ..services.chunks import encode  # writes with an embedder only

    embedded = [embedding_text(title, content) for title, content in texts]
    out: list[tuple[bytes, str | None]] = []
    for (_, content), text, enc in zip(texts, embedded, encode(embedder, embedded), strict=True):
        blob = np.asarray(enc.vectors, dtype="<f4").tobytes()
        if enc.spans is None:
            out.append((blob, None))
            continue
        shift = text.count("\n") - content.count("\n")  # lines put before the content
        last = content.count("\n") + 1
        spans = [[min(last, max(1, a - shift)), min(last, max(1, b - shift))] for a, b in enc.spans]
        out.append((blob, json.dumps(spans, separators=(",", ":"))))
    return out


def whole_vector(blob: bytes, dimension: int) -> Vectors:
    """One vector standing for a whole (possibly chunked) text: the normalised mean of its
    rows, for comparing texts with each other (dedupe) rather than with a query."""
    import numpy as np

    rows = np.frombuffer(blob, dtype="<f4").reshape(-1, dimension)
    mean: Vectors = rows.mean(axis=0, keepdims=True, dtype=np.float32)
    return unit_rows(mean)[0]  # type: ignore[no-any-return]


class VectorIndex:
    """The current vectors of one home as a matrix, kept in step with the index generation.

    Memory ``i`` (in ``rowids`` order) owns rows ``starts[i] : starts[i] + counts[i]`` of
    ``matrix``, one per chunk; ``flags``, ``_hashes`` and ``_spans`` are per memory too.
    """

    def __init__(self, chunks: bool = False) -> None:
        # Memories' vectors, or (``chunks``) the journal chunks' (flags always 0).
        self.chunks = chunks
        # Re-entrant: a refresh that finds damaged rows (or a vanished vector) reloads itself.
        self._lock = threading.RLock()
        self._key: tuple[int, str] | None = None
        self.matrix: Vectors | None = None
        self.rowids: npt.NDArray[np.int64] | None = None
        self.flags: npt.NDArray[np.int8] | None = None
        self.starts: npt.NDArray[np.int64] | None = None
        self.counts: npt.NDArray[np.int64] | None = None
        self._hashes: list[str] = []
        self._spans: list[str | None] = []
        self._position: dict[int, int] = {}

    def __len__(self) -> int:
        return 0 if self.rowids is None else len(self.rowids)

    def refresh(self, store: Store, model: str, generation: int) -> None:
        """Bring the matrix up to date with the index (after any write, by any process).

        The first load reads every vector. Later ones read only the keys (rowid, text hash,
        flags) and fetch the vectors of new or edited memories, reusing every unchanged row:
        at 100K memories a write no longer costs a full reload of 150 MB.
        """
        with self._lock:
            if self._key == (generation, model):
                return
            if self._key is None or self._key[1] != model or self.matrix is None:
                index = store.index
                loader = index.chunk_vectors if self.chunks else index.current_vectors
                self._load_all(loader(model))
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

    def _load_all(self, stored: list[StoredVector]) -> None:
        """Every stored vector at once: one join and one reshape (a memory's rows are
        contiguous in its blob, so the rows of all memories line up in order)."""
        import numpy as np

        if not stored:
            self._clear()
            return
        spans = [r.spans for r in stored]
        counts = np.fromiter((_span_count(s) for s in spans), np.int64, count=len(spans))
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
        with np.errstate(over="ignore", invalid="ignore"):  # damaged rows may hold 1e38s
            norms = np.linalg.norm(self.matrix, axis=1)
        # A text with nothing to embed gives a zero row: empty, not damaged.
        off = (np.abs(norms - 1.0) > 1e-3) & (norms != 0)
        bad = np.flatnonzero(~np.isfinite(norms) | off)
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
            counts[i] = _span_count(spans[i])
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
            blob, chunk_spans = fetched[keys[i][1]]
            matrix[starts[i] : starts[i] + counts[i]] = _rows(blob, chunk_spans)
        self._install([tuple(k) for k in keys], matrix, counts, spans)  # type: ignore[misc]

    def per_memory(self) -> tuple[Vectors | None, npt.NDArray[np.int64] | None]:
        """One unit vector per memory (a chunked one's rows averaged) and the rowids, for
        comparing memories with each other (dream's similar pairs)."""
        import numpy as np

        with self._lock:
            matrix, rowids, starts = self.matrix, self.rowids, self.starts
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
    ) -> tuple[dict[int, float], Callable[[int], float]]:
        """Top ``k`` rowids by cosine (a chunked memory's best chunk, discounted when the rest
        is off-topic) among memories passing ``filters`` (applied first).

        Returns ``(top, similarity)``: the top-k, and a function giving any rowid's
        similarity (for candidates found by other routes; 0 without a vector).
        """
        import numpy as np

        # One consistent view: a refresh on another thread swaps them all under this lock.
        with self._lock:
            matrix, rowids, flags = self.matrix, self.rowids, self.flags
            starts, counts = self.starts, self.counts
            position = self._position
        if matrix is None or rowids is None or flags is None or starts is None:
            return {}, lambda rowid: 0.0
        assert counts is not None
        rows = matrix @ np.asarray(query, dtype=np.float32)
        # A chunked memory is as similar as its best chunk, discounted by up to _OFF_TOPIC
        # for the rest: one passage about the query still finds a long memory (the chunks'
        # plain mean lost such memories under min_score). Rows of one memory are contiguous.
        if len(rows) == len(rowids):
            sims = rows
        else:
            best = np.maximum.reduceat(rows, starts)
            mean = np.add.reduceat(rows, starts) / counts
            sims = np.maximum(mean, best - _OFF_TOPIC)
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

    def best_lines(self, rowid: int, query: Vectors) -> tuple[int, int] | None:
        """The line range of the chunk of memory ``rowid`` closest to ``query`` (``None``
        for a memory stored whole). Asked only for the hits shown, so the spans are parsed
        for a handful of memories, not for every candidate."""
        import numpy as np

        with self._lock:
            i = self._position.get(rowid)
            if i is None or self.matrix is None or self.starts is None or self.counts is None:
                return None
            chunk_spans = self._spans[i]
            if chunk_spans is None:
                return None
            start = int(self.starts[i])
            rows = self.matrix[start : start + int(self.counts[i])]
        a, b = json.loads(chunk_spans)[int(np.argmax(rows @ np.asarray(query)))]
        return int(a), int(b)


def _rows(blob: bytes, spans: str | None) -> Vectors:
    """A stored blob as its rows: one, or one per chunk span."""
    import numpy as np

    n = _span_count(spans)
    flat = np.frombuffer(blob, dtype="<f4")
    return flat.reshape(n, -1) if flat.size % n == 0 else flat.reshape(1, -1)


def _span_count(spans: str | None) -> int:
    """Rows a stored text has: one, or one per chunk span."""
    return 1 if spans is None else max(1, len(json.loads(spans)))
