"""The shipped model's batches: by padded tokens (what ships) against by count, in one run.

    python benchmarks/embed_batches.py

Embeds the same texts under each policy, in a fresh process each (so peak memory is the
policy's own): 96 full-window chunks of one long note, and the first 3,000 chat turns of
LoCoMo (../shared/bench/locomo10.json). Prints one JSON line per policy:
seconds and peak RSS (MiB) for each text set. Compare the two policies as ratios; the machine
is shared and noisy.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import json, resource, sys, time
from bowerbird.services.embed import local
from bowerbird.services.embed.local import default_embedder
policy, kind, source = sys.argv[1], sys.argv[2], sys.argv[3]
if policy == "count":
    local.BATCH_TOKENS = 10**9  # batches of [embed] batch_size texts, whatever their length
model = default_embedder()
model.batch_size = 16  # the [embed] default
model.load()
if kind == "long":
    line = "the ledger exporter retries throttled writes and converts currencies daily"
    texts = [f"chunk {i}: " + " ".join([line] * 30) for i in range(96)]
else:
    data = json.load(open(source))
    texts = [t["text"] for conv in data for v in conv["conversation"].values()
             if isinstance(v, list) for t in v if "text" in t][:3000]
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
model.embed(texts)
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": round(seconds, 2), "added_mib": round((peak - before) / 1024)}))
"""


def main() -> None:
    root = Path(__file__).resolve().parent.parent
    locomo = root.parent / "shared" / "bench" / "locomo10.json"
    out: dict[str, dict[str, object]] = {}
    for policy in ("tokens", "count"):
        for kind in ("long", "short"):
            done = subprocess.run(
                [sys.executable, "-c", CHILD, policy, kind, str(locomo)],
                capture_output=True,
                text=True,
                check=True,
            )
            out.setdefault(policy, {})[kind] = json.loads(done.stdout)
    for policy, figures in out.items():
        print(json.dumps({"policy": policy, **figures}))


if __name__ == "__main__":
    main()
