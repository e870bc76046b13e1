"""The seeds' wire contracts (issue 33), checked as their readers would: seed 001 §9.1's Hermes
provider run verbatim against the real `bower` CLI, an HTTP client built from §9.3 and
Appendix A against a real `bower serve`, and an MCP client calling §9.4's, seed 002's and seed
004's tools with the seeds' own arguments against a real `bower mcp`.

Every field a seed names is asserted with the type the seed gives it; where our answer says
more, the seed's fields come first and ours follow (docs/decisions.md, *Contracts*)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from ..conftest import run_cli
from ..serving import serving

LONG_ANSWER = (
    "Noted: the billing service will run on Postgres 16 because logical replication lets us "
    "move tenants between clusters without downtime."
)


@pytest.fixture
def on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """`bower` on PATH, as the provider finds it (this environment's entry point)."""
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")


def _memory_fields(memory: dict[str, Any]) -> None:
    """Appendix A's ``Memory``: each field with the seed's type."""
    for name, kind in (
        ("id", str),
        ("type", str),
        ("content", str),
        ("summary", str),
        ("importance", float),
        ("access_count", int),
        ("create_time", str),
        ("access_time", str),
        ("decay_rate", float),
        ("confidence", float),
        ("tags", list),
        ("keywords", list),
        ("metadata", dict),
    ):
        assert isinstance(memory[name], kind), (name, memory[name])
    assert memory["type"] in ("fact", "pattern", "decision", "procedure", "context", "chunk")
    assert all(isinstance(v, str) for v in memory["metadata"].values())  # map[string]string


def _search_response(data: dict[str, Any], query: str) -> None:
    assert data["query"] == query
    assert isinstance(data["total_found"], int) and data["total_found"] == len(data["results"])
    assert isinstance(data["took_ms"], float) and isinstance(data["model_used"], str)
    for result in data["results"]:
        _memory_fields(result["memory"])
        for name in ("score", "bm25", "semantic", "graph"):
            assert isinstance(result[name], float), (name, result)
        assert 0 < result["score"] <= 1


def _curate_response(data: dict[str, Any]) -> None:
    assert isinstance(data["id"], str) and isinstance(data["summary"], str) and data["summary"]
    assert data["type"] in ("fact", "pattern", "decision", "procedure", "context")
    assert isinstance(data["took_ms"], float) and isinstance(data["is_update"], bool)


def _status_response(data: dict[str, Any], home: Path) -> None:
    assert isinstance(data["total_memories"], int) and isinstance(data["total_size_bytes"], int)
    assert isinstance(data["by_type"], dict) and isinstance(data["avg_importance"], float)
    assert data["index_healthy"] is True and data["db_path"] == str(home)
    assert data["vector_index_tier"] in ("exact", "hnsw", "pgvector")


# ---------------------------------------------------------------- seed 001 §9.1 and §9.2


def test_the_seed_hermes_provider_runs_unmodified(home: Path, on_path: None) -> None:
    from .seed001_provider import RetrieverProvider

    # Its constructor runs `bower status` with no --db-path: on a machine with no home yet.
    provider = RetrieverProvider(binary_path="bower", db_path=str(home))
    stored = provider.curate(
        "We chose Postgres 16 for the billing service because of logical replication.",
        mem_type="decision",
        tags=["billing", "db"],
    )
    _curate_response(stored)
    assert stored["type"] == "decision" and stored["is_update"] is False
    provider.sync_turn(
        [
            {"role": "user", "content": "Which database for billing?"},
            {"role": "assistant", "content": LONG_ANSWER},
        ]
    )
    memories = provider.prefetch("billing service Postgres", limit=5)
    assert memories and len(memories) <= 5
    top = memories[0]
    assert "Postgres 16" in top.content and top.mem_type == "decision"
    assert top.id == stored["id"] and 0 < top.score <= 1 and top.summary
    assert top.metadata["path"].endswith(".md")
    assert provider.query("logical replication", limit=2)
    status = provider.status()
    _status_response(status, home)
    assert status["total_memories"] >= 2 and status["by_type"]["decision"] >= 1


def test_cli_takes_the_seed_flags_and_shapes(home: Path) -> None:
    code, created, _ = run_cli(home, "curate", "The API rate limit is 100 requests per minute.")
    assert code == 0
    _curate_response(created["data"])
    for flag in ("--format", "json"), ("--json",):
        code, found, _ = run_cli(home, "query", "rate limit", "--limit", "3", *flag)
        assert code == 0
        _search_response(found["data"], "rate limit")
    code, warmed, _ = run_cli(home, "warm", "--all")
    assert code == 0 and warmed["data"] == {"newly_cached": 0, "total": 1}
    code, warmed, _ = run_cli(home, "warm", "--recent", "5")
    assert code == 0 and set(warmed["data"]) == {"newly_cached", "total"}
    code, pruned, _ = run_cli(home, "prune", "--threshold", "0.05", "--dry-run")
    assert code == 0 and pruned["data"]["pruned"] == 0 and pruned["data"]["remaining"] == 1
    code, merged, _ = run_cli(home, "consolidate", "--similarity", "0.90")
    assert code == 0 and {"merged", "patterns_created"} <= set(merged["data"])
    # The error envelope of §9.2: success false, data.error and data.status.
    code, failed, _ = run_cli(home, "show", "no-such-memory")
    assert code != 0 and failed["success"] is False
    assert failed["data"]["status"] == "error" and failed["data"]["error"]
    code, version, _ = run_cli(home, "version")
    assert code == 0 and isinstance(version["data"]["version"], str)
    assert isinstance(version["data"]["commit"], str)  # "" for an installed package
    code, refused, _ = run_cli(home, "query", "x", "--format", "yaml")
    assert code == 2 and "is not json or text" in refused["data"]["error"]


def test_format_text_is_readable_even_when_piped(home: Path) -> None:
    run_cli(home, "curate", "Deploys go out on Tuesdays after the standup.")
    import subprocess

    from ..conftest import cli_env

    out = subprocess.run(
        [sys.executable, "-m", "bowerbird", "query", "deploys", "--format", "text"],
        env=cli_env(home),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and "Tuesdays" in out.stdout
    assert not out.stdout.lstrip().startswith("{")


# ---------------------------------------------------------------- seed 001 §9.3, Appendix A


def test_http_client_from_appendix_a(home: Path) -> None:
    with serving(home) as served, served.client() as http:
        health = http.get("/health")
        assert health.status_code == 200 and health.json()["status"] == "ok"
        assert isinstance(health.json()["version"], str)
        answer = http.post(
            "/api/v1/curate",
            json={
                "content": "The search cluster runs Elasticsearch 8 on three nodes.",
                "type": "fact",
                "tags": ["search"],
                "keywords": ["elastic"],
                "metadata": {"ticket": "OPS-12"},
            },
        )
        assert answer.status_code == 200, answer.text
        curated = answer.json()
        _curate_response(curated)
        shown = http.get(f"/api/v1/memories/{curated['id']}").json()
        assert shown["metadata"] == {"ticket": "OPS-12"}  # kept in its frontmatter
        both = http.post("/api/v1/curate", json={"content": "a", "text": "b"})
        assert both.status_code == 422 and "content" in both.json()["error"]
        found = http.post(
            "/api/v1/query", json={"query": "elasticsearch", "limit": 10, "fast": False}
        )
        assert found.status_code == 200
        data = found.json()
        _search_response(data, "elasticsearch")
        assert data["results"][0]["memory"]["id"] == curated["id"]
        assert "elastic" in data["results"][0]["memory"]["keywords"]
        assert data["results"][0]["memory"]["metadata"]["ticket"] == "OPS-12"  # round trip
        _status_response(http.get("/api/v1/status").json(), home)
        pruned = http.post("/api/v1/prune", json={"threshold": 0.05, "dry_run": False})
        assert pruned.status_code == 200
        assert pruned.json()["pruned"] == 0 and pruned.json()["remaining"] == 1


# ---------------------------------------------------------------- seed 001 §9.4, 002, 004


def _mcp(home: Path, calls: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    from mcp.client.stdio import stdio_client

    from mcp import ClientSession, StdioServerParameters

    from ..conftest import cli_env

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "bowerbird", "mcp"], env=cli_env(home)
    )

    async def flow() -> list[Any]:
        out = []
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            for tool, arguments in calls:
                result = await session.call_tool(tool, arguments)
                assert not result.is_error, (tool, result.content)
                text = result.content[0].text  # type: ignore[union-attr]
                try:
                    out.append(json.loads(text))
                except json.JSONDecodeError:
                    out.append(text)  # memory_get: the file's text itself
        return out

    return anyio.run(flow)


def test_mcp_tools_with_the_seeds_arguments(home: Path) -> None:
    home.mkdir(parents=True)
    journal = home / "journal"
    journal.mkdir()
    (journal / "MEMORY.md").write_text("# Memory\n\n- The staging database listens on port 6543.\n")
    stored, status, found, near, got = _mcp(
        home,
        [
            ("memory_store", {"content": "Alice owns the billing exporter.", "type": "fact"}),
            ("memory_status", {}),
            ("memory_search", {"query": "who owns the billing exporter?"}),
            ("memory_search", {"query": "staging database port", "maxResults": 6, "minScore": 0.1}),
            ("memory_get", {"relPath": "MEMORY.md", "startLine": 3, "lines": 1}),
        ],
    )
    assert stored["id"] and stored["type"] == "fact"
    assert status["total_memories"] == 1
    hit = found["results"][0]
    assert hit["id"] == stored["id"] and hit["score"] >= 0.35 and len(found["results"]) <= 6
    assert {"text", "score", "provider", "model"} <= set(hit)
    chunk = next(h for h in near["results"] if h["kind"] == "chunk")
    assert chunk["file"] == "journal/MEMORY.md" and chunk["startLine"] <= 3 <= chunk["endLine"]
    assert got == "- The staging database listens on port 6543."
    memory_id = stored["id"]
    meaning, pruned, merged = _mcp(
        home,
        [
            (
                "memory_update_meaning",
                {
                    "id": memory_id,
                    "intent": "know",
                    "stakes": "high",
                    "emotional_charge": 0.7,
                    "recurrence_keywords": ["billing"],
                },
            ),
            ("memory_prune", {"threshold": 1.0}),
            ("memory_consolidate", {}),
        ],
    )
    assert meaning["meaning"]["emotion"] == 0.7 and meaning["meaning"]["recurrence"] == ["billing"]
    # Applied, not a dry run (a snapshot is taken first, so it can be rolled back).
    assert pruned["dry_run"] is False and pruned["pruned"] + pruned["remaining"] == 1
    assert merged["dry_run"] is False and {"merged", "patterns_created"} <= set(merged)


def test_seed004_message_previews_and_the_soft_delete(home: Path) -> None:
    from bowerbird import Bower

    with Bower(home) as bower:
        bower.messages.add(
            [("user", "The vault token is rotated by the ops team."), ("assistant", "Noted.")]
        )
        bower.messages.close_session()
        bower.messages.add([("user", "Lunch was ramen near the office " + "very good " * 40)])
        first, second = (s["session"] for s in bower.messages.sessions())
    previews, recent, found, hidden, after, gone, back = _mcp(
        home,
        [
            ("messages_preview", {"sessions": 5, "per_session": 1}),
            ("messages_preview_recent", {"limit": 2}),
            ("messages_preview_search", {"query": "vault token"}),
            ("messages_ignore_session", {"session": first}),
            ("messages_preview_search", {"query": "vault token"}),
            ("messages_preview_session", {"session": first}),
            ("messages_unignore", {"session": first}),
        ],
    )
    assert [s["session"] for s in previews["sessions"]] == [second, first]  # newest first
    assert previews["sessions"][1]["messages"] == 2 and len(previews["sessions"][1]["preview"]) == 2
    assert len(recent["messages"]) == 2 and recent["messages"][0]["session"] == second
    assert all(len(m["content"]) <= 200 for m in recent["messages"])
    assert found["results"] and "vault token" in found["results"][0]["content"]
    assert hidden["sessions"] == [f"default:{first}"]
    assert after["results"] == [] and gone["messages"] == []  # set aside, not deleted
    assert back["sessions"] == []
    with Bower(home) as bower:
        assert bower.messages.search("vault token")  # back in search
        assert any("vault" in m.content for m in bower.messages.show(first))
        hit = bower.messages.search("vault token")[0]
        bower.messages.ignore([hit.id])
        assert bower.messages.search("vault token") == []
        assert "vault" not in bower.messages.history(2000).text  # out of the history too
        assert (home / "messages").rglob("*.jsonl")  # nothing erased on disk
        raw = "".join(p.read_text() for p in (home / "messages").rglob("*.jsonl"))
        assert "vault token" in raw
