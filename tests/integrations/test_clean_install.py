"""A clean virtual environment with ``pip install '.[langgraph,openai-agents]' langmem`` runs
the LangGraph store, langmem's memory tools and the Agents SDK session end to end.

The environment holds only what the two extras and langmem declare (no contributor tools), so
a dependency the integrations use but the extras forget fails here. Its packages come from
``tests/data/frameworks-requirements.txt`` (the tree pinned with hashes by `make lock`),
installed once into a cache directory outside the checkout (as the hermes test's are); the
project itself is installed into it afresh by every run, without dependencies.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT
from .test_hermes import CACHE, pinned_venv

PINS = ROOT / "tests" / "data" / "frameworks-requirements.txt"
PINS_KEY = hashlib.sha256(PINS.read_bytes()).hexdigest()[:12]
VENV = CACHE / f"frameworks-{PINS_KEY}-py{sys.version_info.major}{sys.version_info.minor}"

SCRIPT = r"""
import asyncio, os, sys
from langgraph.store.base import BaseStore
from agents.memory import Session
from langmem import create_manage_memory_tool, create_search_memory_tool
from bowerbird.integrations.langgraph import BowerbirdStore
from bowerbird.integrations.openai_agents import BowerbirdSession

home = sys.argv[1]
store = BowerbirdStore(home=home)
assert isinstance(store, BaseStore)
store.put(("users", "ana"), "diet", {"text": "Ana is vegetarian", "since": 2019})
store.put(("users", "ana"), "city", {"text": "Ana lives in Porto"})
store.put(("users", "bo"), "city", {"text": "Bo lives in Oslo"})
assert store.get(("users", "ana"), "diet").value == {"text": "Ana is vegetarian", "since": 2019}
hits = store.search(("users", "ana"), query="what does Ana eat")
assert hits[0].key == "diet" and hits[0].score is not None, hits
assert [h.key for h in store.search(("users",), filter={"since": {"$gte": 2000}})] == ["diet"]
assert store.list_namespaces(prefix=("users",)) == [("users", "ana"), ("users", "bo")]
store.delete(("users", "bo"), "city")
assert store.get(("users", "bo"), "city") is None

async def lg_async():
    await store.aput(("notes",), "n1", {"text": "The release train leaves on Thursdays"})
    assert (await store.aget(("notes",), "n1")).value["text"].startswith("The release")
    assert [h.key for h in await store.asearch(("notes",), query="release")] == ["n1"]
    assert ("notes",) in await store.alist_namespaces()
    await store.adelete(("notes",), "n1")
    assert await store.aget(("notes",), "n1") is None
asyncio.run(lg_async())

second = BowerbirdStore(home=home)
assert second.get(("users", "ana"), "city").value == {"text": "Ana lives in Porto"}

ns = ("memories", "{langgraph_user_id}")
manage = create_manage_memory_tool(namespace=ns, store=store)
search = create_search_memory_tool(namespace=ns, store=store)
config = {"configurable": {"langgraph_user_id": "ana"}}
assert "created memory" in manage.invoke({"content": "Ana is allergic to shellfish"}, config)
assert "shellfish" in search.invoke({"query": "allergies"}, config)

async def sessions():
    a = BowerbirdSession("chat-a", home=home)
    b = BowerbirdSession("chat-b", home=home)
    assert isinstance(a, Session)
    await a.add_items([{"role": "user", "content": "one"}, {"role": "assistant", "content": "two"}])
    await a.add_items([{"role": "user", "content": "three"}])
    await b.add_items([{"role": "user", "content": "elsewhere"}])
    assert [i["content"] for i in await a.get_items()] == ["one", "two", "three"]
    assert [i["content"] for i in await a.get_items(limit=2)] == ["two", "three"]
    assert (await a.pop_item())["content"] == "three"
    await a.clear_session()
    assert await a.get_items() == []
    assert [i["content"] for i in await b.get_items()] == ["elsewhere"]
asyncio.run(sessions())
print("FRAMEWORKS-OK")
"""


@pytest.fixture(scope="module")
def clean_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    python = pinned_venv(VENV, PINS, "import langgraph.store.base, agents, langmem")
    # The project as a user's pip builds it (a wheel, not the checkout's sources), from a copy
    # so no build output lands in the checkout.
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "src"):
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy2
        copy(ROOT / name, source / name)
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--force-reinstall", "--no-index", str(source)],
        check=True,
        timeout=600,
    )  # fmt: skip
    return python


def test_frameworks_in_a_clean_install(clean_python: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BOWERBIRD_")}
    env.update(HOME=str(tmp_path), BOWERBIRD_SERVE_RESIDENT="off")
    proc = subprocess.run(
        [str(clean_python), "-c", SCRIPT, str(tmp_path / "home")],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0 and "FRAMEWORKS-OK" in proc.stdout, proc.stdout + proc.stderr
