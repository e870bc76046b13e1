"""`bower bench core`: reindex throughput and whole-process start-up/status/query times.

Everything is measured in one run, next to a baseline taken alongside (an empty interpreter),
so that the numbers can be compared across noisy, shared machines as ratios.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import Bower
from .corpus import generate, vocabulary

# Whole processes measured doing their own work: no resident runs the command for them and
# none is started by them (`bench resident` measures the resident).
COLD = {"BOWERBIRD_SERVE_RESIDENT": "off"}


def _timed(fn: Callable[[], Any]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _process_times(cmd: list[str], runs: int, env: dict[str, str]) -> dict[str, float]:
    """Median and max wall time (ms) of running ``cmd`` as a fresh process ``runs`` times."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, env=env, capture_output=True, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    return {"median_ms": round(statistics.median(samples), 1), "max_ms": round(max(samples), 1)}


BASELINE = "python -c pass (baseline)"


def add_ratios(proc: dict[str, dict[str, float]]) -> None:
    """Each timing as a multiple of the empty interpreter measured alongside (``BASELINE``)."""
    base = proc[BASELINE]["median_ms"]
    for item in proc.values():
        item["x_baseline"] = round(item["median_ms"] / base, 1) if base else 0.0


def _rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0  # pragma: no cover - non-Linux


def run(corpus_size: int, runs: int = 7, workdir: Path | None = None) -> dict[str, Any]:
    """Generate ``corpus_size`` memories, reindex them, and time whole-process commands."""
    with tempfile.TemporaryDirectory(prefix="bower-bench-", dir=workdir) as tmp:
        home = Path(tmp) / "home"
        gen_s = _timed(lambda: generate(home / "tree", corpus_size))
        # Keyword index only: embedding speed is `bench embed`'s and `bench latency`'s subject.
        plain = {"embed": {"provider": "none"}}
        with Bower(home, overrides=plain) as bower:
            reindex_s = _timed(bower.reindex)
            status_ms = [_timed(bower.status) * 1000 for _ in range(runs)]
            words = vocabulary(5000)
            queries = [f"{words[i]} {words[i * 7 + 3]} {words[i * 13 + 11]}" for i in range(50)]
            query_ms = [_timed(lambda q=q: bower.query(q)) * 1000 for q in queries]  # type: ignore[misc]
            memories = bower.status().counts.memories
        second_s = _timed(lambda: Bower(home, overrides=plain).reindex())
        env = {
            **os.environ,
            "BOWERBIRD_HOME": str(home),
            "BOWERBIRD_EMBED_PROVIDER": "none",
            **COLD,
        }
        py = sys.executable
        proc = {
            "python -c pass (baseline)": _process_times([py, "-c", "pass"], runs, env),
            "import bowerbird.cli": _process_times([py, "-c", "import bowerbird.cli"], runs, env),
            "bower version": _process_times([py, "-m", "bowerbird", "version"], runs, env),
            "bower status": _process_times([py, "-m", "bowerbird", "status"], runs, env),
            "bower query": _process_times([py, "-m", "bowerbird", "query", queries[0]], runs, env),
        }
    add_ratios(proc)
    return {
        "corpus_size": corpus_size,
        "memories_indexed": memories,
        "generate_s": round(gen_s, 2),
        "reindex_s": round(reindex_s, 2),
        "reindex_files_per_s": round(corpus_size / reindex_s),
        "reindex_again_s": round(second_s, 2),
        "in_process": {
            "status_median_ms": round(statistics.median(status_ms), 2),
            "query_p50_ms": round(statistics.median(query_ms), 2),
            "query_p95_ms": round(sorted(query_ms)[int(len(query_ms) * 0.95) - 1], 2),
        },
        "whole_process": proc,
        "peak_rss_mb": round(_rss_mb(), 1),
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
    }
