"""`bower bench curate`: the write path's latency and throughput, and the 50-note scenario.

In process: one ``curate`` per note on a warm ``Bower`` (offline extractor, default embedder;
each call extracts, embeds, compares with the corpus and writes file + index + audit line).
Whole process: ``bower curate "…"`` from a cold start (model load included). Batch: 1,000
notes from a JSONL file through the full pipeline, and through ``--verbatim``.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import Bower
from . import scenario
from .core import COLD, _process_times
from .corpus import english_vocabulary
from .stats import percentiles

_TEMPLATES = [
    "We decided to use {a} for the {b} service because {c} was too slow.",
    "The {a} job runs every {n} minutes on the {b} cluster.",
    "To restart {a}, run make restart-{b} from the ops repo.",
    "{A} always fails when the {b} cache is cold.",
    "Currently migrating the {a} pipeline to {b}.",
    "The {a} team owns the {b} dashboard and its {c} alerts.",
]


def notes(count: int, seed: int = 3) -> list[str]:
    """Distinct, typed, realistic-looking notes."""
    rng = random.Random(seed)
    words = english_vocabulary(3000, seed=seed)
    out = []
    for i in range(count):
        a, b, c = rng.sample(words, 3)
        text = _TEMPLATES[i % len(_TEMPLATES)].format(
            a=a, A=a.capitalize(), b=b, c=c, n=rng.randint(2, 90)
        )
        out.append(f"{text} (ref {i})")
    return out


def _pcts(samples: list[float]) -> dict[str, float]:
    found = percentiles(samples, (50, 95))
    return {"p50_ms": found["p50"], "p95_ms": found["p95"]}


def run(batch: int = 1000, single: int = 100, runs: int = 5) -> dict[str, Any]:
    """Measure everything in one run (same machine state for all figures)."""
    with tempfile.TemporaryDirectory(prefix="bower-bench-curate-") as tmp:
        root = Path(tmp)
        texts = notes(single + batch)
        with Bower(root / "single") as bower:
            bower.curate("Warm-up note: the model loads here.")
            samples = []
            for text in texts[:single]:
                start = time.perf_counter()
                bower.curate(text)
                samples.append((time.perf_counter() - start) * 1000)
        lines = root / "batch.jsonl"
        lines.write_text("\n".join(json.dumps({"text": t}) for t in texts[single:]) + "\n")
        throughput = {}
        for mode, verbatim in (("full_pipeline", False), ("verbatim", True)):
            with Bower(root / f"batch-{mode}") as bower:
                embedder = bower.embedder
                if embedder is not None:
                    embedder.embed(["load the model outside the timing"])
                start = time.perf_counter()
                summary = bower.curate_batch(lines, verbatim=verbatim)
                took = time.perf_counter() - start
            throughput[mode] = {
                "notes": batch,
                "memories_created": len(summary.created),
                "seconds": round(took, 2),
                "notes_per_s": round(batch / took, 1),
            }
        env = {**os.environ, "BOWERBIRD_HOME": str(root / "process"), **COLD}
        py = sys.executable
        proc = {
            "python -c pass (baseline)": _process_times([py, "-c", "pass"], runs, env),
            "bower curate (model load included)": _process_times(
                [py, "-m", "bowerbird", "curate", "The nightly export runs at 03:00 UTC."],
                runs,
                env,
            ),
        }
    return {
        "in_process_curate": _pcts(samples),
        "batch": throughput,
        "whole_process": proc,
        "scenario_50_notes": {k: v for k, v in scenario.run().items() if k != "misses"},
        "cpus": os.cpu_count(),
    }
