"""`status` right after a write, in one process, on a big home.

    python benchmarks/status_after_write.py HOME [--rounds 5]

HOME must hold a corpus (`bower bench latency --corpus-size 100000 --corpus-home
/tmp/corpus100k` builds one). Each round curates a new note, then times `status` twice: the
first answers for an index that just changed, the second for one nobody changed (cached).
A resident answers a person's or an agent's "curate, then status" this way.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path

from bowerbird import Bower, load_settings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("home", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    os.environ["BOWERBIRD_SERVE_RESIDENT"] = "off"  # this process answers, not a resident
    rng = random.Random()
    bower = Bower(settings=load_settings(args.home))
    bower.status()
    bower.query("warm up")  # the model, as a resident holds it
    changed: list[float] = []
    unchanged: list[float] = []
    for i in range(args.rounds + 1):
        port = rng.randint(1024, 65535)
        bower.curate(f"Round {i}: the status probe service listens on port {port}.")
        for times in (changed, unchanged):
            start = time.perf_counter()
            bower.status()
            times.append((time.perf_counter() - start) * 1000)
    # The first round's changed status builds what later rounds only update.
    print(f"after a write: median {statistics.median(changed[1:]):.1f} ms (first {changed[0]:.0f})")
    print(f"unchanged:     median {statistics.median(unchanged):.1f} ms")
    bower.close()


if __name__ == "__main__":
    main()
