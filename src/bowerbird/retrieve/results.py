"""What a query takes and gives: ``QueryOptions`` in, ``QueryResult`` of ``SearchHit`` out."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..services.timeparse import TimeRange, format_time
from ..settings import QuerySettings
from ..storage.files.note import KIND_OF_TYPE, SUMMARY_SOURCE
from ..storage.index import SearchFilters, to_ms

TIER_NAMES = {0: "exact", 1: "paraphrase", 2: "semantic", 3: "fresh"}


@dataclass(frozen=True)
class QueryOptions:
    """Everything a query can be asked (``bower query`` / ``context`` flags, MCP, API).

    ``None`` means the ``[query]`` setting. ``fast`` is keyword only (never loads the embedding
    model); ``use_cache=False`` skips tiers 0-2; ``since``/``until`` restrict to memories
    observed in that window; ``now`` is the time relative expressions in the query ("last
    week") are resolved against.
    """

    limit: int | None = None
    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    agent: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    include_archived: bool = False
    include_superseded: bool = False
    min_score: float | None = None
    fast: bool = False
    use_cache: bool = True
    now: datetime | None = None
    # Search the journal's chunks too (left out anyway when types or tags restrict).
    journal: bool = True
    # Count the hits as accesses (promotion reads the counts). A person browsing the
    # dashboard is not an agent recalling: its GET /search leaves no count a cross-site
    # <img> could inflate.
    record_access: bool = True
    # Seed 003's "associate" mode: what the best matches are linked to (spreading activation
    # from them), not what is similar to the question.
    associate: bool = False
    # Rank the dream's summaries even where ``[query] summary_weight`` leaves them out
    # (``bower overview`` finds its branch this way).
    summaries: bool = False

    def __post_init__(self) -> None:
        from ..errors import UsageError
        from ..storage.files.note import TYPES

        object.__setattr__(self, "types", tuple(self.types or ()))
        object.__setattr__(self, "tags", tuple(self.tags or ()))
        unknown = [t for t in self.types if t not in TYPES]
        if unknown:
            raise UsageError(
                f"unknown memory type {unknown[0]!r}",
                hint=f"Ask for types from: {', '.join(TYPES)}.",
            )

    def filters(self) -> SearchFilters:
        """The restrictions the index applies before ranking."""
        return SearchFilters(
            types=tuple(self.types),
            tags=tuple(self.tags),
            agent=self.agent,
            include_archived=self.include_archived,
            include_superseded=self.include_superseded,
            since_ms=to_ms(self.since),
            until_ms=to_ms(self.until),
        )

    def resolve(self, settings: QuerySettings) -> ResolvedQuery:
        """These options with every default filled in from ``settings``; ``UsageError`` when
        one is outside what the settings allow (hints name the option, not a CLI flag)."""
        from ..errors import UsageError

        limit = settings.limit if self.limit is None else self.limit
        if not 1 <= limit <= settings.max_limit:
            raise UsageError(
                f"limit {limit} is outside 1..{settings.max_limit}",
                hint=f"Ask for a limit from 1 to {settings.max_limit}.",
            )
        min_score = settings.min_score if self.min_score is None else self.min_score
        if not 0.0 <= min_score <= 1.0:
            raise UsageError(
                f"min-score {min_score} is outside 0..1", hint="Ask for a min-score from 0 to 1."
            )
        return ResolvedQuery(
            limit=limit,
            filters=self.filters(),
            min_score=min_score,
            fast=self.fast,
            use_cache=self.use_cache,
            now=self.now,
            journal=self.journal,
            record_access=self.record_access,
            associate=self.associate,
            summaries=self.summaries,
        )


@dataclass(frozen=True)
class ResolvedQuery:
    """``QueryOptions`` with the settings' defaults applied (what the retriever runs)."""

    limit: int
    filters: SearchFilters = field(default_factory=SearchFilters)
    min_score: float = 0.0
    fast: bool = False
    use_cache: bool = True
    now: datetime | None = None
    journal: bool = True
    record_access: bool = True
    associate: bool = False
    summaries: bool = False

    def key(self) -> str:
        """The part of a cache key that options contribute."""
        return json.dumps(
            [
                self.filters.key(),
                self.limit,
                self.min_score,
                self.fast,
                self.journal,
                *(["associate"] if self.associate else []),
                *(["summaries"] if self.summaries else []),
            ]
        )


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
    superseded_by: str | None = None  # set only when superseded memories were asked for
    # The best-matching chunk of a long memory: lines of its file (memory_get's numbering).
    lines: tuple[int, int] | None = None
    # "memory" (a typed memory of the tree) or "chunk" (lines of a journal file, whose id is
    # its ``path:start-end``).
    kind: str = "memory"
    agent: str = "default"  # whose memory it is (cross-agent searches name it)
    # The rest of the memory as seed 001's Appendix A names it (``memory`` in ``to_dict``).
    importance: float = 0.5
    access_count: int = 0
    access_time: datetime | None = None
    decay_rate: float = 0.01
    confidence: float = 1.0
    keywords: list[str] = field(default_factory=list)
    metadata: dict[str, str] = field(default_factory=dict)  # the caller's, from curate
    # Live memories this one contradicts (``contradicts`` relations): a disputed answer.
    contradicts: list[str] = field(default_factory=list)
    # Not clearly relevant (retrieve/relevance.py): shown, but left out of context blocks.
    weak: bool = False
    # Seed 001's ``relations`` (this memory's outgoing edges: target_id, type, strength) and
    # ``supersedes_id`` (the memory it replaces), set from the graph when the answer is made.
    relations: list[dict[str, Any]] = field(default_factory=list)
    supersedes_id: str | None = None
    # A card the code derived from a correction naming one value ("50052, not 50051"): the
    # card it came from and the note as it was said ({"memory": id, "note": text}), shown
    # beside it so the note's own words (its "because") travel with the new value.
    derived_from: dict[str, str] | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (dates as ISO-8601 UTC): our fields, then seed 001's
        ``SearchResult`` (``memory``, ``score``, ``bm25``, ``semantic``, ``graph``) — one
        object, so a client of either reads the same answer. A chunk also carries seed 002's
        names: ``file``, ``startLine``, ``endLine``, ``text`` (its snippet)."""
        data = self._fields()
        data["memory_kind"] = (
            # A summary the dream wrote is a kind of its own, never one of its members'.
            "summary"
            if self.source == SUMMARY_SOURCE
            else KIND_OF_TYPE.get(self.type)
            if self.kind == "memory"
            else None
        )
        if self.kind == "chunk" and self.lines is not None:
            data.update(
                file=self.path, startLine=self.lines[0], endLine=self.lines[1], text=self.snippet
            )
        data.update(
            memory=self.memory(),
            bm25=self.why.get("bm25", 0.0),
            semantic=self.why.get("semantic", 0.0),
            graph=self.why.get("graph", 0.0),
        )
        return data

    def memory(self) -> dict[str, Any]:
        """The hit as seed 001's ``Memory`` (Appendix A): its whole content, the title as its
        summary; ``metadata`` is what the caller gave at curate, then what the seed has no field
        for (strings, as there; ours win a clash)."""
        access = self.access_time or self.updated
        metadata = {
            **self.metadata,
            "kind": self.kind,
            "path": self.path,
            "maturity": self.maturity,
            "source": self.source,
            "agent": self.agent,
            "updated": format_time(self.updated),
        }
        if self.observed_at is not None:
            metadata["observed_at"] = format_time(self.observed_at)
        return {
            "id": self.id,
            "type": self.type,
            "content": self.content or self.snippet,
            "summary": self.title,
            "importance": self.importance,
            "access_count": self.access_count,
            "create_time": format_time(self.created),
            "access_time": format_time(access),
            "decay_rate": self.decay_rate,
            "confidence": self.confidence,
            "tags": self.tags,
            "keywords": self.keywords,
            "metadata": metadata,
            "supersedes_id": self.supersedes_id,
            "relations": self.relations,
        }

    def _fields(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "agent": self.agent,
            "type": self.type,
            "title": self.title,
            "snippet": self.snippet,
            "score": self.score,
            "path": self.path,
            "maturity": self.maturity,
            "created": format_time(self.created),
            "updated": format_time(self.updated),
            "observed_at": format_time(self.observed_at) if self.observed_at else None,
            "tags": self.tags,
            "source": self.source,
            "superseded_by": self.superseded_by,
            "lines": None if self.lines is None else list(self.lines),
            "why": self.why,
            "contradicts": self.contradicts,
            "weak": self.weak,
            "derived_from": self.derived_from,
        }


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
    # The embedder whose vectors ranked it (its fingerprint); "" for a keyword-only answer.
    model: str = ""
    # Asked across agents (the sharing gate, bower/sharing.py): what the answer covers, in
    # words fixed by the request alone — never a count of what others hold (no oracle).
    searched: str | None = None
    # The words of what was asked that no memory holds (``relevance.unheard``): the bench
    # grades an answer again under other thresholds from them.
    unheard: list[str] = field(default_factory=list)

    @property
    def model_used(self) -> str:
        """Seed 001's ``model_used``: the embedding model's name, e.g. all-MiniLM-L6-v2-int8."""
        parts = self.model.split(":")
        return parts[1] if len(parts) > 1 else self.model

    @property
    def provider(self) -> str:
        """Seed 002's ``provider``: where the model ran — local (the shipped ONNX model),
        openai, fake; "" for a keyword-only answer."""
        kind = self.model.split(":", 1)[0]
        return "local" if kind == "onnx" else kind

    @property
    def weak(self) -> bool:
        """No result is clearly relevant (every one is marked weak, or there is none)."""
        return all(h.weak for h in self.results)

    @property
    def tier_name(self) -> str:
        return TIER_NAMES[self.tier]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form of the whole answer."""
        return {
            "query": self.query,
            "tier": self.tier,
            "tier_name": self.tier_name,
            "mode": self.mode,
            "took_ms": self.took_ms,
            "time_range": None
            if self.time_range is None
            else {
                "phrase": self.time_range.phrase,
                "start": format_time(self.time_range.start),
                "end": format_time(self.time_range.end),
            },
            "count": len(self.results),
            "total_found": len(self.results),
            "model_used": self.model_used,
            "results": [h.to_dict() for h in self.results],
            "weak": self.weak,
            "notes": self.notes,
            **({} if self.searched is None else {"searched": self.searched}),
        }
