"""`bower agents`: the agents of a home (namespaces), and wiping one."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import HomeOpt, JsonOpt, app, run


@app.command()
def agents(
    args: Annotated[
        list[str] | None,
        typer.Argument(metavar="[wipe NAME]", help="Nothing to list; `wipe NAME` to delete."),
    ] = None,
    yes: Annotated[
        bool, typer.Option("--yes", help="wipe: confirm deleting every memory of NAME.")
    ] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """The agents of this home with their memory counts; `wipe NAME --yes` deletes one.

    Wiping deletes exactly that agent's memory files (audited) and its raw messages. Any
    command reads and writes as one agent: `--agent NAME` or $BOWERBIRD_AGENT (default
    `default`).
    """
    words = list(args or [])
    with run("agents", home, json_) as ctx:
        if not words:
            ctx.emit(ctx.bower.agents().to_dict())
            return
        if words[0] != "wipe" or len(words) != 2:
            raise UsageError(
                f"unknown arguments: {' '.join(words)}", hint="bower agents wipe NAME --yes"
            )
        if not yes:
            raise UsageError(
                f"wiping {words[1]!r} deletes every memory file of that agent",
                hint=f"Run `bower agents wipe {words[1]} --yes` to do it.",
            )
        ctx.emit(ctx.bower.wipe_agent(words[1]).to_dict())
