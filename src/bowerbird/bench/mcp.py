"""`bower bench mcp`: handshake time, time to the first semantic result, and 8 concurrent
clients storing and searching — all through the official MCP client over stdio, each client
starting its own `bower mcp` process on one shared home (the multi-process case).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def _params(home: Path, provider: str) -> Any:
    from mcp.client.stdio import StdioServerParameters

    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env.update(BOWERBIRD_HOME=str(home), BOWERBIRD_EMBED_PROVIDER=provider)
    return StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)


def _payload(result: Any) -> Any:
    if result.is_error:
        raise RuntimeError(" ".join(getattr(c, "text", "") for c in result.content))
    if result.structured_content is not None:
        return result.structured_content.get("result", result.structured_content)
    return json.loads(result.content[0].text)


async def _handshake(home: Path, provider: str) -> tuple[float, float | None]:
    from mcp.client.session import ClientSession
    from mcp.client.stdio import stdio_client

    started = time.perf_counter()
    async with (
        stdio_client(_params(home, provider)) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        handshake = time.perf_counter() - started
        semantic = None
        deadline = started + 30
        while time.perf_counter() < deadline:
            found = _payload(await session.call_tool("memory_search", {"query": "deploy"}))
            if found["mode"] == "hybrid":
                semantic = time.perf_counter() - started
                break
            await _sleep(0.02)
    return handshake, semantic


async def _sleep(seconds: float) -> None:
    import anyio

    await anyio.sleep(seconds)


async def _client(home: Path, provider: str, n: int, seconds: float, out: dict[str, Any]) -> None:
    from mcp.client.session import ClientSession
    from mcp.client.stdio import stdio_client

    async with (
        stdio_client(_params(home, provider)) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        end = time.perf_counter() + seconds
        i = 0
        while time.perf_counter() < end:
            note = f"Client {n} note {i}: service c{n}x{i} listens on port {10000 + i}."
            try:
                stored = _payload(await session.call_tool("memory_store", {"content": note}))
                out["stored"] += len(stored["created"])
                out["notes"].append(note)
                _payload(await session.call_tool("memory_search", {"query": f"service c{n}x{i}"}))
                out["searches"] += 1
            except Exception as exc:  # counted: the benchmark reports errors, it does not hide them
                out["errors"].append(f"client {n}: {exc}")
            i += 1


def run(clients: int = 8, seconds: float = 30.0, provider: str = "default") -> dict[str, Any]:
    """Five handshakes, then ``clients`` concurrent sessions for ``seconds``."""
    import anyio

    with tempfile.TemporaryDirectory(prefix="bower-bench-mcp-", ignore_cleanup_errors=True) as tmp:
        home = Path(tmp) / "home"
        from .. import Bower

        with Bower(home, overrides={"embed": {"provider": provider}}) as bower:
            bower.curate("To deploy the cluster, run flux reconcile in the ops repo.")
        shakes = [anyio.run(_handshake, home, provider) for _ in range(5)]
        out: dict[str, Any] = {"stored": 0, "searches": 0, "errors": [], "notes": []}

        async def many() -> None:
            async with anyio.create_task_group() as group:
                for n in range(clients):
                    group.start_soon(_client, home, provider, n, seconds, out)

        started = time.perf_counter()
        anyio.run(many)
        wall = time.perf_counter() - started
        # Every memory file, superseded ones included: a note that was superseded is not lost.
        contents = {p.read_text(encoding="utf-8") for p in (home / "tree").rglob("*.md")}
        lost = [note for note in out["notes"] if not any(note in c for c in contents)]
    handshake = [h for h, _ in shakes]
    semantic = [s for _, s in shakes if s is not None]
    return {
        "handshake_ms": {
            "median": round(statistics.median(handshake) * 1000, 1),
            "max": round(max(handshake) * 1000, 1),
        },
        "first_semantic_result_ms": {
            "median": round(statistics.median(semantic) * 1000, 1) if semantic else None,
        },
        "concurrency": {
            "clients": clients,
            "seconds": round(wall, 1),
            "stores": len(out["notes"]),
            "searches": out["searches"],
            "operations_per_s": round((len(out["notes"]) + out["searches"]) / wall, 1),
            "errors": out["errors"][:10],
            "error_count": len(out["errors"]),
            "lost_writes": len(lost),
        },
        "embedder": provider,
        "cpus": os.cpu_count(),
    }
