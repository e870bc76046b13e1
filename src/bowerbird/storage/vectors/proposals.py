"""Approximate vector search, whatever keeps the graph: a proposer names the memories whose
rows are nearest a query, and they are re-scored exactly, in float32, from their stored
vectors. ``ann.Ann`` is the in-process HNSW graph (``usearch``, int8) of a large SQLite home;
``DatabaseProposer`` asks the index itself (pgvector's HNSW on a Postgres home, kept by the
database for every process of a fleet)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .similarity import (
    ARCHIVED,
    GRAPH_ROWS,
    GRAPH_ROWS_MAX,
    SUPERSEDED,
    Similarity,
    blob_rows,
    memory_sims,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..index import SearchFilters, StoredVector
    from ..store import Store

    Vectors = npt.NDArray[np.float32]
    Keys = npt.NDArray[np.int64]


class Proposer:
    """Searches one model's vectors approximately (``search``), then exactly
    (``search_memories``)."""

    model: str
    unsaved: int = 0  # changes not yet persisted (an in-process graph's business)

    def __len__(self) -> int:
        raise NotImplementedError

    def search(self, query: Vectors, count: int) -> Keys:
        """Keys of the memories owning the ``count`` rows nearest ``query``, nearest first
        (each key once)."""
        raise NotImplementedError

    def search_memories(
        self, store: Store, query: Vectors, filters: SearchFilters, k: int
    ) -> tuple[dict[int, float], Similarity]:
        """The graph proposes, float32 decides: the memories owning the rows nearest
        ``query`` (int8 distances) are re-scored exactly from their stored vectors, read with
        their present flags. A narrow filter that leaves too few of them widens the search,
        and past that scores every allowed memory."""
        import numpy as np

        query = np.asarray(query, dtype=np.float32)
        allowed = None if filters.is_default else set(store.index.allowed_keys(filters))
        hidden = (0 if filters.include_archived else ARCHIVED) | (
            0 if filters.include_superseded else SUPERSEDED
        )
        memo: dict[int, float] = {}

        def score(stored: list[StoredVector]) -> None:
            if stored:
                matrix, counts = stacked(stored)
                starts = np.concatenate(([0], np.cumsum(counts)[:-1])).astype(np.int64)
                sims = memory_sims(matrix @ query, starts, counts)
                memo.update(zip((r.key for r in stored), sims.tolist(), strict=True))

        count = max(2 * k, GRAPH_ROWS)
        while True:
            proposed = self.search(query, count).tolist()
            stored = [
                r
                for r in store.index.current_vectors(self.model, proposed)
                if not r.flags & hidden and (allowed is None or r.key in allowed)
            ]
            if len(stored) >= k or count >= len(self) or count >= GRAPH_ROWS_MAX:
                break
            count *= 4
        if len(stored) < k and allowed is not None and len(allowed) <= GRAPH_ROWS_MAX:
            stored = [
                r
                for r in store.index.current_vectors(self.model, sorted(allowed))
                if not r.flags & hidden
            ]
        score(stored)
        top = dict(sorted(memo.items(), key=lambda kv: -kv[1])[:k])

        def similarity(keys: Sequence[int]) -> dict[int, float]:
            fresh = [key for key in dict.fromkeys(keys) if key not in memo]
            if fresh:
                score(store.index.current_vectors(self.model, fresh))
            return {key: memo[key] for key in keys if key in memo}

        return top, similarity


class DatabaseProposer(Proposer):
    """Proposals from the index's own approximate search (``Index.nearest_keys``): no state
    in this process, nothing to load, patch or save."""

    def __init__(self, store: Store, model: str, size: int) -> None:
        self.store = store
        self.model = model
        self.size = size

    def __len__(self) -> int:
        return self.size

    def search(self, query: Vectors, count: int) -> Keys:
        import numpy as np

        keys = self.store.index.nearest_keys(self.model, query, count)
        return np.asarray(keys or [], dtype=np.int64)


def stacked(stored: list[StoredVector]) -> tuple[Vectors, Keys]:
    """The rows of ``stored`` one after another, and how many each has."""
    import numpy as np

    parts = [blob_rows(r.vector, r.spans) for r in stored]
    counts = np.fromiter((len(p) for p in parts), np.int64, count=len(parts))
    if not parts:
        return np.empty((0, 0), np.float32), counts
    return np.concatenate(parts), counts
