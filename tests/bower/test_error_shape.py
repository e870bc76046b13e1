"""One error shape everywhere: the CLI's envelope ``data``, an HTTP body and an MCP tool
error's text are the same ``BowerError.to_dict()`` (``error``, ``hint``, ``kind``), and the
HTTP status comes from the error class, never from a front end's guess."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import anyio
import pytest

import bowerbird
from bowerbird import Bower, BowerError
from bowerbird.arrange.rollback import RollbackConflict

from ..conftest import run_cli
from ..serving import serving

API = "/api/v1"
SHAPE = ("error", "hint", "kind")


def _error_classes() -> list[type[BowerError]]:
    public = [v for v in vars(bowerbird.errors).values() if inspect.isclass(v)]
    return [c for c in [*public, RollbackConflict] if issubclass(c, BowerError)]


def test_every_error_class_has_its_own_kind_and_a_status() -> None:
    classes = _error_classes()
    assert len(classes) >= 12
    kinds = [c.kind for c in classes]
    assert len(set(kinds)) == len(kinds), kinds  # a client can tell every class apart
    for cls in classes:
        assert cls.http_status in (400, 404, 409, 422, 500, 503), cls
    assert RollbackConflict.http_status == 409 and RollbackConflict.exit_code == 3
    assert bowerbird.NotFoundError.http_status == 404
    assert bowerbird.LockTimeoutError.http_status == 503
    error = bowerbird.MissingExtra("the Postgres index", "psycopg", "postgres").to_dict()
    assert list(error)[:3] == list(SHAPE) and error["extra"] == "postgres"


def _mcp_error(url: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    from mcp.client.streamable_http import streamable_http_client

    from mcp import ClientSession

    async def call() -> dict[str, Any]:
        async with (
            streamable_http_client(f"{url}/mcp") as (read, write, *_),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            result = await session.call_tool(tool, arguments)
            assert result.is_error, result.content
            text = result.content[0].text  # type: ignore[union-attr]
            # The SDK puts "Error executing tool NAME: " before every tool error's text.
            assert text.startswith(f"Error executing tool {tool}: {{"), text
            return dict(json.loads(text[text.index("{") :]))

    return anyio.run(call)


@pytest.mark.parametrize(
    ("cli", "http", "mcp", "kind", "status", "exit_code"),
    [
        (
            ["show", "no-such-memory-0000"],
            ("GET", f"{API}/memories/no-such-memory-0000", None),
            ("memory_get", {"id": "no-such-memory-0000"}),
            "not_found",
            404,
            1,
        ),
        (
            ["prune", "--threshold", "5"],
            ("POST", f"{API}/prune", {"threshold": 5}),
            ("memory_prune", {"threshold": 5}),
            "usage",
            None,  # the API's schema refuses it before the facade does: 422
            2,
        ),
    ],
)
def test_the_same_error_has_the_same_shape_on_cli_http_and_mcp(
    home: Path,
    cli: list[str],
    http: tuple[str, str, Any],
    mcp: tuple[str, dict[str, Any]],
    kind: str,
    status: int | None,
    exit_code: int,
) -> None:
    with Bower(home) as bower:
        bower.curate("The release train leaves on Thursdays.")
    code, envelope, _ = run_cli(home, *cli, "--json")
    assert code == exit_code and envelope["success"] is False
    from_cli = envelope["data"]

    with serving(home, mcp=True) as served, served.client() as client:
        method, path, body = http
        response = client.request(method, path, json=body)
        from_http = response.json()
        assert response.status_code == (status or 422), response.text
        from_mcp = _mcp_error(served.url, *mcp)

    for shape in (from_cli, from_http, from_mcp):
        assert list(shape)[:3] == list(SHAPE), shape
        assert shape["kind"] == kind and shape["error"] and shape["hint"], shape
    if status is not None:  # the facade raised it on every surface: the very same dict
        assert from_cli == from_http == from_mcp
    else:
        assert from_cli == from_mcp
