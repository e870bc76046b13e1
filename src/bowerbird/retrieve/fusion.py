"""Fusion: one score per candidate of a fresh (tier 3) query, on *absolute* signals.

``base = wc·coverage + wb·bm25/(bm25+5) + ws·max(cosine, 0)`` (normalised by the weights' sum),
where coverage is the IDF-weighted share of the query's terms the memory contains; then
``score = base + wg·max(base of linked memories) + temporal bonus``, times an importance factor
in [0.9, 1.1] (importance, decay since the last access, age, each recorded access). Absolute
signals make a score mean the same thing in every query, so ``min_score`` can cut off noise;
rank fusion (RRF) lost to BM25 alone on LoCoMo (docs/retrieval.md).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from ..services.text import best_window
from ..services.timeparse import TimeRange
from ..settings import QuerySettings
from ..storage.files.note import SUMMARY_SOURCE
from ..storage.index import MemoryRow, SearchFilters, from_ms
from ..storage.vectors.similarity import Similarity
from . import subject
from .activation import Reached, spread
from .results import ResolvedQuery, SearchHit

_BM25_HALF = 5.0
_PASSAGE = 0.3  # weight of a long memory's best passage (docs/retrieval.md)
_PASSAGES_READ = 60  # long memories whose best passage is looked for, per query
_MS_PER_DAY = 86_400_000
# A question about the beginning ("what did I say at the start") gives the temporal bonus to
# the earliest tenth of its candidates: the start of the story of what it asks about, not of
# the whole home (docs/retrieval.md; 5-10% measured alike, 20% lower).
_EARLY_SHARE = 0.1
# The most memories a hop of spreading activation carries onward (at least the limit).
_FANOUT = 30
# The best matches the associate mode spreads from.
_ASSOCIATE_FROM = 5


class RankSource(Protocol):
    """What fusion reads of an index: the ``Index`` itself for memories, an adapter over the
    journal tables for chunks (``journal.ChunkSource``)."""

    def neighbours(self, keys: list[int]) -> dict[int, dict[int, float]]: ...

    def allowed_keys(self, filters: SearchFilters) -> list[int]: ...

    def rows_by_key(self, keys: list[int]) -> dict[int, MemoryRow]: ...

    def term_stats(
        self, terms: list[str], keys: list[int]
    ) -> tuple[int, dict[str, tuple[int, set[int]]]]: ...

    def access_stats(self, ids: list[str]) -> dict[str, tuple[int, int]]: ...


@dataclass
class Candidate:
    """A memory being ranked, with every signal that went into its score."""

    row: MemoryRow
    bm25: float = 0.0
    coverage: float = 0.0
    semantic: float = 0.0
    base: float = 0.0
    graph: float = 0.0
    temporal: float = 0.0
    scope: float = 0.0  # the question names this memory's kind or tag (scope.py)
    subject: float = 0.0  # it opens with a name the question uses (subject.py)
    hop: int = 0  # the hop at which spreading activation reached it (0: not reached)
    factor: float = 1.0
    importance: float = 0.5  # effective importance in [0, 1] (the factor is 0.9 + 0.2 x it)
    snippet: str = ""
    lines: tuple[int, int] | None = None

    @property
    def total(self) -> float:
        return (self.base + self.graph + self.temporal + self.scope + self.subject) * self.factor


def fuse(
    index: RankSource,
    settings: QuerySettings,
    terms: list[str],
    pool_rows: list[tuple[int, float]],
    dense: dict[int, float],
    similarity: Similarity,
    options: ResolvedQuery,
    time_range: TimeRange | None,
    now: datetime,
    mode: str,
    lines_of: Callable[[int], tuple[int, int] | None] | None = None,
    snippet_of: Callable[[MemoryRow], str] | None = None,
    earliest: bool = False,
    scope: set[int] | None = None,
    scope_bonus: float = 0.0,
    descend: Callable[[str], list[int]] | None = None,
    names: frozenset[str] = frozenset(),
) -> list[SearchHit]:
    """Rank the BM25 pool, the vector top-k, their 1-hop neighbours and the ``scope`` (the
    memories a broad question names, each given ``scope_bonus``) into hits;
    ``lines_of`` names the best-matching lines of a chunked memory, ``snippet_of`` makes a
    hit's snippet (both asked for hits only); ``earliest``: the question asks about the
    beginning (``timeparse.asks_earliest``), which a resolved ``time_range`` overrides;
    ``descend(summary id)``: the keys of the memories a summary covers (hierarchy);
    ``names``: the names the question uses (``relevance.names``), for who a memory is about."""
    wg = settings.graph_weight
    strength = dict(pool_rows)
    scope = scope or set()
    seeds = set(strength) | set(dense) | scope
    links = index.neighbours(sorted(seeds))
    wanted = seeds | {n for s in seeds for n in links.get(s, ())}
    allowed = None if options.filters.is_default else set(index.allowed_keys(options.filters))
    cands: dict[int, Candidate] = {}
    for key, row in index.rows_by_key(sorted(wanted)).items():
        # BM25 and vector candidates passed the filters already; linked ones are checked.
        if key in seeds or _passes(row, options.filters, allowed):
            cands[key] = Candidate(row, bm25=strength.get(key, 0.0))
    if not cands:
        return []
    scorer = _BaseScore(index, settings, terms, similarity, mode, links)
    scorer.score(cands)
    if options.associate:
        return _associated(index, settings, terms, cands, links, options, allowed)
    reached = spread(
        {key: c.base for key, c in cands.items()},
        links,
        index.neighbours,
        hops=settings.hops,
        decay=settings.hop_decay,
        inhibition=settings.inhibition,
        fanout=max(options.limit, _FANOUT),
    )
    # Memories two or more hops out join the ranking with their own signals too.
    further = sorted(set(reached) - set(cands))
    if further:
        new = {
            key: Candidate(row)
            for key, row in index.rows_by_key(further).items()
            if _passes(row, options.filters, allowed)
        }
        scorer.score(new)
        cands.update(new)
    for key, c in cands.items():
        if time_range is not None and time_range.contains(_about(c.row)):
            c.temporal = settings.temporal_boost
        if key in scope:
            c.scope = scope_bonus
        if settings.weight_subject and subject.about(c.row.content, names):
            c.subject = settings.weight_subject
        if key in reached:
            c.graph = wg * reached[key].activation
            c.hop = reached[key].hop
    if earliest and time_range is None:
        times = sorted(c.row.about_ms for c in cands.values())
        cutoff = times[int(_EARLY_SHARE * (len(times) - 1))]
        for c in cands.values():
            if c.row.about_ms <= cutoff:
                c.temporal = settings.temporal_boost
    # The importance factor lies in [0.9, 1.1], so it can only lift a candidate whose
    # score before it is within 0.9/1.1 of the limit-th best: compute it for those alone.
    ranked = sorted(cands.values(), key=lambda c: (-c.total, c.row.key))
    if len(ranked) > options.limit:
        floor = ranked[options.limit - 1].total * 0.9 / 1.1
        ranked = [c for c in ranked if c.total >= floor]
    stats = index.access_stats([c.row.id for c in ranked])
    now_ms = int(now.timestamp() * 1000)
    for c in ranked:
        c.importance = effective_importance(c.row, stats.get(c.row.id), now_ms)
        c.factor = 0.9 + 0.2 * c.importance
        if c.row.source == SUMMARY_SOURCE:
            # A summary quotes several memories: it leads only where it matches clearly
            # better than any one of them (a broad question), never a precise one.
            c.factor *= settings.summary_weight or (1.0 if options.summaries else 0.0)
    ranked.sort(key=lambda c: (-c.total, c.row.key))
    ranked = _after_replacements(ranked)
    hits: list[SearchHit] = []
    shown: set[int] = set()

    def show(c: Candidate, score: float) -> bool:
        """Add a hit unless it is there already; True once the limit is reached."""
        if c.row.key not in shown:
            shown.add(c.row.key)
            if lines_of is not None:
                c.lines = lines_of(c.row.key)
            if snippet_of is not None:
                c.snippet = snippet_of(c.row)
            hits.append(to_hit(c, score, terms))
        return len(hits) >= options.limit

    for c in ranked:
        score = min(1.0, c.total)
        if score < options.min_score or (c.base == 0.0 and c.graph == 0.0 and not c.scope):
            continue
        if c.row.source == SUMMARY_SOURCE and not (settings.summary_weight or options.summaries):
            continue  # summaries left out of recall ([query] summary_weight = 0)
        if c.row.key in shown:
            continue
        if show(c, score):
            break
        if descend is not None and c.row.source == SUMMARY_SOURCE:
            # A summary brings its best-matching sources right after it, at its score.
            leaves = _sources(index, descend(c.row.id), cands, scorer, options, allowed)
            unseen = [leaf for leaf in leaves if leaf.row.key not in shown]
            if any(show(leaf, score) for leaf in unseen[: settings.summary_sources]):
                break
    return hits


def _after_replacements(ranked: list[Candidate]) -> list[Candidate]:
    """Asked to include superseded memories, a stale one never outranks what replaced it: it
    waits until its replacement is placed and follows it, and otherwise keeps its place
    (putting every stale memory last sank a correction's old value under unrelated noise)."""
    present = {c.row.id for c in ranked}
    waiting: dict[str, list[Candidate]] = {}
    placed: set[str] = set()
    out: list[Candidate] = []

    def place(c: Candidate) -> None:
        out.append(c)
        placed.add(c.row.id)
        for follower in waiting.pop(c.row.id, []):
            place(follower)  # a chain (a → b → c) follows in order

    for c in ranked:
        replacement = c.row.superseded_by
        if replacement in present and replacement not in placed:
            waiting.setdefault(replacement, []).append(c)
        else:
            place(c)
    for rest in waiting.values():  # a cycle of replacements: keep them, in score order
        out.extend(c for c in rest if c.row.id not in placed)
    return out


def _associated(
    index: RankSource,
    settings: QuerySettings,
    terms: list[str],
    cands: dict[int, Candidate],
    links: dict[int, dict[int, float]],
    options: ResolvedQuery,
    allowed: set[int] | None,
) -> list[SearchHit]:
    """Seed 003's associate mode: activation spread from the best few matches (at most five,
    within half of the best; at least two hops), and the memories it reaches ranked by it —
    the matches themselves left out. Every
    result is linked to a match, so ``min_score`` (a scale of similarity) does not apply."""
    best = sorted(cands.values(), key=lambda c: (-c.base, c.row.key))[:_ASSOCIATE_FROM]
    # The matches: the best and those within half of it (a faint match is not a starting
    # point, and leaving it out of the results would hide what it is linked to).
    top = best[0].base if best else 0.0
    start = {c.row.key: c.base for c in best if c.base > 0 and c.base >= top * 0.5}

    def reach(start: dict[int, float]) -> tuple[dict[int, Reached], list[int]]:
        reached = spread(
            start,
            links,
            index.neighbours,
            hops=max(2, settings.hops),
            decay=settings.hop_decay,
            inhibition=settings.inhibition,
            fanout=max(options.limit, _FANOUT),
        )
        return reached, [k for k in reached if k not in start]

    reached, keys = reach(start)
    if not keys and len(start) > 1:
        # Everything linked was a match too (a small home, where a faint vector likeness
        # passes half of the best): what the best match alone is linked to, rather than
        # an empty answer that reads as "nothing known".
        first = best[0].row.key
        reached, keys = reach({first: start[first]})
    rows = index.rows_by_key(sorted(set(keys) - set(cands)))
    for key, row in rows.items():
        if _passes(row, options.filters, allowed):
            cands[key] = Candidate(row)
    found = []
    for key in keys:
        if key in cands and (key in rows or _passes(cands[key].row, options.filters, allowed)):
            c = cands[key]
            c.graph, c.hop, c.factor = reached[key].activation, reached[key].hop, 1.0
            found.append(c)
    found.sort(key=lambda c: (-c.graph, c.row.key))
    return [to_hit(c, min(1.0, c.graph), terms) for c in found[: options.limit]]


def _sources(
    index: RankSource,
    keys: list[int],
    cands: dict[int, Candidate],
    scorer: _BaseScore,
    options: ResolvedQuery,
    allowed: set[int] | None,
) -> list[Candidate]:
    """A summary's sources that pass the filters, best match to the question first."""
    new = {
        key: Candidate(row)
        for key, row in index.rows_by_key(sorted(set(keys) - set(cands))).items()
        if _passes(row, options.filters, allowed)
    }
    scorer.score(new)
    cands.update(new)
    found = [
        cands[k]
        for k in keys
        if k in cands and (k in new or _passes(cands[k].row, options.filters, allowed))
    ]
    return sorted(found, key=lambda c: (-c.total, c.row.key))


class _BaseScore:
    """A candidate's own score, ``base``: coverage, BM25 and cosine on absolute scales."""

    def __init__(
        self,
        index: RankSource,
        settings: QuerySettings,
        terms: list[str],
        similarity: Similarity,
        mode: str,
        links: dict[int, dict[int, float]],
    ) -> None:
        self.index, self.settings, self.terms = index, settings, terms
        self.similarity, self.mode, self.links = similarity, mode, links

    def score(self, cands: dict[int, Candidate]) -> None:
        if not cands:
            return
        s = self.settings
        wc, wb = s.weight_coverage, s.weight_bm25
        ws = s.weight_semantic if self.mode == "hybrid" else 0.0
        norm = wc + wb + ws or 1.0
        coverage = _context_coverage(self.index, s, self.terms, cands, self.links)
        # One call for every candidate: a large home's graph re-scores them in one read.
        semantic = self.similarity(list(cands)) if self.mode == "hybrid" else {}
        for key, c in cands.items():
            c.coverage = coverage.get(key, 0.0)
            c.semantic = max(semantic.get(key, 0.0), 0.0)
            c.base = (wc * c.coverage + wb * keyword_strength(c.bm25) + ws * c.semantic) / norm


def _about(row: MemoryRow) -> datetime:
    """The time a memory is about: when it was observed, else when it was created."""
    when = from_ms(row.about_ms)
    assert when is not None
    return when


def _passes(row: MemoryRow, filters: SearchFilters, allowed: set[int] | None) -> bool:
    if allowed is not None:
        return row.key in allowed
    if not filters.include_archived and row.maturity == "archived":
        return False
    return filters.include_superseded or row.superseded_by is None


def _context_coverage(
    index: RankSource,
    settings: QuerySettings,
    terms: list[str],
    cands: dict[int, Candidate],
    links: dict[int, dict[int, float]],
) -> dict[int, float]:
    """Length-normalised coverage of each candidate, or of it read together with a linked
    memory (times ``context_coverage``), whichever is more.

    Coverage is the IDF-weighted share of the query's terms a memory contains (same
    tokenizer as the index), divided by ``words / coverage_words`` when the memory is longer
    than that: a long message that names every term in passing does not outrank a short one
    about them, while short notes compare on coverage alone. A turn of a conversation often
    answers with half the words ("Three years old.") and its neighbour holds the rest ("How
    old is Pixel?"), so the pair is scored as one text, normalised by the pair's length — a
    short answer beside a long message gains little.
    """
    if not terms or not cands:
        return {}
    total, stats = index.term_stats(terms, sorted(cands))
    idf = {t: math.log(1 + (total - df + 0.5) / (df + 0.5)) for t, (df, _) in stats.items()}
    norm = sum(idf.values()) or 1.0
    held: dict[int, set[str]] = {}
    for term, (_, holders) in stats.items():
        for key in holders:
            held.setdefault(key, set()).add(term)
    span = settings.coverage_words
    pair_weight = settings.context_coverage
    shares = {t: idf[t] / norm for t in idf}  # one passage pattern for the whole query

    def covered(found: set[str], words: int) -> float:
        return sum(idf[t] for t in found) / norm / max(1.0, words / span)

    # A long memory also scores by its best passage, at a fraction: one paragraph about the
    # query keeps it findable however long the rest is. Shorter memories are diluted less
    # than that fraction, so their passage cannot score higher; and a passage scores at most
    # the memory's whole share, so only the long memories sharing most of the query are read
    # (reading one costs ~0.2 ms; a query over long chats has hundreds of candidates).
    long = [k for k, c in cands.items() if held.get(k) and c.row.words * _PASSAGE > span]
    long.sort(key=lambda k: -sum(idf[t] for t in held[k]))
    passages = {
        k: best_window(cands[k].row.content, shares, span, cands[k].row.words)
        for k in long[:_PASSAGES_READ]
    }
    out: dict[int, float] = {}
    for key, c in cands.items():
        mine = held.get(key, set())
        best = covered(mine, c.row.words) if mine else 0.0
        if key in passages:
            best = max(best, _PASSAGE * passages[key])
        if pair_weight:
            for other, weight in links.get(key, {}).items():
                # Only conversation order and supersession (weight 1) make one text of two.
                if weight < 1.0 or other not in cands:
                    continue
                theirs = held.get(other, set())
                if theirs - mine:
                    words = c.row.words + cands[other].row.words
                    best = max(best, pair_weight * covered(mine | theirs, words))
        if best:
            out[key] = best
    return out


def effective_importance(row: MemoryRow, accessed: tuple[int, int] | None, now_ms: int) -> float:
    """Importance x freshness x age, each recorded access adding importance and slowing decay:
    ``importance / (1 + decay·days idle) / (1 + 0.001·days old)``."""
    count, last_ms = accessed or (0, 0)
    importance = min(1.0, float(row.importance) + 0.01 * count)
    decay = max(0.001, float(row.decay_rate) * 0.95**count)
    access_ms = max(int(row.access_time), last_ms)
    days_idle = max(0.0, (now_ms - access_ms) / _MS_PER_DAY)
    days_old = max(0.0, (now_ms - int(row.created)) / _MS_PER_DAY)
    return importance / (1 + decay * days_idle) / (1 + 0.001 * days_old)


def snippet(content: str, terms: list[str], width: int = 160) -> str:
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


def _metadata(raw: str | None) -> dict[str, str]:
    """The caller's curate metadata as strings (a hand-edited file may hold anything)."""
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        return {}
    if not isinstance(value, dict):
        return {}
    return {str(k): v if isinstance(v, str) else json.dumps(v) for k, v in value.items()}


def keyword_strength(bm25: float) -> float:
    """FTS5's BM25 strength (unbounded: 7.6 for a short memory that holds every word) as the
    [0, 1] signal the score blends: half at ``_BM25_HALF``."""
    return bm25 / (bm25 + _BM25_HALF) if bm25 > 0 else 0.0


def to_hit(c: Candidate, score: float, terms: list[str]) -> SearchHit:
    """The public form of a ranked candidate."""
    row = c.row
    created = from_ms(row.created)
    updated = from_ms(row.updated)
    assert created is not None and updated is not None
    return SearchHit(
        id=row.id,
        type=row.type,
        title=row.title,
        snippet=c.snippet or snippet(row.content, terms),
        score=round(score, 4),
        path=row.path,
        maturity=row.maturity,
        created=created,
        updated=updated,
        observed_at=from_ms(row.observed_at),
        tags=row.tags,
        source=row.source,
        content=row.content,
        superseded_by=row.superseded_by,
        lines=c.lines,
        agent=row.agent,
        importance=row.importance,
        access_count=row.access_count,
        access_time=from_ms(row.access_time),
        decay_rate=row.decay_rate,
        confidence=row.confidence,
        keywords=row.keywords,
        metadata=_metadata(row.metadata_json),
        # Every signal on the score's [0, 1] scale; BM25's raw strength is kept for debugging
        # and ``hops`` is a count. The score: (base blend of bm25/coverage/semantic + graph +
        # temporal + scope + subject) x (0.9 + 0.2 x importance), at most 1.
        why={
            "bm25": round(keyword_strength(c.bm25), 4),
            "coverage": round(c.coverage, 4),
            "semantic": round(c.semantic, 4),
            "graph": round(c.graph, 4),
            "temporal": round(c.temporal, 4),
            "scope": round(c.scope, 4),
            "subject": round(c.subject, 4),
            "importance": round(c.importance, 4),
            "hops": c.hop,
            "bm25_raw": round(c.bm25, 4),
        },
    )
