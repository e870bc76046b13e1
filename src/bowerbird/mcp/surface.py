"""What ``tools/list`` shows (issue 54): by default the lean set, with ``--tools all`` every
tool — and how each definition is written for the model that reads them all on every turn.

Every tool is registered either way: one not listed still answers a call by its name, so a
client written against a seed's tool names keeps working (docs/decisions.md, *Lean MCP
surface*). Only the advertised definition is trimmed; arguments are still validated by the
full model the SDK built from the function's signature.
"""

from __future__ import annotations

import json
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import Tool
from pydantic import ValidationError

from .. import UsageError

# Seed 001 §9.4's five (search, store, status, prune, consolidate), seed 002's two (search,
# get), seed 004's search and list families as one tool each (memory_search's `agent`,
# memory_list's `order`; its supersede is memory_store's `supersedes`), and what an agent
# needs every turn: context, update, forget.
LEAN_TOOLS = frozenset(
    {
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


class Surface(MCPServer):
    """An ``MCPServer`` whose ``tools/list`` shows the tools named in ``listed`` (every one
    when ``None``), each as ``definition`` writes it; ``tools/call`` reaches every tool."""

    def __init__(self, name: str, *, listed: frozenset[str] | None, **kwargs: Any) -> None:
        super().__init__(name, **kwargs)
        self.listed = listed

    async def list_tools(self) -> list[Tool]:
        """The listed tools' definitions, in the order they were registered."""
        every = await super().list_tools()
        return [definition(t) for t in every if self.listed is None or t.name in self.listed]

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        """The SDK's call, with arguments that fail the schema reported in the one error
        shape every tool error has (``error``, ``hint``, ``kind``), not pydantic's text; an
        argument the tool does not have is refused by name (a misspelt ``max_result`` was
        dropped unseen)."""
        tool = self._tool_manager.get_tool(name)
        if tool is not None and isinstance(arguments, dict):
            known = set(tool.parameters.get("properties", {}))
            unknown = sorted(set(arguments) - known)
            if unknown:
                shape = UsageError(
                    f"unknown argument {unknown[0]!r} for {name}",
                    hint=f"It takes: {', '.join(sorted(known)) or 'no arguments'}.",
                ).to_dict()
                raise ToolError(
                    f"Error executing tool {name}: {json.dumps(shape, ensure_ascii=False)}"
                )
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            if not isinstance(exc.__cause__, ValidationError):
                raise
            shape = UsageError(
                f"invalid arguments: {argument_errors(exc.__cause__)}",
                hint="See the tool's input schema for each argument's type.",
            ).to_dict()
            raise ToolError(
                f"Error executing tool {name}: {json.dumps(shape, ensure_ascii=False)}"
            ) from exc.__cause__


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
