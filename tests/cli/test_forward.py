"""One-shot commands answered by a running `bower serve` on the same home (and run locally,
exactly as before, whenever that server is not there or not usable)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from ..conftest import cli_env, free_port, serving_process
from ..conftest import run_cli_process as run_cli

MARK = "answered by bower serve"


def _notes(envelope: dict[str, Any]) -> list[str]:
    return list(envelope["data"].get("notes", []))


def test_cli_commands_go_to_a_running_server_and_fall_back(home: Path) -> None:
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
        announced = json.loads((home / "serve.json").read_text())
        assert announced["pid"] == proc.pid and announced["url"] == f"127.0.0.1:{port}"
        code, env, _ = run_cli(home, "curate", "The print server lives at 10.0.4.17.")
        assert code == 0 and any(MARK in n for n in _notes(env)) and env["data"]["created"]
        code, env, _ = run_cli(home, "query", "where is the print server")
        assert code == 0 and any(MARK in n for n in _notes(env))
        assert "10.0.4.17" in env["data"]["results"][0]["snippet"]
        code, env, _ = run_cli(home, "context", "print server", "--budget-tokens", "200")
        assert code == 0 and "10.0.4.17" in env["data"]["context"]
        # A query is answered before the command line loads: no typer, no facade imported.
        quick = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "bowerbird", "query", "print server"],
            capture_output=True,
            env=cli_env(home),
            check=True,
        )
        answer = json.loads(quick.stdout)
        assert answer["success"] and answer["command"] == "query"
        assert any(MARK in n for n in _notes(answer))
        loaded = quick.stderr.decode()
        assert "typer" not in loaded and "bowerbird.bower.facade" not in loaded
        # Another agent: the same server answers, as that agent (nothing of this one's).
        code, env, _ = run_cli(home, "query", "print server", "--agent", "other")
        assert code == 0 and any(MARK in n for n in _notes(env)) and not env["data"]["results"]
        # An option the API lacks, a bad flag: run here, same answers as before.
        code, env, _ = run_cli(home, "query", "print server", "--no-cache")
        assert not any(MARK in n for n in _notes(env)) and env["data"]["results"]
        code, env, _ = run_cli(home, "curate", "x", "--type", "nonsense")
        assert code == 2 and "type" in env["data"]["error"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) in (0, -signal.SIGTERM)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not (home / "serve.json").exists()  # withdrawn as it stopped
    code, env, _ = run_cli(home, "query", "where is the print server")
    assert code == 0 and not any(MARK in n for n in _notes(env))
    assert "10.0.4.17" in env["data"]["results"][0]["snippet"]
    # A server killed outright leaves its file: a dead pid is never asked.
    (home / "serve.json").write_text(json.dumps({"pid": 999_999, "url": "127.0.0.1:9"}))
    code, env, _ = run_cli(home, "query", "where is the print server")
    assert code == 0 and env["data"]["results"]
