"""Sharing between agents with consent (seed 003 §9), through the facade, the CLI, MCP and
HTTP: episodic and sensitive memories never cross, nothing crosses without both consents,
a revocation erases the copy from the other agent's search, files and index, and the
cross-agent searches say what they covered — never a count of what another agent holds."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from bowerbird import Bower, InputError
from bowerbird.bower.sharing import EVERY, shared_by

from ..conftest import cli_env, home_index, run_cli
from ..mcp.test_mcp import _data, _error
from ..serving import serving

TECH = "The deploy pipeline runs on Buildkite with eight build agents."
QUESTION = "which CI runs the deploy pipeline?"
EPISODE = "Oscar complained about the four-hour planning meeting on Feb 3."
HEALTH = "Ana is allergic to shellfish, so the team dinner avoids seafood."


def as_(home: Path, agent: str, **share: Any) -> Bower:
    overrides: dict[str, dict[str, Any]] = {"curate": {"agent": agent}, "sync": {"interval_s": 0}}
    if share:
        overrides["share"] = share
    return Bower(home, overrides=overrides)


@pytest.fixture
def pair(home: Path) -> dict[str, str]:
    """alpha holds a technical fact, an episode and a health detail; beta holds a note."""
    with as_(home, "alpha") as alpha:
        ids = {
            "tech": alpha.curate(TECH, verbatim=True).created[0],
            "episode": alpha.curate(EPISODE, verbatim=True, type="context").created[0],
            "health": alpha.curate(HEALTH, verbatim=True).created[0],
        }
    with as_(home, "beta") as beta:
        beta.curate("Beta keeps the on-call rota in PagerDuty.", verbatim=True)
    return ids


def copies_in_files(home: Path) -> list[Path]:
    return [p for p in (home / "tree").rglob("*.md") if "source: share:" in p.read_text()]


def test_nothing_crosses_without_both_consents_and_revoke_erases(
    home: Path, pair: dict[str, str]
) -> None:
    with as_(home, "alpha") as alpha, as_(home, "beta") as beta:
        before = beta.query(QUESTION, agent="alpha")
        assert before.results == [] and before.searched == shared_by("alpha")
        across = beta.query(QUESTION, agent="*")
        assert all(h.agent == "beta" for h in across.results) and across.searched == EVERY
        assert "withheld" not in json.dumps(across.to_dict())  # no count of alpha's (issue 63)
        with pytest.raises(InputError, match="episodic"):
            alpha.sharing.propose(pair["episode"], "beta")
        with pytest.raises(InputError, match=r"too sensitive .*health"):
            alpha.sharing.propose(pair["health"], "beta")
        share = alpha.sharing.propose(pair["tech"], "beta")
        assert share.status == "pending" and share.data["consent"]["beta"] is None
        assert beta.query(QUESTION, agent="alpha").results == []  # one consent is not two
        assert not copies_in_files(home)
        shared = beta.sharing.approve(share.id)
        assert shared.status == "shared"
        copy = shared.data["copy"]
        mine = beta.query(QUESTION)
        assert mine.results[0].id == copy and beta.get(copy).content == TECH
        assert beta.get(copy).source == f"share:alpha:{pair['tech']}"
        assert [h.id for h in beta.query(QUESTION, agent="alpha").results] == [copy]
        # The owner revokes: the copy leaves beta's search, files and index.
        revoked = alpha.sharing.revoke(share.id)
        assert revoked.status == "revoked" and revoked.data["revoked_by"] == "alpha"
        assert copy not in {h.id for h in beta.query(QUESTION, min_score=0).results}
        assert not copies_in_files(home)
        with home_index(home) as index:
            assert index.memory_path(copy) is None
        assert [s.status for s in beta.sharing.shares()] == ["revoked"]
        # Nothing of the memory stays readable to the other side: no title, no id.
        (record,) = [s.data for s in beta.sharing.shares()]
        assert "Buildkite" not in json.dumps(record) and pair["tech"] not in json.dumps(record)
        with pytest.raises(Exception, match="revoked"):
            beta.sharing.approve(share.id)


def test_the_owner_override_reads_across_as_before(home: Path, pair: dict[str, str]) -> None:
    with as_(home, "beta", owner_override=True) as beta:
        found = beta.query(QUESTION, agent="alpha")
        assert found.results[0].id == pair["tech"] and found.searched is None


def test_cli_propose_approve_list_revoke(home: Path, pair: dict[str, str]) -> None:
    code, env, _ = run_cli(
        home, "--agent", "alpha", "share", "propose", pair["tech"], "--with", "beta"
    )
    assert code == 0 and env["data"]["status"] == "pending"
    share = env["data"]["id"]
    code, env, _ = run_cli(home, "--agent", "beta", "query", QUESTION, "--min-score", "0")
    assert TECH not in [h["snippet"] for h in env["data"]["results"]]  # one consent of two
    code, env, _ = run_cli(
        home, "--agent", "alpha", "share", "propose", pair["episode"], "--with", "beta"
    )
    assert code == 2 and "episodic" in env["data"]["error"]
    code, env, _ = run_cli(home, "--agent", "gamma", "share", "approve", share)
    assert code == 1 and "no share" in env["data"]["error"]  # not a party to it
    code, env, _ = run_cli(home, "--agent", "beta", "share", "approve", share)
    assert code == 0 and env["data"]["status"] == "shared"
    code, env, _ = run_cli(home, "--agent", "beta", "share")
    assert [s["status"] for s in env["data"]["shares"]] == ["shared"]
    code, env, _ = run_cli(home, "--agent", "beta", "query", QUESTION)
    assert env["data"]["results"][0]["snippet"] == TECH
    code, env, _ = run_cli(home, "--agent", "beta", "share", "revoke", share)
    assert code == 0 and env["data"]["status"] == "revoked"
    assert not copies_in_files(home)


def test_http_shares(home: Path, pair: dict[str, str]) -> None:
    with serving(home) as served, served.client() as http:
        alpha, beta = {"X-Bowerbird-Agent": "alpha"}, {"X-Bowerbird-Agent": "beta"}
        body = {"memory": pair["health"], "with_agent": "beta"}
        refused = http.post("/api/v1/shares", json=body, headers=alpha)
        assert refused.status_code == 400 and "too sensitive" in refused.json()["error"]
        episodic = http.post(
            "/api/v1/shares", json={**body, "memory": pair["episode"]}, headers=alpha
        )
        assert episodic.status_code == 400 and "episodic" in episodic.json()["error"]
        made = http.post(
            "/api/v1/shares", json={**body, "memory": pair["tech"]}, headers=alpha
        ).json()
        assert made["proposed_by"] == "agent" and made["consent"]["alpha"] is None
        query = {"query": QUESTION, "agent": "alpha"}
        hidden = http.post("/api/v1/query", json=query, headers=beta).json()
        assert hidden["results"] == [] and hidden["searched"] == shared_by("alpha")
        assert "withheld" not in hidden
        for side in (alpha, beta):
            http.post(f"/api/v1/shares/{made['id']}/approve", headers=side).raise_for_status()
        seen = http.post("/api/v1/query", json=query, headers=beta).json()
        assert seen["results"][0]["snippet"] == TECH
        listed = http.get("/api/v1/shares", headers=alpha).json()["shares"]
        assert [s["status"] for s in listed] == ["shared"]
        http.post(f"/api/v1/shares/{made['id']}/revoke", headers=beta).raise_for_status()
        gone = http.post("/api/v1/query", json=query, headers=beta).json()
        assert gone["results"] == []
        assert http.post("/api/v1/shares/sh-nothing/approve", headers=beta).status_code == 422
    assert not copies_in_files(home)


async def _mcp_flow(home: Path, tech: str, episode: str) -> None:
    env = {**cli_env(home), "BOWERBIRD_AGENT": "alpha"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        assert "episodic" in _error(
            await s.call_tool("memory_share_propose", {"id": episode, "with_agent": "beta"})
        )
        made: Any = _data(
            await s.call_tool("memory_share_propose", {"id": tech, "with_agent": "beta"})
        )
        # An agent proposes; it cannot consent for its person.
        assert made["status"] == "pending" and made["consent"] == {"alpha": None, "beta": None}
        listed: Any = _data(await s.call_tool("memory_shares", {}))
        assert [x["id"] for x in listed["shares"]] == [made["id"]]
    code, env, _ = run_cli(home, "--agent", "beta", "query", QUESTION, "--min-score", "0")
    assert TECH not in [h["snippet"] for h in env["data"]["results"]]  # no consent yet
    for agent in ("alpha", "beta"):
        code, _, _ = run_cli(home, "--agent", agent, "share", "approve", made["id"])
        assert code == 0
    env = {**cli_env(home), "BOWERBIRD_AGENT": "beta"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        theirs: Any = _data(
            await s.call_tool("memory_search_source", {"source": "alpha", "query": QUESTION})
        )
        assert [h["text"] for h in theirs["results"]] == [TECH]
        every: Any = _data(
            await s.call_tool("memory_search_all", {"query": "Oscar planning meeting"})
        )
        assert all(h["agent"] == "beta" for h in every["results"])
        assert every["searched"] == EVERY and "withheld" not in every
        ended: Any = _data(await s.call_tool("memory_share_revoke", {"share": made["id"]}))
        assert ended["status"] == "revoked" and ended["revoked_by"] == "beta"
        gone: Any = _data(
            await s.call_tool("memory_search_source", {"source": "alpha", "query": QUESTION})
        )
        assert gone["results"] == []
    assert not copies_in_files(home)


def test_mcp_agent_side(home: Path, pair: dict[str, str]) -> None:
    anyio.run(_mcp_flow, home, pair["tech"], pair["episode"])


def shared_pair(home: Path, memory: str) -> tuple[str, str]:
    """``memory`` of alpha shared with beta (both consents); returns (share id, copy id)."""
    with as_(home, "alpha") as alpha, as_(home, "beta") as beta:
        share = alpha.sharing.propose(memory, "beta")
        copy = beta.sharing.approve(share.id).data["copy"]
    return share.id, copy


def test_a_copy_follows_its_original(home: Path, pair: dict[str, str]) -> None:
    _, copy = shared_pair(home, pair["tech"])
    edited = "The deploy pipeline runs on Buildkite with twelve build agents."
    with as_(home, "alpha") as alpha, as_(home, "beta") as beta:
        alpha.update(pair["tech"], text=edited)
        assert beta.get(copy).content == edited  # an edit reaches the copy
        # Edited into something private, the original no longer passes the gate: revoked.
        alpha.update(pair["tech"], text=edited + " Call Ana on +34 600 111 222 if it breaks.")
        ended = alpha.sharing.shares()[0]
        assert ended.status == "revoked" and "too sensitive" in ended.data["revoked_because"]
        assert copy not in {m.id for m in beta.browse(limit=50).memories}
    assert not copies_in_files(home)


def test_forgetting_the_original_or_the_copy_ends_the_share(
    home: Path, pair: dict[str, str]
) -> None:
    _, copy = shared_pair(home, pair["tech"])
    with as_(home, "alpha") as alpha:
        alpha.forget(pair["tech"])  # archived: it no longer holds
        assert alpha.sharing.shares()[0].status == "revoked"
    assert not copies_in_files(home)
    with as_(home, "alpha") as alpha:
        alpha.restore(pair["tech"])
    _, copy = shared_pair(home, pair["tech"])
    with as_(home, "beta") as beta:
        beta.forget(copy, hard=True)  # the holder deletes its copy
    with as_(home, "alpha") as alpha:
        assert [s.data.get("revoked_by") for s in alpha.sharing.refresh()] == ["beta"]


def test_a_dream_of_the_whole_home_keeps_every_share_true(home: Path, pair: dict[str, str]) -> None:
    shared_pair(home, pair["tech"])
    with as_(home, "alpha") as alpha:
        path = home / "tree" / alpha.get(pair["tech"]).path
    # A hand edit of the original, outside any bower command, makes it private.
    path.write_text(path.read_text().replace("build agents.", "build agents; ana@acme.example."))
    with Bower(home, overrides={"sync": {"interval_s": 0}}) as operator:
        operator.dream(all_agents=True)
    with as_(home, "alpha") as alpha:
        ended = alpha.sharing.shares()[0]
        assert ended.status == "revoked" and "email" in ended.data["revoked_because"]
    assert not copies_in_files(home)
