"""`bower bench cognition`: seed 003 §10's validation as a benchmark, on LoCoMo or BEAM.

Each scope (a conversation) is ingested once into its own home; the same questions are then
asked of that home in several states, in one process, so the comparison holds on a noisy
machine:

- before any dream: bowerbird as shipped, and keyword-only (``--fast``) — the seed's
  "no consolidation" and "keyword only" baselines;
- after one ``bower dream``: as shipped (one hop, the hierarchy on), with spreading
  activation (``activation_hops`` hops, lateral inhibition ``activation_inhibition``), with
  the summaries in recall (``[query] summary_weight`` 0.8; a summary's result covers its
  members, the protocol's ``covers``), and without the hierarchy (summaries never shown,
  never descended from);
- beside them the protocol's plain BM25 and dense-only (the shipped embedder, exact cosine)
  baselines — the seed's "vector only".

Per state: RAR (the seed's *retrieval accuracy rate*: a gold memory in the top 5, hit@5),
MRR, R@5, ``sources@5`` (what the first five results cover: 5 unless a merged memory or a
summary covers several) and p95 query latency, overall, per question kind and (BEAM) on
its headline types; for the dreamed home, the graph's density before and after (edges per
memory), the number of summaries per level and the dream's time. Decay calibration needs
forgetting data these sets do not have (no question asks what was forgotten): it is
reported as not measured.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .datasets import Conversation, load
from .recall import _home_factory, _percentile, baselines, ranking, score_question

ACTIVATION = {"hops": 2, "inhibition": 0.3}
NO_HIERARCHY = {"summary_sources": 0, "summary_weight": 0.0}
SUMMARIES = {"summary_weight": 0.8}  # summaries in recall, each covering its members
# (name, dreamed, fast, [query] overrides), in the order they are asked.
STATES: list[tuple[str, bool, bool, dict[str, Any]]] = [
    ("no dream", False, False, {}),
    ("keyword only", False, True, {}),
    ("dream", True, False, {}),
    ("dream + activation", True, False, ACTIVATION),
    ("dream + summaries", True, False, SUMMARIES),
    ("dream, no hierarchy", True, False, NO_HIERARCHY),
]


def _metrics(rows: list[dict[str, float]], kinds: list[str], latencies: list[float],
             headline: tuple[str, ...] | None) -> dict[str, Any]:  # fmt: skip
    def mean(items: list[dict[str, float]], key: str) -> float:
        return round(statistics.fmean(r[key] for r in items), 4) if items else 0.0

    picked = {"RAR": "hit@5", "MRR": "MRR", "R@5": "R@5", "sources@5": "sources@5"}
    out: dict[str, Any] = {name: mean(rows, key) for name, key in picked.items()}
    out["per_kind"] = {
        kind: {
            name: mean([r for r, k in zip(rows, kinds, strict=True) if k == kind], key)
            for name, key in picked.items()
        }
        for kind in sorted(set(kinds))
    }
    if headline:
        chosen = [r for r, k in zip(rows, kinds, strict=True) if k in headline]
        out["headline"] = {name: mean(chosen, key) for name, key in picked.items()}
    out["p95_ms"] = round(_percentile(latencies, 0.95), 2) if latencies else None
    return out


def _ask(store: Any, conv: Conversation, rows: list[dict[str, float]], lat: list[float]) -> None:
    store.search("warm-up question about nothing in particular", k=50)
    for q in conv.questions:
        started = time.perf_counter()
        ranked = ranking(store, q.text, 50)
        lat.append((time.perf_counter() - started) * 1000)
        rows.append(score_question(ranked, q.gold))


def _scope(
    first: Any,
    conv: Conversation,
    rows: dict[str, list[dict[str, float]]],
    lat: dict[str, list[float]],
    graph: list[dict[str, float]],
    levels: Counter[int],
) -> float:
    """Ingest one scope, ask every state; returns the dream's seconds."""
    from .adapter import BowerStore

    for mem_id, text, created, meta in conv.turns:
        first.add(mem_id, text, created, meta)
    first.finalize()
    home = first.bower.home
    external = dict(first._external)
    first.close()
    dream_s = 0.0
    dreamed = False
    for name, dream, fast, overrides in STATES:
        if dream and not dreamed:
            with _opened(BowerStore, home, {}, False, external) as store:
                started = time.perf_counter()
                report = store.bower.dream()
                dream_s = time.perf_counter() - started
                graph.append(report.graph)
                for row in store.bower.browse(folder="summaries", limit=500).memories:
                    memory = store.bower.get(row.id)
                    if memory.source == "summary":
                        levels[int(memory.extra.get("level", 0))] += 1
            dreamed = True
        with _opened(BowerStore, home, overrides, fast, external, dream) as store:
            _ask(store, conv, rows[name], lat[name])
    return dream_s


def run(
    data: Path,
    *,
    dataset: str = "locomo",
    conversations: int | None = None,
    cache: Path | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Every state of ``STATES`` and the two baselines on the same questions."""
    chosen = load(dataset, data)
    convs = chosen.conversations[:conversations]
    kinds = [q.kind for c in convs for q in c.questions]
    rows: dict[str, list[dict[str, float]]] = {name: [] for name, *_ in STATES}
    lat: dict[str, list[float]] = {name: [] for name, *_ in STATES}
    graph: list[dict[str, float]] = []
    levels: Counter[int] = Counter()
    # Homes must outlive a closed store: with no cache they live in one temporary folder.
    with tempfile.TemporaryDirectory(prefix="bower-cognition-") as scratch:
        make = _home_factory(cache or Path(scratch), f"cognition-{dataset}")
        dream_s = 0.0
        for conv in convs:
            dream_s += _scope(make(conv.sample_id), conv, rows, lat, graph, levels)
            if progress:
                progress(f"cognition: {conv.sample_id} done ({len(conv.questions)} questions)")
    measured = baselines(convs, cache, progress)
    systems = {name: _metrics(rows[name], kinds, lat[name], chosen.headline) for name, *_ in STATES}
    for base in measured:
        systems[base.name] = _metrics(base.rows, kinds, base.latencies_ms, chosen.headline)
    return {
        "systems": systems,
        "dream": {
            "seconds": round(dream_s, 1),
            "graph_density_before": _mean(graph, "density_before"),
            "graph_density_after": _mean(graph, "density"),
            "summaries_per_level": dict(sorted(levels.items())),
        },
        "decay_calibration": "not measured: neither dev set says what was forgotten",
        "setup": {
            "dataset": str(data),
            "name": chosen.name,
            "conversations": len(convs),
            "questions": len(kinds),
            "headline": list(chosen.headline) if chosen.headline else "all questions",
            "activation": ACTIVATION,
            "no_hierarchy": NO_HIERARCHY,
            "cache": str(cache) if cache else None,
        },
    }


def _mean(items: list[dict[str, float]], key: str) -> float:
    values = [float(i[key]) for i in items if key in i]
    return round(statistics.fmean(values), 3) if values else 0.0


class _opened:
    """A ``BowerStore`` on an existing home with ``[query]`` overrides, closed on exit."""

    def __init__(
        self,
        kind: Any,
        home: Path,
        overrides: dict[str, Any],
        fast: bool,
        external: dict[str, str],
        dream: bool = False,
    ) -> None:
        self.store = kind(home, overrides={"query": overrides}, fast=fast, dream=dream)
        self.store._external = external

    def __enter__(self) -> Any:
        return self.store

    def __exit__(self, *exc: object) -> None:
        self.store.close()
