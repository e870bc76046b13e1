"""Claude Code's hooks as Claude Code runs them: a process per event, the event's JSON on
stdin, a transcript in Claude Code's own JSONL shape (written here in our words)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from ..conftest import cli_env, run_cli


def hook(home: Path, verb: str, event: dict[str, Any] | str) -> subprocess.CompletedProcess[str]:
    given = event if isinstance(event, str) else json.dumps(event)
    return subprocess.run(
        [sys.executable, "-m", "bowerbird", "hook", verb, "--home", str(home), "-"],
        input=given,
        capture_output=True,
        text=True,
        env=cli_env(home),
        timeout=120,
        check=False,
    )


def line(kind: str, content: Any, **extra: Any) -> str:
    return json.dumps({"type": kind, "message": {"role": kind, "content": content}, **extra})


def write_transcript(path: Path, lines: list[str]) -> None:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_flush_keeps_new_turns_once_and_session_start_brings_them_back(
    home: Path, tmp_path: Path
) -> None:
    transcript = tmp_path / "session.jsonl"
    lines = [
        json.dumps({"type": "summary", "summary": "Earlier work", "leafUuid": "u0"}),
        line("user", "<command-caveat>not for the model</command-caveat>", isMeta=True),
        line(
            "user",
            "We chose Redis streams for the notification queue. Keep that in mind.",
            timestamp="2026-03-02T10:15:00.250Z",
        ),
        line(
            "assistant",
            [
                {"type": "text", "text": "Understood: Redis streams for notifications."},
                {"type": "tool_use", "id": "t1", "name": "Read", "input": {"path": "q.py"}},
            ],
        ),
        line("user", [{"type": "tool_result", "tool_use_id": "t1", "content": "print(1)"}]),
        line("assistant", [{"type": "text", "text": "a sub-agent's aside"}], isSidechain=True),
        json.dumps({"type": "file-history-snapshot", "snapshot": {}}),
    ]
    write_transcript(transcript, lines)
    event = {"session_id": "s1", "transcript_path": str(transcript), "hook_event_name": "Stop"}

    first = hook(home, "flush", event)
    assert first.returncode == 0, first.stderr
    again = hook(home, "flush", {**event, "hook_event_name": "PreCompact", "trigger": "auto"})
    assert again.returncode == 0 and "read 0 new message(s)" in again.stderr, again.stderr
    # A question not answered yet is no whole turn: read once its answer is written.
    asked = [*lines, line("user", "The staging VPN moved to WireGuard.")]
    write_transcript(transcript, asked)
    third = hook(home, "flush", event)
    assert third.returncode == 0 and "read 0 new message(s)" in third.stderr, third.stderr
    write_transcript(transcript, [*asked, line("assistant", "Noted: WireGuard.")])
    fourth = hook(home, "flush", event)
    assert fourth.returncode == 0 and "read 2 new message(s)" in fourth.stderr, fourth.stderr

    code, found, _ = run_cli(home, "messages", "search", "Redis streams")
    assert code == 0 and found["data"]["results"]
    # Kept as of when it was said, not when it was flushed.
    code, hits, _ = run_cli(home, "query", "which queue for notifications?")
    assert hits["data"]["results"][0]["observed_at"].startswith("2026-03-02T10:15")
    for hidden in ("sub-agent's aside", "not for the model"):
        code, found, _ = run_cli(home, "messages", "search", hidden)
        assert found["data"]["results"] == [], hidden

    start = hook(
        home, "session-start", {"cwd": str(tmp_path / "notifications"), "source": "startup"}
    )
    assert start.returncode == 0, start.stderr
    assert "Redis streams" in start.stdout and len(start.stdout) <= 10_000


def test_a_failing_hook_never_blocks_claude(home: Path, tmp_path: Path) -> None:
    cases: list[tuple[str, dict[str, Any] | str]] = [
        ("flush", "this is not json"),
        ("flush", {"hook_event_name": "Stop"}),  # no transcript
        ("flush", {"transcript_path": str(tmp_path / "missing.jsonl")}),
        ("session-start", "[1, 2]"),
    ]
    for verb, event in cases:
        done = hook(home, verb, event)
        # 2 would tell Claude Code to block the stop (or the session); 1 is a notice only.
        assert done.returncode == 1, (verb, event, done.returncode)
        assert done.stderr.startswith("bowerbird: ") and done.stdout == ""


def test_a_fifo_transcript_is_refused_at_once_and_later_flushes_go_on(
    home: Path, tmp_path: Path
) -> None:
    # A FIFO named as the transcript: a read would wait for a writer that never comes, so
    # the hook would hang Claude Code's stop. It is never opened: one clear line, exit 1
    # (a notice), and the next flush of a real transcript keeps its turns.
    fifo = tmp_path / "session.jsonl"
    os.mkfifo(fifo)
    done = hook(home, "flush", {"session_id": "s1", "transcript_path": str(fifo)})
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("bowerbird: ") and "not a regular file" in done.stderr
    real = tmp_path / "real.jsonl"
    said = line(
        "user", "We chose Postgres 16 for the billing service.", timestamp="2026-03-02T10:15:00Z"
    )
    write_transcript(real, [said, line("assistant", [{"type": "text", "text": "Noted."}])])
    done = hook(home, "flush", {"session_id": "s2", "transcript_path": str(real)})
    assert done.returncode == 0, done.stderr
    assert "kept 1 memory" in done.stderr, done.stderr
    code, env, _ = run_cli(home, "query", "Which database does billing use?")
    assert code == 0
    assert "Postgres 16" in json.dumps(env["data"]["results"])


def test_a_hook_called_wrongly_says_so_on_stderr_and_never_exits_2(home: Path) -> None:
    # A typo in the settings file or an out-of-range flag: Claude Code reads 2 as "block",
    # and a SessionStart hook's stdout becomes the session's context.
    for args in (
        ["flush", "--hom", str(home), "-"],
        ["flsh", "--home", str(home), "-"],
        ["flush", "--home", str(home), "-", "extra"],
        ["session-start", "--budget-tokens", "60", "--home", str(home), "-"],
        ["session-start", "--budget-tokens", "abc", "-"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "bowerbird", "hook", *args],
            input="{}", capture_output=True, text=True, env=cli_env(home), timeout=60,
            check=False,
        )  # fmt: skip
        assert done.returncode == 1 and done.stdout == "", (args, done)
        assert done.stderr.startswith("bowerbird: ") and done.stderr.count("\n") == 1, args


def test_session_start_on_an_empty_home_says_nothing(home: Path) -> None:
    done = hook(home, "session-start", {"cwd": "/somewhere/project", "source": "startup"})
    assert done.returncode == 0 and done.stderr == ""


def test_print_config_installs_the_three_hooks(home: Path) -> None:
    code, envelope, _ = run_cli(home, "mcp", "--print-config", "--home", str(home), "--json")
    assert code == 0
    hooks = envelope["data"]["claude_code_hooks"]["hooks"]
    assert set(hooks) == {"SessionStart", "PreCompact", "Stop"}
    for event, verb in (
        ("SessionStart", "session-start"),
        ("PreCompact", "flush"),
        ("Stop", "flush"),
    ):
        command = hooks[event][0]["hooks"][0]["command"]
        assert f"hook {verb} --home {home}" in command and command.endswith(" -")


def test_print_config_with_tools_still_runs_the_hooks(home: Path) -> None:
    code, envelope, _ = run_cli(home, "mcp", "--print-config", "--tools", "all", "--json")
    assert code == 0
    start = envelope["data"]["claude_code_hooks"]["hooks"]["SessionStart"][0]["hooks"][0]
    assert " hook session-start " in start["command"] and "--tools" not in start["command"]


def test_a_new_session_in_the_project_starts_with_the_decisions_its_flush_kept(
    home: Path, tmp_path: Path
) -> None:
    kestrel, other = tmp_path / "kestrel", tmp_path / "garden"
    kestrel.mkdir()
    other.mkdir()
    decisions = [
        "We decided to use Postgres 16 for the order service.",
        "We chose Flutter for the Kestrel mobile app because the scanner plugin is maintained.",
        "Decision: payments go through Stripe, not Adyen.",
    ]

    def transcript(name: str, said: list[str]) -> Path:
        path = tmp_path / name
        turns = [line(r, t) for s in said for r, t in (("user", s), ("assistant", "Noted."))]
        write_transcript(path, turns)
        return path

    health = "I have mild asthma and use an inhaler before running."
    elsewhere = transcript("g.jsonl", [health, "We decided to water the garden at dawn."])
    assert (
        hook(home, "flush", {"transcript_path": str(elsewhere), "cwd": str(other)}).returncode == 0
    )
    ours = transcript("k.jsonl", decisions)
    done = hook(home, "flush", {"transcript_path": str(ours), "cwd": str(kestrel)})
    assert done.returncode == 0, done.stderr
    start = hook(home, "session-start", {"cwd": str(kestrel), "source": "startup"})
    assert start.returncode == 0, start.stderr
    for text in decisions:
        assert text in start.stdout, start.stdout
    assert "asthma" not in start.stdout and "garden" not in start.stdout
    assert "project kestrel" in start.stdout and "Found: 3" in start.stdout


def test_a_large_budget_still_fits_what_claude_code_keeps_whole(home: Path, tmp_path: Path) -> None:
    folder = tmp_path / "transit"
    folder.mkdir()
    said = [
        f"We decided the {n}th route planner uses cache tier {n} for stop lookups."
        for n in range(90)
    ]
    path = tmp_path / "t.jsonl"
    write_transcript(
        path, [line(r, t) for s in said for r, t in (("user", s), ("assistant", "Ok."))]
    )
    assert hook(home, "flush", {"transcript_path": str(path), "cwd": str(folder)}).returncode == 0
    start = subprocess.run(
        [sys.executable, "-m", "bowerbird", "hook", "session-start", "--budget-tokens", "100000",
         "--home", str(home), "-"],
        input=json.dumps({"cwd": str(folder)}), capture_output=True, text=True,
        env=cli_env(home), timeout=120, check=False,
    )  # fmt: skip
    out = start.stdout.strip()
    # Whole: under Claude Code's cut, the block closed, and what was not read counted.
    assert start.returncode == 0 and len(out) <= 9_500 and out.endswith("</memory-context>")
    assert "30 older than the newest 60" in out, out[:400]


def test_a_flush_keeps_no_credential_of_a_transcript(home: Path, tmp_path: Path) -> None:
    # The gate's table (tests/gather/test_redaction_gate.py) through the hook Claude Code
    # runs: a turn is redacted whole before it is cut, so "passport no." keeps its number.
    import random

    draw = random.Random(5)
    word = "".join(draw.choice("bdfgklmnprstvz") + draw.choice("aeiou") for _ in range(4))
    digits = str(draw.randrange(1_000_000, 9_999_999))
    said = [
        f"My passport no. X{digits} expires in 2031. We moved the backup to Fridays.",
        f"Fyi the password is {word} for the staging box, the box runs Debian 12.",
    ]
    transcript = tmp_path / "session.jsonl"
    lines = []
    for text in said:
        lines += [line("user", text), line("assistant", [{"type": "text", "text": "Noted."}])]
    write_transcript(transcript, lines)
    event = {"session_id": "s1", "transcript_path": str(transcript), "hook_event_name": "Stop"}
    flushed = hook(home, "flush", event)
    assert flushed.returncode == 0 and "read 4 new message(s)" in flushed.stderr, flushed.stderr
    for value in (f"X{digits}", word):
        held = [str(p) for p in home.rglob("*") if p.is_file() and value.encode() in p.read_bytes()]
        assert held == [], value
    code, found, _ = run_cli(home, "messages", "search", "passport")
    assert code == 0 and "[REDACTED:" in json.dumps(found["data"]["results"])
