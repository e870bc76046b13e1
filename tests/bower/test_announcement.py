"""The home's announcement of its resident (``serve.json``) is believed only when it can only
be this user's resident's: a regular file, this user's, mode 0600, naming the very process
that wrote it. And writing it never follows a link someone planted."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bowerbird import announced
from bowerbird.bower.resident import SERVE_FILE, announce_server, proof, withdraw_server


@pytest.fixture
def announced_here(home: Path) -> Iterator[Path]:
    """A home announcing this test process as its server; the announcement's path."""
    home.mkdir(parents=True)
    announce_server(home, "unix:/nowhere", "default", resident=True)
    yield home / SERVE_FILE
    withdraw_server(home)


def test_the_writers_own_announcement_is_believed(home: Path, announced_here: Path) -> None:
    found = announced(home)
    assert found is not None and found.pid == os.getpid()
    assert oct(announced_here.stat().st_mode & 0o777) == oct(0o600)


def test_a_copy_others_can_read_is_not_believed(home: Path, announced_here: Path) -> None:
    announced_here.chmod(0o644)
    assert announced(home) is None


def test_a_link_is_not_believed(home: Path, announced_here: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "planted.json"
    announced_here.rename(elsewhere)
    announced_here.symlink_to(elsewhere)
    assert announced(home) is None


def test_a_fifo_does_not_hang_and_is_not_believed(home: Path, announced_here: Path) -> None:
    announced_here.unlink()
    os.mkfifo(announced_here, 0o600)
    assert announced(home) is None  # the open does not wait for a writer


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file to another user needs root")
def test_a_file_another_user_owns_is_not_believed(home: Path, announced_here: Path) -> None:
    os.chown(announced_here, 65534, 65534)
    assert announced(home) is None


def test_a_pid_reused_by_another_process_is_not_believed(home: Path, announced_here: Path) -> None:
    # A resident killed by SIGKILL leaves its file; when its pid is another process's, that
    # process must not receive the next command (its environment, stdin and secret).
    other = subprocess.Popen([sys.executable, "-c", "import signal; signal.pause()"])
    try:
        data = json.loads(announced_here.read_text())
        data["pid"] = other.pid  # the same file, naming a live process that did not write it
        announced_here.write_text(json.dumps(data))
        assert announced(home) is None
    finally:
        other.kill()
        other.wait()


def test_writing_never_follows_a_planted_link(home: Path, tmp_path: Path) -> None:
    home.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (home / f".{SERVE_FILE}.{os.getpid()}").symlink_to(victim)
    announce_server(home, "unix:/nowhere", "default", resident=True)
    try:
        assert victim.read_text() == "keep me"
        assert announced(home) is not None and not (home / SERVE_FILE).is_symlink()
    finally:
        withdraw_server(home)


def test_a_copied_home_does_not_believe_the_originals_announcement(
    home: Path, announced_here: Path, tmp_path: Path
) -> None:
    # A copy carries serve.json along (mode and all); its commands must not go to the
    # original's resident, which answers for another folder.
    copy = tmp_path / "copy"
    shutil.copytree(home, copy)
    assert (copy / SERVE_FILE).read_bytes() == announced_here.read_bytes()
    assert announced(home) is not None and announced(copy) is None


@pytest.mark.parametrize("secret", ["", "s", "x" * 32, "k" * 64, "long" * 40])
def test_the_proof_is_hmac_sha256(secret: str) -> None:
    parts = (b"server", os.urandom(32), os.urandom(32))
    want = hmac.new(secret.encode(), b"".join(parts), hashlib.sha256).digest()
    assert proof(secret, *parts) == want
