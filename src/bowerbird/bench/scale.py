"""`bower bench scale`: the scale curve — tier-3 latency, memory, disk and recall from 10K to
1M memories, exact search against the HNSW graph.

Each size gets a synthetic home: memory rows written straight into a real index (SQLite, or
Postgres with ``[index] url``) — no markdown files, which would only time the file system —
with synthetic vectors: unit vectors mixing 64 latent topics (heavy-tailed weights) plus
noise, so they have the neighbourhood structure of text embeddings rather than the
uniformity of Gaussian noise (the hard, unrealistic case for a graph). A query is a stored
vector moved off by noise, asked with three words of the same memory, through the whole
fresh tier-3 path (BM25 + vectors + graph step + fusion; caches off).

Every measurement runs in its own child process, so its peak RSS is its own: ``exact`` (the
float32 matrix), ``build`` (the graph built from the matrix and saved), ``graph`` (a later
process loading the saved graph; on a Postgres home with pgvector, ``build`` creates the
database's HNSW index and ``graph`` searches it). Recall@10 of the vector search is against
exact cosine computed by the parent over the same vectors.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

DIMENSION = 384
TOPICS = 64
QUERIES = 200  # vector searches (and recall) per size
TIER3 = 50  # whole tier-3 queries per size
WRITES = 20
WRITE_BUDGET_S = 60.0
BLOCK = 5_000
_FINGERPRINT = f"synthetic:latent-topics:{DIMENSION}"


def synthetic_vectors(count: int, seed: int = 5) -> Any:
    """The deterministic synthetic corpus's first ``count`` rows (unit float32), made in
    blocks of ``BLOCK`` rows so the intermediate arrays stay small at 1M."""
    import numpy as np

    basis = np.random.default_rng(seed).standard_normal((TOPICS, DIMENSION)).astype(np.float32)
    parts = []
    for block in range(0, count, BLOCK):
        size = min(BLOCK, count - block)
        rng = np.random.default_rng([seed, block])
        mix = rng.standard_normal((size, TOPICS)).astype(np.float32) ** 3
        rows = mix @ basis + 0.3 * rng.standard_normal((size, DIMENSION)).astype(np.float32)
        parts.append(rows / np.linalg.norm(rows, axis=1, keepdims=True))
    return np.ascontiguousarray(np.concatenate(parts), dtype=np.float32)


def query_vectors(vectors: Any, count: int, seed: int = 11) -> tuple[Any, Any]:
    """``count`` queries: stored vectors moved off by noise, and which memory each came from."""
    import numpy as np

    rng = np.random.default_rng(seed)
    targets = rng.choice(len(vectors), size=count, replace=False)
    noisy = vectors[targets] + 0.04 * rng.standard_normal((count, DIMENSION)).astype(np.float32)
    return (noisy / np.linalg.norm(noisy, axis=1, keepdims=True)).astype(np.float32), targets


def build_home(home: Path, count: int, say: Callable[[str], None]) -> None:
    """Write ``count`` synthetic memories and their vectors into ``home``'s index (once)."""
    from ..bower.probes import write_synthetic
    from .corpus import memories

    marker = home / "scale.json"
    if marker.exists() and json.loads(marker.read_text())["count"] == count:
        return
    written = write_synthetic(home, memories(count), synthetic_vectors(count), _FINGERPRINT)
    say(f"  {written:,} memories written")
    marker.write_text(json.dumps({"count": count}))


def run(
    sizes: list[int],
    directory: Path,
    say: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """The scale curve over ``sizes``; homes are kept in ``directory`` for later runs."""
    import numpy as np

    from ..bower.probes import drop_graph

    results = []
    for size in sizes:
        home = directory / f"n{size}"
        home.mkdir(parents=True, exist_ok=True)
        say(f"{size:,} memories: building the home (once)…")
        started = time.perf_counter()
        build_home(home, size, say)
        built_s = time.perf_counter() - started
        vectors = synthetic_vectors(size)
        queries, targets = query_vectors(vectors, QUERIES)
        truth = [np.argsort(-(vectors @ q))[:10].tolist() for q in queries]
        del vectors
        np.save(home / "queries.npy", queries)
        np.save(home / "targets.npy", targets)
        row: dict[str, Any] = {"memories": size, "home_build_s": round(built_s, 1)}
        drop_graph(home)
        for mode in ("exact", "build", "graph"):
            say(f"  {mode}…")
            row[mode] = _child(home, mode)
        keys = _keys(home)
        for mode in ("exact", "graph"):
            found = row[mode].pop("top10")
            hits = [
                len({keys[i] for i in want} & set(got)) / 10
                for want, got in zip(truth, found, strict=True)
            ]
            row[mode]["recall_at_10"] = round(float(np.mean(hits)), 4)
        row["disk_mb"] = _disk(home)
        results.append(row)
    return {"dimension": DIMENSION, "queries": QUERIES, "sizes": results}


def _keys(home: Path) -> list[int]:
    """Index keys in corpus order (memories were written in order: keys ascend with it)."""
    from ..bower.probes import SearchProbe

    probe = SearchProbe(home, _FINGERPRINT, DIMENSION, threshold=0)
    try:
        return probe.keys()
    finally:
        probe.close()


def _disk(home: Path) -> dict[str, float]:
    from ..bower.probes import graph_bytes

    def size(path: Path) -> float:
        return path.stat().st_size / 1e6 if path.exists() else 0.0

    return {
        "index_db": round(size(home / "index.db"), 1),
        "vectors_db": round(size(home / "vectors.db"), 1),
        "hnsw": round(graph_bytes(home) / 1e6, 1),
    }


def _child(home: Path, mode: str) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "bowerbird.bench.scale", str(home), mode]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, env=os.environ)
    if done.returncode != 0:
        raise RuntimeError(f"scale child {mode} failed: {done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _percentiles(samples: list[float]) -> dict[str, float]:
    import numpy as np

    return {
        "p50_ms": round(float(np.percentile(samples, 50)), 2),
        "p95_ms": round(float(np.percentile(samples, 95)), 2),
    }


def child(home: Path, mode: str) -> dict[str, Any]:
    """One measurement in this process (``exact``, ``build`` or ``graph``)."""
    import numpy as np

    from ..bower.probes import SearchProbe
    from .corpus import memories

    probe = SearchProbe(home, _FINGERPRINT, DIMENSION, threshold=0 if mode == "exact" else 1)
    try:
        out: dict[str, Any] = {"load_s": round(probe.refresh(), 2)}
        peaks = {"load": _peak_mb()}
        if mode == "build":
            out["rss_mb"] = _peak_mb()
            return out
        queries = np.load(home / "queries.npy")
        # The vector tier alone: top 100, and 50 more candidates scored as fusion asks.
        vector_ms, top10 = [], []
        for q in queries:
            t = time.perf_counter()
            ranked = probe.vector_search(q, 100, 50)
            vector_ms.append((time.perf_counter() - t) * 1000)
            top10.append(ranked[:10])
        peaks["vector"] = _peak_mb()
        # The whole fresh tier 3, asked with the three rarest words of the memory the query
        # vector came from, as a user names what sets a memory apart (its commonest words
        # are in most of a synthetic corpus).
        keys = probe.keys()
        targets = np.load(home / "targets.npy")[:TIER3].tolist()
        tier3_ms = []
        for i, target in enumerate(targets):
            text = _distinctive(probe, probe.content(keys[target]))
            t = time.perf_counter()
            probe.query(text, queries[i])
            tier3_ms.append((time.perf_counter() - t) * 1000)
        peaks["tier3"] = _peak_mb()
        # Write one memory, then search: what a write costs the next search.
        write_ms: list[float] = []
        started = time.perf_counter()
        for i, vector in enumerate(np.asarray(queries[:WRITES])):
            if write_ms and time.perf_counter() - started > WRITE_BUDGET_S:
                break  # exact search at 1M: ~20 s a write; a few are enough to say so
            memory = next(iter(memories(1, seed=9000 + i)))
            memory.id = f"scale-write-{i}-{os.getpid()}"
            memory.path = f"facts/{memory.id}.md"
            probe.write(memory, vector)
            t = time.perf_counter()
            probe.refresh()
            probe.vector_search(vector, 100, 0)
            write_ms.append((time.perf_counter() - t) * 1000)
        out.update(
            vector=_percentiles(vector_ms),
            tier3=_percentiles(tier3_ms),
            write_then_query={**_percentiles(write_ms), "writes": len(write_ms)},
            rss_mb=_peak_mb(),
            peak_mb_after=peaks,
            top10=top10,
        )
        return out
    finally:
        probe.close()


def _distinctive(probe: Any, content: str) -> str:
    from ..services.text import query_terms

    words = sorted(set(query_terms(content)), key=probe.document_frequency)
    return " ".join(words[:3])


def _peak_mb() -> float:
    """This process's peak RSS. Linux's ``ru_maxrss`` keeps the forked parent's peak across
    ``exec`` (a parent holding the corpus's vectors made every child look 3 GB), so the
    memory map's own high-water mark is read where there is one."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


if __name__ == "__main__":  # the child of ``_child``
    print(json.dumps(child(Path(sys.argv[1]), sys.argv[2])))
