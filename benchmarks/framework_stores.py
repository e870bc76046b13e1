"""The LangGraph store and the Agents SDK session over a home, beside the frameworks' own
in-memory implementations measured in the same run (a ratio survives a noisy machine).

Run: .venv/bin/python benchmarks/framework_stores.py [--items 1000]

LangGraph: ``put`` (a file, an index row and an embedding each), ``get``, ``search`` with a
query (recall over one namespace), a filter-only ``search`` and ``list_namespaces`` over every
item; the baseline is LangGraph's ``InMemoryStore`` without embeddings (so its query search
is a filter, and no baseline exists for recall). Agents SDK: ``add_items`` (kept and curated)
and ``get_items``; the baseline is the SDK's ``SQLiteSession`` in memory.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("BOWERBIRD_SERVE_RESIDENT", "off")

WORDS = (
    "alpha beta gamma delta tea coffee hiking cello billing postgres deploy thursday cat dog "
    "garden train lisbon ghent nurse invoice queue redis vpn rota marathon allergy"
).split()


def timed(call: Callable[[Any], Any], store: Any, runs: int) -> float:
    """Median milliseconds of ``runs`` calls of ``call(store)``."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        call(store)
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def stores(n: int) -> list[tuple[str, float, float]]:
    from langgraph.store.memory import InMemoryStore

    from bowerbird.integrations.langgraph import BowerbirdStore

    rng = random.Random(7)
    values = [{"text": " ".join(rng.sample(WORDS, 6)) + f" note {i}", "n": i} for i in range(n)]
    table: list[tuple[str, float, float]] = []
    with tempfile.TemporaryDirectory() as home:
        ours = BowerbirdStore(home=home)
        theirs = InMemoryStore()
        put: list[float] = []
        for store in (ours, theirs):
            started = time.perf_counter()
            for i, value in enumerate(values):
                store.put(("users", f"u{i % 20}"), f"k{i}", value)
            put.append((time.perf_counter() - started) * 1000 / n)
        table.append(("put", put[0], put[1]))
        operations: list[tuple[str, Callable[[Any], Any]]] = [
            ("get", lambda s: s.get(("users", "u3"), "k3")),
            ("search, query, one namespace", lambda s: s.search(("users", "u3"), query="tea")),
            ("search, filter, every item", lambda s: s.search(("users",), filter={"n": 5})),
            ("list_namespaces", lambda s: s.list_namespaces()),
        ]
        for label, op in operations:
            table.append((label, timed(op, ours, 20), timed(op, theirs, 20)))
        ours.close()
    return table


def sessions(n: int) -> list[tuple[str, float, float]]:
    from agents.memory import SQLiteSession

    from bowerbird.integrations.openai_agents import BowerbirdSession

    async def run() -> list[tuple[str, float, float]]:
        with tempfile.TemporaryDirectory() as home:
            ours = BowerbirdSession("bench", home=home)
            theirs = SQLiteSession("bench")
            out: dict[str, list[float]] = {"add_items (one exchange)": [], "get_items": []}
            for session in (ours, theirs):
                started = time.perf_counter()
                for i in range(n):
                    await session.add_items(
                        [{"role": "user", "content": f"I had {WORDS[i % len(WORDS)]} today"},
                         {"role": "assistant", "content": "Noted."}]
                    )  # fmt: skip
                out["add_items (one exchange)"].append((time.perf_counter() - started) * 1000 / n)
                started = time.perf_counter()
                for _ in range(20):
                    await session.get_items(limit=20)
                out["get_items"].append((time.perf_counter() - started) * 1000 / 20)
            ours.close()
            return [(k, v[0], v[1]) for k, v in out.items()]

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=1000, help="items put (default 1000)")
    parser.add_argument("--exchanges", type=int, default=200, help="session exchanges added")
    args = parser.parse_args()
    print(f"LangGraph store, {args.items} items in 20 namespaces (median ms; put: mean)")
    print("| operation | BowerbirdStore | InMemoryStore | × baseline |\n|---|---|---|---|")
    for label, mine, base in stores(args.items):
        print(f"| {label} | {mine:.2f} | {base:.3f} | {mine / base:.0f}× |")
    print(f"\nAgents SDK session, {args.exchanges} exchanges (mean ms)")
    print(
        "| operation | BowerbirdSession | SQLiteSession (memory) | × baseline |\n|---|---|---|---|"
    )
    for label, mine, base in sessions(args.exchanges):
        print(f"| {label} | {mine:.2f} | {base:.3f} | {mine / base:.0f}× |")


if __name__ == "__main__":
    main()
