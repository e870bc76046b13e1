"""Whole-process `bower` commands with the home's resident process and without it.

    python benchmarks/resident.py HOME [HOME ...] [--runs 7] [--json OUT]

Each HOME must hold an embedded corpus (`bower bench latency --corpus-size 1000 --corpus-home
/tmp/corpus1k` builds one; `BOWERBIRD_EMBED_PROVIDER` is passed on). Per home, two phases in
one run: `[serve] resident = "off"` (every command works in its own process: interpreter,
imports, index, model) and the resident (started by one command, then warmed). Per phase and
command, one warm-up then RUNS timed processes: the median and the largest wall time, and
the client's peak RSS (from `wait4`, the process's own, not the resident's). Every query is
new text (a fresh ranking, not a cached tier); every curate a new note, so the home grows
by 2 x (RUNS + 1) notes per run. `python -c pass` is measured alongside as the floor.
Last, the resident's own RSS after the commands and once idle for `--unload-s` (its
`[serve] resident_unload_s` for the run), with its model's child process beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bowerbird.bench.corpus import english_vocabulary

# The corpus's own words (`bench latency` draws from the same 5,000), three at random per
# query: no two queries share enough words for a cached tier to answer one.
WORDS = english_vocabulary(5000, seed=42)
# The console script users run (`python -m bowerbird` adds runpy's ~5 ms of imports).
_SCRIPT = Path(sys.executable).with_name("bower")
PY = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "bowerbird"]


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """(wall ms, client peak RSS MiB, exit code) of one process."""
    # /usr/bin/time reports the command's own peak: a child forked from this (larger)
    # process would count the parent's pages it held before exec.
    started = time.perf_counter()
    proc = subprocess.run(
        ["/usr/bin/time", "-f", "%M", *cmd], env=env, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, check=False,
    )  # fmt: skip
    wall = (time.perf_counter() - started) * 1000
    err = proc.stderr.decode()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {err}")
    return wall, int(err.strip().splitlines()[-1]) / 1024, proc.returncode


def commands(rng: random.Random) -> dict[str, Any]:
    """Each command as a function of nothing, returning a fresh command line."""

    def words(n: int) -> str:
        return " ".join(rng.sample(WORDS, n))

    return {
        "query": lambda: [*PY, "query", f"{words(3)} {rng.randrange(10**6)}"],
        "query --fast": lambda: [*PY, "query", "--fast", f"{words(3)} {rng.randrange(10**6)}"],
        "curate": lambda: [*PY, "curate", f"Bench note {rng.randrange(10**9)}: {words(6)}."],
        "status": lambda: [*PY, "status"],
    }


def stop_resident(home: Path) -> None:
    """Stop whatever process is announced for ``home`` and wait for it to go."""
    path = home / "serve.json"
    try:
        pid = int(json.loads(path.read_text())["pid"])
        os.kill(pid, signal.SIGTERM)
    except (OSError, ValueError, KeyError):
        return
    deadline = time.monotonic() + 30
    while path.exists() and time.monotonic() < deadline:
        time.sleep(0.1)


def start_resident(home: Path, env: dict[str, str]) -> None:
    """One command that needs the model starts the resident; wait until it answers."""
    subprocess.run([*PY, "query", "warm the resident"], env=env, check=True, capture_output=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if (home / "serve.json").exists():
            subprocess.run(
                [*PY, "query", "warm the model"], env=env, check=True, capture_output=True
            )
            return
        time.sleep(0.2)
    raise SystemExit(f"no resident started for {home} (see {home}/resident.log)")


def phase(env: dict[str, str], runs: int, rng: random.Random) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, make in commands(rng).items():
        timed(make(), env)  # warm-up (page cache, the resident's first of its kind)
        walls, rss = [], []
        for _ in range(runs):
            wall, peak, _ = timed(make(), env)
            walls.append(wall)
            rss.append(peak)
        out[name] = {
            "median_ms": round(statistics.median(walls), 1),
            "max_ms": round(max(walls), 1),
            "peak_rss_mib": round(max(rss), 1),
        }
    return out


def measure(home: Path, runs: int, unload_s: float = 5.0) -> dict[str, Any]:
    base = {**os.environ, "BOWERBIRD_HOME": str(home)}
    rng = random.Random()  # not seeded: a run must not ask what an earlier run cached
    memories = json.loads(
        subprocess.run(
            [*PY, "status", "--json"],
            env={**base, "BOWERBIRD_SERVE_RESIDENT": "off"},
            capture_output=True,
            check=True,
        ).stdout
    )["data"]["total_memories"]
    floor = [timed([sys.executable, "-c", "pass"], base)[0] for _ in range(runs)]
    stop_resident(home)
    # A watcher the resident of an earlier run left: "off" has one only if its own scans
    # start it (a home of watch_min_files files or more).
    subprocess.run([*PY, "watch", "--stop"], env=base, capture_output=True, check=False)
    off = phase({**base, "BOWERBIRD_SERVE_RESIDENT": "off"}, runs, rng)
    on_env = {
        **base,
        "BOWERBIRD_SERVE_RESIDENT": "auto",
        "BOWERBIRD_SERVE_RESIDENT_UNLOAD_S": str(unload_s),
    }
    start_resident(home, on_env)
    try:
        on = phase(on_env, runs, rng)
        footprint = resident_footprint(home, unload_s)
    finally:
        stop_resident(home)
    return {
        "home": str(home),
        "memories": memories,
        "python_pass_ms": round(statistics.median(floor), 1),
        "off": off,
        "resident": on,
        "resident_rss_mib": footprint,
    }


def rss_mib(pid: int) -> float:
    """A process's resident set now (VmRSS), 0 when it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid: int) -> list[int]:
    """The process's children (the model's, when it keeps one)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def resident_footprint(home: Path, unload_s: float) -> dict[str, float]:
    """The resident's RSS just after the commands (its model child's beside it), and once it
    was quiet for ``[serve] resident_unload_s`` (set to ``unload_s`` for the run: the
    default's 120 s changes nothing but the wait) and let the model go."""
    pid = int(json.loads((home / "serve.json").read_text())["pid"])
    warm = {"resident": rss_mib(pid), "model_child": sum(rss_mib(c) for c in children(pid))}
    time.sleep(unload_s + 7)  # the resident looks every 5 s at most
    idle = {"resident": rss_mib(pid), "model_child": sum(rss_mib(c) for c in children(pid))}
    return {
        "warm": round(warm["resident"], 1),
        "warm_model_child": round(warm["model_child"], 1),
        "idle": round(idle["resident"], 1),
        "idle_model_child": round(idle["model_child"], 1),
    }


def table(results: list[dict[str, Any]]) -> str:
    lines = [
        "| home | command | off: median / max ms | off: client RSS MiB "
        "| resident: median / max ms | resident: client RSS MiB |",
        "|---|---|---|---|---|---|",
    ]
    for r in results:
        for name in r["off"]:
            a, b = r["off"][name], r["resident"][name]
            lines.append(
                f"| {r['memories']:,} | `bower {name}` | {a['median_ms']} / {a['max_ms']} "
                f"| {a['peak_rss_mib']} | {b['median_ms']} / {b['max_ms']} "
                f"| {b['peak_rss_mib']} |"
            )
        lines.append(f"| {r['memories']:,} | `python -c pass` | {r['python_pass_ms']} | | | |")
    for r in results:
        rss = r["resident_rss_mib"]
        lines.append(
            f"\n{r['memories']:,} memories — resident RSS: {rss['warm']} MiB after the commands "
            f"(model child {rss['warm_model_child']} MiB), {rss['idle']} MiB once idle "
            f"(model child {rss['idle_model_child']} MiB)"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("homes", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", type=Path, default=None, help="Write the figures here too.")
    parser.add_argument(
        "--unload-s", type=float, default=5.0, help="[serve] resident_unload_s for the run."
    )
    args = parser.parse_args()
    results = [measure(home.resolve(), args.runs, args.unload_s) for home in args.homes]
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2))
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
