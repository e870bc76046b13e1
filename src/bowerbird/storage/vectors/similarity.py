"""Cosine arithmetic over stored vector rows, shared by the exact matrix and the HNSW graph
(``vectors.VectorIndex``, ``ann.Ann``): row cosines to memory cosines, rowid positions,
filters, stored blobs as rows, and the test for damaged rows."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from ..index import SearchFilters
    from ..store import Store

    Vectors = npt.NDArray[np.float32]

# A chunked memory's cosine is its best chunk's, less up to this much when its other chunks
# are off the query (never below the chunks' mean): a long text has many chances at one
# high cosine, so its best alone overrates it (docs/retrieval.md).
OFF_TOPIC = 0.15
ARCHIVED, SUPERSEDED = 1, 2
# Rows asked of an HNSW graph per search, before the exact re-score: 200 gives recall@10
# ≥ 0.99 against exact search (BENCHMARKS.md); a narrow filter widens it up to the max.
GRAPH_ROWS = 200
GRAPH_ROWS_MAX = 20_000

# A rowid's similarity to the query for any rowids: candidates found by keywords or links.
Similarity = Callable[[Sequence[int]], dict[int, float]]


def nothing(keys: Sequence[int]) -> dict[int, float]:
    return {}


def passing(
    store: Store, filters: SearchFilters, rowids: npt.NDArray[np.int64], flags: npt.NDArray[np.int8]
) -> npt.NDArray[np.bool_]:
    """Which memories pass ``filters`` (archived and superseded ones left out by default)."""
    import numpy as np

    mask = np.ones(len(rowids), dtype=bool)
    if not filters.include_archived:
        mask &= (flags & ARCHIVED) == 0
    if not filters.include_superseded:
        mask &= (flags & SUPERSEDED) == 0
    if not filters.is_default:
        allowed = np.fromiter(store.index.allowed_keys(filters), dtype=np.int64)
        mask &= np.isin(rowids, allowed)
    return mask


def locate(rowids: npt.NDArray[np.int64] | None, keys: Sequence[int]) -> npt.NDArray[np.int64]:
    """Positions of ``keys`` in the sorted ``rowids`` (-1 where absent)."""
    import numpy as np

    wanted = np.asarray(keys, dtype=np.int64)
    if rowids is None or not len(rowids):
        return np.full(len(wanted), -1, dtype=np.int64)
    at = np.minimum(np.searchsorted(rowids, wanted), len(rowids) - 1)
    return np.where(rowids[at] == wanted, at, -1)


def memory_sims(
    row_sims: Vectors, starts: npt.NDArray[np.int64], counts: npt.NDArray[np.int64]
) -> Vectors:
    """Row cosines → memory cosines. A chunked memory is as similar as its best chunk,
    discounted by up to OFF_TOPIC for the rest: one passage about the query still finds a
    long memory (the chunks' plain mean lost such memories under min_score). Rows of one
    memory are contiguous."""
    import numpy as np

    if len(row_sims) == len(starts):
        return row_sims
    best = np.maximum.reduceat(row_sims, starts)
    mean = np.add.reduceat(row_sims, starts) / counts
    return np.maximum(mean, best - OFF_TOPIC)


def blob_rows(blob: bytes, spans: str | None) -> Vectors:
    """A stored blob as its rows: one, or one per chunk span."""
    import numpy as np

    n = span_count(spans)
    flat = np.frombuffer(blob, dtype="<f4")
    return flat.reshape(n, -1) if flat.size % n == 0 else flat.reshape(1, -1)


def sound_rows(rows: Vectors) -> npt.NDArray[np.bool_]:
    """Rows that are unit length (or zero: a text with nothing to embed); anything else was
    damaged on disk."""
    import numpy as np

    with np.errstate(over="ignore", invalid="ignore"):  # damaged rows may hold 1e38s
        norms = np.linalg.norm(rows, axis=1)
    return np.isfinite(norms) & ((np.abs(norms - 1.0) <= 1e-3) | (norms == 0))  # type: ignore[no-any-return]


def sound(rows: Vectors) -> bool:
    return bool(sound_rows(rows).all())


def span_count(spans: str | None) -> int:
    """Rows a stored text has: one, or one per chunk span (one for spans a damaged page
    turned into something else: the row is then checked by its size)."""
    found = chunk_spans(spans)
    return len(found) if found else 1


def chunk_spans(spans: object) -> list[list[int]] | None:
    """A stored text's chunk spans, as ``put_vectors`` writes them (JSON of a non-empty list
    of line ranges), or ``None``: stored whole, or damaged into something else."""
    if not isinstance(spans, str):
        return None
    try:
        found = json.loads(spans)
    except ValueError:
        return None
    if not isinstance(found, list) or not found or not all(isinstance(x, list) for x in found):
        return None
    return found
