"""Whole-process `bower query --fast` on a big home, without and with the tree watcher.

    python benchmarks/watch_query.py HOME [RUNS]

HOME must hold a corpus of markdown memories (e.g. `BOWERBIRD_EMBED_PROVIDER=fake bower bench
latency --corpus-size 100000 --corpus-home /tmp/corpus100k` builds one). Phases, each of RUNS
one-shot processes with a new query (a fresh tier-3 answer, `--fast`): without a watcher
(`BOWERBIRD_SYNC_WATCH=off`: every command stats the tree), with `bower watch` running,
without again, and with the watcher after a hand edit before every query (the edit must be
found). An empty interpreter is timed alongside. Prints medians and maxima in ms.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

WORDS = "harbor indigo juniper kestrel lumen meadow amber basil cedar delta ember falcon".split()


def phase(env: dict[str, str], tag: str, runs: int, edit: Path | None = None) -> dict[str, object]:
    py = [sys.executable, "-m", "bowerbird"]
    times, found = [], 0
    for i in range(runs):
        query = f"{WORDS[i % 12]} {WORDS[(i * 5 + 3) % 12]} {tag}{i}"
        if edit is not None:  # in place, as an editor that does not rename would
            marker = f"zebrafinch{tag}{i}"
            with edit.open("a", encoding="utf-8") as fh:
                fh.write(f"\n{marker}\n")
            query = marker
        start = time.perf_counter()
        out = subprocess.run(
            [*py, "query", query, "--fast", "--json"], env=env, capture_output=True, text=True
        )
        times.append((time.perf_counter() - start) * 1000)
        if edit is not None and marker in out.stdout:
            found += 1
    result: dict[str, object] = {
        "median_ms": round(statistics.median(times)),
        "max_ms": round(max(times)),
    }
    if edit is not None:
        result["edits_found"] = f"{found}/{runs}"
    return result


def main() -> None:
    home = Path(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env["BOWERBIRD_HOME"] = str(home)
    env["BOWERBIRD_EMBED_PROVIDER"] = os.environ.get("BOWERBIRD_EMBED_PROVIDER", "fake")
    off = {**env, "BOWERBIRD_SYNC_WATCH": "off"}
    py = [sys.executable, "-m", "bowerbird"]
    subprocess.run([*py, "watch", "--stop", "--json"], env=env, capture_output=True)
    subprocess.run([*py, "status", "--json"], env=off, capture_output=True, check=True)
    empty = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        empty.append((time.perf_counter() - start) * 1000)
    files = sum(1 for _ in (home / "tree").rglob("*.md"))
    out: dict[str, object] = {"files": files, "python -c pass": round(statistics.median(empty))}
    out["no watcher"] = phase(off, "a", runs)
    watcher = subprocess.Popen(
        [*py, "watch", "--idle-exit", "600", "--json"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(600):
            if (home / "watch.json").exists():
                break
            time.sleep(0.1)
        # the first command after the start compares every file once and records a token
        subprocess.run([*py, "status", "--json"], env=env, capture_output=True, check=True)
        out["watcher"] = phase(env, "b", runs)
        edited = next((home / "tree").rglob("*.md"))
        out["watcher, hand edit before each query"] = phase(env, "d", runs, edit=edited)
    finally:
        watcher.terminate()
        watcher.wait(60)
    out["no watcher again"] = phase(off, "c", runs)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
