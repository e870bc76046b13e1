"""`bower bench embed`: load time, single-query latency and batch throughput of the embedder."""

from __future__ import annotations

import statistics
import time
from typing import Any

from ..services.embed import default_embedder


def run(batch_texts: int = 512, queries: int = 50) -> dict[str, Any]:
    """Measure the default embedder on this machine (no network, files already installed)."""
    embedder = default_embedder()
    start = time.perf_counter()
    embedder.load()
    load_s = time.perf_counter() - start
    embedder.embed(["warm-up"])
    single = []
    for i in range(queries):
        t = time.perf_counter()
        embedder.embed([f"what did we decide about the deployment pipeline {i}?"])
        single.append((time.perf_counter() - t) * 1000)
    texts = [
        f"Note {i}: the service team {i % 17} moved the job runner to queue {i % 5} "
        "because retries were piling up during the nightly batch window."
        for i in range(batch_texts)
    ]
    t = time.perf_counter()
    embedder.embed(texts)
    batch_s = time.perf_counter() - t
    single.sort()
    return {
        "model": embedder.fingerprint,
        "load_s": round(load_s, 3),
        "query_p50_ms": round(statistics.median(single), 2),
        "query_p95_ms": round(single[int(len(single) * 0.95) - 1], 2),
        "batch_texts": batch_texts,
        "batch_sentences_per_s": round(batch_texts / batch_s, 1),
    }
