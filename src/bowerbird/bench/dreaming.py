"""`bower bench dream`: how long a dream takes on N memories (plan, snapshot + apply, rollback).

The corpus is the latency benchmark's (English words, Zipf frequencies), with 2% planted
near-duplicates (upper-cased copies) so the merge pass has work. Embedding the corpus is done
first and not counted: dreams run on an embedded home.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import Bower, ImportRecord
from .corpus import generate


def run(corpus_size: int = 10_000, duplicate_share: float = 0.02) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bower-dream-", ignore_cleanup_errors=True) as tmp:
        home = Path(tmp) / "home"
        generate(home / "tree", corpus_size, english=True)
        settings: dict[str, dict[str, Any]] = {
            "query": {"track_access": False},
            "dream": {"max_change_share": 1.0},  # measure the whole plan, not the guard rail
        }
        with Bower(home, overrides=settings) as bower:
            started = time.perf_counter()
            bower.reindex()
            rows = bower.memories("oldest", limit=int(corpus_size * duplicate_share))
            contents = [bower.get(m.id).content for m in rows]
            bower.import_records([ImportRecord(c.upper()) for c in contents])
            build_s = time.perf_counter() - started
            t = time.perf_counter()
            planned = bower.dream(dry_run=True)
            plan_s = time.perf_counter() - t
            t = time.perf_counter()
            report = bower.dream()
            dream_s = time.perf_counter() - t
            t = time.perf_counter()
            if report.snapshot:
                bower.rollback(report.snapshot)
            rollback_s = time.perf_counter() - t
            memories = bower.status().counts.memories
    return {
        "memories": memories,
        "planted_duplicates": len(rows),
        "build_and_embed_s": round(build_s, 1),
        "plan_only_s": round(plan_s, 2),
        "dream_s": round(dream_s, 2),
        "rollback_s": round(rollback_s, 2),
        "plan": planned.to_dict()["summary"],
        "applied": len(report.applied),
        "queued_for_review": len(report.queued),
        "cpus": os.cpu_count(),
    }
