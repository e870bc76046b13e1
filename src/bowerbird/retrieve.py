"""Retrieve: answer a query from the index (``bower query``), cheapest tier first.

Tiers 0-2 are caches (see ``cache.py``). Tier 3, a fresh query:

1. analysis: search terms, and temporal expressions resolved against the query time;
2. candidates from BM25 (FTS5, filters in the SQL) and from exact cosine over the vector
   matrix (filters applied as a mask before ranking), the two computed concurrently;
3. 1-hop expansion over relations (a memory linked to a strong match is often the answer: the
   reply that follows a question in a conversation, the decision a fact led to);
4. fusion, on *absolute* signals so the score means the same thing in every query:
   ``base = wc·coverage + wb·bm25/(bm25+5) + ws·max(cosine, 0)``, where coverage is the
   IDF-weighted share of the query's terms the memory contains; then
   ``score = base + wg·max(base of linked memories) + temporal bonus``, times an importance
   factor in [0.9, 1.1] (seed 001 §6.3: importance, decay, access). The weights were chosen
   by measurement on LoCoMo (docs/retrieval.md), where rank fusion (RRF) lost to BM25 alone.

The score shown is capped at 1; results under ``min_score`` are dropped, so a query about
nothing in memory returns nothing rather than the least bad noise. ``fast`` mode is keyword
only and never loads the embedding model.
"""

from __future__ import annotations

import json
import math
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from . import access
from .cache import TIER_NAMES, Entry, QueryCache, cache_key
from .embed import Embedder
from .errors import BowerError, UsageError
from .index import SearchFilters
from .index.sqlite import from_ms
from .memory import format_time
from .store import Store
from .text import fts_match, query_terms, stem_set
from .timeparse import TimeRange, find_range
from .vectors import VectorIndex

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    import numpy as np
    import numpy.typing as npt

_BM25_HALF = 5.0
_COMMON_SHARE = 0.05
_COMMON_MIN = 2000
_MS_PER_DAY = 86_400_000


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
    source: str = ""
    why: dict[str, float] = field(default_factory=dict)
    content: str = ""  # the full text, for context blocks (not in the JSON form)


@dataclass
class QueryResult:
    """The ranked hits, which tier answered, and how long it took."""

    query: str
    results: list[SearchHit]
    took_ms: float
    tier: int = 3
    mode: str = "hybrid"  # or "keyword": fast mode, no embedder, or nothing embedded yet
    time_range: TimeRange | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def tier_name(self) -> str:
        return TIER_NAMES[self.tier]


@dataclass(frozen=True)
class QueryOptions:
    limit: int
    filters: SearchFilters = field(default_factory=SearchFilters)
    min_score: float = 0.2
    fast: bool = False
    use_cache: bool = True
    now: datetime | None = None

    def key(self) -> str:
        return json.dumps([self.filters.key(), self.limit, self.min_score, self.fast])


@dataclass
class _Candidate:
    rowid: int
    row: sqlite3.Row
    bm25: float = 0.0
    coverage: float = 0.0
    semantic: float = 0.0
    base: float = 0.0
    graph: float = 0.0
    temporal: float = 0.0
    factor: float = 1.0
    snippet: str = ""

    @property
    def total(self) -> float:
        return (self.base + self.graph + self.temporal) * self.factor


class Retriever:
    """Query state of one home: the vector matrix, the caches, the embedder (loaded lazily)."""

    def __init__(
        self,
        store: Store,
        embedder: Callable[[], Embedder | None],
        reranker: Callable[[str, list[tuple[str, str]]], list[str]] | None = None,
    ) -> None:
        self.store = store
        self.reranker = reranker
        self._embedder_factory = embedder
        self._embedder: Embedder | None = None
        self._embedder_built = False
        self.vectors = VectorIndex()
        cfg = store.config
        self.cache = QueryCache(
            int(cfg.get("query", "cache_size")),
            float(cfg.get("query", "jaccard_threshold")),
            float(cfg.get("query", "semantic_threshold")),
        )
        self._pool: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------ plumbing

    @property
    def embedder(self) -> Embedder | None:
        with self._lock:
            if not self._embedder_built:
                self._embedder = self._embedder_factory()
                self._embedder_built = True
            return self._embedder

    def _executor(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._pool is None:
                from concurrent.futures import ThreadPoolExecutor  # hybrid queries only

                self._pool = ThreadPoolExecutor(1, thread_name_prefix="bower-vectors")
            return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None

    # ------------------------------------------------------------ the cascade

    def query(self, text: str, options: QueryOptions) -> QueryResult:
        """Rank memories for ``text``, cheapest tier first."""
        started = time.perf_counter()
        max_limit = int(self.store.config.get("query", "max_limit"))
        if not 1 <= options.limit <= max_limit:
            raise UsageError(
                f"limit {options.limit} is outside 1..{max_limit}",
                hint=f"Use --limit 1 to {max_limit}.",
            )
        if not 0.0 <= options.min_score <= 1.0:
            raise UsageError(
                f"min-score {options.min_score} is outside 0..1", hint="Use --min-score 0 to 1."
            )
        now = options.now or datetime.now(UTC)
        time_range = find_range(text, now)
        terms = query_terms(text)
        index = self.store.index
        generation = index.generation()
        opt_key = json.dumps([options.key(), _range_key(time_range)])
        key = cache_key(text, opt_key)
        stems = stem_set(terms)

        def done(hits: list[SearchHit], tier: int, mode: str, notes: list[str]) -> QueryResult:
            if self.store.config.get("query", "track_access"):
                access.record(self.store, [h.id for h in hits], key)
            took = round((time.perf_counter() - started) * 1000, 3)
            return QueryResult(text, hits, took, tier, mode, time_range, notes)

        if options.use_cache:
            entry = self.cache.exact(self.store, generation, key)
            tier = 0
            if entry is None:
                entry = self.cache.paraphrase(self.store, generation, opt_key, stems)
                tier = 1
            if entry is not None:
                return done(self._from_cache(entry), tier, _mode_of(entry), [])

        embedder = None if options.fast else self.embedder
        notes: list[str] = []
        qvec: npt.NDArray[np.float32] | None = None
        if embedder is not None:
            self.vectors.refresh(self.store, embedder.fingerprint, generation)
            if len(self.vectors):
                qvec = embedder.embed([text])[0]
                if options.use_cache:
                    entry = self.cache.similar(
                        self.store, generation, opt_key, embedder.fingerprint, qvec
                    )
                    if entry is not None:
                        return done(self._from_cache(entry), 2, _mode_of(entry), [])
            else:
                notes.append("no memory has a vector for the configured model yet")
        # Tier 3: the matrix multiplies (numpy releases the GIL) while FTS5 ranks keywords.
        vector_future: Future[Any] | None = None
        if qvec is not None:
            pool = int(self.store.config.get("query", "vector_pool"))
            vector_future = self._executor().submit(
                self.vectors.search, self.store, qvec, options.filters, pool
            )
        pool_rows = self._bm25(terms, options.filters)
        dense: dict[int, float] = {}
        similarity: Callable[[int], float] = lambda rowid: 0.0  # noqa: E731
        if vector_future is not None:
            dense, similarity = vector_future.result()
        mode = "hybrid" if vector_future is not None else "keyword"
        hits = self._fuse(terms, pool_rows, dense, similarity, options, time_range, now, mode)
        hits = self._rerank(text, hits, notes)
        if options.use_cache:
            self.cache.put(
                self.store,
                generation,
                Entry(
                    key,
                    opt_key,
                    stems,
                    embedder.fingerprint if embedder is not None and qvec is not None else None,
                    qvec,
                    [[h.id, h.score, h.snippet, h.why, mode] for h in hits],
                ),
            )
        return done(hits, 3, mode, notes)

    # ------------------------------------------------------------ tier 3 parts

    def _rerank(self, text: str, hits: list[SearchHit], notes: list[str]) -> list[SearchHit]:
        """Let the LLM order an ambiguous top (the best two within ``rerank_margin``)."""
        cfg = self.store.config
        margin = float(cfg.get("query", "rerank_margin"))
        if self.reranker is None or len(hits) < 2 or hits[0].score - hits[1].score > margin:
            return hits
        top = hits[: int(cfg.get("query", "rerank_top"))]
        try:
            order = self.reranker(text, [(h.id, h.content or h.snippet) for h in top])
        except BowerError as exc:
            notes.append(f"{exc.message}; kept the fused order")
            return hits
        by_id = {h.id: h for h in top}
        reordered = [by_id[i] for i in order if i in by_id]
        for position, hit in enumerate(reordered):
            hit.why["reranked"] = float(position + 1)
        return reordered + hits[len(top) :]

    def _bm25(self, terms: list[str], filters: SearchFilters) -> list[tuple[int, float]]:
        """The BM25 pool. In a large corpus, terms found in more than ``_COMMON_SHARE`` of
        it (and more than ``_COMMON_MIN`` memories) are left out of the MATCH: FTS5 scores
        every document matching any term, and such a term costs tens of milliseconds at 100K
        for almost no IDF. They still count in coverage, and the rarest term always stays."""
        if not terms:
            return []
        index = self.store.index
        total = index.memory_count()
        cap = max(_COMMON_MIN, int(total * _COMMON_SHARE))
        if total > cap:
            frequency = {t: index.document_frequency(t) for t in terms}
            kept = [t for t in terms if frequency[t] <= cap]
            terms = kept or [min(terms, key=lambda t: frequency[t])]
        pool = int(self.store.config.get("query", "bm25_pool"))
        return index.search_bm25(fts_match(terms), pool, filters)

    def _fuse(
        self,
        terms: list[str],
        pool_rows: list[tuple[int, float]],
        dense: dict[int, float],
        similarity: Callable[[int], float],
        options: QueryOptions,
        time_range: TimeRange | None,
        now: datetime,
        mode: str,
    ) -> list[SearchHit]:
        cfg = self.store.config
        wc = float(cfg.get("query", "weight_coverage"))
        wb = float(cfg.get("query", "weight_bm25"))
        ws = float(cfg.get("query", "weight_semantic")) if mode == "hybrid" else 0.0
        wg = float(cfg.get("query", "graph_weight"))
        norm = wc + wb + ws or 1.0
        index = self.store.index

        strength = dict(pool_rows)
        seeds = set(strength) | set(dense)
        links = index.neighbours(sorted(seeds))
        wanted = seeds | {n for s in seeds for n in links.get(s, ())}
        allowed = None if options.filters.is_default else set(index.allowed_rowids(options.filters))
        cands: dict[int, _Candidate] = {}
        for rowid, row in index.rows_by_rowid(sorted(wanted)).items():
            # BM25 and vector candidates passed the filters already; linked ones are checked.
            if rowid in seeds or _passes(row, options.filters, allowed):
                cands[rowid] = _Candidate(rowid, row, bm25=strength.get(rowid, 0.0))
        if not cands:
            return []
        coverage = _coverage(self.store, terms, sorted(cands))
        for c in cands.values():
            c.coverage = coverage.get(c.rowid, 0.0)
            c.semantic = max(similarity(c.rowid), 0.0) if mode == "hybrid" else 0.0
            saturation = c.bm25 / (c.bm25 + _BM25_HALF)
            c.base = (wc * c.coverage + wb * saturation + ws * c.semantic) / norm
            if time_range is not None and time_range.contains(_about(c.row)):
                c.temporal = float(cfg.get("query", "temporal_boost"))
        for c in cands.values():
            linked = [cands[n].base * w for n, w in links.get(c.rowid, {}).items() if n in cands]
            c.graph = wg * max(linked, default=0.0)
        # The importance factor lies in [0.9, 1.1], so it can only lift a candidate whose
        # score before it is within 0.9/1.1 of the limit-th best: compute it for those alone.
        ranked = sorted(cands.values(), key=lambda c: (-c.total, c.rowid))
        if len(ranked) > options.limit:
            floor = ranked[options.limit - 1].total * 0.9 / 1.1
            ranked = [c for c in ranked if c.total >= floor]
        stats = index.access_stats([c.row["id"] for c in ranked])
        now_ms = int(now.timestamp() * 1000)
        for c in ranked:
            c.factor = 0.9 + 0.2 * _effective_importance(c.row, stats.get(c.row["id"]), now_ms)
        ranked.sort(key=lambda c: (-c.total, c.rowid))
        hits = []
        for c in ranked:
            score = min(1.0, c.total)
            if score < options.min_score or (c.base == 0.0 and c.graph == 0.0):
                continue
            hits.append(_hit(c, score, terms))
            if len(hits) == options.limit:
                break
        return hits

    def _from_cache(self, entry: Entry) -> list[SearchHit]:
        rows = {
            r["id"]: r
            for r in self.store.index.query(
                "SELECT rowid, * FROM memories WHERE id IN "
                f"({', '.join('?' for _ in entry.result)})",
                [item[0] for item in entry.result],
            )
        }
        hits = []
        for memory_id, score, snippet, why, _ in entry.result:
            row = rows.get(memory_id)
            if row is not None:  # same generation, so always present; guard anyway
                c = _Candidate(int(row["rowid"]), row, snippet=snippet)
                hit = _hit(c, float(score), [])
                hit.why = why
                hits.append(hit)
        return hits


# ---------------------------------------------------------------- helpers


def _mode_of(entry: Entry) -> str:
    return str(entry.result[0][4]) if entry.result else ("hybrid" if entry.model else "keyword")


def _range_key(r: TimeRange | None) -> list[str] | None:
    return None if r is None else [format_time(r.start), format_time(r.end)]


def _about(row: sqlite3.Row) -> datetime:
    """The time a memory is about: when it was observed, else when it was created."""
    when = from_ms(row["observed_at"]) or from_ms(row["created"])
    assert when is not None
    return when


def _passes(row: sqlite3.Row, filters: SearchFilters, allowed: set[int] | None) -> bool:
    if allowed is not None:
        return int(row["rowid"]) in allowed
    if not filters.include_archived and row["maturity"] == "archived":
        return False
    return filters.include_superseded or row["superseded_by"] is None


def _coverage(store: Store, terms: list[str], rowids: list[int]) -> dict[int, float]:
    """IDF-weighted share of the query terms each row contains (same tokenizer as the index)."""
    if not terms or not rowids:
        return {}
    total, stats = store.index.term_stats(terms, rowids)
    idf = {t: math.log(1 + (total - df + 0.5) / (df + 0.5)) for t, (df, _) in stats.items()}
    norm = sum(idf.values()) or 1.0
    out: dict[int, float] = {}
    for term, (_, holders) in stats.items():
        for rowid in holders:
            out[rowid] = out.get(rowid, 0.0) + idf[term] / norm
    return out


def _effective_importance(row: sqlite3.Row, accessed: tuple[int, int] | None, now_ms: int) -> float:
    """Seed 001 §6.3: importance x freshness x age, with each recorded access applied."""
    count, last_ms = accessed or (0, 0)
    importance = min(1.0, float(row["importance"]) + 0.01 * count)
    decay = max(0.001, float(row["decay_rate"]) * 0.95**count)
    access_ms = max(int(row["access_time"]), last_ms)
    days_idle = max(0.0, (now_ms - access_ms) / _MS_PER_DAY)
    days_old = max(0.0, (now_ms - int(row["created"])) / _MS_PER_DAY)
    return importance / (1 + decay * days_idle) / (1 + 0.001 * days_old)


def _snippet(content: str, terms: list[str], width: int = 160) -> str:
    """A window of ``content`` around the first query term it contains."""
    flat = " ".join(content.split())
    if len(flat) <= width:
        return flat
    lowered = flat.lower()
    positions = [p for p in (lowered.find(t) for t in terms) if p >= 0]
    start = max(0, min(positions) - width // 4) if positions else 0
    if start:
        start = flat.find(" ", start) + 1 or start
    piece = flat[start : start + width]
    return ("…" if start else "") + piece.rsplit(" ", 1)[0] + "…"


def _hit(c: _Candidate, score: float, terms: list[str]) -> SearchHit:
    row = c.row
    created = from_ms(row["created"])
    updated = from_ms(row["updated"])
    assert created is not None and updated is not None
    return SearchHit(
        id=row["id"],
        type=row["type"],
        title=row["title"],
        snippet=c.snippet or _snippet(row["content"], terms),
        score=round(score, 4),
        path=row["path"],
        maturity=row["maturity"],
        created=created,
        updated=updated,
        observed_at=from_ms(row["observed_at"]),
        tags=json.loads(row["tags"]),
        source=row["source"],
        content=row["content"],
        why={
            "bm25": round(c.bm25, 4),
            "coverage": round(c.coverage, 4),
            "semantic": round(c.semantic, 4),
            "graph": round(c.graph, 4),
            "temporal": round(c.temporal, 4),
            "importance": round(c.factor, 4),
        },
    )


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
        "source": hit.source,
        "why": hit.why,
    }


def result_to_dict(result: QueryResult) -> dict[str, Any]:
    """JSON-ready form of a whole answer."""
    return {
        "query": result.query,
        "tier": result.tier,
        "tier_name": result.tier_name,
        "mode": result.mode,
        "took_ms": result.took_ms,
        "time_range": None
        if result.time_range is None
        else {
            "phrase": result.time_range.phrase,
            "start": format_time(result.time_range.start),
            "end": format_time(result.time_range.end),
        },
        "count": len(result.results),
        "results": [hit_to_dict(h) for h in result.results],
        "notes": result.notes,
    }
