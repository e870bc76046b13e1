"""`bower bench fleet`: many agents, each with its clients, against one `bower serve` — on the
SQLite index and on a Postgres index in one run, then on Postgres again with the database
stopped and restarted in the middle.

Each request names its agent (``X-Bowerbird-Agent``). Every agent first stores a fact no other
agent knows (a unique code word); its clients then mix queries (80%) — half of them asking for
another agent's code word — and curates (20%). Reported per phase: operations per second,
p50/p95 latency, errors (non-2xx), lost writes (a curate acknowledged whose text is in no file
afterwards, or no memory of the index), and leaks (a result belonging to another agent).
A Postgres server comes from ``pgserver`` in a temp dir, or ``--postgres-url``.
"""

from __future__ import annotations

import random
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from .. import UsageError
from .serve import _drive, _start, _stop, _Tally, _wait_up
from .stats import percentiles

_QUERY_SHARE = 0.8


def _code(agent: int) -> str:
    return f"zq{agent:02d}x{random.Random(agent).randrange(10**6):06d}"


class _Fleet(_Tally):
    leaks: int = 0


def _seed_agents(home: Path, memories: int, agents: int, provider: str) -> list[str]:
    """``memories`` notes shared out among the agents; returns the words queries use."""
    from .. import Bower, ImportRecord
    from .corpus import english_vocabulary

    words = english_vocabulary(600, seed=5)
    rng = random.Random(5)
    with Bower(home, overrides={"embed": {"provider": provider}}) as bower:
        for a in range(agents):
            records = [
                ImportRecord(" ".join(rng.sample(words, 24)).capitalize() + ".")
                for _ in range(memories // agents)
            ]
            bower.as_agent(f"agent{a:02d}").import_records(records)
    return words


def _phase(
    home: Path,
    provider: str,
    agents: int,
    per_agent: int,
    seconds: float,
    words: list[str],
    index_url: str | None,
    restart: Any = None,
) -> dict[str, Any]:
    import httpx

    extra = {"BOWERBIRD_INDEX_URL": index_url} if index_url else {}
    proc, url = _start(home, provider, extra)
    tally = _Fleet()
    local = threading.local()
    try:
        _wait_up(proc, url)
        with httpx.Client(timeout=120) as http:
            for a in range(agents):
                text = f"Agent {a} keeps its secret code word {_code(a)} in the blue vault."
                r = http.post(
                    f"{url}/curate",
                    json={"text": text, "verbatim": True},
                    headers={"X-Bowerbird-Agent": f"agent{a:02d}"},
                )
                r.raise_for_status()
                tally.acknowledged.append(text)

        def step(n: int, i: int, rng: random.Random) -> None:
            if not hasattr(local, "http"):
                local.http = httpx.Client(timeout=120)
            agent = n % agents
            headers = {"X-Bowerbird-Agent": f"agent{agent:02d}"}
            started = time.perf_counter()
            error = note = None
            kind = "query" if rng.random() < _QUERY_SHARE else "curate"
            try:
                if kind == "query":
                    other = rng.randrange(agents)
                    text = (
                        f"secret code word {_code(other)}"
                        if i % 2
                        else " ".join(rng.sample(words, 3))
                    )
                    r = local.http.post(f"{url}/query", json={"query": text}, headers=headers)
                    if r.status_code < 300:
                        mine = f"agent{agent:02d}"
                        stray = [h for h in r.json()["results"] if h.get("agent") != mine]
                        with tally.lock:
                            tally.leaks += len(stray)
                else:
                    note = f"Agent {agent} client {n} note {i}: " + " ".join(rng.sample(words, 10))
                    r = local.http.post(f"{url}/curate", json={"text": note}, headers=headers)
                if r.status_code >= 300:
                    error = f"{kind}: HTTP {r.status_code} {r.text[:160]}"
            except httpx.HTTPError as exc:
                error = f"{kind}: {exc!r}"
            ms = (time.perf_counter() - started) * 1000
            tally.record(kind, ms, error, note)
            if error:
                time.sleep(0.2)  # a client backs off before retrying, as a real one would

        clients = agents * per_agent
        if restart is not None:
            threading.Timer(seconds / 2, restart).start()
        wall = _drive(clients, seconds, step)
    finally:
        _stop(proc)
    return _summary(tally, wall, home, index_url)


def _summary(tally: _Fleet, wall: float, home: Path, index_url: str | None) -> dict[str, Any]:
    from .. import Bower

    every = tally.latencies["query"] + tally.latencies["curate"]
    files = "\n".join(p.read_text(encoding="utf-8") for p in (home / "tree").rglob("*.md"))
    overrides = {"index": {"url": index_url}} if index_url else None
    with Bower(home, overrides=overrides) as bower:
        bower.sync()
        indexed = bower.status().counts.memories
    return {
        "operations": len(every),
        "queries": len(tally.latencies["query"]),
        "curates": len(tally.latencies["curate"]),
        "operations_per_s": round(len(every) / wall, 2),
        "latency_ms": {**percentiles(every), "max": round(max(every, default=0.0), 2)},
        "query_latency_ms": percentiles(tally.latencies["query"]),
        "curate_latency_ms": percentiles(tally.latencies["curate"]),
        "error_count": len(tally.errors),
        "errors": sorted({e[:120] for e in tally.errors})[:5],
        "lost_writes": sum(note not in files for note in tally.acknowledged),
        "memory_files": len(list((home / "tree").rglob("*.md"))),
        "indexed_memories": indexed,
        "leaks": tally.leaks,
    }


def run(
    agents: int = 32,
    per_agent: int = 2,
    seconds: float = 120.0,
    memories: int = 2000,
    provider: str = "default",
    postgres_url: str | None = None,
) -> dict[str, Any]:
    """SQLite, Postgres, and Postgres restarted mid-run, on copies of one seeded home."""
    with tempfile.TemporaryDirectory(prefix="bower-bench-fleet-", ignore_cleanup_errors=True) as t:
        root = Path(t)
        seeded = root / "seeded"
        words = _seed_agents(seeded, memories, agents, provider)
        server = None
        if postgres_url is None:
            try:
                import pgserver  # type: ignore[import-untyped,unused-ignore]
            except ImportError as exc:
                # A contributor tool (the dev group), not in a user's install.
                raise UsageError(
                    "bower bench fleet starts its own Postgres with pgserver, "
                    "which is not installed",
                    "Pass --postgres-url of a Postgres with pgvector, or run it from a "
                    "checkout after `make test` (the contributor set-up has pgserver).",
                ) from exc

            server = pgserver.get_server(root / "pgdata", cleanup_mode="stop")  # type: ignore[attr-defined]
            postgres_url = str(server.get_uri())
        phases: dict[str, Any] = {}
        try:
            for name, url in (("sqlite", None), ("postgres", postgres_url)):
                home = root / name
                shutil.copytree(seeded, home)
                phases[name] = _phase(home, provider, agents, per_agent, seconds, words, url)
            if server is not None:
                home = root / "postgres-restart"
                shutil.copytree(seeded, home)
                pgdata = root / "pgdata"

                def restart() -> None:
                    import pgserver

                    server.cleanup()  # stops Postgres (fast shutdown)
                    time.sleep(3.0)
                    pgserver.get_server(pgdata, cleanup_mode="stop")  # type: ignore[attr-defined]

                phases["postgres_restarted"] = _phase(
                    home, provider, agents, per_agent, seconds, words, postgres_url, restart
                )
        finally:
            if server is not None:
                import pgserver

                pgserver.get_server(root / "pgdata", cleanup_mode="stop").cleanup()  # type: ignore[attr-defined]
    return {
        "agents": agents,
        "clients": agents * per_agent,
        "seconds": seconds,
        "mix": f"{round(_QUERY_SHARE * 100)}% query (half of them for another agent's fact) / "
        f"{round((1 - _QUERY_SHARE) * 100)}% curate",
        "seeded_memories": memories,
        "embedder": provider,
        **phases,
    }
