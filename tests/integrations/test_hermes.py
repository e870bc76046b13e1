"""The hermes-agent provider, run through hermes-agent's own MemoryManager and plugin loader.

hermes-agent pins many packages (openai==2.24.0 among them), so it gets its own virtual
environment, built once into a cache directory outside the checkout
(``$BOWERBIRD_TEST_CACHE``, else ``$XDG_CACHE_HOME/bowerbird-tests``, else
``~/.cache/bowerbird-tests``) from ``tests/data/hermes-requirements.txt``: its whole tree pinned
with hashes by `make lock`, so a release elsewhere cannot change what this test runs. The cache
is keyed on that file. The provider reaches bowerbird through the `bower` CLI of this project's
environment.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT

PINS = ROOT / "tests" / "data" / "hermes-requirements.txt"
PINS_KEY = hashlib.sha256(PINS.read_bytes()).hexdigest()[:12]
# Read at import, before the per-test fixtures point HOME at a temporary directory.
CACHE = Path(
    os.environ.get("BOWERBIRD_TEST_CACHE")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "bowerbird-tests"
)
HERMES_VENV = CACHE / f"hermes-{PINS_KEY}-py{sys.version_info.major}{sys.version_info.minor}"

SCRIPT = r"""
import json, os, sys
from plugins.memory import load_memory_provider
from agent.memory_manager import MemoryManager
from agent.memory_provider import MemoryProvider

provider = load_memory_provider("bowerbird")
assert isinstance(provider, MemoryProvider), provider
assert provider.is_available()
manager = MemoryManager()
manager.add_provider(provider)
manager.initialize_all("session-1", platform="cli")
assert "bowerbird" in manager.build_system_prompt()
assert {"bowerbird_search", "bowerbird_store", "bowerbird_get", "bowerbird_journal"} <= (
    manager.get_all_tool_names())
# The session-start bundle (seed 002) is part of the system prompt once the journal has notes.
logged = json.loads(manager.handle_tool_call(
    "bowerbird_journal", {"text": "Paired with Ana on the flaky payments test."}))
assert logged["path"].startswith("journal/memory/"), logged
assert "flaky payments test" in provider.system_prompt_block()

# sync_turn runs in the background; the agent is not kept waiting.
manager.sync_all("We decided to use Postgres 16 for the billing service.", "Noted, Postgres 16.",
                 session_id="session-1")
assert manager.flush_pending(timeout=120)
provider.flush()
context = manager.prefetch_all("What did we decide for billing?", session_id="session-1")
assert "Postgres 16" in context and "<memory-context>" in context, context

stored = json.loads(manager.handle_tool_call(
    "bowerbird_store", {"content": "The on-call rotation changes every Monday at 10:00."}))
assert stored["created"], stored
found = json.loads(manager.handle_tool_call("bowerbird_search", {"query": "on-call rotation"}))
assert found["results"][0]["id"] == stored["created"][0]
shown = json.loads(manager.handle_tool_call("bowerbird_get", {"id": stored["created"][0]}))
assert shown["content"].startswith("The on-call rotation")
assert "error" in json.loads(manager.handle_tool_call("bowerbird_get", {"id": "nope"}))

# Durable facts are flushed before compaction discards the messages.
note = manager.on_pre_compress([
    {"role": "user", "content": "Remember that the staging key rotates every 90 days."},
    {"role": "assistant", "content": "Understood."},
])
assert "bowerbird kept 1" in note, note
found = json.loads(manager.handle_tool_call("bowerbird_search", {"query": "staging key rotates"}))
assert found["results"], found

# Every synced turn is kept verbatim (the message layer); the session end closes the session.
provider.on_session_end([{"role": "user", "content": "We agreed to freeze the API on Friday."},
                         {"role": "assistant", "content": "Frozen on Friday."}])
provider.flush()
kept = provider._cli("messages", "search", "Postgres 16")["results"]
assert any(m["role"] == "user" for m in kept), kept
sessions = provider._cli("sessions")["sessions"]
assert sessions and provider._cli("sessions", "--close")["closed"] == sessions[-1]["session"]

manager.queue_prefetch_all("on-call rotation", session_id="session-1")
import time
deadline = time.monotonic() + 60  # the queued prefetch runs in the background: wait for it
while "Monday" not in manager.prefetch_all("on-call rotation", session_id="session-1"):
    assert time.monotonic() < deadline, "the queued prefetch never delivered"
    time.sleep(0.05)
manager.shutdown_all()
print("HERMES-OK")
"""


def pinned_venv(venv: Path, pins: Path, probe: str) -> Path:
    """The python of a virtual environment at ``venv`` holding exactly ``pins`` (installed
    with hashes), built once: kept while ``probe`` (an import line) runs in it."""
    venv.parent.mkdir(parents=True, exist_ok=True)
    # `make test` runs its two back ends at once: the second to come waits for the first's
    # build, then finds it built (never removes a tree being installed into).
    with open(venv.with_name(venv.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _built(venv, pins, probe)


def _built(venv: Path, pins: Path, probe: str) -> Path:
    python = venv / "bin" / "python"
    check = [str(python), "-c", probe]
    if python.exists() and subprocess.run(check, capture_output=True, check=False).returncode == 0:
        return python
    if venv.is_symlink():
        venv.unlink()
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    # The project's pinned uv installs, not the venv's bundled pip: pip 23 reads a package's
    # dependency with an extra ("uvicorn[standard]") as unpinned in --require-hashes mode and
    # takes the newest release, so one upstream release turned this red overnight.
    uv = ROOT / ".tools" / "bin" / "uv"
    install = [str(uv), "pip", "install", "--quiet", "--python", str(python)]
    if not uv.exists():
        install = [str(python), "-m", "pip", "install", "-q"]
    subprocess.run([*install, "--require-hashes", "-r", str(pins)], check=True, timeout=1200)
    return python


def _hermes_python() -> Path:
    return pinned_venv(HERMES_VENV, PINS, "import agent.memory_manager, plugins.memory")


@pytest.fixture(scope="module")
def hermes_python() -> Path:
    return _hermes_python()


def test_provider_through_hermes_memory_manager(hermes_python: Path, tmp_path: Path) -> None:
    hermes_home = tmp_path / "hermes"
    shutil.copytree(
        ROOT / "integrations" / "hermes" / "bowerbird", hermes_home / "plugins" / "bowerbird"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env.update(
        HERMES_HOME=str(hermes_home),
        BOWERBIRD_BIN=str(Path(sys.executable).with_name("bower")),
        BOWERBIRD_HOME=str(tmp_path / "memory"),
        BOWERBIRD_EMBED_PROVIDER="fake",
        BOWERBIRD_SERVE_RESIDENT="off",  # no process outlives the test
    )
    proc = subprocess.run(
        [str(hermes_python), "-c", SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0 and "HERMES-OK" in proc.stdout, proc.stdout + proc.stderr
    # The memories are ordinary bowerbird files in the home the provider was given.
    assert list((tmp_path / "memory" / "tree").rglob("*.md"))
