"""Who may reach a served home: the names a request may use for the host, the token a bind
beyond loopback requires, the web origins CORS lets in. ``bower serve`` parses its flags and
asks ``guard_config`` for the ``GuardConfig`` the gate (``guard.py``) enforces."""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
import socket
import stat
from pathlib import Path

from .. import SERVE_TOKEN_FILE, ConfigError, UsageError, private_folder
from .guard import LOOPBACK, GuardConfig

TOKEN_FILE = SERVE_TOKEN_FILE  # named once, beside the announcement (bower/resident.py)


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
        private_folder(home)
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


def guard_config(
    home: Path, host: str, allow_host: list[str], cors_origin: list[str], max_body: int
) -> GuardConfig:
    """The gate for a server bound to ``host``: loopback needs no token; any other bind gets
    the home's token (created, mode 0600, when missing). Origins are checked here, so a typo
    stops the server before it starts."""
    for origin in cors_origin:
        if not re.match(r"^https?://[^/\s]+$", origin):
            raise UsageError(
                f"--cors-origin {origin!r} is not an origin",
                hint="Give scheme, host and port only, e.g. https://app.example.com:8443.",
            )
    token = None
    if not is_loopback(host):
        token = ensure_token(home).read_text(encoding="utf-8").strip()
    return GuardConfig(
        allowed_hosts=allowed_hosts(host, allow_host),
        token=token,
        max_body=max_body,
        cors_origins=frozenset(cors_origin),
    )
