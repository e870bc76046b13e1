"""Seed 004's ``messages_search_all`` searches every agent's raw messages for the home's
owner (``[share] owner_override``: one person owns every agent) and stays the caller's for
anyone else, through the facade, the CLI, MCP and HTTP (issue 62)."""

from __future__ import annotations

import json
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from bowerbird import Bower
from bowerbird.conversations.messages import EVERY_AGENTS_MESSAGES, OWN_MESSAGES

from ..conftest import cli_env, run_cli
from ..mcp.test_mcp import _data
from ..serving import serving

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
OWNER = {"BOWERBIRD_SHARE_OWNER_OVERRIDE": "true"}


def as_(home: Path, agent: str, **share: Any) -> Bower:
    overrides: dict[str, dict[str, Any]] = {"curate": {"agent": agent}, "sync": {"interval_s": 0}}
    if share:
        overrides["share"] = share
    return Bower(home, overrides=overrides)


def _two_agents(home: Path) -> None:
    """alpha and beta each said something about the kumquat harvest."""
    with as_(home, "alpha") as alpha:
        alpha.messages.add([("user", "the kumquat harvest moved to Tuesday")], at=START)
    with as_(home, "beta") as beta:
        beta.messages.add([("user", "kumquat jam needs more sugar")], at=START + timedelta(hours=3))


def test_the_owner_searches_every_agent_and_anyone_else_their_own(home: Path) -> None:
    _two_agents(home)
    with as_(home, "beta", owner_override=True) as owner:
        found = owner.messages.across("kumquat").to_dict()
        assert {h["agent"] for h in found["results"]} == {"alpha", "beta"}, found
        assert found["searched"] == EVERY_AGENTS_MESSAGES and "notes" not in found
        assert any("Tuesday" in h["content"] for h in found["results"])
    with as_(home, "beta") as beta:
        found = beta.messages.across("kumquat").to_dict()
        assert [h["agent"] for h in found["results"]] == ["beta"], found
        assert found["searched"] == OWN_MESSAGES and "Tuesday" not in json.dumps(found)
        assert "withheld" not in found  # no count of alpha's words (issue 63)


def test_cli_all_agents_is_every_agents_for_the_owner_only(home: Path) -> None:
    _two_agents(home)
    args = ("--agent", "beta", "messages", "search", "kumquat", "--all-agents")
    code, envelope, _ = run_cli(home, *args, env_extra=OWNER)
    assert code == 0 and {h["agent"] for h in envelope["data"]["results"]} == {"alpha", "beta"}
    code, envelope, _ = run_cli(home, *args)
    assert code == 0 and [h["agent"] for h in envelope["data"]["results"]] == ["beta"]
    assert "Tuesday" not in json.dumps(envelope)


def test_http_all_agents_is_every_agents_for_the_owner_only(home: Path) -> None:
    _two_agents(home)
    asked: dict[str, str | bool] = {"q": "kumquat", "all_agents": True}
    as_beta = {"x-bowerbird-agent": "beta"}
    owner = {"share": {"owner_override": True}}
    with serving(home, overrides=owner) as served, served.client() as http:
        found = http.get("/api/v1/messages", params=asked, headers=as_beta).json()
    assert {h["agent"] for h in found["results"]} == {"alpha", "beta"}, found
    with serving(home) as served, served.client() as http:
        found = http.get("/api/v1/messages", params=asked, headers=as_beta).json()
    assert [h["agent"] for h in found["results"]] == ["beta"]
    assert found["searched"] == OWN_MESSAGES and "Tuesday" not in json.dumps(found)


async def _search_all(home: Path, extra: dict[str, str]) -> Any:
    env = {**cli_env(home), "BOWERBIRD_AGENT": "beta", **extra}
    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return _data(await session.call_tool("messages_search_all", {"query": "kumquat"}))


def test_mcp_messages_search_all_is_every_agents_for_the_owner_only(home: Path) -> None:
    _two_agents(home)
    found = anyio.run(_search_all, home, OWNER)
    assert {h["agent"] for h in found["results"]} == {"alpha", "beta"}, found
    found = anyio.run(_search_all, home, {})
    assert [h["agent"] for h in found["results"]] == ["beta"]
    assert found["searched"] == OWN_MESSAGES and "Tuesday" not in json.dumps(found)


@hsettings(max_examples=15)
@given(
    agents=st.lists(st.sampled_from(["alpha", "beta", "gamma", "delta"]), min_size=1, unique=True),
    caller=st.sampled_from(["alpha", "beta", "gamma", "delta"]),
    owner=st.booleans(),
)
def test_who_is_found_across_agents(agents: list[str], caller: str, owner: bool) -> None:
    """Whoever spoke and whoever asks: the owner finds every speaker, anyone else only
    themselves, told what was searched in the same words whoever spoke."""
    with tempfile.TemporaryDirectory(prefix="bower-owner-") as tmp:
        home = Path(tmp) / "home"
        for n, agent in enumerate(agents):
            with as_(home, agent) as speaker:
                said = f"the quince order for {agent} is ready"
                speaker.messages.add([("user", said)], at=START + timedelta(hours=3 * n))
        with as_(home, caller, owner_override=owner) as asking:
            found = asking.messages.across("quince order", limit=10)
    speakers = {h.agent for h in found.results}
    if owner:
        assert speakers == set(agents) and found.searched == EVERY_AGENTS_MESSAGES
    else:
        assert speakers == {caller} & set(agents) and found.searched == OWN_MESSAGES
