"""Journal chunks in a query: ranked by the same fusion as memories, so one score orders both.

A chunk goes through ``fusion.fuse`` as a memory-shaped row (``type`` ``chunk``, maturity
``journal``, importance 0.5, dated by its daily log or its file's mtime): coverage diluted
beyond ~128 words with its best passage counted, BM25 over the ``journal_fts`` table,
cosine from its vectors (best row, discounted like a long memory's), the temporal bonus, the
importance factor. Chunks have no relations, so no graph term. A hit names its file and line
range (``path:start-end``) and carries a snippet of at most ~700 characters (seed 002).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from ..storage.index import ChunkRow, MemoryRow, SearchFilters
from .fusion import Candidate, fuse, snippet, to_hit
from .results import SearchHit

if TYPE_CHECKING:
    from datetime import datetime

    from ..services.timeparse import TimeRange
    from ..settings import QuerySettings
    from ..storage.index import Index
    from ..storage.vectors.similarity import Similarity
    from .results import ResolvedQuery

SNIPPET_CHARS = 700  # seed 002: "~700 chars max per chunk"
CHUNK = "chunk"
# Seed 002's candidate multiplier: each of BM25 and the vectors brings 4 x the results asked
# for (memories' pools are larger: their graph step needs neighbours to expand from).
CANDIDATES_PER_RESULT = 4


def pool_size(limit: int) -> int:
    """Chunk candidates taken from each of BM25 and the vectors for ``limit`` results."""
    return max(20, CANDIDATES_PER_RESULT * limit)


def as_row(c: ChunkRow) -> MemoryRow:
    """A chunk in the shape fusion ranks."""
    return MemoryRow(
        key=c.key,
        id=c.ref,
        type=CHUNK,
        title=c.heading or PurePosixPath(c.path).name,
        content=c.text,
        path=c.path,
        maturity="journal",
        tags_json="[]",
        source=c.path.split("/", 1)[0],
        created=c.about,
        updated=c.modified,
        access_time=c.modified,
        observed_at=c.about,
        importance=0.5,
        decay_rate=0.01,
        superseded_by=None,
        words=c.words,
        agent="",  # journal files belong to the home, shared by its agents
    )


class ChunkSource:
    """What ``fuse`` reads, answered from the journal tables (``fusion.RankSource``)."""

    def __init__(self, index: Index) -> None:
        self.index = index
        self.lines: dict[int, tuple[int, int]] = {}  # key → file lines, of the rows read

    def neighbours(self, keys: list[int]) -> dict[int, dict[int, float]]:
        return {}

    def allowed_keys(self, filters: SearchFilters) -> list[int]:
        return self.index.chunk_keys_between(filters.since_ms, filters.until_ms)

    def rows_by_key(self, keys: list[int]) -> dict[int, MemoryRow]:
        chunks = self.index.chunks_by_key(keys)
        self.lines.update((k, (c.start_line, c.end_line)) for k, c in chunks.items())
        return {k: as_row(c) for k, c in chunks.items()}

    def term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]:
        return self.index.chunk_term_stats(terms, keys)

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]:
        return {}


def searchable(filters: SearchFilters) -> bool:
    """Chunks have no type, tag or maturity: a query restricted by one leaves them out (a time
    window applies to them). The journal is the home's, shared by every agent."""
    return not (filters.types or filters.tags or filters.maturities)


def chunk_hits(
    index: Index,
    settings: QuerySettings,
    terms: list[str],
    dense: dict[int, float],
    similarity: Similarity,
    options: ResolvedQuery,
    time_range: TimeRange | None,
    now: datetime,
    mode: str,
    earliest: bool = False,
) -> list[SearchHit]:
    """The best chunks for a query, scored like memories."""
    f = options.filters
    timed = f.since_ms is not None or f.until_ms is not None
    filters = SearchFilters(since_ms=f.since_ms, until_ms=f.until_ms)
    pool = index.search_chunks(terms, pool_size(options.limit), f.since_ms, f.until_ms)
    if timed and dense:
        allowed = set(index.chunk_keys_between(f.since_ms, f.until_ms))
        dense = {k: v for k, v in dense.items() if k in allowed}
    source = ChunkSource(index)
    hits = fuse(
        source,
        settings,
        terms,
        pool,
        dense,
        similarity,
        replace(options, filters=filters),
        time_range,
        now,
        mode,
        lines_of=source.lines.get,
        snippet_of=lambda row: snippet(row.content, terms, SNIPPET_CHARS),
        earliest=earliest,
    )
    for hit in hits:
        hit.kind = CHUNK
    return hits


def from_cache(index: Index, ref: str, score: float, snippet_text: str) -> SearchHit | None:
    """A cached chunk hit (``path:start-end``), rebuilt from its row (``None`` if gone)."""
    path, _, _ = ref.rpartition(":")
    row = next((c for c in index.chunks_of(path) if c.ref == ref), None)
    if row is None:
        return None
    hit = to_hit(Candidate(as_row(row), snippet=snippet_text), score, [])
    hit.kind = CHUNK
    hit.lines = (row.start_line, row.end_line)
    return hit
