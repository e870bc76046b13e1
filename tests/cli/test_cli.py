"""The `bower` CLI as a real process: envelope, exit codes, input handling, help and docs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer

from bowerbird.cli import app

from ..conftest import ROOT, run_cli, run_in_terminal


def test_curate_query_show_forget_round_trip(home: Path) -> None:
    code, env, _ = run_cli(
        home,
        "curate",
        "We moved off lambda to fargate because the cold-start budget was blown.",
        "--tags",
        "infra,aws",
        "--topic",
        "Architecture/Compute",
    )
    assert code == 0 and env["success"] is True and env["command"] == "curate"
    assert set(env) == {"command", "success", "data", "timestamp"}
    memory = env["data"]["memories"][0]
    assert memory["type"] == "decision"
    assert memory["path"].startswith("architecture/compute/")
    assert memory["tags"] == ["aws", "infra"]
    assert (home / "tree" / memory["path"]).is_file()

    code, env, _ = run_cli(home, "query", "why fargate?", "--limit", "5")
    assert code == 0
    hit = env["data"]["results"][0]
    assert hit["id"] == memory["id"] and 0 < hit["score"] <= 1
    assert {"path", "created", "updated", "why", "snippet"} <= set(hit)

    code, env, _ = run_cli(home, "show", memory["id"], "--history")
    assert code == 0 and env["data"]["content"].startswith("We moved off lambda")
    assert [e["action"] for e in env["data"]["history"]] == ["created"]

    code, env, _ = run_cli(home, "forget", memory["id"])
    assert code == 0 and env["data"]["deleted"] is False
    code, env, _ = run_cli(home, "query", "fargate")
    assert env["data"]["results"] == []
    code, env, _ = run_cli(home, "restore", memory["id"])
    assert code == 0 and env["data"]["maturity"] == "draft"


def test_curate_from_stdin_and_dry_run(home: Path) -> None:
    code, env, _ = run_cli(home, "curate", "-", stdin=b"Always rebase before merging.\n")
    assert code == 0 and env["data"]["memories"][0]["type"] == "pattern"
    code, env, _ = run_cli(home, "curate", "A note that is only previewed.", "--dry-run")
    assert code == 0 and env["data"]["dry_run"] is True and env["data"]["created"] == []
    assert not (home / "tree" / env["data"]["memories"][0]["path"]).exists()
    code, env, _ = run_cli(home, "curate", "Always rebase before merging.")
    assert env["data"]["duplicate_of"] and env["data"]["created"] == []
    code, env, _ = run_cli(home, "status")
    assert env["data"]["memories"] == 1


@pytest.mark.parametrize(
    ("args", "stdin", "needle"),
    [
        (["curate", ""], None, "empty"),
        (["curate", "-"], b"   \n", "empty"),
        (["curate", "-"], b"\xff\xfe\x00binary", "not UTF-8"),
        (["curate", "-"], b"text with a \x00 NUL", "binary"),
        (["curate", "-"], b"x" * (1_048_576 + 1), "over the"),
        (["curate", "note", "--type", "opinion"], None, "opinion"),
        (["curate", "note", "--importance", "7"], None, "importance"),
        (["curate", "note", "--observed-at", "after the party"], None, "not a date"),
        (["query", "x", "--since", "someday"], None, "--since"),
        # (Year 1's first hours east of UTC are in year 0 there: refused by name.)
        (["query", "x", "--since", "0001-01-01T00:00:00+14:00"], None, "falls outside"),
        (["curate", "note", "--observed-at", "9999-12-31T23:59:59-14:00"], None, "falls outside"),
        (["query", "x", "--min-score", "3"], None, "min-score"),
        (["query", "x", "--limit", "0"], None, "limit 0"),
        (["query", "x", "--limit", "500"], None, "limit 500"),
    ],
)
def test_bad_input_is_a_usage_error_that_writes_nothing(
    home: Path, args: list[str], stdin: bytes | None, needle: str
) -> None:
    code, env, _ = run_cli(home, *args, stdin=stdin)
    assert code == 2
    assert env["success"] is False and needle in env["data"]["error"]
    assert env["data"]["hint"]
    assert not list((home / "tree").rglob("*.md")) if (home / "tree").exists() else True


def test_unknown_flag_gives_error_envelope_and_exit_2(home: Path) -> None:
    code, env, _ = run_cli(home, "query", "x", "--bogus")
    assert code == 2 and env["success"] is False and "--bogus" in env["data"]["error"]


def test_not_found_is_exit_1_with_hint(home: Path) -> None:
    home.mkdir(parents=True)
    code, env, _ = run_cli(home, "show", "nope-0000")
    assert code == 1 and env["data"]["error"] == "no memory with id 'nope-0000'"
    assert "bower query" in env["data"]["hint"]


def test_bad_config_names_the_key(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "config.toml").write_text("[query]\nlimit = 'many'\n")
    code, env, _ = run_cli(home, "status")
    assert code == 2 and "[query] limit" in env["data"]["error"]


def test_unparsable_file_warns_on_stderr_and_keeps_stdout_json(home: Path) -> None:
    (home / "tree" / "facts").mkdir(parents=True)
    (home / "tree" / "facts" / "broken.md").write_bytes(b"---\nid: [x\n---\n")
    code, env, err = run_cli(home, "status")
    assert code == 0 and env["data"]["health"]["unparsable"][0]["path"] == "facts/broken.md"
    assert "facts/broken.md" in err and "left untouched" in err


def test_reindex_and_version(home: Path) -> None:
    run_cli(home, "curate", "The quokka is the mascot.")
    code, env, _ = run_cli(home, "reindex")
    assert code == 0 and env["data"]["memories"] == 1 and env["data"]["added"] == 1
    code, env, _ = run_cli(home, "version")
    assert code == 0 and env["data"]["version"]


def test_home_flag_overrides_the_environment(tmp_path: Path, home: Path) -> None:
    other = tmp_path / "other-home"
    code, _env, _ = run_cli(home, "curate", "Stored in the other home.", "--home", str(other))
    assert code == 0 and (other / "tree").is_dir() and not (home / "tree").exists()


def test_terminal_output_is_text_not_json(home: Path) -> None:
    # `script` gives the child a real TTY, so the rich renderer is used.
    env = {**os.environ, "BOWERBIRD_HOME": str(home)}
    run_cli(home, "curate", "The quokka is the mascot of the ops team.")
    cmd = f"{sys.executable} -m bowerbird query quokka"
    proc = subprocess.run(
        ["script", "-qec", cmd, "/dev/null"], capture_output=True, env=env, timeout=60, check=False
    )
    text = proc.stdout.decode()
    assert proc.returncode == 0
    assert "quokka" in text and '"success"' not in text


def _commands() -> list[str]:
    group = typer.main.get_command(app)
    ctx = typer.Context(group)
    names = []
    for name in group.list_commands(ctx):  # type: ignore[attr-defined]
        cmd = group.get_command(ctx, name)  # type: ignore[attr-defined]
        subs = cmd.list_commands(ctx) if hasattr(cmd, "list_commands") else [""]
        names += [f"{name} {sub}".strip() for sub in subs]
    return names


@pytest.mark.parametrize("name", _commands())
def test_every_command_has_help_and_is_documented(name: str) -> None:
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, [*name.split(), "--help"])  # in process: 40 fewer starts
    assert result.exit_code == 0 and "Usage" in result.stdout
    assert f"### `bower {name}`" in (ROOT / "docs" / "cli.md").read_text()


def test_home_that_is_a_file_is_a_clear_error(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file-home"
    not_a_dir.write_text("I am a file")
    code, env, _ = run_cli(not_a_dir, "status")
    assert code == 2 and env["success"] is False
    assert "file-home" in env["data"]["error"] and "directory" in env["data"]["hint"]
    assert not_a_dir.read_text() == "I am a file"


def test_every_view_renders_on_a_terminal(home: Path, tmp_path: Path) -> None:
    """Each command's terminal view (rich) runs without error on a real TTY."""
    _, made, _ = run_cli(home, "curate", "We chose Redis for the job queue because it is fast.")
    memory_id = made["data"]["created"][0]
    run_cli(home, "curate", "WE CHOSE REDIS FOR THE JOB QUEUE BECAUSE IT IS FAST.", "--verbatim")
    notes = tmp_path / "notes.jsonl"
    notes.write_text('{"text": "The queue retries failed jobs 3 times."}\n')
    chat = tmp_path / "chat.jsonl"
    chat.write_text('{"role": "user", "content": "We decided to shard the queue by tenant."}\n')
    commands = [
        "query redis",
        "context 'job queue' --budget-tokens 200",
        "status",
        f"show {memory_id}",
        f"explain {memory_id}",
        f"import {notes}",
        f"ingest {chat}",
        "dream --dry-run",
        "dream",
        "review",
        "snapshots",
        "reindex",
        "mcp --print-config",
        "version",
    ]
    for command in commands:
        code, text = run_in_terminal(home, command)
        assert code == 0, (command, text)
        assert "Traceback" not in text and '"success"' not in text, (command, text)


def test_a_key_pasted_where_an_option_goes_is_not_echoed_back(home: Path) -> None:
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    pasted = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
    code, envelope, _ = run_cli(home, "curate", pasted)
    assert code == 2 and body not in str(envelope), envelope
    assert "after `--`" in envelope["data"]["error"]


@pytest.mark.parametrize(
    "args",
    [
        ["curate", "The fax is in room 2.", "--type", "x" * 100_000],
        ["curate", "The fax is in room 2.", "--supersedes", "y" * 100_000],
        ["curate", "The fax is in room 2.", "--observed-at", "2020" * 10_000],
        ["show", "z" * 100_000],
    ],
)
def test_an_error_never_says_back_the_whole_of_a_long_argument(home: Path, args: list[str]) -> None:
    # A 100,000-character --type came back whole in the error (on every door).
    code, env, _ = run_cli(home, *args)
    assert code in (1, 2) and env["success"] is False
    assert env["data"]["hint"] and len(env["data"]["error"]) < 2_100, len(env["data"]["error"])


def test_an_empty_home_is_refused_and_makes_nothing_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `--home ""` read as this directory: `bower init --home ""` made a home wherever it ran.
    monkeypatch.chdir(tmp_path)
    code, env, _ = run_cli(tmp_path / "unused", "init", "--home", "")
    assert code == 2 and "empty path" in env["data"]["error"]
    assert list(tmp_path.iterdir()) == []
