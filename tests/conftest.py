"""Shared fixtures: an isolated home per test, the facade on it, and a CLI runner."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from bowerbird import Bower

# No example may fail for taking long: these machines are shared and noisy, and a timing
# target belongs in a benchmark, never in a unit test (a 200 ms deadline once failed the
# suite on a loaded machine: 292 ms for one string).
# One failure found ends the search for others: with the search for more bugs left on, a
# failing property in the full suite once kept Hypothesis generating for over an hour (stop
# 115's CI ran out of time at that test instead of reporting it).
settings.register_profile("bowerbird", deadline=None, report_multiple_bugs=False)
settings.load_profile("bowerbird")

ROOT = Path(__file__).resolve().parent.parent


# `BOWERBIRD_TEST_BACKEND=postgres` runs the whole suite with every home's index in Postgres
# (`make test` runs it both ways): a server from BOWERBIRD_TEST_POSTGRES_URL, else a real
# Postgres 16 + pgvector started from the `pgserver` package in a temp dir.
BACKEND = os.environ.get("BOWERBIRD_TEST_BACKEND", "sqlite")
_POSTGRES_URL = os.environ.get("BOWERBIRD_TEST_POSTGRES_URL", "")


def pytest_report_header() -> str:
    return f"bowerbird index back end: {BACKEND}"


# The Postgres pass runs the tests that open an index. A test that never opens one (the
# judge's, redaction's, the text helpers', the architecture's rules) runs the same code on
# either back end, so running it twice checks nothing twice over. Which tests open one is
# seen, not listed: the SQLite pass notes, in pytest's cache, every test that opened an index
# (in this process, or a `bower` child's index.db under its tmp_path) or that uses a fixture
# of ours shared beyond one test (a home built once per module is opened by the first test
# only), and the Postgres pass leaves out the tests the cache knows never did. A test the
# cache has not seen runs, and so does one skipped when it was seen; once seen opening an
# index a test stays noted. `BOWERBIRD_TEST_EVERY_TEST=1` runs every test on Postgres.
_OPENERS_KEY = "bowerbird/tests-opening-an-index"
_running: list[str] = [""]  # the node id of the test running now
_opened: set[str] = set()  # tests that opened an index in this session
_ran: set[str] = set()  # tests run in this session
_skipped: set[str] = set()  # tests skipped in this session: not seen, whatever they do


if BACKEND == "sqlite":
    from bowerbird.storage.store import Store

    _open_index = Store._open_index

    def _noted_open(self: Store) -> None:
        _opened.add(_running[0])
        _open_index(self)

    Store._open_index = _noted_open  # type: ignore[method-assign]


def _shares_a_fixture(item: pytest.Item) -> bool:
    """Whether ``item`` uses a fixture of the suite's own (pytest's have no base id) that
    outlives one test."""
    info = getattr(item, "_fixtureinfo", None)
    return info is not None and any(
        defs[-1].scope != "function" and defs[-1].baseid.startswith("tests")
        for defs in info.name2fixturedefs.values()
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, object, object]:
    _running[0] = item.nodeid
    try:
        return (yield)
    finally:
        _running[0] = ""


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, object, object]:
    # Before the fixtures go: a `bower` child's index is a file under the test's tmp_path.
    tmp = getattr(item, "funcargs", {}).get("tmp_path")
    if BACKEND == "sqlite" and (
        (isinstance(tmp, Path) and next(tmp.rglob("index.db"), None)) or _shares_a_fixture(item)
    ):
        _opened.add(item.nodeid)
    return (yield)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped:
        _skipped.add(report.nodeid)
    elif report.when == "call":
        _ran.add(report.nodeid)


def pytest_sessionfinish(session: pytest.Session) -> None:
    cache = getattr(session.config, "cache", None)  # None under -p no:cacheprovider
    if BACKEND != "sqlite" or cache is None or not _ran:
        return
    known: dict[str, bool] = cache.get(_OPENERS_KEY, {})
    for test in _ran - _skipped:
        known[test] = known.get(test, False) or test in _opened
    cache.set(_OPENERS_KEY, known)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    cache = getattr(config, "cache", None)
    if BACKEND != "postgres" or os.environ.get("BOWERBIRD_TEST_EVERY_TEST") or cache is None:
        return
    known: dict[str, bool] = cache.get(_OPENERS_KEY, {})

    def twice(item: pytest.Item) -> bool:
        """Run on SQLite already, and the same code here: a test never seen opening an
        index, or one about the SQLite files (it runs on SQLite in this pass too)."""
        return item.nodeid in known and (
            not known[item.nodeid] or item.get_closest_marker("sqlite_only") is not None
        )

    left_out = [item for item in items if twice(item)]
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = [item for item in items if not twice(item)]


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The URL of a real Postgres for this test session."""
    if _POSTGRES_URL:
        yield _POSTGRES_URL
        return
    import shutil
    import tempfile

    import pgserver

    # Its data lives outside pytest's numbered temp dirs: another pytest session of the same
    # user prunes old ones, and with them the data of a server still in use (every later
    # test then fails to connect).
    data = Path(tempfile.mkdtemp(prefix="bowerbird-test-pg-"))
    server = pgserver.get_server(data, cleanup_mode="stop")  # type: ignore[attr-defined]
    # A throwaway server keeps nothing past the session: commits need not wait for the disk.
    # (A fresh clone's Postgres half sat in WAL syncs for half an hour on a busy disk; the
    # tests measure our code, not this machine's fsync.)
    import psycopg

    with psycopg.connect(str(server.get_uri()), autocommit=True) as admin:
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            admin.execute(f"ALTER SYSTEM SET {setting} = off")
        admin.execute("SELECT pg_reload_conf()")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()
        shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(autouse=True)
def _isolated_env(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """No test may touch the real ~/.bowerbird or inherit BOWERBIRD_* settings."""
    for name in list(os.environ):
        if name.startswith("BOWERBIRD_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(tmp_path / "user-home"))
    # The deterministic fake embedder keeps tests fast; tests of the real model ask for it.
    monkeypatch.setenv("BOWERBIRD_EMBED_PROVIDER", "fake")
    # No resident process outlives a test (tests/cli/test_resident.py asks for one).
    monkeypatch.setenv("BOWERBIRD_SERVE_RESIDENT", "off")
    if BACKEND == "postgres" and not request.node.get_closest_marker("sqlite_only"):
        monkeypatch.setenv("BOWERBIRD_INDEX_URL", request.getfixturevalue("postgres_url"))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "bower-home"


@pytest.fixture
def bower(home: Path) -> Iterator[Bower]:
    # Scan on every call, so a hand edit is seen by the very next operation.
    with Bower(home, overrides={"sync": {"interval_s": 0}}) as b:
        yield b


def open_as(home: Path, agent: str, **share: Any) -> Bower:
    """The facade on ``home`` as ``agent``, scanning on every call (as ``bower``), with
    these ``[share]`` settings."""
    overrides: dict[str, dict[str, Any]] = {
        "curate": {"agent": agent},
        "sync": {"interval_s": 0},
        "share": dict(share),
    }
    return Bower(home, overrides=overrides)


@contextlib.contextmanager
def home_index(home: Path) -> Iterator[Any]:
    """The home's index on whichever back end this pass uses, opened on its own (as another
    process would): tests read it through the ``Index`` protocol, never through SQL."""
    from bowerbird.settings import load_settings
    from bowerbird.storage.store import Store

    store = Store(load_settings(home))
    try:
        yield store.index
    finally:
        store.close()


def lose_index(home: Path) -> None:
    """Delete the home's index as a user could: the SQLite files, or the Postgres schema."""
    if os.environ.get("BOWERBIRD_INDEX_URL"):
        from bowerbird.storage.index.postgres import PostgresIndex

        with home_index(home) as index:
            assert isinstance(index, PostgresIndex)
            index.drop()
        return
    for name in ("index.db", "index.db-wal", "index.db-shm"):
        (home / name).unlink(missing_ok=True)


def free_port() -> int:
    """A TCP port nothing listens on now (for a server a test starts)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cli_env(home: Path) -> dict[str, str]:
    """The environment of a ``bower`` process a test starts: this home, the fake embedder,
    no resident process, no other ``BOWERBIRD_*`` setting."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env.update(
        BOWERBIRD_HOME=str(home), BOWERBIRD_EMBED_PROVIDER="fake", BOWERBIRD_SERVE_RESIDENT="off"
    )
    if "BOWERBIRD_INDEX_URL" in os.environ:  # the suite's Postgres run
        env["BOWERBIRD_INDEX_URL"] = os.environ["BOWERBIRD_INDEX_URL"]
    return env


# Commands that start a server or a watcher: `run_cli` always gives them a process of their own.
_LONG_RUNNING = {"mcp", "serve", "watch"}


def _command_of(args: tuple[str, ...]) -> str:
    words = [a for a in args if not a.startswith("--agent")]
    return next((w for w in words if not w.startswith("-")), "")


def run_cli(
    home: Path,
    *args: str,
    stdin: bytes | None = None,
    timeout: float = 60,
    env_extra: dict[str, str] | None = None,
) -> Any:
    """Run ``bower ARGS`` on ``home``; returns (exit code, envelope, stderr).

    In this process, through the same ``main()`` as the console script, with stdin, stdout
    (not a terminal: the JSON envelope), stderr and the environment swapped for the call
    (the fake embedder unless ``env_extra`` says otherwise): starting ~200 interpreters cost
    the suite over a minute. ``mcp``, ``serve`` and ``watch`` still get a process; so does
    any test that needs one (``run_cli_process``: concurrency, forwarding, signals).
    """
    if _command_of(args) in _LONG_RUNNING:
        return run_cli_process(home, *args, stdin=stdin, timeout=timeout, env_extra=env_extra)
    from typer.testing import CliRunner

    from bowerbird.cli.main import main

    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("BOWERBIRD_")}
    env.update({k: v for k, v in cli_env(home).items() if k.startswith("BOWERBIRD_")})
    env.setdefault("BOWERBIRD_AGENT", None)  # `--agent` sets it for the call only
    env.update(env_extra or {})
    with CliRunner().isolation(input=stdin, env=env) as (out, err, _):
        code = main(list(args))
        sys.stdout.flush()
        sys.stderr.flush()
        stdout, stderr = out.getvalue().decode(), err.getvalue().decode()
    envelope = json.loads(stdout) if stdout.strip().startswith("{") else None
    return code, envelope, stderr


def run_cli_process(
    home: Path,
    *args: str,
    stdin: bytes | None = None,
    timeout: float = 60,
    env_extra: dict[str, str] | None = None,
) -> Any:
    """Run ``python -m bowerbird`` as a real process; returns (exit code, envelope, stderr).

    The fake embedder is used unless ``env_extra`` says otherwise.
    """
    env = {**cli_env(home), **(env_extra or {})}
    proc = subprocess.run(
        [sys.executable, "-m", "bowerbird", *args],
        input=stdin,
        capture_output=True,
        env=env,
        timeout=timeout,
        check=False,
    )
    out = proc.stdout.decode()
    envelope = json.loads(out) if out.strip().startswith("{") else None
    return proc.returncode, envelope, proc.stderr.decode()


# Runs a command and writes its peak RSS (KiB) to a file: a small process of its own, so the
# command is forked from it and not from the test process (a forked child's ``ru_maxrss``
# counts the parent's image it started as, before ``exec``: hundreds of MiB of pytest).
_MEASURE = (
    "import resource, subprocess, sys\n"
    "code = subprocess.call(sys.argv[2:])\n"
    "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "open(sys.argv[1], 'w').write(str(peak))\n"
    "sys.exit(code)\n"
)


def run_measured(home: Path, *args: str, timeout: float = 60) -> tuple[int, Any, float]:
    """``bower ARGS`` as its own process: (exit code, envelope, its peak RSS in MiB, from the
    kernel's accounting of that process alone — what a hostile input cost it)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        peak_file = Path(folder) / "peak"
        command = [sys.executable, "-c", _MEASURE, str(peak_file)]
        # A session of its own: past the deadline the whole group is killed, the command
        # with its wrapper (a timed-out hostile import once ran on for hours, unseen).
        proc = subprocess.Popen(
            [*command, sys.executable, "-m", "bowerbird", *args],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=cli_env(home), start_new_session=True,
        )  # fmt: skip
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            raise
        kib = int(peak_file.read_text())
    text = out.decode()
    envelope = json.loads(text) if text.strip().startswith("{") else None
    if sys.platform == "darwin":
        kib //= 1024  # ru_maxrss is in bytes there
    return proc.returncode, envelope, kib / 1024


def run_in_terminal(home: Path, command: str, timeout: float = 120) -> tuple[int, str]:
    """``bower <command>`` on a real terminal (``script`` gives it a TTY, so the rich views
    render); returns (exit code, what the terminal showed)."""
    env = {**os.environ, "BOWERBIRD_HOME": str(home), "BOWERBIRD_EMBED_PROVIDER": "fake"}
    proc = subprocess.run(
        ["script", "-qec", f"{sys.executable} -m bowerbird {command}", "/dev/null"],
        capture_output=True,
        env=env,
        timeout=timeout,
        check=False,
    )
    return proc.returncode, proc.stdout.decode(errors="replace")


def wait_until(condition: Callable[[], object], timeout: float = 30.0, what: str = "") -> None:
    """Poll ``condition`` until it is true; fail naming ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout:g}s waiting for {what or condition}")
        time.sleep(0.01)


@contextlib.contextmanager
def serve_process(home: Path, *flags: str) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """A ``bower serve FLAGS`` process of ``home`` on a free port, once it answers, and its
    address; killed when the block ends if it is still running."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "serve", *flags, "--port", str(port)],
        env=cli_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        serving_process(proc, url)
        yield proc, url
    finally:
        if proc.poll() is None:
            proc.kill()


def serving_process(proc: subprocess.Popen[bytes], url: str) -> None:
    """Wait until the ``bower serve`` process ``proc`` answers at ``url`` (failing with its
    stderr if it exits first)."""
    import httpx

    def up() -> bool:
        try:
            return httpx.get(f"{url}/api/v1/health").status_code == 200
        except httpx.TransportError:
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            return False

    wait_until(up, timeout=60, what="bower serve to listen")


def tree_snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` with its bytes, for byte-for-byte comparisons."""
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }
