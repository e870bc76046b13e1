"""`bower serve`: the HTTP API, the dashboard and MCP over HTTP in one long-lived process."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import BowerError, FileSystemError
from .common import HomeOpt, Run, app, parse_duration
from .forward import announce, withdraw
from .output import emit_error, info


@app.command()
def serve(
    host: Annotated[
        str, typer.Option("--host", help="Address to bind; beyond loopback a token is required.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (1-65535).", min=1, max=65535)] = 8787,
    dream_every: Annotated[
        str,
        typer.Option("--dream-every", help="Dream on this interval when idle (24h, 30m, off)."),
    ] = "off",
    prune_interval: Annotated[
        str, typer.Option("--prune-interval", help="Archive decayed memories this often (off).")
    ] = "off",
    allow_host: Annotated[
        list[str] | None,
        typer.Option("--allow-host", help="Another Host name clients use (repeatable)."),
    ] = None,
    cors_origin: Annotated[
        list[str] | None,
        typer.Option("--cors-origin", help="A web origin allowed to call the API (repeatable)."),
    ] = None,
    max_body: Annotated[
        int, typer.Option("--max-body", help="Largest request body in bytes.", min=1024)
    ] = 8 * 1024 * 1024,
    no_mcp: Annotated[bool, typer.Option("--no-mcp", help="Do not serve MCP at /mcp.")] = False,
    home: HomeOpt = None,
) -> None:
    """Serve the HTTP API (/api/v1, schema at /openapi.json), the dashboard (/) and MCP over
    streamable HTTP (/mcp) from one process; SIGTERM finishes requests in flight first."""
    # The server's modules load here, not when `bower` starts: every other command stays lean.
    from ..server.access import TOKEN_FILE, guard_config, is_loopback
    from ..server.app import Schedules, serve_home

    try:
        dream_s = parse_duration(dream_every, "--dream-every")
        prune_s = parse_duration(prune_interval, "--prune-interval")
        settings = Run("serve", home, False, creates=True).settings()
        guard = guard_config(settings.home, host, allow_host or [], cors_origin or [], max_body)
        token = guard.token
        # One-shot commands on this home ask this server instead of loading everything
        # themselves (cli/forward.py); only when it listens on loopback too.
        notice = None
        if is_loopback(host) or host in ("0.0.0.0", "::"):
            notice = announce(settings.home, port, settings.curate.agent, token is not None)
        on_stop = None if notice is None else lambda: withdraw(notice)
        plan = Schedules(dream_s, prune_s, not no_mcp, on_stop)
        application = serve_home(settings.home, guard, plan)
    except (BowerError, OSError) as raised:
        exc = raised if isinstance(raised, BowerError) else FileSystemError.from_os(raised)
        emit_error("serve", exc.to_dict(), as_json=False)
        raise typer.Exit(exc.exit_code) from None
    shown = f"[{host}]" if ":" in host else host
    info(f"bowerbird: serving {settings.home} at http://{shown}:{port}/ (API /api/v1, MCP /mcp)")
    if token is not None:
        info(
            f"bowerbird: every request needs the token in {settings.home / TOKEN_FILE}: "
            f'curl -H "Authorization: Bearer $(cat {settings.home / TOKEN_FILE})" '
            f"http://{shown}:{port}/api/v1/status — the dashboard asks for it at /login"
        )
    import uvicorn

    try:
        uvicorn.run(
            application,
            host=host,
            port=port,
            log_level="warning",
            server_header=False,
            timeout_graceful_shutdown=30,
        )
    finally:
        if notice is not None:
            withdraw(notice)
