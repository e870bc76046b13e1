"""`bower bench serve`: concurrent clients mixing queries and curates for a fixed time against
one `bower serve` process, then the same mix through `bower` CLI processes — in one run, on
copies of one seeded home, with the shipped embedder.

Reported for each: operations per second, p50/p95/p99 latency (all operations, queries,
curates), errors (any non-2xx answer or non-zero exit), and lost writes (a curate that was
acknowledged but whose text is in no memory file afterwards).
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core import COLD
from .corpus import english_vocabulary
from .stats import percentiles

_QUERY_SHARE = 0.8


@dataclass
class _Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"query": [], "curate": []})
    errors: list[str] = field(default_factory=list)
    acknowledged: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, kind: str, ms: float, error: str | None, note: str | None) -> None:
        with self.lock:
            self.latencies[kind].append(ms)
            if error:
                self.errors.append(error)
            elif note:
                self.acknowledged.append(note)


def _env(home: Path, provider: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env.update(BOWERBIRD_HOME=str(home), BOWERBIRD_EMBED_PROVIDER=provider, **COLD)
    return env


def _seed(home: Path, memories: int, provider: str) -> list[str]:
    """A home with ``memories`` notes about services; returns the words queries use."""
    from .. import Bower, ImportRecord

    words = english_vocabulary(600, seed=5)
    rng = random.Random(5)
    records = [
        ImportRecord(" ".join(rng.sample(words, 24)).capitalize() + ".") for _ in range(memories)
    ]
    with Bower(home, overrides={"embed": {"provider": provider}}) as bower:
        bower.import_records(records)
    return words


def _drive(clients: int, seconds: float, step: Callable[[int, int, random.Random], None]) -> float:
    """``clients`` threads calling ``step(client, i, rng)`` until ``seconds`` pass."""
    end = time.perf_counter() + seconds

    def loop(n: int) -> None:
        rng = random.Random(n)
        i = 0
        while time.perf_counter() < end:
            step(n, i, rng)
            i += 1

    threads = [threading.Thread(target=loop, args=(n,)) for n in range(clients)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - started


def _operation(words: list[str], n: int, i: int, rng: random.Random) -> tuple[str, str]:
    if rng.random() < _QUERY_SHARE:
        return "query", " ".join(rng.sample(words, 3))
    # Bags of random words: unrelated notes, so dedupe keeps each one (a lost one is lost).
    return "curate", f"Client {n} note {i} says " + " ".join(rng.sample(words, 12)) + "."


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(
    home: Path, provider: str, extra_env: dict[str, str] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """A `bower serve` (HTTP only) of ``home`` on a free port, and its API's address."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "serve", "--port", str(port), "--no-mcp"],
        env={**_env(home, provider), **(extra_env or {})},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    return proc, f"http://127.0.0.1:{port}/api/v1"


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """SIGTERM, so that requests in flight finish; killed if it takes over a minute."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()


def _wait_up(proc: subprocess.Popen[bytes], url: str) -> None:
    """Until the server answers a query (the model loaded), at most two minutes."""
    import httpx

    deadline = time.monotonic() + 120
    while True:
        try:
            httpx.post(f"{url}/query", json={"query": "warm up"}, timeout=60)
            return
        except httpx.TransportError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("bower serve did not start") from None
            time.sleep(0.1)


def _serve_phase(home: Path, provider: str, clients: int, seconds: float, words: list[str]) -> Any:
    import httpx

    proc, url = _start(home, provider)
    tally = _Tally()
    try:
        _wait_up(proc, url)
        local = threading.local()

        def step(n: int, i: int, rng: random.Random) -> None:
            if not hasattr(local, "http"):
                local.http = httpx.Client(timeout=120)
            kind, text = _operation(words, n, i, rng)
            started = time.perf_counter()
            error = None
            try:
                if kind == "query":
                    r = local.http.post(f"{url}/query", json={"query": text})
                else:
                    r = local.http.post(f"{url}/curate", json={"text": text})
                if r.status_code >= 300:
                    error = f"{kind}: HTTP {r.status_code} {r.text[:200]}"
            except httpx.HTTPError as exc:
                error = f"{kind}: {exc!r}"
            ms = (time.perf_counter() - started) * 1000
            tally.record(kind, ms, error, text if kind == "curate" else None)

        wall = _drive(clients, seconds, step)
    finally:
        _stop(proc)
    return tally, wall


def _cli_phase(home: Path, provider: str, clients: int, seconds: float, words: list[str]) -> Any:
    tally = _Tally()
    env = _env(home, provider)

    def step(n: int, i: int, rng: random.Random) -> None:
        kind, text = _operation(words, n, i, rng)
        args = ["query", text] if kind == "query" else ["curate", text]
        started = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "bowerbird", *args, "--json"],
            env=env,
            capture_output=True,
            check=False,
        )
        ms = (time.perf_counter() - started) * 1000
        error = None
        if proc.returncode != 0:
            error = f"{kind}: exit {proc.returncode} {proc.stderr.decode()[-200:]}"
        tally.record(kind, ms, error, text if kind == "curate" else None)

    return tally, _drive(clients, seconds, step)


def _lost(home: Path, notes: list[str]) -> int:
    contents = [p.read_text(encoding="utf-8") for p in (home / "tree").rglob("*.md")]
    joined = "\n".join(contents)
    return sum(note not in joined for note in notes)


def _summary(tally: _Tally, wall: float, home: Path) -> dict[str, Any]:
    every = tally.latencies["query"] + tally.latencies["curate"]
    return {
        "operations": len(every),
        "queries": len(tally.latencies["query"]),
        "curates": len(tally.latencies["curate"]),
        "seconds": round(wall, 1),
        "operations_per_s": round(len(every) / wall, 2),
        "latency_ms": percentiles(every),
        "query_latency_ms": percentiles(tally.latencies["query"]),
        "curate_latency_ms": percentiles(tally.latencies["curate"]),
        "error_count": len(tally.errors),
        "errors": tally.errors[:5],
        "lost_writes": _lost(home, tally.acknowledged),
    }


def run(
    clients: int = 16, seconds: float = 60.0, memories: int = 2000, provider: str = "default"
) -> dict[str, Any]:
    """Both phases on copies of one seeded home; the CLI phase runs second, on a quiet server."""
    with tempfile.TemporaryDirectory(prefix="bower-bench-serve-", ignore_cleanup_errors=True) as t:
        seeded = Path(t) / "seeded"
        words = _seed(seeded, memories, provider)
        served_home, cli_home = Path(t) / "serve", Path(t) / "cli"
        shutil.copytree(seeded, served_home)
        shutil.copytree(seeded, cli_home)
        served, served_wall = _serve_phase(served_home, provider, clients, seconds, words)
        server = _summary(served, served_wall, served_home)
        cli_tally, cli_wall = _cli_phase(cli_home, provider, clients, seconds, words)
        cli = _summary(cli_tally, cli_wall, cli_home)
    return {
        "clients": clients,
        "mix": f"{round(_QUERY_SHARE * 100)}% query / {round((1 - _QUERY_SHARE) * 100)}% curate",
        "seeded_memories": memories,
        "serve": server,
        "cli": cli,
        "throughput_ratio_serve_vs_cli": round(
            server["operations_per_s"] / max(cli["operations_per_s"], 1e-9), 1
        ),
        "embedder": provider,
        "cpus": os.cpu_count(),
    }
