"""Latency summaries shared by the benchmarks."""

from __future__ import annotations

import statistics


def percentiles(samples: list[float], points: tuple[int, ...] = (50, 95, 99)) -> dict[str, float]:
    """``{"p50": …, "p95": …, "p99": …}`` of ``samples`` (nearest rank; empty gives zeros)."""
    if not samples:
        return {f"p{p}": 0.0 for p in points}
    ordered = sorted(samples)
    out = {}
    for p in points:
        value = (
            statistics.median(ordered)
            if p == 50
            else ordered[min(len(ordered) - 1, max(0, int(len(ordered) * p / 100) - 1))]
        )
        out[f"p{p}"] = round(value, 2)
    return out
