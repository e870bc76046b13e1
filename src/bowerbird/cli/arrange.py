"""`bower dream`, `review`, `rollback`, `snapshots`, `explain`, `prune`, `consolidate`: the
arrange motion's commands (registered on the main app when this module is imported)."""

from __future__ import annotations

from typing import Annotated

import typer

from .. import UsageError
from .common import HomeOpt, JsonOpt, app, progress_bar, run


@app.command()
def dream(
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the plan; change nothing.")
    ] = False,
    if_idle: Annotated[
        float | None,
        typer.Option(
            "--if-idle", metavar="MINUTES", help="Do nothing unless no write for this long."
        ),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Arrange memories offline: links, merges, contradictions, synthesis, maturity, decay.

    Low-confidence changes go to the review queue; the rest are applied after a snapshot
    (`bower rollback` undoes them). For cron: `bower dream --if-idle 30`.
    """
    with run("dream", home, json_) as ctx, progress_bar("Dreaming") as tick:
        report = ctx.bower.dream(dry_run=dry_run, if_idle_minutes=if_idle, progress=tick)
        ctx.emit(report.to_dict(), "dream")


@app.command()
def review(
    action: Annotated[
        str | None, typer.Argument(help="approve | reject (omit to list the queue).")
    ] = None,
    ids: Annotated[list[str] | None, typer.Argument(help="Change ids from the list.")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Every queued change.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """List the changes waiting for review, or approve / reject them by id (or --all)."""
    with run("review", home, json_) as ctx:
        if action is None:
            ctx.emit(ctx.bower.review().to_dict(), "review")
            return
        if action not in ("approve", "reject"):
            raise UsageError(f"unknown review action {action!r}", hint="Use approve or reject.")
        if not ids and not all_:
            raise UsageError(
                "name the change ids, or pass --all", hint="`bower review` lists them."
            )
        chosen = None if all_ else list(ids or [])
        if action == "approve":
            ctx.emit(ctx.bower.approve(chosen).to_dict(), "dream")
        else:
            ctx.emit(ctx.bower.reject(chosen).to_dict(), "rejected")


@app.command()
def rollback(
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
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Undo the dream that took a snapshot, change by change.

    Memories written after the dream are never touched. If one the dream changed was edited
    since, nothing is undone and the conflicts are listed, unless --force.
    """
    with run("rollback", home, json_) as ctx:
        report = ctx.bower.rollback(snapshot, dry_run=dry_run, force=force)
        ctx.emit(report.to_dict(), "rollback")


@app.command()
def snapshots(home: HomeOpt = None, json_: JsonOpt = False) -> None:
    """Snapshots taken before each dream, newest first, with what each dream changed."""
    with run("snapshots", home, json_) as ctx:
        ctx.emit({"snapshots": [s.to_dict() for s in ctx.bower.snapshots()]}, "snapshots")


@app.command()
def explain(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="The memory's id.")],
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """A memory's history: created, merged, promoted, superseded — and where it lives now."""
    with run("explain", home, json_) as ctx:
        ctx.emit(ctx.bower.explain(memory_id).to_dict(), "explain")


@app.command()
def prune(
    threshold: Annotated[
        float, typer.Option("--threshold", help="Archive below this effective importance.")
    ] = 0.05,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="List; change nothing.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Archive decayed memories (never decisions or procedures); a snapshot is taken first."""
    with run("prune", home, json_) as ctx:
        ctx.emit(ctx.bower.prune(threshold, dry_run=dry_run).to_dict(), "dream")


@app.command()
def consolidate(
    similarity: Annotated[
        float, typer.Option("--similarity", help="Merge memories at least this similar.")
    ] = 0.95,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="List; change nothing.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Merge near-duplicates and synthesise patterns from clusters; a snapshot is taken first."""
    with run("consolidate", home, json_) as ctx:
        ctx.emit(ctx.bower.consolidate(similarity, dry_run=dry_run).to_dict(), "dream")


@app.command()
def maintenance(
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Plan; change nothing.")] = False,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Everything a cron job should run, in one call.

    A whole dream (access folded, decay and archiving, merges, links, patterns, promotion from
    the daily logs), the embedding of every text that lacks a vector, and the summaries of
    sessions that no longer fit a history.
    """
    with run("maintenance", home, json_) as ctx, progress_bar("Embedding") as tick:
        ctx.emit(ctx.bower.maintenance(dry_run=dry_run, progress=tick).to_dict(), "dream")
