"""Every one-shot command answered by the home's resident process (or a running `bower serve`),
and run locally, exactly as before, whenever that process is not there or not usable."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Announcement, Bower, announced
from bowerbird.bower.resident import alive
from bowerbird.cli import forward
from bowerbird.storage.files import watch

from ..conftest import cli_env, serve_process, wait_until
from ..conftest import run_cli_process as run_cli

AUTO = {"BOWERBIRD_SERVE_RESIDENT": "auto"}


def _env(home: Path, **extra: str) -> dict[str, str]:
    return {**cli_env(home), **AUTO, **extra}


def _resident_of(home: Path) -> Announcement:
    """The home's resident, once it has announced itself."""
    wait_until(lambda: announced(home) is not None, what="the resident")
    found = announced(home)
    assert found is not None and found.resident
    return found


def _remote(
    home: Path, *args: str, stdin: bytes | None = None, env: dict[str, str] | None = None
) -> Any:
    """``bower ARGS`` as a process; (exit code, envelope, stderr, modules it imported)."""
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "bowerbird", *args],
        input=stdin,
        capture_output=True,
        env=_env(home, **(env or {})),
        cwd=home.parent,
        timeout=60,
        check=False,
    )
    err = proc.stderr.decode()
    loaded = {line.split("|")[-1].strip() for line in err.splitlines() if "import time" in line}
    out = proc.stdout.decode()
    envelope = json.loads(out) if out.strip().startswith("{") else None
    return proc.returncode, envelope, err, loaded


def _connect(server: Announcement) -> socket.socket:
    """A raw connection to the server's command socket."""
    where = server.commands
    if where.startswith("unix:"):
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        conn.settimeout(30)
        conn.connect(where[len("unix:") :])
        return conn
    host, _, port = where.rpartition(":")
    return socket.create_connection((host, int(port)), timeout=30)


def _hello(conn: socket.socket) -> bytes:
    """Open the handshake; the server's proof and nonce (64 bytes), or what came first."""
    conn.sendall(forward.HELLO + os.urandom(forward.NONCE_BYTES))
    shown = b""
    while len(shown) < forward.PROOF_BYTES + forward.NONCE_BYTES:
        chunk = conn.recv(64)
        if not chunk:
            break
        shown += chunk
    return shown


def _closed(conn: socket.socket) -> bool:
    """The server closed the connection without a word (a close with the client's bytes
    unread is a reset)."""
    try:
        return conn.recv(100) == b""
    except ConnectionResetError:
        return True


def _stop(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


@pytest.fixture
def resident(home: Path) -> Iterator[int]:
    """A home of two memories whose resident runs (started by the curate that needed the
    model); its pid. Killed at the end."""
    run_cli(home, "init")
    code, _, err = run_cli(home, "curate", "The print server lives at 10.0.4.17.", env_extra=AUTO)
    assert code == 0, err
    server = _resident_of(home)
    assert server.pid != os.getpid()
    try:
        if watch.supported() and "BOWERBIRD_INDEX_URL" not in os.environ:
            # The resident keeps the tree watcher running, however small the home: its
            # commands' re-scans (a hand edit below) ask it instead of stat'ing every file.
            wait_until(lambda: watch.running(home) is not None, what="the tree watcher")
        yield server.pid
    finally:
        _stop(server.pid)
        later = announced(home)  # one a test's commands started since
        if later is not None:
            _stop(later.pid)
        watch.stop(home)


def test_a_resident_answers_every_command_with_every_flag_as_a_local_run_would(
    home: Path, resident: int
) -> None:
    heavy = {"typer", "rich", "numpy", "onnxruntime", "bowerbird.bower.facade"}
    # A flag the old forwarding lacked, an option after the text: run by the resident; this
    # process imported nothing heavy.
    code, env, _, loaded = _remote(home, "query", "print server", "--no-cache", "--type", "fact")
    assert code == 0 and "10.0.4.17" in env["data"]["results"][0]["snippet"], env
    assert not heavy & loaded, heavy & loaded
    # stdin ('-') goes along; the memory is written by the resident.
    code, env, _, loaded = _remote(home, "curate", "-", stdin=b"Backups run nightly at 02:00.")
    assert code == 0 and env["data"]["created"] and not heavy & loaded
    # Status names the resident; its answer is this home's.
    code, env, _, loaded = _remote(home, "status")
    assert env["data"]["server"] == {**env["data"]["server"], "pid": resident, "kind": "resident"}
    assert env["data"]["total_memories"] == 2 and not heavy & loaded
    # Another agent: nothing of this one's.
    code, env, _, _ = _remote(home, "query", "print server", "--agent", "other")
    assert code == 0 and env["data"]["results"] == []
    # Errors keep their exit codes and envelopes: a bad flag (2), a missing memory (1).
    code, env, _, _ = _remote(home, "query", "print server", "--limit", "abc")
    assert code == 2 and not env["success"] and "--limit" in env["data"]["error"]
    code, env, _, _ = _remote(home, "show", "no-such-memory")
    assert code == 1 and env["data"]["kind"] == "not_found"
    # A relative path is the caller's: the export lands in the caller's directory.
    code, env, _, _ = _remote(home, "export", "memories.json")
    assert code == 0 and (home.parent / "memories.json").is_file()
    # A hand edit saved just before a command is seen by it (each command re-scans first).
    note = next((home / "tree").rglob("print-server*.md"))
    note.write_text(note.read_text().replace("10.0.4.17", "10.0.9.99"))
    code, env, _, _ = _remote(home, "query", "print server", "--no-cache")
    assert "10.0.9.99" in env["data"]["results"][0]["snippet"]
    # A terminal gets the rich view, rendered by the resident at the terminal's width.
    proc = subprocess.run(
        ["script", "-qec", f"{sys.executable} -m bowerbird query 'print server'", "/dev/null"],
        capture_output=True,
        env=_env(home, COLUMNS="100"),
        timeout=60,
        check=False,
    )
    shown = proc.stdout.decode(errors="replace")
    assert proc.returncode == 0 and "10.0.9.99" in shown and "{" not in shown

    # The client, as the `bower` console script starts it, imports five small modules of
    # ours and the C socket, SHA-256 and operator modules beyond a bare interpreter's.
    def imported(code: str) -> set[str]:
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code],
            capture_output=True, env=_env(home), cwd=home.parent, timeout=60, check=True,
        )  # fmt: skip
        lines = proc.stderr.decode().splitlines()
        return {line.split("|")[-1].strip() for line in lines if "import time" in line}

    client = imported("from bowerbird.cli import main; raise SystemExit(main(['status']))")
    ours = {"bowerbird", "bowerbird.cli", "bowerbird.cli.forward", "bowerbird.bower"}
    expected = {*ours, "bowerbird.bower.resident", "_socket", "_sha256", "_operator"}
    assert client - imported("pass") == expected
    still = announced(home)
    assert still is not None and still.pid == resident  # the same process answered throughout


def test_a_frozen_resident_is_given_up_on_before_anything_is_sent(
    home: Path, resident: int
) -> None:
    # Frozen (SIGSTOP), its kernel still accepts the connection, but it cannot prove itself:
    # the command sends nothing of itself, runs locally, and answers within the bound.
    os.kill(resident, signal.SIGSTOP)
    try:
        code, env, err, loaded = _remote(home, "query", "print server")
        assert code == 0, err
        assert "typer" in loaded and "10.0.4.17" in env["data"]["results"][0]["snippet"]
    finally:
        os.kill(resident, signal.SIGCONT)
    # Killed, its file is ignored, and a command that needs the model starts another.
    os.kill(resident, signal.SIGKILL)
    code, env, _, _ = _remote(home, "query", "print server")
    assert code == 0 and "10.0.4.17" in env["data"]["results"][0]["snippet"]
    wait_until(lambda: getattr(announced(home), "pid", resident) != resident, what="a new one")


def test_help_and_version_answer_with_a_resident_running_or_frozen(
    home: Path, resident: int
) -> None:
    # (The subprocess timeouts detect a hang; they are no speed target.)
    def local(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(
            [sys.executable, "-m", "bowerbird", *args],
            capture_output=True, env=_env(home), cwd=home.parent, timeout=30, check=False,
        )  # fmt: skip

    for frozen in (False, True):
        if frozen:
            os.kill(resident, signal.SIGSTOP)
        try:
            for args in (["--help"], ["query", "--help"], ["status", "--help"]):
                proc = local(*args)
                assert proc.returncode == 0 and b"Usage" in proc.stdout, (args, proc.stderr)
            proc = local("version")
            assert proc.returncode == 0 and json.loads(proc.stdout)["data"]["version"]
        finally:
            os.kill(resident, signal.SIGCONT)
    # A client that does send help (an older one) gets it from the resident, and the answer
    # ends: the help text click writes as bytes once hung the command, heartbeat after
    # heartbeat.
    asked = (
        "import sys; from bowerbird import announced; from bowerbird.cli import forward; "
        f"sys.exit(forward._send({str(home)!r}, announced({str(home)!r}), "
        "['query', '--help'], None))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", asked],
        capture_output=True, env=_env(home), cwd=home.parent, timeout=30, check=False,
    )  # fmt: skip
    assert proc.returncode == 0 and b"Usage" in proc.stdout, proc.stderr
    still = announced(home)
    assert still is not None and still.pid == resident


def test_a_resident_answers_only_for_its_home_and_its_user(home: Path, resident: int) -> None:
    other = home.parent / "other-home"
    run_cli(other, "init")
    run_cli(other, "curate", "The coffee machine is on floor 3.")
    # Another home's file copied here (as a copy of a whole home carries it): not believed
    # for this home, the command runs locally and answers for the home it names ...
    shutil.copy2(home / "serve.json", other / "serve.json")
    code, env, _, loaded = _remote(other, "status")
    assert code == 0 and env["data"]["total_memories"] == 1 and "typer" in loaded
    # ... and the copy gets a resident of its own.
    code, env, _, _ = _remote(other, "query", "coffee machine")
    assert code == 0 and "floor 3" in env["data"]["results"][0]["snippet"]
    wait_until(lambda: announced(other) is not None, what="the copy's own resident")
    own = announced(other)
    assert own is not None and own.pid != resident
    code, env, _, loaded = _remote(other, "status")
    assert env["data"]["server"]["pid"] == own.pid and "typer" not in loaded
    _stop(own.pid)
    server = announced(home)
    assert server is not None
    # Commands are taken on a Unix socket in a folder only this user may enter.
    path = Path(server.commands.removeprefix("unix:"))
    assert server.commands.startswith("unix:") and path.is_socket()
    assert path.parent.stat().st_uid == os.geteuid()
    assert oct(path.parent.stat().st_mode & 0o777) == "0o700"
    assert oct((home / "serve.json").stat().st_mode & 0o777) == "0o600"
    # A client that cannot prove it knows the secret sees the server's proof and nothing
    # runs: its command (a 40 MiB body announced) is never read, the connection closed.
    with _connect(server) as conn:
        assert len(_hello(conn)) == forward.PROOF_BYTES + forward.NONCE_BYTES
        conn.sendall(b"x" * forward.PROOF_BYTES + b"41943040:" + b"y" * 4096)
        assert _closed(conn)
    # A malformed opening is closed unanswered too, and the resident still answers after.
    with _connect(server) as conn:
        conn.sendall(b"10:not fields" + b" " * 64)
        assert _closed(conn)
    code, env, _, loaded = _remote(home, "status")
    assert code == 0 and env["data"]["server"]["pid"] == resident and "typer" not in loaded


@pytest.mark.skipif(os.geteuid() != 0, reason="acting as another user needs root")
def test_another_user_cannot_reach_the_resident(home: Path, resident: int) -> None:
    # A process of another user (a fork that drops to nobody) neither enters the socket's
    # folder nor, were it let in, gets an answer: the server checks the peer's uid first.
    server = announced(home)
    assert server is not None
    path = server.commands.removeprefix("unix:")
    # As if every mode on the way were lost (the socket's, its folders'): the uid still counts.
    # (Only what lacks it is opened, with every other bit kept: /tmp keeps its sticky bit.)
    wanted = {p: 0o006 if p == Path(path) else 0o001 for p in [Path(path), *Path(path).parents]}
    modes = {p: stat.S_IMODE(p.stat().st_mode) for p, bits in wanted.items()}
    modes = {p: mode for p, mode in modes.items() if mode & wanted[p] != wanted[p]}
    for where, mode in modes.items():
        os.chmod(where, mode | wanted[where])
    try:
        reader, writer = os.pipe()
        child = os.fork()
        if child == 0:  # pragma: no cover - the child reports through the pipe
            os.close(reader)
            outcome = b"?"
            try:
                os.setgid(65534)
                os.setuid(65534)
                conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                conn.settimeout(10)
                conn.connect(path)
                conn.sendall(forward.HELLO + b"n" * forward.NONCE_BYTES)
                outcome = b"closed" if _closed(conn) else b"answered"
            except PermissionError:
                outcome = b"refused"
            except (BrokenPipeError, ConnectionResetError):
                outcome = b"closed"  # closed before the hello was all sent
            except OSError as exc:
                outcome = repr(exc).encode()
            os.write(writer, outcome)
            os._exit(0)
        os.close(writer)
        _, status = os.waitpid(child, 0)
        outcome = os.read(reader, 200)
        os.close(reader)
    finally:
        for where, mode in modes.items():
            os.chmod(where, mode)
    assert status == 0 and outcome == b"closed", outcome
    code, env, _, loaded = _remote(home, "status")
    assert code == 0 and env["data"]["server"]["pid"] == resident and "typer" not in loaded


def test_nothing_is_read_or_held_for_a_client_without_the_secret(home: Path, resident: int) -> None:
    from bowerbird.cli import resident as server_side

    server = announced(home)
    assert server is not None
    # Idle connections beyond the cap are closed unread; the resident still answers after.
    idle = [_connect(server) for _ in range(server_side.MAX_CONNECTIONS + 4)]
    try:
        closed = 0
        for conn in idle[server_side.MAX_CONNECTIONS :]:
            conn.settimeout(server_side.AUTH_TIMEOUT_S / 2)  # before an admitted one times out
            with contextlib.suppress(TimeoutError):
                closed += _closed(conn)
        assert closed == 4
    finally:
        for conn in idle:
            conn.close()
    wait_until(lambda: _remote(home, "status")[0] == 0, what="the resident to answer again")
    code, env, _, loaded = _remote(home, "status")
    assert code == 0 and env["data"]["server"]["pid"] == resident and "typer" not in loaded


def test_off_means_every_command_works_in_its_own_process(home: Path) -> None:
    run_cli(home, "init")
    (home / "config.toml").write_text('[serve]\nresident = "off"\n')
    env = {k: v for k, v in cli_env(home).items() if k != "BOWERBIRD_SERVE_RESIDENT"}
    cmd = [sys.executable, "-m", "bowerbird", "curate", "The print server is at 10.0.4.17."]
    assert subprocess.run(cmd, env=env, capture_output=True, check=False).returncode == 0
    # A command starts a resident before it exits (its log is opened then): none was.
    assert announced(home) is None and not (home / "resident.log").exists()


def test_an_idle_resident_exits_and_withdraws(home: Path) -> None:
    run_cli(home, "init")
    fast = {**AUTO, "BOWERBIRD_SERVE_RESIDENT_IDLE_S": "1"}
    run_cli(home, "curate", "The print server lives at 10.0.4.17.", env_extra=fast)
    server = _resident_of(home)
    try:
        wait_until(lambda: not (home / "serve.json").exists(), 60, "the idle exit")
        wait_until(lambda: not alive(server.pid), what="the process to end")
    finally:
        _stop(server.pid)


def test_a_running_bower_serve_answers_the_commands_too(home: Path) -> None:
    run_cli(home, "init")
    with serve_process(home) as (proc, _):
        announced_now = announced(home)
        assert announced_now is not None and announced_now.pid == proc.pid
        assert not announced_now.resident
        code, env, _, loaded = _remote(home, "curate", "The print server lives at 10.0.4.17.")
        assert code == 0 and env["data"]["created"] and "typer" not in loaded
        code, env, _, loaded = _remote(home, "context", "print server", "--budget-tokens", "200")
        assert code == 0 and "10.0.4.17" in env["data"]["context"] and "typer" not in loaded
        code, env, _, _ = _remote(home, "status")
        assert env["data"]["server"]["kind"] == "serve"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) in (0, -signal.SIGTERM)
    assert not (home / "serve.json").exists()  # withdrawn as it stopped
    off = {"BOWERBIRD_SERVE_RESIDENT": "off"}
    code, env, _, loaded = _remote(home, "query", "where is the print server", env=off)
    assert code == 0 and "typer" in loaded and "10.0.4.17" in env["data"]["results"][0]["snippet"]


def test_a_resident_never_runs_code_older_than_the_installed_code(
    home: Path, resident: int
) -> None:
    import bowerbird.errors

    # Rewritten with its old mtime put back (as `cp -p`, a checkout or an unpacked wheel
    # may leave it): the change still shows, in the file's ctime.
    source = Path(bowerbird.errors.__file__)
    before = source.stat()
    source.write_bytes(source.read_bytes())
    os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns))
    code, env, _, loaded = _remote(home, "status")
    assert code == 0 and env["data"]["total_memories"] == 1 and "typer" in loaded
    wait_until(lambda: not alive(resident), what="the stale resident to exit")


def test_a_server_that_cannot_prove_the_secret_receives_nothing_of_the_command(
    home: Path, tmp_path: Path
) -> None:
    from bowerbird.bower.resident import announce_server, withdraw_server

    # A listener at the announced address, in the announced process (the kernel vouches
    # for both), but without the secret: the client's hello is all it ever gets, and the
    # command (its environment holds a key) runs locally.
    run_cli(home, "init")
    path = tmp_path / "impostor.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(1)
    announce_server(home, f"unix:{path}", "default", resident=True)
    heard: list[bytes] = []

    def impostor() -> None:
        conn, _ = listener.accept()
        with conn:
            conn.settimeout(10)
            heard.append(conn.recv(1 << 16))
            conn.sendall(os.urandom(forward.PROOF_BYTES + forward.NONCE_BYTES))
            heard.extend(iter(lambda: conn.recv(1 << 16), b""))

    import threading

    thread = threading.Thread(target=impostor, daemon=True)
    thread.start()
    try:
        code, env, err, loaded = _remote(home, "status", env={"OPENAI_API_KEY": "sk-leak-me"})
        thread.join(10)
    finally:
        withdraw_server(home)
        listener.close()
    assert code == 0 and env["data"]["total_memories"] == 0 and "typer" in loaded, err
    said = b"".join(heard)
    assert said.startswith(forward.HELLO) and len(said) == len(forward.HELLO) + forward.NONCE_BYTES
    assert b"sk-leak-me" not in said


def test_a_moved_home_gets_a_resident_of_its_own(home: Path, resident: int) -> None:
    moved = home.with_name("moved-home")
    home.rename(moved)
    try:
        # The announcement moved along (same folder): the old resident, serving the old
        # path, refuses, the command runs locally, and that resident goes.
        code, env, err, loaded = _remote(moved, "query", "print server")
        assert code == 0 and "typer" in loaded, err
        assert "10.0.4.17" in env["data"]["results"][0]["snippet"]
        wait_until(lambda: not alive(resident), what="the old resident to go")
        # The next command that needs the model starts the moved home's own.
        code, env, err, _ = _remote(moved, "query", "print server")
        assert code == 0 and "10.0.4.17" in env["data"]["results"][0]["snippet"], err
        wait_until(lambda: announced(moved) is not None, what="the moved home's resident")
        own = announced(moved)
        assert own is not None and own.pid != resident
        _stop(own.pid)
    finally:
        watch.stop(moved)
        moved.rename(home)


def test_a_resident_killed_mid_import_leaves_every_message_kept_once(
    home: Path, resident: int, tmp_path: Path
) -> None:
    # The resident dies with the import half done; the client runs the import itself, and
    # what the resident kept is recognised, not kept again.
    chat = tmp_path / "chat.txt"
    lines = [
        f"[0{day + 1}/04/2025, 20:{n // 60:02d}:{n % 60:02d}] {'Ada' if n % 2 else 'Ben'}: "
        f"evening {day}, line {n}: the allotment's water is back on."
        for day in range(8)
        for n in range(60)
    ]
    chat.write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "import", str(chat), "--from", "whatsapp"],
        env=_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    # Wait on what is asserted: a kept line, not the session file, which is created empty
    # before its first line is written.
    wait_until(lambda: _kept_messages(home) > 0, what="the first kept message")
    os.kill(resident, signal.SIGKILL)
    at_kill = _kept_messages(home)
    assert 0 < at_kill < len(lines)  # killed mid-import
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err.decode()
    kept = Counter(
        json.loads(line)["content"]
        for path in (home / "messages").rglob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    )
    assert len(kept) == len(lines) and set(kept.values()) == {1}


def _long_chat(path: Path, days: int = 12, lines: int = 200) -> int:
    """A chat long enough to take seconds to import; how many messages it holds."""
    path.write_text(
        "".join(
            f"[{day + 1:02d}/05/2025, 18:{n // 60:02d}:{n % 60:02d}] {'Ida' if n % 2 else 'Joe'}: "
            f"day {day}, message {n}: the shed roof needs new felt.\n"
            for day in range(days)
            for n in range(lines)
        ),
        encoding="utf-8",
    )
    return days * lines


def _kept_messages(home: Path) -> int:
    return sum(len(p.read_bytes().splitlines()) for p in (home / "messages").rglob("*.jsonl"))


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_a_signal_to_the_command_stops_its_forwarded_run(
    home: Path, resident: int, tmp_path: Path, signum: int
) -> None:
    # ^C, `timeout` (SIGTERM) and a killed client stop the command the resident runs for
    # it, as they would stop a local run; the resident lives on and answers the next one.
    chat = tmp_path / "chat.txt"
    total = _long_chat(chat)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "import", str(chat), "--from", "whatsapp"],
        env=_env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    wait_until(lambda: _kept_messages(home) > 0, what="the import to begin")
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=60)
    if signum == signal.SIGINT:
        assert proc.returncode == 130 and err.decode().endswith("bower: interrupted\n"), err
    else:
        assert proc.returncode == -signum, err
    # The import stopped: the resident is free and answers the next command itself, and
    # kept only part of the chat. (On a loaded machine the cancelled run may take longer to
    # wind down than a command waits for it: the next command is asked again until the
    # resident answers, and what it answered is shown if it never does.)
    answers: list[Any] = []

    def answered() -> bool:
        answers.append(_remote(home, "status"))
        # Answered by the resident: a command it refused while still busy runs locally.
        return bool(answers[-1][0] == 0 and "typer" not in answers[-1][3])

    try:
        wait_until(answered, timeout=60, what="the resident to answer `status`")
    except pytest.fail.Exception:
        raise AssertionError(answers[-1][1] or answers[-1][2][-2000:]) from None
    _, env, _, loaded = answers[-1]
    assert env["data"]["server"]["pid"] == resident and "typer" not in loaded
    assert 0 < _kept_messages(home) < total


@pytest.mark.skipif(not watch.supported(), reason="the tree watcher needs inotify")
def test_a_killed_resident_does_not_leave_its_watcher_running(home: Path, resident: int) -> None:
    if "BOWERBIRD_INDEX_URL" in os.environ:
        pytest.skip("a Postgres home has no tree watcher")
    found = watch.running(home)
    assert found is not None
    os.kill(resident, signal.SIGKILL)
    wait_until(lambda: not alive(int(found["pid"])), what="the watcher to go with it")


def test_only_the_commands_own_thread_writes_to_its_streams() -> None:
    # A server's other threads (HTTP logs, a request's traceback, the watcher) write while a
    # command runs: their lines stay the server's, never the command's caller's.
    import io
    import threading

    from bowerbird.cli.command_thread import PerThread

    server, command = io.StringIO(), io.StringIO()
    stream = PerThread(server)
    stream.bind(command)
    stream.write("the command's line\n")
    other = threading.Thread(target=lambda: stream.write("INFO a request's log line\n"))
    other.start()
    other.join()
    stream.bind(None)
    stream.write("the server's own\n")
    assert command.getvalue() == "the command's line\n"
    assert server.getvalue() == "INFO a request's log line\nthe server's own\n"


def test_an_upgraded_dependency_makes_a_resident_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A dependency's files replaced (pip upgrade, reinstall) change its folder: a resident
    # must not go on answering with the old one loaded.
    import importlib

    from bowerbird.cli.resident import _stale

    package = tmp_path / "a_dependency"
    package.mkdir()
    (package / "__init__.py").write_text("VERSION = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "a_dependency", raising=False)
    importlib.import_module("a_dependency")
    try:
        known: dict[str, tuple[int, ...]] = {}
        assert not _stale(known) and not _stale(known)
        (package / "__init__.py").rename(package / "old.py")  # what an upgrade does to it
        (package / "__init__.py").write_text("VERSION = 2\n")
        assert _stale(known)
    finally:
        sys.modules.pop("a_dependency", None)


def test_bower_stop_ends_the_resident_and_the_next_command_starts_another(
    home: Path, resident: int
) -> None:
    code, envelope, _ = run_cli(home, "stop")
    assert code == 0 and envelope["data"]["stopped"] and envelope["data"]["pid"] == resident
    assert not alive(resident) and announced(home) is None
    code, envelope, _ = run_cli(home, "stop")  # nothing runs: said, not an error
    assert code == 0 and envelope["data"] == {
        "stopped": False,
        "running": False,
        "home": str(home),
    }
    code, _, err = run_cli(home, "query", "print server", env_extra=AUTO)
    assert code == 0, err
    assert _resident_of(home).pid != resident


def test_a_busy_port_is_said_before_anything_is_announced(home: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        code, _, err = run_cli(home, "serve", "--port", str(port))
    finally:
        taken.close()
    assert code == 2, err
    assert f"port {port} on 127.0.0.1 is already in use" in err and "serving" not in err
    assert announced(home) is None


def test_the_signal_decides_the_exit_whatever_the_command_raised_on_its_way_out() -> None:
    # ^C raised inside a library mid-transaction can come out as that library's error (an
    # index connection discarded): the client still pressed ^C, and reads 130 and its word.
    import io

    from bowerbird.cli.resident import _as_signalled

    err = io.StringIO()
    assert _as_signalled(signal.SIGINT, 1, err) == 130 and err.getvalue() == "bower: interrupted\n"
    said = io.StringIO()
    assert _as_signalled(signal.SIGINT, 130, said) == 130 and said.getvalue() == ""
    assert _as_signalled(signal.SIGTERM, 1, io.StringIO()) == 128 + signal.SIGTERM
    assert _as_signalled(None, 3, io.StringIO()) == 3


def test_hooks_are_answered_by_the_resident_and_a_flush_reads_in_the_background(
    home: Path, resident: int, tmp_path: Path
) -> None:
    heavy = {"typer", "rich", "numpy", "onnxruntime", "bowerbird.bower.facade"}
    transcript = tmp_path / "session.jsonl"
    said = [("user", "We chose Redis streams for the notification queue."), ("assistant", "Ok.")]
    transcript.write_text(
        "".join(
            json.dumps({"type": role, "message": {"role": role, "content": text}}) + "\n"
            for n in range(40)
            for role, text in [(said[0][0], f"{said[0][1]} Note {n}."), said[1]]
        )
    )
    event = json.dumps(
        {"transcript_path": str(transcript), "cwd": str(tmp_path), "hook_event_name": "Stop"}
    ).encode()

    def hook(verb: str, given: bytes) -> tuple[int, str, str, set[str]]:
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "bowerbird", "hook", verb,
             "--home", str(home), "-"],
            input=given, capture_output=True, env=_env(home), cwd=home.parent, timeout=60,
            check=False,
        )  # fmt: skip
        err = proc.stderr.decode()
        loaded = {ln.split("|")[-1].strip() for ln in err.splitlines() if "import time" in ln}
        shown = "\n".join(ln for ln in err.splitlines() if "import time" not in ln)
        return proc.returncode, proc.stdout.decode(), shown, loaded

    # The Stop hook answers at once; the resident reads the transcript after it answered.
    code, _, err, loaded = hook("flush", event)
    assert code == 0 and "in the background" in err and not heavy & loaded, err

    def kept() -> int:
        found = _remote(home, "messages", "search", "Redis streams", "--limit", "100")[1]
        return len(found["data"]["results"])

    wait_until(lambda: kept() == 40, what="the background flush")
    # Each turn once, however often the hook fires meanwhile or after.
    assert hook("flush", event)[0] == 0
    code, out, err, loaded = hook("session-start", json.dumps({"cwd": str(tmp_path)}).encode())
    assert code == 0 and not heavy & loaded and "Redis streams" in out, err
    assert kept() == 40
    still = announced(home)
    assert still is not None and still.pid == resident


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            found |= {int(c) for c in (task / "children").read_text().split()}
    return found


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc")
def test_a_residents_model_lives_in_a_child_that_leaves_when_idle(home: Path) -> None:
    # The real model: the resident never loads it itself, so letting it go gives it all back.
    real = {"BOWERBIRD_EMBED_PROVIDER": "default", "BOWERBIRD_SERVE_RESIDENT_UNLOAD_S": "2"}
    run_cli(home, "init")
    code, _, err = run_cli(
        home, "curate", "The print server is at 10.0.4.17.", env_extra={**AUTO, **real}
    )
    assert code == 0, err
    server = _resident_of(home)
    try:
        code, env, err, _ = _remote(home, "query", "where is the print server", env=real)
        assert code == 0 and "10.0.4.17" in env["data"]["results"][0]["snippet"], err
        maps = Path(f"/proc/{server.pid}/maps").read_text()
        assert "onnxruntime" not in maps and "tokenizers" not in maps
        wait_until(lambda: not _children(server.pid), 60, "the model's child to leave")
        # Asked again, it comes back, and the answer is the same.
        code, env, _, _ = _remote(home, "query", "where is the print server", env=real)
        assert code == 0 and "10.0.4.17" in env["data"]["results"][0]["snippet"]
        assert announced(home) is not None and announced(home).pid == server.pid  # type: ignore[union-attr]
    finally:
        _stop(server.pid)


def test_a_flush_left_unfinished_is_finished_when_the_next_session_starts(
    home: Path, resident: int, tmp_path: Path
) -> None:
    # A resident that died mid-flush (or a session whose last turns no Stop hook flushed):
    # the transcript holds turns past the cursor. The next session's start reads them.
    kestrel = tmp_path / "kestrel"
    kestrel.mkdir()
    transcript = tmp_path / "old-session.jsonl"
    transcript.write_text(
        "".join(
            json.dumps({"type": role, "message": {"role": role, "content": text}}) + "\n"
            for n in range(30)
            for role, text in (
                ("user", f"We decided to use relay {n} for zone {n}."),
                ("assistant", "Ok."),
            )
        )
    )
    with Bower(home) as bower:  # the flush that stopped after one turn
        assert bower.ingest(transcript, follow=True, budget_s=0, project=kestrel).more
    event = json.dumps({"cwd": str(tmp_path / "elsewhere"), "source": "startup"}).encode()
    proc = subprocess.run(
        [sys.executable, "-m", "bowerbird", "hook", "session-start", "--home", str(home), "-"],
        input=event, capture_output=True, env=_env(home), timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr

    def kept() -> int:
        found = _remote(home, "messages", "search", "relay zone", "--limit", "100")[1]
        return len([h for h in found["data"]["results"] if h["role"] == "user"])

    wait_until(lambda: kept() == 30, what="the unfinished flush")
    with Bower(home) as bower:  # marked with the project its cursor remembered
        assert "relay 29 for zone 29" in bower.brief(kestrel).text


def _served_past(home: Path, squatted: dict[str, str], taken: list[Path]) -> Announcement:
    """The home's resident, started with ``squatted`` as its environment, after checking it
    made a private folder of its own for its socket — in none of the ``taken`` ones — and
    answers a command there (the caller stops it)."""
    run_cli(home, "init")
    code, _, err = run_cli(home, "curate", "The print server is at 10.0.4.17.",
                           env_extra={**AUTO, **squatted})  # fmt: skip
    assert code == 0, err
    server = _resident_of(home)
    try:
        where = Path(server.commands.removeprefix("unix:"))
        assert not any(folder in where.parents for folder in taken), where
        assert where.parent.stat().st_uid == os.geteuid()
        assert stat.S_IMODE(where.parent.stat().st_mode) == 0o700
        code, env, _, loaded = _remote(home, "query", "print server", env=squatted)
        assert code == 0 and "typer" not in loaded, env  # answered by the resident
    except BaseException:
        _stop(server.pid)
        raise
    return server


def test_a_live_home_copies_as_files_and_a_squatted_runtime_folder_is_passed_over(
    home: Path, tmp_path: Path
) -> None:
    # Another local user (here: a link) holds bowerbird-<uid> in both places a socket may
    # go: the resident makes a private folder of its own and says where in serve.json.
    runtime, temp, elsewhere = tmp_path / "runtime", tmp_path / "tmp", tmp_path / "theirs"
    for folder in (runtime, temp, elsewhere):
        folder.mkdir()
    (runtime / f"bowerbird-{os.geteuid()}").symlink_to(elsewhere)
    (temp / f"bowerbird-{os.geteuid()}").write_text("not a folder")
    squatted = {"XDG_RUNTIME_DIR": str(runtime), "TMPDIR": str(temp)}
    server = _served_past(home, squatted, [home, elsewhere])
    try:
        # A naive backup of the live home: files only, nothing it cannot copy.
        shutil.copytree(home, tmp_path / "backup")
        assert not [p for p in (tmp_path / "backup").rglob("*") if p.is_socket()]
    finally:
        _stop(server.pid)


@pytest.mark.parametrize("name", ["a,b", "q'uote", 'd"q', "back\\slash", "accént", "日本"])
def test_any_home_path_the_os_allows_is_served_stopped_and_seen(tmp_path: Path, name: str) -> None:
    # A comma or a quote in the home's path once made serve.json unreadable: a new
    # ~250 MB resident spawned every few commands, and stop/status could not see it.
    home = tmp_path / name / "home"
    run_cli(home, "init")
    code, _, err = run_cli(home, "curate", "The print server is at 10.0.4.17.", env_extra=AUTO)
    assert code == 0, err
    server = _resident_of(home)
    try:
        code, env, _, loaded = _remote(home, "status")
        assert env["data"]["server"]["pid"] == server.pid and "typer" not in loaded
        code, _, err, _ = _remote(home, "stop")
        assert code == 0, err
        wait_until(lambda: not alive(server.pid), what="the resident to stop")
    finally:
        _stop(server.pid)


def test_a_second_cancel_never_lands_in_the_first_ones_cleanup() -> None:
    # A client that passes SIGTERM on dies by it, and its socket closing reads as a kill:
    # two cancels a moment apart. The second must not cut short what the first one's
    # ``finally`` undoes (an index transaction's ROLLBACK, a lock's release).
    import threading
    import time

    from bowerbird.cli.command_thread import Cancelled, Running

    run = Running()
    began, cleaned = threading.Event(), threading.Event()
    ended: list[BaseException] = []

    def work() -> int:
        try:
            began.set()
            while True:
                time.sleep(0.001)
        finally:
            run.interrupt(9)  # arrives while the cleanup runs
            total = 0
            for i in range(200_000):  # many Python steps, where a second one would land
                total += i
            cleaned.set()

    def command() -> None:
        try:
            run.call(work)
        except BaseException as exc:  # what ended it is what is asserted
            ended.append(exc)

    worker = threading.Thread(target=command)
    worker.start()
    began.wait(10)
    run.interrupt(15)
    worker.join(30)
    assert cleaned.is_set() and len(ended) == 1 and isinstance(ended[0], Cancelled)
    assert ended[0].signum == 15 and run.signalled == 15


def test_a_folder_the_resident_cannot_enter_is_refused_for_that_command_only(
    home: Path, tmp_path: Path
) -> None:
    """The caller's folder, gone (or its rights changed) since the caller entered it: the
    resident took it for its home having moved and retired, so every later command paid
    for a new one. The request is the client's own (``forward._request``)."""
    from bowerbird.cli.resident import Commands

    with Bower(home):
        pass  # the home exists
    here = os.getcwd()
    folder = tmp_path / "was-here"
    folder.mkdir()
    os.chdir(folder)
    try:
        request = forward._request(str(home), ["query", "print server"], None)
    finally:
        os.chdir(here)
    folder.rmdir()
    commands = Commands(home, resident=True)
    refused, command = commands._admit(request)
    assert command is None and "cannot enter" in refused
    assert not commands.retired
    # The same request from a folder that is there is taken, by the same resident.
    os.chdir(tmp_path)
    try:
        request = forward._request(str(home), ["query", "print server"], None)
    finally:
        os.chdir(here)
    refused, command = commands._admit(request)
    assert refused == "" and command is not None and command.cwd == str(tmp_path)
    assert not commands.retired
    commands._one.release()  # the command lock _admit took for it


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a folder to another user needs root")
def test_a_runtime_folder_another_user_made_first_is_passed_over(
    home: Path, tmp_path: Path
) -> None:
    # Another local user makes bowerbird-<uid> first, a real private folder of theirs, in
    # both places a socket may go: a resident there would be theirs to deny or watch.
    runtime, temp = tmp_path / "runtime", tmp_path / "tmp"
    theirs = [base / f"bowerbird-{os.geteuid()}" for base in (runtime, temp)]
    for folder in theirs:
        folder.mkdir(parents=True)
        os.chown(folder, 65534, 65534)  # nobody
        folder.chmod(0o700)
    squatted = {"XDG_RUNTIME_DIR": str(runtime), "TMPDIR": str(temp)}
    _stop(_served_past(home, squatted, [runtime, *theirs]).pid)
