"""In-process query time on a big home, by the shape of the question.

    python benchmarks/query_shapes.py HOME [--per-shape 20] [--seed 3]

HOME must hold an embedded corpus (`bower bench latency --corpus-size 100000 --corpus-home
/tmp/corpus100k` builds one). Questions are drawn from the corpus's own vocabulary in eight
shapes — bare words, and the broad questions that name a kind ("what decisions did we make
about …?", "recurring problems with …") or guess tags ("what do I know about …?") — and each
is answered with the cached tiers off, so every answer is a fresh ranking. A median hides
what one shape costs: the shapes are reported apart, with the percentiles of them all.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path

from bowerbird import Bower, load_settings
from bowerbird.bench.corpus import english_vocabulary

SHAPES = (
    "{a} {b} {c}",
    "{a}",
    "how do I {a} the {b}",
    "when did we {a} {b}?",
    "everything about {a} and {b}",
    "what do I know about {a}?",
    "what decisions did we make about {a} {b}?",
    "recurring problems with {a}",
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("home", type=Path)
    parser.add_argument("--per-shape", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    os.environ["BOWERBIRD_SERVE_RESIDENT"] = "off"  # this process answers, not a resident
    words = english_vocabulary(5000, seed=42)
    rng = random.Random(args.seed)
    bower = Bower(settings=load_settings(args.home))
    for text in ("warm up", "the model and the index", "what decisions warm up?"):
        bower.query(text, use_cache=False)  # first calls load the model and the graph
    times: dict[str, list[float]] = {shape: [] for shape in SHAPES}
    for i in range(args.per_shape * len(SHAPES)):
        shape = SHAPES[i % len(SHAPES)]
        text = shape.format(a=rng.choice(words), b=rng.choice(words), c=rng.choice(words))
        start = time.perf_counter()
        bower.query(text, use_cache=False)
        times[shape].append((time.perf_counter() - start) * 1000)
    every = sorted(t for shape_times in times.values() for t in shape_times)

    def at(share: float) -> float:
        return every[min(len(every) - 1, int(share * len(every)))]

    print(f"{len(every)} questions: p50 {at(0.5):.1f}  p90 {at(0.9):.1f}  p99 {at(0.99):.1f} ms")
    print("| shape | median ms | max ms |\n|---|---|---|")
    for shape, shape_times in times.items():
        print(f"| `{shape}` | {statistics.median(shape_times):.1f} | {max(shape_times):.1f} |")
    bower.close()


if __name__ == "__main__":
    main()
