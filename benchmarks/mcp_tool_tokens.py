"""Tokens an agent's context pays for `bower mcp`'s tool definitions, on every turn (issue 54).

    python benchmarks/mcp_tool_tokens.py [SRC] [--per-tool]

Starts `bower mcp` over stdio twice on an empty home — from SRC (a checkout's ``src`` folder,
e.g. an older commit's worktree) when given, else this environment's bowerbird — once with
``BOWERBIRD_MCP_TOOLS=default`` and once with ``=all`` (a version before the setting ignores
it and lists everything both times), and measures what ``tools/list`` answers through the
official client: the definitions as compact JSON, ``{"tools": [...]}`` (the fields the
server sent; the client's own defaults for newer protocol fields left out).

Tokens are ``ceil(characters / 4)``, the estimate every budget of bowerbird uses
(``retrieve.context.estimate_tokens``, the ``tokens`` of a context block): tiktoken's
encodings are fetched from the network on first use, which this measure must not need.
Prints one JSON line.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import anyio


def definitions(tools: list[Any]) -> str:
    """The tool definitions as the server sent them: compact JSON, ``None`` fields left out."""
    listed = [t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in tools]
    return json.dumps({"tools": listed}, ensure_ascii=False, separators=(",", ":"))


def tokens(text: str) -> int:
    """~4 characters a token, rounded up (bowerbird's one estimate)."""
    return (len(text) + 3) // 4


async def _listing(env: dict[str, str]) -> list[Any]:
    from mcp.client.stdio import stdio_client

    from mcp import ClientSession, StdioServerParameters

    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return list((await session.list_tools()).tools)


def measure(env: dict[str, str], per_tool: bool = False) -> dict[str, Any]:
    """The listing's size: tools, characters, tokens (and each tool's tokens on request)."""
    tools = anyio.run(_listing, env)
    text = definitions(tools)
    out: dict[str, Any] = {"tools": len(tools), "chars": len(text), "tokens": tokens(text)}
    if per_tool:
        out["per_tool"] = {t.name: tokens(definitions([t])) for t in tools}
    return out


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--per-tool"]
    per_tool = "--per-tool" in sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="bower-mcp-tokens-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()  # (not "created a new memory home" on stderr)
        env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
        env.update(
            BOWERBIRD_HOME=str(home),
            BOWERBIRD_EMBED_PROVIDER="fake",
            BOWERBIRD_SERVE_RESIDENT="off",
        )
        if args:
            env["PYTHONPATH"] = str(Path(args[0]).resolve())
        lean = measure({**env, "BOWERBIRD_MCP_TOOLS": "default"}, per_tool)
        every = measure({**env, "BOWERBIRD_MCP_TOOLS": "all"}, per_tool)
    ratio = round(lean["tokens"] / every["tokens"], 3)
    src = args[0] if args else "installed"
    print(json.dumps({"src": src, "default": lean, "all": every, "default_over_all": ratio}))


if __name__ == "__main__":
    main()
