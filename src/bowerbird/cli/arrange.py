"""`bower dream`, `review` (list, approve, reject), `rollback`, `snapshots`, `explain`,
`prune`, `consolidate`, `maintenance`: the arrange motion's commands (registered on the main
app when this module is imported)."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import AllAgentsOpt, Run, command, parse_duration, progress_bar, verbs


@command("dream")
def dream(
    ctx: Run,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the plan; change nothing.")
    ] = False,
    if_idle: Annotated[
        str | None,
        typer.Option(
            "--if-idle",
            help="Do nothing unless no write for this long (30m, 2h; a bare number is minutes).",
        ),
    ] = None,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Arrange memories offline: links, merges, contradictions, synthesis, maturity, decay.

    Low-confidence changes go to the review queue; the rest are applied after a snapshot
    (`bower rollback` undoes them). For cron: `bower dream --if-idle 30`.
    """
    with progress_bar("Dreaming") as tick:
        idle_s = parse_duration(if_idle, "--if-idle", floor=1.0)
        idle = None if idle_s is None else idle_s / 60
        report = ctx.bower.dream(
            dry_run=dry_run, if_idle_minutes=idle, progress=tick, all_agents=all_agents
        )
    # After the bar is gone: a summary printed under a live bar is overwritten by it.
    ctx.emit(report.to_dict(), "dream")


review_app = verbs(
    "review",
    "The changes a dream queued for a human decision: list them (the default), approve or "
    "reject them by id (or --all).",
    default="list",
)
ChangeIds = Annotated[list[str] | None, typer.Argument(metavar="[ID]...", help="Change ids.")]
AllChanges = Annotated[bool, typer.Option("--all", help="Every queued change.")]


@command("review", on=review_app, verb="list")
def review_list(ctx: Run, all_agents: AllAgentsOpt = False) -> None:
    """The changes waiting for review (`bower review`)."""
    ctx.emit(ctx.bower.review(all_agents=all_agents).to_dict(), "review")


@command("review", on=review_app, verb="approve")
def review_approve(
    ctx: Run, ids: ChangeIds = None, all_: AllChanges = False, all_agents: AllAgentsOpt = False
) -> None:
    """Apply queued changes by id (or --all), after a snapshot."""
    chosen = _chosen(ids, all_)
    ctx.emit(ctx.bower.approve(chosen, all_agents=all_agents).to_dict(), "dream")


@command("review", on=review_app, verb="reject")
def review_reject(
    ctx: Run, ids: ChangeIds = None, all_: AllChanges = False, all_agents: AllAgentsOpt = False
) -> None:
    """Drop queued changes by id (or --all); a dream never proposes them again."""
    chosen = _chosen(ids, all_)
    ctx.emit(ctx.bower.reject(chosen, all_agents=all_agents).to_dict(), "rejected")


def _chosen(ids: list[str] | None, all_: bool) -> list[str] | None:
    """The ids named, or ``None`` for every queued change."""
    if not ids and not all_:
        raise UsageError("name the change ids, or pass --all", hint="`bower review` lists them.")
    return None if all_ else list(ids or [])


@command("rollback")
def rollback(
    ctx: Run,
    snapshot: Annotated[
        str | None, typer.Argument(help="Snapshot name (default: the newest).")
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Say what would be undone; change nothing.")
    ] = False,
    force: Annotated[
        bool,
        typer.Option("--force", help="Also undo memories edited after the dream (edits lost)."),
    ] = False,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Undo the dream that took a snapshot, change by change.

    Memories written after the dream are never touched. If one the dream changed was edited
    since, nothing is undone and the conflicts are listed, unless --force.
    """
    report = ctx.bower.rollback(snapshot, dry_run=dry_run, force=force, all_agents=all_agents)
    ctx.emit(report.to_dict(), "rollback")


@command("snapshots")
def snapshots(ctx: Run) -> None:
    """Snapshots taken before each dream, newest first, with what each dream changed."""
    ctx.emit({"snapshots": [s.to_dict() for s in ctx.bower.snapshots()]}, "snapshots")


@command("explain")
def explain(
    ctx: Run,
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
) -> None:
    """A memory's history: created, merged, promoted, superseded — and where it lives now."""
    ctx.emit(ctx.bower.explain(memory_id).to_dict(), "explain")


@command("prune")
def prune(
    ctx: Run,
    threshold: Annotated[
        float, typer.Option("--threshold", help="Archive below this effective importance.")
    ] = 0.05,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="List; change nothing.")] = False,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Archive decayed memories (never decisions or procedures); a snapshot is taken first."""
    report = ctx.bower.prune(threshold, dry_run=dry_run, all_agents=all_agents)
    ctx.emit(report.to_dict(), "dream")


@command("consolidate")
def consolidate(
    ctx: Run,
    similarity: Annotated[
        float, typer.Option("--similarity", help="Merge memories at least this similar.")
    ] = 0.95,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="List; change nothing.")] = False,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Merge near-duplicates and synthesise patterns from clusters; a snapshot is taken first."""
    report = ctx.bower.consolidate(similarity, dry_run=dry_run, all_agents=all_agents)
    ctx.emit(report.to_dict(), "dream")


@command("maintenance")
def maintenance(
    ctx: Run,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Plan; change nothing.")] = False,
    all_agents: AllAgentsOpt = False,
) -> None:
    """Everything a cron job should run, in one call.

    A whole dream (access folded, decay and archiving, merges, links, patterns, promotion from
    the daily logs), the embedding of every text that lacks a vector, and the summaries of
    sessions that no longer fit a history.
    """
    with progress_bar("Embedding") as tick:
        done = ctx.bower.maintenance(dry_run=dry_run, progress=tick, all_agents=all_agents)
    ctx.emit(done.to_dict(), "dream")
