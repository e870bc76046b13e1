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


share_app = verbs(
    "share",
    "Memories shared between two agents with both owners' consent (seed 003 §9): list this "
    "agent's shares (the default), propose one of its memories to another agent, approve "
    "(your side's consent; with both, the other agent gets a copy) or revoke (the copy is "
    "erased). Episodic and sensitive memories are refused. Run as either side with --agent.",
    default="list",
)
ShareId = Annotated[str, typer.Argument(metavar="SHARE", help="The share's id (sh-…).")]


@command("share", on=share_app, verb="list")
def share_list(ctx: Run) -> None:
    """This agent's shares: pending, shared and revoked, with who consented when."""
    ctx.emit({"shares": [s.to_dict() for s in ctx.bower.sharing.shares()]}, "shares")


@command("share", on=share_app, verb="propose", creates=True)
def share_propose(
    ctx: Run,
    memory: Annotated[str, typer.Argument(metavar="ID", help="One of this agent's memories.")],
    with_: Annotated[str, typer.Option("--with", help="The agent to share it with.")],
) -> None:
    """Offer a memory to another agent, consenting for this side; it is shared once the
    other side's person approves (`bower share approve SHARE --agent OTHER`)."""
    ctx.emit(ctx.bower.sharing.propose(memory, with_, consent=True).to_dict(), "shares")


@command("share", on=share_app, verb="approve", creates=True)
def share_approve(ctx: Run, share: ShareId) -> None:
    """Consent for this agent's side; with both consents the memory is copied across."""
    ctx.emit(ctx.bower.sharing.approve(share).to_dict(), "shares")


@command("share", on=share_app, verb="revoke", creates=True)
def share_revoke(ctx: Run, share: ShareId) -> None:
    """End a share (either side may): the other agent's copy is erased everywhere."""
    ctx.emit(ctx.bower.sharing.revoke(share).to_dict(), "shares")
