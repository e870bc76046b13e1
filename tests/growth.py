"""How a function's cost grows with its input, measured so that a loaded machine cannot fake it.

A test that guards against a quadratic (or worse) path compares a whole input with a tenth of
it in the same process: linear work costs about 10 times, quadratic about 100 times. Wall-clock
time on a shared machine swings with whatever else runs, so each side is measured in the
process's own CPU time (time spent descheduled does not count), several times, interleaved,
keeping the best.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def _cpu(work: Callable[[], object]) -> float:
    started = time.process_time()
    work()
    return time.process_time() - started


def growth(work: Callable[[str], object], whole: str, *, runs: int = 5) -> tuple[float, float]:
    """The best CPU time of ``work`` on a tenth of ``whole`` and on all of it, in seconds."""
    tenth = whole[: len(whole) // 10]
    small = large = float("inf")
    for _ in range(runs):
        small = min(small, _cpu(lambda: work(tenth)))
        large = min(large, _cpu(lambda: work(whole)))
    return small, large


def assert_linear(work: Callable[[str], object], whole: str) -> None:
    """Fail unless ``work`` on ``whole`` costs well under what a quadratic path would (100 times a
    tenth). The floor keeps a tenth faster than the clock's grain from failing any ratio."""
    small, large = growth(work, whole)
    assert large < max(small, 0.01) * 40, (small, large)
