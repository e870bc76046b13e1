"""What ``tools/list`` shows (issue 54): by default the lean set, with ``--tools all`` every
tool — and how each definition is written for the model that reads them all on every turn.

Every tool is registered either way: one not listed still answers a call by its name, so a
client written against a seed's tool names keeps working (docs/decisions.md, *Lean MCP
surface*). The lean set includes ``memory_help``, whose one-line description names every
family of the others (``FAMILIES``) and whose answer gives their names and arguments, so a
model that reads only the list can still find them (issue 62). Only the advertised definition
is trimmed; arguments are still validated by the full model the SDK built from the
function's signature. An argument's old name (``ALIASES``) is accepted, never advertised.
"""

from __future__ import annotations

import json
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import Tool
from pydantic import ValidationError

from .. import UsageError

# Seed 001 §9.4's five (search, store, status, prune, consolidate), seed 002's two (search,
# get), seed 004's search and list families as one tool each (memory_search's `agent`,
# memory_list's `order`; its supersede is memory_store's `supersedes`), what an agent
# needs every turn: context, update, forget — and memory_help, the way to all the others.
LEAN_TOOLS = frozenset(
    {
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
)


@dataclass(frozen=True)
class Family:
    """Tools not in the lean list that belong together: ``gist`` is a few words for
    ``memory_help``'s description (read every turn; none when the name says it), ``about``
    one line for its answer."""

    name: str
    gist: str
    about: str
    tools: tuple[str, ...]


# Every registered tool not in LEAN_TOOLS is in exactly one family (tests/mcp/test_surface.py
# holds the server to it), so memory_help's answer reaches all of them.
FAMILIES = (
    Family(
        "messages",
        "raw turns",
        "This agent's raw conversation messages, verbatim: search, previews, set aside.",
        (
            "messages_search",
            "messages_search_all",
            "messages_preview",
            "messages_preview_session",
            "messages_preview_recent",
            "messages_preview_search",
            "messages_ignore_messages",
            "messages_ignore_session",
            "messages_unignore",
            "messages_ignore_list",
        ),
    ),
    Family(
        "profile",
        "the user's",
        "Profile attributes of the user (or a bot): show, set, forget, learn from facts.",
        ("profile_show", "profile_list", "profile_set", "profile_forget", "memory_facts_extract"),
    ),
    Family(
        "history",
        "sessions",
        "Conversation sessions, and the history within a token budget (older ones summarised).",
        ("history_get", "history_sessions"),
    ),
    Family(
        "agents",
        "sharing",
        "Other agents of this home: what they shared with this one, and sharing with them.",
        (
            "memory_search_all",
            "memory_search_source",
            "memory_list_sources",
            "memory_share_propose",
            "memory_share_revoke",
            "memory_shares",
        ),
    ),
    Family(
        "journal",
        "",
        "The daily log, and what the memory holds as summaries within a token budget.",
        ("memory_journal", "memory_overview"),
    ),
    Family(
        "memories",
        "links, meaning",
        "More on memories: links between them, supersede, meaning fields, seed 004's lists.",
        (
            "memory_link",
            "memory_unlink",
            "memory_supersede",
            "memory_update_meaning",
            "memory_list_recent",
            "memory_list_important",
            "memory_list_high_importance",
        ),
    ),
    Family(
        "upkeep",
        "dream, review",
        "Arranging the memory: a dream (dry run first), its review queue, maintenance, "
        "re-embedding.",
        (
            "memory_dream",
            "memory_review",
            "system_run_maintenance",
            "memory_regenerate_embeddings",
        ),
    ),
)

# memory_help's description: every family in one line, built from FAMILIES so it cannot
# fall behind them. A model reads it on every turn, so it is kept to the families' gists.
HELP = (
    "Other tools, callable by name: "
    + ", ".join(f"{f.name} ({f.gist})" if f.gist else f.name for f in FAMILIES)
    + ". `family` gives their names and arguments."
)

# An argument's earlier name, per tool, still accepted: {tool: {old: new}}. Not in the
# advertised schema (a model reads one name for one meaning: `content` is the memory's text
# wherever a tool takes it); a call giving both names with different values is refused.
ALIASES: dict[str, dict[str, str]] = {
    "memory_update": {"text": "content"},
    "memory_journal": {"text": "content"},
    "memory_search": {"maxResults": "limit", "minScore": "min_score"},  # seed 002's
    "memory_get": {"startLine": "start_line"},  # seed 002's
}


def refusal(tool: str, error: UsageError) -> ToolError:
    """``error`` as a tool error whose text is its one shape as JSON, after the SDK's own
    prefix (what a tool's own error looks like)."""
    shape = json.dumps(error.to_dict(), ensure_ascii=False)
    return ToolError(f"Error executing tool {tool}: {shape}")


def renamed(tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """``arguments`` with each old name of ``ALIASES`` replaced by the tool's name for it. An
    old name given ``null`` says nothing and is dropped; both names with different values
    are a ``UsageError`` (which one the caller meant cannot be known)."""
    aliases = ALIASES.get(tool)
    if not aliases or not any(old in arguments for old in aliases):
        return arguments
    out = dict(arguments)
    for old, new in aliases.items():
        if old not in out:
            continue
        value = out.pop(old)
        if value is None:
            continue
        if out.get(new) is not None and out[new] != value:
            raise UsageError(
                f"{new!r} and {old!r} (its old name) disagree for {tool}",
                hint=f"Give the value once, as {new!r}.",
            )
        out[new] = value
    return out


class Surface(MCPServer):
    """An ``MCPServer`` whose ``tools/list`` shows the tools named in ``listed`` (every one
    when ``None``), each as ``definition`` writes it; ``tools/call`` reaches every tool."""

    def __init__(self, name: str, *, listed: frozenset[str] | None, **kwargs: Any) -> None:
        super().__init__(name, **kwargs)
        self.listed = listed
        # The SDK wraps every message in an OpenTelemetry span (a no-op until the process
        # has an exporter): no telemetry, ever. In its place, the HTTP request's agent.
        middleware = self._lowlevel_server.middleware
        middleware[:] = [m for m in middleware if type(m).__name__ != "OpenTelemetryMiddleware"]
        middleware.insert(0, _agent_of_the_request)

    async def list_tools(self) -> list[Tool]:
        """The listed tools' definitions, in the order they were registered."""
        every = await super().list_tools()
        return [definition(t) for t in every if self.listed is None or t.name in self.listed]

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        """The SDK's call, with arguments that fail the schema reported in the one error
        shape every tool error has (``error``, ``hint``, ``kind``), not pydantic's text; an
        argument the tool does not have is refused by name (a misspelt ``max_result`` was
        dropped unseen). An old name of ``ALIASES`` is first read as the new one."""
        tool = self._tool_manager.get_tool(name)
        if tool is not None and isinstance(arguments, dict):
            try:
                arguments = renamed(name, arguments)
            except UsageError as exc:
                raise refusal(name, exc) from None
            known = set(tool.parameters.get("properties", {}))
            unknown = sorted(set(arguments) - known)
            if unknown:
                raise refusal(
                    name,
                    UsageError(
                        f"unknown argument {unknown[0]!r} for {name}",
                        hint=f"It takes: {', '.join(sorted(known)) or 'no arguments'}.",
                    ),
                )
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if not isinstance(exc.__cause__, ValidationError):
                raise
            error = UsageError(
                f"invalid arguments: {argument_errors(exc.__cause__)}",
                hint="See the tool's input schema for each argument's type.",
            )
            raise refusal(name, error) from exc.__cause__

    def catalogue(self, family: str | None = None) -> dict[str, Any]:
        """``memory_help``'s answer. Without ``family``: every family, what it is for and
        each tool as a call (``messages_search(query: string, limit: integer = 10)``); with
        one (``messages``, also ``messages_*``): its tools' calls and descriptions."""
        if family is None:
            return {
                "families": [
                    {"family": f.name, "about": f.about, "tools": [c for c, _ in self._calls(f)]}
                    for f in FAMILIES
                ],
                "hint": "Call any of them by name; memory_help(family) adds what each does.",
            }
        wanted = family.strip().lower().removesuffix("*").removesuffix("_")
        chosen = next((f for f in FAMILIES if f.name == wanted), None)
        if chosen is None:
            names = ", ".join(f.name for f in FAMILIES)
            raise UsageError(f"no tool family {family!r}", hint=f"Families: {names}.")
        tools = [{"call": call, "does": does} for call, does in self._calls(chosen)]
        return {"family": chosen.name, "about": chosen.about, "tools": tools}

    def _calls(self, family: Family) -> list[tuple[str, str]]:
        """Each registered tool of ``family`` as a call, ``name(arg: type = default, …)``,
        with its description on one line."""
        calls = []
        for name in family.tools:
            tool = self._tool_manager.get_tool(name)
            if tool is not None:
                call = f"{name}({signature(tool.parameters)})"
                calls.append((call, " ".join(tool.description.split())))
        return calls


def signature(schema: dict[str, Any]) -> str:
    """A tool's arguments as a model reads a call: ``query: string`` when required, ``limit:
    integer = 10`` with a default, ``type?: string`` when it may be left out."""
    required = set(schema.get("required", ()))
    said = []
    for name, spec in slim(schema).get("properties", {}).items():
        kind = _kind(spec)
        if name in required:
            said.append(f"{name}: {kind}")
        elif "default" in spec:
            said.append(f"{name}: {kind} = {json.dumps(spec['default'])}")
        else:
            said.append(f"{name}?: {kind}")
    return ", ".join(said)


def _kind(spec: dict[str, Any]) -> str:
    """An argument's JSON type in a word: ``string``, ``integer``, ``string[]``."""
    if "anyOf" in spec:
        return " | ".join(_kind(option) for option in spec["anyOf"])
    kind = str(spec.get("type", "any"))
    if kind == "array":
        return _kind(spec.get("items", {})) + "[]"
    return kind


def argument_errors(error: ValidationError) -> str:
    """Each argument pydantic refused, with why: ``limit: Input should be a valid integer``."""
    said = []
    for item in error.errors():
        where = ".".join(str(p) for p in item.get("loc", ())) or "arguments"
        said.append(f"{where}: {item.get('msg', 'invalid')}")
    return "; ".join(said)


def definition(tool: Tool) -> Tool:
    """``tool`` as a model reads it: its description on one line (a docstring's line breaks
    and indentation are tokens that say nothing) and its input schema ``slim``."""
    description = " ".join((tool.description or "").split())
    return tool.model_copy(
        update={"description": description, "input_schema": slim(tool.input_schema)}
    )


def slim(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON schema of a tool's arguments without what pydantic adds that tells a caller
    nothing: ``title``s (the argument's own name, capitalised), and for an optional argument
    the ``null`` alternative with its ``default: null`` (leaving the argument out says the
    same). Defaults that are values, descriptions and ``required`` stay."""
    properties: dict[str, Any] = {}
    for name, spec in schema.get("properties", {}).items():
        spec = {k: v for k, v in spec.items() if k != "title"}
        options = spec.pop("anyOf", None)
        if options is not None:
            kept = [o for o in options if o != {"type": "null"}]
            spec = {**kept[0], **spec} if len(kept) == 1 else {"anyOf": kept, **spec}
            if "default" in spec and spec["default"] is None:
                del spec["default"]
        properties[name] = spec
    out = {k: v for k, v in schema.items() if k != "title"}
    if "properties" in schema:
        out["properties"] = properties
    return out


# The agent an HTTP request to ``/mcp`` names in its ``X-Bowerbird-Agent`` header, as the
# API takes it (``None``: the server's own; stdio has no header).
REQUEST_AGENT: ContextVar[str | None] = ContextVar("bowerbird_mcp_agent", default=None)


async def _agent_of_the_request(ctx: Any, call_next: Any) -> Any:
    """Context-tier middleware: each message is handled as the agent its HTTP request names
    (the tool runs inside this call, so it reads ``REQUEST_AGENT``)."""
    headers = getattr(getattr(ctx, "request", None), "headers", None)
    agent = headers.get("x-bowerbird-agent") if headers is not None else None
    token = REQUEST_AGENT.set(agent or None)
    try:
        return await call_next(ctx)
    finally:
        REQUEST_AGENT.reset(token)
