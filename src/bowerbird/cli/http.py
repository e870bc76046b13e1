"""`bower serve`: the HTTP API, the dashboard and MCP over HTTP in one long-lived process."""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
import socket
import stat
from pathlib import Path
from typing import Annotated, Any

import typer

from .. import BowerError, ConfigError, FileSystemError, UsageError
from .common import HomeOpt, Run, app, parse_duration
from .forward import announce, withdraw
from .output import emit_error, info

TOKEN_FILE = "serve-token"


def is_loopback(host: str) -> bool:
    """True for names and addresses that only this machine can reach."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def allowed_hosts(host: str, extra: list[str]) -> frozenset[str]:
    """Host names a request may use: loopback names always; beyond loopback also the bind
    address, this machine's names and addresses, and ``--allow-host``."""
    from ..server.guard import LOOPBACK

    names = set(LOOPBACK)
    if not is_loopback(host):
        names.add(host.strip("[]").lower())
        names |= {socket.gethostname().lower(), socket.getfqdn().lower()}
        if host in ("0.0.0.0", "::"):
            try:
                infos = socket.getaddrinfo(socket.gethostname(), None)
                names |= {str(i[4][0]).lower() for i in infos}
            except OSError:
                pass  # the machine's names above still work
    names |= {h.strip().lower() for h in extra if h.strip()}
    return frozenset(names)


def ensure_token(home: Path) -> Path:
    """The token file, created with mode 0600 when missing. Refuses a file others can read
    (the token is a password to every memory) and an empty one."""
    path = home / TOKEN_FILE
    if not path.exists():
        home.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(secrets.token_urlsafe(32) + "\n")
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise ConfigError(
            f"{path} can be read by other users (mode {mode:o})",
            hint=f"Run `chmod 600 {path}` (or delete it for a new token), then start again.",
        )
    if not path.read_text(encoding="utf-8").strip():
        raise ConfigError(f"{path} is empty", hint="Delete it; `bower serve` writes a new token.")
    return path


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
    try:
        dream_s = parse_duration(dream_every, "--dream-every")
        prune_s = parse_duration(prune_interval, "--prune-interval")
        settings = Run("serve", home, False, creates=True).settings()
        token = None
        if not is_loopback(host):
            token_path = ensure_token(settings.home)
            token = token_path.read_text(encoding="utf-8").strip()
        # One-shot commands on this home ask this server instead of loading everything
        # themselves (cli/forward.py); only when it listens on loopback too.
        notice = None
        if is_loopback(host) or host in ("0.0.0.0", "::"):
            notice = announce(settings.home, port, settings.curate.agent, token is not None)
        application = _application(
            settings.home, host, token, dream_s, prune_s, allow_host, cors_origin, max_body, no_mcp,
            on_stop=None if notice is None else lambda: withdraw(notice),
        )  # fmt: skip
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


def _application(
    home: Path,
    host: str,
    token: str | None,
    dream_s: float | None,
    prune_s: float | None,
    allow_host: list[str] | None,
    cors_origin: list[str] | None,
    max_body: int,
    no_mcp: bool,
    on_stop: Any = None,
) -> Any:
    from .. import Bower
    from ..server.app import Schedules, create_app
    from ..server.guard import GuardConfig

    for origin in cors_origin or ():
        if not re.match(r"^https?://[^/\s]+$", origin):
            raise UsageError(
                f"--cors-origin {origin!r} is not an origin",
                hint="Give scheme, host and port only, e.g. https://app.example.com:8443.",
            )
    guard = GuardConfig(
        allowed_hosts=allowed_hosts(host, allow_host or []),
        token=token,
        max_body=max_body,
        cors_origins=frozenset(cors_origin or ()),
    )
    # The watcher reconciles on every change; the interval scan is only a safety net.
    bower = Bower(home, overrides={"sync": {"interval_s": 60}})
    return create_app(bower, guard, Schedules(dream_s, prune_s, not no_mcp, on_stop))
