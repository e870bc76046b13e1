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

import os
import sys

from .. import announced, proof, start_resident

TYPE_CHECKING = False  # not typing's: see bowerbird/__init__.py
if TYPE_CHECKING:
    from typing import Any

    from .. import Announcement

# Commands that are processes of their own (servers, watchers, stdio MCP) or that build their
# own homes and processes (benchmarks): never forwarded.
OWN_PROCESS = frozenset({"serve", "mcp", "watch", "bench", "stop"})
# What needs no home and must answer even when the resident is wedged: help and the version
# (a local run of them costs only the imports).
ALWAYS_HERE = frozenset({"--help", "--version", "-V"})
# Commands that load the model (or write, which embeds): the first of them starts a resident.
NEEDS_MODEL = frozenset(
    "query context curate import ingest journal dream consolidate reindex warm history "
    "messages profile maintenance hook".split()
)
# Largest stdin sent along (`bower curate -`); more, and the command runs here.
MAX_STDIN = 32 * 1024 * 1024
# Between two frames of the answer (the server sends one at least every HEARTBEAT_S while it
# works): longer, and the server is taken for stuck and the command runs here.
READ_TIMEOUT_S = 10.0
# To connect, and for the server to prove itself: a stopped (SIGSTOP) or wedged server is
# given up on before anything of the command was sent.
CONNECT_TIMEOUT_S = 2.0
# A connection opens with HELLO and the client's nonce; the server answers with its proof
# (``proof``: HMAC-SHA256 under the announced secret) and its nonce, the client with its own
# proof and then the command (cli/resident.py, ``Commands._proven``).
HELLO = b"bower2 "
# What a command stopped by ^C says, run here or by the server (exit code 130).
INTERRUPTED = "bower: interrupted\n"
NONCE_BYTES = 32
PROOF_BYTES = 32


def run_forwarded(argv: list[str]) -> int | None:
    """Run ``bower ARGV`` in the home's announced server; its exit code, or ``None`` when
    this process must run it (``start_after`` then starts a resident if it should)."""
    command = _command(argv)
    if command in OWN_PROCESS or command in ("", "version") or ALWAYS_HERE.intersection(argv):
        return None
    if any(_only_here(arg) for arg in argv):
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


def _only_here(arg: str) -> bool:
    """``arg`` names something only this process can open — its stdin or a descriptor
    (``/dev/stdin``, ``/dev/fd/63`` from ``<(…)``, ``/proc/self/…``), a device: in the
    server the same name is the server's own (or nothing), so the command runs here."""
    if not arg.startswith(("/", ".", "~")) and "/" not in arg:
        return False
    where = os.path.abspath(os.path.expanduser(arg.split("=", 1)[-1]))
    return where.startswith(("/dev/", "/proc/"))


def _stdin(argv: list[str]) -> bytes | None:
    """stdin's bytes when the command reads it (an argument ``-``), else ``None``."""
    if "-" not in argv:
        return None
    return sys.stdin.buffer.read(MAX_STDIN + 1)


def _give_back(data: bytes) -> None:
    """stdin was read to send along: the local run reads the same bytes."""
    import io

    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")


def _request(home: str, argv: list[str], stdin: bytes | None) -> bytes:
    """The command as the request: ``<length>:`` and then netstring-like fields,
    ``<length>:<bytes>`` for a name and then its value (``argv`` and ``env`` repeat, one per
    item; an env item is ``NAME=VALUE``). Bytes, not JSON: the client never imports ``json``
    (nor ``re`` with it), and stdin and undecodable arguments (surrogates) go through as
    they are."""
    env = dict(os.environ)
    if sys.stdout.isatty() and "COLUMNS" not in env:
        # The server's rich console cannot measure this terminal: tell it the width (none
        # for a terminal of no size, as `script` gives: rich's own default then, as here).
        columns = os.get_terminal_size(sys.stdout.fileno()).columns
        if columns > 0:
            env["COLUMNS"] = str(columns)
    umask = os.umask(0o077)  # read by setting: there is no other way
    os.umask(umask)
    fields = [("home", home), ("cwd", os.getcwd()), ("umask", str(umask))]
    fields += [("stdout_tty", "1" if sys.stdout.isatty() else "0")]
    fields += [("stderr_tty", "1" if sys.stderr.isatty() else "0")]
    fields += [("argv", arg) for arg in argv]
    fields += [("env", f"{name}={value}") for name, value in env.items()]
    out: list[bytes] = []
    for name, text in fields:
        _put(out, name, text.encode("utf-8", "surrogatepass"))
    if stdin is not None:
        _put(out, "stdin", stdin)
    return b"".join(out)


def _put(out: list[bytes], name: str, value: bytes) -> None:
    key = name.encode()  # ASCII names; "ascii" would import its codec
    out += [b"%d:" % len(key), key, b"%d:" % len(value), value]


def _send(home: str, server: "Announcement", argv: list[str], stdin: bytes | None) -> int | None:
    """Send the command to the server's command socket and relay the answer. The C socket
    module: ``socket`` (its enums) costs a forwarded command ~8 ms of imports."""
    import _socket
    from _operator import _compare_digest as compare_digest  # hmac's, without hmac's imports

    unix = server.commands.startswith("unix:")
    if unix:
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        address: Any = server.commands[len("unix:") :]
    else:
        host, _, port = server.commands.rpartition(":")
        sock = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
        address = (host, int(port))
    try:
        sock.settimeout(CONNECT_TIMEOUT_S)
        sock.connect(address)
        if unix and not _is_process(sock, server.pid):
            return None
        reader = _Reader(sock)
        ours = os.urandom(NONCE_BYTES)
        sock.sendall(HELLO + ours)
        shown = reader.read(PROOF_BYTES + NONCE_BYTES)
        theirs = shown[PROOF_BYTES:]
        if len(shown) < PROOF_BYTES + NONCE_BYTES or not compare_digest(
            shown[:PROOF_BYTES], proof(server.secret, b"server", ours, theirs)
        ):
            return None  # not the announced server: nothing of the command was sent
        body = _request(home, argv, stdin)
        sock.settimeout(READ_TIMEOUT_S)
        sock.sendall(proof(server.secret, b"client", theirs, ours) + b"%d:" % len(body) + body)
        return _relay(reader)
    except (OSError, ValueError, UnicodeError):
        return None
    finally:
        sock.close()


def _is_process(sock: "Any", pid: int) -> bool:
    """The Unix socket's other end is process ``pid`` running as this user (``SO_PEERCRED``:
    the kernel's word, not the announcement's); True where the kernel does not tell."""
    import _socket

    option = getattr(_socket, "SO_PEERCRED", None)
    if option is None:
        return True
    creds = sock.getsockopt(_socket.SOL_SOCKET, option, 12)
    peer_pid, peer_uid = (int.from_bytes(creds[i : i + 4], sys.byteorder) for i in (0, 4))
    return peer_pid == pid and peer_uid == os.geteuid()


class _Reader:
    """Exact byte counts and delimited fields from a socket: what ``socket.makefile`` gives,
    without importing ``socket``. Short reads once the socket is closed."""

    def __init__(self, sock: "Any") -> None:
        self._sock = sock
        self._buffer = b""

    def send(self, data: bytes) -> None:
        """Send ``data`` (a signal passed on); a server gone is the answer's to tell."""
        try:  # noqa: SIM105 - contextlib would be one more import for every command
            self._sock.sendall(data)
        except OSError:
            pass

    def read_until(self, delimiter: bytes) -> bytes:
        """The bytes before ``delimiter`` (consumed); all that is left if it never comes."""
        while delimiter not in self._buffer:
            data = self._sock.recv(65536)
            if not data:
                found, self._buffer = self._buffer, b""
                return found
            self._buffer += data
        found, _, self._buffer = self._buffer.partition(delimiter)
        return found

    def read(self, count: int) -> bytes:
        """``count`` bytes (fewer if the socket closes first); a large stdout is gathered in
        pieces, not by growing one buffer."""
        parts, have = [self._buffer[:count]], min(len(self._buffer), count)
        self._buffer = self._buffer[count:]
        while have < count:
            data = self._sock.recv(min(count - have, 1 << 20))
            if not data:
                break
            parts.append(data)
            have += len(data)
        return b"".join(parts)


def _relay(answer: _Reader) -> int | None:
    """Copy the answer's stderr as it comes and, at the end, its stdout; the command's exit
    code. ``None`` when the server refused it (another home, busy, stale: run here) or the
    answer stops before its end (the server died).

    The answer is frames ``<kind><length>:<payload>``: ``e`` stderr, ``o`` stdout, ``a`` alive,
    ``r`` refused, and last ``x`` the exit code (cli/resident.py writes them). While it runs,
    ^C, ``kill`` and a closed terminal (SIGINT, SIGTERM, SIGHUP) are passed on to the command
    (``c`` and the signal's number): it stops where a local run would, and this process ends
    as a local run would — 130 after ^C, killed by the same signal otherwise."""
    import _signal  # type: ignore[import-not-found]  # signal's enums cost ~0.6 ms

    caught: list[int] = []

    def pass_on(signum: int, _frame: object) -> None:
        caught.append(signum)
        answer.send(b"c%d:" % signum)

    previous = {
        signum: _signal.signal(signum, pass_on)
        for signum in (_signal.SIGINT, _signal.SIGTERM, _signal.SIGHUP)
    }
    try:
        code = _frames_of(answer)
    except (OSError, ValueError, UnicodeError):
        code = None  # cut off (the server died, or stopped answering)
    finally:
        for signum, handler in previous.items():
            _signal.signal(signum, handler)
    if caught and caught[-1] != _signal.SIGINT and code is not None:
        _signal.signal(caught[-1], _signal.SIG_DFL)
        os.kill(os.getpid(), caught[-1])  # ends here, as the signal ends a local run
    if caught and code is None:
        return 128 + caught[-1]  # the server went before confirming: never run it again here
    return code


def _frames_of(answer: _Reader) -> int | None:
    """The frames of ``_relay``'s answer, relayed; the exit code (``None``: none came)."""
    out = b""
    while True:
        kind, size = answer.read(1), answer.read_until(b":")
        if not kind or not size.isdigit():
            return None  # cut off: the server died
        payload = answer.read(int(size))
        if len(payload) < int(size) or kind == b"r":
            return None
        if kind == b"e":
            sys.stderr.write(payload.decode("utf-8", "surrogatepass"))
            sys.stderr.flush()
        elif kind == b"o":
            out += payload
        elif kind == b"x":
            sys.stdout.write(out.decode("utf-8", "surrogatepass"))
            sys.stdout.flush()
            return int(payload)


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
