"""`bower mcp`: serve memory to agents over the Model Context Protocol."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import Bower, BowerError, UsageError, load_settings
from .common import (
    HomeOpt,
    JsonOpt,
    Run,
    app,
    parse_duration,
    run,
)
from .output import emit_error


def _mcp_config(home: Path, tools: str | None = None) -> dict[str, Any]:
    """Snippets that add bowerbird to Claude Code, Claude Desktop and Cursor, pointing at
    ``home`` (absolute, from --home or $BOWERBIRD_HOME: a client starts the server elsewhere),
    with ``--tools`` when one was given."""
    import shutil

    command = shutil.which("bower") or sys.executable
    prefix = [] if command.endswith("bower") else ["-m", "bowerbird"]
    args = [*prefix, "mcp", *(["--tools", tools] if tools else [])]
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
        "claude_code_hooks": _claude_hooks(command, prefix, home),
    }


def _claude_hooks(command: str, prefix: list[str], home: Path) -> dict[str, Any]:
    """Claude Code's hook settings for ``bower hook`` (docs/integrations/claude-code.md): the
    session starts with what the home knows, and the transcript is flushed into memory before
    a compaction and when Claude stops."""
    run = " ".join(shlex.quote(p) for p in [command, *prefix, "hook"])
    where = f"--home {shlex.quote(str(home))}"

    def hook(verb: str, timeout: int) -> list[dict[str, Any]]:
        line = f"{run} {verb} {where} -"
        return [{"hooks": [{"type": "command", "command": line, "timeout": timeout}]}]

    return {
        "file": "~/.claude/settings.json (every project) or .claude/settings.json (one)",
        "hooks": {
            "SessionStart": hook("session-start", 30),
            "PreCompact": hook("flush", 120),
            "Stop": hook("flush", 60),
        },
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
    tools: Annotated[
        str | None,
        typer.Option(
            "--tools",
            help="Tools listed: default (the lean set) or all (config.toml: tools in the mcp "
            "section). Every tool answers a call by its name either way.",
        ),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Serve memory to agents over the Model Context Protocol (stdio or streamable HTTP).

    Listed by default: memory_search, memory_get, memory_context, memory_store,
    memory_update, memory_forget, memory_list, memory_status, memory_prune,
    memory_consolidate and memory_help, which names the other families (messages, profile,
    history, agents, journal, memories, upkeep) and gives their tools; `--tools all` lists
    the other 36 too. Every tool answers a call by its name either way.
    """
    if print_config:
        with run("mcp", home, json_) as ctx:
            where = load_settings(home, {"mcp": {"tools": tools}}).home.resolve()
            ctx.emit(_mcp_config(where, tools), "mcp_config")
        return
    try:
        if transport not in ("stdio", "http"):
            raise UsageError(f"unknown transport {transport!r}", hint="Use stdio or http.")
        dream_s = parse_duration(dream_every, "--dream-every")
        from ..server.access import is_loopback

        if transport == "http" and not is_loopback(host):
            # No authentication here: memories must not be served to the network unguarded.
            raise UsageError(
                f"`bower mcp` serves HTTP on loopback only; {host} would expose every memory "
                "without authentication",
                hint=f"Use `bower serve --host {host}`: it serves MCP at /mcp behind a token.",
            )
        from ..mcp.server import build_server

        settings = Run("mcp", home, False, creates=True).settings()
        # --tools is checked as [mcp] tools is (one closed set, in settings).
        bower = Bower(settings.home, overrides={"mcp": {"tools": tools}})
        server = build_server(dream_every_s=dream_s, bower=bower)
    except BowerError as exc:
        # stdout belongs to the protocol: the error goes to stderr.
        emit_error("mcp", exc.to_dict(), as_json=False)
        raise typer.Exit(exc.exit_code) from None
    if transport == "stdio":
        from ..mcp.server import run_stdio

        run_stdio(server)
    else:
        server.run("streamable-http", host=host, port=port)
