"""Maintenance over MCP and cron (seed 001 §9.4, seed 004): supersede on request, the most
important memories, prune, consolidate and one maintenance call — over a real MCP client."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import stdio_client

from bowerbird import Bower, InputError, NotFoundError

from ..conftest import run_cli
from ..mcp.test_mcp import _data, _error, _params


def test_supersede_on_request(home: Path) -> None:
    with Bower(home, overrides={"sync": {"interval_s": 0}}) as bower:
        old = bower.curate("The staging database runs Postgres 15 with two replicas.").created[0]
        new = bower.curate("Staging runs Postgres 17 now.", supersedes=old)
        (action,) = new.actions
        assert action.action == "superseded" and action.target == old
        replacement = bower.get(new.created[0])
        assert replacement.content == "Staging runs Postgres 17 now."  # nothing carried over
        assert bower.get(old).superseded_by == replacement.id
        assert [h.id for h in bower.query("staging Postgres version").results][:1] == [
            replacement.id
        ]
        with pytest.raises(InputError):
            bower.curate("again", supersedes=old)  # no longer live
        with pytest.raises(NotFoundError):
            bower.curate("anything", supersedes="no-such-memory-0000")
    other = Bower(home, overrides={"curate": {"agent": "other"}})
    with other, pytest.raises(NotFoundError):
        other.curate("Staging runs Postgres 18.", supersedes=replacement.id)


async def _flow(home: Path) -> None:
    async with stdio_client(_params(home)) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        tools = {t.name for t in (await s.list_tools()).tools}
        assert {
            "memory_supersede",
            "memory_list_high_importance",
            "memory_prune",
            "memory_consolidate",
            "system_run_maintenance",
        } <= tools
        stored: Any = _data(
            await s.call_tool(
                "memory_store",
                {"content": "We decided to ship the mobile app every other Thursday."},
            )
        )
        old = stored["created"][0]
        for note in ("The cache holds 512 entries.", "The cache holds 512 entries!"):
            await s.call_tool("memory_store", {"content": note, "type": "fact"})
        replaced = _data(
            await s.call_tool(
                "memory_supersede",
                {"id": old, "content": "We ship the mobile app every Tuesday."},
            )
        )
        assert replaced["actions"][0]["action"] == "superseded"
        assert "not live" in _error(
            await s.call_tool("memory_supersede", {"id": old, "content": "again"})
        )
        important = _data(await s.call_tool("memory_list_high_importance", {"threshold": 0.0}))
        scores = [m["importance"] for m in important["memories"]]
        assert scores == sorted(scores, reverse=True) and scores
        high = _data(await s.call_tool("memory_list_high_importance", {"threshold": 0.99}))
        assert all(m["importance"] >= 0.99 for m in high["memories"])
        # Applied unless asked otherwise (seed 001): a dry run on request.
        pruned = _data(await s.call_tool("memory_prune", {"threshold": 1.0, "dry_run": True}))
        assert pruned["dry_run"] and set(pruned["summary"]) <= {"archive"}
        assert pruned["summary"].get("archive", 0) >= 1  # facts under importance 1.0
        merged = _data(await s.call_tool("memory_consolidate", {"dry_run": True}))
        assert merged["dry_run"] and set(merged["summary"]) <= {"merge", "synthesize"}
        done = _data(await s.call_tool("system_run_maintenance", {}))
        assert done["dry_run"] is False and "embedded" in done and "summarised" in done
        vectors = _data(await s.call_tool("memory_regenerate_embeddings", {"dry_run": True}))
        assert vectors["dry_run"] and vectors["memories_pending"] == 0


def test_maintenance_tools_over_mcp(home: Path) -> None:
    anyio.run(_flow, home)


def test_cli_maintenance_and_supersede(home: Path) -> None:
    code, env, _ = run_cli(home, "curate", "The VPN gateway is vpn1.example.net.")
    old = env["data"]["created"][0]
    code, env, _ = run_cli(
        home, "curate", "The VPN gateway is vpn2.example.net.", "--supersedes", old
    )
    assert code == 0 and env["data"]["actions"][0]["target"] == old
    code, env, _ = run_cli(home, "maintenance", "--dry-run")
    assert code == 0 and env["data"]["dry_run"] and env["data"]["embedded"] == 0
    code, env, _ = run_cli(home, "maintenance")
    assert code == 0 and env["data"]["dry_run"] is False
