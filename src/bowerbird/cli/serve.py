"""`bower serve`: the HTTP API, the dashboard and MCP over HTTP in one long-lived process."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import socket
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from .. import (
    Bower,
    BowerError,
    FileSystemError,
    Settings,
    UsageError,
    announce_server,
    announced,
    hold_resident_lock,
    keep_models_in_child,
    keep_watcher,
    stop_server,
    withdraw_server,
)
from .common import HomeOpt, Run, app, command, parse_duration
from .output import emit_error, info

if TYPE_CHECKING:
    from .resident import Commands

# How often a resident makes sure its tree watcher runs (one that failed to start is not
# retried in a tight loop).
WATCHER_CHECK_S = 60.0


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
        int | None,
        typer.Option(
            "--max-body",
            help="Largest request body in bytes (default: [limits] request_bytes, 8 MiB).",
            min=1024,
        ),
    ] = None,
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
    from ..server.access import TOKEN_FILE, guard_config
    from ..server.app import Schedules, serve_home
    from .resident import Commands

    try:
        dream_s = parse_duration(dream_every, "--dream-every")
        prune_s = parse_duration(prune_interval, "--prune-interval")
        settings = Run("serve", home, False, creates=True).settings()
        # The port is taken before anything is announced: a busy one is said at once, and no
        # "serving…" line is printed for a server that never ran.
        listening = _listen(host, port)
        port = listening.getsockname()[1]
        body = max_body or settings.limits.request_bytes
        guard = guard_config(settings.home, host, allow_host or [], cors_origin or [], body)
        token = guard.token
        # One-shot commands on this home are run by this server instead of loading
        # everything themselves (cli/forward.py), on a loopback socket of their own.
        commands = Commands(settings.home, resident=False)
        notice = announce_server(
            settings.home,
            commands.listen(),
            settings.curate.agent,
            resident=False,
            url=f"{host}:{port}",
        )
        commands.secret = notice.secret

        def on_stop() -> None:
            withdraw_server(settings.home)
            commands.close()

        plan = Schedules(dream_s, prune_s, not no_mcp, on_stop, attach=commands.serve)
        application = serve_home(settings.home, guard, plan)
    except (BowerError, OSError) as raised:
        exc = raised if isinstance(raised, BowerError) else FileSystemError.from_os(raised)
        emit_error("serve", exc.to_dict(), as_json=False)
        raise typer.Exit(exc.exit_code) from None
    shown = f"[{host}]" if ":" in host else host
    served = "API /api/v1" if no_mcp else "API /api/v1, MCP /mcp"
    info(f"bowerbird: serving {settings.home} at http://{shown}:{port}/ ({served})")
    if token is not None:
        info(
            f"bowerbird: every request needs the token in {settings.home / TOKEN_FILE}: "
            f'curl -H "Authorization: Bearer $(cat {settings.home / TOKEN_FILE})" '
            f"http://{shown}:{port}/api/v1/status — the dashboard asks for it at /login"
        )
    import uvicorn

    try:
        config = uvicorn.Config(
            application,
            host=host,
            port=port,
            log_level="warning",
            server_header=False,
            timeout_graceful_shutdown=30,
        )
        uvicorn.Server(config).run(sockets=[listening])
    finally:
        withdraw_server(settings.home)


@command("stop")
def stop(ctx: Run) -> None:
    """End the home's background process (the resident that answers commands, or a `bower
    serve`), letting it finish the request in hand; the next command that needs one starts
    a fresh resident."""
    where = ctx.settings().home
    result = stop_server(where)
    if result is None:
        ctx.emit({"stopped": False, "running": False, "home": str(where)}, "generic")
        return
    if not result["stopped"]:
        raise UsageError(
            f"process {result['pid']} did not exit within 30 s",
            hint=f"It may be finishing a long command; `kill {result['pid']}` ends it now.",
        )
    ctx.emit({**result, "running": False, "home": str(where)}, "generic")


def _listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``; ``UsageError`` naming the port when it is taken
    (another ``bower serve``, or another program) or the address is not this machine's."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listening = socket.socket(family, socket.SOCK_STREAM)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listening.bind((host.strip("[]"), port))
        listening.listen(2048)
    except OSError as exc:
        listening.close()
        if exc.errno == errno.EADDRINUSE:
            raise UsageError(
                f"port {port} on {host} is already in use",
                hint="Another `bower serve` or program has it: give --port another number "
                "(--port 0 picks a free one), or stop that one (`bower stop` for a home's).",
            ) from None
        raise UsageError(
            f"cannot listen on {host}:{port} ({exc.strerror})",
            hint="Give --host an address of this machine (127.0.0.1 by default).",
        ) from None
    listening.set_inheritable(True)
    return listening


def _resident(home: Path | None) -> None:
    """``bower serve --resident`` (started by a command, ``bower/resident.py``): the home's
    facade, warm, answering its commands on a loopback socket until idle for ``[serve]
    resident_idle_s``. No HTTP API (that is `bower serve`'s): the process is the facade, the
    command socket and the tree watcher it keeps running (``keep_watcher``: each command's
    re-scan then costs the paths changed, not a stat of every file; started by the resident,
    it exits as long after the last question as the resident does). Quietly exits when
    another resident or a ``bower serve`` has the home, or when ``[serve] resident`` is off;
    its stderr is ``<home>/resident.log``."""
    settings = Run("serve", home, False, creates=False).settings()
    where = settings.home
    if settings.serve.resident == "off" or announced(where) is not None:
        return
    lock = hold_resident_lock(where)
    if lock is None:
        return
    from .resident import Commands

    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, lambda *_: stop.set())
    commands = Commands(where, resident=True)
    bower: Bower | None = None
    # The model in a child process: letting it go when idle then gives all of its memory
    # back (in this process its libraries and heap pages stayed: ~105 MiB idle, not ~50).
    keep_models_in_child()
    try:
        address = commands.listen()  # a command told of it now waits in the backlog
        bower = Bower(where, overrides={"sync": {"interval_s": 60}})
        keep_watcher(settings, settings.serve.resident_idle_s, tied_to=os.getpid())
        commands.secret = announce_server(where, address, settings.curate.agent, True).secret
        commands.serve(bower)
        # The model and the index's vectors, loaded now: the first command must not pay
        # for them (one arriving meanwhile waits for the same load).
        threading.Thread(target=_warm, args=(bower,), name="bower-warm", daemon=True).start()
        _until_idle(stop, commands, settings, bower)
    finally:
        withdraw_server(where)
        commands.close()
        if bower is not None:
            bower.close()
        os.close(lock)


def _give_back_memory() -> None:
    """Return freed heap to the system (glibc keeps it for reuse otherwise: the model's
    ~150 MiB stayed in the process after it was let go)."""
    import ctypes
    import ctypes.util

    with contextlib.suppress(OSError, AttributeError, TypeError):
        ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)


def _warm(bower: Bower) -> None:
    """Load what a first query would (a failure is that query's to report)."""
    with contextlib.suppress(BowerError, OSError):
        bower.preload()


def _until_idle(
    stop: threading.Event, commands: Commands, settings: Settings, bower: Bower
) -> None:
    """Return after ``[serve] resident_idle_s`` without a command, when told to stop, or once
    another process announces itself for the home (a `bower serve` started since); keeps
    the tree watcher running meanwhile (it exits when idle, or may be stopped), and lets the
    model go after ``[serve] resident_unload_s`` without a command."""
    home, idle_s = settings.home, settings.serve.resident_idle_s
    checked = time.monotonic()
    rested = commands.last_used
    while not stop.wait(min(5.0, max(idle_s / 4, 0.2))):
        current = announced(home)
        mine = current is not None and current.pid == os.getpid()
        quiet_for = time.monotonic() - commands.last_used
        if (quiet_for > idle_s and not commands.busy) or commands.retired or not mine:
            return
        if quiet_for > settings.serve.resident_unload_s and rested != commands.last_used:
            rested = commands.last_used  # once per quiet spell
            with commands.held() as free:
                if free and bower.rest():
                    _give_back_memory()
        if time.monotonic() - checked > WATCHER_CHECK_S:
            checked = time.monotonic()
            keep_watcher(settings, settings.serve.resident_idle_s, tied_to=os.getpid())
