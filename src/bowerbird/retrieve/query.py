"""Retrieve: answer a query from the index (``bower query``), cheapest tier first.

Tiers 0-2 are caches (``cache.py``). Tier 3, a fresh query:

1. analysis: search terms, and temporal expressions resolved against the query time;
2. candidates from BM25 (filters inside the index) and from exact cosine over the vector
   matrix (filters applied as a mask before ranking), the two computed concurrently;
3. 1-hop expansion over relations (a memory linked to a strong match is often the answer: the
   reply that follows a question in a conversation, the decision a fact led to);
4. fusion on absolute signals (``fusion.py``), then an optional LLM re-rank of a top too
   close to call.

The score shown is capped at 1; results under ``min_score`` (0 unless asked) are dropped, and
the rest that are not clearly relevant are marked ``weak`` (``relevance.py``). ``fast`` mode
is keyword only and never loads the embedding model.
"""

from __future__ import annotations

import heapq
import json
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..errors import BowerError, UsageError
from ..services.embed import Embedder
from ..services.secrets.redact import redact
from ..services.text import search_terms, stem_set
from ..services.timeparse import TimeRange, asks_earliest, find_range, format_time
from ..storage.files.note import SUMMARY_SOURCE
from ..storage.history import access
from ..storage.index import Index, SearchFilters
from ..storage.store import Store
from ..storage.vectors.search import VectorIndex
from ..storage.vectors.similarity import Similarity, nothing
from . import aspects, disputes, journal, prefix, relevance, scope
from .cache import Entry, QueryCache, cache_key, stored_terms
from .fusion import Candidate, fuse, to_hit
from .results import QueryOptions, QueryResult, SearchHit

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    import numpy as np
    import numpy.typing as npt

_COMMON_SHARE = 0.05
_COMMON_MIN = 2000
# ... and never more than this many: scoring 50K documents to pick a pool of 200 cost ~130 ms
# a query at 1M memories (BENCHMARKS.md, scale curve); the cap only binds past 400K.
_COMMON_MAX = 20_000
# A query whose rarest term is in more memories than this has no keyword pool (its words are
# everywhere; 0.4-0.6 s at 1M for a pool that says nothing). Binds only past 80K memories.
_COMMON_SKIP = 80_000


_NOT_RANKING = frozenset(
    {
        "cache_size",
        "jaccard_threshold",
        "semantic_threshold",
        "track_access",
        "limit",
        "max_limit",
        # Marks put on an answer after the cache (relevance.py), not part of its ranking.
        "weak_below",
        "weak_share",
        "weak_unless_semantic",
        "weak_unless_coverage",
        "asked_below",
        "asked_share",
        "unheard_below",
        "weak_unless_apart",
    }
)


class Retriever:
    """Query state of one home: the vector matrix, the caches, the embedder (loaded lazily)."""

    def __init__(
        self,
        store: Store,
        embedder: Callable[[], Embedder | None],
        reranker: Callable[[str, list[tuple[str, str]]], list[str]] | None = None,
        fallbacks: Callable[[], list[Embedder]] | None = None,
    ) -> None:
        self.store = store
        self.reranker = reranker
        self._embedder_factory = embedder
        self._embedder: Embedder | None = None
        self._embedder_built = False
        self._fallbacks_factory = fallbacks or list
        self._fallbacks: list[Embedder] | None = None
        # A fallback model's own vectors (exact search): never mixed with another model's.
        self._fallback_vectors: dict[str, VectorIndex] = {}
        # Broad questions' facet phrases, embedded once per (model, phrase).
        self._meaning_vectors: dict[tuple[str, str], npt.NDArray[np.float32]] = {}
        self.settings = store.settings.query
        # What ranks belongs to a cached answer's key: an answer ranked under other weights
        # or hops is not the answer under this home's settings (how the cache itself is
        # searched, and the limits a query's own options carry, are not part of it).
        ranking = {k: v for k, v in vars(self.settings).items() if k not in _NOT_RANKING}
        self._settings_key = repr(sorted(ranking.items()))
        self.vectors = VectorIndex(home=store.home, threshold=self.settings.ann_threshold)
        self.chunk_vectors = VectorIndex(chunks=True)
        self.cache = QueryCache(
            self.settings.cache_size,
            self.settings.jaccard_threshold,
            self.settings.semantic_threshold,
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

    @property
    def fallbacks(self) -> list[Embedder]:
        """``[embed] fallback``'s embedders (built on first use; models load on first embed)."""
        with self._lock:
            if self._fallbacks is None:
                self._fallbacks = self._fallbacks_factory()
            return self._fallbacks

    def _fall_back(
        self, text: str, generation: int, failure: str
    ) -> tuple[Embedder | None, VectorIndex, npt.NDArray[np.float32] | None, str]:
        """The first fallback model that embeds ``text`` and holds vectors of this home:
        ``(its embedder, its vectors, the query's vector, a note)``; without one, no vector
        and a note saying why (the question is then answered from keywords)."""
        reasons = []
        for fallback in self.fallbacks:
            model = fallback.fingerprint
            try:
                if model not in self._fallback_vectors:
                    self._fallback_vectors[model] = VectorIndex()
                vectors = self._fallback_vectors[model]
                vectors.refresh(self.store, model, generation)
                if not len(vectors):
                    reasons.append(f"{model} holds no vectors here yet")
                    continue
                qvec = fallback.embed([text])[0]
            except BowerError as exc:
                reasons.append(f"{model} failed too ({exc.message})")
                continue
            note = f"{failure}; ranked with the fallback model {model} and its own vectors"
            return fallback, vectors, qvec, note
        tried = f"; fallbacks: {'; '.join(reasons)}" if reasons else ""
        return None, self.vectors, None, f"answered from keywords only: {failure}{tried}"

    def rest(self) -> bool:
        """Let the models' weights go until the next embed needs them (an idle resident),
        and the index's page cache (read again from the OS's cache when asked); True if a
        model was loaded. The vectors and the answer caches stay: a query needs them at once."""
        with self._lock:
            embedders = [self._embedder, *(self._fallbacks or [])]
        released = False
        for embedder in embedders:
            unload = getattr(embedder, "unload", None)
            if callable(unload):
                released = bool(unload()) or released
        self.store.index.shrink()
        return released

    def preload(self) -> None:
        """Load the model and the vectors a query searches, writing nothing (a resident
        process at start: its first command must not pay for them)."""
        embedder = self.embedder
        if embedder is None:
            return
        embedder.embed(["warm"])  # a model loads its weights on first use
        generation = self.store.index.generation()
        self.vectors.refresh(self.store, embedder.fingerprint, generation)
        if self.store.index.chunk_count():
            self.chunk_vectors.refresh(self.store, embedder.fingerprint, generation)

    def _executor(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._pool is None:
                from concurrent.futures import ThreadPoolExecutor  # hybrid queries only

                self._pool = ThreadPoolExecutor(1, thread_name_prefix="bower-vectors")
            return self._pool

    def _sources_of(self, summary_id: str) -> list[int]:
        """Index keys of the memories under a summary, down to the first level (a summary's
        ``covers`` live in its file; summaries are few among the hits, so it is read)."""
        index = self.store.index
        keys: list[int] = []
        todo, seen = [summary_id], {summary_id}
        while todo:
            try:
                covers = self.store.read(todo.pop()).extra.get("covers", [])
            except BowerError:  # gone or unreadable since it was indexed: nothing under it
                continue
            fresh = (
                [str(c) for c in covers if str(c) not in seen] if isinstance(covers, list) else []
            )
            seen.update(fresh)
            for memory_id, row in index.rows_by_id(fresh).items():
                if row.source == SUMMARY_SOURCE:
                    todo.append(memory_id)
                else:
                    keys.append(row.key)
        return keys

    def close(self) -> None:
        self.vectors.close()
        for vectors in self._fallback_vectors.values():
            vectors.close()
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None

    # ------------------------------------------------------------ the cascade

    def query(self, text: str, asked: QueryOptions) -> QueryResult:
        """Rank memories for ``text``, cheapest tier first."""
        started = time.perf_counter()
        most = self.store.settings.limits.query_chars
        if len(text) > most:
            raise UsageError(
                f"a query of {len(text):,} characters is over the {most:,} a query may hold",
                hint="Ask with the question's words ([limits] query_chars); a document is for "
                "curate.",
            )
        options = asked.resolve(self.settings)
        # A query is kept (its terms in the query cache): a credential pasted into one is not.
        clean, found = redact(text)
        if found:
            text = clean
        now = options.now or datetime.now(UTC)
        time_range = find_range(text, now)
        earliest = asks_earliest(text)
        index = self.store.index
        words = search_terms(text)
        terms = prefix.complete(index, words)
        generation = index.generation()
        # What the words of a question resolve to belongs to the key: a paraphrase that adds
        # "originally" asks for other memories.
        opt_key = json.dumps(
            [options.key(), _range_key(time_range), self._settings_key]
            + (["earliest"] if earliest else [])
        )
        key = cache_key(text, opt_key)
        # The cache compares what was asked, never what a prefix completed to: the home's
        # words are every agent's, and "quok*" completed and cached as "quokkaflux" let a
        # later "quokkaflux" come from the cache only where another agent had said it.
        stems = stem_set(words)

        def done(
            hits: list[SearchHit], tier: int, mode: str, notes: list[str], model: str | None
        ) -> QueryResult:
            if self.settings.track_access and options.record_access:
                access.record(self.store, [h.id for h in hits if h.kind == "memory"], key)
            hits = disputes.mark(self.store.index, hits)
            disputes.mark_derived(self.store, hits)
            said, missing = relevance.mark(self.store.index, self.settings, text, hits)
            notes = notes if said is None else [*notes, said]
            took = round((time.perf_counter() - started) * 1000, 3)
            return QueryResult(
                text, hits, took, tier, mode, time_range, notes, model or "", unheard=missing
            )

        if options.use_cache:
            entry = self.cache.exact(self.store, generation, key)
            tier = 0
            if entry is None:
                entry = self.cache.paraphrase(self.store, generation, opt_key, stems)
                tier = 1
            if entry is not None:
                return done(self._from_cache(entry), tier, _mode_of(entry), [], entry.model)

        notes: list[str] = []
        degraded = False
        failure: str | None = None  # why the configured embedder gave no vector
        vectors = self.vectors  # the vectors of the model that embedded the question
        try:
            embedder = None if options.fast else self.embedder
        except BowerError as exc:  # the model is missing or misconfigured
            embedder, failure = None, exc.message
        qvec: npt.NDArray[np.float32] | None = None
        # What a memory is linked to is a memory: the journal's chunks have no edges.
        chunks = (
            options.journal
            and not options.associate
            and journal.searchable(options.filters)
            and index.chunk_count()
        )
        if embedder is not None:
            try:
                self.vectors.refresh(self.store, embedder.fingerprint, generation)
                if chunks:
                    self.chunk_vectors.refresh(self.store, embedder.fingerprint, generation)
                if len(self.vectors) or (chunks and len(self.chunk_vectors)):
                    qvec = embedder.embed([text])[0]
                else:
                    notes.append("no memory has a vector for the configured model yet")
            except BowerError as exc:  # an embedding endpoint down: a fallback, or keywords
                failure = f"the embedder failed ({exc.message})"
            if qvec is not None and options.use_cache:
                entry = self.cache.similar(
                    self.store,
                    generation,
                    opt_key,
                    embedder.fingerprint,
                    qvec,
                    _telling(index, terms),
                    stems,
                )
                if entry is not None:
                    return done(self._from_cache(entry), 2, _mode_of(entry), [], entry.model)
        if failure is not None:
            # Another model embeds the question only to rank against its own vectors.
            degraded = True
            embedder, vectors, qvec, said = self._fall_back(text, generation, failure)
            notes.append(said)
        # Tier 3: the matrix multiplies (numpy releases the GIL) while FTS5 ranks keywords.
        searches: list[Future[Any]] = []
        if qvec is not None and embedder is not None:
            searches = self._vector_searches(embedder, text, qvec, options.filters, vectors)
        pool_rows = self._bm25(terms, options.filters)
        dense: dict[int, float] = {}
        similarity: Similarity = nothing
        if searches:
            whole, *clauses = [f.result() for f in searches]
            dense, similarity = aspects.widen([whole, *(c for found in clauses for c in found)])
        mode = "hybrid" if searches else "keyword"
        named = scope.scope_keys(index, text, terms, options.filters)
        if searches and embedder is not None:
            named |= self._facet_members(embedder, text, options.filters, vectors)
        hits = fuse(
            self.store.index,
            self.settings,
            terms,
            pool_rows,
            dense,
            similarity,
            options,
            time_range,
            now,
            mode,
            None if qvec is None else lambda key: vectors.best_lines(key, qvec),
            earliest=earliest,
            scope=named,
            scope_bonus=scope.SCOPE_BONUS,
            descend=self._sources_of,
            names=frozenset(relevance.names(text)),
        )
        if chunks:
            near: dict[int, float] = {}
            near_of: Similarity = nothing
            if qvec is not None and vectors is self.vectors:  # chunks: the first model's
                size = journal.pool_size(options.limit)
                near, near_of = self.chunk_vectors.search(self.store, qvec, SearchFilters(), size)
            more = journal.chunk_hits(
                index,
                self.settings,
                terms,
                near,
                near_of,
                options,
                time_range,
                now,
                mode,
                earliest,
            )
            hits = list(heapq.merge(hits, more, key=lambda h: -h.score))[: options.limit]
        hits = self._rerank(text, hits, notes)
        for hit in hits:
            if hit.lines is not None and hit.kind == "memory":
                # content lines → file lines, as memory_get reads them
                shift = self.store.tree.body_offset(hit.path, hit.content)
                hit.lines = (hit.lines[0] + shift, hit.lines[1] + shift)
        # A degraded answer is not cached: once the embedder is back, ask it afresh.
        if options.use_cache and not degraded:
            self.cache.put(
                self.store,
                generation,
                Entry(
                    key,
                    opt_key,
                    stored_terms(stems, _telling(index, terms)),
                    embedder.fingerprint if embedder is not None and qvec is not None else None,
                    qvec,
                    [_cached(h, mode) for h in hits],
                ),
            )
        used = embedder.fingerprint if embedder is not None and mode == "hybrid" else None
        return done(hits, 3, mode, notes, used)

    # ------------------------------------------------------------ tier 3 parts

    def _rerank(self, text: str, hits: list[SearchHit], notes: list[str]) -> list[SearchHit]:
        """Let the LLM order an ambiguous top (the best two within ``rerank_margin``)."""
        margin = self.settings.rerank_margin
        if self.reranker is None or len(hits) < 2 or hits[0].score - hits[1].score > margin:
            return hits
        top = hits[: self.settings.rerank_top]
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

    def _vector_searches(
        self,
        embedder: Embedder,
        text: str,
        qvec: npt.NDArray[np.float32],
        filters: SearchFilters,
        vectors: VectorIndex,
    ) -> list[Future[Any]]:
        """The vector search of the question and, if it is long enough to have several
        clauses (``aspects``), of each clause, started on the worker thread: the clauses are
        embedded there too, while this thread ranks keywords."""
        pool = self.settings.vector_pool
        run = self._executor().submit
        searches: list[Future[Any]] = [run(vectors.search, self.store, qvec, filters, pool)]
        parts = aspects.clauses(text, self.settings.clause_words)
        if parts:
            searches.append(run(self._clause_searches, embedder, parts, filters, vectors))
        return searches

    def _facet_members(
        self, embedder: Embedder, text: str, filters: SearchFilters, vectors: VectorIndex
    ) -> set[int]:
        """The memories close in meaning to a facet a broad question names (``scope``): "what
        do I know about the user's health?" finds the physiotherapist it shares no word with.
        The facets' phrases are embedded once per model."""
        meanings = scope.facet_meanings(text)
        if not meanings:
            return set()
        missing = [m for m in meanings if (embedder.fingerprint, m) not in self._meaning_vectors]
        if missing:
            for m, vec in zip(missing, embedder.embed(missing), strict=True):
                self._meaning_vectors[(embedder.fingerprint, m)] = vec
        members: set[int] = set()
        for m in meanings:
            vec = self._meaning_vectors[(embedder.fingerprint, m)]
            near, _ = vectors.search(self.store, vec, filters, scope.FACET_LIMIT)
            members.update(k for k, sim in near.items() if sim >= scope.FACET_SIMILARITY)
        return members

    def _clause_searches(
        self, embedder: Embedder, parts: list[str], filters: SearchFilters, vectors: VectorIndex
    ) -> list[tuple[dict[int, float], Similarity]]:
        """One vector search per clause, their embeddings asked in one call (none if the
        embedder fails: the whole question's search still answers)."""
        try:
            embedded = embedder.embed(parts)
        except BowerError:
            return []
        pool = self.settings.vector_pool
        return [vectors.search(self.store, v, filters, pool) for v in embedded]

    def _bm25(self, terms: list[str], filters: SearchFilters) -> list[tuple[int, float]]:
        """The BM25 pool. In a large corpus, terms found in more than ``_COMMON_SHARE`` of
        it (and more than ``_COMMON_MIN``, at most ``_COMMON_MAX`` memories) are left out of
        the MATCH: FTS5 scores
        every document matching any term, and such a term costs tens of milliseconds at 100K
        for almost no IDF. They still count in coverage, and the rarest term stays unless it
        too is in more than ``_COMMON_SKIP`` memories."""
        if not terms:
            return []
        index = self.store.index
        total = index.memory_count()
        cap = max(_COMMON_MIN, min(int(total * _COMMON_SHARE), _COMMON_MAX))
        if total > cap:
            frequency = {t: index.document_frequency(t) for t in terms}
            kept = [t for t in terms if frequency[t] <= cap]
            rarest = min(terms, key=lambda t: frequency[t])
            if not kept and frequency[rarest] > _COMMON_SKIP:
                return []  # every term is everywhere: the vectors pick the candidates
            terms = kept or [rarest]
        return index.search_keywords(terms, self.settings.bm25_pool, filters)

    def _from_cache(self, entry: Entry) -> list[SearchHit]:
        index = self.store.index
        rows = index.rows_by_id([item[0] for item in entry.result])
        hits = []
        for memory_id, score, snippet, why, *rest in entry.result:
            if len(rest) > 2:  # a chunk: [id (path:start-end), …, mode, lines, "chunk"]
                chunk = journal.from_cache(index, memory_id, float(score), snippet)
                if chunk is not None:
                    chunk.why = why
                    hits.append(chunk)
                continue
            row = rows.get(memory_id)
            if row is not None:  # same generation, so always present; guard anyway
                # [id, score, snippet, why, mode, lines]; entries written before chunked
                # vectors have no lines (and are of an older generation anyway).
                lines = rest[1] if len(rest) > 1 and rest[1] else None
                hit = to_hit(Candidate(row, snippet=snippet), float(score), [])
                hit.why = why
                hit.lines = None if lines is None else (int(lines[0]), int(lines[1]))
                hits.append(hit)
        return hits


# ---------------------------------------------------------------- helpers


# A word in at most this share of the memories (and at least a few) names something: two
# questions that differ by one are two questions, however close their embeddings.
_TELLING_SHARE = 0.02


def _telling(index: Index, terms: list[str]) -> Callable[[str], bool]:
    """Whether a term (stemmed) that one question has and a cached one lacks tells them apart:
    a number or an identifier, or a word few memories hold (a name). Asked only when a cached
    question is near enough to answer this one."""
    raw = {stem: term for term in terms for stem in stem_set([term])}
    limit: list[int] = []  # counted once, on first use

    def telling(stem: str) -> bool:
        if any(c.isdigit() for c in stem):
            return True
        if not limit:
            limit.append(max(3, int(index.memory_count() * _TELLING_SHARE)))
        return 0 < index.document_frequency(raw.get(stem, stem)) <= limit[0]

    return telling


def _cached(hit: SearchHit, mode: str) -> list[Any]:
    """A hit as the query cache stores it (a chunk marked as one)."""
    item: list[Any] = [hit.id, hit.score, hit.snippet, hit.why, mode, hit.lines]
    if hit.kind == journal.CHUNK:
        item.append(journal.CHUNK)
    return item


def _mode_of(entry: Entry) -> str:
    return str(entry.result[0][4]) if entry.result else ("hybrid" if entry.model else "keyword")


def _range_key(r: TimeRange | None) -> list[str] | None:
    return None if r is None else [format_time(r.start), format_time(r.end)]
