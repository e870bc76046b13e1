"""Bytes an agent's context receives per search hit from `bower mcp` (issue 33).

    python benchmarks/mcp_bytes.py [SRC]

Builds a home of 40 notes (the fake embedder), starts `bower mcp` over stdio — from SRC (a
checkout's ``src`` folder, e.g. an older commit's worktree) when given, else this
environment's bowerbird — and calls ``memory_search`` for five questions with limit 5 and
min_score 0. Prints one JSON line: hits, the bytes of every content block the client got
(what a model reads) and of the structured copy, and bytes per hit. Run it on two commits to
compare them.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import anyio

NOTES = [
    f"Service {name} runs on port {8000 + i} and is owned by team {team}; deploys go out on "
    f"{day} after the standup, and its runbook lives in the ops wiki under {name}-runbook."
    for i, (name, team, day) in enumerate(
        (f"svc{n}", ("payments", "search", "growth", "infra")[n % 4], ("Monday", "Thursday")[n % 2])
        for n in range(40)
    )
]
QUESTIONS = [
    "who owns svc3",
    "port of svc12",
    "deploy day for svc7",
    "runbook svc21",
    "team search",
]


async def _measure(env: dict[str, str]) -> dict[str, float]:
    from mcp.client.stdio import stdio_client

    from mcp import ClientSession, StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    hits = text_bytes = structured_bytes = 0
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        for question in QUESTIONS:
            args = {"query": question, "limit": 5, "min_score": 0}
            result = await session.call_tool("memory_search", args)
            body = result.content[0].text  # type: ignore[union-attr]
            text_bytes += sum(len(c.text.encode()) for c in result.content)  # type: ignore[union-attr,misc]
            if result.structured_content is not None:
                structured_bytes += len(json.dumps(result.structured_content).encode())
            hits += len(json.loads(body)["results"])
    return {
        "hits": hits,
        "content_bytes": text_bytes,
        "structured_bytes": structured_bytes,
        "content_bytes_per_hit": round(text_bytes / max(1, hits)),
        "all_bytes_per_hit": round((text_bytes + structured_bytes) / max(1, hits)),
    }


def main() -> None:
    from bowerbird import Bower

    with tempfile.TemporaryDirectory(prefix="bower-mcp-bytes-") as tmp:
        home = Path(tmp) / "home"
        with Bower(home, overrides={"embed": {"provider": "fake"}}) as bower:
            for note in NOTES:
                bower.curate(note, verbatim=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
        env.update(BOWERBIRD_HOME=str(home), BOWERBIRD_EMBED_PROVIDER="fake")
        if len(sys.argv) > 1:
            env["PYTHONPATH"] = str(Path(sys.argv[1]).resolve())
        figures = anyio.run(_measure, env)
    print(json.dumps({"src": sys.argv[1] if len(sys.argv) > 1 else "installed", **figures}))


if __name__ == "__main__":
    main()
