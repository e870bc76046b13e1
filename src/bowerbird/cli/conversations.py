"""`bower messages` and `bower sessions`: the raw conversation layer."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import HomeOpt, JsonOpt, app, run

AllAgents = Annotated[
    bool, typer.Option("--all-agents", help="Every agent's messages, not only this agent's.")
]


@app.command()
def messages(
    args: Annotated[
        list[str],
        typer.Argument(metavar="search QUERY | show SESSION | forget SESSION"),
    ],
    limit: Annotated[int, typer.Option("--limit", "-n", help="search: results (1-200).")] = 10,
    all_agents: AllAgents = False,
    yes: Annotated[bool, typer.Option("--yes", help="forget: confirm.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Raw conversation messages: search them, show a session, forget one.

    Every synced or ingested turn is kept verbatim: `search` them (BM25), `show` a session in
    order, `forget` this agent's messages of a session.
    """
    if len(args) < 2 or args[0] not in ("search", "show", "forget"):
        raise UsageError(
            "expected: search QUERY | show SESSION | forget SESSION",
            hint='e.g. bower messages search "postgres upgrade"',
        )
    action, rest = args[0], " ".join(args[1:])
    with run("messages", home, json_) as ctx:
        box = ctx.bower.messages
        if action == "search":
            hits = box.search(rest, limit=limit, all_agents=all_agents)
            ctx.emit({"query": rest, "results": [h.to_dict() for h in hits]})
        elif action == "show":
            shown = box.show(rest, all_agents=all_agents)
            ctx.emit({"session": rest, "messages": [h.to_dict() for h in shown]})
        else:
            if not yes:
                raise UsageError(
                    f"forgetting deletes this agent's messages of session {rest!r}",
                    hint=f"Run `bower messages forget {rest} --yes` to do it.",
                )
            ctx.emit({"session": rest, "forgotten": box.forget(rest)})


@app.command()
def sessions(
    all_agents: AllAgents = False,
    close: Annotated[
        bool, typer.Option("--close", help="End the current session (the next turn opens one).")
    ] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Conversation sessions, oldest first; `--close` ends the current one.

    A silence longer than the messages section's session_gap_minutes starts a new session;
    sessions are shared across agents.
    """
    with run("sessions", home, json_) as ctx:
        if close:
            ctx.emit({"closed": ctx.bower.messages.close_session()})
            return
        ctx.emit({"sessions": ctx.bower.messages.sessions(all_agents=all_agents)})


@app.command("history")
def history_(
    budget_tokens: Annotated[
        int, typer.Option("--budget-tokens", help="Upper bound on the history's size.")
    ] = 4000,
    all_agents: AllAgents = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Conversation history within a token budget, older sessions summarised.

    The newest sessions whole within the budget, older ones by their summaries (made only
    when they do not fit; kept beside the messages).
    """
    with run("history", home, json_) as ctx:
        ctx.emit(ctx.bower.messages.history(budget_tokens, all_agents=all_agents).to_dict())


@app.command()
def profile(
    args: Annotated[
        list[str] | None,
        typer.Argument(metavar="[show | set KEY VALUE | forget KEY]"),
    ] = None,
    entity: Annotated[
        str, typer.Option("--entity", help="Whose profile: user:ID or bot:ID (default user:user).")
    ] = "user:user",
    confidence: Annotated[float, typer.Option("--confidence", help="set: 0..1.")] = 1.0,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Profile attributes of a user or a bot (shared by the home's agents).

    Learned from what users say about themselves, or set by hand; credentials are never
    stored.
    """
    words = list(args or ["show"])
    kind, _, entity_id = entity.partition(":")
    shapes = {"show": 1, "set": 3, "forget": 2}
    if words[0] not in shapes or len(words) != shapes[words[0]]:
        raise UsageError(
            f"unexpected arguments: {' '.join(words)}",
            hint="bower profile show | set KEY VALUE | forget KEY",
        )
    who = {"entity_id": entity_id or "user", "entity_type": kind}
    with run("profile", home, json_, creates=words[0] == "set") as ctx:
        box = ctx.bower.profiles
        if words[0] == "show":
            ctx.emit(box.show(**who))
        elif words[0] == "set":
            ctx.emit(box.set(words[1], words[2], confidence=confidence, **who).to_dict())
        else:
            ctx.emit({"key": words[1], "forgotten": box.forget(words[1], **who)})
