"""`bower mcp`: serve memory to agents over the Model Context Protocol."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import BowerError, UsageError, load_settings
from .common import (
    HomeOpt,
    JsonOpt,
    Run,
    app,
    command,
    parse_duration,
    run,
)
from .http import is_loopback
from .output import emit_error


def _mcp_config(home: Path) -> dict[str, Any]:
    """Snippets that add bowerbird to Claude Code, Claude Desktop and Cursor, pointing at
    ``home`` (absolute, from --home or $BOWERBIRD_HOME: a client starts the server elsewhere)."""
    import shutil

    command = shutil.which("bower") or sys.executable
    args = ["mcp"] if command.endswith("bower") else ["-m", "bowerbird", "mcp"]
    env = {"BOWERBIRD_HOME": str(home)}
    entry: dict[str, Any] = {"command": command, "args": args, "env": env}
    return {
        "home": str(home),
        "claude_code": f"claude mcp add bowerbird --env BOWERBIRD_HOME={shlex.quote(str(home))} "
        + "-- "
        + " ".join([command, *args]),
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
    port: Annotated[
        int, typer.Option("--port", help="HTTP port (1-65535).", min=1, max=65535)
    ] = 8765,
    print_config: Annotated[
        bool,
        typer.Option("--print-config", help="Print the config for Claude Code, Desktop, Cursor."),
    ] = False,
    dream_every: Annotated[
        str | None,
        typer.Option(
            "--dream-every",
            help="Dream on this interval once writes pause (30m, 24h, off; a bare number is "
            "minutes).",
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
            where = load_settings(home).home.resolve()
            ctx.emit(_mcp_config(where), "mcp_config")
        return
    try:
        if transport not in ("stdio", "http"):
            raise UsageError(f"unknown transport {transport!r}", hint="Use stdio or http.")
        dream_s = parse_duration(dream_every, "--dream-every")
        if transport == "http" and not is_loopback(host):
            # No authentication here: memories must not be served to the network unguarded.
            raise UsageError(
                f"`bower mcp` serves HTTP on loopback only; {host} would expose every memory "
                "without authentication",
                hint=f"Use `bower serve --host {host}`: it serves MCP at /mcp behind a token.",
            )
        from ..mcp.server import build_server

        settings = Run("mcp", home, False, creates=True).settings()
        server = build_server(str(settings.home), dream_s)
    except BowerError as exc:
        # stdout belongs to the protocol: the error goes to stderr.
        emit_error("mcp", exc.to_dict(), as_json=False)
        raise typer.Exit(exc.exit_code) from None
    if transport == "stdio":
        from ..mcp.server import run_stdio

        run_stdio(server)
    else:
        server.run("streamable-http", host=host, port=port)


@command("init")
def init(ctx: Run) -> None:
    """Create an empty memory home (read commands refuse a home that does not exist)."""
    settings = load_settings(ctx.home)
    existed = settings.home.is_dir()
    ctx.creates = True
    status = ctx.bower.status()
    ctx.emit(
        {
            "home": str(settings.home),
            "created": not existed,
            "memories": status.counts.memories,
        },
        "init",
    )


@app.command()
def watch(
    stop: Annotated[bool, typer.Option("--stop", help="Stop the home's watcher.")] = False,
    status: Annotated[
        bool, typer.Option("--status", help="Whether a watcher runs for the home.")
    ] = False,
    idle_exit: Annotated[
        float | None,
        typer.Option(
            "--idle-exit",
            metavar="SECONDS",
            help="Exit after this long without a question ([sync] watch_idle_s).",
            min=1.0,
        ),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Keep a change journal of the tree (inotify) so commands skip the full stat scan.

    Started by itself once a scan sees [sync] watch_min_files files; runs in the foreground
    when started by hand (for a service manager). See docs/decisions.md."""
    from .. import stop_watch, watch_status, watch_tree

    with run("watch", home, json_) as ctx:
        settings = ctx.settings()
        if stop:
            ctx.emit({"stopped": stop_watch(settings)}, "watch")
        elif status:
            ctx.emit(watch_status(settings), "watch")
        elif watch_tree(settings, idle_exit) != 0:
            raise UsageError(
                f"a watcher already runs for {settings.home}",
                hint="`bower watch --status` shows it; `bower watch --stop` stops it.",
            )
