"""Claude Code's hooks as Claude Code runs them — whole `bower hook …` processes, the event
on stdin, the lines `bower mcp --print-config` writes — on a realistic long transcript.

    python benchmarks/hooks.py [--turns 2000] [--runs 5] [--json OUT]

Builds, in a temporary folder, a Claude Code transcript of TURNS turns (~20 MB at 2,000: each
turn a user message, the assistant's text and tool call, the tool's result — a file's worth
of lines — and the assistant's reply) and a fresh home on the shipped defaults (the embedded
model). Then, in one run:

1. **Without a resident** (`[serve] resident = "off"`): the first flush as one process —
   how long it takes and how much of the transcript it read (it stops after its budget and
   says so); the flushes after it until the whole transcript is read; then a flush with
   nothing new.
2. **With the resident** (started by the first hook, as a user's first hook starts it): a
   flush with nothing new, `session-start` and `version`, RUNS each (median and largest wall
   time, the client's own peak RSS), beside `python -c pass`; the transcript then grows by
   ten turns and a flush returns at once while the resident reads them (the time until
   they are all read is reported too).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from resident import PY, start_resident, stop_resident, timed

TOPICS = ["order service", "billing worker", "search page", "mobile app", "audit log"]
TOOLS = ["Postgres 16", "Redis streams", "Flutter", "Kafka", "Stripe", "Terraform"]


def _line(role: str, content: Any, n: int) -> str:
    stamp = f"2026-11-{1 + n // 200:02d}T{(n // 10) % 24:02d}:{n % 60:02d}:00.000Z"
    return json.dumps(
        {"type": role, "message": {"role": role, "content": content}, "timestamp": stamp}
    )


def turns(start: int, count: int) -> list[str]:
    """``count`` turns from turn ``start`` on, as Claude Code writes them."""
    lines = []
    for n in range(start, start + count):
        topic, tool = TOPICS[n % len(TOPICS)], TOOLS[n % len(TOOLS)]
        name = topic.replace(" ", "_")
        source = "\n".join(f"    line {k} of {name}.py # {n}" for k in range(260))
        lines += [
            _line("user", f"Turn {n}: look at the {topic}; we decided to use {tool} there.", n),
            _line(
                "assistant",
                [
                    {"type": "text", "text": f"Reading the {topic} code for turn {n}."},
                    {"type": "tool_use", "id": f"t{n}", "name": "Read", "input": {"n": n}},
                ],
                n,
            ),
            _line("user", [{"type": "tool_result", "tool_use_id": f"t{n}", "content": source}], n),
            _line("assistant", f"The {topic} now uses {tool}; I updated its config (turn {n}).", n),
        ]
    return lines


def hook(
    verb: str, event: dict[str, Any], env: dict[str, str], home: Path
) -> tuple[float, float, str]:
    """One hook process as the printed settings run it: (wall ms, client peak RSS MiB,
    its stderr's last line)."""
    started = time.perf_counter()
    proc = subprocess.run(
        ["/usr/bin/time", "-f", "%M", *PY, "hook", verb, "--home", str(home), "-"],
        input=json.dumps(event).encode(), env=env, capture_output=True, check=False,
    )  # fmt: skip
    wall = (time.perf_counter() - started) * 1000
    err = proc.stderr.decode().strip().splitlines()
    if proc.returncode != 0:
        raise SystemExit(f"hook {verb} failed: {err}")
    said = err[-2] if len(err) > 1 else ""
    return wall, int(err[-1]) / 1024, said


def read_offset(home: Path) -> int:
    """How far the home's one cursor has read (0 before any)."""
    try:
        cursors = json.loads((home / "messages" / ".cursors.json").read_text())
    except (OSError, ValueError):
        return 0
    return max((c["offset"] for c in cursors.values()), default=0)


def median_of(runs: int, make: Any) -> dict[str, float]:
    walls, rss = [], []
    make()  # warm-up
    for _ in range(runs):
        wall, peak = make()[:2]
        walls.append(wall)
        rss.append(peak)
    return {
        "median_ms": round(statistics.median(walls), 1),
        "max_ms": round(max(walls), 1),
        "peak_rss_mib": round(max(rss), 1),
    }


def measure(count: int, runs: int, where: Path) -> dict[str, Any]:
    transcript, home, project = where / "session.jsonl", where / "home", where / "kestrel"
    project.mkdir()
    transcript.write_text("\n".join(turns(0, count)) + "\n")
    size = transcript.stat().st_size
    last_end = size  # the last line is an assistant's: a whole turn
    event = {"transcript_path": str(transcript), "cwd": str(project), "hook_event_name": "Stop"}
    base = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    base["BOWERBIRD_HOME"] = str(home)
    off = {**base, "BOWERBIRD_SERVE_RESIDENT": "off"}
    out: dict[str, Any] = {"turns": count, "transcript_mb": round(size / 1e6, 1)}

    first_ms, _, said = hook("flush", event, off, home)
    out["first_flush"] = {"ms": round(first_ms), "read_mb": round(read_offset(home) / 1e6, 1),
                          "said": said}  # fmt: skip
    flushes, started = 1, time.perf_counter()
    while read_offset(home) < last_end:
        hook("flush", event, off, home)
        flushes += 1
    out["rest_of_first_read"] = {
        "flushes": flushes,
        "s": round(first_ms / 1000 + time.perf_counter() - started, 1),
    }
    out["off"] = {"flush, nothing new": median_of(runs, lambda: hook("flush", event, off, home))}

    on = {**base, "BOWERBIRD_SERVE_RESIDENT": "auto"}
    floor = [timed([sys.executable, "-c", "pass"], base)[0] for _ in range(runs)]
    start_resident(home, on)
    try:
        out["python_pass_ms"] = round(statistics.median(floor), 1)
        start = {"cwd": str(project), "source": "startup"}
        out["resident"] = {
            "flush, nothing new": median_of(runs, lambda: hook("flush", event, on, home)),
            "session-start": median_of(runs, lambda: hook("session-start", start, on, home)),
            "version": median_of(runs, lambda: timed([*PY, "version"], on)),
        }
        with transcript.open("a") as f:
            f.write("\n".join(turns(count, 10)) + "\n")
        grown = transcript.stat().st_size
        began = time.perf_counter()
        wall, _, said = hook("flush", event, on, home)
        while read_offset(home) < grown:
            time.sleep(0.05)
        out["resident"]["ten new turns"] = {
            "hook_ms": round(wall, 1),
            "read_in_background_s": round(time.perf_counter() - began, 2),
            "said": said,
        }
    finally:
        stop_resident(home)
    for row in out["resident"].values():
        if "median_ms" in row:
            row["x_python"] = round(row["median_ms"] / out["python_pass_ms"], 1)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, default=None, help="Write the figures here too.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bower-hooks-") as where:
        result = measure(args.turns, args.runs, Path(where))
    text = json.dumps(result, indent=2)
    if args.json is not None:
        args.json.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
