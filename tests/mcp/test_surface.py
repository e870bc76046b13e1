"""The lean MCP surface (issue 54), through the official client over stdio: what `bower mcp`
lists by default and with `--tools all`, the seeds' tool names answering by name either way,
what the definitions cost a model's context, and (issue 62) how a model that reads only the
list finds the rest (`memory_help`) and the one name for a memory's text (`content`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from bowerbird.mcp.surface import FAMILIES
from bowerbird.retrieve.context import estimate_tokens

from ..conftest import cli_env, run_cli

LEAN = {
    "memory_help",
    "memory_search",
    "memory_store",
    "memory_status",
    "memory_prune",
    "memory_consolidate",
    "memory_get",
    "memory_list",
    "memory_context",
    "memory_update",
    "memory_forget",
}
# Every tool name the seeds give (001 §9.4, 002, 004; 004's `facts_extract` is ours as
# memory_facts_extract), and seed 004's families of previews and set-aside messages.
SEED_NAMED = {
    "memory_search",
    "memory_store",
    "memory_status",
    "memory_prune",
    "memory_consolidate",
    "memory_get",
    "memory_search_all",
    "memory_search_source",
    "memory_list_recent",
    "memory_list_high_importance",
    "memory_list_sources",
    "messages_search_all",
    "memory_supersede",
    "memory_update_meaning",
    "memory_facts_extract",
    "system_run_maintenance",
    "memory_regenerate_embeddings",
    "messages_preview",
    "messages_preview_session",
    "messages_preview_recent",
    "messages_preview_search",
    "messages_ignore_messages",
    "messages_ignore_session",
    "messages_unignore",
    "messages_ignore_list",
}


def _params(home: Path, *args: str, env: dict[str, str] | None = None) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "bowerbird", "mcp", *args],
        env={**cli_env(home), **(env or {})},
    )


async def _tools(params: StdioServerParameters) -> list[Any]:
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        return list((await session.list_tools()).tools)


def _definitions(tools: list[Any]) -> str:
    """The definitions as the server sends them (benchmarks/mcp_tool_tokens.py measures so)."""
    listed = [t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in tools]
    return json.dumps({"tools": listed}, ensure_ascii=False, separators=(",", ":"))


def _data(result: Any) -> Any:
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


def test_default_lists_the_lean_set_and_all_lists_every_tool(home: Path) -> None:
    home.mkdir(parents=True)
    lean = anyio.run(_tools, _params(home))
    every = anyio.run(_tools, _params(home, "--tools", "all"))
    assert {t.name for t in lean} == LEAN
    names = [t.name for t in every]
    assert len(names) == len(set(names)) and set(names) >= LEAN | SEED_NAMED
    assert len(names) == 47  # a new tool is a decision: lean, or behind --tools all
    # [mcp] tools says the same as the flag (config.toml, or its variable).
    by_setting = anyio.run(_tools, _params(home, env={"BOWERBIRD_MCP_TOOLS": "all"}))
    assert [t.name for t in by_setting] == names

    # The definitions a model reads on every turn: at most half of everything's, measured
    # here the same way (the old list of 38 tools was 5,205 tokens; BENCHMARKS.md).
    lean_tokens = estimate_tokens(_definitions(lean))
    every_tokens = estimate_tokens(_definitions(every))
    assert lean_tokens <= every_tokens / 2, (lean_tokens, every_tokens)
    # A definition says nothing twice: no docstring indentation, no pydantic titles or
    # null alternatives (an optional argument left out says the same).
    for tool in every:
        schema = tool.input_schema
        assert "\n" not in (tool.description or "") and "title" not in schema
        for spec in schema.get("properties", {}).values():
            assert "title" not in spec and {"type": "null"} not in spec.get("anyOf", [])
    search = next(t for t in lean if t.name == "memory_search")
    assert search.input_schema["required"] == ["query"]
    assert search.input_schema["properties"]["since"] == {
        "type": "string",
        "description": "ISO-8601 date",
    }
    assert search.annotations is not None and search.annotations.read_only_hint is True


def test_a_bad_tools_value_names_what_is_allowed(home: Path) -> None:
    code, _, err = run_cli(home, "mcp", "--tools", "some")
    assert code == 2 and "default, all" in err
    config = run_cli(home, "mcp", "--print-config", "--tools", "all")[1]["data"]
    assert config["cursor"]["mcpServers"]["bowerbird"]["args"][-2:] == ["--tools", "all"]


async def _by_name(home: Path) -> None:
    async with stdio_client(_params(home)) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        listed = {t.name for t in (await s.list_tools()).tools}
        stored = _data(
            await s.call_tool("memory_store", {"content": "The billing exporter runs hourly."})
        )
        old = stored["created"][0]
        _data(await s.call_tool("memory_store", {"content": "Alice owns the billing exporter."}))

        # Seed 004's names, none of them listed, each answering as before.
        calls: list[tuple[str, dict[str, Any]]] = [
            ("memory_search_all", {"query": "billing exporter"}),
            ("memory_search_source", {"source": "default", "query": "billing exporter"}),
            ("memory_list_recent", {"limit": 5}),
            ("memory_list_high_importance", {"threshold": 0.0}),
            ("memory_list_sources", {}),
            ("messages_search_all", {"query": "billing"}),
            ("memory_update_meaning", {"id": old, "intent": "know", "stakes": "high"}),
            ("memory_facts_extract", {"dry_run": True}),
            ("system_run_maintenance", {"dry_run": True}),
        ]
        for name, args in calls:
            assert name not in listed
            _data(await s.call_tool(name, args))
        across = _data(await s.call_tool("memory_search_all", {"query": "billing exporter"}))
        assert across["results"] and all(r["agent"] == "default" for r in across["results"])

        # The same through the lean tools' options: memory_search's `agent`, memory_list's
        # `order`, memory_store's `supersedes`.
        lean = _data(
            await s.call_tool("memory_search", {"query": "billing exporter", "agent": "*"})
        )
        assert [r["id"] for r in lean["results"]] == [r["id"] for r in across["results"]][:6]
        nobody = await s.call_tool("memory_search", {"query": "x", "agent": "nobody"})
        assert nobody.is_error and "no agent 'nobody'" in nobody.content[0].text  # type: ignore[union-attr]
        recent = _data(await s.call_tool("memory_list_recent", {"limit": 5}))
        page = _data(await s.call_tool("memory_list", {"limit": 5}))
        assert [m["id"] for m in page["memories"]] == [m["id"] for m in recent["memories"]]
        replaced = _data(
            await s.call_tool(
                "memory_store",
                {"content": "The billing exporter runs every 30 minutes.", "supersedes": old},
            )
        )
        assert replaced["actions"][0]["action"] == "superseded"
        block = _data(
            await s.call_tool(
                "memory_context", {"query": "how often does the billing exporter run"}
            )
        )
        # `bower context`'s answer: a block of live memories (the superseded one is out).
        assert block["context"].startswith("<memory-context>") and block["tokens"] <= 1000
        assert block["included"] and old not in block["included"] + block["weak"]
        code, envelope, _ = run_cli(home, "context", "how often does the billing exporter run")
        assert code == 0 and set(block) == set(envelope["data"])

        # Counts mean the same on every surface: memory_list's total is the live memories
        # that memory_status's layers and `bower status` count (the superseded one is not).
        total = _data(await s.call_tool("memory_list", {}))["total"]
        status = _data(await s.call_tool("memory_status", {}))
        code, envelope, _ = run_cli(home, "status")
        assert code == 0 and total == 2
        assert status["layers"]["memories"] == envelope["data"]["layers"]["memories"] == total
        assert status["memories"] == envelope["data"]["memories"] == total
        assert status["kept_memories"] == envelope["data"]["kept_memories"] == 3  # every file


def test_seed_named_tools_answer_by_name_in_the_default_mode(home: Path) -> None:
    home.mkdir(parents=True)
    anyio.run(_by_name, home)


def test_the_list_names_every_family_and_each_family_holds_the_unlisted_tools(home: Path) -> None:
    home.mkdir(parents=True)
    lean = anyio.run(_tools, _params(home))
    every = anyio.run(_tools, _params(home, "--tools", "all"))
    help_ = next(t for t in lean if t.name == "memory_help")
    # One line a model reads every turn names every family, in a few tokens.
    for family in FAMILIES:
        assert family.name in (help_.description or ""), family.name
    assert estimate_tokens(_definitions([help_])) <= 110
    # Every tool the list leaves out is in exactly one family: none is out of reach.
    grouped = [name for family in FAMILIES for name in family.tools]
    assert len(grouped) == len(set(grouped))
    assert set(grouped) == {t.name for t in every} - {t.name for t in lean}


# A value for each required argument the catalogue names, by its name (a memory's `id`, a
# session and message ids are the home's own, added when the test runs).
_FILL: dict[str, Any] = {
    "query": "billing exporter",
    "content": "The billing exporter runs every 30 minutes.",
    "key": "timezone",
    "value": "UTC",
    "source": "default",
    "with_agent": "beta",
    "share": "sh-00000000",
}
# A tool whose filled-in call is refused by the home's own rules (there is no such share),
# in the one error shape: it was reached, not an unknown tool.
_REFUSED = {"memory_share_revoke"}


def _shape(result: Any) -> dict[str, Any]:
    """A refused call's error, in the one shape (after the SDK's "Error executing tool …: ")."""
    assert result.is_error, result.content
    text = result.content[0].text
    shape: dict[str, Any] = json.loads(text[text.index("{") :])
    assert {"error", "hint", "kind"} <= set(shape), shape
    return shape


async def _catalogue(home: Path, session: str, message: str) -> None:
    async with stdio_client(_params(home)) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        listed = {t.name for t in (await s.list_tools()).tools}
        stored = _data(
            await s.call_tool("memory_store", {"content": "The billing exporter runs hourly."})
        )
        _data(await s.call_tool("memory_store", {"content": "Alice owns the billing exporter."}))
        ids = _data(await s.call_tool("memory_list", {}))
        first, second = [m["id"] for m in ids["memories"]][:2]
        assert stored["created"][0] in (first, second)

        values = {**_FILL, "id": first, "target": second, "session": session, "ids": [message]}
        overrides: dict[str, dict[str, Any]] = {
            "memory_link": {"source": first},
            "memory_unlink": {"source": first},
            "memory_supersede": {"id": second},  # `first` is edited after it
            "messages_unignore": {"session": session},  # ids or a session, both optional
        }
        overview = _data(await s.call_tool("memory_help", {}))
        assert [f["family"] for f in overview["families"]] == [f.name for f in FAMILIES]
        called = set()
        for family in FAMILIES:
            # `messages_*` (as people write a family) names it too.
            answer = _data(await s.call_tool("memory_help", {"family": f"{family.name}_*"}))
            assert answer["family"] == family.name and answer["about"]
            for entry in answer["tools"]:
                call, does = entry["call"], entry["does"]
                name, _, rest = call.partition("(")
                assert name not in listed and does and "\n" not in does
                # `name: type` is required, `name: type = default` and `name?: type` are not.
                parts = [part for part in rest.rstrip(")").split(", ") if part]
                said = [part.split(":")[0] for part in parts]
                required = [p.split(":")[0] for p in parts if "?" not in p and " = " not in p]
                args = {arg: values[arg] for arg in required}
                if "dry_run" in said:
                    args["dry_run"] = True  # maintenance and its kin plan only
                args.update(overrides.get(name, {}))
                result = await s.call_tool(name, args)
                if name in _REFUSED:
                    assert _shape(result)["kind"] in ("usage", "not_found"), name
                else:
                    _data(result)
                called.add(name)
        assert called == {name for family in FAMILIES for name in family.tools}
        # What the new families answer: the conversation, and the user's profile.
        history = _data(await s.call_tool("history_get", {}))
        assert "Hourly." in history["history"] and history["sessions"]  # (the question: set aside)
        _data(await s.call_tool("profile_set", {"key": "timezone", "value": "Europe/Madrid"}))
        profile = _data(await s.call_tool("profile_show", {}))
        assert profile["attributes"]["timezone"]["value"] == "Europe/Madrid"
        refused = _shape(await s.call_tool("profile_set", {"key": "password", "value": "x"}))
        assert refused["kind"] == "usage" and "not stored" in refused["error"]

        shape = _shape(await s.call_tool("memory_help", {"family": "nope"}))
        assert shape["kind"] == "usage" and "messages" in shape["hint"]


def test_memory_help_leads_to_tools_that_answer(home: Path) -> None:
    from bowerbird import Bower

    home.mkdir(parents=True)
    with Bower(home) as bower:  # a conversation for the messages and history families
        bower.messages.add(
            [("user", "When does the billing exporter run?"), ("assistant", "Hourly.")]
        )
        hit = bower.messages.search("billing exporter")[0].to_dict()
    anyio.run(_catalogue, home, hit["session"], hit["id"])


async def _content(home: Path) -> None:
    async with stdio_client(_params(home)) as (read, write), ClientSession(read, write) as s:
        await s.initialize()
        tools = {t.name: t for t in (await s.list_tools()).tools}
        # One name for a memory's text in every listed tool that takes one.
        for name in ("memory_store", "memory_update"):
            assert "content" in tools[name].input_schema["properties"]
            assert "text" not in tools[name].input_schema["properties"]
        stored = _data(await s.call_tool("memory_store", {"content": "Logs are kept 30 days."}))
        memory = stored["created"][0]

        edited = _data(
            await s.call_tool("memory_update", {"id": memory, "content": "Logs are kept 45 days."})
        )
        assert edited["content"] == "Logs are kept 45 days."
        # The old name still works, and both names with one value are one value.
        edited = _data(
            await s.call_tool("memory_update", {"id": memory, "text": "Logs are kept 60 days."})
        )
        assert edited["content"] == "Logs are kept 60 days."
        same = "Logs are kept 90 days."
        both = {"id": memory, "content": same, "text": same}
        assert _data(await s.call_tool("memory_update", both))["content"] == same

        # Two different values: refused in the one error shape, naming both, changing nothing.
        clash = {"id": memory, "content": "Logs are kept 7 days.", "text": "Logs are kept 8 days."}
        shape = _shape(await s.call_tool("memory_update", clash))
        assert shape["kind"] == "usage" and "'content'" in shape["error"]
        assert "'text'" in shape["error"] and shape["hint"]
        kept = await s.call_tool("memory_get", {"id": memory})
        assert same in kept.content[0].text  # type: ignore[union-attr]

        # The journal's entry is `content` too, its old `text` still read.
        for key in ("content", "text"):
            logged = _data(await s.call_tool("memory_journal", {key: f"Rotated keys ({key})."}))
            assert logged["path"].startswith("journal/memory/")
        # Seed 002's names, read as ours; two different values for one argument refused.
        found = _data(await s.call_tool("memory_search", {"query": "logs", "maxResults": 1}))
        assert len(found["results"]) == 1
        two = await s.call_tool("memory_search", {"query": "logs", "maxResults": 1, "limit": 2})
        assert "'maxResults'" in _shape(two)["error"]


def test_content_is_the_memory_text_everywhere_and_text_still_works(home: Path) -> None:
    home.mkdir(parents=True)
    anyio.run(_content, home)
