"""`bower mcp`: serve memory to agents over the Model Context Protocol."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import BowerError, UsageError
from .common import HomeOpt, JsonOpt, app, run
from .output import warn


def _mcp_config(home: Path | None) -> dict[str, Any]:
    """Snippets that add bowerbird to Claude Code, Claude Desktop and Cursor."""
    import shutil

    command = shutil.which("bower") or sys.executable
    args = ["mcp"] if command.endswith("bower") else ["-m", "bowerbird", "mcp"]
    env = {"BOWERBIRD_HOME": str(Path(home).expanduser())} if home else {}
    entry: dict[str, Any] = {"command": command, "args": args}
    if env:
        entry["env"] = env
    return {
        "claude_code": "claude mcp add bowerbird -- " + " ".join([command, *args]),
        "claude_desktop": {
            "file": "~/.config/Claude/claude_desktop_config.json "
            "(macOS: ~/Library/Application Support/Claude/claude_desktop_config.json)",
            "mcpServers": {"bowerbird": entry},
        },
        "cursor": {"file": "~/.cursor/mcp.json", "mcpServers": {"bowerbird": entry}},
    }


@app.command()
def mcp(
    transport: Annotated[
        str, typer.Option("--transport", help="stdio (default) or http (streamable HTTP).")
    ] = "stdio",
    host: Annotated[str, typer.Option("--host", help="HTTP address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="HTTP port.")] = 8765,
    print_config: Annotated[
        bool,
        typer.Option("--print-config", help="Print the config for Claude Code, Desktop, Cursor."),
    ] = False,
    dream_every: Annotated[
        float | None,
        typer.Option(
            "--dream-every", metavar="MINUTES", help="Dream on this interval when idle that long."
        ),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Serve memory to agents over the Model Context Protocol (stdio or streamable HTTP).

    Tools: memory_search, memory_store, memory_get, memory_forget, memory_status,
    memory_list_recent, memory_list_important, memory_dream, memory_review.
    """
    if print_config:
        with run("mcp", home, json_) as ctx:
            ctx.emit(_mcp_config(home), "generic")
        return
    if transport not in ("stdio", "http"):
        raise UsageError(f"unknown transport {transport!r}", hint="Use stdio or http.")
    if dream_every is not None and dream_every <= 0:
        raise UsageError("--dream-every must be a positive number of minutes")
    from ..mcp import build_server

    try:
        server = build_server(str(home) if home else None, dream_every)
    except BowerError as exc:
        # stdout belongs to the protocol: the error goes to stderr.
        sys.stderr.write(f"bower mcp: {exc.message}\n{exc.hint}\n")
        raise typer.Exit(1) from None
    if transport == "stdio":
        server.run("stdio")
    else:
        if host not in ("127.0.0.1", "localhost", "::1"):
            warn(
                f"serving memories on {host}:{port} without authentication: anyone who can "
                "reach it can read and change them; put it behind an authenticating proxy"
            )
        server.run("streamable-http", host=host, port=port)
