"""Retrieve: answer a query from the index (``bower query``).

This is the keyword tier: weighted BM25 over title, content, tags and keywords, with filters
applied inside the SQL before the limit. The hybrid pipeline (vectors, graph, caches) builds on
this in the retrieval issue.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .errors import UsageError
from .index import SearchFilters
from .index.sqlite import from_ms
from .store import Store
from .text import fts_query

# bm25 magnitudes grow with query length and corpus statistics; s / (s + K) maps them into
# [0, 1) monotonically. Calibration against labelled data comes with the retrieval issue.
_BM25_HALF = 5.0


@dataclass
class SearchHit:
    """One result, with enough to cite it (id, path, dates) and to judge it (score, why)."""

    id: str
    type: str
    title: str
    snippet: str
    score: float
    path: str
    maturity: str
    created: datetime
    updated: datetime
    observed_at: datetime | None
    tags: list[str] = field(default_factory=list)
    why: dict[str, float] = field(default_factory=dict)


@dataclass
class QueryResult:
    query: str
    results: list[SearchHit]
    took_ms: float
    tier: str = "bm25"


def _hit(row: sqlite3.Row) -> SearchHit:
    strength = -float(row["rank"])
    created = from_ms(row["created"])
    updated = from_ms(row["updated"])
    assert created is not None and updated is not None
    return SearchHit(
        id=row["id"],
        type=row["type"],
        title=row["title"],
        snippet=row["snippet"],
        score=round(strength / (strength + _BM25_HALF), 4),
        path=row["path"],
        maturity=row["maturity"],
        created=created,
        updated=updated,
        observed_at=from_ms(row["observed_at"]),
        tags=json.loads(row["tags"]),
        why={"bm25": round(strength, 4)},
    )


def query(
    store: Store,
    text: str,
    *,
    limit: int | None = None,
    filters: SearchFilters = SearchFilters(),
    min_score: float = 0.0,
) -> QueryResult:
    """Rank memories for ``text``; an empty list when no term matches."""
    started = time.perf_counter()
    max_limit = int(store.config.get("query", "max_limit"))
    limit = int(store.config.get("query", "limit")) if limit is None else limit
    if not 1 <= limit <= max_limit:
        raise UsageError(f"limit {limit} is outside 1..{max_limit}", hint="Use --limit 1 to 50.")
    match = fts_query(text)
    hits: list[SearchHit] = []
    if match:
        rows = store.index.search_bm25(match, limit, filters)
        hits = [h for h in map(_hit, rows) if h.score >= min_score]
    return QueryResult(text, hits, round((time.perf_counter() - started) * 1000, 3))


def hit_to_dict(hit: SearchHit) -> dict[str, Any]:
    """JSON-ready form of a hit (dates as ISO-8601 UTC)."""
    from .memory import format_time

    return {
        "id": hit.id,
        "type": hit.type,
        "title": hit.title,
        "snippet": hit.snippet,
        "score": hit.score,
        "path": hit.path,
        "maturity": hit.maturity,
        "created": format_time(hit.created),
        "updated": format_time(hit.updated),
        "observed_at": format_time(hit.observed_at) if hit.observed_at else None,
        "tags": hit.tags,
        "why": hit.why,
    }
