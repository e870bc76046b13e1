"""`bower serve`: the HTTP API, the dashboard and MCP over HTTP in one long-lived process."""

from __future__ import annotations

import os
import socket
import threading
import time
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import (
    BowerError,
    FileSystemError,
    announce_server,
    announced,
    hold_resident_lock,
    withdraw_server,
)
from .common import HomeOpt, Run, app, parse_duration
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
    resident: Annotated[
        bool, typer.Option("--resident", hidden=True, help="Run as the home's resident.")
    ] = False,
    home: HomeOpt = None,
) -> None:
    """Serve the HTTP API (/api/v1, schema at /openapi.json), the dashboard (/) and MCP over
    streamable HTTP (/mcp) from one process; SIGTERM finishes requests in flight first."""
    if resident:
        _resident(home)
        return
    # The server's modules load here, not when `bower` starts: every other command stays lean.
    from ..server.access import TOKEN_FILE, guard_config, is_loopback
    from ..server.app import Schedules, serve_home

    try:
        dream_s = parse_duration(dream_every, "--dream-every")
        prune_s = parse_duration(prune_interval, "--prune-interval")
        settings = Run("serve", home, False, creates=True).settings()
        guard = guard_config(settings.home, host, allow_host or [], cors_origin or [], max_body)
        token = guard.token
        # One-shot commands on this home are run by this server instead of loading
        # everything themselves (cli/forward.py); only when it listens on loopback too.
        routes: tuple[Any, ...] = ()
        on_stop = None
        if is_loopback(host) or host in ("0.0.0.0", "::"):
            routes, commands = _command_routes(settings.home, resident=False)
            notice = announce_server(
                settings.home, port, settings.curate.agent, token is not None, resident=False
            )
            commands.secret = notice.secret
            on_stop = lambda: withdraw_server(settings.home)  # noqa: E731
        plan = Schedules(dream_s, prune_s, not no_mcp, on_stop, routes=routes)
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
        withdraw_server(settings.home)


def _command_routes(home: Path, resident: bool) -> tuple[tuple[Any, ...], Any]:
    """The route that runs forwarded commands (cli/resident.py), and its runner."""
    from starlette.routing import Route

    from .resident import Commands

    commands = Commands(home, resident)
    return (Route("/api/v1/command", commands.endpoint, methods=["POST"]),), commands


def _resident(home: Path | None) -> None:
    """``bower serve --resident`` (started by a command, ``bower/resident.py``): the home's
    server on a free loopback port, answering its commands until idle for ``[serve]
    resident_idle_s``. Quietly exits when another resident or a ``bower serve`` has the home,
    or when ``[serve] resident`` is off; its stderr is ``<home>/resident.log``."""
    from ..server.access import guard_config
    from ..server.app import Schedules, serve_home

    settings = Run("serve", home, False, creates=False).settings()
    where = settings.home
    if settings.serve.resident == "off" or announced(where) is not None:
        return
    lock = hold_resident_lock(where)
    if lock is None:
        return
    import uvicorn

    try:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))  # a free port, known before anyone is told of it
        port = sock.getsockname()[1]
        sock.listen(128)  # a command told of it now waits in the backlog until uvicorn runs
        guard = guard_config(where, "127.0.0.1", [], [], 64 * 1024 * 1024)
        routes, commands = _command_routes(where, resident=True)
        notice = announce_server(where, port, settings.curate.agent, False, resident=True)
        commands.secret = notice.secret
        plan = Schedules(
            mcp=False, on_stop=lambda: withdraw_server(where), warm=True, routes=routes
        )
        config = uvicorn.Config(
            serve_home(where, guard, plan),
            log_level="warning",
            server_header=False,
            timeout_graceful_shutdown=30,
        )
        server = uvicorn.Server(config)
        idle = threading.Thread(
            target=_until_idle,
            args=(server, commands, where, settings.serve.resident_idle_s),
            name="bower-idle",
            daemon=True,
        )
        idle.start()
        server.run(sockets=[sock])
    finally:
        withdraw_server(where)
        os.close(lock)


def _until_idle(server: Any, commands: Any, home: Path, idle_s: float) -> None:
    """Stop the resident after ``idle_s`` without a command, or once another process
    announces itself for the home (a `bower serve` started since)."""
    while not server.should_exit:
        time.sleep(min(5.0, max(idle_s / 4, 0.2)))
        current = announced(home)
        mine = current is not None and current.pid == os.getpid()
        quiet = time.monotonic() - commands.last_used > idle_s and not commands.busy
        if quiet or commands.retired or (server.started and not mine):
            server.should_exit = True
