"""Probes for the scale benchmark (``bower bench scale``): a home's index and vector search
driven directly, below the facade, with vectors the caller supplies.

A million memories as markdown files would only time the file system, and a real model
would only time the model: ``write_synthetic`` puts memory rows and their vectors straight
into a home's index (the tree stays empty, so such a home is for measuring, never for use),
and ``SearchProbe`` answers queries whose vectors come from a table.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..retrieve.query import Retriever
from ..retrieve.results import QueryOptions
from ..settings import load_settings
from ..storage.files.note import Memory
from ..storage.index import SearchFilters, VectorRow
from ..storage.index.sql_writer import text_hash
from ..storage.store import Store

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Vectors = npt.NDArray[np.float32]


class TableEmbedder:
    """An embedder answering from a table of precomputed vectors (the corpus's are already
    stored): a probe measures search, not a model."""

    window = 256

    def __init__(self, fingerprint: str, dimension: int) -> None:
        self.fingerprint = fingerprint
        self.dimension = dimension
        self.table: dict[str, Any] = {}

    def count_tokens(self, texts: list[str]) -> list[int]:
        return [len(t.split()) for t in texts]

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        return np.stack([self.table[t] for t in texts])


def write_synthetic(
    home: Path, memories: Iterable[Memory], vectors: Vectors, model: str, batch: int = 5_000
) -> int:
    """Write ``memories`` and their ``vectors`` (one unit row each, in order, stored under
    ``model``) into ``home``'s index in batches; returns how many."""
    store = Store(load_settings(home, {"sync": {"interval_s": 0}}))
    written = 0

    def flush(chunk: list[Memory]) -> None:
        rows = vectors[written : written + len(chunk)]
        with store.index.write() as tx:
            for m in chunk:
                tx.upsert_memory(m)
            tx.put_vectors(
                model,
                int(vectors.shape[1]),
                [
                    VectorRow(text_hash(m), row.astype("<f4").tobytes(), None)
                    for m, row in zip(chunk, rows, strict=True)
                ],
            )

    try:
        chunk: list[Memory] = []
        for memory in memories:
            chunk.append(memory)
            if len(chunk) == batch:
                flush(chunk)
                written += len(chunk)
                chunk = []
        if chunk:
            flush(chunk)
            written += len(chunk)
    finally:
        store.close()
    return written


class SearchProbe:
    """One home's vector search and tier-3 queries, timed in this process.

    ``threshold`` is ``[query] ann_threshold``: 0 for the exact matrix, 1 for the graph.
    """

    def __init__(self, home: Path, model: str, dimension: int, threshold: int) -> None:
        settings = load_settings(
            home, {"sync": {"interval_s": 0}, "query": {"ann_threshold": threshold}}
        )
        self.store = Store(settings)
        self.model = model
        self.embedder = TableEmbedder(model, dimension)
        self.retriever = Retriever(self.store, lambda: self.embedder)
        self._written: list[str] = []

    def refresh(self) -> float:
        """Bring the vectors up to date with the index; seconds taken."""
        started = time.perf_counter()
        index = self.store.index
        self.retriever.vectors.refresh(self.store, self.model, index.generation())
        return time.perf_counter() - started

    def vector_search(self, query: Vectors, k: int, others: int) -> list[int]:
        """The top ``k`` keys by vector (best first), also scoring ``others`` of them as
        fusion scores candidates found by other routes."""
        vectors = self.retriever.vectors
        top, similarity = vectors.search(self.store, query, SearchFilters(), k)
        similarity(list(top)[:others])
        return [key for key, _ in sorted(top.items(), key=lambda kv: -kv[1])]

    def query(self, text: str, vector: Vectors) -> None:
        """A fresh tier-3 query (caches off) whose embedding is ``vector``."""
        self.embedder.table[text] = vector
        self.retriever.query(text, QueryOptions(use_cache=False, limit=10))

    def keys(self) -> list[int]:
        """Index keys of the memories with a vector, ascending."""
        return sorted(k.key for k in self.store.index.vector_keys(self.model))

    def content(self, key: int) -> str:
        return self.store.index.rows_by_key([key])[key].content

    def document_frequency(self, term: str) -> int:
        return self.store.index.document_frequency(term)

    def write(self, memory: Memory, vector: Vectors) -> None:
        """Store one more memory with its vector (removed again by ``close``)."""
        with self.store.index.write() as tx:
            tx.upsert_memory(memory)
            tx.put_vectors(
                self.model, len(vector), [VectorRow(text_hash(memory), vector.tobytes(), None)]
            )
        self._written.append(memory.id)

    def close(self) -> None:
        """Remove what ``write`` added (the home stays as built) and release the home."""
        with self.store.index.write() as tx:
            for memory_id in self._written:
                tx.delete_memory(memory_id)
        self.retriever.close()
        self.store.close()


def drop_graph(home: Path) -> None:
    """Remove ``home``'s persisted HNSW graph (the next search past the threshold rebuilds)."""
    from ..storage.vectors.ann import forget

    forget(home)


def graph_bytes(home: Path) -> int:
    """Bytes of ``home``'s persisted HNSW graph (0 without one)."""
    from ..storage.vectors.ann import DIRECTORY

    folder = home / DIRECTORY
    return sum(p.stat().st_size for p in folder.iterdir()) if folder.is_dir() else 0
