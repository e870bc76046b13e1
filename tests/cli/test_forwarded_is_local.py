"""A command the resident runs is indistinguishable from the same command run in its own
process: the same stdout, stderr and exit code, the same files with the same modes — under
the caller's umask, time zone, standard input and terminal. Two homes get the same commands,
one with every command local (``[serve] resident`` off), one answered by its resident; what
only differs by nature (times of now, durations, random id suffixes, the index's size, the
resident's own line in ``status``) is normalised away before comparing."""

from __future__ import annotations

import os
import re
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bowerbird import announced
from bowerbird.storage.files import watch

from ..conftest import cli_env, wait_until

Outcome = tuple[int, str, str]
# A memory id's random suffix ("print-server-lives-10-0-4-75bb").
_ID_SUFFIX = re.compile(r"(?<=[a-z0-9])-[0-9a-f]{4}\b")


def _normal(text: str, home: Path) -> str:
    text = text.replace(str(home), "HOME")
    text = re.sub(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?Z?", _keep_old, text)
    text = re.sub(r'"took_ms": [0-9.]+', '"took_ms": N', text)
    text = re.sub(r'"timestamp": \d{13}', '"timestamp": N', text)  # an audit line's now
    text = re.sub(r"in [0-9.]+ m?s\b", "in N s", text)
    text = _ID_SUFFIX.sub("-ID", text)
    text = re.sub(r"index: [0-9,]+ bytes", "index: N bytes", text)
    # The resident's own line in `status` (a local run has none), wrapped or not.
    return re.sub(r"commands answered by the resident[^\n]*\n(\S*\)\n)?", "", text)


def _keep_old(found: re.Match[str]) -> str:
    """A time of the imported data stays (the time zone shows in it); one of now goes."""
    return found[0] if found[0] < "2026-01-01" else "NOW"


class Pair:
    """Two homes, ``local`` and ``forwarded``, given the same commands."""

    def __init__(self, root: Path) -> None:
        self.root = root
        # Paths of the same length: a rendered line wraps where a local one does.
        self.local, self.forwarded = root / "plain" / "home", root / "relay" / "home"

    def run(
        self,
        home: Path,
        args: list[str],
        stdin: bytes | None = None,
        env: dict[str, str] | None = None,
        umask: int = 0o022,
    ) -> Outcome:
        mode = "auto" if home == self.forwarded else "off"
        proc = subprocess.run(
            [sys.executable, "-m", "bowerbird", *args],
            input=stdin,
            capture_output=True,
            env={**cli_env(home), "BOWERBIRD_SERVE_RESIDENT": mode, **(env or {})},
            cwd=self.cwd(home),
            timeout=60,
            check=False,
            preexec_fn=lambda: os.umask(umask),
        )
        return proc.returncode, proc.stdout.decode(), proc.stderr.decode()

    def cwd(self, home: Path) -> Path:
        """Each home's caller works in the folder above it (where exports land)."""
        home.parent.mkdir(exist_ok=True)
        return home.parent

    def both(self, args: list[str], **options: object) -> tuple[str, str]:
        """The command in each home, normalised (exit code, stdout, stderr)."""
        found = []
        for home in (self.local, self.forwarded):
            code, out, err = self.run(home, args, **options)  # type: ignore[arg-type]
            found.append(_normal(f"{code}\n{out}\n--\n{err}", home))
        return found[0], found[1]

    def files(self, home: Path) -> dict[str, tuple[str, str]]:
        """Every file the commands write that is the home's truth (the tree, messages, the
        import ledger, exports), with its mode and normalised text."""
        kept = {}
        for path in sorted([*home.rglob("*"), *self.cwd(home).glob("out*")]):
            rel = path.name if path.parent == self.cwd(home) else path.relative_to(home).as_posix()
            if not path.is_file() or not rel.startswith(("tree/", "messages/", "imports/", "out")):
                continue
            text = _normal(path.read_text(encoding="utf-8", errors="replace"), home)
            kept[_ID_SUFFIX.sub("-ID", rel)] = (
                oct(stat.S_IMODE(path.stat().st_mode)),
                text,
            )
        return kept


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[Pair]:
    both = Pair(tmp_path)
    for home in (both.local, both.forwarded):
        both.run(home, ["init"])
        both.run(home, ["curate", "The print server lives at 10.0.4.17."])
    wait_until(lambda: announced(both.forwarded) is not None, what="the resident")
    resident = announced(both.forwarded)
    assert resident is not None and announced(both.local) is None
    yield both
    os.kill(resident.pid, signal.SIGKILL)
    watch.stop(both.forwarded)


def test_every_command_gives_what_a_local_run_gives(pair: Pair) -> None:
    chat = pair.root / "chat.txt"
    chat.write_bytes(
        b"[01/04/2025, 20:00:00] Ben: The boiler was serviced today.\n"
        b"[01/04/2025, 20:01:00] Ada: Good, the next service is due in April.\n"
    )
    other = b"[02/04/2025, 08:30:00] Ben: The gate code is now 4471.\n"
    tokyo = {"TZ": "Asia/Tokyo"}  # the chat's times are read in the caller's zone
    commands: list[tuple[list[str], dict[str, object]]] = [
        (["curate", "-"], {"stdin": b"Backups run nightly at 02:00."}),
        (["query", "print server", "--format", "text"], {}),
        (["query", "backups", "--json"], {}),
        (["show", "no-such-memory"], {}),
        (["query", "anything", "--limit", "abc"], {}),
        (["import", str(chat), "--from", "whatsapp", "--format", "text"], {"env": tokyo}),
        (["import", "/dev/stdin", "--from", "whatsapp"], {"stdin": other, "env": tokyo}),
        (["messages", "search", "boiler", "--json"], {"env": tokyo}),
        (["list", "--format", "text"], {}),
        (["export", "out-private.jsonl"], {"umask": 0o077}),
        (["export", "out-shared.jsonl"], {"umask": 0o002}),
        (["status", "--format", "text"], {}),
        (["forget", "no-such-memory"], {}),
        (["query", "--help"], {}),
    ]
    for args, options in commands:
        local, forwarded = pair.both(args, **options)
        assert forwarded == local, args
    assert pair.files(pair.forwarded) == pair.files(pair.local)
    # The forwarded ones were the resident's (this test would pass, emptily, without one).
    code, out, _ = pair.run(pair.forwarded, ["status"])
    assert code == 0 and '"kind": "resident"' in out


def test_a_terminal_of_no_size_gets_the_same_output(pair: Pair) -> None:
    # `script` gives a 0x0 terminal: a forwarded command once printed nothing there.
    shown = []
    for home in (pair.local, pair.forwarded):
        mode = "auto" if home == pair.forwarded else "off"
        command = f"stty rows 0 cols 0; {sys.executable} -m bowerbird query 'print server'"
        proc = subprocess.run(
            ["script", "-qec", command, "/dev/null"],
            capture_output=True,
            env={**cli_env(home), "BOWERBIRD_SERVE_RESIDENT": mode},
            timeout=60,
            check=False,
        )
        assert proc.returncode == 0
        # From the answer on (a local run may first draw the model's loading bar).
        answer = proc.stdout.decode(errors="replace").partition("result(s)")[2]
        shown.append(_normal(answer, home))
    assert "10.0.4.17" in shown[0] and shown[1] == shown[0]


def test_a_process_substitution_is_read_as_locally(pair: Pair) -> None:
    # `import <(…)` names /dev/fd/63, a descriptor of the caller's alone: it once failed
    # forwarded; now it runs where the descriptor is, and imports what it holds.
    chat = pair.root / "chat.txt"
    chat.write_bytes(b"[05/04/2025, 07:15:00] Ben: The night bus now stops at the library.\n")
    found = []
    for home in (pair.local, pair.forwarded):
        mode = "auto" if home == pair.forwarded else "off"
        script = f"{sys.executable} -m bowerbird import <(cat {chat}) --from whatsapp"
        proc = subprocess.run(
            ["bash", "-c", script],
            capture_output=True,
            env={**cli_env(home), "BOWERBIRD_SERVE_RESIDENT": mode},
            timeout=60,
            check=False,
        )
        found.append(_normal(f"{proc.returncode}\n{proc.stdout.decode()}", home))
    assert found[1] == found[0] and '"kept": 1' in found[0], found
