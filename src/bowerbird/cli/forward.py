"""One-shot commands answered by a running ``bower serve`` on the same home.

A ``bower query`` process pays for start-up, a stat scan of the tree and, for a hybrid query,
the model load (~0.6 s) and the vector matrix; a ``bower serve`` on the same home has all of it
warm. ``bower serve`` announces itself in ``<home>/serve.json`` (its pid, a loopback URL, the
agent it serves, whether a token is needed) and removes the file when it stops. ``query``,
``context`` and ``curate`` send their request there over loopback HTTP (stdlib
``http.client``: nothing heavy is imported) and print the answer as if computed here. Anything
unexpected — no file, a dead pid, another agent, a refused connection, a timeout, a non-2xx
answer — and the command runs locally as before, so the server is only ever a shortcut.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
from pathlib import Path
from typing import Any

SERVE_FILE = "serve.json"
TOKEN_FILE = "serve-token"


def announce(home: Path, port: int, agent: str, token: bool) -> Path:
    """Write ``<home>/serve.json`` for this process (loopback is always reachable: a server
    bound to 0.0.0.0 listens there too; one bound to a single other address is not announced)."""
    path = home / SERVE_FILE
    data = {"pid": os.getpid(), "url": f"127.0.0.1:{port}", "agent": agent, "token": token}
    tmp = path.with_name(f".{SERVE_FILE}.{os.getpid()}")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)
    return path


def withdraw(path: Path) -> None:
    """Remove the announcement if it is still this process's."""
    with contextlib.suppress(OSError, ValueError):
        if json.loads(path.read_text(encoding="utf-8")).get("pid") == os.getpid():
            path.unlink()


def _server(home: Path) -> dict[str, Any] | None:
    try:
        data = json.loads((home / SERVE_FILE).read_text(encoding="utf-8"))
        pid = int(data["pid"])
        os.kill(pid, 0)  # alive? (a killed server leaves its file behind)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return None if pid == os.getpid() else dict(data)


def forward(
    home: Path, agent: str, path: str, body: dict[str, Any], timeout: float = 120.0
) -> dict[str, Any] | None:
    """The server's JSON answer to ``POST path`` with ``body``, or ``None`` (run locally)."""
    server = _server(home)
    if server is None:
        return None
    headers = {"Content-Type": "application/json", "Host": "127.0.0.1"}
    if server.get("agent") != agent:  # one server answers every agent of its home
        headers["X-Bowerbird-Agent"] = agent
    if server.get("token"):
        try:
            secret = (home / TOKEN_FILE).read_text(encoding="utf-8").strip()
        except OSError:
            return None
        headers["Authorization"] = f"Bearer {secret}"
    host, _, port = str(server["url"]).rpartition(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=timeout)
    try:
        conn.request("POST", path, json.dumps(body, default=str), headers)
        reply = conn.getresponse()
        data = reply.read()
        if reply.status != 200:
            return None  # the local run gives the same error, in the CLI's own words
        answer = json.loads(data)
    except (OSError, ValueError, http.client.HTTPException):
        return None
    finally:
        conn.close()
    if isinstance(answer, dict):
        answer.setdefault("notes", []).append(f"answered by bower serve (pid {server['pid']})")
        return answer
    return None


def answer_quickly(argv: list[str]) -> bool:
    """Answer ``bower query TEXT [--limit N] [--fast] [--json] [--home H] [--agent A]`` from a
    running server before the command-line machinery (typer, rich, the facade) is imported:
    the whole process then costs about what the server's query does. JSON output only (a
    terminal gets the rich view from the normal path); any other flag, a missing server or
    any trouble, and it returns False for the normal path to run."""
    import sys

    if not argv or argv[0] != "query" or not ("--json" in argv or not sys.stdout.isatty()):
        return False
    texts: list[str] = []
    body: dict[str, Any] = {}
    home: str | None = None
    agent = os.environ.get("BOWERBIRD_AGENT")
    rest = iter(argv[1:])
    for arg in rest:
        if arg in ("--limit", "--home", "--db-path", "--agent"):
            value = next(rest, None)
            if value is None:
                return False
            if arg == "--limit":
                if not value.isdigit():
                    return False
                body["limit"] = int(value)
            elif arg in ("--home", "--db-path"):
                home = value
            else:
                agent = value
        elif arg == "--fast":
            body["fast"] = True
        elif arg != "--json":
            if arg.startswith("-"):
                return False
            texts.append(arg)
    if len(texts) != 1 or not texts[0].strip():
        return False
    from .. import BowerError, load_settings
    from .output import envelope

    try:
        env = dict(os.environ)
        if agent is not None:
            env["BOWERBIRD_AGENT"] = agent
        settings = load_settings(Path(home) if home else None, env=env)
    except BowerError:  # the normal path reports a bad setting in its own words
        return False
    body["query"] = texts[0]
    answer = forward(settings.home, settings.curate.agent, "/api/v1/query", body)
    if answer is None:
        return False
    sys.stdout.write(envelope("query", True, answer) + "\n")
    sys.stdout.flush()
    return True
