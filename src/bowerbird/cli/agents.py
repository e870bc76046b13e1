"""`bower agents`: the agents of a home (namespaces), and wiping one."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import AllAgentsOpt, Run, command, verbs

agents_app = verbs(
    "agents",
    "The agents of this home with their memory counts (the default), and wiping one.\n\n"
    "Any command reads and writes as one agent: `--agent NAME` or $BOWERBIRD_AGENT (default "
    "`default`).",
    default="list",
)


@command("agents", on=agents_app, verb="list")
def agents_list(ctx: Run) -> None:
    """The agents with their memory counts, and the one this command reads as."""
    ctx.emit(ctx.bower.agents().to_dict(), "agents")


@command("agents", on=agents_app, verb="wipe")
def agents_wipe(
    ctx: Run,
    name: Annotated[str, typer.Argument(metavar="NAME", help="The agent to wipe.")],
    yes: Annotated[
        bool, typer.Option("--yes", help="Confirm deleting every memory of NAME.")
    ] = False,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Erase exactly that agent's memories and raw messages (every copy; audited). Wiping
    another agent than the one this command runs as takes --all-agents."""
    if not yes:
        raise UsageError(
            f"wiping {name!r} deletes every memory file of that agent",
            hint=f"Run `bower agents wipe {name} --yes` to do it.",
        )
    ctx.emit(ctx.bower.wipe_agent(name, all_agents=all_agents).to_dict(), "wiped")
