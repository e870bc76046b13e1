"""The integration examples run as their docs say (offline), and do what they print."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bowerbird import Bower

from ..conftest import ROOT, cli_env


def run_example(name: str, home: Path) -> str:
    env = {**cli_env(home)}
    env.pop("OPENAI_API_KEY", None)  # the example's offline path
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name), str(home)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.filterwarnings("ignore")
def test_langgraph_example(home: Path) -> None:
    out = run_example("langgraph_store.py", home)
    assert "recalled: I drink green tea, never coffee." in out
    with Bower(home) as bower:  # the items are memories of the home
        assert "tea" in bower.query("what does Ana drink").results[0].content


def test_openai_agents_example(home: Path) -> None:
    out = run_example("openai_agents_session.py", home)
    assert "4 items kept" in out and "'diet'" in out
