"""Every command reads well on a terminal (issue 33): run under a pseudo-terminal, none prints
the JSON envelope (each answer has a view; an answer without one of its own — a benchmark's
figures — is shown as readable lines), and no summary shares a line with a progress bar."""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
from pathlib import Path

import pytest

from bowerbird import Bower

from ..conftest import cli_env

_ESCAPE = re.compile(r"\x1b\[([?0-9;]*)([A-Za-z])")
# A progress bar's line: its label, then the bar (a table's borders are other glyphs).
_BAR = re.compile(r"^\s*[A-Z][a-z]+ [━╺╸╾]{3,}")


def _on_a_terminal(home: Path, *args: str) -> tuple[int, str]:
    """``bower ARGS`` with stdout and stderr on a pseudo-terminal; (exit code, what it showed)."""
    leader, follower = pty.openpty()
    env = {**cli_env(home), "COLUMNS": "110", "TERM": "xterm-256color"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bowerbird", *args],
        stdin=subprocess.DEVNULL,
        stdout=follower,
        stderr=follower,
        env=env,
    )
    os.close(follower)
    chunks: list[bytes] = []
    while True:
        ready, _, _ = select.select([leader], [], [], 60)
        if not ready:
            proc.kill()
            raise AssertionError(f"bower {' '.join(args)}: no output for 60 s")
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    return proc.wait(timeout=60), b"".join(chunks).decode("utf-8", "replace")


def _visible(raw: str) -> list[str]:
    """The screen as a terminal leaves it: text written where the cursor is, carriage
    returns, line feeds, cursor up/down/column and erasures applied; colours ignored."""
    screen: list[list[str]] = [[]]
    row = col = 0
    at = 0
    while at < len(raw):
        match = _ESCAPE.match(raw, at)
        if match:
            args, verb = match.groups()
            n = int(args) if args.isdigit() else 1
            if verb == "A":
                row = max(0, row - n)
            elif verb == "B":
                row += n
            elif verb == "G":
                col = n - 1
            elif verb == "K":
                line = screen[row] if row < len(screen) else []
                if args == "2":
                    line.clear()
                else:
                    del line[col:]
            at = match.end()
            continue
        char = raw[at]
        at += 1
        while row >= len(screen):
            screen.append([])
        if char == "\r":
            col = 0
        elif char == "\n":
            row, col = row + 1, 0
        elif char != "\x1b":
            line = screen[row]
            line.extend(" " * (col - len(line)))
            if col < len(line):
                line[col] = char
            else:
                line.append(char)
            col += 1
    return ["".join(line).rstrip() for line in screen]


@pytest.fixture
def lived_in(home: Path) -> dict[str, str]:
    """A home with memories, a conversation, a profile and a journal entry."""
    with Bower(home) as bower:
        made = bower.curate("We deploy the billing service on Fridays after the standup.")
        bower.curate("The search API on-call lead is Marco.")
        bower.sync_turn("My name is Ana and I work from Lisbon.", "Nice to meet you, Ana.")
        bower.journal.write("Paired with Dana on the flaky checkout test.")
        session = bower.messages.sessions()[0]["session"]
    notes = home.parent / "notes.jsonl"
    notes.write_text('{"text": "The VPN gateway is vpn-2."}\n')
    transcript = home.parent / "chat.jsonl"
    transcript.write_text(
        '{"role": "user", "content": "We keep logs for 30 days."}\n'
        '{"role": "assistant", "content": "Noted."}\n'
    )
    return {
        "id": made.created[0],
        "session": session,
        "notes": str(notes),
        "transcript": str(transcript),
    }


COMMANDS = [
    ("status",),
    ("query", "billing deploy"),
    ("show", "{id}"),
    ("explain", "{id}"),
    ("agents",),
    ("sessions",),
    ("messages", "search", "Lisbon"),
    ("messages", "show", "{session}"),
    ("history",),
    ("profile",),
    ("profile", "set", "timezone", "Europe/Lisbon"),
    ("profile", "forget", "timezone"),
    ("journal", "start"),
    ("review",),
    ("snapshots",),
    ("dream", "--dry-run"),
    ("prune", "--dry-run"),
    ("consolidate", "--dry-run"),
    ("warm",),
    ("watch", "--status"),
    ("doctor",),
    ("version",),
    ("curate", "Backups run nightly at 02:00 UTC."),
    ("context", "billing deploy"),
    ("journal", "Shipped the billing fix."),
    ("maintenance", "--dry-run"),
    ("forget", "{id}"),
    ("restore", "{id}"),
    ("import", "{notes}"),
    ("ingest", "{transcript}"),
    ("sessions", "--close"),
    ("reindex",),
]


def test_no_command_prints_json_or_a_garbled_line_on_a_terminal(
    home: Path, lived_in: dict[str, str]
) -> None:
    failures = []
    for command in COMMANDS:
        args = [a.format(**lived_in) for a in command]
        code, raw = _on_a_terminal(home, *args)
        lines = _visible(raw)
        shown = "\n".join(lines)
        if code != 0:
            failures.append(f"bower {' '.join(args)}: exit {code}\n{shown[-400:]}")
        if '"command":' in shown or any(line.lstrip().startswith("{") for line in lines):
            failures.append(f"bower {' '.join(args)} printed JSON:\n{shown[:400]}")
        if any(_BAR.match(line) for line in lines):
            failures.append(f"bower {' '.join(args)} left a progress bar on screen:\n{shown}")
        if "\\n" in shown:
            failures.append(f"bower {' '.join(args)} printed an escaped newline:\n{shown[:400]}")
    assert not failures, "\n\n".join(failures)


def test_a_refusal_on_a_terminal_exits_non_zero_and_says_why(home: Path) -> None:
    home.mkdir(parents=True)
    code, raw = _on_a_terminal(home, "profile", "set", "password", "hunter2")
    assert code == 2 and "not stored" in raw and "hunter2" not in raw
    code, raw = _on_a_terminal(home, "qurey", "foo")
    assert code == 2 and "bower qurey --help" not in raw


def test_a_long_dream_preview_shows_what_matters_and_says_how_many_more() -> None:
    from bowerbird.cli import render

    def change(n: int, kind: str) -> dict[str, object]:
        return {"id": f"c{n}", "kind": kind, "confidence": 0.9, "targets": [f"m{n}"], "reason": "r"}

    plan = [change(n, "fold_access") for n in range(35)] + [change(99, "supersede")]
    data = {"summary": {"fold_access": 35, "supersede": 1}, "dry_run": True, "plan": plan}
    with render.console.capture() as shown:
        render.dream(data)
    text = shown.get()
    assert "supersede" in text.split("\n")[1], text  # listed first, not hidden at line 36
    assert "… and 6 more changes" in text, text
