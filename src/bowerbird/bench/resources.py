"""`bower bench resources`: what a home costs in memory and on disk (seed 001 §10.2).

A generated corpus is indexed and embedded; then each command runs as a fresh process and its
peak resident memory is read from the kernel (``wait4``'s ``ru_maxrss``), next to an empty
interpreter measured alongside (the baseline: compare as ratios on a shared machine). Disk is
the tree, the index and the vector cache, in all and per memory.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from .. import Bower
from .core import COLD
from .corpus import generate, vocabulary

# A child's peak RSS starts from its parent's at fork (Linux keeps ru_maxrss over exec), so a
# command is started from this small process, not from the benchmark holding the model.
_TRAMPOLINE = """
import os, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def _peak_mib(cmd: list[str], env: dict[str, str], runs: int) -> dict[str, float]:
    """Median and max peak RSS (MiB) of ``cmd`` run ``runs`` times as a fresh process."""
    peaks = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", _TRAMPOLINE, *cmd], env=env, capture_output=True, text=True
        )
        kib, code = done.stdout.strip().splitlines()[-1].split()
        if int(code) != 0:
            raise RuntimeError(f"{' '.join(cmd[2:])} failed: {done.stderr[-300:]}")
        peaks.append(int(kib) / 1024)
    return {"median_mib": round(statistics.median(peaks), 1), "max_mib": round(max(peaks), 1)}


def _bytes(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def run(corpus_size: int, runs: int = 3, provider: str = "default") -> dict[str, Any]:
    """Index and embed ``corpus_size`` generated memories with ``provider``'s embedder, then
    measure each command's peak memory as a whole process and the home's size on disk."""
    with tempfile.TemporaryDirectory(prefix="bower-resources-") as tmp:
        home = Path(tmp) / "home"
        generate(home / "tree", corpus_size)
        with Bower(home, overrides={"embed": {"provider": provider}}) as bower:
            bower.reindex()
            memories = bower.status().counts.memories
            dimension = bower.embedder.dimension if bower.embedder is not None else 0
        env = {
            **os.environ,
            "BOWERBIRD_HOME": str(home),
            "BOWERBIRD_EMBED_PROVIDER": provider,
            **COLD,
        }
        words = vocabulary(5000)
        question = f"{words[3]} {words[24]} {words[50]}"
        py = sys.executable
        commands = {
            "python -c pass (baseline)": [py, "-c", "pass"],
            "bower status": [py, "-m", "bowerbird", "status"],
            "bower query --fast": [py, "-m", "bowerbird", "query", question, "--fast"],
            "bower query": [py, "-m", "bowerbird", "query", question, "--no-cache"],
        }
        peaks = {name: _peak_mib(cmd, env, runs) for name, cmd in commands.items()}
        base = peaks["python -c pass (baseline)"]["median_mib"]
        for item in peaks.values():
            item["x_baseline"] = round(item["median_mib"] / base, 1) if base else 0.0
        disk = {
            "tree_bytes": _bytes(home / "tree"),
            "index_bytes": sum(_bytes(p) for p in home.glob("index.db*")),
            "vectors_bytes": sum(_bytes(p) for p in home.glob("vectors.db*")),
        }
    total = sum(disk.values())
    return {
        "corpus_size": corpus_size,
        "memories": memories,
        "provider": provider,
        "peak_rss": peaks,
        "disk": {**disk, "total_bytes": total, "bytes_per_memory": round(total / max(1, memories))},
        # The exact tier holds every vector as float32 in memory: its share of a query's RSS.
        "vector_matrix_mib": round(memories * dimension * 4 / 2**20, 1),
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
    }
