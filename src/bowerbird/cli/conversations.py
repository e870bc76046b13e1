"""`bower messages` (search, show, forget), `sessions`, `history` and `profile` (show, set,
forget): the conversation layers of seed 004."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import Run, command, verbs

AllAgents = Annotated[
    bool,
    typer.Option(
        "--all-agents",
        help="Across the home's agents: every agent's for the home's owner ([share] "
        "owner_override); otherwise this agent's own (raw turns are not shared, and the "
        "others' are not searched).",
    ),
]
Session = Annotated[str, typer.Argument(metavar="SESSION", help="The session's id.")]


messages_app = verbs(
    "messages",
    "Raw conversation messages: search them, show a session, forget one.\n\n"
    "Every synced or ingested turn is kept verbatim: `search` them (BM25), `show` a session in "
    "order, `forget` this agent's messages of a session.",
)


@command("messages", on=messages_app, verb="search")
def messages_search(
    ctx: Run,
    words: Annotated[list[str], typer.Argument(metavar="QUERY", help="What to look for.")],
    limit: Annotated[int, typer.Option("--limit", "-n", help="Results (1-200).")] = 10,
    all_agents: AllAgents = False,
) -> None:
    """Search the raw messages (BM25), best first."""
    query = " ".join(words)
    if all_agents:
        ctx.emit(ctx.bower.messages.across(query, limit=limit).to_dict(), "messages")
        return
    hits = ctx.bower.messages.search(query, limit=limit)
    ctx.emit({"query": query, "results": [h.to_dict() for h in hits]}, "messages")


@command("messages", on=messages_app, verb="show")
def messages_show(ctx: Run, session: Session) -> None:
    """This agent's messages of a session, in order."""
    shown = ctx.bower.messages.show(session)
    ctx.emit({"session": session, "messages": [h.to_dict() for h in shown]}, "session")


@command("messages", on=messages_app, verb="forget")
def messages_forget(
    ctx: Run,
    session: Session,
    yes: Annotated[bool, typer.Option("--yes", help="Confirm.")] = False,
) -> None:
    """Delete this agent's messages of a session (the others' stay)."""
    if not yes:
        raise UsageError(
            f"forgetting deletes this agent's messages of session {session!r}",
            hint=f"Run `bower messages forget {session} --yes` to do it.",
        )
    forgotten = ctx.bower.messages.forget(session)
    ctx.emit({"session": session, "forgotten": forgotten}, "forgotten_messages")


@command("sessions")
def sessions(
    ctx: Run,
    close: Annotated[
        bool, typer.Option("--close", help="End the current session (the next turn opens one).")
    ] = False,
) -> None:
    """This agent's conversation sessions, oldest first; `--close` ends the current one.

    A silence longer than the messages section's session_gap_minutes starts a new session;
    sessions are shared across agents, what each agent said in them is its own.
    """
    if close:
        ctx.emit({"closed": ctx.bower.messages.close_session()}, "sessions")
        return
    ctx.emit({"sessions": ctx.bower.messages.sessions()}, "sessions")


@command("history")
def history_(
    ctx: Run,
    budget_tokens: Annotated[
        int, typer.Option("--budget-tokens", help="Upper bound on the history's size.")
    ] = 4000,
) -> None:
    """This agent's conversation history within a token budget, older sessions summarised.

    The newest sessions whole within the budget, older ones by their summaries (made only
    when they do not fit; kept beside the messages).
    """
    ctx.emit(ctx.bower.messages.history(budget_tokens).to_dict(), "history")


profile_app = verbs(
    "profile",
    "Profile attributes of a user or a bot (shared by the home's agents): show them (the "
    "default), set or forget one.\n\nLearned from what users say about themselves, or set by "
    "hand; credentials are never stored.",
    default="show",
)
Entity = Annotated[
    str, typer.Option("--entity", help="Whose profile: user:ID or bot:ID (default user:user).")
]


def _who(entity: str) -> dict[str, str]:
    kind, _, entity_id = entity.partition(":")
    return {"entity_id": entity_id or "user", "entity_type": kind}


@command("profile", on=profile_app, verb="show")
def profile_show(ctx: Run, entity: Entity = "user:user") -> None:
    """The attributes of a profile (`bower profile`)."""
    who = _who(entity)
    ctx.emit(ctx.bower.profiles.show(who["entity_id"], who["entity_type"]), "profile")


@command("profile", creates=True, on=profile_app, verb="set")
def profile_set(
    ctx: Run,
    key: Annotated[str, typer.Argument(metavar="KEY", help="The attribute, e.g. timezone.")],
    value: Annotated[str, typer.Argument(metavar="VALUE", help="Its value, e.g. UTC.")],
    entity: Entity = "user:user",
    confidence: Annotated[float, typer.Option("--confidence", help="0..1.")] = 1.0,
) -> None:
    """Set an attribute by hand."""
    change = ctx.bower.profiles.set(key, value, confidence=confidence, **_who(entity)).accepted()
    ctx.emit(change.to_dict(), "profile_set")


@command("profile", on=profile_app, verb="extract")
def profile_extract(
    ctx: Run,
    min_importance: Annotated[
        float, typer.Option("--min-importance", help="Facts at least this important (0..1).")
    ] = 0.7,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show what would be learned; store nothing.")
    ] = False,
) -> None:
    """Learn the user's attributes from the home's important facts (seed 004's
    facts_extract): "The user works as a backend engineer on the Orion team" gives a role and
    a team; the allowlist and the credential rules apply. Also part of `bower maintenance`."""
    changes = ctx.bower.profiles.extract_from_facts(min_importance, dry_run=dry_run)
    ctx.emit({"changes": [c.to_dict() for c in changes], "dry_run": dry_run}, "profile_extract")


@command("profile", on=profile_app, verb="forget")
def profile_forget(
    ctx: Run,
    key: Annotated[str, typer.Argument(metavar="KEY", help="The attribute to forget.")],
    entity: Entity = "user:user",
) -> None:
    """Forget an attribute."""
    forgotten = ctx.bower.profiles.forget(key, **_who(entity))
    ctx.emit({"key": key, "forgotten": forgotten}, "profile_forget")
