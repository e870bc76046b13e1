"""The home itself: `bower init`, `status`, `reindex`, `doctor`, `version`, and `watch` (the
tree's change journal)."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from .. import Status, SyncReport, UsageError, __version__, load_settings, source_commit
from .common import (
    HomeOpt,
    JsonOpt,
    Run,
    app,
    command,
    parse_duration,
    progress_bar,
    run,
)
from .output import warn


@command("init")
def init(ctx: Run) -> None:
    """Create an empty memory home (read commands refuse a home that does not exist)."""
    settings = load_settings(ctx.home)
    existed = settings.home.is_dir()
    ctx.creates = True
    ctx.announce = False
    status = ctx.bower.status()
    ctx.emit(
        {
            "home": str(settings.home),
            "created": not existed,
            "memories": status.counts.memories,
        },
        "init",
    )


@app.command()
def watch(
    stop: Annotated[bool, typer.Option("--stop", help="Stop the home's watcher.")] = False,
    status: Annotated[
        bool, typer.Option("--status", help="Whether a watcher runs for the home.")
    ] = False,
    idle_exit: Annotated[
        str | None,
        typer.Option(
            "--idle-exit",
            help="Exit after this long without a question (90s, 10m; a bare number is seconds; "
            "default [sync] watch_idle_s).",
        ),
    ] = None,
    while_pid: Annotated[
        int | None,
        typer.Option("--while-pid", hidden=True, help="Exit when this process is gone."),
    ] = None,
    home: HomeOpt = None,
    json_: JsonOpt = False,
) -> None:
    """Keep a change journal of the tree (inotify) so commands skip the full stat scan.

    Started by itself once a scan sees [sync] watch_min_files files; runs in the foreground
    when started by hand (for a service manager). See docs/decisions.md."""
    from .. import stop_watch, watch_status, watch_tree

    with run("watch", home, json_) as ctx:
        settings = ctx.settings()
        if stop:
            ctx.emit({"stopped": stop_watch(settings)}, "watch")
        elif status:
            ctx.emit(watch_status(settings), "watch")
        elif watch_tree(settings, parse_duration(idle_exit, "--idle-exit", bare="s", floor=1),
                        while_pid) != 0:  # fmt: skip
            raise UsageError(
                f"a watcher already runs for {settings.home}",
                hint="`bower watch --status` shows it; `bower watch --stop` stops it.",
            )


@command("status")
def status(ctx: Run) -> None:
    """Counts by type and maturity, sizes, paths and index health."""
    where = ctx.home_path()
    if not where.exists():
        # A health check (seed 001's provider runs `status` before anything else) gets an
        # answer, not an error: nothing is stored yet. Never created by a read.
        warn(f"no memory home at {where} yet: the first write creates it")
        ctx.emit(Status.absent(str(where)).to_dict(), "status")
        return
    ctx.emit(ctx.bower.status().to_dict(), "status")


@command("reindex")
def reindex(ctx: Run) -> None:
    """Rebuild the index from the tree (safe at any time; nothing is lost)."""
    ctx.emit(_with_progress(ctx, "Reindexing").to_dict(), "reindex")


@command("warm")
def warm(
    ctx: Run,
    all_: Annotated[
        bool, typer.Option("--all", help="Every memory and journal chunk (the default).")
    ] = False,
    recent: Annotated[
        int | None, typer.Option("--recent", help="Only the N newest memories.", min=1)
    ] = None,
) -> None:
    """Embed now what has no vector yet, so the next queries pay no model call."""
    if all_ and recent is not None:
        raise UsageError("--all and --recent N disagree", hint="Give one of them.")
    with progress_bar("Embedding") as tick:
        warmed = ctx.bower.warm(recent, tick)
    ctx.emit(warmed.to_dict(), "warm")


def _with_progress(ctx: Run, label: str) -> SyncReport:
    if not sys.stderr.isatty():
        return ctx.bower.reindex()
    from rich.console import Console
    from rich.progress import Progress

    from .output import stderr_stream

    with Progress(console=Console(file=stderr_stream()), transient=True) as bar:
        task = bar.add_task(label, total=None)
        embed_task = bar.add_task("Embedding", total=None, visible=False)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        def embed_tick(done: int, total: int) -> None:
            bar.update(embed_task, completed=done, total=total, visible=True)

        return ctx.bower.reindex(progress=tick, embed_progress=embed_tick)


@command("version")
def version(ctx: Run) -> None:
    """Print the version."""
    ctx.emit({"version": __version__, "commit": source_commit()}, "version")


@command("doctor")
def doctor(ctx: Run) -> None:
    """Check the databases page by page; a damaged one is moved aside and the index rebuilt
    from the tree (the tree itself is never touched)."""
    ctx.emit(ctx.bower.doctor().to_dict(), "doctor")
