"""Recall latency with spreading activation against one hop, at 10K memories, after a dream.

    python benchmarks/activation_latency.py [MEMORIES] [QUERIES]

A home of MEMORIES generated English-word memories (the latency benchmark's corpus) is
embedded with the shipped model (not timed), then dreamed once (timed: the plan, the graph's
edges and the hierarchy of summaries). Every 10th memory is linked by hand to the next one
(``explicit``) so a second hop has paths to walk. QUERIES questions (three words of a random
memory each) are then asked alternately under ``hops = 1`` and ``hops = 2, inhibition = 0.3``
— two Bower objects on the same home, the cache off — and the p50/p95 of each are printed with
their ratio: the issue asks for at most 1.5x.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bowerbird import Bower
from bowerbird.bench.corpus import generate


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(memories: int = 10_000, queries: int = 200) -> None:
    with tempfile.TemporaryDirectory(prefix="bower-activation-") as tmp:
        home = Path(tmp) / "home"
        ids = generate(home / "tree", memories, english=True)
        base: dict[str, dict[str, Any]] = {
            "query": {"track_access": False},
            "sync": {"interval_s": 3600.0},
        }
        with Bower(home, overrides=base) as bower:
            started = time.perf_counter()
            bower.reindex()
            print(
                f"indexed and embedded {memories} memories in {time.perf_counter() - started:.0f} s"
            )
            for first, second in zip(ids[::10], ids[1::10], strict=False):
                bower.link(first, second, type="explicit", weight=0.9, origin="bench")
            started = time.perf_counter()
            report = bower.dream(overrides={"max_change_share": 1.0})
            took = time.perf_counter() - started
            print(f"dream: {took:.1f} s, {len(report.applied)} changes, graph {report.graph}")
            rng = random.Random(7)
            texts = [bower.get(rng.choice(ids)).content.split() for _ in range(queries)]
        questions = [" ".join(rng.sample(words, 3)) for words in texts]
        one = Bower(home, overrides={**base, "query": {"track_access": False, "hops": 1}})
        two = Bower(
            home,
            overrides={**base, "query": {"track_access": False, "hops": 2, "inhibition": 0.3}},
        )
        times: dict[str, list[float]] = {"one hop": [], "activation": []}
        for recall in (one, two):
            recall.query("warm-up question", use_cache=False)
        for question in questions:
            for name, recall in (("one hop", one), ("activation", two)):
                started = time.perf_counter()
                recall.query(question, use_cache=False)
                times[name].append((time.perf_counter() - started) * 1000)
        one.close()
        two.close()
        for name, values in times.items():
            print(
                f"{name}: p50 {statistics.median(values):.1f} ms, "
                f"p95 {_percentile(values, 0.95):.1f} ms"
            )
        ratio = _percentile(times["activation"], 0.95) / _percentile(times["one hop"], 0.95)
        print(f"p95 ratio activation / one hop: {ratio:.2f}")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    main(*args)
