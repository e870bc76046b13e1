"""Agents as namespaces (seed 004): two agents sharing one home never see each other's
memories unless they ask across agents, and wiping one leaves the other byte for byte."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from bowerbird import Bower, ImportRecord, NotFoundError, SettingsError, UsageError

from ..conftest import cli_env, open_as, run_cli, tree_snapshot
from ..mcp.test_mcp import _data, _error

FACT = "The Falcon project codename is Tangerine Nebula."
QUESTION = "what is the Falcon project codename?"
TOPICS = ["billing", "deploys", "search", "the office", "hiring", "security review", "caching"]


def _fill(home: Path, agent: str, n: int = 200) -> None:
    with open_as(home, agent) as bower:
        records = [
            ImportRecord(f"{agent} note {i}: {TOPICS[i % len(TOPICS)]} item {i * 7} is settled.")
            for i in range(n)
        ]
        bower.import_records(records)


@pytest.fixture
def shared(home: Path) -> tuple[Path, str]:
    """A home with agents ``alpha`` and ``beta``, 200 memories each; alpha knows FACT."""
    _fill(home, "alpha")
    _fill(home, "beta")
    with open_as(home, "alpha") as alpha:
        planted = alpha.curate(FACT, verbatim=True).created[0]
    return home, planted


def test_default_reads_never_cross_agents(shared: tuple[Path, str]) -> None:
    home, planted = shared
    with open_as(home, "beta") as beta, open_as(home, "alpha") as alpha:
        assert alpha.query(QUESTION).results[0].id == planted
        assert all(h.agent == "beta" for h in beta.query(QUESTION, min_score=0).results)
        assert planted not in {m.id for m in beta.browse(limit=500).memories}
        assert beta.browse(limit=500).total == 200
        for read in (beta.get, beta.explain, beta.forget, beta.restore):
            with pytest.raises(NotFoundError):
                read(planted)
        assert beta.history(planted) == []  # as an id nobody holds has none
        with pytest.raises(NotFoundError):
            beta.update(planted, text="hijacked")
        # Asked across agents, a read gets only what alpha's owner shared (nothing), and
        # says what it searched — not whether alpha holds anything (tests/sharing).
        across = beta.query(QUESTION, agent="*")
        assert planted not in {h.id for h in across.results} and across.searched
        assert beta.query(QUESTION, agent="alpha").results == []
        # A note beta writes is compared with beta's memories only: not "already stored".
        own = beta.curate(FACT, verbatim=True)
        assert own.created and own.memories[0].agent == "beta"
        assert beta.status().counts.by_agent == {"alpha": 201, "beta": 201}
    # A single-owner home may let its agents read each other ([share] owner_override).
    overrides: dict[str, dict[str, Any]] = {
        "curate": {"agent": "beta"},
        "share": {"owner_override": True},
    }
    with Bower(home, overrides=overrides) as beta:
        across_all = beta.query(QUESTION, agent="*").results[0]
        assert (across_all.id, across_all.agent) == (planted, "alpha")
        assert beta.query(QUESTION, agent="alpha").results[0].id == planted
    with pytest.raises(SettingsError):
        open_as(home, "../alpha")


def test_a_dream_never_merges_two_agents(shared: tuple[Path, str]) -> None:
    home, planted = shared
    with open_as(home, "beta") as beta:
        twin = beta.curate(FACT, verbatim=True).created[0]
        report = beta.dream()
        assert not any({planted, twin} <= set(c.targets) for c in report.plan)
        assert beta.get(twin).superseded_by is None
    with open_as(home, "alpha") as alpha:
        memory = alpha.get(planted)
        assert memory.superseded_by is None and memory.maturity != "archived"
        assert all(r.target != twin for r in memory.relations)


def test_cli_and_wipe(shared: tuple[Path, str]) -> None:
    home, planted = shared
    code, env, _ = run_cli(home, "query", QUESTION, "--agent", "beta")
    assert code == 0 and planted not in {h["id"] for h in env["data"]["results"]}
    code, env, _ = run_cli(home, "--agent=alpha", "query", QUESTION)
    assert env["data"]["results"][0]["id"] == planted
    code, env, _ = run_cli(home, "show", planted, "--agent", "beta")
    # Word for word what an id nobody holds gets: no agent is named, nothing confirmed.
    unknown = planted[:-4] + ("0000" if not planted.endswith("0000") else "1111")
    code_unknown, env_unknown, _ = run_cli(home, "show", unknown, "--agent", "beta")
    assert code == code_unknown == 1 and "another agent" not in env["data"]["hint"]
    assert env["data"]["error"].replace(planted, "ID") == env_unknown["data"]["error"].replace(
        unknown, "ID"
    )
    code, env, _ = run_cli(home, "agents")
    agents = {a["agent"]: a["memories"] for a in env["data"]["agents"]}
    assert agents == {"alpha": 201, "beta": 200} and env["data"]["current"] == "default"
    with open_as(home, "alpha") as alpha, open_as(home, "beta") as beta:
        alpha.messages.add([("user", "alpha's private chat")])
        beta.messages.add([("user", "beta's private chat")])
    tree = home / "tree"
    beta_messages = tree_snapshot(home / "messages" / "beta")
    before = tree_snapshot(tree)
    beta_files = {p: b for p, b in before.items() if b"agent: beta" in b}
    assert len(beta_files) == 200
    code, env, _ = run_cli(home, "agents", "wipe", "alpha")
    assert code == 2 and "--yes" in env["data"]["hint"]
    code, env, _ = run_cli(home, "agents", "wipe", "alpha", "--yes", "--agent", "alpha")
    assert code == 0 and env["data"]["removed"] == 201 and env["data"]["messages"] == 1
    after = tree_snapshot(tree)
    assert after == beta_files  # exactly alpha's files went; beta's are byte-for-byte
    assert not list((home / "messages" / "alpha").glob("*.jsonl"))
    assert tree_snapshot(home / "messages" / "beta") == beta_messages
    with open_as(home, "beta") as beta:
        assert beta.browse(limit=500).total == 200
        assert all(h.agent == "beta" for h in beta.query(QUESTION, agent="*").results)
        with pytest.raises(NotFoundError):
            beta.wipe_agent("alpha", all_agents=True)


async def _mcp_flow(home: Path, planted: str) -> None:
    env = {**cli_env(home), "BOWERBIRD_AGENT": "beta"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "bowerbird", "mcp"], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        mine = _data(await s.call_tool("memory_search", {"query": QUESTION, "min_score": 0}))
        assert planted not in {h["id"] for h in mine["results"]}
        theirs = _error(await s.call_tool("memory_get", {"id": planted}))
        unknown = planted[:-4] + ("0000" if not planted.endswith("0000") else "1111")
        nobodys = _error(await s.call_tool("memory_get", {"id": unknown}))
        assert theirs.replace(planted, "ID") == nobodys.replace(unknown, "ID")
        every: Any = _data(await s.call_tool("memory_search_all", {"query": QUESTION}))
        assert planted not in {h["id"] for h in every["results"]} and every["searched"]
        theirs = _data(
            await s.call_tool("memory_search_source", {"source": "alpha", "query": QUESTION})
        )
        assert theirs["results"] == [] and "withheld" not in theirs and theirs["searched"]
        assert "no agent" in _error(
            await s.call_tool("memory_search_source", {"source": "gamma", "query": QUESTION})
        )
        sources = _data(await s.call_tool("memory_list_sources", {}))
        assert sources["current"] == "beta"
        assert {a["agent"]: a["memories"] for a in sources["agents"]} == {
            "alpha": 201,
            "beta": 200,
        }


def test_mcp_server_reads_as_its_agent(shared: tuple[Path, str]) -> None:
    home, planted = shared
    anyio.run(_mcp_flow, home, planted)


def test_agent_names_are_checked(home: Path) -> None:
    code, env, _ = run_cli(home, "status", "--agent", "a/b")
    assert code == 2 and "not allowed" in env["data"]["error"]
    with pytest.raises(UsageError):
        Bower(home).browse(agent="*", order="sideways")


def test_a_view_as_another_agent_shares_one_model_and_index(shared: tuple[Path, str]) -> None:
    """``Bower.as_agent``: one facade serving many agents (a fleet server) with one index and
    one set of vectors; each view is as isolated as a facade of its own."""
    home, planted = shared
    with open_as(home, "alpha") as base:
        beta = base.as_agent("beta")
        gamma = base.as_agent("gamma")
        assert (beta.agent, gamma.agent, base.agent) == ("beta", "gamma", "alpha")
        assert beta._query_state() is base._query_state()  # no second matrix, no second model
        stored = gamma.curate("Gamma keeps the Tangerine Nebula key in vault nine.")
        (made,) = stored.created
        assert base.get(planted).agent == "alpha"
        with pytest.raises(NotFoundError):
            beta.get(planted)
        with pytest.raises(NotFoundError):
            base.get(made)
        assert gamma.get(made).agent == "gamma"
        assert [h.id for h in gamma.query("Tangerine Nebula vault").results][:1] == [made]
        assert all(h.agent == "beta" for h in beta.query(QUESTION, min_score=0).results)
        beta.close()  # a view releases nothing: the base keeps working
        assert base.query(QUESTION).results[0].id == planted
        with pytest.raises(SettingsError):
            base.as_agent("no spaces allowed")


def test_writes_stay_inside_the_calling_agent(home: Path) -> None:
    """Issue 32: as bravo, `prune --threshold 1.0` archived alpha's memories, `rollback`
    undid alpha's dream, `agents wipe alpha --yes` ran, and the review queue was shared."""
    with open_as(home, "alpha") as alpha:
        mine = alpha.import_records(
            [ImportRecord("The ledger keeps invoices."), ImportRecord("THE LEDGER KEEPS INVOICES."),
             ImportRecord("Our staging cluster lives in eu-west-1.")]
        )  # fmt: skip
        alpha.curate("The staging cluster is hosted in the us-east-2 region.")  # a review item
        dreamt = alpha.dream(overrides={"max_change_share": 1})
        assert dreamt.snapshot and dreamt.applied
        queued = [i.id for i in alpha.review()]
        assert queued
    with open_as(home, "bravo") as bravo:
        bravo.curate("Bravo keeps its own notes.")
        pruned = bravo.prune(1.0)
        assert all(c.targets[0] not in mine for c in pruned.report.plan)
        assert bravo.review().to_dict()["pending"] == []
        with pytest.raises(NotFoundError):
            bravo.approve(queued)
        with pytest.raises(UsageError, match="alpha"):
            bravo.rollback(dreamt.snapshot)
        with pytest.raises(UsageError, match="cannot wipe"):
            bravo.wipe_agent("alpha")
    with open_as(home, "alpha") as alpha:
        assert all(alpha.get(i).maturity != "archived" for i in mine)
        assert [i.id for i in alpha.review()] == queued
        alpha.rollback(dreamt.snapshot)  # its own dream: allowed
    # An operator's switch does it all, said out loud.
    code, out, _ = run_cli(home, "agents", "wipe", "alpha", "--yes")
    assert code == 2 and "--all-agents" in out["data"]["hint"]
    code, out, _ = run_cli(home, "agents", "wipe", "alpha", "--yes", "--all-agents")
    assert code == 0 and out["data"]["removed"] >= 4


def test_another_agents_id_reads_exactly_as_an_id_nobody_holds(home: Path) -> None:
    """An agent asking for another agent's memory by id was told "no memory with id X for
    agent 'bravo'" and "it belongs to another agent" — and an id nobody holds got another
    answer: a guessed id (a title's words and four hex digits) was confirmed held."""
    with Bower(home) as alpha:
        held = alpha.curate("The zebrafinch sensor was installed on the roof.").created[0]
        mine = alpha.as_agent("bravo").curate("The bravo dashboards live in Grafana.")
        bravo = alpha.as_agent("bravo")
        nobody = held[:-4] + ("0000" if held[-4:] != "0000" else "1111")

        def said(call: Any) -> list[str]:
            out = []
            for memory_id in (held, nobody):
                try:
                    shown = repr(call(memory_id))
                except NotFoundError as exc:
                    shown = repr(exc.to_dict())
                out.append(shown.replace(memory_id, "ID"))
            return out

        target = mine.created[0]
        for call in (
            bravo.get,
            bravo.history,
            bravo.explain,
            bravo.forget,
            bravo.restore,
            lambda i: bravo.link(i, target),
            lambda i: bravo.unlink(i, target),
            lambda i: bravo.graph(i),
        ):
            theirs, unknown = said(call)
            assert theirs == unknown, (theirs, unknown)
        assert alpha.get(held).content.startswith("The zebrafinch sensor")


def test_a_first_note_says_the_same_whether_other_agents_have_memories(tmp_path: Path) -> None:
    reasons = []
    for others in (0, 3):
        with Bower(tmp_path / f"home{others}") as home:
            for n in range(others):
                home.as_agent("research").curate(f"Research note {n}: the kiln runs at 1,2{n}0 C.")
            first = home.as_agent("support").curate("The support rota starts on Mondays.")
            reasons.append([a.reason for a in first.actions])
    assert reasons[0] == reasons[1], reasons


def test_the_query_cache_tells_nothing_of_another_agents_words(tmp_path: Path) -> None:
    # "quok*" completed to research's "quokkaflux" and was cached so: support's next
    # question "quokkaflux" came from the cache (a paraphrase) only where research said it.
    tiers = []
    for theirs in (False, True):
        with Bower(tmp_path / f"home{theirs}") as home:
            if theirs:
                home.as_agent("research").curate("Quokkaflux replication uses Zephyrine brokers.")
            support = home.as_agent("support")
            support.curate("The support rota starts on Mondays.")
            support.query("quok*")
            tiers.append(support.query("quokkaflux").tier)
    assert tiers[0] == tiers[1], tiers
