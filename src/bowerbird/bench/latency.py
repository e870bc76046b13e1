"""`bower bench latency`: how long each query tier takes at a given corpus size.

A synthetic corpus (``corpus.generate``) is indexed and embedded with the configured default
model, then the same query set runs through each tier in process (warm), and ``bower query``
runs as a whole process (cold: interpreter, imports, index open, model load). Memory is the
peak resident size. Word content is synthetic, so these numbers say nothing about quality.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import Bower, UsageError
from .core import COLD, _process_times, _rss_mb, add_ratios
from .corpus import english_vocabulary, generate
from .stats import percentiles


def _percentiles(samples: list[float]) -> dict[str, float]:
    found = percentiles(samples, (50, 95))
    return {"p50_ms": found["p50"], "p95_ms": found["p95"]}


def _measure(fn: Callable[[str], Any], queries: list[str]) -> tuple[dict[str, float], list[int]]:
    samples, tiers = [], []
    for q in queries:
        start = time.perf_counter()
        result = fn(q)
        samples.append((time.perf_counter() - start) * 1000)
        tiers.append(result.tier)
    return _percentiles(samples), tiers


def run(
    corpus_size: int,
    queries: int = 100,
    runs: int = 5,
    home: Path | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Build a corpus of ``corpus_size`` memories and time every tier on it.

    With ``home``, the corpus is built there once and reused by later runs (building 100K
    memories takes minutes); otherwise in a temporary directory.
    """
    if home is not None:
        return _run(Path(home), corpus_size, queries, runs, progress)
    with tempfile.TemporaryDirectory(prefix="bower-latency-", ignore_cleanup_errors=True) as tmp:
        return _run(Path(tmp) / "home", corpus_size, queries, runs, progress)


def _run(
    home: Path,
    corpus_size: int,
    queries: int,
    runs: int,
    progress: Callable[[str], None] | None,
) -> dict[str, Any]:
    say = progress or (lambda message: None)
    words = english_vocabulary(5000, seed=42)
    qs = [f"{words[i * 3 + 1]} {words[i * 7 + 3]} {words[i * 13 + 11]}" for i in range(queries)]
    started = time.perf_counter()
    with Bower(home, overrides={"query": {"track_access": False}}) as bower:
        have = bower.status().counts.memories
        if have != corpus_size:
            if have:
                raise UsageError(
                    f"{home} holds {have:,} memories, not {corpus_size:,}",
                    hint="Use an empty directory, or the --corpus-size it was built with.",
                )
            say(f"generating {corpus_size:,} memories…")
            generate(home / "tree", corpus_size, english=True)
        say(f"indexing and embedding {corpus_size:,} memories…")
        if have != corpus_size:
            bower.reindex()
        else:
            bower.embed()
        build_s = time.perf_counter() - started
        embedder = bower.embedder
        model = embedder.fingerprint if embedder is not None else None
        bower.query("warm up the model and the vector matrix", use_cache=False)
        say("in-process tiers…")
        fresh, _ = _measure(lambda q: bower.query(q, use_cache=False), qs)
        fast, _ = _measure(lambda q: bower.query(q, use_cache=False, fast=True), qs)
        for q in qs:
            bower.query(q)  # fill the cache
        tier0, t0 = _measure(bower.query, qs)
        reworded = [" ".join(reversed(q.split())) + "?" for q in qs]
        tier1, t1 = _measure(bower.query, reworded)
        in_process_rss = _rss_mb()
    # Tier 2 alone: the paraphrase tier switched off, so reworded queries reach it.
    with Bower(
        home,
        overrides={"query": {"track_access": False, "jaccard_threshold": 1.01}},
    ) as bower:
        for q in qs:
            bower.query(q)
        tier2, t2 = _measure(bower.query, [q.upper() + " ?" for q in qs])

    say("whole processes…")
    env = {**os.environ, "BOWERBIRD_HOME": str(home), **COLD}
    py = [sys.executable, "-m", "bowerbird"]
    proc = {
        "python -c pass (baseline)": _process_times([sys.executable, "-c", "pass"], runs, env),
        "bower query --fast --no-cache": _process_times(
            [*py, "query", "--fast", "--no-cache", qs[0]], runs, env
        ),
        "bower query --no-cache (model load)": _process_times(
            [*py, "query", "--no-cache", qs[1]], runs, env
        ),
        "bower query (tier 0 hit)": _process_times([*py, "query", qs[2]], runs, env),
    }
    child_rss = _child_peak_mb([*py[:1], "-c", _PEAK, "query", "--no-cache", qs[3]], env)
    index_mb = (home / "index.db").stat().st_size / 1e6
    vectors_mb = (home / "vectors.db").stat().st_size / 1e6
    add_ratios(proc)
    return {
        "corpus_size": corpus_size,
        "queries": queries,
        "model": model,
        "build_s": round(build_s, 1),
        "in_process": {
            "tier3_fresh_hybrid": fresh,
            "tier3_fresh_keyword_only": fast,
            "tier0_exact": {**tier0, "answered_by_tier": dict(_count(t0))},
            "tier1_paraphrase": {**tier1, "answered_by_tier": dict(_count(t1))},
            "tier2_semantic": {**tier2, "answered_by_tier": dict(_count(t2))},
        },
        "whole_process": proc,
        "memory_mb": {
            "in_process_peak_rss": round(in_process_rss, 1),
            "whole_process_query_peak_rss": round(child_rss, 1),
            "index_db": round(index_mb, 1),
            "vectors_db": round(vectors_mb, 1),
        },
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
    }


# A child's ru_maxrss includes the parent's size at fork; VmHWM is reset by exec, so the child
# reports its own peak.
_PEAK = (
    "import sys; from bowerbird.cli import main; rc = main(sys.argv[1:] + ['--json']); "
    "hwm = [l for l in open('/proc/self/status') if l.startswith('VmHWM')][0]; "
    "sys.stderr.write('PEAK ' + hwm.split()[1] + '\\n'); sys.exit(rc)"
)


def _child_peak_mb(cmd: list[str], env: dict[str, str]) -> float:
    done = subprocess.run(cmd, env=env, capture_output=True, check=True, text=True)
    for line in done.stderr.splitlines():
        if line.startswith("PEAK "):
            return int(line.split()[1]) / 1024
    return 0.0


def _count(tiers: list[int]) -> list[tuple[str, int]]:
    return sorted((str(t), tiers.count(t)) for t in set(tiers))
