"""The tree watcher (``bower watch``): a command on a watched home stats only what changed,
and still sees every hand edit — in place, new, deleted, moved, in a new folder — the moment
it is made; whenever the watcher cannot vouch for the tree, the full scan runs."""

from __future__ import annotations

import os
import signal
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bowerbird import Bower, ImportRecord
from bowerbird.storage.files import watch

from ..conftest import cli_env, run_cli, wait_until

pytestmark = [
    pytest.mark.sqlite_only,
    pytest.mark.skipif(not watch.supported(), reason="inotify is Linux-only"),
]

FILES = 40


def _bower(home: Path, **sync: object) -> Bower:
    return Bower(home, overrides={"sync": {"interval_s": 0, **sync}})


@pytest.fixture
def watched(home: Path) -> Iterator[tuple[Path, subprocess.Popen[bytes]]]:
    """A home with FILES memories and a watcher running on it (started by hand)."""
    with _bower(home, watch="off") as bower:
        bower.import_records(
            [ImportRecord(f"Service s{i} listens on port {9000 + i}.") for i in range(FILES)]
        )
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "watch", "--idle-exit", "120", "--json"],
        env=cli_env(home),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        wait_until(
            lambda: watch.running(home) is not None or proc.poll() is not None,
            what="the watcher to start or fail",
        )
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        yield home, proc
    finally:
        killed = proc.poll() is not None
        proc.terminate()
        proc.wait(timeout=20)
    if not killed:
        assert not (home / watch.WATCH_FILE).exists(), "a stopped watcher withdraws its file"


def _tree(home: Path) -> Path:
    return home / "tree"


def _file_of(home: Path, needle: str) -> Path:
    return next(p for p in _tree(home).rglob("*.md") if needle in p.read_text())


def _top(bower: Bower, text: str) -> str:
    hits = bower.query(text, fast=True, use_cache=False).results
    return hits[0].snippet if hits else ""


def _note(memory_id: str, text: str) -> str:
    return f"---\nid: {memory_id}\ntype: fact\n---\n\n{text}\n"


def test_every_hand_edit_is_seen_by_the_next_command_without_a_full_scan(
    watched: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    home, _ = watched
    with _bower(home) as bower:
        first = bower.sync()
        assert first.scanned == -1 or first.scanned == FILES  # no token yet: the full scan
        assert bower.sync().scanned == 0  # the watcher vouches: nothing was stat'ed

    def one_shot(text: str) -> tuple[str, int]:
        """What a fresh process answers, and how many files its sync stat'ed."""
        with _bower(home) as bower:
            report = bower.sync()
            return _top(bower, text), report.scanned

    # edited in place (no rename: the directory's mtime does not move), then queried at once
    target = _file_of(home, "port 9007")
    with target.open("r+", encoding="utf-8") as fh:
        text = fh.read().replace("port 9007", "port 7007")
        fh.seek(0)
        fh.write(text)
        fh.truncate()
    answer, scanned = one_shot("which port does service s7 listen on")
    assert "7007" in answer and scanned == 1

    # saved the way editors save: a temp file renamed over the original
    target = _file_of(home, "port 9008")
    tmp = target.with_name(".edit-tmp")
    tmp.write_text(target.read_text().replace("port 9008", "port 8008"), encoding="utf-8")
    os.replace(tmp, target)
    answer, scanned = one_shot("which port does service s8 listen on")
    assert "8008" in answer and scanned == 1

    # a new file in a new folder two levels deep
    deep = _tree(home) / "hand" / "notes"
    deep.mkdir(parents=True)
    (deep / "lunch.md").write_text(_note("lunch-hours", "The canteen closes at 3pm."))
    answer, scanned = one_shot("when does the canteen close")
    assert "3pm" in answer and scanned <= 2

    # moved to another folder: same memory, new path
    target = _file_of(home, "port 9009")
    moved = _tree(home) / "hand" / target.name
    os.replace(target, moved)
    with _bower(home) as bower:
        report = bower.sync()
        hit = bower.query("which port does service s9 listen on", fast=True).results[0]
        assert hit.path == f"hand/{target.name}" and report.moved == 1 and report.scanned == 2

    # deleted
    _file_of(home, "port 9010").unlink()
    answer, scanned = one_shot("which port does service s10 listen on")
    assert "9010" not in answer and scanned == 1

    # touched only: re-stat'ed, not re-indexed
    target = _file_of(home, "port 9011")
    os.utime(target)
    with _bower(home) as bower:
        report = bower.sync()
        assert report.scanned == 1 and report.updated == report.added == 0

    # a file that is not markdown, and a hidden one, change nothing
    (_tree(home) / "facts" / "notes.txt").write_text("port 1", encoding="utf-8")
    (_tree(home) / "facts" / ".hidden.md").write_text(_note("hidden", "nope"), encoding="utf-8")
    with _bower(home) as bower:
        assert bower.sync().scanned == 0
        assert bower.status().counts.memories == FILES + 1 - 1  # one new, one deleted


def test_whatever_the_watcher_cannot_vouch_for_falls_back_to_the_full_scan(
    watched: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    home, proc = watched
    with _bower(home) as bower:
        bower.sync()
        assert bower.sync().scanned == 0
    # a folder deleted: its files are not listed, so the next command scans everything
    folder = _tree(home) / "gone"
    folder.mkdir()
    for i in range(3):
        (folder / f"g{i}.md").write_text(_note(f"gone-{i}", f"Gone note {i} about kites."))
    with _bower(home) as bower:
        bower.sync()
        assert bower.query("kites", fast=True).results
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()
    with _bower(home) as bower:
        assert bower.sync().scanned in (-1, FILES)  # nothing under "gone" was listed
        assert not bower.query("kites", fast=True, use_cache=False).results

    # the tree's root moved away and back (a restore): the watcher cannot see the new one,
    # so it exits, and the next command scans everything
    tree = _tree(home)
    os.replace(tree, home / "tree-aside")
    os.replace(home / "tree-aside", tree)
    wait_until(lambda: proc.poll() is not None, what="the watcher to exit")
    assert proc.returncode == 0 and not (home / watch.WATCH_FILE).exists()
    _file_of(home, "port 9002").write_text(_note("svc-2", "Service s2 moved to port 2222."))
    with _bower(home) as bower:
        assert bower.sync().scanned == FILES
        assert "2222" in _top(bower, "which port does service s2 listen on")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", "watch", "--idle-exit", "120", "--json"],
        env=cli_env(home),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_until(lambda: watch.running(home) is not None, what="the watcher to start")

    # the watcher killed: its file stays behind, and the edits made while it is gone count
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=20)
    assert (home / watch.WATCH_FILE).exists()
    _file_of(home, "port 9003").write_text(_note("svc-3", "Service s3 moved to port 3333."))
    with _bower(home) as bower:
        report = bower.sync()
        assert report.scanned == FILES and report.updated + report.added == 1
        assert "3333" in _top(bower, "which port does service s3 listen on")
    (home / watch.WATCH_FILE).unlink()


def test_a_big_home_starts_its_own_watcher_and_the_cli_uses_it(home: Path) -> None:
    with _bower(home, watch="off") as bower:
        bower.import_records([ImportRecord(f"Queue q{i} holds {i} jobs.") for i in range(12)])
    (home / "config.toml").write_text("[sync]\nwatch_min_files = 10\nwatch_idle_s = 60\n")
    try:
        code, envelope, err = run_cli(home, "status")
        assert code == 0, err
        wait_until(lambda: watch.running(home) is not None, what="the watcher to start")
        run_cli(home, "status")  # records the watcher's token after a full comparison
        target = _file_of(home, "q5 holds")
        target.write_text(_note("queue-five", "Queue q5 now holds 555 jobs."), encoding="utf-8")
        code, envelope, err = run_cli(home, "query", "how many jobs does queue q5 hold", "--fast")
        assert code == 0, err
        assert "555" in envelope["data"]["results"][0]["snippet"]
        code, envelope, _ = run_cli(home, "watch", "--status")
        assert envelope["data"]["running"] is True
        with _bower(home) as bower:
            assert bower.sync().scanned == 0
    finally:
        code, envelope, _ = run_cli(home, "watch", "--stop")
    assert envelope["data"]["stopped"] is True and watch.running(home) is None


def test_a_question_without_the_secret_learns_nothing(
    watched: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    home, _ = watched
    assert (home / watch.WATCH_FILE).stat().st_mode & 0o077 == 0, "the secret is private"
    info = watch.running(home)
    assert info is not None
    import json
    import socket

    with socket.create_connection(("127.0.0.1", int(info["port"])), timeout=5) as conn:
        conn.sendall(json.dumps({"secret": "guess", "since": None}).encode() + b"\n")
        reply = json.loads(conn.makefile("rb").readline())
    assert "token" not in reply and "changed" not in reply
    assert watch.ask(home, _tree(home), None) is not None  # with it, an answer


def test_the_journal_forgets_what_it_cannot_vouch_for() -> None:
    journal = watch.Journal()
    start = journal.token()
    journal.touch("facts/a.md")
    middle = journal.token()
    journal.touch("facts/b.md")
    journal.touch("facts/a.md")
    assert journal.since(start) == ["facts/a.md", "facts/b.md"]
    assert journal.since(middle) == ["facts/a.md", "facts/b.md"]  # a changed again after it
    assert journal.since(journal.token()) == []
    assert journal.since(None) is None and journal.since("other:0") is None
    assert journal.since(f"{journal.epoch}:x") is None
    before_loss = journal.token()
    journal.lose()
    assert journal.since(before_loss) is None and journal.since(start) is None
    assert journal.since(journal.token()) == []


def test_inotify_events_are_parsed_and_an_overflow_is_a_loss(tmp_path: Path) -> None:
    def event(wd: int, mask: int, name: str) -> bytes:
        raw = name.encode() + b"\0" * (16 - len(name)) if name else b""
        return struct.pack("iIII", wd, mask, 0, len(raw)) + raw

    buf = event(1, watch.IN_MODIFY, "a.md") + event(-1, watch.IN_Q_OVERFLOW, "")
    assert list(watch.parse_events(buf)) == [
        (1, watch.IN_MODIFY, "a.md"),
        (-1, watch.IN_Q_OVERFLOW, ""),
    ]
    watcher = watch.Watcher(tmp_path)
    try:
        token = watcher.journal.token()
        for wd, mask, name in watch.parse_events(buf):
            watcher.apply(wd, mask, name)
        assert watcher.journal.since(token) is None
    finally:
        watcher.close()


def test_a_postgres_home_keeps_the_full_scan(postgres_url: str, tmp_path: Path) -> None:
    """A Postgres home's tree may be a volume shared by hosts whose edits this host's inotify
    never sees: no watcher starts, and asking for one is a clear error."""
    home = tmp_path / "pg-home"
    overrides: dict[str, dict[str, Any]] = {
        "sync": {"interval_s": 0, "watch_min_files": 1},
        "index": {"url": postgres_url},
    }
    with Bower(home, overrides=overrides) as bower:
        bower.import_records([ImportRecord(f"Queue q{i} holds {i} jobs.") for i in range(3)])
        assert bower.sync().scanned in (-1, 3)
    assert watch.running(home) is None and not (home / watch.WATCH_FILE).exists()
    code, envelope, err = run_cli(
        home, "watch", "--idle-exit", "5", env_extra={"BOWERBIRD_INDEX_URL": postgres_url}
    )
    assert code != 0 and "SQLite homes only" in envelope["data"]["error"], err
