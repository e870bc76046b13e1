"""Retrieve: answer a query from the index (``bower query``).

This is the keyword tier: weighted BM25 over title, content, tags and keywords, with filters
applied inside the SQL before the limit. The hybrid pipeline (vectors, graph, caches) builds on
this in the retrieval issue.
"""

from __future__ import annotations

import json
import math
import sqlite3
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .errors import UsageError
from .index import SearchFilters
from .index.sqlite import from_ms
from .memory import format_time
from .store import Store
from .text import fts_phrase, query_terms

# Raw bm25 is unbounded and near zero in small corpora (a term in every document has no IDF),
# so the score a caller sees blends two bounded parts: how much of the query's information the
# memory covers (IDF-weighted share of query terms it contains) and a saturated bm25 strength.
# Calibration against labelled data comes with the retrieval issue.
_BM25_HALF = 5.0
_COVERAGE_WEIGHT = 0.6


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


def _hit(row: sqlite3.Row, coverage: float) -> SearchHit:
    strength = -float(row["rank"])
    created = from_ms(row["created"])
    updated = from_ms(row["updated"])
    assert created is not None and updated is not None
    saturation = strength / (strength + _BM25_HALF)
    score = _COVERAGE_WEIGHT * coverage + (1 - _COVERAGE_WEIGHT) * saturation
    return SearchHit(
        id=row["id"],
        type=row["type"],
        title=row["title"],
        snippet=row["snippet"],
        score=round(score, 4),
        path=row["path"],
        maturity=row["maturity"],
        created=created,
        updated=updated,
        observed_at=from_ms(row["observed_at"]),
        tags=json.loads(row["tags"]),
        why={"bm25": round(strength, 4), "coverage": round(coverage, 4)},
    )


def _coverages(store: Store, terms: list[str], rows: list[sqlite3.Row]) -> list[float]:
    """IDF-weighted share of the query terms each row contains (same tokenizer as the index)."""
    total, stats = store.index.term_stats(terms, [r["rowid"] for r in rows])
    idf = {t: math.log(1 + (total - df + 0.5) / (df + 0.5)) for t, (df, _) in stats.items()}
    norm = sum(idf.values()) or 1.0
    return [
        sum(idf[t] for t, (_, holders) in stats.items() if r["rowid"] in holders) / norm
        for r in rows
    ]


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
    terms = query_terms(text)
    hits: list[SearchHit] = []
    if terms:
        # Fetch a wider pool than asked so the blended score can reorder near the cut.
        pool = min(max(limit * 3, 30), 200)
        rows = store.index.search_bm25(" OR ".join(map(fts_phrase, terms)), pool, filters)
        hits = [_hit(r, c) for r, c in zip(rows, _coverages(store, terms, rows), strict=True)]
        # Stable sort: equal scores keep bm25 order.
        hits = sorted((h for h in hits if h.score >= min_score), key=lambda h: -h.score)[:limit]
    return QueryResult(text, hits, round((time.perf_counter() - started) * 1000, 3))


def hit_to_dict(hit: SearchHit) -> dict[str, Any]:
    """JSON-ready form of a hit (dates as ISO-8601 UTC)."""
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
