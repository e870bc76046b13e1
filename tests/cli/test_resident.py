"""Every one-shot command answered by the home's resident process (or a running `bower serve`),
and run locally, exactly as before, whenever that process is not there or not usable."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Announcement, announced
from bowerbird.bower.resident import alive
from bowerbird.cli import forward
from bowerbird.storage import watch

from ..conftest import cli_env, free_port, serving_process, wait_until
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


def _connected(port: int) -> bool:
    """A connection to ``port`` on loopback is established (the kernel's table: a frozen
    server still completes the handshake into its backlog)."""
    want = f"0100007F:{port:04X}"
    with open("/proc/net/tcp", encoding="ascii") as f:
        rows = [line.split() for line in f.readlines()[1:]]
    return any(row[2] == want and row[3] == "01" for row in rows)


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
    # ours and the C socket module beyond a bare interpreter's: nothing else is paid for.
    def imported(code: str) -> set[str]:
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code],
            capture_output=True, env=_env(home), cwd=home.parent, timeout=60, check=True,
        )  # fmt: skip
        lines = proc.stderr.decode().splitlines()
        return {line.split("|")[-1].strip() for line in lines if "import time" in line}

    client = imported("from bowerbird.cli import main; raise SystemExit(main(['status']))")
    ours = {"bowerbird", "bowerbird.cli", "bowerbird.cli.forward", "bowerbird.bower"}
    assert client - imported("pass") == {*ours, "bowerbird.bower.resident", "_socket"}
    still = announced(home)
    assert still is not None and still.pid == resident  # the same process answered throughout


def test_a_resident_killed_mid_command_and_the_command_still_answers(
    home: Path, resident: int
) -> None:
    # Frozen, it accepts the connection but never answers; killed while the command waits
    # on it, the command runs locally instead and answers all the same.
    os.kill(resident, signal.SIGSTOP)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "query", "print server"],
        env=_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    frozen = announced(home)
    assert frozen is not None
    port = int(frozen.commands.rpartition(":")[2])
    wait_until(lambda: _connected(port), what="the command to connect to the frozen resident")
    assert proc.poll() is None
    os.kill(resident, signal.SIGKILL)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err.decode()
    answer = json.loads(out)
    assert answer["success"] and "10.0.4.17" in answer["data"]["results"][0]["snippet"]
    # The dead resident's file is ignored, and a command that needs the model starts another.
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
    # Another home's file copied here: the resident refuses (not its home), the command
    # runs locally and answers for the home it names.
    (other / "serve.json").write_bytes((home / "serve.json").read_bytes())
    code, env, _, loaded = _remote(other, "status")
    assert code == 0 and env["data"]["total_memories"] == 1 and "typer" in loaded
    # Without the secret, or with another, nothing runs: the answer is a refusal.
    server = announced(home)
    assert server is not None
    host, _, port = server.commands.rpartition(":")
    assert host == "127.0.0.1"  # commands are taken on loopback only
    for secret in ("", "not-the-secret", server.secret):
        request = forward._request(str(home), secret, ["status", "--home", str(home)], None)
        with socket.create_connection((host, int(port)), timeout=30) as conn:
            conn.sendall(request)
            answer = b"".join(iter(lambda: conn.recv(65536), b""))
        if secret == server.secret:
            assert b"total_memories" in answer and answer.endswith(b"x1:0")
        else:  # refused on the proof, before its body is read
            assert answer == b"r33:not a command of this home's user"
    # A malformed request is refused too, and the resident still answers after it.
    with socket.create_connection((host, int(port)), timeout=30) as conn:
        conn.sendall(b"10:not fields")
        assert conn.recv(100).startswith(b"r")
    assert oct((home / "serve.json").stat().st_mode & 0o777) == "0o600"
    code, env, _, loaded = _remote(home, "status")
    assert code == 0 and env["data"]["server"]["pid"] == resident and "typer" not in loaded


def test_nothing_is_read_or_held_for_a_client_without_the_secret(home: Path, resident: int) -> None:
    from bowerbird.cli import resident as server_side

    server = announced(home)
    assert server is not None
    host, _, port = server.commands.rpartition(":")
    # A wrong proof announcing a 40 MiB body: refused on the proof, the body never read.
    wrong = forward.AUTH + b"x" * forward.SECRET_BYTES + b"41943040:"
    with socket.create_connection((host, int(port)), timeout=30) as conn:
        conn.sendall(wrong)
        assert conn.recv(100) == b"r33:not a command of this home's user"
    # Idle connections beyond the cap are closed unread; the resident still answers after.
    idle = [
        socket.create_connection((host, int(port)), timeout=30)
        for _ in range(server_side.MAX_CONNECTIONS + 4)
    ]
    try:
        closed = 0
        for conn in idle[server_side.MAX_CONNECTIONS :]:
            conn.settimeout(server_side.AUTH_TIMEOUT_S / 2)  # before an admitted one times out
            with contextlib.suppress(TimeoutError):
                closed += conn.recv(1) == b""
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
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "serve", "--port", str(port)],
        env=cli_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        serving_process(proc, f"http://127.0.0.1:{port}")
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
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not (home / "serve.json").exists()  # withdrawn as it stopped
    off = {"BOWERBIRD_SERVE_RESIDENT": "off"}
    code, env, _, loaded = _remote(home, "query", "where is the print server", env=off)
    assert code == 0 and "typer" in loaded and "10.0.4.17" in env["data"]["results"][0]["snippet"]


def test_a_resident_never_runs_code_older_than_the_installed_code(
    home: Path, resident: int
) -> None:
    import bowerbird.errors

    source = Path(bowerbird.errors.__file__)
    before = source.stat()
    try:
        os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns + 1_000_000_000))
        code, env, _, loaded = _remote(home, "status")
        assert code == 0 and env["data"]["total_memories"] == 1 and "typer" in loaded
    finally:
        os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns))
    wait_until(lambda: not alive(resident), what="the stale resident to exit")
