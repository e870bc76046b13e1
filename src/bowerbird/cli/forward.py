"""Every one-shot command, answered by the process that has everything warm.

A ``bower`` process pays for its interpreter, its imports (typer, rich, numpy), the index and,
for most commands, the model (~0.4 s and ~250 MiB on every call). The home's announced server
(``bower/resident.py``: a ``bower serve``, or the resident the first command that needs the
model starts) runs the command instead: this module sends it the command line as given, the
environment, the working directory, whether stdout and stderr are terminals and, for ``-``,
what stdin holds; it streams stderr back as it is written (progress bars included) and
prints stdout and exits with the command's own code when the command is done. Nothing here
imports more than the standard library and ``bower/resident.py``, so a forwarded command costs
about what its work costs in the server.

Anything unexpected — no server, a dead one, a refusal, a busy one, a dropped connection,
a server killed mid-command — and the command runs in this process, as before: the server is
only ever a shortcut. stdout is printed only once the command finished, so a command retried
here is never printed twice (stderr's progress may be).
"""

from __future__ import annotations

import json
import os
import sys

from .. import announced, start_resident

TYPE_CHECKING = False  # not typing's: see bowerbird/__init__.py
if TYPE_CHECKING:
    from typing import Any

    from .. import Announcement

TOKEN_FILE = "serve-token"
# Commands that are processes of their own (servers, watchers, stdio MCP) or that build their
# own homes and processes (benchmarks): never forwarded.
OWN_PROCESS = frozenset({"serve", "mcp", "watch", "bench"})
# Commands that load the model (or write, which embeds): the first of them starts a resident.
NEEDS_MODEL = frozenset(
    "query context curate import ingest journal dream consolidate reindex warm history "
    "messages profile maintenance".split()
)
# Largest stdin sent along (`bower curate -`); more, and the command runs here.
MAX_STDIN = 32 * 1024 * 1024
# Between two lines of the answer (the server sends one at least every HEARTBEAT_S while it
# works): longer, and the server is taken for stuck and the command runs here.
READ_TIMEOUT_S = 60.0
CONNECT_TIMEOUT_S = 2.0


def run_forwarded(argv: list[str]) -> int | None:
    """Run ``bower ARGV`` in the home's announced server; its exit code, or ``None`` when
    this process must run it (after starting a resident for the home if it should)."""
    command = _command(argv)
    if command in OWN_PROCESS:
        return None
    home = _home(argv)
    server = announced(home)
    off = os.environ.get("BOWERBIRD_SERVE_RESIDENT", "").strip().lower() == "off"
    if server is None or server.pid == os.getpid() or (off and server.resident):
        return None
    stdin = _stdin(argv)
    if stdin is not None and len(stdin) > MAX_STDIN:
        _give_back(stdin)
        return None
    code = _send(home, server, argv, stdin)
    if code is None and stdin is not None:
        _give_back(stdin)
    return code


def _command(argv: list[str]) -> str:
    """The command's name: the first word that is neither an option nor ``--agent``'s value."""
    rest = iter(argv)
    for arg in rest:
        if arg == "--agent":
            next(rest, None)
        elif not arg.startswith("-"):
            return arg
    return ""


def _home(argv: list[str]) -> str:
    """The home the command names, as ``load_settings`` resolves it (``--home``/``--db-path``,
    then ``$BOWERBIRD_HOME``, then ``~/.bowerbird``), made absolute from this directory. A
    string: pathlib alone costs a forwarded command ~8 ms of imports."""
    found: str | None = None
    rest = iter(argv)
    for arg in rest:
        if arg in ("--home", "--db-path"):
            found = next(rest, None)
        elif arg.startswith(("--home=", "--db-path=")):
            found = arg.split("=", 1)[1]
    found = found or os.environ.get("BOWERBIRD_HOME")
    path = (
        os.path.expanduser(found) if found else os.path.join(os.path.expanduser("~"), ".bowerbird")
    )
    return os.path.abspath(path)


def _stdin(argv: list[str]) -> bytes | None:
    """stdin's bytes when the command reads it (an argument ``-``), else ``None``."""
    if "-" not in argv:
        return None
    return sys.stdin.buffer.read(MAX_STDIN + 1)


def _give_back(data: bytes) -> None:
    """stdin was read to send along: the local run reads the same bytes."""
    import io

    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")


def _request(home: str, argv: list[str], stdin: bytes | None) -> dict[str, Any]:
    env = dict(os.environ)
    if sys.stdout.isatty() and "COLUMNS" not in env:
        # The server's rich console cannot measure this terminal: tell it the width.
        env["COLUMNS"] = str(os.get_terminal_size(sys.stdout.fileno()).columns)
    if stdin is not None:
        import base64

        sent: str | None = base64.b64encode(stdin).decode("ascii")
    else:
        sent = None
    return {
        "argv": argv,
        "home": home,
        "cwd": os.getcwd(),
        "env": env,
        "stdout_tty": sys.stdout.isatty(),
        "stderr_tty": sys.stderr.isatty(),
        "stdin": sent,
    }


def _send(home: str, server: Announcement, argv: list[str], stdin: bytes | None) -> int | None:
    """POST the command and relay the answer. HTTP/1.1 by hand on a socket: ``http.client``
    (its email parser) costs a forwarded command ~50 ms of imports on these machines."""
    import socket

    headers = [
        "POST /api/v1/command HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        f"X-Bowerbird-Command: {server.secret}",
        "Connection: close",
    ]
    if server.token:  # a server bound beyond loopback wants its token on every request
        try:
            with open(os.path.join(home, TOKEN_FILE), encoding="utf-8") as f:
                headers.append(f"Authorization: Bearer {f.read().strip()}")
        except OSError:
            return None
    host, _, port = server.url.rpartition(":")
    try:
        body = json.dumps(_request(home, argv, stdin)).encode("utf-8")
        head = "\r\n".join([*headers, f"Content-Length: {len(body)}", "", ""]).encode("ascii")
        with socket.create_connection((host, int(port)), timeout=CONNECT_TIMEOUT_S) as sock:
            sock.settimeout(READ_TIMEOUT_S)
            sock.sendall(head + body)
            with sock.makefile("rb") as reply:
                return _relay(reply)
    except (OSError, ValueError, UnicodeError):
        return None


def _relay(reply: Any) -> int | None:
    """Read the HTTP answer: anything but 200 is ``None`` (not this home, busy, refused: run
    here); else copy its stderr as it comes and, at the end, its stdout, and return its exit
    code. ``None`` when the answer stops before its end (the server died)."""
    status = reply.readline().split()
    if len(status) < 2 or status[1] != b"200":
        return None
    chunked = False
    while (line := reply.readline()) not in (b"\r\n", b"\n", b""):
        name, _, value = line.decode("latin-1").partition(":")
        if name.strip().lower() == "transfer-encoding" and "chunked" in value.lower():
            chunked = True
    for raw in _body_lines(reply, chunked):
        frame = json.loads(raw)
        if "stderr" in frame:
            sys.stderr.write(frame["stderr"])
            sys.stderr.flush()
        elif "exit" in frame:
            sys.stdout.write(frame["stdout"])
            sys.stdout.flush()
            return int(frame["exit"])
    return None


def _body_lines(reply: Any, chunked: bool) -> Any:
    """The body's lines, from chunked transfer coding or a body that ends with the
    connection."""
    if not chunked:
        yield from reply
        return
    pending = b""
    while True:
        size = int(reply.readline().split(b";")[0].strip() or b"0", 16)
        if size == 0:
            return
        data = reply.read(size)
        reply.readline()  # the CRLF after each chunk
        if len(data) < size:
            return  # cut off: the server died
        pending += data
        *lines, pending = pending.split(b"\n")
        yield from lines


def start_after(argv: list[str]) -> None:
    """After a command ran in this process: start the home's resident in the background if
    the command needs the model, the home exists, none runs and ``[serve] resident`` allows
    it (started after the command, not beside it: two cores are not shared with it)."""
    command = _command(argv)
    if command not in NEEDS_MODEL or (command == "query" and "--fast" in argv):
        return
    if os.name != "posix" or os.environ.get("BOWERBIRD_SERVE_RESIDENT", "").lower() == "off":
        return
    home = _home(argv)
    if announced(home) is not None or not os.path.isdir(os.path.join(home, "tree")):
        return  # no home yet (this command may create it): the next one starts it
    from .. import BowerError, load_settings

    try:
        if load_settings(home).serve.resident == "off":
            return
    except BowerError:
        return  # this command reports the bad setting itself
    start_resident(home)
