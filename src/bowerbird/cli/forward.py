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


def _server(home: Path, agent: str) -> dict[str, Any] | None:
    try:
        data = json.loads((home / SERVE_FILE).read_text(encoding="utf-8"))
        pid = int(data["pid"])
        os.kill(pid, 0)  # alive? (a killed server leaves its file behind)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if pid == os.getpid() or data.get("agent") != agent:
        return None
    return dict(data)


def forward(
    home: Path, agent: str, path: str, body: dict[str, Any], timeout: float = 120.0
) -> dict[str, Any] | None:
    """The server's JSON answer to ``POST path`` with ``body``, or ``None`` (run locally)."""
    server = _server(home, agent)
    if server is None:
        return None
    headers = {"Content-Type": "application/json", "Host": "127.0.0.1"}
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
