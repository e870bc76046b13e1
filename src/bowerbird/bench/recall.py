"""`bower bench recall`: the retrieval protocol of ``../shared/bench/PROTOCOL.md``.

For each scope (a LoCoMo conversation, a BEAM chat) a fresh store gets every memory in order,
then each question with gold ids is searched with k=50. Bowerbird and two baselines — plain
BM25 and the shipped embedder alone (``baselines.py``) — run in the same process on the same
questions, so the comparison holds on a noisy machine. Per question kind the report gives
every metric, the headline (LoCoMo: all questions; BEAM: the five headline types), deltas
against each baseline, a paired sign test on hit@5 and a bootstrap interval on the R@5
difference. Ingest speed is compared with the raw embedder on the same texts, in the same run.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from .baselines import Bm25Baseline, DenseBaseline, VectorCache
from .datasets import Conversation, Dataset, load, load_locomo

__all__ = ["Bm25Baseline", "evaluate", "load_locomo", "ranking", "run", "score_question"]

KS = (1, 3, 5, 10, 20, 50)
BASELINES = ("bm25", "dense")


class Retriever(Protocol):
    def add(self, mem_id: str, text: str, created_at: Any, meta: dict[str, Any]) -> None: ...
    def finalize(self) -> None: ...
    def search(self, query: str, k: int = 10, query_time: Any = None) -> list[str]: ...
    def close(self) -> None: ...


@runtime_checkable
class Abstaining(Protocol):
    """A store whose answers can say "nothing clearly relevant" (the adapter's)."""

    def answer(
        self, query: str, k: int = 10, query_time: Any = None
    ) -> tuple[list[list[str]], bool]: ...
    def context_used(self, query: str, query_time: Any = None) -> bool: ...
    def weak_under(self, settings: Sequence[dict[str, float]]) -> list[bool]: ...


# The settings of ``relevance.grade_answer`` the trade table lays side by side, the shipped default
# first; ``asked_below`` 0 turns the asked-words rule off (the marks before issue 61),
# ``unheard_below`` 0 the unheard-words rule.
TRADES: tuple[dict[str, float], ...] = (
    {"asked_below": 0.6, "asked_share": 0.34, "weak_unless_apart": 0.3, "unheard_below": 0.55},
    {"asked_below": 0.0, "unheard_below": 0.0},
    {"unheard_below": 0.0},
    {"unheard_below": 0.5},
    {"unheard_below": 0.6},
    {"asked_below": 0.5, "asked_share": 0.34, "weak_unless_apart": 0.3},
    {"asked_below": 0.7, "asked_share": 0.34, "weak_unless_apart": 0.3},
    {"asked_below": 0.6, "asked_share": 0.2, "weak_unless_apart": 0.3},
    {"asked_below": 0.6, "asked_share": 0.5, "weak_unless_apart": 0.3},
    {"asked_below": 0.6, "asked_share": 0.34, "weak_unless_apart": 0.2},
    {"asked_below": 0.6, "asked_share": 0.34, "weak_unless_apart": 1.0},
)


# ---------------------------------------------------------------- scoring


Ranking = Sequence[str | Sequence[str]]


def score_question(ranked: Ranking, gold: list[str]) -> dict[str, float]:
    """recall@k, hit@k, all@k, MRR and NDCG@10 of one ranking.

    A result is one id, or the ids one derived result covers (the protocol's ``covers``: a
    merged memory's sources, a summary's members): it takes one slot and covers them all.
    ``sources@5`` is how many ids the first five results cover, so a reader can see what a
    covering result costs (five plain results cover five)."""
    wanted = set(gold)
    results = [[r] if isinstance(r, str) else list(r) for r in ranked]
    out: dict[str, float] = {}
    for k in KS:
        found = wanted & _covered(results[:k])
        out[f"R@{k}"] = len(found) / len(wanted)
        out[f"hit@{k}"] = float(bool(found))
        out[f"all@{k}"] = float(found == wanted)
    first = next((i for i, r in enumerate(results[:50]) if wanted & set(r)), None)
    out["MRR"] = 0.0 if first is None else 1.0 / (first + 1)
    dcg = sum(1 / math.log2(i + 2) for i, r in enumerate(results[:10]) if wanted & set(r))
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(wanted), 10)))
    out["NDCG@10"] = dcg / ideal
    out["sources@5"] = float(len(_covered(results[:5])))
    return out


def _covered(results: list[list[str]]) -> set[str]:
    return {i for r in results for i in r}


def ranking(store: Retriever, query: str, k: int) -> Ranking:
    """What ``store`` returns for ``query``: its covering results when it can tell them
    (``results``), else its flat ids, one per slot."""
    results = getattr(store, "results", None)
    return results(query, k) if callable(results) else store.search(query, k)


def _mean(items: list[dict[str, float]]) -> dict[str, float]:
    keys = list(items[0]) if items else []
    return {k: round(statistics.fmean(r[k] for r in items), 4) for k in keys} if items else {}


def summarise(
    rows: list[dict[str, float]], kinds: list[str], headline: tuple[str, ...] | None = None
) -> dict[str, Any]:
    """Micro mean, mean per kind, macro mean over kinds, and the headline subset's mean."""
    per = {
        k: _mean([r for r, rk in zip(rows, kinds, strict=True) if rk == k])
        for k in sorted(set(kinds))
    }
    keys = list(rows[0]) if rows else []
    macro = {k: round(statistics.fmean(p[k] for p in per.values()), 4) for k in keys}
    out: dict[str, Any] = {
        "overall": _mean(rows),
        "per_category": per,
        "macro": macro,
        "questions": Counter(kinds),
    }
    if headline is not None:
        out["headline"] = _mean([r for r, k in zip(rows, kinds, strict=True) if k in headline])
    return out


def sign_test(a: list[float], b: list[float]) -> dict[str, float]:
    """Two-sided exact sign test on paired 0/1 outcomes (McNemar's exact form)."""
    wins = sum(1 for x, y in zip(a, b, strict=True) if x > y)
    losses = sum(1 for x, y in zip(a, b, strict=True) if x < y)
    n = wins + losses
    if n == 0:
        return {"wins": 0, "losses": 0, "p_value": 1.0}
    tail = sum(math.comb(n, i) for i in range(0, min(wins, losses) + 1)) / 2**n
    return {"wins": wins, "losses": losses, "p_value": min(1.0, 2 * tail)}


def bootstrap_diff(a: list[float], b: list[float], runs: int = 2000) -> dict[str, float]:
    """Mean of a-b over questions with a 95% bootstrap interval (seeded: reproducible)."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    if not diffs:
        return {"mean": 0.0, "ci95_low": 0.0, "ci95_high": 0.0}
    rng = random.Random(7)
    n = len(diffs)
    means = sorted(statistics.fmean(rng.choices(diffs, k=n)) for _ in range(runs))
    return {
        "mean": round(statistics.fmean(diffs), 4),
        "ci95_low": round(means[int(runs * 0.025)], 4),
        "ci95_high": round(means[int(runs * 0.975) - 1], 4),
    }


# ---------------------------------------------------------------- running


@dataclass
class SystemRun:
    name: str
    rows: list[dict[str, float]] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    ingest_s: float = 0.0
    memories: int = 0
    # The abstention benchmark (stores that mark weak answers): per answerable question
    # whether its answer said "nothing clearly relevant"; per question nothing in the scope
    # answers, whether it said so, and whether ``bower context`` still gave a memory.
    weak_answerable: list[bool] = field(default_factory=list)
    weak_unanswerable: list[bool] = field(default_factory=list)
    context_unanswerable: list[bool] = field(default_factory=list)
    # The foreign questions with their people renamed to this scope's (LoCoMo).
    weak_renamed: list[bool] = field(default_factory=list)
    # The same answers graded under each of ``TRADES``: per kind ("answerable", "renamed",
    # "unanswerable"), one list of verdicts per question.
    graded: dict[str, list[list[bool]]] = field(default_factory=dict)


def evaluate(
    name: str,
    factory: Callable[[str], Retriever],
    conversations: list[Conversation],
    progress: Callable[[str], None] | None = None,
) -> SystemRun:
    """Ingest each conversation into a fresh store (``factory(scope name)``) and search
    every question (k=50)."""
    result = SystemRun(name)
    for conv in conversations:
        store = factory(conv.sample_id)
        try:
            started = time.perf_counter()
            for mem_id, text, created, meta in conv.turns:
                store.add(mem_id, text, created, meta)
            store.finalize()
            result.ingest_s += time.perf_counter() - started
            result.memories += len(conv.turns)
            store.search("warm-up question about nothing in particular", k=50)
            marks = store if isinstance(store, Abstaining) else None
            for q in conv.questions:
                t = time.perf_counter()
                ranked: Ranking
                if marks is not None:
                    ranked, weak = marks.answer(q.text, 50)
                    result.weak_answerable.append(weak)
                else:
                    ranked = ranking(store, q.text, 50)
                result.latencies_ms.append((time.perf_counter() - t) * 1000)
                if marks is not None:  # graded under other settings outside the clock
                    result.graded.setdefault("answerable", []).append(marks.weak_under(TRADES))
                result.rows.append(score_question(ranked, q.gold))
            for text in conv.unanswerable:
                if marks is not None:
                    result.weak_unanswerable.append(marks.answer(text, 50)[1])
                    result.graded.setdefault("unanswerable", []).append(marks.weak_under(TRADES))
                    result.context_unanswerable.append(marks.context_used(text))
            for text in conv.renamed:
                if marks is not None:
                    result.weak_renamed.append(marks.answer(text, 50)[1])
                    result.graded.setdefault("renamed", []).append(marks.weak_under(TRADES))
        finally:
            store.close()
        if progress:
            progress(f"{name}: {conv.sample_id} done ({len(conv.questions)} questions)")
    return result


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def _compare(
    a: SystemRun, b: SystemRun, kinds: list[str], headline: tuple[str, ...] | None
) -> dict[str, Any]:
    """Paired comparison of two systems on the headline questions, and R@5 deltas per kind."""
    chosen = [i for i, k in enumerate(kinds) if headline is None or k in headline]
    per_kind = {}
    for kind in sorted(set(kinds)):
        idx = [i for i, k in enumerate(kinds) if k == kind]
        diff = statistics.fmean(a.rows[i]["R@5"] - b.rows[i]["R@5"] for i in idx)
        per_kind[kind] = round(diff, 4)
    return {
        "hit@5_sign_test": sign_test(
            [a.rows[i]["hit@5"] for i in chosen], [b.rows[i]["hit@5"] for i in chosen]
        ),
        "R@5_difference": bootstrap_diff(
            [a.rows[i]["R@5"] for i in chosen], [b.rows[i]["R@5"] for i in chosen]
        ),
        "R@5_delta_per_category": per_kind,
    }


def report(
    runs: list[SystemRun], kinds: list[str], headline: tuple[str, ...] | None = None
) -> dict[str, Any]:
    """Every system's summary, and each bowerbird run compared with each baseline."""
    systems = {}
    for r in runs:
        systems[r.name] = {
            **summarise(r.rows, kinds, headline),
            "latency_ms": {
                "p50": round(_percentile(r.latencies_ms, 0.5), 2),
                "p95": round(_percentile(r.latencies_ms, 0.95), 2),
            },
            "ingest_per_s": round(r.memories / r.ingest_s, 1) if r.ingest_s else None,
        }
        if r.weak_answerable:
            systems[r.name]["abstention"] = abstention(r)
    comparisons = {}
    bases = [r for r in runs if r.name in BASELINES]
    for r in runs:
        if r in bases:
            continue
        for base in bases:
            comparisons[f"{r.name} vs {base.name}"] = _compare(r, base, kinds, headline)
    return {"systems": systems, "comparisons": comparisons}


def abstention(r: SystemRun) -> dict[str, Any]:
    """How often an answer says "nothing clearly relevant": on questions nothing in the
    scope answers (the more the better), on answerable ones (each a right answer an agent
    is told to ignore), and how often ``bower context`` still puts a memory in the prompt
    for an unanswerable one."""

    def share(flags: list[bool]) -> float | None:
        return round(sum(flags) / len(flags), 4) if flags else None

    return {
        "unanswerable": len(r.weak_unanswerable),
        "unanswerable_weak": share(r.weak_unanswerable),
        "unanswerable_context_given": share(r.context_unanswerable),
        # The trade to read: renamed foreign questions marked (the more the better) beside
        # answerable ones marked (each a right answer an agent is told to ignore).
        "renamed": len(r.weak_renamed),
        "renamed_weak": share(r.weak_renamed),
        "answerable": len(r.weak_answerable),
        "answerable_weak": share(r.weak_answerable),
        # One line per setting of the marks, the shipped default first: the trade to choose by.
        "trade": [
            {
                "setting": setting,
                **{
                    f"{kind}_weak": share([verdicts[i] for verdicts in r.graded[kind]])
                    for kind in ("renamed", "unanswerable", "answerable")
                    if r.graded.get(kind)
                },
            }
            for i, setting in enumerate(TRADES)
        ],
    }


def ingest_ratio(dataset: Dataset, sample: int) -> dict[str, Any]:
    """Ingest throughput against the raw embedder on the same texts, measured back to back:
    the first ``sample`` memories of the first scope ingested into a fresh home, then exactly
    the texts it embedded (chunked as it chunks them) given to the embedder in one call. The
    model is loaded before either clock starts."""
    from ..services.embed.chunks import encode
    from ..services.text import embedding_text
    from .adapter import BowerStore

    turns = dataset.conversations[0].turns[:sample]
    store = BowerStore()
    try:
        embedder = store.bower.embedder
        if embedder is None:
            return {"skipped": "no embedder configured"}
        embedder.embed(["warm-up"])
        started = time.perf_counter()
        for mem_id, text, created, meta in turns:
            store.add(mem_id, text, created, meta)
        store.finalize()
        ingest_s = time.perf_counter() - started
        memories = [store.bower.get(memory_id) for memory_id in store.ids()]
        texts = [embedding_text(m.title, m.content) for m in memories if m is not None]
        started = time.perf_counter()
        encode(embedder, texts)
        raw_s = time.perf_counter() - started
    finally:
        store.close()
    return {
        "memories": len(turns),
        "raw_embedder_per_s": round(len(turns) / raw_s, 1),
        "ingest_per_s": round(len(turns) / ingest_s, 1),
        "ratio": round(raw_s / ingest_s, 3),
    }


def _home_factory(cache: Path | None, dataset: str, **options: Any) -> Callable[[str], Any]:
    """Fresh BowerStores; with ``cache``, each scope's home lives there and keeps only its
    ``vectors.db`` (keyed by text hash) between runs, so a rerun costs no model call."""
    from .adapter import BowerStore

    def make(scope: str) -> Any:
        if cache is None:
            return BowerStore(**options)
        home = cache / dataset / scope
        if home.exists():
            for item in home.iterdir():
                if item.name != "vectors.db":
                    if item.is_dir():
                        shutil.rmtree(item)
                    else:
                        item.unlink()
        home.mkdir(parents=True, exist_ok=True)
        return BowerStore(home, **options)

    return make


def baselines(
    convs: list[Conversation], cache: Path | None, progress: Callable[[str], None] | None
) -> list[SystemRun]:
    """Plain BM25 and the shipped embedder alone on the same questions (``BASELINES``)."""
    from ..services.embed import default_embedder

    runs = [evaluate("bm25", lambda scope: Bm25Baseline(), convs, progress)]
    vectors = VectorCache(cache / "dense-baseline.npz" if cache else None)
    embedder = default_embedder()
    try:
        runs.append(
            evaluate("dense", lambda scope: DenseBaseline(embedder, vectors), convs, progress)
        )
    finally:
        vectors.close()
    return runs


def run(
    data: Path,
    *,
    dataset: str = "locomo",
    conversations: int | None = None,
    fast_too: bool = False,
    with_dream: bool = False,
    cache: Path | None = None,
    ingest_sample: int = 300,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The whole protocol: bowerbird (optionally also keyword-only, and after a dream)
    against BM25 and dense-only search, and ingest against the raw embedder."""
    chosen = load(dataset, data)
    chosen.conversations = chosen.conversations[:conversations]
    convs = chosen.conversations
    kinds = [q.kind for c in convs for q in c.questions]
    runs = [evaluate("bowerbird", _home_factory(cache, dataset), convs, progress)]
    if fast_too:
        factory = _home_factory(cache, dataset, fast=True)
        runs.append(evaluate("bowerbird --fast", factory, convs, progress))
    if with_dream:
        factory = _home_factory(cache, dataset, dream=True)
        runs.append(evaluate("bowerbird after dream", factory, convs, progress))
    runs += baselines(convs, cache, progress)
    out = report(runs, kinds, chosen.headline)
    if ingest_sample > 0:
        if progress:
            progress(f"ingest against the raw embedder: {ingest_sample} memories")
        out["ingest"] = ingest_ratio(chosen, ingest_sample)
    out["setup"] = {
        "dataset": str(data),
        "name": chosen.name,
        "conversations": len(convs),
        "questions": len(kinds),
        "headline": list(chosen.headline) if chosen.headline else "all questions",
        "memories": runs[0].memories,
        "cache": str(cache) if cache else None,
        "cores": os.cpu_count(),
        "threads": "onnxruntime default; one client thread",
    }
    return out
