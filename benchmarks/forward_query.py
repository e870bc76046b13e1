"""Whole-process `bower query` on a home, without and with a `bower serve` running on it.

    python benchmarks/forward_query.py HOME [PORT]

HOME must hold an embedded corpus (e.g. `bower bench latency --corpus-size 10000
--corpus-home /tmp/corpus10k` builds one under /tmp/corpus10k; `BOWERBIRD_EMBED_PROVIDER` is
passed on, so a corpus built with the fake embedder is queried with it). Seven queries, each
new (a fresh tier-3 answer), per phase: locally, then with `bower serve` running (it answers;
the CLI only forwards), then locally again after the server stopped. Prints the medians and
maxima in ms.
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import time

import httpx

WORDS = "harbor indigo juniper kestrel lumen meadow amber basil cedar delta ember falcon".split()


def phase(env: dict[str, str], tag: str, runs: int = 7) -> tuple[float, float, bool]:
    py = [sys.executable, "-m", "bowerbird"]
    times, served = [], False
    for i in range(runs):
        query = f"{WORDS[i % 12]} {WORDS[(i * 5 + 3) % 12]} {tag}{i}"
        start = time.perf_counter()
        out = subprocess.run(
            [*py, "query", query, "--json"], env=env, capture_output=True, text=True
        )
        times.append((time.perf_counter() - start) * 1000)
        served = "answered by bower serve" in out.stdout
    return statistics.median(times), max(times), served


def main() -> None:
    home, port = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8899
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env["BOWERBIRD_HOME"] = home
    if "BOWERBIRD_EMBED_PROVIDER" in os.environ:  # the provider the corpus was embedded with
        env["BOWERBIRD_EMBED_PROVIDER"] = os.environ["BOWERBIRD_EMBED_PROVIDER"]
    py = [sys.executable, "-m", "bowerbird"]
    subprocess.run([*py, "status", "--json"], env=env, capture_output=True, check=True)
    local = phase(env, "a")
    server = subprocess.Popen(
        [*py, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(600):
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/v1/health").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.1)
        httpx.post(f"http://127.0.0.1:{port}/api/v1/query", json={"query": "warm"}, timeout=120)
        served = phase(env, "b")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(60)
    again = phase(env, "c")
    print(
        json.dumps(
            {
                "local": {"median_ms": round(local[0]), "max_ms": round(local[1])},
                "with_serve": {"median_ms": round(served[0]), "max_ms": round(served[1])},
                "answered_by_serve": served[2],
                "local_after": {"median_ms": round(again[0]), "max_ms": round(again[1])},
            }
        )
    )


if __name__ == "__main__":
    main()
