"""Would an exact int8 tier, between the float32 matrix and the HNSW graph, earn its place?
(issue 38: seed 001 §5.3.)

    python benchmarks/int8_tier.py [--home /tmp/corpus100k] [--sizes 100000,1000000]

For each corpus — a real home's MiniLM vectors (``--home``, read from its ``vectors.db``) and
synthetic 384-d vectors of ``bower bench scale`` (``--sizes``) — in one process: the float32
matrix (the exact tier), the same vectors quantised to int8 with a scale per vector, searched
exactly (int32 dot products; and dequantised block by block to float32, the way a BLAS-backed
int8 tier would have to), 200 queries each (corpus vectors plus noise, as ``bench scale``).
Reported: the matrix's memory, the search's p50/p95 and recall@10 against float32 exact. The
graph's figures (memory, p50/p95, recall) are the scale bench's, in BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import time
from pathlib import Path
from typing import Any

import numpy as np

from bowerbird.bench.scale import query_vectors, synthetic_vectors

K = 10
QUERIES = 200
BLOCK = 65_536


def home_vectors(home: Path) -> Any:
    """The whole-text vectors of a home's ``vectors.db`` (one row per memory)."""
    db = sqlite3.connect(f"file:{home / 'vectors.db'}?mode=ro", uri=True)
    rows = db.execute("SELECT dimension, vector FROM vectors WHERE spans IS NULL").fetchall()
    dim = rows[0][0]
    return np.stack([np.frombuffer(v, dtype="<f4", count=dim) for _, v in rows])


def quantise(matrix: Any) -> tuple[Any, Any]:
    """int8 rows with a float32 scale each (symmetric, per vector)."""
    scale = np.abs(matrix).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    return np.round(matrix / scale[:, None]).astype(np.int8), scale.astype(np.float32)


def top(scores: Any) -> set[int]:
    return set(np.argpartition(-scores, K)[:K].tolist())


def timed(search: Any, queries: Any) -> tuple[list[float], list[set[int]]]:
    times, found = [], []
    for q in queries:
        started = time.perf_counter()
        found.append(top(search(q)))
        times.append((time.perf_counter() - started) * 1000)
    return times, found


def measure(name: str, matrix: Any) -> dict[str, Any]:
    matrix = np.ascontiguousarray(matrix, dtype=np.float32)
    queries, _ = query_vectors(matrix, QUERIES)
    queries = np.asarray(queries, dtype=np.float32)
    codes, scale = quantise(matrix)
    q8 = [(np.round(q / (np.abs(q).max() / 127.0))).astype(np.int16) for q in queries]

    def int32_dots(i: int) -> Any:
        return (codes.astype(np.int32) @ q8[i].astype(np.int32)) * scale

    def dequantised(q: Any) -> Any:
        out = np.empty(len(codes), dtype=np.float32)
        for start in range(0, len(codes), BLOCK):
            part = (
                codes[start : start + BLOCK].astype(np.float32) * scale[start : start + BLOCK, None]
            )
            out[start : start + BLOCK] = part @ q
        return out

    exact_t, exact = timed(lambda q: matrix @ q, queries)
    deq_t, deq = timed(dequantised, queries)
    # int32 dot products: the cast is the search's own cost (a real tier keeps no copy).
    int_t, ints = [], []
    for i in range(min(20, QUERIES)):
        started = time.perf_counter()
        ints.append(top(int32_dots(i)))
        int_t.append((time.perf_counter() - started) * 1000)

    def recall(found: list[set[int]]) -> float:
        return round(
            sum(len(f & e) for f, e in zip(found, exact, strict=False)) / (K * len(found)), 4
        )

    def p(times: list[float]) -> str:
        cut = sorted(times)[int(0.95 * (len(times) - 1))]
        return f"{statistics.median(times):.1f} / {cut:.1f}"

    return {
        "corpus": name,
        "vectors": len(matrix),
        "float32_mb": round(matrix.nbytes / 2**20, 1),
        "int8_mb": round((codes.nbytes + scale.nbytes) / 2**20, 1),
        "float32_ms": p(exact_t),
        "int8_dequantised_ms": p(deq_t),
        "int8_int32_ms": p(int_t),
        "int8_recall@10": recall(deq),
        "int8_int32_recall@10": recall(ints),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, default=None)
    parser.add_argument("--sizes", default="100000,1000000")
    args = parser.parse_args()
    out = []
    if args.home is not None:
        out.append(measure(f"{args.home} (MiniLM)", home_vectors(args.home)))
    for size in (int(s) for s in args.sizes.split(",") if s):
        out.append(measure(f"synthetic {size:,}", synthetic_vectors(size)))
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
